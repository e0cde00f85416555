"""Runs every function of random training steps with regions
(rand_graph.py --regions) on the CPU with mem-run at several argument seeds,
so that both values of each scf.if flag occur, and compares the largest
measured peak with the prediction (the analysis costs the costlier branch,
so the two should be equal). Prints one line per function and a closing
count; exits 1 if any function's largest measured peak differs from its
prediction or mem-run fails on it (counted, and the batch goes on).

Usage: region_runs.py --mem-run PATH --seeds A:B [--ops N] [--functions K]
                      [--run-seeds 4] [--shapes]
"""
import argparse
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mem-run", required=True)
    parser.add_argument("--seeds", required=True, help="A:B, B excluded")
    parser.add_argument("--ops", type=int, default=10)
    parser.add_argument("--functions", type=int, default=2)
    parser.add_argument("--run-seeds", type=int, default=4)
    parser.add_argument("--shapes", action="store_true",
                        help="graphs also of the shapes of rand_graph.py --shapes")
    parser.add_argument("--keep", default="/tmp", help="directory for the graphs")
    args = parser.parse_args()
    first, last = map(int, args.seeds.split(":"))
    os.makedirs(args.keep, exist_ok=True)
    equal = above = below = failed = 0
    for seed in range(first, last):
        path = os.path.join(args.keep, "region-graph%d.mlir" % seed)
        with open(path, "w") as out:
            gen = subprocess.run(
                [sys.executable, os.path.join(here, "rand_graph.py"), str(seed),
                 "--ops", str(args.ops), "--functions", str(args.functions), "--regions"]
                + (["--shapes"] if args.shapes else []),
                stdout=out, stderr=subprocess.PIPE, text=True, check=True)
        for function in json.loads(gen.stderr.strip().splitlines()[-1]):
            measured, predicted, error = [], None, None
            for run_seed in range(1, args.run_seeds + 1):
                run = subprocess.run(
                    [args.mem_run, path, "--entry", function["name"],
                     "--seed", str(run_seed), "-O0"],
                    capture_output=True, text=True)
                if run.returncode != 0:
                    error = run.stderr[-500:]
                    break
                result = json.loads(run.stdout)
                measured.append(result["measured_peak_bytes"])
                predicted = result["predicted_peak_bytes"]
            if error is not None:
                failed += 1
                print("seed %d @%s: mem-run FAILED: %s" % (seed, function["name"], error),
                      flush=True)
                continue
            verdict = ("equal" if max(measured) == predicted else
                       "ABOVE" if max(measured) > predicted else "below")
            equal += verdict == "equal"
            above += verdict == "ABOVE"
            below += verdict == "below"
            print("seed %d @%s: predicted %d, measured %s: %s"
                  % (seed, function["name"], predicted, measured, verdict), flush=True)
    print("functions: %d max(measured) == predicted, %d above, %d below, %d failed to run"
          % (equal, above, below, failed))
    return 1 if above or below or failed else 0


if __name__ == "__main__":
    sys.exit(main())
