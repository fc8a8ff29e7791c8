#!/usr/bin/env bash
# What flake-check.sh and tsan-check.sh share: build once, run the whole test suite N times,
# report every failing run and keep its log. Call those two, not this.
# Usage: repeat-suite.sh SCRIPT DEFAULT_N LOG_PREFIX "SWIFT FLAGS" [N] [swift test arguments…]
# SWIFT FLAGS go to both `swift build` and `swift test` (a sanitizer, a scratch path).
# Exit status: 0 when every run passed, 1 otherwise, 64 for bad usage.
set -uo pipefail
cd "$(dirname "$0")/.."
script=$1 default_runs=$2 prefix=$3
read -r -a flags <<<"$4"
shift 4
runs=${1:-$default_runs}
shift || true
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "Error: N must be a positive whole number, got '$runs'" >&2
  echo "Usage: Scripts/$script [N] [swift test arguments…]" >&2
  exit 64
fi
build_log=$(mktemp)
if ! swift build --build-tests "${flags[@]}" >"$build_log" 2>&1; then
  # What made it fail is near the end; the whole log stays for a closer look.
  echo "The build failed (swift build --build-tests ${flags[*]}); its last lines:" >&2
  grep -E "error:|Killed|signal" "$build_log" | head -20 >&2
  tail -n 15 "$build_log" >&2
  echo "The whole build log: $build_log" >&2
  exit 1
fi
rm -f "$build_log"
failures=0
logs=$(mktemp -d)
for run in $(seq 1 "$runs"); do
  if swift test --skip-build "${flags[@]}" "$@" >"$logs/run-$run.log" 2>&1; then
    printf '.'
  else
    failures=$((failures + 1))
    printf 'F'
    cp "$logs/run-$run.log" "$prefix-$run.log"
  fi
done
printf '\n%d of %d runs failed.\n' "$failures" "$runs"
if [ "$failures" -gt 0 ]; then
  echo "Logs of the failing runs: $prefix-*.log"
  grep -hE "WARNING: ThreadSanitizer|✘ Test .* recorded an issue|error:" "$prefix"-*.log \
    | sort | uniq -c | sort -rn | head -20
  exit 1
fi
rm -rf "$logs"
