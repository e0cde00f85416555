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
# Exit status 0 when measured == predicted and every result matches, 1 when
# not, 2 when it cannot run (no GPU or driver, missing tools).
# MEMOPT_NVIDIA_SMI overrides the nvidia-smi used to find the GPU.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${MEMOPT_BUILD:-$root/build}"
smi="${MEMOPT_NVIDIA_SMI:-nvidia-smi}"

if [ $# -lt 1 ]; then
  echo "usage: $0 FILE.mlir [--seed N] [--entry NAME]" >&2
  exit 2
fi
input="$1"; shift
seed=0 entry=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --entry) entry="$2"; shift 2 ;;
    *) echo "validate-gpu: unknown option $1" >&2; exit 2 ;;
  esac
done

if ! command -v "$smi" >/dev/null 2>&1; then
  echo "validate-gpu: no NVIDIA driver on this machine ('$smi' not found); this check needs a GPU" >&2
  exit 2
fi
if ! cap="$("$smi" --query-gpu=compute_cap --format=csv,noheader 2>&1 | head -n1)" \
   || ! [[ "$cap" =~ ^[0-9]+\.[0-9]+$ ]]; then
  echo "validate-gpu: no usable NVIDIA GPU ($smi says: $cap)" >&2
  exit 2
fi
chip="sm_${cap/./}"

work="$(mktemp -d "${TMPDIR:-/tmp}/validate-gpu.XXXXXX")"
run_args=(--seed "$seed" --dump-inputs "$work/inputs" --dump-results "$work/cpu")
lower_opts=""
if [ -n "$entry" ]; then
  run_args+=(--entry "$entry")
  lower_opts="entry=$entry"
fi

"$build/bin/mem-run" "$input" "${run_args[@]}" > "$work/cpu.json"
"$root/scripts/build-cuda-step.sh" "$input" "$work" "$chip" "$lower_opts"
mkdir -p "$work/gpu"
status=0
MEMOPT_CUDA_INPUTS="$work/inputs" MEMOPT_CUDA_RESULTS="$work/gpu" \
  "$work/step" > "$work/gpu.json" || status=$?
if [ "$status" -ne 0 ]; then
  echo "validate-gpu: the CUDA executable $work/step failed (exit status $status); no GPU result" >&2
  exit 2
fi
python3 "$root/scripts/gpu_compare.py" --cpu "$work/cpu.json" \
  --walk "$work/walk.json" --gpu "$work/gpu.json" \
  --cpu-results "$work/cpu" --gpu-results "$work/gpu" --chip "$chip"
