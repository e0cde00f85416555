#!/usr/bin/env python3
"""Effect of --memopt-schedule on training steps: the peak and the gradient
bytes live at it, before and after (from the analysis of the reordered IR);
the extra FLOPs of --memopt-remat to a budget without and with scheduling
first; and the schedule pass's time against parsing and printing the same
step (all three from one run's --mlir-timing).

Budgets: `scheduled` is the scheduled peak (which the schedule alone meets,
so scheduling first costs no recomputation), `0.9x` is 90% of the original
peak. A budget remat cannot meet shows as `infeasible`.

    PYTHONPATH=python bench/schedule.py [--models gpt2-124m,llama2-7b,hf-llama,hf-gpt2]
                                        [--no-remat gpt3-175b]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

from memopt.testing.commands import ROOT, build_tool
from memopt.testing.steps import first_function, generate, remat

MEM_OPT = build_tool("mem-opt")
MEM_GEN = build_tool("mem-gen")
FIXTURES = os.path.join(ROOT, "test", "Frontends", "Inputs")

# name: mem-gen flags, or None for a front-end fixture of that name.
MODELS = {
    "gpt2-124m": "--preset gpt2-124m --precision mixed --optimizer adamw",
    "llama2-7b": "--preset llama2-7b --precision mixed --optimizer adamw",
    "gpt3-175b": "--preset gpt3-175b --precision mixed --optimizer adamw",
    "hf-llama": None,
    "hf-gpt2": None,
}
TIMING = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S+)\s*$", re.M)


def step_file(name, work):
    flags = MODELS[name]
    if flags is None:
        return os.path.join(FIXTURES, name + ".mlir")
    return generate(MEM_GEN, flags.split(), os.path.join(work, name + ".mlir"))


def schedule(path, out):
    """(seconds by timing entry, remark) of one --memopt-schedule run."""
    r = subprocess.run([MEM_OPT, "--allow-unregistered-dialect", path,
                        "--mlir-print-op-on-diagnostic=false", "--memopt-schedule",
                        "--mlir-timing", "-o", out], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("memopt-schedule failed on %s:\n%s" % (path, r.stderr[-3000:]))
    seconds = {entry: float(s) for s, entry in TIMING.findall(r.stderr)}
    remark = re.search(r"remark: (memopt-schedule: .*)", r.stderr)
    return seconds, remark.group(1) if remark else ""


def analyse(path):
    f = first_function(MEM_OPT, path)
    return f["peak_bytes"], f["peak_bytes_by_role"]["gradient"]


def extra_flops(path, budget):
    summary, _, error = remat(MEM_OPT, path, "budget=%d" % budget)
    if summary is None:
        return "infeasible" if "cannot be met" in error else "error"
    extra = summary["flops_after"] - summary["flops_before"]
    return "{:,} ({:.4f}%)".format(extra, 100.0 * extra / summary["flops_before"])


def gib(n):
    return "%.3f" % (n / 2 ** 30) if n >= 2 ** 26 else f"{n:,} B"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="gpt2-124m,llama2-7b,hf-llama,hf-gpt2")
    ap.add_argument("--no-remat", default="gpt3-175b",
                    help="models whose remat columns are skipped (slow)")
    args = ap.parse_args()
    skip = set(args.no_remat.split(",")) if args.no_remat else set()
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for name in args.models.split(","):
            path = step_file(name, work)
            scheduled = os.path.join(work, name + "-scheduled.mlir")
            seconds, remark = schedule(path, scheduled)
            peak, grads = analyse(path)
            peak_after, grads_after = analyse(scheduled)
            cells = [name, gib(peak), gib(peak_after), gib(grads), gib(grads_after)]
            for budget in (peak_after, int(0.9 * peak)):
                if name in skip:
                    cells += ["-", "-"]
                else:
                    cells += [extra_flops(path, budget), extra_flops(scheduled, budget)]
            parse_print = seconds.get("Parser", 0) + seconds.get("Output", 0)
            cells += ["%.2f" % seconds.get("MemorySchedule", 0), "%.2f" % parse_print,
                      "%.2f" % (seconds.get("MemorySchedule", 0) / parse_print)]
            rows.append(cells)
            print("%s: %s" % (name, remark), flush=True)
    print()
    print("| step | peak GiB | scheduled | gradients at peak | scheduled "
          "| remat to scheduled peak: extra FLOPs | schedule first "
          "| remat to 0.9x peak: extra FLOPs | schedule first "
          "| schedule s | parse+print s | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for cells in rows:
        print("| " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
