#!/usr/bin/env python3
"""Peak memory and time of `mem-opt --memopt-report` on hostile-size inputs:
one function of 10^4 .. 10^6 ops (the training-step-like graph of
memopt.testing.synthetic, bodies included in the op count), and the largest
file this machine can afford, beside `mlir-opt-22` parsing and printing the
same file (the floor: what upstream alone needs to hold the IR).

Each run is a child process under an address-space limit (`ulimit -v`,
--limit-gib), so that a run out of bounds fails instead of swapping the
machine; its peak RSS comes from the kernel (wait4's ru_maxrss). A run that
exits non-zero is printed with its exit status and the last line it wrote to
stderr.

    bench/resource_limits.py [--ops 10000,100000,1000000] [--limit-gib 8]
                             [--big-mib 0]

--big-mib N also writes a file of N MiB (a 10^4-op step padded with a
comment) and runs mem-opt on it: inputs over --max-input-mib (256 MiB by
default) are refused with a located error before parsing, so the row shows
what the refusal costs; mlir-opt-22 is not run on it.
"""

import argparse
import os
import resource
import subprocess
import tempfile
import time

from memopt.testing.commands import build_tool, llvm_tool
from memopt.testing.synthetic import synthetic_graph

MEM_OPT = build_tool("mem-opt")
MLIR_OPT = llvm_tool("mlir-opt")


def run_limited(cmd, limit_bytes):
    """(exit code, wall seconds, peak RSS bytes, last stderr line) of one
    child run under an address-space limit."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (limit_bytes, limit_bytes))

    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err,
                                preexec_fn=limit)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        err.seek(0)
        stderr = err.read().decode(errors="replace")
    # ru_maxrss is in KiB on Linux.
    return os.waitstatus_to_exitcode(status), wall, usage.ru_maxrss * 1024, stderr


def count_ops(stats):
    """The op count from `--print-op-stats` output (bodies included)."""
    total = 0
    for line in stats.splitlines():
        name, _, count = line.rpartition(",")
        if name.strip() and count.strip().isdigit():
            total += int(count)
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ops", default="10000,100000,1000000")
    parser.add_argument("--limit-gib", type=float, default=8.0,
                        help="address-space limit of each child run")
    parser.add_argument("--big-mib", type=int, default=0,
                        help="also run a file of about this many MiB")
    parser.add_argument("--mem-opt", default=MEM_OPT)
    args = parser.parse_args()
    limit = int(args.limit_gib * (1 << 30))

    sizes = [int(s) for s in args.ops.split(",") if s]
    print(f"address-space limit per run: {args.limit_gib:g} GiB; "
          f"peak RSS from wait4 (ru_maxrss)")
    print(f"{'ops':>9} {'input MiB':>10} {'tool':>28} {'exit':>5} "
          f"{'wall s':>8} {'peak RSS MiB':>13} {'RSS/input':>10}  note")
    with tempfile.TemporaryDirectory() as tmp:
        runs = [(n, None) for n in sizes]
        if args.big_mib:
            runs.append((None, args.big_mib))
        for num_ops, mib in runs:
            path = os.path.join(tmp, "graph.mlir")
            with open(path, "w") as f:
                f.write(synthetic_graph(num_ops or 10000))
                if mib:
                    # Padding, written in pieces: the text need not fit in
                    # this process's memory.
                    piece = "// " + "x" * ((1 << 20) - 4) + "\n"
                    while f.tell() < mib << 20:
                        f.write(piece)
            size = os.path.getsize(path)
            # Upstream first: it counts the ops (--print-op-stats).
            tools = [
                ("mlir-opt-22 (parse+print)", [MLIR_OPT, path, "--print-op-stats",
                                               "-o", "/dev/null"]),
                ("mem-opt --memopt-report", [args.mem_opt, path,
                                              "--memopt-report=format=json",
                                              "-o", "/dev/null"]),
            ][1 if mib else 0:]
            ops = "padded" if mib else "?"
            for name, cmd in tools:
                code, wall, rss, stderr = run_limited(cmd, limit)
                if cmd[0] == MLIR_OPT and code == 0:
                    ops = count_ops(stderr)
                lines = stderr.strip().splitlines()
                note = "" if code == 0 or not lines else lines[-1][:170]
                print(f"{ops:>9} {size / (1 << 20):>10.1f} {name:>28} {code:>5} "
                      f"{wall:>8.2f} {rss / (1 << 20):>13.0f} "
                      f"{rss / size:>10.1f}  {note}", flush=True)
            os.remove(path)


if __name__ == "__main__":
    main()
