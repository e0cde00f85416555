"""Prints the front-end table: for each exported training step (the
fixtures in test/Frontends/Inputs, or the .mlir/.json pairs given), the
parameters mem-opt counts against the front end's, the gradients it finds
(each parameter's at the value its front end recorded: gradient_truth),
the peak with both in-place deciders (and how long each took), and the
forward + backward FLOPs against the standard estimate D (6 N + 12 L T d),
as flops.estimate computes it (N without the lookup tables; L the
attention products; Kaplan et al., PaLM appendix B). Exits 1 when a row's
parameter count is wrong, a gradient is missing or wrong, or the two peaks
differ.

usage: python -m memopt.testing.frontends_table (or bench/frontends_table.py)
           [--mem-opt build/bin/mem-opt] [STEM ...]
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from . import gradient_truth
from .commands import ROOT, build_tool
from .flops import estimate, forward_backward


def analyse(mem_opt, path, mode):
    """(JSON report, annotate remarks, seconds of the report) in one
    in-place mode."""
    start = time.perf_counter()
    out = subprocess.run([mem_opt, path, f"--memopt-report=format=json inplace={mode}",
                          "-o", os.devnull], check=True, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    ann = subprocess.run([mem_opt, path, f"--memopt-annotate=live-bytes=false inplace={mode}",
                          "-o", os.devnull], check=True, capture_output=True, text=True)
    return json.loads(out.stdout), ann.stderr, elapsed


def gradient_remarks(mem_opt, path, truth, remarks):
    """The annotate remarks that locate each gradient as the truth does:
    those of `path`, or, when the truth gives lines (JAX) and the ops keep
    scope paths, of a copy with its locations stripped line for line."""
    text = open(path).read()
    by_line = any(p.get("gradient_values") for p in truth["parameters"])
    if not by_line or not re.search(r"(?m)^#loc", text):
        return remarks
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(gradient_truth.strip_locations(text))
        f.flush()
        return subprocess.run([mem_opt, f.name, "--memopt-annotate=live-bytes=false",
                               "-o", os.devnull], check=True, capture_output=True,
                              text=True).stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mem-opt", default=build_tool("mem-opt"))
    ap.add_argument("stems", nargs="*")
    args = ap.parse_args()
    # The built-in models' fixtures (the FLOPs estimate needs their sizes);
    # those of any model are models_table's.
    stems = args.stems or sorted(p[:-5] for p in glob.glob(
        os.path.join(ROOT, "test", "Frontends", "Inputs", "*.json"))
        if "vocab" in json.load(open(p))["config"])
    print("| fixture | model | front end | optimizer | ops | parameters (mem-opt / truth) "
          "| gradients found | peak fast | peak one-shot | time fast / one-shot "
          "| FLOPs fwd+bwd | estimate | fwd+bwd / estimate |")
    print("| --- | --- | --- | --- | ---: | --- | --- | ---: | ---: | --- | ---: | ---: | ---: |")
    failed = False
    for stem in stems:
        truth = json.load(open(stem + ".json"))
        reports = {m: analyse(args.mem_opt, stem + ".mlir", m) for m in ("fast", "one-shot")}
        fn = {m: next(f for f in r[0]["functions"] if f["name"] == truth["function"])
              for m, r in reports.items()}
        grads = sum(1 for line in reports["fast"][1].splitlines() if "role gradient" in line)
        right = grads
        # By identity: each parameter's gradient at the value its front end
        # recorded (gradient_truth); by count where it recorded none.
        named = all(gradient_truth.recorded(p) for p in truth["parameters"])
        if named:
            remarks = gradient_remarks(args.mem_opt, stem + ".mlir", truth, reports["fast"][1])
            rows = gradient_truth.check(truth, remarks.splitlines())
            right = sum(1 for row in rows if row[1])
        n = truth["parameter_count"]
        est, _ = estimate(truth)
        flops = forward_backward(fn["fast"])
        params = len(truth["parameters"])
        grad_text = f"{right}/{params}" + ("" if named else " (count)")
        peaks = fn["fast"]["peak_bytes"], fn["one-shot"]["peak_bytes"]
        failed |= fn["fast"]["parameter_count"] != n or right != params or peaks[0] != peaks[1]
        print(f"| {os.path.basename(stem)} | {truth['model']} | {truth['frontend']} "
              f"| {truth['optimizer'] or 'none (fwd+bwd)'} "
              f"| {fn['fast']['num_ops']} | {fn['fast']['parameter_count']:,} / {n:,} "
              f"| {grad_text} "
              f"| {peaks[0]:,} | {peaks[1]:,} "
              f"| {reports['fast'][2]:.2f} s / {reports['one-shot'][2]:.2f} s "
              f"| {flops:,} | {est:,} | {flops / est:.3f} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
