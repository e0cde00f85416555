#!/usr/bin/env bash
# Creates the Python environment of the front ends (python/memopt) in
# ${MEMOPT_FRONTENDS_VENV:-build/frontends-venv}, idempotently, with the
# versions the committed fixtures were exported with. The PyPI torch wheel
# links CUDA libraries even on CPU; the ones it needs at import come from
# their PyPI packages. 6.5 GB installed; about 5 minutes from PyPI.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${MEMOPT_FRONTENDS_VENV:-$root/build/frontends-venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import torch, torch_mlir, jax, iree.compiler, transformers, \
    optax, flax, equinox, deepspeed, accelerate" >/dev/null 2>&1; then
  # transformers for --hf; optax, flax and equinox for memopt.jax.export_step
  # (flax 0.12.8 is the newest for jax 0.10.2); deepspeed and accelerate for
  # their estimators beside mem-advise's (memopt.testing.advisor_references:
  # DeepSpeed without its compiled ops, which the estimators do not need).
  DS_BUILD_OPS=0 DS_ACCELERATOR=cpu "$venv/bin/pip" install -q torch==2.15.0 torch-mlir==20261001 \
    jax==0.10.2 jaxlib==0.10.2 iree-base-compiler==3.13.0 \
    transformers==5.24.0 optax==0.2.8 flax==0.12.8 equinox==0.13.8 \
    deepspeed==0.19.8 accelerate==1.16.0
fi
echo "$venv"
