#!/usr/bin/env python3
"""--memopt-remat on a step a front end exported (e.g. a HuggingFace model
built from its config), checked from outside: at budgets that are fractions
of the step's peak, each plan is written, run under mem-run, and its
measured peak compared with the prediction and its checksums with the
original step's. Prints one row per budget and exits with status 1 on any
mismatch.

    PYTHONPATH=python $MEMOPT_FRONTENDS_VENV/bin/python -m memopt.torch \\
        --hf llama --hf-set hidden_size=32,intermediate_size=64,\\
    num_hidden_layers=2,num_attention_heads=2,num_key_value_heads=2,\\
    vocab_size=64,max_position_embeddings=64 --batch 4 --seq 32 \\
        --optimizer sgd --mem-opt build/bin/mem-opt --out /tmp/llama-sgd
    PYTHONPATH=python bench/remat_exports.py /tmp/llama-sgd.mlir \\
        [--strategy budget|optimal] [--fractions 0.9,0.8,0.7,0.62]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from memopt.testing.commands import build_tool

MEM_OPT = build_tool("mem-opt")
MEM_RUN = build_tool("mem-run")


def run_step(path):
    out = subprocess.run([MEM_RUN, path, "--seed", "1"], capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step")
    ap.add_argument("--strategy", default="budget")
    ap.add_argument("--fractions", default="0.9,0.8,0.7,0.62")
    ap.add_argument("--time-limit", type=float, default=30)
    opts = ap.parse_args()
    original = run_step(opts.step)
    peak = original["predicted_peak_bytes"]
    rewritten = os.path.join(tempfile.mkdtemp(prefix="remat_exports"), "step.mlir")
    print("%12s %8s %10s %12s %12s %12s %22s %9s %7s" % (
        "budget", "strategy", "plan", "peak", "measured", "extra FLOPs",
        "solver (status, bound)", "checksums", "wall s"))
    ok = True
    for fraction in (float(f) for f in opts.fractions.split(",")):
        budget = int(peak * fraction)
        started = time.time()
        planned = subprocess.run(
            [MEM_OPT, opts.step, "--mlir-print-op-on-diagnostic=false",
             "--memopt-remat=budget=%d strategy=%s format=json time-limit=%g"
             % (budget, opts.strategy, opts.time_limit), "-o", rewritten],
            capture_output=True, text=True)
        wall = time.time() - started
        if planned.returncode != 0:
            print("%12d %8s refused: %s" % (budget, opts.strategy,
                                           planned.stderr.strip().splitlines()[0][-160:]))
            continue
        remat = json.loads(planned.stdout)["remat"][0]
        measured = run_step(rewritten)
        solver = remat.get("solver") or {}
        same = measured["checksums"] == original["checksums"]
        good = same and measured["measured_peak_bytes"] == measured["predicted_peak_bytes"] \
            == remat["peak_bytes_after"]
        ok &= good
        print("%12d %8s %10s %12d %12d %12d %22s %9s %7.1f%s" % (
            budget, opts.strategy, remat["plan"], remat["peak_bytes_after"],
            measured["measured_peak_bytes"], remat["flops_after"] - remat["flops_before"],
            "%s, %s" % (solver.get("status"), solver.get("lower_bound_extra_flops"))
            if solver else "-", "same" if same else "DIFFER", wall,
            "" if good else "  MISMATCH"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
