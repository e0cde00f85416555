#!/usr/bin/env python3
"""Rematerialization never changes what a training step computes.

Generates a tiny mem-gen step (dropout on, gradients returned), rewrites it
with `mem-opt --memopt-remat` for each strategy, lowers the original and
every rewrite with upstream mlir-opt (memopt.testing.lowering), runs them
on the same inputs through ctypes and compares every result (loss,
gradients, updated parameters and optimizer states) byte for byte.

Prints one line per strategy and exits with status 1 on any difference, or
when a strategy recomputed nothing.
"""

import argparse
import json
import os
import random
import sys
import tempfile

from memopt.testing.commands import run
from memopt.testing.lowering import Step, init_buffers
from memopt.testing.steps import first_function


def run_step(step, seed):
    bufs = init_buffers(step, random.Random(seed), 64)
    res = step.call(bufs, {"lr": 1e-3, "step": 1, "seed": 42})
    return [step.result_bytes(res, i) for i in range(len(step.results))]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mem-gen", default="mem-gen")
    ap.add_argument("--mem-opt", default="mem-opt")
    ap.add_argument("--family", default="gpt2")
    ap.add_argument("--precision", default="fp32")
    ap.add_argument("--dropout", default="0.1")
    ap.add_argument("--strategies",
                    default="per-layer,sqrt,selective,budget=0.98")
    ap.add_argument("--work-dir", default=None)
    opts = ap.parse_args()
    work = opts.work_dir or tempfile.mkdtemp(prefix="remat_numerics")
    os.makedirs(work, exist_ok=True)

    src = os.path.join(work, "step-%s-%s.mlir" % (opts.family, opts.precision))
    run([opts.mem_gen, "--preset", "tiny", "--family", opts.family,
         "--precision", opts.precision, "--dropout", opts.dropout,
         "--optimizer", "adamw", "--emit-gradients", "--batch", "4",
         "--seq", "8", "-o", src])
    peak = first_function(opts.mem_opt, src)["peak_bytes"]
    original = Step.from_file(src, src[:-5] + "-orig")
    expected = run_step(original, 7)

    ok = True
    for spec in opts.strategies.split(","):
        option = "strategy=" + spec
        if spec.startswith("budget="):  # a fraction of the original peak
            option = "budget=%d" % int(float(spec.split("=")[1]) * peak)
        tag = spec.replace("=", "")
        out = os.path.join(work, "remat-%s.mlir" % tag)
        summary = json.loads(run(
            [opts.mem_opt, src, "--memopt-remat=format=json " + option,
             "-o", out]))["remat"][0]
        step = Step.from_file(out, out[:-5])
        got = run_step(step, 7)
        same = got == expected
        recomputed = len(summary["recomputed"])
        good = same and recomputed > 0
        ok &= good
        print("%-12s recomputed %3d buffers, peak %d -> %d, results %d/%d "
              "bit-identical  %s" % (
                  tag, recomputed, summary["peak_bytes_before"],
                  summary["peak_bytes_after"],
                  sum(a == b for a, b in zip(got, expected)), len(expected),
                  "PASS" if good else "FAIL"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
