#!/usr/bin/env bash
# Builds mem-opt with AddressSanitizer + UndefinedBehaviorSanitizer into
# build-asan (-DMEMOPT_SANITIZE=ON) and runs the whole test suite under it:
# every lit test (each memopt tool instrumented; upstream mlir-opt-22 loads
# the instrumented pass plugin with the ASan runtime preloaded) and the gtest
# unit tests. Any sanitizer finding aborts its process, so its test fails.
#
# Not instrumented: Debian's libMLIR/libLLVM, and the train-step libraries
# that the generator's finite-difference tests compile with upstream
# mlir-opt and load into python through ctypes (upstream's generated code,
# not this project's; mem-gen, which writes their input, is instrumented).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build-asan"
MEMOPT_CMAKE_ARGS="-DMEMOPT_SANITIZE=ON" "$root/scripts/setup.sh" "$build"
# An existing build-asan configured otherwise is switched on, not trusted.
cmake -S "$root" -B "$build" -DMEMOPT_SANITIZE=ON >/dev/null
cmake --build "$build" --target check-mem-opt
