#!/usr/bin/env python3
"""Checks that the updated parameters of a ZeRO step are all-gathered in
place (tools/mem-run/AllGatherCall.h): on every rank the measured peak
equals the predicted one, and the bytes the step leaves allocated when it
returns are the single device's (the loss alone: every updated parameter
and state is returned in its argument's buffer); the report on the pass's
output has no update outside its argument's buffer.

  gather_in_place_check.py ONE.json RANKS.json REPORT.json
"""

import json
import sys


def main():
    one = json.load(open(sys.argv[1]))
    run = json.load(open(sys.argv[2]))
    report = json.load(open(sys.argv[3]))["functions"][0]
    ok = True
    for r in run["ranks"]:
        exact = r["measured_peak_bytes"] == r["predicted_peak_bytes"]
        returned = r["returned_heap_bytes"] == one["returned_heap_bytes"]
        print("%s rank %d/%d: predicted %d measured %d, returned %d (one device %d)" % (
            run["strategy"], r["rank"], len(run["ranks"]), r["predicted_peak_bytes"],
            r["measured_peak_bytes"], r["returned_heap_bytes"],
            one["returned_heap_bytes"]))
        ok = ok and exact and returned
    copies = report["updates_not_in_place"]
    print("report: peak %d, updates not in place %d B in %d buffers" % (
        report["peak_bytes"], copies["bytes"], copies["buffers"]))
    ok = ok and copies["bytes"] == 0
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
