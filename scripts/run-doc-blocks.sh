#!/usr/bin/env bash
# Runs the shell blocks of the tutorial and the front-end doc
# (python/memopt/testing/doc_blocks.py). CI runs them without the front
# ends (test/Docs/doc-commands.test); --with-frontends also runs the blocks
# marked needs-frontends, in the environment of scripts/frontends-env.sh
# (created if missing: 6.5 GB), as $env.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
args=()
if [ "${1:-}" = "--with-frontends" ]; then
  args=(--with-frontends --venv "$("$root/scripts/frontends-env.sh")")
  shift
fi
if [ $# -ne 0 ]; then
  echo "usage: $0 [--with-frontends]" >&2
  exit 2
fi
cd "$root"
PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" python3 -m memopt.testing.doc_blocks \
  "${args[@]}" docs/tutorial.md docs/frontends.md
