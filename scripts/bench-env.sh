#!/usr/bin/env bash
# Prints the path of a small virtual environment for the benchmarks that
# solve MILPs (bench/remat_ilp.py, bench/remat_checkmate.py), in
# ${MEMOPT_BENCH_VENV:-build/bench-venv}, made on first use with the HiGHS
# version the benchmarks are checked with. It sees the project's python/ on
# its path, like the tests.
# Usage: "$(scripts/bench-env.sh)/bin/python" bench/remat_checkmate.py ...
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${MEMOPT_BENCH_VENV:-$root/build/bench-venv}"
highspy_version=1.15.1
if ! "$venv/bin/python" -c "import importlib.metadata as m, sys
sys.exit(m.version('highspy') != '$highspy_version')" 2>/dev/null; then
  # shellcheck source=apt-install-missing.sh
  source "$root/scripts/apt-install-missing.sh"
  # Debian's python3 makes virtual environments only with python3-venv.
  if [ "$(command -v python3)" = /usr/bin/python3 ]; then
    install_missing bench python3-venv
  fi
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "highspy==$highspy_version" >&2
  site="$("$venv/bin/python" -c 'import site; print(site.getsitepackages()[0])')"
  echo "$root/python" >"$site/memopt-python.pth"
fi
echo "$venv"
