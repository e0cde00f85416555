"""Per-rank bytes under zero2 against zero1's, on the same step.

Usage: zero2-bytes.py SINGLE.json ZERO1.json ZERO2.json
Each is a memopt-report JSON (the single device's, then one rank's of each
strategy). Prints both peaks, and the bytes each rank allocates in all (the
sum over the roles, so that which role a collective's result gets does not
matter) with their difference, which must be the single device's gradient
bytes: zero1 holds the whole all-reduced gradient, zero2 only its block of
the reduce-scatter where zero1 has the block of the slice. Exits non-zero
on a mismatch.
"""

import argparse
import json
import sys


def report(path):
    with open(path) as f:
        return json.load(f)["functions"][0]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("single")
    parser.add_argument("zero1")
    parser.add_argument("zero2")
    args = parser.parse_args()
    single, zero1, zero2 = (report(p) for p in (args.single, args.zero1,
                                                args.zero2))
    gradient = single["bytes_by_role"]["gradient"]
    total1 = sum(zero1["bytes_by_role"].values())
    total2 = sum(zero2["bytes_by_role"].values())
    ok = gradient > 0 and total1 - total2 == gradient
    print(f"peak: zero1 {zero1['peak_bytes']}, zero2 {zero2['peak_bytes']}")
    print(f"allocated: zero1 {total1}, zero2 {total2}, less by "
          f"{total1 - total2}; the gradient: {gradient}: "
          f"{'ok' if ok else 'MISMATCH'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
