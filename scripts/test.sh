#!/usr/bin/env bash
# Checks the C++ formatting and the Python (ruff, scripts/lint.sh) so that
# either fails CI, builds mem-opt if needed and runs the whole test suite
# (lit + FileCheck tests, the gtest unit tests, the generator's numerical
# checks).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/check-format.sh"
"$root/scripts/lint.sh"
"$root/scripts/setup.sh" "$root/build"
cmake --build "$root/build" --target check-mem-opt
