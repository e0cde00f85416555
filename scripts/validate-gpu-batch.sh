#!/usr/bin/env bash
# validate-gpu.sh on a fixed set of steps, split for a GPU machine that has
# no LLVM, MLIR or build of its own:
#   scripts/validate-gpu-batch.sh prepare DIR [--chip sm_90]
#     here (no GPU): generates the steps, runs each on the CPU and builds its
#     CUDA executable into DIR/NAME (validate-gpu.sh --prepare);
#   scripts/validate-gpu-batch.sh run DIR
#     on the GPU machine: validate-gpu.sh --prepared on each, then one table
#     (predicted, walked, measured device peak, results) and PASS / FAIL.
# The steps: the bundled example, tiny generated GPT-2 and Llama steps (fp32
# AdamW, bf16 mixed precision, 8-bit Adam, remat to a budget), and a Llama
# step of 2 layers, d-model 128, vocabulary 1024 (6.6 MB of inputs).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${MEMOPT_BUILD:-$root/build}"

usage() {
  echo "usage: $0 prepare DIR [--chip sm_XX] | $0 run DIR" >&2
  exit 2
}
[ $# -ge 2 ] || usage
mode="$1" dir="$2"; shift 2
chip=sm_90
while [ $# -gt 0 ]; do
  case "$1" in
    --chip) chip="$2"; shift 2 ;;
    *) usage ;;
  esac
done

# name: mem-gen flags ("file:PATH" for a file of the repository, "+remat=OPTS"
# after the flags to run --memopt-remat=OPTS on the step first).
STEPS=(
  "example:file:examples/mlp_train_step.mlir"
  "gpt2-tiny-adamw-fp32:--preset tiny --family gpt2 --optimizer adamw --precision fp32 --dropout 0.1"
  "llama-tiny-adamw-fp32:--preset tiny --family llama --optimizer adamw --precision fp32 --dropout 0.1"
  "gpt2-tiny-adamw-mixed-bf16:--preset tiny --family gpt2 --optimizer adamw --precision mixed --dtype bf16 --dropout 0.1"
  "llama-tiny-adam8bit-zero:--preset tiny --family llama --optimizer adam8bit --precision zero --dropout 0.1"
  "llama-tiny-b8-remat-600k:--preset tiny --family llama --optimizer adamw --precision fp32 --dropout 0.1 --batch 8 +remat=budget=600000"
  "llama-d128-l2-mixed:--preset tiny --family llama --d-model 128 --heads 4 --layers 2 --seq 64 --vocab 1024 --precision mixed"
)

prepare() {
  mkdir -p "$dir/src"
  for entry in "${STEPS[@]}"; do
    local name="${entry%%:*}" spec="${entry#*:}" step remat=""
    if [[ "$spec" == file:* ]]; then
      step="$root/${spec#file:}"
    else
      if [[ "$spec" == *"+remat="* ]]; then
        remat="${spec##*+remat=}"
        spec="${spec% +remat=*}"
      fi
      step="$dir/src/$name.mlir"
      # shellcheck disable=SC2086 # the flags split on spaces
      "$build/bin/mem-gen" $spec -o "$step"
      if [ -n "$remat" ]; then
        "$build/bin/mem-opt" "$step" --memopt-remat="$remat" \
          -o "$step.remat" && mv "$step.remat" "$step"
      fi
    fi
    "$root/scripts/validate-gpu.sh" "$step" --seed 1 --chip "$chip" \
      --prepare "$dir/$name"
  done
}

run() {
  local ok=1 table="$dir/table.md"
  printf '| step | predicted B | walked B | measured B | results | verdict |\n|---|---:|---:|---:|---|---|\n' > "$table"
  for entry in "${STEPS[@]}"; do
    local name="${entry%%:*}" status=0
    "$root/scripts/validate-gpu.sh" --prepared "$dir/$name" \
      > "$dir/$name/compare.txt" 2>&1 || status=$?
    cat "$dir/$name/compare.txt"
    [ "$status" -eq 0 ] || ok=0
    python3 - "$dir/$name/compare.txt" "$name" "$status" >> "$table" <<'EOF'
import re, sys
text = open(sys.argv[1]).read()
def field(label):
    m = re.search(label + r":\s+(\d+)", text)
    return m.group(1) if m else "-"
results = re.findall(r"result \d+ \([^)]*\): (.*)", text)
same = sum(r == "bit-identical" for r in results)
close = sum(r.startswith("within") for r in results)
summary = "%d bit-identical, %d within tolerance" % (same, close)
if len(results) > same + close:
    summary += ", %d differ" % (len(results) - same - close)
verdict = {"0": "PASS", "1": "FAIL"}.get(sys.argv[3], "ERROR")
print("| %s | %s | %s | %s | %s | %s |" % (
    sys.argv[2], field("predicted peak bytes"), field("static walk peak bytes"),
    field("measured device peak"), summary, verdict))
EOF
  done
  cat "$table"
  if [ "$ok" -eq 1 ]; then
    echo "RESULT: PASS"
  else
    echo "RESULT: FAIL"
    return 1
  fi
}

case "$mode" in
  prepare) prepare ;;
  run) run ;;
  *) usage ;;
esac
