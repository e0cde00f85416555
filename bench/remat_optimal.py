#!/usr/bin/env python3
"""strategy=optimal on the steps whose optima docs/remat.md lists (proven by
bench/remat_checkmate.py with HiGHS): wall time, solver status, extra FLOPs
and the proven lower bound per instance, each checked against the optimum.
With --certify, the certificates of `budget certify=true` instead: on the
small steps at given budgets, and at the per-layer peaks of the large
presets.

    PYTHONPATH=python bench/remat_optimal.py [--time-limit 240] [--only N,..]
    PYTHONPATH=python bench/remat_optimal.py --certify
"""

import argparse
import os
import sys
import tempfile

from memopt.testing.commands import build_tool
from memopt.testing.steps import generate, remat

MEM_OPT = build_tool("mem-opt")
MEM_GEN = build_tool("mem-gen")

SMALL = ("--d-model 16 --vocab 32 --batch 2 --heads 2 --seq 8 "
         "--precision fp32 --optimizer sgd")

# (name, mem-gen flags, budget, the proven optimum's extra FLOPs)
INSTANCES = [
    ("gpt2 L1", "--family gpt2 --layers 1", 52868, 63264),
    ("gpt2 L1", "--family gpt2 --layers 1", 56068, 12032),
    ("gpt2 L1 dropout", "--family gpt2 --layers 1 --dropout 0.1", 55940, 33568),
    ("gpt2 L1 dropout", "--family gpt2 --layers 1 --dropout 0.1", 58884, 6400),
    ("llama L1", "--family llama --layers 1", 74372, 5920),
    ("gpt2 L2", "--family gpt2 --layers 2", 99588, 4864),
    # The 78- to 101-unit steps, whose optima no solver has proven (None):
    # the status and the gap within the time limit.
    ("gpt2 L4", "--family gpt2 --layers 4", 185000, None),
    ("gpt2 L4", "--family gpt2 --layers 4", 178948, None),
    ("llama L3", "--family llama --layers 3", 177604, None),
    ("llama L4", "--family llama --layers 4", 227140, None),
]

# name: mem-gen flags (remat_effect.py's large presets)
LARGE = {
    "gpt2-124m": "--preset gpt2-124m",
    "llama2-7b": "--preset llama2-7b --batch 1 --seq 4096 --precision mixed "
                 "--optimizer adamw",
}


def extra_flops(summary):
    return summary["flops_after"] - summary["flops_before"]


def optimal_table(args, tmp):
    print("| step | budget | status | extra FLOPs | lower bound | optimum | "
          "agrees | wall s |")
    print("|---|---:|---|---:|---:|---:|---|---:|")
    wanted = (set(int(i) for i in args.only.split(","))
              if args.only else None)
    for index, (name, flags, budget, optimum) in enumerate(INSTANCES):
        if wanted is not None and index not in wanted:
            continue
        path = os.path.join(tmp, "%d.mlir" % index)
        generate(MEM_GEN, (flags + " " + SMALL).split(), path)
        summary, seconds, error = remat(
            MEM_OPT, path, "strategy=optimal budget=%d time-limit=%g" %
            (budget, args.time_limit))
        if summary is None:
            print("| %s | %d | error: %s | | | %s | no | %.1f |" %
                  (name, budget, error.splitlines()[0][:100], optimum,
                   seconds))
            continue
        solver = summary["solver"]
        flops = extra_flops(summary)
        if optimum is None:
            agrees = "unknown"
        else:
            agrees = "yes" if (
                flops == optimum if solver["status"] == "optimal" else
                solver["lower_bound_extra_flops"] <= optimum <= flops) else "NO"
        print("| %s | %d | %s | %d | %d | %s | %s | %.1f |" %
              (name, budget, solver["status"], flops,
               solver["lower_bound_extra_flops"],
               "-" if optimum is None else optimum, agrees, seconds))


# (name, mem-gen flags, budget): the small steps of the certificate table
CERTIFY_SMALL = [
    ("gpt2 L1", "--family gpt2 --layers 1 " + SMALL, 52868),
    ("gpt2 L1", "--family gpt2 --layers 1 " + SMALL, 54468),
    ("gpt2 L1 dropout", "--family gpt2 --layers 1 --dropout 0.1 " + SMALL,
     55940),
    ("llama L1", "--family llama --layers 1 " + SMALL, 74372),
    ("gpt2 L2", "--family gpt2 --layers 2 " + SMALL, 99588),
    ("tiny L2 dropout",
     "--preset tiny --layers 2 --batch 4 --seq 32 --dropout 0.1", 803204),
]


def certify_table(tmp):
    print("| model | budget | plan | extra FLOPs | bound status | "
          "lower bound | within | peak bound | wall s (without) |")
    print("|---|---:|---|---:|---|---:|---:|---:|---:|")
    rows = [(name, flags, budget) for name, flags, budget in CERTIFY_SMALL]
    rows += [(name, flags, None) for name, flags in LARGE.items()]
    for index, (name, flags, budget) in enumerate(rows):
        path = os.path.join(tmp, "c%d.mlir" % index)
        generate(MEM_GEN, flags.split(), path)
        if budget is None:
            # The large presets at their per-layer peaks.
            fixed, _, error = remat(MEM_OPT, path, "strategy=per-layer")
            if fixed is None:
                print("| %s | error: %s |" %
                      (name, error.splitlines()[0][:100]))
                continue
            budget = fixed["peak_bytes_after"]
        plain, plain_s, _ = remat(MEM_OPT, path, "budget=%d" % budget)
        summary, seconds, error = remat(MEM_OPT, path,
                                        "budget=%d certify=true" % budget)
        if summary is None:
            print("| %s | %d | error: %s |" %
                  (name, budget, error.splitlines()[0][:100]))
            continue
        solver = summary.get("solver") or {}
        print("| %s | %d | %s | %d | %s | %s | %s | %s | %.1f (%.1f) |" %
              (name, budget, summary["plan"], extra_flops(summary),
               solver.get("status"), solver.get("lower_bound_extra_flops"),
               "%.1f%%" % solver["gap_percent"]
               if "gap_percent" in solver else "",
               solver.get("lower_bound_peak_bytes"), seconds, plain_s))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time-limit", type=float, default=240)
    ap.add_argument("--only", help="instance indices, comma-separated")
    ap.add_argument("--certify", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.certify:
            certify_table(tmp)
        else:
            optimal_table(args, tmp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
