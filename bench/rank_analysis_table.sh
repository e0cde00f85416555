#!/bin/bash
# The table of docs/shard.md, "The pass's output, analysed, is the rank's
# program": per strategy on 2 ranks, the analysis of memopt-shard's output
# (what mem-advise's ZeRO rungs read), and each rank's predicted and
# measured peak under `mem-run --ranks 2` (MPICH).
#   bench/rank_analysis_table.sh [BIN_DIR] [mem-gen flags...]
# Without flags, the one-layer GPT-2 of batch 4 (`--preset tiny --layers 1
# --batch 4`); docs/shard.md also gives `--family gpt2 --layers 2 --d-model
# 64 --heads 2 --vocab 64 --seq 4 --batch 2 --precision fp32`.
set -euo pipefail
bin="${1:-build/bin}"
shift || true
[ $# -eq 0 ] && set -- --preset tiny --layers 1 --batch 4
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
"$bin/mem-gen" "$@" -o "$dir/step.mlir"
peak='import json,sys; print(json.load(sys.stdin)["functions"][0]["peak_bytes"])'
ranks='import json,sys; r=json.load(sys.stdin)["ranks"]
print("/".join(str(x["predicted_peak_bytes"]) for x in r),
      "/".join(str(x["measured_peak_bytes"]) for x in r))'
printf "%-12s %10s %22s %22s\n" strategy analysis predicted measured
for strategy in dp zero1 zero2 zero3; do
  for tp in 1 2; do
    analysis=$("$bin/mem-opt" "$dir/step.mlir" \
      --memopt-shard="strategy=$strategy ranks=2 tp=$tp" 2>/dev/null |
      "$bin/mem-opt" --memopt-report=format=json -o /dev/null |
      python3 -c "$peak")
    run=$("$bin/mem-run" "$dir/step.mlir" --seed 1 --ranks 2 --tp "$tp" \
      --strategy "$strategy" 2>/dev/null | python3 -c "$ranks")
    name="$strategy"
    [ "$tp" -gt 1 ] && name="$strategy tp=$tp"
    # shellcheck disable=SC2086
    printf "%-12s %10s %22s %22s\n" "$name" "$analysis" $run
  done
done
