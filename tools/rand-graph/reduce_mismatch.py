#!/usr/bin/env python3
"""Shrinks a function on which mem-run measures other than the analysis
predicts to a small one that still does (a delta debugger over its ops).

Each step replaces one op that defines a single static f32 tensor by a
linalg.fill of a tensor.empty of its type (the IR stays valid: every use still has a value),
then drops ops whose results nothing uses; a step is kept when the function
still verifies and mem-run still disagrees with the prediction at some
seed of --seeds, in the same direction (above or below the prediction) as the
input. Prints the reduced function's module to stdout.

  reduce_mismatch.py graph.mlir --entry step0 [--mem-run build/bin/mem-run]
                     [--seeds 0,3]
  reduce_mismatch.py graph.mlir --entry step0 --deciders build/bin/mem-opt
                     (where the two in-place deciders' reports differ)
  reduce_mismatch.py graph.mlir --entry step0 --remat-plan build/bin/mem-opt
                     (where --memopt-remat's rewritten step peaks over a
                     budget its plan said it meets, at some budget)
"""

import argparse
import json
import re
import subprocess
import sys
import tempfile

DEF = re.compile(r"^\s*(%[\w]+) = ([\w.]+)\b.*?(?:-> |outs\(%\w+ : |: )"
                 r"(tensor<[0-9x]*[a-z0-9]+>)\)?[^:]*$")
RESULT = re.compile(r"^\s*(%[\w]+)(?::\d+)? = ")


def deciders_differ(path, args):
    """Whether inplace=fast and inplace=one-shot report the entry otherwise."""
    reports = []
    for decider in ("fast", "one-shot"):
        p = subprocess.run([args.deciders, path, "--memopt-report=format=json "
                            "top=1000000 inplace=" + decider, "-o", "/dev/null"],
                           capture_output=True, text=True)
        if p.returncode != 0:
            return False
        reports.append([f for f in json.loads(p.stdout)["functions"]
                        if f["name"] == args.entry])
    return reports[0] != reports[1]


# memopt-remat's error when the analysis of the rewritten step disagrees
# with the plan's estimate (MemoryRemat.cpp).
PLAN_BUG = "although the plan predicted"
LOWEST = re.compile(r"lowest peak reachable with the allowed "
                    r"recomputations is ([0-9,]+)")


def remat_plan_wrong(path, args):
    """Whether memopt-remat reports its plan wrong at some budget: fractions
    of the entry's peak, and the lowest reachable peak a refusal names."""
    p = subprocess.run([args.remat_plan, path, "--memopt-report=format=json",
                        "-o", "/dev/null"], capture_output=True, text=True)
    if p.returncode != 0:
        return False
    peak = next(f["peak_bytes"] for f in json.loads(p.stdout)["functions"]
                if f["name"] == args.entry)
    budgets = [int(peak * f) for f in (1.0, 0.95, 0.9, 0.8, 0.7, 0.6, 0.5)]
    named = set()
    for budget in budgets + [None]:
        if budget is None:
            # Then the highest lowest reachable peak a refusal named.
            if not named or max(named) in budgets:
                break
            budget = max(named)
        p = subprocess.run([args.remat_plan, path,
                            "--mlir-print-op-on-diagnostic=false",
                            "--memopt-remat=format=none budget=%d" % budget,
                            "-o", "/dev/null"], capture_output=True, text=True)
        if PLAN_BUG in p.stderr:
            return True
        named.update(int(m.replace(",", "")) for m in LOWEST.findall(p.stderr))
    return False


def mismatch(text, args):
    """The sign of measured - predicted at the first seed of --seeds where
    mem-run measures other than predicted, else 0 (with --deciders: 1 when
    the two in-place deciders disagree)."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(text)
        f.flush()
        if args.deciders:
            return int(deciders_differ(f.name, args))
        if args.remat_plan:
            return int(remat_plan_wrong(f.name, args))
        for seed in args.seeds.split(","):
            p = subprocess.run([args.mem_run, "-O0", f.name, "--entry",
                                args.entry, "--seed", seed],
                               capture_output=True, text=True)
            if p.returncode != 0:
                return 0
            report = json.loads(p.stdout)
            difference = (report["measured_peak_bytes"] -
                          report["predicted_peak_bytes"])
            if difference:
                return 1 if difference > 0 else -1
    return 0


def ops_of(lines, start, end):
    """(first, last) line indices of each op at the function's top level."""
    ops, i = [], start
    while i < end:
        line = lines[i]
        depth = line.count("{") - line.count("}")
        j = i
        while depth > 0 and j + 1 < end:
            j += 1
            depth += lines[j].count("{") - lines[j].count("}")
        ops.append((i, j))
        i = j + 1
    return ops


def defined_tensor(lines, first, last):
    """(name, type) of the one static tensor the op on lines first..last
    defines, or None (several results, no tensor, or already a fill)."""
    if first == last:
        m = DEF.match(lines[first])
        if not m or m.group(2) in ("tensor.empty", "linalg.fill"):
            return None
        return m.group(1), m.group(3)
    # An op with a region: the type after its head's or its closing "->".
    head = RESULT.match(lines[first])
    tail = (re.search(r"-> \(?(tensor<[0-9x]*[a-z0-9]+>)\)? \{?$", lines[first])
            or re.search(r"\} -> (tensor<[0-9x]*[a-z0-9]+>)$", lines[last]))
    if not head or not tail or ":" in head.group(0):
        return None
    return head.group(1), tail.group(1)


def function_range(lines, entry):
    start = next(i for i, line in enumerate(lines)
                 if line.startswith(f"func.func @{entry}("))
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    return start + 1, end


def drop_dead(lines, entry):
    """Drops ops whose results no other line uses (repeatedly)."""
    changed = True
    while changed:
        changed = False
        start, end = function_range(lines, entry)
        text = "\n".join(lines[start:end])
        for first, last in reversed(ops_of(lines, start, end)):
            m = RESULT.match(lines[first])
            if not m or "func.call" in lines[first]:
                continue
            name = m.group(1)
            uses = len(re.findall(re.escape(name) + r"\b", text))
            if uses == 1:
                del lines[first:last + 1]
                changed = True
                break
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("--entry", required=True)
    parser.add_argument("--mem-run", default="mem-run")
    parser.add_argument("--seeds", default="0,3")
    parser.add_argument("--deciders", metavar="MEM_OPT",
                        help="reduce to where mem-opt's inplace=fast and "
                             "inplace=one-shot reports differ instead")
    parser.add_argument("--remat-plan", metavar="MEM_OPT",
                        help="reduce to where memopt-remat's rewritten step "
                             "peaks over a budget its plan meets instead")
    args = parser.parse_args()
    lines = open(args.input).read().splitlines()
    start, _ = function_range(lines, args.entry)
    lines.insert(start, "  %reduce_zero = arith.constant 0.0 : f32")
    # Keep the direction: a step that measures above the prediction is not
    # reduced into one that measures below it.
    direction = mismatch("\n".join(lines), args)
    if not direction:
        sys.exit("reduce_mismatch.py: the input does not mismatch")
    progress = True
    while progress:
        progress = False
        start, end = function_range(lines, args.entry)
        for first, last in reversed(ops_of(lines, start, end)):
            defined = defined_tensor(lines, first, last)
            if not defined:
                continue
            name, ty = defined
            if not ty.endswith("xf32>") and ty != "tensor<f32>":
                continue
            indent = re.match(r"\s*", lines[first]).group(0)
            # A filled tensor, not a bare tensor.empty: an empty read as an
            # input bufferizes otherwise (an allocation per use).
            trial = (lines[:first] +
                     [f"{indent}{name}_e = tensor.empty() : {ty}",
                      f"{indent}{name} = linalg.fill ins(%reduce_zero : f32) "
                      f"outs({name}_e : {ty}) -> {ty}"] + lines[last + 1:])
            trial = drop_dead(trial, args.entry)
            if mismatch("\n".join(trial), args) == direction:
                lines, progress = trial, True
                break
    print("\n".join(lines))


if __name__ == "__main__":
    main()
