#!/usr/bin/env bash
# Builds mem-opt if needed and prints the memory report of the bundled
# training step (extra arguments go to the report pass, e.g. format=json).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh" "$root/build"
opts="${1:-}"
exec "$root/build/bin/mem-opt" "$root/examples/mlp_train_step.mlir" \
  --memopt-report${opts:+="$opts"} -o /dev/null
