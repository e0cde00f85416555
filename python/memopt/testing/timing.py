"""Timing mem-opt against mlir-opt parsing and printing the same file:
best of interleaved runs, wall and CPU time, and the in-process share of a
pass from --mlir-timing."""

import json
import os
import re
import subprocess
import sys
import tempfile
import time


def run_time(cmd):
    """(wall seconds, CPU seconds: user + system) of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(cmd)}")
    return wall, usage.ru_utime + usage.ru_stime


def best_times(cmds, repeat):
    """Best wall and best CPU time of each command, runs interleaved so that
    machine noise hits them alike."""
    best = [[float("inf"), float("inf")] for _ in cmds]
    for _ in range(repeat):
        for i, cmd in enumerate(cmds):
            wall, cpu = run_time(cmd)
            best[i][0] = min(best[i][0], wall)
            best[i][1] = min(best[i][1], cpu)
    return best


def pass_share(cmd, pass_name, repeat):
    """Best in-process ratio (total / (total - pass)) from --mlir-timing of
    the mem-opt command `cmd`: the pass named `pass_name` against parsing and
    printing in the same process, which machine noise between processes
    cannot skew."""
    best = float("inf")
    for _ in range(repeat):
        out = subprocess.run(cmd + ["--mlir-timing"], check=True,
                             capture_output=True, text=True).stderr
        total = float(re.search(r"Total Execution Time: ([0-9.]+)", out).group(1))
        spent = float(re.search(r"([0-9.]+) \(\s*[0-9.]+%\)\s+" + pass_name,
                                out).group(1))
        best = min(best, total / (total - spent))
    return best


def instruction_share(cmd, pass_symbol):
    """In-process ratio (total / (total - pass)) in instructions, counted by
    valgrind's callgrind on one single-threaded run of the mem-opt command
    `cmd`: the pass is the inclusive count of the function `pass_symbol`.
    Unlike time, the count does not change with the machine's load (nor does
    it see cache misses or threads: a proxy to read beside the times)."""
    with tempfile.TemporaryDirectory() as tmp:
        out_file = os.path.join(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind",
                        f"--callgrind-out-file={out_file}"] + cmd
                       + ["--mlir-disable-threading"], check=True,
                       capture_output=True)
        listing = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", "--threshold=100",
             out_file], check=True, capture_output=True, text=True).stdout
    def count(pattern):
        match = re.search(r"^\s*([0-9,]+) .*" + pattern, listing, re.MULTILINE)
        return int(match.group(1).replace(",", ""))
    total = count("PROGRAM TOTALS")
    spent = count(re.escape(pass_symbol))
    return total / (total - spent)


def count_ops(mem_opt, path):
    """Ops in the file, nested ones included, as mem-opt numbers them."""
    out = subprocess.run([mem_opt, path, "--memopt-report=format=json", "-o", os.devnull],
                         check=True, capture_output=True, text=True).stdout
    return sum(f["num_ops"] for f in json.loads(out)["functions"])
