#!/usr/bin/env bash
# Screenshots the API reference as a browser renders it: the landing pages of Runtime and
# TestSupport, TestStore's page and the guide's, as PNG files in .build/screenshots/.
#
# docc's static site draws its pages with JavaScript, so a page that builds may still render
# empty or broken; this is how to see it without a desktop. It serves .build/docs (build it
# first with Scripts/docs.sh) on a free local port, installs Debian's `chromium` if it is
# missing (apt-get, as root), and has headless Chromium load each page and wait for the
# scripts before the screenshot. Not part of CI: look at the files before a release, or after
# changing the catalogs.
#
# Usage: Scripts/screenshot-reference.sh [PAGE...]
#   PAGE is a path of the site, such as documentation/runtime/store (default: the four above).
set -euo pipefail
cd "$(dirname "$0")/.."

site=.build/docs
out=.build/screenshots
pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
  pages=(documentation/runtime documentation/testsupport documentation/testsupport/teststore
    documentation/guide)
fi

if [ ! -f "$site/index.html" ]; then
  echo "No reference in $site: build it first with Scripts/docs.sh." >&2
  exit 1
fi

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "Installing Debian's chromium (headless browser)…"
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  browser=$(command -v chromium)
fi

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server=$!
profile=$(mktemp -d)
trap 'kill "$server" 2>/dev/null; rm -rf "$profile"' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" \
    2>/dev/null && break
  sleep 0.1
done

mkdir -p "$out"
status=0
for page in "${pages[@]}"; do
  page=${page#/}
  file="$out/$(echo "${page%/}" | tr '/' '-').png"
  # --virtual-time-budget lets the page's scripts run (fetch the page's JSON, render) before
  # the screenshot is taken.
  if "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --user-data-dir="$profile" --window-size=1280,1600 --virtual-time-budget=15000 \
    --screenshot="$file" "http://127.0.0.1:$port/$page" >/dev/null 2>&1 && [ -s "$file" ]; then
    echo "$page → $file"
  else
    echo "Could not screenshot $page." >&2
    status=1
  fi
done
exit "$status"
