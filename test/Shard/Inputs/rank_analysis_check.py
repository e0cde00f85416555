#!/usr/bin/env python3
"""Checks that the analysis of memopt-shard's output (what mem-advise's
ZeRO rungs read) is the peak each rank's program is predicted and measured
at under `mem-run --ranks`, and, given a mem-advise JSON, that each of its
rungs names that peak too.

  rank_analysis_check.py [--advice ADVICE.json] NAME REPORT.json RUN.json ...

NAME is the strategy (with its tp), REPORT.json the memopt-report of
`mem-opt STEP --memopt-shard=...`, RUN.json `mem-run STEP --ranks N ...`.
"""

import json
import sys


def main():
    args = sys.argv[1:]
    advice = {}
    if args[:1] == ["--advice"]:
        rungs = json.load(open(args[1]))["rungs"]
        advice = {r["name"]: r["peak_bytes"] for r in rungs}
        args = args[2:]
    ok = True
    for name, report, run in zip(args[0::3], args[1::3], args[2::3]):
        analysis = json.load(open(report))["functions"][0]["peak_bytes"]
        ranks = json.load(open(run))["ranks"]
        predicted = [r["predicted_peak_bytes"] for r in ranks]
        measured = [r["measured_peak_bytes"] for r in ranks]
        equal = all(p == analysis for p in predicted) and measured == predicted
        print("%s: analysis %d, ranks predicted %s, measured %s: %s" % (
            name, analysis, "/".join(map(str, predicted)),
            "/".join(map(str, measured)), "equal" if equal else "DIFFER"))
        ok = ok and equal
        if name in advice:
            agrees = advice[name] == analysis
            print("%s: mem-advise %d: %s" % (
                name, advice[name], "equal" if agrees else "DIFFERS"))
            ok = ok and agrees
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
