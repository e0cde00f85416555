#!/usr/bin/env bash
# Runs a training step on an NVIDIA GPU and checks it against the prediction
# and the CPU run:
#   scripts/validate-gpu.sh FILE.mlir [--seed N] [--entry NAME]
# 1. mem-run (CPU): predicted peak, CPU results, and the inputs it filled;
# 2. scripts/build-cuda-step.sh for this GPU's chip (static walk included);
# 3. the executable on the GPU with the same inputs: measured device peak,
#    results;
# 4. prints predicted / walked / measured device peak and whether every
#    result matches the CPU's (bit-identical, or within the tolerance that
#    scripts/gpu_compare.py states, with the reason).
# Split across two machines (the GPU machine needs no LLVM, MLIR or build):
#   scripts/validate-gpu.sh FILE.mlir [--seed N] [--entry NAME] [--chip sm_90] --prepare DIR
#     steps 1-2 here, no GPU needed, into DIR (the executable, the inputs,
#     the CPU run and its results, the walk, the chip);
#   scripts/validate-gpu.sh --prepared DIR
#     steps 3-4 on the GPU machine (bash, python3 and the driver only).
# Exit status 0 when measured == predicted and every result matches, 1 when
# not, 2 when it cannot run (no GPU or driver, missing tools, a chip other
# than the one DIR was built for).
# MEMOPT_NVIDIA_SMI overrides the nvidia-smi used to find the GPU.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${MEMOPT_BUILD:-$root/build}"
smi="${MEMOPT_NVIDIA_SMI:-nvidia-smi}"

usage() {
  echo "usage: $0 FILE.mlir [--seed N] [--entry NAME] [--chip sm_XX --prepare DIR]" >&2
  echo "       $0 --prepared DIR" >&2
  exit 2
}
[ $# -ge 1 ] || usage
input="" seed=0 entry="" chip="" prepare="" prepared=""
if [ "$1" = --prepared ]; then
  [ $# -eq 2 ] || usage
  prepared="$2"; shift 2
else
  input="$1"; shift
fi
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --entry) entry="$2"; shift 2 ;;
    --chip) chip="$2"; shift 2 ;;
    --prepare) prepare="$2"; shift 2 ;;
    *) echo "validate-gpu: unknown option $1" >&2; exit 2 ;;
  esac
done

# The GPU's chip (sm_90 for an H100 or H200), from the driver.
gpu_chip() {
  if ! command -v "$smi" >/dev/null 2>&1; then
    echo "validate-gpu: no NVIDIA driver on this machine ('$smi' not found); this check needs a GPU" >&2
    exit 2
  fi
  if ! cap="$("$smi" --query-gpu=compute_cap --format=csv,noheader 2>&1 | head -n1)" \
     || ! [[ "$cap" =~ ^[0-9]+\.[0-9]+$ ]]; then
    echo "validate-gpu: no usable NVIDIA GPU ($smi says: $cap)" >&2
    exit 2
  fi
  echo "sm_${cap/./}"
}

# Steps 3-4 on a prepared folder.
run_on_gpu() {
  local work="$1" chip="$2"
  mkdir -p "$work/gpu"
  local status=0
  MEMOPT_CUDA_INPUTS="$work/inputs" MEMOPT_CUDA_RESULTS="$work/gpu" \
    "$work/step" > "$work/gpu.json" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "validate-gpu: the CUDA executable $work/step failed (exit status $status); no GPU result" >&2
    exit 2
  fi
  python3 "$root/scripts/gpu_compare.py" --cpu "$work/cpu.json" \
    --walk "$work/walk.json" --gpu "$work/gpu.json" \
    --cpu-results "$work/cpu" --gpu-results "$work/gpu" --chip "$chip"
}

if [ -n "$prepared" ]; then
  for need in step cpu.json walk.json chip inputs cpu; do
    if [ ! -e "$prepared/$need" ]; then
      echo "validate-gpu: $prepared/$need is missing; make the folder with --prepare" >&2
      exit 2
    fi
  done
  built_for="$(cat "$prepared/chip")"
  chip="$(gpu_chip)"
  if [ "$chip" != "$built_for" ]; then
    echo "validate-gpu: $prepared was built for $built_for, this GPU is $chip; prepare it with --chip $chip" >&2
    exit 2
  fi
  run_on_gpu "$prepared" "$chip"
  exit $?
fi

if [ -n "$prepare" ]; then
  chip="${chip:-sm_90}"
  work="$prepare"
  mkdir -p "$work"
else
  [ -z "$chip" ] || { echo "validate-gpu: --chip goes with --prepare (otherwise the GPU's own is used)" >&2; exit 2; }
  chip="$(gpu_chip)"
  work="$(mktemp -d "${TMPDIR:-/tmp}/validate-gpu.XXXXXX")"
fi
run_args=(--seed "$seed" --dump-inputs "$work/inputs" --dump-results "$work/cpu")
lower_opts=""
if [ -n "$entry" ]; then
  run_args+=(--entry "$entry")
  lower_opts="entry=$entry"
fi

"$build/bin/mem-run" "$input" "${run_args[@]}" > "$work/cpu.json"
"$root/scripts/build-cuda-step.sh" "$input" "$work" "$chip" "$lower_opts"
echo "$chip" > "$work/chip"
if [ -n "$prepare" ]; then
  # Only what the GPU machine reads stays: the intermediates are large.
  rm -f "$work/step.llvm.mlir" "$work/step.ll" "$work/step.o"
  echo "validate-gpu: prepared $work for $chip; on the GPU machine run: scripts/validate-gpu.sh --prepared $work" >&2
  exit 0
fi
run_on_gpu "$work" "$chip"
