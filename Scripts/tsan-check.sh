#!/usr/bin/env bash
# Runs the whole test suite N times (default 20) under the thread sanitizer, on one build, and
# reports every run that failed or that the sanitizer reported a data race in. It builds in
# .build/tsan, so the ordinary debug build is left alone.
# Usage: Scripts/tsan-check.sh [N] [extra swift test arguments…]
# Exit status: 0 when every run passed with no report, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
shift || true
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "Error: N must be a positive whole number, got '$runs'" >&2
  echo "Usage: Scripts/tsan-check.sh [N] [swift test arguments…]" >&2
  exit 64
fi
swift build --build-tests --sanitize=thread --scratch-path .build/tsan >/dev/null || { echo "The build failed." >&2; exit 1; }
failures=0
logs=$(mktemp -d)
for run in $(seq 1 "$runs"); do
  log="$logs/run-$run.log"
  # halt_on_error makes a race fail the run even when the tests themselves pass.
  if TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" \
    swift test --skip-build --sanitize=thread --scratch-path .build/tsan "$@" >"$log" 2>&1 \
    && ! grep -q "WARNING: ThreadSanitizer" "$log"; then
    printf '.'
  else
    failures=$((failures + 1))
    printf 'F'
    cp "$log" "tsan-run-$run.log"
  fi
done
printf '\n%d of %d runs failed or reported a race.\n' "$failures" "$runs"
if [ "$failures" -gt 0 ]; then
  echo "Logs of the failing runs: tsan-run-*.log"
  grep -hE "WARNING: ThreadSanitizer|✘ Test .* recorded an issue|error:" tsan-run-*.log \
    | sort | uniq -c | sort -rn | head -20
  exit 1
fi
rm -rf "$logs"
