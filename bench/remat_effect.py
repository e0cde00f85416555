#!/usr/bin/env python3
"""Effect of each --memopt-remat strategy on generated models: peak,
activation bytes (total and per layer), extra FLOPs and solve time, from the
analysis of the rewritten IR. `budget` is run at the per-layer peak (it must
fit there for fewer extra FLOPs). For `selective` the per-layer activations
are compared with Megatron-LM's 34·s·b·h bytes (Korthikanti et al. 2022:
16-bit activations with 1-byte dropout masks, attention core recomputed).

    bench/remat_effect.py [--models gpt2-124m,llama2-7b,gpt3-stack]
"""

import argparse
import os
import sys
import tempfile

from memopt.testing.commands import build_tool
from memopt.testing.steps import generate, remat

MEM_OPT = build_tool("mem-opt")
MEM_GEN = build_tool("mem-gen")

# name: (mem-gen flags, layers L, seq s, batch b, hidden h)
MODELS = {
    "gpt2-124m": ("--preset gpt2-124m --batch 8 --seq 1024 --precision mixed "
                  "--optimizer adamw", 12, 1024, 8, 768),
    "llama2-7b": ("--preset llama2-7b --batch 1 --seq 4096 --precision mixed "
                  "--optimizer adamw", 32, 4096, 1, 4096),
    "gpt3-stack": ("--preset gpt3-175b --layers 4 --batch 1 --seq 2048 "
                   "--dropout 0.1 --precision mixed --optimizer adamw",
                   4, 2048, 1, 12288),
}


def gib(n):
    return "%.2f" % (n / 2 ** 30)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default=",".join(MODELS))
    args = ap.parse_args()
    print("| model | strategy | plan | peak GiB | activations GiB | per layer "
          "GiB | vs 34sbh | extra FLOPs | recomputed | time s |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.models.split(","):
            flags, layers, s, b, h = MODELS[name]
            path = os.path.join(tmp, name + ".mlir")
            generate(MEM_GEN, flags.split(), path)
            megatron = 34 * s * b * h
            per_layer_peak = None
            for strategy in ["none", "selective", "per-layer", "sqrt", "budget"]:
                option = "strategy=" + strategy
                if strategy == "budget":
                    option = "budget=%d" % per_layer_peak
                f, seconds, error = remat(MEM_OPT, path, option)
                if f is None:
                    first = error.splitlines()[0][:160] if error else ""
                    print("| %s | %s | - | %s |" % (name, strategy, first))
                    continue
                if strategy == "per-layer":
                    per_layer_peak = f["peak_bytes_after"]
                act = f["activation_bytes_after"]
                print("| %s | %s | %s | %s -> %s | %s -> %s | %s | %.2f | %+.2f%% "
                      "| %d | %.1f |" % (
                          name, strategy if strategy != "budget" else
                          "budget=per-layer peak", f["plan"],
                          gib(f["peak_bytes_before"]), gib(f["peak_bytes_after"]),
                          gib(f["activation_bytes_before"]), gib(act),
                          gib(act / layers), act / layers / megatron,
                          f["extra_flops_percent"], len(f["recomputed"]), seconds))
                sys.stdout.flush()


if __name__ == "__main__":
    main()
