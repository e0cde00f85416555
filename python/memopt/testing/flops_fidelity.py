"""FLOPs of framework exports, of mem-gen's step of the same configuration
and of the standard estimate, side by side.

For each exported step (STEM.mlir + STEM.json from python -m memopt.torch or
memopt.jax, AdamW), mem-opt counts the export; mem-gen writes the step of the
same configuration (flops.mem_gen_args) and mem-opt
counts it too; the estimate is D (6 N + 12 L T d) with N the weights that
multiply activations (flops.estimate; test/Generator/flops_estimate.py states the
formula and why N leaves out the lookup tables). Prints a markdown table, with the gaps
in percent:

    export vs estimate     forward + backward of the export
    mem-gen vs estimate    forward + backward of mem-gen's step
    mem-gen vs export      whole steps

and per phase mem-gen / export. The estimate is of the forward and backward
(FLOPs per token); the optimizer costs per parameter, not per token, so it
is compared apart: with few tokens per step (a small export of a large
model) it is several percent of the step (the "optimizer share" column).
Exits with status 1 when a gap is over --tol (default 2%) or the parameter
counts differ.

usage: python -m memopt.testing.flops_fidelity (or bench/flops_fidelity.py)
           [--mem-gen build/bin/mem-gen] [--mem-opt build/bin/mem-opt] STEM...
"""
import argparse
import json
import sys
import tempfile

from .commands import build_tool
from .flops import estimate, forward_backward, gap, mem_gen_args
from .steps import first_function, generate


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mem-gen", default=build_tool("mem-gen"))
    ap.add_argument("--mem-opt", default=build_tool("mem-opt"))
    ap.add_argument("--tol", type=float, default=2.0, help="percent")
    ap.add_argument("stems", nargs="+")
    args = ap.parse_args()
    print("| model | front end | L | d | V | B x T | N | estimate | export (step) | mem-gen (step) "
          "| export vs est. | mem-gen vs est. | mem-gen vs export | optimizer share "
          "| mem-gen / export by phase |")
    print("| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: "
          "| ---: | ---: | ---: | ---: | --- |")
    ok = True
    with tempfile.NamedTemporaryFile(suffix=".mlir") as gen:
        for stem in args.stems:
            truth = json.load(open(stem + ".json"))
            c = truth["config"]
            generate(args.mem_gen, mem_gen_args(truth), gen.name)
            mine = first_function(args.mem_opt, gen.name)
            theirs = first_function(args.mem_opt, stem + ".mlir")
            est, n = estimate(truth)
            gaps = [gap(forward_backward(theirs), est), gap(forward_backward(mine), est),
                    gap(mine["flops"], theirs["flops"])]
            share = 100.0 * theirs["flops_by_phase"].get("optimizer", 0) / theirs["flops"]
            phases = ", ".join(
                "%s %.4f" % (p, mine["flops_by_phase"][p] / theirs["flops_by_phase"][p])
                for p in sorted(theirs["flops_by_phase"]))
            bad = any(abs(g) > args.tol for g in gaps) or \
                mine["parameter_count"] != theirs["parameter_count"] or \
                theirs["uncosted_ops"] or mine["uncosted_ops"]
            ok &= not bad
            print("| %s | %s | %d | %d | %d | %d x %d | %s | %.4e | %.4e | %.4e "
                  "| %+.2f%% | %+.2f%% | %+.2f%% | %.2f%% | %s |%s"
                  % (truth["model"], truth["frontend"], c["layers"], c["embd"], c["vocab"],
                     c["batch"], c["block"], format(n, ","), est, theirs["flops"],
                     mine["flops"], *gaps, share, phases,
                     " **over %g%%**" % args.tol if bad else ""))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
