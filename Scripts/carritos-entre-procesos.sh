#!/usr/bin/env bash
# Runs the cart's multi-process tests (CarritosEntreProcesosTests) bigger than the suite does,
# N times (default 10) on one build: P processes (default 3) adding A products each (default 30)
# to one person's cart at once, and the same with one more process killed with SIGKILL while it
# saves. Reports every failing run and keeps its log.
# Usage: Scripts/carritos-entre-procesos.sh [N] [P] [A]
# Exit status: 0 when every run passed, 1 otherwise, 64 for bad usage.
set -uo pipefail
runs=${1:-10} procesos=${2:-3} anadidos=${3:-30}
for value in "$procesos" "$anadidos"; do
  if ! [[ "$value" =~ ^[1-9][0-9]*$ ]]; then
    echo "Error: P and A must be positive whole numbers, got '$value'" >&2
    echo "Usage: Scripts/carritos-entre-procesos.sh [N] [P] [A]" >&2
    exit 64
  fi
done
export CARRITOS_PROCESOS=$procesos CARRITOS_ANADIDOS=$anadidos
exec "$(dirname "$0")/repeat-suite.sh" carritos-entre-procesos.sh 10 carritos-run "" "$runs" \
  --filter CarritosEntreProcesosTests
