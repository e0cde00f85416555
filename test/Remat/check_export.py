#!/usr/bin/env python3
"""Checks the planner's exported model (--memopt-remat export-model=FILE),
which bench/remat_ilp.py turns into a MILP, against itself and against the
pass's report of the same run:

  - every unit's deps are sorted and unique, and `last_read_of_dep` gives
    one point per dep within the unit's own ops (first_op..last_op);
  - kinds are known; candidates have a first backward use after their last
    forward use; `start <= last_forward_use <= end`;
  - `slots` has two entries (gap, op) per point of the function;
  - the plan's drops are candidates, and the plan's peak equals the peak the
    analysis measures on the rewritten IR (the report's peak_bytes_after).

Usage: check_export.py MODEL.json REPORT.json
"""

import json
import sys


def main():
    model = json.load(open(sys.argv[1]))
    report = json.load(open(sys.argv[2]))["remat"][0]
    units = model["units"]
    errors = []
    deps_total = 0
    for i, u in enumerate(units):
        deps, reads = u["deps"], u["last_read_of_dep"]
        deps_total += len(deps)
        if deps != sorted(set(deps)):
            errors.append("unit %d: deps not sorted and unique" % i)
        if len(reads) != len(deps):
            errors.append("unit %d: %d last reads for %d deps"
                          % (i, len(reads), len(deps)))
        for dep, point in zip(deps, reads):
            if not u["first_op"] <= point <= u["last_op"]:
                errors.append("unit %d: last read of dep %d at %d outside "
                              "its ops %d..%d" % (i, dep, point, u["first_op"],
                                                  u["last_op"]))
        if u["kind"] not in ("pinned", "candidate", "intermediate"):
            errors.append("unit %d: unknown kind %s" % (i, u["kind"]))
        if not u["start"] <= u["last_forward_use"] <= u["end"]:
            errors.append("unit %d: start/last forward use/end out of order" % i)
        if u["kind"] == "candidate" and not (
                u["first_backward_use"] is not None
                and u["first_backward_use"] > u["last_forward_use"]):
            errors.append("unit %d: candidate without a later backward use" % i)
    if len(model["slots"]) % 2:
        errors.append("odd number of slots")
    plan = model["plan"]
    for unit in plan["dropped"]:
        if units[unit]["kind"] != "candidate":
            errors.append("dropped unit %d is not a candidate" % unit)
    if plan["peak"] != report["peak_bytes_after"]:
        errors.append("planned peak %d != analysed %d"
                      % (plan["peak"], report["peak_bytes_after"]))
    for e in errors:
        print("FAIL:", e)
    print("units %d, deps %d, dropped %d, planned peak %d, analysed %d"
          % (len(units), deps_total, len(plan["dropped"]), plan["peak"],
             report["peak_bytes_after"]))
    print("RESULT:", "FAIL" if errors else "PASS")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
