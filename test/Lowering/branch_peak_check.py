#!/usr/bin/env python3
"""Measured peak == predicted peak for functions with scf.if.

The prediction covers every path; a run takes one (mem-run's seed sets each
i1 flag). Runs each entry at several seeds and prints, per entry,

    <entry> predicted <P> measured <M1,M2,...> OK|DIFF

OK when the largest measured peak equals the prediction and none exceeds it;
then `RESULT: PASS`, else `RESULT: FAIL` (exit status 1).
"""

import argparse
import sys

from memopt.testing.steps import mem_run


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("file")
    ap.add_argument("--entries", required=True, help="comma-separated")
    ap.add_argument("--mem-run", default="mem-run")
    ap.add_argument("--seeds", type=int, default=4)
    opts = ap.parse_args()
    ok = True
    for entry in opts.entries.split(","):
        measured, predicted = [], None
        for seed in range(1, opts.seeds + 1):
            result = mem_run(opts.mem_run, opts.file, "--entry", entry,
                             "--seed", str(seed), "-O0")
            measured.append(result["measured_peak_bytes"])
            predicted = result["predicted_peak_bytes"]
        good = max(measured) == predicted
        ok &= good
        print("%s predicted %d measured %s %s" % (
            entry, predicted, ",".join(map(str, measured)), "OK" if good else "DIFF"))
    print("RESULT: %s" % ("PASS" if ok else "FAIL"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
