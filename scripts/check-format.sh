#!/usr/bin/env bash
# Fails when a C++ file in include/ lib/ tools/ unittests/ runtime/ fuzz/ is
# not formatted as clang-format-22 formats it (.clang-format: LLVM style), and
# names the files. Installs clang-format-22 when missing (as root). Usage:
# scripts/check-format.sh [--fix]; --fix formats the files in place instead.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# shellcheck source=apt-install-missing.sh
source "$root/scripts/apt-install-missing.sh"
install_missing check-format clang-format-22
format=clang-format-22

cd "$root"
mapfile -t files < <(git ls-files -- include lib tools unittests runtime fuzz |
  grep -E '\.(c|cc|cpp|cu|h|hpp|inc)$')
if [ "${1:-}" = "--fix" ]; then
  "$format" -i "${files[@]}"
  exit 0
fi
unformatted=()
for file in "${files[@]}"; do
  "$format" --dry-run -Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done
if ((${#unformatted[@]})); then
  echo "check-format: not formatted with $format (scripts/check-format.sh --fix):" >&2
  printf '  %s\n' "${unformatted[@]}" >&2
  exit 1
fi
