#!/usr/bin/env bash
# Builds mem-opt if needed and runs the whole test suite (lit + FileCheck
# tests, the gtest unit tests, the generator's numerical checks), after
# ruff on the Python (scripts/lint.sh), so that a lint error fails CI.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/lint.sh"
"$root/scripts/setup.sh" "$root/build"
cmake --build "$root/build" --target check-mem-opt
