#!/usr/bin/env bash
# Runs the whole test suite N times (default 20) under the thread sanitizer, on one build, and
# reports every run that failed or in which the sanitizer reported a data race (it stops the
# run at the first report). It builds in .build/tsan, so the ordinary debug build is left
# alone; the first build takes several minutes.
# Usage: Scripts/tsan-check.sh [N] [extra swift test arguments…]
# Exit status: 0 when every run passed with no report, 1 otherwise.
export TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}"
exec "$(dirname "$0")/repeat-suite.sh" tsan-check.sh 20 tsan-run \
  "--sanitize=thread --scratch-path .build/tsan" "$@"
