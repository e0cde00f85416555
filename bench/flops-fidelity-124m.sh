#!/usr/bin/env bash
# FLOPs of GPT-2 124M-sized training steps exported from PyTorch and JAX
# against the standard estimate and mem-gen's step of the same configuration
# (bench/flops_fidelity.py prints the table), beside the committed d256
# fixtures. The exports are too large to commit (2-2.5 MB each) and take
# about 1-2 min each here; they go to a temporary directory.
#
# GPT-2 124M: 12 layers, d 768, 12 heads, vocabulary 50304 (llm.c's padded
# one), AdamW, fp32. The tokens per step are small so that tracing fits this
# machine; FLOPs per token of the forward and backward do not depend on the
# batch, and the attention term 12 L T d scales with T, so T is varied.
# JAX runs at batch 2: at batch 1 iree-opt rejects the embedding backward's
# scatter (docs/frontends.md).
#
# usage: bench/flops-fidelity-124m.sh [SEQ...]   (default: 64 256)
# Needs the environment of scripts/frontends-env.sh and a built build/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$("$root/scripts/frontends-env.sh")"
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}"
# mem-opt rewrites the importers' scatters (--memopt-convert-scatters).
export PATH="$root/build/bin:$PATH"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gpt2=(--model gpt --layers 12 --embd 768 --heads 12 --vocab 50304)
stems=()
for seq in "${@:-64 256}"; do
  for t in $seq; do
    "$venv/bin/python" -m memopt.torch "${gpt2[@]}" --block "$t" --batch 1 \
      --out "$work/torch-gpt2-124m-t$t"
    stems+=("$work/torch-gpt2-124m-t$t")
  done
done
"$venv/bin/python" -m memopt.jax "${gpt2[@]}" --block 32 --batch 2 \
  --out "$work/jax-gpt2-124m-t32"
stems+=("$work/jax-gpt2-124m-t32")
inputs="$root/test/Frontends/Inputs"
python3 "$root/bench/flops_fidelity.py" --mem-gen "$root/build/bin/mem-gen" \
  --mem-opt "$root/build/bin/mem-opt" "${stems[@]}" "$inputs/torch-gpt-d256" \
  "$inputs/torch-llama-d256" "$inputs/jax-gpt-d256"
