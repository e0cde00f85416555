#!/usr/bin/env python3
"""FLOPs of generated training steps against the standard estimate.

For each preset, `mem-gen` writes the step and `mem-opt --memopt-report`
counts its FLOPs with the project's cost model. The estimate is the one of
the PaLM paper (Chowdhery et al. 2022, appendix B), which extends Kaplan et
al. 2020 (table 1, C ~ 6N per token) with the attention term:

    FLOPs = D * (6 N + 12 L T d)

  D = B T   tokens in the step (batch B, sequence T)
  6 N       forward (2N) and backward (4N: the input and the weight
            gradients) of every weight matrix, one multiply-add per weight
            per token
  12 L T d  QK^T and attention x V: 2 * 2 T d per token and layer forward,
            times 3 with the backward; d = heads x head dim (the full T x T
            scores, as the step computes them before masking)

N counts the weights that multiply an activation. Lookup tables do not: the
token table of an untied model (Llama) and the learned position table
(GPT-2) cost no multiply-adds. A tied token table (GPT-2) does, once, as the
output head's matrix (2 d V per token forward). So N = P - V d for Llama and
N = P - ctx d for GPT-2, P being all parameters. With tied embeddings and no
position table this is PaLM's N = P. (Kaplan's 6N takes N without
embeddings and also leaves out the head, which is 31% of N at GPT-2 124M:
that N is not the one that predicts a step's FLOPs.)

What the estimate leaves out (norms, activations, softmax, the loss over the
vocabulary, the embedding gather and scatter-add, the optimizer) is
elementwise: under 1% at these sizes. Prints one line per preset and exits
with status 1 when a step is off by more than the tolerance, has uncosted
ops, or has a parameter count other than the configuration's.
"""

import argparse
import os
import sys
import tempfile

from memopt.testing.steps import first_function, generate

# Published configurations (GPT-2: Radford et al. 2019 with the padded
# vocabulary of llm.c; GPT-3: Brown et al. 2020; Llama 2: Touvron et al.
# 2023). The script's own copy: a preset that drifts from it fails the count.
CONFIGS = {
    "gpt2-124m": dict(family="gpt2", L=12, d=768, heads=12, V=50304, T=1024,
                      ctx=1024, B=4),
    "gpt2-1.5b": dict(family="gpt2", L=48, d=1600, heads=25, V=50304,
                      T=1024, ctx=1024, B=1),
    "gpt3-175b": dict(family="gpt2", L=96, d=12288, heads=96, V=50257,
                      T=2048, ctx=2048, B=1),
    "llama2-7b": dict(family="llama", L=32, d=4096, heads=32, kv=32,
                      ffn=11008, V=32000, T=4096, B=1),
    "llama2-70b": dict(family="llama", L=80, d=8192, heads=64, kv=8,
                       ffn=28672, V=32000, T=4096, B=1),
}


def parameter_count(c):
    d, L, V = c["d"], c["L"], c["V"]
    if c["family"] == "gpt2":
        # ln_1, qkv (+bias), proj (+bias), ln_2, fc (+bias), proj (+bias)
        per_layer = 12 * d * d + 13 * d
        return V * d + c["ctx"] * d + L * per_layer + 2 * d
    kv = c["kv"] * (d // c["heads"])
    per_layer = 2 * d + 2 * d * d + 2 * d * kv + 3 * d * c["ffn"]
    return 2 * V * d + L * per_layer + d


def matmul_weights(c, params):
    if c["family"] == "gpt2":
        return params - c["ctx"] * c["d"]
    return params - c["V"] * c["d"]


def estimate(c, params):
    tokens = c["B"] * c["T"]
    n = matmul_weights(c, params)
    return tokens * (6 * n + 12 * c["L"] * c["T"] * c["d"]), n


def measure(args, preset, work):
    path = os.path.join(work, preset + ".mlir")
    generate(args.mem_gen, ["--preset", preset, "--precision", args.precision,
                            "--optimizer", args.optimizer], path)
    function = first_function(args.mem_opt, path)
    os.remove(path)
    return function


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mem-gen", default="mem-gen")
    ap.add_argument("--mem-opt", default="mem-opt")
    ap.add_argument("--preset", action="append", choices=sorted(CONFIGS))
    ap.add_argument("--precision", default="mixed")
    ap.add_argument("--optimizer", default="adamw")
    ap.add_argument("--tol", type=float, default=0.02)
    args = ap.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as work:
        for preset in args.preset or sorted(CONFIGS):
            c = CONFIGS[preset]
            f = measure(args, preset, work)
            params = parameter_count(c)
            est, n = estimate(c, params)
            ratio = f["flops"] / est
            bad = []
            if f["parameter_count"] != params:
                bad.append("parameters %d, configuration %d" %
                           (f["parameter_count"], params))
            if f["uncosted_ops"]:
                bad.append("uncosted %s" % f["uncosted_ops"])
            if abs(ratio - 1) > args.tol:
                bad.append("off by more than %g" % args.tol)
            ok &= not bad
            print("%-10s N %s tokens %d estimate %.4e FLOPs %.4e ratio %.4f %s"
                  % (preset, format(n, ","), c["B"] * c["T"], est, f["flops"],
                     ratio, "; ".join(bad) or "PASS"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
