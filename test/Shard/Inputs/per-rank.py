"""Compares a per-rank memopt-report with the single device's, by role.

Usage: per-rank.py SINGLE.json RANK.json N --divided ROLE... --same ROLE...
    [--with-slice ROLE...] [--gathered ROLE]
Prints one line per role: whether the per-rank bytes are the single
device's divided by N (--divided), equal to them (--same), or equal to them
plus their 1/N slice (--with-slice: zero1's all-reduced gradient and the
rank's slice of it), with both numbers, so that FileCheck can check the
verdicts. --gathered checks zero1's parameters: the all-gathered update is
written into the parameter's buffer (no update not in place), and the role
holds the parameters whole once (the rank's slice that its update writes
is a view of them, AllSliceView.h).
"""

import argparse
import json


def function(path):
    with open(path) as report:
        return json.load(report)["functions"][0]


def verdict(ok):
    return "ok" if ok else "MISMATCH"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("single")
    parser.add_argument("rank")
    parser.add_argument("ranks", type=int)
    parser.add_argument("--divided", nargs="*", default=[])
    parser.add_argument("--same", nargs="*", default=[])
    parser.add_argument("--with-slice", nargs="*", default=[])
    parser.add_argument("--gathered")
    args = parser.parse_args()
    n = args.ranks
    single = function(args.single)["bytes_by_role"]
    rank_function = function(args.rank)
    rank = rank_function["bytes_by_role"]
    for role in args.divided:
        ok = rank[role] == single[role] / n
        print(f"{role} divided by {n}: {verdict(ok)} "
              f"(single {single[role]}, per rank {rank[role]})")
    for role in args.same:
        ok = rank[role] == single[role]
        print(f"{role} unchanged: {verdict(ok)} "
              f"(single {single[role]}, per rank {rank[role]})")
    for role in args.with_slice:
        ok = rank[role] == single[role] + single[role] / n
        print(f"{role} whole plus 1/{n}: {verdict(ok)} "
              f"(single {single[role]}, per rank {rank[role]})")
    if args.gathered:
        role = args.gathered
        gathered = rank_function["updates_not_in_place"]["bytes"]
        print(f"{role} gathered update in place: {verdict(gathered == 0)} "
              f"(updates not in place {gathered})")
        ok = rank[role] == single[role]
        print(f"{role} whole once: {verdict(ok)} "
              f"(single {single[role]}, per rank {rank[role]})")

if __name__ == "__main__":
    main()
