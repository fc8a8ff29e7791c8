#!/usr/bin/env bash
# Runs the whole test suite N times (default 10) on one build and reports every failing run.
# Usage: Scripts/flake-check.sh [N] [extra swift test arguments…]
# Exit status: 0 when every run passed, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
shift || true
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "Error: N must be a positive whole number, got '$runs'" >&2
  echo "Usage: Scripts/flake-check.sh [N] [swift test arguments…]" >&2
  exit 64
fi
swift build --build-tests >/dev/null || { echo "The build failed." >&2; exit 1; }
failures=0
logs=$(mktemp -d)
for run in $(seq 1 "$runs"); do
  if swift test --skip-build "$@" >"$logs/run-$run.log" 2>&1; then
    printf '.'
  else
    failures=$((failures + 1))
    printf 'F'
    cp "$logs/run-$run.log" "flake-run-$run.log"
  fi
done
printf '\n%d of %d runs failed.\n' "$failures" "$runs"
if [ "$failures" -gt 0 ]; then
  echo "Logs of the failing runs: flake-run-*.log"
  grep -hE "✘ Test .* recorded an issue|error:" flake-run-*.log | sort | uniq -c | sort -rn | head -20
  exit 1
fi
rm -rf "$logs"
