#!/usr/bin/env python3
"""Times `mem-opt --memopt-remat` (strategy=budget) against `mlir-opt`
parsing and printing the same file, as bench/report_speed.py does for the
report: best of interleaved runs, wall and CPU time, and the in-process
ratio from --mlir-timing (total / (total - the remat pass)).

The budget is halfway between the step's peak and the lowest peak the
planner reaches (found first with an unmeetable budget and export-model), so
the greedy runs many steps and the rewrite and the second analysis happen.

    bench/remat_speed.py [--sizes 200000] [--extra gpt3-175b.mlir] [--repeat 3]
                         [--format html]

`--format html` times the pass writing its HTML page (the rewritten step's
memory report with the original live bytes overlaid) instead of no report,
and prints the page's size under the table.
"""

import argparse
import os
import sys
import tempfile

from memopt.testing.commands import build_tool, llvm_tool
from memopt.testing.steps import first_function, lowest_reachable_peak, remat
from memopt.testing.synthetic import synthetic_graph
from memopt.testing.timing import best_times, count_ops, pass_share

MEM_OPT = build_tool("mem-opt")
MLIR_OPT = llvm_tool("mlir-opt")


def budget_for(path, tmp):
    lowest = lowest_reachable_peak(MEM_OPT, path, tmp)
    peak = first_function(MEM_OPT, path)["peak_bytes"]
    return (peak + lowest) // 2, peak, lowest


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="200000")
    ap.add_argument("--extra", action="append", default=[])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--format", choices=["none", "html"], default="none",
                    help="the report the timed pass writes")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cases = []
        for size in [int(s) for s in args.sizes.split(",") if s]:
            path = os.path.join(tmp, "graph%d.mlir" % size)
            with open(path, "w") as f:
                f.write(synthetic_graph(size, with_loss=True))
            cases.append(("synthetic %d" % size, path))
        cases += [(os.path.basename(p), p) for p in args.extra]
        print("| graph | ops | budget (peak -> lowest) | recomputed | mlir-opt "
              "parse+print wall / cpu (s) | mem-opt --memopt-remat wall / cpu (s) "
              "| ratio wall | ratio cpu | ratio in-process |")
        print("|---|---:|---|---:|---:|---:|---:|---:|---:|")
        for name, path in cases:
            ops = count_ops(MEM_OPT, path)
            budget, peak, lowest = budget_for(path, tmp)
            page = os.path.join(tmp, "page.html")
            report = ("format=html output=%s" % page if args.format == "html"
                      else "format=none")
            cmd = [MEM_OPT, path, "--memopt-remat=%s budget=%d" % (report, budget),
                   "-o", os.devnull]
            summary, _, error = remat(MEM_OPT, path, "budget=%d" % budget)
            if summary is None:
                sys.exit(error)
            floor, ours = best_times([[MLIR_OPT, path, "-o", os.devnull], cmd],
                                     args.repeat)
            share = pass_share(cmd, "MemoryRemat", args.repeat)
            print("| %s | %d | %d (%d -> %d) | %d (%s) | %.3f / %.3f | %.3f / %.3f "
                  "| %.2f | %.2f | %.2f |" % (
                      name, ops, budget, peak, lowest, len(summary["recomputed"]),
                      summary["plan"], floor[0], floor[1], ours[0], ours[1],
                      ours[0] / floor[0], ours[1] / floor[1], share))
            if args.format == "html":
                print("  %s: page %.1f KiB" % (name, os.path.getsize(page) / 1024))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
