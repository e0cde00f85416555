"""Checks mem-opt's report on an exported training step against the ground
truth its front end wrote (python/memopt): parameter count, bytes by role,
one gradient per parameter, and that the value the analysis took as each
parameter's gradient is the one the front end recorded
(memopt.testing.gradient_truth).

usage: check_fixture.py [--swap-truth I,J] TRUTH.json REPORT.json ANNOTATE.txt [LINES.txt]
(REPORT from --memopt-report=format=json, ANNOTATE the stderr of
--memopt-annotate=live-bytes=false; LINES the same remarks on the fixture
with its locations stripped line for line (gradient_truth.strip_locations),
for fixtures whose ops keep JAX's scope paths, which name no line).
--swap-truth swaps the recorded gradients of parameters I and J: the
gradient check must then fail. Prints one line per check; exits 1 if any
failed.
"""
import argparse
import json
import re
import sys

from memopt.testing import gradient_truth


def main(truth_path, report_path, annotate_path, lines_path=None, swap=None):
    truth = json.load(open(truth_path))
    if swap:
        gradient_truth.swap(truth, *swap)
    report = json.load(open(report_path))
    fn = next(f for f in report["functions"] if f["name"] == truth["function"])
    remarks = open(annotate_path).read().splitlines()
    failures = []

    def check(what, got, want):
        ok = got == want
        print(f"{'ok' if ok else 'FAIL'}: {what}: {got}" + ("" if ok else f" (want {want})"))
        if not ok:
            failures.append(what)

    params = truth["parameters"]
    roles = fn["bytes_by_role"]
    check("parameter count", fn["parameter_count"], truth["parameter_count"])
    functional = truth["optimizer"] is not None
    # A functional update returns new tensors: each parameter and state has
    # a second buffer of its role, which the report lists as not in place.
    copies = 2 if functional else 1
    for role in ("parameter", "optimizer_state", "input", "gradient", "loss"):
        updated = role in ("parameter", "optimizer_state")
        want = truth["bytes_by_role"][role] * (copies if updated else 1)
        check(f"{role} bytes", roles[role], want)
    if functional:
        updates = fn["updates_not_in_place"]
        check("bytes of updates not in place", updates["bytes"],
              truth["bytes_by_role"]["parameter"] + truth["bytes_by_role"]["optimizer_state"])
    # Gradients as values: one per parameter (which one: at the end).
    # An op with a name location (JAX's scope path, kept with
    # --keep-locations) prints it before the message.
    grads = [r for r in remarks
             if re.search(r"remark: (?:loc\(.*\): )?(result|argument) #\d+: role gradient", r)]
    # Parameters whose gradients are one value (the front end's
    # gradient_shared_with) share one such value.
    seen, values = set(), 0
    for p in params:
        values += p["name"] not in seen
        seen.update([p["name"], *p.get("gradient_shared_with", [])])
    check("values inferred or declared as gradients", len(grads), values)
    # Each gradient is computed by the backward, not by the optimizer: its
    # op's phase, from the front end's location tag or the op's
    # memopt.phase at the line the remark names.
    lines_of = {}

    def phase_of(remark):
        tag = re.match(r'(?:loc\()?"?([a-z]+)/[-\d]+/', remark)
        if tag:
            return tag.group(1)
        # A JAX scope path: the backward is JAX's transpose(jvp(...)).
        scope = re.search(r'remark: loc\(.*?"jit\(\w+\)/([^"]*)"', remark)
        if scope:
            path = scope.group(1)
            return ("optimizer" if path.startswith("optimizer") else
                    "backward" if "transpose(" in path else
                    "forward" if "forward" in path else None)
        at = re.match(r"(.+?):(\d+):\d+: remark", remark)
        if not at:
            return None
        path, line = at.group(1), int(at.group(2))
        if path not in lines_of:
            try:
                lines_of[path] = open(path).read().splitlines()
            except OSError:
                lines_of[path] = []
        lines = lines_of[path]
        text = lines[line - 1] if line <= len(lines) else ""
        if "memopt.phase" not in text and text.rstrip().endswith("{"):
            # An op with regions prints its attributes after them, on the
            # line that closes it at its indentation.
            indent = len(text) - len(text.lstrip())
            for after in lines[line:]:
                if len(after) - len(after.lstrip()) == indent and after.lstrip().startswith("}"):
                    text = after
                    break
        phase = re.search(r'memopt\.phase = "(\w+)"', text)
        return phase.group(1) if phase else None

    check("gradients computed in the backward",
          sum(1 for r in grads if phase_of(r) == "backward"), values)
    # Where the gradients' locations keep JAX's scope paths, whose block
    # scopes are the parameters' module paths (`decoder.layers.1`): each
    # block has as many gradients as parameters (the others: outside
    # blocks).
    def block_of(name):
        m = re.match(r"(.*?\.\d+)\.", name)
        return m.group(1) if m else None
    want = {}
    for p in params:
        want[block_of(p["name"])] = want.get(block_of(p["name"]), 0) + 1
    got = {}
    for r in grads:
        scope = re.search(r'remark: loc\(.*?"jit\(\w+\)/([^"]*)"', r)
        parts = re.split(r"[/()]", scope.group(1)) if scope else []
        block = next((part for part in parts if part and part in want), None)
        got[block] = got.get(block, 0) + 1
    if len(got) > 1:
        check("gradients per block, from their locations",
              sorted(got.items(), key=str), sorted(want.items(), key=str))
    # Each parameter's gradient is the value the front end recorded: mem-opt
    # names the parameter ("gradient of argument #N") of each gradient.
    rows = gradient_truth.check(
        truth, open(lines_path).read().splitlines() if lines_path else remarks)
    if rows:
        check("each parameter's gradient at the value the front end recorded",
              sum(1 for row in rows if row[1]), len(rows))
        for name, right, want, have in rows:
            if not right:
                print(f"  wrong: {name}: mem-opt took {have}, the front end recorded {want}")
        # JAX records the gradient's op first, then the ops it is a
        # transpose or reshape of: the analysis takes the first, the value
        # the optimizer reads (in PyTorch torch-mlir folds the recorded
        # node's transposes away, so the first may be no op at all).
        if all(p.get("gradient_values") for p in params):
            check("each gradient at the value its optimizer reads",
                  sum(1 for _, right, want, have in rows if right and have == want[0]),
                  len(rows))
    return 1 if failures else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--swap-truth", type=lambda v: [int(x) for x in v.split(",")])
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    sys.exit(main(*args.files, swap=args.swap_truth))
