#!/usr/bin/env bash
# Runs the whole test suite N times (default 10) on one build and reports every failing run.
# Usage: Scripts/flake-check.sh [N] [extra swift test arguments…]
# Exit status: 0 when every run passed, 1 otherwise.
exec "$(dirname "$0")/repeat-suite.sh" flake-check.sh 10 flake-run "" "$@"
