#!/usr/bin/env python3
"""FLOPs of a generated step against a framework's export of the same model.

For each front-end fixture (OUT.mlir + OUT.json from python -m memopt.torch
or memopt.jax, with an AdamW update), `mem-gen` writes the step of the same
configuration (family, layers, width, heads, vocabulary, sequence, batch,
MLP width, fp32, AdamW) and `mem-opt --memopt-report` counts both with the
same cost model. Prints the total and per-phase ratios and exits with status
1 when the totals differ by more than the tolerance or the parameter counts
differ (then the configurations do not match).
"""

import argparse
import json
import sys
import tempfile

from memopt.testing.flops import mem_gen_args
from memopt.testing.steps import first_function, generate


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mem-gen", default="mem-gen")
    ap.add_argument("--mem-opt", default="mem-opt")
    ap.add_argument("--tol", type=float, default=0.02)
    ap.add_argument("fixtures", nargs="+", help="fixture stems (no extension)")
    args = ap.parse_args()
    ok = True
    with tempfile.NamedTemporaryFile(suffix=".mlir") as gen:
        for stem in args.fixtures:
            truth = json.load(open(stem + ".json"))
            generate(args.mem_gen, mem_gen_args(truth), gen.name)
            mine = first_function(args.mem_opt, gen.name)
            theirs = first_function(args.mem_opt, stem + ".mlir")
            ratio = mine["flops"] / theirs["flops"]
            phases = " ".join(
                "%s %.4f" % (p, mine["flops_by_phase"][p] / theirs["flops_by_phase"][p])
                for p in sorted(theirs["flops_by_phase"]))
            bad = []
            if mine["parameter_count"] != theirs["parameter_count"]:
                bad.append("parameters %d vs %d" % (mine["parameter_count"],
                                                   theirs["parameter_count"]))
            if abs(ratio - 1) > args.tol:
                bad.append("off by more than %g" % args.tol)
            ok &= not bad
            name = "%s-%s %dL d%d" % (truth["frontend"], truth["model"],
                                       truth["config"]["layers"], truth["config"]["embd"])
            print("%-20s mem-gen %s export %s ratio %.4f (%s) %s"
                  % (name, format(mine["flops"], ","), format(theirs["flops"], ","),
                     ratio, phases, "; ".join(bad) or "PASS"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
