"""Per-rank parameter bytes under zero3 against zero2's, on the same step.

Usage: zero3-bytes.py RANKS GATHERS SINGLE.json ZERO2.json ZERO3.json
(memopt-report JSON: the single device's, then one rank's of each
strategy). Prints both peaks and the parameter bytes: on one device P, the
arguments and their updates; under zero3 a rank holds its block of both,
P / N, plus the whole parameters it all-gathers before the ops that read
them, which carry the parameter role too (docs/roles.md, "Collectives"):
GATHERS copies of the P / 2 argument bytes. Exits non-zero on a mismatch
or a peak not lower than zero2's.
"""

import json
import sys


def report(path):
    with open(path) as f:
        return json.load(f)["functions"][0]


def main():
    ranks, gathers = int(sys.argv[1]), int(sys.argv[2])
    single, zero2, zero3 = (report(p) for p in sys.argv[3:6])
    param = single["bytes_by_role"]["parameter"]
    p2 = zero2["bytes_by_role"]["parameter"]
    p3 = zero3["bytes_by_role"]["parameter"]
    blocks = param // ranks
    gathered = gathers * param // 2
    ok = (p3 == blocks + gathered and blocks * ranks == param
          and zero3["peak_bytes"] < zero2["peak_bytes"])
    print(f"peak: zero2 {zero2['peak_bytes']}, zero3 {zero3['peak_bytes']}")
    print(f"parameter: single {param}, zero2 {p2}, zero3 {p3}; single / "
          f"{ranks} ranks: {blocks}, gathered: {gathered}: "
          f"{'ok' if ok else 'MISMATCH'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
