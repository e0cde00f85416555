#!/usr/bin/env bash
# Lints the Python of the tree with ruff (its rules are in pyproject.toml),
# from a small virtual environment in ${MEMOPT_LINT_VENV:-build/lint-venv}
# made on first use, with the ruff version the tree is kept clean for.
# Usage: scripts/lint.sh [ruff check arguments, e.g. --fix]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${MEMOPT_LINT_VENV:-$root/build/lint-venv}"
ruff_version=0.17.5
if [ ! -x "$venv/bin/ruff" ] ||
    [ "$("$venv/bin/ruff" --version)" != "ruff $ruff_version" ]; then
  # shellcheck source=apt-install-missing.sh
  source "$root/scripts/apt-install-missing.sh"
  # Debian's python3 makes virtual environments only with python3-venv.
  if [ "$(command -v python3)" = /usr/bin/python3 ]; then
    install_missing lint python3-venv
  fi
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "ruff==$ruff_version"
fi
cd "$root"
"$venv/bin/ruff" check "$@" .
