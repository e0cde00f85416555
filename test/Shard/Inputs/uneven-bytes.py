#!/usr/bin/env python3
"""Per-rank bytes of the uneven step's model states, from its shapes.

Usage: uneven-bytes.py STEP.mlir RANKS REPORT.json STRATEGY

Reads the argument types and roles of the unpartitioned step and computes,
per rank, what ZeRO with memopt-shard's split (the first dimension the ranks
divide; a tensor with none whole, uneven=replicate) holds: each optimizer
state (and its update, a buffer of its own) divided by RANKS or whole;
under zero2 and zero3 each gradient (one per parameter, of its shape) too.
Prints them beside the report's `bytes_by_role` and FAIL on a difference.
"""

import json
import re
import sys


def arguments(path):
    """(shape, role) of each tensor argument of the step, in order."""
    text = open(path).read()
    start = text.index("func.func")
    sig = text[start:text.index("->", start)]
    found = re.findall(r'tensor<([0-9x]+)xf32> \{memopt\.role = "(\w+)"', sig)
    return [([int(d) for d in shape.split("x")], role)
            for shape, role in found]


def per_rank(shape, ranks):
    count = 1
    for d in shape:
        count *= d
    whole = 4 * count
    return whole // ranks if any(d % ranks == 0 for d in shape) else whole


def main():
    step, ranks, report, strategy = sys.argv[1:5]
    ranks = int(ranks)
    args = arguments(step)
    states = sum(2 * per_rank(s, ranks) for s, r in args
                 if r == "optimizer_state")
    grads = sum(per_rank(s, ranks) for s, r in args if r == "parameter")
    got = json.load(open(report))["functions"][0]["bytes_by_role"]
    ok = got["optimizer_state"] == states
    print("%s optimizer_state: report %d, shapes %d" % (
        strategy, got["optimizer_state"], states))
    if strategy in ("zero2", "zero3"):
        ok &= got["gradient"] == grads
        print("%s gradient: report %d, shapes %d" % (
            strategy, got["gradient"], grads))
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
