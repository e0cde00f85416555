#!/usr/bin/env python3
"""Times `mem-opt --memopt-report` against `mlir-opt` parsing and printing the
same synthetic training-step-like graphs, and prints a table.

Parsing and printing is the floor: the target is a ratio of at most 1.25 at
every size, and times that grow linearly with the op count. Runs are
interleaved and the best of `--repeat` is kept; CPU time (user + system) is
printed beside wall time. The last column divides mem-opt's own
`--mlir-timing` total by the same total less the pass: parsing, verifying
and printing measured in the same process as the pass, so that noise between
processes (large on shared virtual machines) cannot skew it.

    bench/report_speed.py [--sizes 1000,10000,50000,200000] [--repeat 3]
                          [--mem-opt OTHER/build/bin/mem-opt]

`--mem-opt` times another build (an older commit's, for a before/after
table) on the same graphs. `--instructions` adds a column that does not
depend on the machine's load: the same in-process ratio in instructions,
counted by valgrind's callgrind on one single-threaded run (slow: about a
minute at 200k ops).
"""

import argparse
import os
import sys
import tempfile

from memopt.testing.commands import build_tool, llvm_tool
from memopt.testing.synthetic import synthetic_graph
from memopt.testing.timing import (
    best_times,
    count_ops,
    instruction_share,
    pass_share,
)

MEM_OPT = build_tool("mem-opt")
MLIR_OPT = llvm_tool("mlir-opt")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,50000,200000")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--extra", action="append", default=[],
                        help="an extra .mlir file to time (e.g. a mem-gen preset)")
    parser.add_argument("--mem-opt", default=MEM_OPT,
                        help="the mem-opt binary to time (default: this "
                        "checkout's build)")
    parser.add_argument("--instructions", action="store_true",
                        help="add the in-process ratio in instructions "
                        "(needs valgrind)")
    args = parser.parse_args()
    mem_opt = args.mem_opt
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in [int(s) for s in args.sizes.split(",")]:
            path = os.path.join(tmp, f"graph{size}.mlir")
            with open(path, "w") as f:
                f.write(synthetic_graph(size))
            cases.append((f"synthetic {size}", path))
        cases += [(os.path.basename(p), p) for p in args.extra]
        print("| graph | ops | mlir-opt parse+print wall / cpu (s) "
              "| mem-opt --memopt-report wall / cpu (s) | ratio wall | ratio cpu "
              "| ratio in-process |" + (" ratio instructions |" if args.instructions else ""))
        print("|---|---:|---:|---:|---:|---:|---:|" + ("---:|" if args.instructions else ""))
        for name, path in cases:
            ops = count_ops(mem_opt, path)
            floor, ours = best_times(
                [[MLIR_OPT, path, "-o", os.devnull],
                 [mem_opt, path, "--memopt-report", "-o", os.devnull]],
                args.repeat)
            share = pass_share([mem_opt, path, "--memopt-report", "-o", os.devnull],
                               "MemoryReport", args.repeat)
            print(f"| {name} | {ops} | {floor[0]:.3f} / {floor[1]:.3f} "
                  f"| {ours[0]:.3f} / {ours[1]:.3f} "
                  f"| {ours[0] / floor[0]:.2f} | {ours[1] / floor[1]:.2f} "
                  f"| {share:.2f} |", end="")
            if args.instructions:
                report = [mem_opt, path, "--memopt-report", "-o", os.devnull]
                print(f" {instruction_share(report, 'MemoryReportPass::runOnOperation'):.3f} |",
                      end="")
            print()
            sys.stdout.flush()


if __name__ == "__main__":
    main()
