#!/usr/bin/env bash
# Builds the CUDA executable of a training step (no GPU needed):
#   scripts/build-cuda-step.sh FILE.mlir OUTDIR [CHIP] [PIPELINE-OPTIONS]
# mem-opt --memopt-lower-cuda (kernels serialized to a cubin for CHIP, default
# sm_90, by the toolkit's ptxas; walk=true writes OUTDIR/walk.json, the static
# walk of the host program's device allocations) -> mlir-translate -> llc ->
# linked with build/lib/libmemopt_cuda_runtime.a against the toolkit's libcuda
# stub. Writes OUTDIR/step.llvm.mlir, step.ll, step.o, walk.json and the
# executable OUTDIR/step. MEMOPT_BUILD (default build/) and CUDA_HOME
# (default /usr/local/cuda) locate the tools.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${MEMOPT_BUILD:-$root/build}"
cuda="${CUDA_HOME:-/usr/local/cuda}"
llvm_bin=/usr/lib/llvm-22/bin

if [ $# -lt 2 ]; then
  echo "usage: $0 FILE.mlir OUTDIR [CHIP] [PIPELINE-OPTIONS]" >&2
  exit 2
fi
input="$1" out="$2" chip="${3:-sm_90}" extra="${4:-}"

for need in "$cuda/bin/ptxas" "$cuda/include/cuda.h" "$cuda/lib64/stubs/libcuda.so" \
            "$build/bin/mem-opt" "$build/lib/libmemopt_cuda_runtime.a"; do
  if [ ! -e "$need" ]; then
    echo "build-cuda-step: missing $need (CUDA toolkit at CUDA_HOME=$cuda, project built in $build)" >&2
    exit 2
  fi
done
cxx="$(command -v clang++ || command -v g++)"
link_flags=()
# A sanitized build (-DMEMOPT_SANITIZE=ON) instruments the runtime library
# too: link with the compiler that built it and its sanitizer runtimes.
if grep -q '^MEMOPT_SANITIZE:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
  cxx="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt")"
  link_flags=(-fsanitize=address,undefined)
fi
mkdir -p "$out"
# gpu-module-to-binary runs ptxas from PATH and links libdevice (exp, sqrt,
# ...) from the toolkit that CUDA_HOME names.
export PATH="$cuda/bin:$PATH" CUDA_HOME="$cuda"

"$build/bin/mem-opt" "$input" \
  --memopt-lower-cuda="chip=$chip walk=true $extra" \
  -o "$out/step.llvm.mlir" > "$out/walk.json"
"$llvm_bin/mlir-translate" --mlir-to-llvmir "$out/step.llvm.mlir" -o "$out/step.ll"
"$llvm_bin/llc" -O2 -filetype=obj -relocation-model=pic "$out/step.ll" -o "$out/step.o"
"$cxx" "$out/step.o" "$build/lib/libmemopt_cuda_runtime.a" \
  -L"$cuda/lib64/stubs" -lcuda "${link_flags[@]}" -o "$out/step"
echo "build-cuda-step: $out/step ($chip)" >&2
