#!/usr/bin/env bash
# Regenerates the front-end fixtures in test/Frontends/Inputs from the
# models in python/memopt (PyTorch and JAX; a GPT, a Llama and an
# encoder-decoder each, and a forward + backward graph without an optimizer). Needs the environment of
# scripts/frontends-env.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$("$root/scripts/frontends-env.sh")"
out="$root/test/Frontends/Inputs"
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}"
# mem-opt rewrites the importers' scatters (--memopt-convert-scatters).
export PATH="$root/build/bin:$PATH"
for model in gpt llama; do
  "$venv/bin/python" -m memopt.torch --model "$model" --out "$out/torch-$model"
  "$venv/bin/python" -m memopt.jax --model "$model" --out "$out/jax-$model"
done
"$venv/bin/python" -m memopt.torch --model gpt --no-optimizer --out "$out/torch-gpt-fb"
"$venv/bin/python" -m memopt.jax --model gpt --no-optimizer --out "$out/jax-gpt-fb"
# An encoder-decoder (two different stacks of blocks) for layer inference;
# the JAX one keeps its op locations (scope paths that name each block).
"$venv/bin/python" -m memopt.torch --model encdec --out "$out/torch-encdec"
"$venv/bin/python" -m memopt.jax --model encdec --keep-locations --out "$out/jax-encdec"
# Larger steps for test/Generator/flops-vs-export.test and
# flops-fidelity.test: elementwise ops are a small share of their FLOPs, as
# in real models.
for model in gpt llama; do
  "$venv/bin/python" -m memopt.torch --model "$model" --layers 2 --embd 256 \
    --heads 4 --vocab 4096 --block 128 --batch 2 --out "$out/torch-$model-d256"
done
"$venv/bin/python" -m memopt.jax --model gpt --layers 2 --embd 256 \
  --heads 4 --vocab 4096 --block 128 --batch 2 --out "$out/jax-gpt-d256"
# Models the front ends did not define, through export_step
# (memopt.testing.models_table's EXPORTS: HuggingFace models by --hf, an
# Equinox and a Flax model, the built-in GPT with its blocks scanned, a
# user's own module from a file).
for name in hf-gpt2 hf-gpt2-adafactor hf-llama hf-t5 hf-gpt_neox torch-user-module jax-equinox jax-flax-lion jax-scan; do
  "$venv/bin/python" -c "import sys; from memopt.testing import models_table as m; \
sys.exit(m.export('$name', '$out/$name', 'mem-opt', sys.executable)[1])"
done
