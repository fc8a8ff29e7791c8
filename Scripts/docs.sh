#!/usr/bin/env bash
# Builds the API reference of the libraries other packages use (Runtime and the layers it
# re-exports, TestSupport, SessionRecording, StoreConsole) with the
# toolchain's docc, together with the guide (docs/), as a static site in .build/docs, and prints
# how to read it. The app's modules (Storage, AppIdentity, Catalogo, the clients and the
# features) get no site, but their public symbols are checked for doc comments too.
#
# Fails (exit 1) on any docc warning — a ``link`` to a symbol that does not exist, a documented
# parameter the function does not have, a <doc:/Guide/page> link to no page of the guide — on a
# public symbol without a doc comment (Scripts/check-doc-coverage.py), on a public symbol the
# reference lists only in docc's automatic groups (Scripts/check-topic-groups.py), on a link
# docc renders without its target (Scripts/check-rendered-links.py), and when a link from docs/
# into the reference names no page.
#
# Usage: Scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(IssueReports IdentifiedCollections CasePaths Clocks Dumps Runtime TestSupport SessionRecording StoreConsole)
# The app's own modules — and TestSource, the Swift writer TestSupport and SessionRecording
# share — get no reference site, but every public symbol of theirs is documented too, generated
# case paths included.
feature_modules=(Storage TestSource AppIdentity Catalogo CatalogoIncluido Crypto
  CatalogoClient CatalogoClientLive BusquedaClient BusquedaClientLive
  PagosClient PagosClientLive PedidosClient PedidosClientLive CarritosClient CarritosClientLive
  TelemetriaClient TelemetriaClientLive AutenticacionClient AutenticacionClientLive
  BuscadorFeature TiendaFeature CredencialesFeature TemporizadorFeature PedidosFeature RootFeature
  AppCLIKit
  # The tools' modules, whose public API is what one tool module offers another: the parser,
  # the case paths generator, the plugin protocol and the macros' expansions.
  SwiftSourceParser CasePathsGeneration MacroPluginProtocol MacroExpansions)
site=.build/docs
work=.build/docs-work

step() { printf '\n== %s\n' "$*"; }

step "symbol graphs: swift package dump-symbol-graph"
# Extension blocks give the members this module adds to other modules' types (`Clock.timer`,
# `Task.never()`) pages of their own, under the extended type.
dump=$(swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols \
  2>&1) || {
  echo "$dump" >&2
  exit 1
}
graphs=$(echo "$dump" | sed -n 's/^Files written to //p' | tail -1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  echo "$dump" >&2
  echo "Could not find where the symbol graphs were written." >&2
  exit 1
fi

rm -rf "$work" "$site"
mkdir -p "$work"
for module in "${modules[@]}" "${feature_modules[@]}"; do
  mkdir -p "$work/$module-graphs"
  cp "$graphs/$module.symbols.json" "$work/$module-graphs/"
  cp "$graphs/$module"@*.symbols.json "$work/$module-graphs/" 2>/dev/null || true
done

step "every public symbol has a doc comment"
status=0
for module in "${modules[@]}" "${feature_modules[@]}"; do
  python3 Scripts/check-doc-coverage.py "$work/$module-graphs" "$module" || status=1
done
[ "$status" -eq 0 ] || exit 1

step "the source reader of check-coming-from-tca.py finds every public symbol"
python3 Scripts/check-coming-from-tca.py --symbol-graphs "$work"

step "the guide as a catalog: Scripts/guide-catalog.py"
python3 Scripts/guide-catalog.py "$work"

step "docc convert, warnings as errors"
# The guide first, so the reference can link to its pages (<doc:/Guide/failures>); each library
# after those it depends on, so it can link to their symbols (``/Runtime/Store``).
archives=()
convert() {
  local name=$1 catalog=$2
  shift 2
  local dependencies=() log="$work/$name.log"
  for archive in "${archives[@]}"; do dependencies+=(--dependency "$archive"); done
  if ! docc convert "$catalog" "$@" \
    --output-path "$work/$name.doccarchive" \
    --fallback-display-name "$name" \
    --fallback-bundle-identifier "org.composable.$name" \
    --enable-experimental-external-link-support \
    "${dependencies[@]}" \
    --warnings-as-errors >"$log" 2>&1 || grep -qE '^(warning|error):' "$log"; then
    cat "$log" >&2
    echo "docc reported problems in $name's documentation (above)." >&2
    exit 1
  fi
  echo "$name: no warnings."
  archives+=("$work/$name.doccarchive")
}
convert Guide "$work/Guide.docc"
for module in "${modules[@]}"; do
  # Runtime's layers keep their catalogue in their folder under Runtime/.
  catalog="$module/$module.docc"
  [ -d "$catalog" ] || catalog="Runtime/$module/$module.docc"
  convert "$module" "$catalog" --additional-symbol-graph-dir "$work/$module-graphs"
done

step "every public symbol of ${modules[*]} is in a topic group"
topic_archives=()
for module in "${modules[@]}"; do topic_archives+=("$work/$module.doccarchive"); done
python3 Scripts/check-topic-groups.py "${topic_archives[@]}"

step "every link on a rendered page has its target"
python3 Scripts/check-rendered-links.py "${archives[@]}"

docc merge "${archives[@]}" --output-path "$site" \
  --synthesized-landing-page-name Composable >"$work/merge.log" 2>&1 || {
  cat "$work/merge.log" >&2
  exit 1
}

step "links from the guide into the reference"
python3 Scripts/check-reference-links.py "$site"

cat <<EOF

The reference is in $site. To read it, serve that folder:

  python3 -m http.server 8000 --directory $site

then open http://localhost:8000/documentation/runtime,
http://localhost:8000/documentation/testsupport, …/sessionrecording, …/storeconsole or the guide,
http://localhost:8000/documentation/guide (Ctrl-C stops the server).
EOF
