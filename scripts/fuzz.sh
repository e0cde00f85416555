#!/usr/bin/env bash
# Fuzzes mem-opt in process with libFuzzer (fuzz/mem-fuzz.cpp) for SECONDS,
# then prints executions, coverage and every crash, sorted by origin:
#   ours:      a stack frame in this project's code (lib/, tools/);
#   upstream:  mlir-opt-22 crashes (or hangs) on the same MLIR too;
#   unsorted:  neither (read the trace).
# Usage: scripts/fuzz.sh SECONDS [extra libFuzzer flags]
# Installs clang-22 and libFuzzer if missing (Debian 12, as root), builds
# build-fuzz (clang, ASan + UBSan + fuzzer instrumentation), seeds from the
# tests, the examples and small generated steps. The corpus grows in
# build-fuzz/corpus across runs; crashes land in build-fuzz/artifacts.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:?usage: scripts/fuzz.sh SECONDS [libFuzzer flags]}"
shift
build="$root/build-fuzz"

# The normal build: mem-gen for seeds, and the packages both builds need.
"$root/scripts/setup.sh" "$root/build" 2>/dev/null

# shellcheck source=apt-install-missing.sh
source "$root/scripts/apt-install-missing.sh"
install_missing fuzz clang-22 libfuzzer-22-dev libclang-rt-22-dev

if [ ! -f "$build/CMakeCache.txt" ]; then
  # Debian's libMLIR is built with gcc against libstdc++, clang's default
  # here: the same C++ ABI.
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMEMOPT_FUZZ=ON >/dev/null
fi
cmake --build "$build" --target mem-fuzz -j "${MEMOPT_JOBS:-2}" >&2

rm -rf "$build/seeds"
python3 "$root/fuzz/make_seeds.py" "$root" "$root/build/bin/mem-gen" "$build/seeds" >&2
mkdir -p "$build/corpus" "$build/artifacts"
export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer
# One MLIR context serves every input (fast), so what inputs intern stays:
# leaks are hunted with MEMFUZZ_FRESH_CONTEXT=1 ASAN_OPTIONS=detect_leaks=1.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
log="$build/fuzz.log"
# Fork mode: crashes, timeouts and OOMs are saved and fuzzing goes on.
"$build/bin/mem-fuzz" "$build/corpus" "$build/seeds" \
  -dict="$root/fuzz/mlir.dict" -max_total_time="$seconds" -max_len=16384 \
  -timeout=30 -rss_limit_mb=4096 -fork="${MEMFUZZ_JOBS:-1}" -ignore_crashes=1 \
  -ignore_timeouts=1 -ignore_ooms=1 -artifact_prefix="$build/artifacts/" \
  "$@" >"$log" 2>&1 || true

# The last status line: '#EXECS: cov: C ft: F corp: N ... crash: T ...'.
status="$(grep -E '^#[0-9]+: cov:' "$log" | tail -1)"
echo "fuzz: ${seconds}s, $(nproc) cores; log $log"
echo "executions: $(sed -E 's/^#([0-9]+):.*/\1/' <<<"$status")"
echo "coverage:   $(sed -E 's/.*cov: ([0-9]+) ft: ([0-9]+) corp: ([0-9]+).*/\1 edges, \2 features, \3 corpus inputs/' <<<"$status")"

python3 "$root/fuzz/sort_crashes.py" "$root" "$build/bin/mem-fuzz" "$build/artifacts" \
  "$root/build/lib/MemOptPlugin.so"
