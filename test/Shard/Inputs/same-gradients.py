"""The gradient bytes of rank programs that differ in the optimizer only.

Usage: same-gradients.py LABEL=REPORT.json [LABEL=REPORT.json ...]
Each is a memopt-report JSON of one rank's program of the same model and
strategy, with another optimizer. The gradients are the backward's, the same
under every optimizer, so each rank holds the same gradient bytes whatever
reads them: prints each program's and exits non-zero unless all are equal
and above zero (a gradient role inference did not find counts as a
temporary, and one all-reduced whole where the first is reduce-scattered
counts its whole sum).
"""

import json
import sys


def main():
    gradients = []
    for arg in sys.argv[1:]:
        label, path = arg.split("=", 1)
        with open(path) as f:
            report = json.load(f)["functions"][0]
        gradients.append((label, report["bytes_by_role"]["gradient"]))
    first = gradients[0][1]
    ok = first > 0 and all(g == first for _, g in gradients)
    print("gradient: " + ", ".join("%s %d" % g for g in gradients) + ": " +
          ("ok" if ok else "MISMATCH"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
