"""Every --memopt-remat strategy on every mem-gen preset, checked.

For each preset (both families' `tiny` and the five model presets) this runs
per-layer, sqrt and selective, then `budget` at the peak each of those
reaches, and checks on the analysis of the rewritten IR:

  - the planner's peak equals the re-analysed peak (`planned_peak_bytes`);
  - every fixed strategy lowers the activation bytes; no run lowers FLOPs;
  - `budget` fits each budget, and at a fixed strategy's own peak it spends
    no more extra FLOPs than that strategy;
  - `selective` stays under 4% extra FLOPs (the issue's target).

    python -m memopt.testing.remat_presets (or bench/remat_presets.py)
        [--layers N] [--presets a,b] [--mem-gen ...]

`--layers N` overrides the presets' depth (their widths, heads, vocabularies
and sequence lengths stay), which is how the test suite runs it; without it
the full models are planned (minutes on 2 cores). Prints one row per run and
`RESULT: PASS` or the failures.
"""

import argparse
import os
import subprocess
import sys
import tempfile

from .commands import build_tool
from .steps import remat

PRESETS = [
    ("tiny gpt2", "--preset tiny --dropout 0.1"),
    ("tiny llama", "--preset tiny --family llama"),
    ("gpt2-124m", "--preset gpt2-124m --dropout 0.1"),
    ("gpt2-1.5b", "--preset gpt2-1.5b"),
    ("gpt3-175b", "--preset gpt3-175b --dropout 0.1"),
    ("llama2-7b", "--preset llama2-7b"),
    ("llama2-70b", "--preset llama2-70b"),
]
FIXED = ["per-layer", "sqrt", "selective"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mem-gen", default=build_tool("mem-gen"))
    ap.add_argument("--mem-opt", default=build_tool("mem-opt"))
    ap.add_argument("--layers", type=int)
    ap.add_argument("--presets", help="comma-separated names (default: all)")
    args = ap.parse_args()
    chosen = args.presets.split(",") if args.presets else None

    failures = []
    print("| preset | strategy | plan | peak before -> after (GiB) | "
          "activations before -> after (GiB) | extra FLOPs | recomputed | s |")
    print("|---|---|---|---|---|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for name, flags in PRESETS:
            if chosen and name not in chosen:
                continue
            if args.layers and not name.startswith("tiny"):
                flags += " --layers %d" % args.layers
            path = os.path.join(tmp, "step.mlir")
            with open(path, "w") as f:
                subprocess.run([args.mem_gen] + flags.split(), stdout=f,
                               check=True)
            runs = [(s, "strategy=" + s) for s in FIXED]
            results = {}
            for label, option in runs:
                results[label] = remat(args.mem_opt, path, option)
            for strategy in FIXED:
                fixed = results[strategy][0]
                if fixed:
                    budget = fixed["peak_bytes_after"]
                    label = "budget @ %s peak" % strategy
                    runs.append((label, "budget=%d" % budget))
                    results[label] = remat(args.mem_opt, path,
                                           "budget=%d" % budget)

            def fail(label, why, name=name):
                failures.append("%s / %s: %s" % (name, label, why))

            for label, _ in runs:
                r, seconds, error = results[label]
                if r is None:
                    fail(label, error[:300])
                    continue
                print("| %s | %s | %s | %.2f -> %.2f | %.2f -> %.2f | %+.2f%% "
                      "| %d | %.1f |" % (
                          name, label, r["plan"], r["peak_bytes_before"] / 2**30,
                          r["peak_bytes_after"] / 2**30,
                          r["activation_bytes_before"] / 2**30,
                          r["activation_bytes_after"] / 2**30,
                          r["extra_flops_percent"], len(r["recomputed"]),
                          seconds))
                if r["planned_peak_bytes"] != r["peak_bytes_after"]:
                    fail(label, "planned %d != analysed %d" % (
                        r["planned_peak_bytes"], r["peak_bytes_after"]))
                if (label in FIXED and r["activation_bytes_after"] >=
                        r["activation_bytes_before"]):
                    fail(label, "activation bytes not lowered")
                if r["flops_after"] < r["flops_before"]:
                    fail(label, "FLOPs went down")
                if label == "selective" and r["extra_flops_percent"] >= 4.0:
                    fail(label, "%.2f%% extra FLOPs (target < 4%%)" %
                         r["extra_flops_percent"])
                if label.startswith("budget @ "):
                    fixed = results[label[len("budget @ "):-len(" peak")]][0]
                    if r["peak_bytes_after"] > r["budget_bytes"]:
                        fail(label, "peak %d over the budget %d" % (
                            r["peak_bytes_after"], r["budget_bytes"]))
                    if r["flops_after"] > fixed["flops_after"]:
                        fail(label, "%d FLOPs, more than %s's %d" % (
                            r["flops_after"], fixed["strategy"],
                            fixed["flops_after"]))
    for failure in failures:
        print("FAIL:", failure)
    print("RESULT:", "FAIL" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
