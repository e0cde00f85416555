"""Compares a per-rank memopt-report with the single device's, by role.

Usage: per-rank.py SINGLE.json RANK.json N --divided ROLE... --same ROLE...
Prints one line per role: whether the per-rank bytes are the single
device's divided by N (--divided) or equal to them (--same), with both
numbers, so that FileCheck can check the verdicts.
"""

import argparse
import json


def role_bytes(path):
    with open(path) as report:
        return json.load(report)["functions"][0]["bytes_by_role"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("single")
    parser.add_argument("rank")
    parser.add_argument("ranks", type=int)
    parser.add_argument("--divided", nargs="*", default=[])
    parser.add_argument("--same", nargs="*", default=[])
    args = parser.parse_args()
    single = role_bytes(args.single)
    rank = role_bytes(args.rank)
    for role in args.divided:
        expected = single[role] / args.ranks
        verdict = "ok" if rank[role] == expected else "MISMATCH"
        print(f"{role} divided by {args.ranks}: {verdict} "
              f"(single {single[role]}, per rank {rank[role]})")
    for role in args.same:
        verdict = "ok" if rank[role] == single[role] else "MISMATCH"
        print(f"{role} unchanged: {verdict} "
              f"(single {single[role]}, per rank {rank[role]})")


if __name__ == "__main__":
    main()
