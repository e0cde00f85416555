#!/usr/bin/env python3
"""The random-graph checks of CI (test/Random/), over many more seeds, as one
table of counts: graphs, remat budgets tried, passed, failed, and the time
each batch took.

  straight     invariants + remat sweeps          check_invariants.py --remat
  regions      the same on graphs with scf.for / scf.if  (--regions --remat)
  run          through mem-run: measured == predicted, bit-identical results
               with and without remat                   (--mem-run)
  region-run   region graphs through mem-run, every function at 4 flag seeds
               (region_runs.py; counted per function)
  shapes       invariants + remat sweeps on graphs with calls, execute_region,
               branches, cf.cond_br diamonds, loops carried from arguments
               and fresh values, scanned layers, returned arguments and views
                                    (--shapes --diamonds --scan --remat)
  shapes-run   graphs with diamonds through mem-run, with and without remat
                                    (--shapes --diamonds --mem-run)
  scan-run     graphs with scanned layers through mem-run
                                    (--shapes --scan --mem-run)
  pairs-run    the same with loops carrying two values that each iteration
               replaces             (--shapes --scan --pairs --mem-run)
  schedule     invariants, and no higher peak after --memopt-schedule
               (--schedule; on region graphs too: schedule-regions)
  schedule-run reordered graphs through mem-run: measured == predicted,
               results bit-identical to the original's (--schedule --mem-run)
  schedule-shapes-run, schedule-scan-run
               the same on the shapes of issue 17, reordered inside their
               inner blocks too (--shapes --diamonds, --shapes --scan)

Usage: bench/random_sweep.py [--graphs 1000] [--first 1000]
                             [--mem-opt build/bin/mem-opt] [--mem-run build/bin/mem-run]
                             [--batches straight,regions,run,region-run,shapes,shapes-run,
                                        schedule,schedule-regions,schedule-run,
                                        schedule-shapes-run,schedule-scan-run,
                                        scan-run,pairs-run]
Budgets: --memopt-remat runs (straight, regions: up to 8 per graph from the
peak down; run: from 0.3 x the peak up until one fits); region-run has none.
Seeds start at --first, away from CI's 0..100, so the sweep adds graphs CI
does not see. A failing graph prints its seed and problem above the table.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools",
                     "rand-graph")


def run_batch(args):
    """Runs one batch script, echoing its failing seeds as they come."""
    start = time.perf_counter()
    p = subprocess.Popen([sys.executable, "-u"] + args, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    lines = []
    for line in p.stdout:
        lines.append(line)
        # region_runs.py prints every function; only the failures matter here.
        if line.startswith("seed ") and not line.rstrip().endswith(": equal"):
            print(line, end="", flush=True)
        elif line.startswith(("remat:", "mem-run:", "schedule:")):
            print(line, end="", flush=True)
    stderr = p.stderr.read()
    p.wait()
    seconds = time.perf_counter() - start
    if p.returncode not in (0, 1):
        sys.exit("%s exited %d:\n%s" % (os.path.basename(args[0]), p.returncode,
                                          stderr[-2000:]))
    return "".join(lines), seconds


def budgets(out):
    m = re.search(r"remat: (\d+) budgets tried", out) or \
        re.search(r"(\d+) remat budgets tried", out)
    return int(m.group(1)) if m else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--graphs", type=int, default=1000)
    ap.add_argument("--first", type=int, default=1000)
    ap.add_argument("--mem-opt", default="build/bin/mem-opt")
    ap.add_argument("--mem-run", default="build/bin/mem-run")
    ap.add_argument("--batches",
                    default="straight,regions,run,region-run,shapes,shapes-run,"
                            "schedule,schedule-regions,schedule-run,"
                            "schedule-shapes-run,schedule-scan-run,scan-run,"
                            "pairs-run")
    opts = ap.parse_args()
    seeds = "%d:%d" % (opts.first, opts.first + opts.graphs)
    check = os.path.join(TOOLS, "check_invariants.py")
    common = ["--seeds", seeds, "--ops", "10", "--functions", "2"]
    batches = {
        "straight": [check, "--mem-opt", opts.mem_opt, "--remat"] + common,
        "regions": [check, "--mem-opt", opts.mem_opt, "--regions", "--remat"]
                   + common,
        "run": [check, "--mem-opt", opts.mem_opt, "--mem-run", opts.mem_run]
               + common,
        "shapes": [check, "--mem-opt", opts.mem_opt, "--shapes", "--diamonds",
                   "--scan", "--remat"] + common,
        "shapes-run": [check, "--mem-opt", opts.mem_opt, "--shapes",
                       "--diamonds", "--mem-run", opts.mem_run] + common,
        "schedule": [check, "--mem-opt", opts.mem_opt, "--schedule"] + common,
        "schedule-regions": [check, "--mem-opt", opts.mem_opt, "--regions",
                             "--schedule"] + common,
        "schedule-run": [check, "--mem-opt", opts.mem_opt, "--schedule",
                         "--mem-run", opts.mem_run] + common,
        "schedule-shapes-run": [check, "--mem-opt", opts.mem_opt, "--shapes",
                                "--diamonds", "--schedule", "--mem-run",
                                opts.mem_run] + common,
        "schedule-scan-run": [check, "--mem-opt", opts.mem_opt, "--shapes",
                              "--scan", "--schedule", "--mem-run",
                              opts.mem_run] + common,
        "scan-run": [check, "--mem-opt", opts.mem_opt, "--shapes", "--scan",
                     "--mem-run", opts.mem_run] + common,
        "pairs-run": [check, "--mem-opt", opts.mem_opt, "--shapes", "--scan",
                      "--pairs", "--mem-run", opts.mem_run] + common,
    }
    rows, failed_any = [], False
    for name in opts.batches.split(","):
        if name == "region-run":
            with tempfile.TemporaryDirectory() as keep:
                out, seconds = run_batch([os.path.join(TOOLS, "region_runs.py"),
                                    "--mem-run", opts.mem_run, "--keep", keep]
                                   + common)
            m = re.search(r"functions: (\d+) max\(measured\) == predicted, "
                          r"(\d+) above, (\d+) below, (\d+) failed to run", out)
            if not m:
                sys.exit("region_runs.py printed no summary:\n" + out)
            equal, above, below, broken = map(int, m.groups())
            rows.append((name + " (functions)", equal + above + below + broken, 0,
                         equal, above + below + broken, seconds))
        else:
            out, seconds = run_batch(batches[name])
            m = re.search(r"(\d+) passed, (\d+) failed", out)
            if not m:
                sys.exit("check_invariants.py printed no summary:\n" + out)
            passed, failed = map(int, m.groups())
            rows.append((name, passed + failed, budgets(out), passed, failed,
                         seconds))
        failed_any |= rows[-1][4] != 0
    print("\nseeds %s\n" % seeds)
    print("| batch | checked | budgets | passed | failed | seconds |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rows:
        print("| %s | %d | %d | %d | %d | %.0f |" % row)
    return 1 if failed_any else 0


if __name__ == "__main__":
    sys.exit(main())
