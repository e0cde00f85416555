"""The step runner: mem-gen, mem-opt and mem-run invocations whose JSON
output the checks read."""

import json
import os
import subprocess
import time

from .commands import run


def generate(mem_gen, args, out):
    """Writes mem-gen's step for `args` (a list of flags) to `out`."""
    run([mem_gen] + [str(a) for a in args] + ["-o", out])
    return out


def mem_run(mem_run_path, path, *flags):
    """mem-run's JSON report of running `path` (predicted and measured
    peaks, checksums, timings)."""
    return json.loads(run([mem_run_path, path, *flags]))


def report(mem_opt, path, options="format=json"):
    """The whole JSON report of `mem-opt --memopt-report=OPTIONS`."""
    return json.loads(run([mem_opt, path, "--memopt-report=" + options,
                           "-o", os.devnull]))


def first_function(mem_opt, path, options="format=json"):
    """The report of the first (for a step: the only) function."""
    return report(mem_opt, path, options)["functions"][0]


def remat(mem_opt, path, option):
    """(summary or None, seconds, error text) of one
    `mem-opt --memopt-remat=format=json OPTION` run; a refused budget is
    not a failure of the caller, so it comes back as the error text."""
    start = time.perf_counter()
    r = subprocess.run([mem_opt, path, "--mlir-print-op-on-diagnostic=false",
                        "--memopt-remat=format=json " + option, "-o", os.devnull],
                       capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if r.returncode != 0:
        return None, seconds, r.stderr.strip()
    return json.loads(r.stdout)["remat"][0], seconds, ""


def lowest_reachable_peak(mem_opt, path, work):
    """The lowest peak the remat planner reaches on `path`: its exported
    model after an unmeetable budget (which itself fails, as intended)."""
    model = os.path.join(work, "model.json")
    subprocess.run([mem_opt, path, "--mlir-print-op-on-diagnostic=false",
                    "--memopt-remat=format=none budget=1 export-model=" + model,
                    "-o", os.devnull], capture_output=True)
    with open(model) as f:
        return json.load(f)["plan"]["peak"]
