"""Per-rank bytes of a front-end export under dp and zero1 against one
device's: usage export-bytes.py RANKS ONE.json DP.json ZERO1.json (the
memopt-report JSON of each). Under dp a rank holds every optimizer state and
parameter, as one device does; under zero1 its 1/RANKS of the states. Both
peaks must be below one device's when the activations shrink. Prints the
numbers; exits non-zero on a mismatch."""

import json
import sys


def function(path):
    with open(path) as f:
        return json.load(f)["functions"][0]


def main():
    ranks = int(sys.argv[1])
    one, dp, zero1 = (function(p) for p in sys.argv[2:5])
    state = one["bytes_by_role"]["optimizer_state"]
    ok = (dp["bytes_by_role"]["optimizer_state"] == state
          and zero1["bytes_by_role"]["optimizer_state"] * ranks == state
          and dp["bytes_by_role"]["parameter"] ==
          one["bytes_by_role"]["parameter"]
          and dp["bytes_by_role"]["activation"] <
          one["bytes_by_role"]["activation"]
          and zero1["peak_bytes"] < one["peak_bytes"])
    print(f"optimizer_state: one {state}, dp {dp['bytes_by_role']['optimizer_state']}, "
          f"zero1 {zero1['bytes_by_role']['optimizer_state']}")
    print(f"activation: one {one['bytes_by_role']['activation']}, "
          f"dp {dp['bytes_by_role']['activation']}")
    print(f"peak: one {one['peak_bytes']}, dp {dp['peak_bytes']}, "
          f"zero1 {zero1['peak_bytes']}")
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
