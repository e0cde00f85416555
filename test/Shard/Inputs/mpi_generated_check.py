#!/usr/bin/env python3
"""Checks `mem-run --ranks` reports of a step against its single-device
report: every rank's measured peak equals its predicted one and is below
the single device's (each rank's numbers printed), the replicated results
agree across ranks, and the loss is within 1e-5 of the single device's (a
sum of the batch's losses in another order: mpi-run.test's bound for a few
hundred terms of size ~5).

  mpi_generated_check.py ONE.json RANKS.json [RANKS.json ...]
"""

import json
import sys


def main():
    one = json.load(open(sys.argv[1]))
    ok = one["measured_peak_bytes"] == one["predicted_peak_bytes"]
    for path in sys.argv[2:]:
        run = json.load(open(path))
        ranks = run["ranks"]
        exact = all(r["measured_peak_bytes"] == r["predicted_peak_bytes"] for r in ranks)
        below = all(r["predicted_peak_bytes"] < one["predicted_peak_bytes"] for r in ranks)
        loss = abs(run["loss"] - one["loss"]) <= 1e-5
        agree = run["replicated_results_agree"]
        for r in ranks:
            print("%s rank %d/%d: predicted %d measured %d" % (
                run["strategy"], r["rank"], len(ranks), r["predicted_peak_bytes"],
                r["measured_peak_bytes"]))
        print("%s %d ranks: every rank measured %s predicted, %s the single device's; "
              "loss %.9g against %.9g%s" % (
                  run["strategy"], len(ranks), "==" if exact else "!=",
                  "below" if below else "NOT below", run["loss"], one["loss"],
                  "" if agree else "; replicated results DIFFER"))
        ok = ok and exact and below and loss and agree
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
