#!/usr/bin/env python3
"""Budget sweep of --memopt-remat on a generated training step.

For budgets from the step's own peak down to a third of it (and, with
--near-lowest N, N more just above the lowest peak the planner reaches,
where the exchange moves change the plans most): every feasible
result peaks at or under its budget (as the analysis of the rewritten IR
says) and at or under the planner's estimate; a lower budget never gives a
higher peak nor fewer extra FLOPs; once a budget is infeasible every lower
one is too, with an error that gives the lowest peak reachable. Prints one
line per budget and exits with status 1 on any violation.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

from memopt.testing.steps import first_function, generate, lowest_reachable_peak


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mem-gen", default="mem-gen")
    ap.add_argument("--mem-opt", default="mem-opt")
    ap.add_argument("--gen", default="--preset tiny --batch 8 --seq 64 --layers 4 --dropout 0.1")
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--near-lowest", type=int, default=0)
    ap.add_argument("--options", default="",
                    help="more --memopt-remat options (e.g. milp-units=60)")
    opts = ap.parse_args()
    work = tempfile.mkdtemp(prefix="remat_sweep")
    src = os.path.join(work, "step.mlir")
    generate(opts.mem_gen, opts.gen.split(), src)
    peak = first_function(opts.mem_opt, src)["peak_bytes"]

    ok = True
    previous = None
    infeasible_seen = False
    print("%14s %10s %14s %14s %9s %8s" % ("budget", "plan", "peak", "planned",
                                           "extra %", "buffers"))
    budgets = [int(peak * (1.0 - (2.0 / 3.0) * i / opts.steps))
               for i in range(opts.steps + 1)]
    if opts.near_lowest:
        lowest = lowest_reachable_peak(opts.mem_opt, src, work)
        span = (peak - lowest) // 20
        budgets += [lowest + span * i // opts.near_lowest
                    for i in range(opts.near_lowest)]
    for budget in sorted(set(budgets), reverse=True):
        r = subprocess.run(
            [opts.mem_opt, src, "--mlir-print-op-on-diagnostic=false",
             "--memopt-remat=format=json budget=%d %s" % (budget, opts.options),
             "-o", os.devnull], capture_output=True, text=True)
        if r.returncode != 0:
            lowest = "the lowest peak reachable with the allowed recomputations"
            good = lowest in r.stderr and "cannot be met" in r.stderr
            infeasible_seen = True
            print("%14d %10s %s" % (budget, "-", "infeasible" if good else
                                    "BAD ERROR: " + r.stderr[:300]))
            ok &= good
            continue
        f = json.loads(r.stdout)["remat"][0]
        row = (f["peak_bytes_after"], f["flops_after"])
        good = (not infeasible_seen and f["peak_bytes_after"] <= budget and
                f["peak_bytes_after"] <= (f["planned_peak_bytes"]
                                          or f["peak_bytes_after"]) and
                f["flops_after"] >= f["flops_before"])
        if previous is not None:
            good &= row[0] <= previous[0] and row[1] >= previous[1]
        previous = row
        ok &= good
        print("%14d %10s %14d %14d %9.2f %8d%s" % (
            budget, f["plan"], f["peak_bytes_after"],
            f["planned_peak_bytes"] or f["peak_bytes_after"],
            f["extra_flops_percent"], len(f["recomputed"]),
            "" if good else "  FAIL"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
