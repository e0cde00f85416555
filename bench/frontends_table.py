#!/usr/bin/env python3
"""Prints the front-end table: for each exported training step (the
fixtures in test/Frontends/Inputs, or the .mlir/.json pairs given), the
parameters mem-opt counts against the front end's, the gradients it finds,
the peak with both in-place deciders (and how long each took), and the FLOPs
against the standard estimate per token, 6 N + 12 L T d (Kaplan et al.;
PaLM appendix B: 6N + 12 L H Q T), times the tokens B T.

usage: bench/frontends_table.py [--mem-opt build/bin/mem-opt] [STEM ...]
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "Frontends"))


def run(mem_opt, path, mode):
    start = time.perf_counter()
    out = subprocess.run([mem_opt, path, f"--memopt-report=format=json inplace={mode}",
                          "-o", os.devnull], check=True, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    ann = subprocess.run([mem_opt, path, f"--memopt-annotate=live-bytes=false inplace={mode}",
                          "-o", os.devnull], check=True, capture_output=True, text=True)
    return json.loads(out.stdout), ann.stderr, elapsed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mem-opt", default=os.path.join(ROOT, "build", "bin", "mem-opt"))
    ap.add_argument("stems", nargs="*")
    args = ap.parse_args()
    stems = args.stems or sorted(p[:-5] for p in glob.glob(
        os.path.join(ROOT, "test", "Frontends", "Inputs", "*.json")))
    print("| model | front end | optimizer | ops | parameters (mem-opt / truth) | gradients found "
          "| peak fast | peak one-shot | time fast / one-shot | FLOPs | estimate | FLOPs / estimate |")
    print("| --- | --- | --- | ---: | --- | --- | ---: | ---: | --- | ---: | ---: | ---: |")
    for stem in stems:
        truth = json.load(open(stem + ".json"))
        reports = {m: run(args.mem_opt, stem + ".mlir", m) for m in ("fast", "one-shot")}
        fn = {m: next(f for f in r[0]["functions"] if f["name"] == truth["function"])
              for m, r in reports.items()}
        grads = sum(1 for line in reports["fast"][1].splitlines() if "role gradient" in line)
        right = grads
        named = [p for p in truth["parameters"] if p.get("gradient_nodes")]
        if named:
            import re
            found = set()
            for line in reports["fast"][1].splitlines():
                m = re.match(r'[a-z]+/[-\d]+/([^:]+):', line)
                if m and "role gradient" in line:
                    found.add(m.group(1))
            right = sum(1 for p in named if found & set(p["gradient_nodes"]))
        c = truth["config"]
        tokens = c["batch"] * c["block"]
        n = truth["parameter_count"]
        estimate = (6 * n + 12 * c["layers"] * c["block"] * c["embd"]) * tokens
        flops = fn["fast"]["flops"]
        grad_text = f"{right}/{len(truth['parameters'])}" + ("" if named else " (count and bytes)")
        print(f"| {truth['model']} | {truth['frontend']} | {truth['optimizer'] or 'none (fwd+bwd)'} "
              f"| {fn['fast']['num_ops']} | {fn['fast']['parameter_count']} / {n} | {grad_text} "
              f"| {fn['fast']['peak_bytes']:,} | {fn['one-shot']['peak_bytes']:,} "
              f"| {reports['fast'][2]:.2f} s / {reports['one-shot'][2]:.2f} s "
              f"| {flops:,} | {estimate:,} | {flops / estimate:.3f} |")


if __name__ == "__main__":
    main()
