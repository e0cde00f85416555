#!/usr/bin/env bash
# Installs what mem-opt needs (Debian 12, as root), then configures and builds
# it. Idempotent: it installs only what is missing and rebuilds only what
# changed. Usage: scripts/setup.sh [build-dir]; MEMOPT_CMAKE_ARGS adds
# configure options to a new build directory.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"

# shellcheck source=apt-install-missing.sh
source "$root/scripts/apt-install-missing.sh"
install_missing setup llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools \
  cmake ninja-build g++ libgtest-dev python3 pkg-config coinor-libcbc-dev
# MPICH: mem-run links it and runs `--ranks N` under its mpiexec (no root
# or oversubscription flags needed; docs/shard.md).
install_missing setup mpich libmpich-dev
# Headless Chromium renders the HTML report in the tests
# (test/Report/html-chromium.test; about 2 minutes to install, once).
install_missing setup chromium

if [ ! -f "$build/CMakeCache.txt" ]; then
  # shellcheck disable=SC2086 # the options are words
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    ${MEMOPT_CMAKE_ARGS:-} >/dev/null
fi
cmake --build "$build" -j "${MEMOPT_JOBS:-2}" >&2
