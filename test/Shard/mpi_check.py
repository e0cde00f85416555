#!/usr/bin/env python3
"""`mem-run --ranks N` against the single-device `mem-run` of the same step.

Reads both JSON reports and the results each dumped (--dump-results), and
prints, for every rank, its predicted and measured peak; then the loss and
every float32 result of the N ranks against the single device's: the
largest absolute difference and the tolerance it must stay within. The
tolerance is for reassociated sums: a sum over the batch that the ranks
split and then all-reduce adds the same terms in another order, which
changes the rounding (2 * (n - 1) * 2^-24 * sum |terms| bounds it for n
terms); `--atol` is that bound for the step at hand. With `--exact` the
results must be bit-identical (one rank: the same order); `--result-atol
I:TOL` bounds result I by TOL instead of `--atol`. With
`--strategy S` the ranks' report must name memopt-shard's strategy S (so
that a test of zero2 cannot pass on another strategy's run). Exits non-zero
and prints FAIL when anything is off.
"""

import argparse
import json
import os
import struct
import sys


def floats(path):
    with open(path, "rb") as f:
        data = f.read()
    return struct.unpack("<%df" % (len(data) // 4), data)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("one_json")
    ap.add_argument("one_dir")
    ap.add_argument("ranks_json")
    ap.add_argument("ranks_dir")
    ap.add_argument("--atol", type=float, default=0.0,
                    help="bound on every element of a tensor result")
    ap.add_argument("--loss-atol", type=float, default=0.0,
                    help="bound on the loss")
    ap.add_argument("--result-atol", action="append", default=[],
                    metavar="I:TOL",
                    help="bound on every element of result I instead of "
                         "--atol (repeatable)")
    ap.add_argument("--exact", action="store_true")
    ap.add_argument("--strategy", help="the strategy the ranks must report")
    opts = ap.parse_args()
    with open(opts.one_json) as f:
        one = json.load(f)
    with open(opts.ranks_json) as f:
        ranks = json.load(f)
    ok = True
    if opts.strategy is not None:
        same = ranks.get("strategy") == opts.strategy
        ok &= same
        print("strategy: %s: %s" % (ranks.get("strategy"),
                                    "ok" if same else "FAIL"))
    for r in ranks["ranks"]:
        same = r["predicted_peak_bytes"] == r["measured_peak_bytes"]
        ok &= same
        print("rank %d/%d: predicted %d measured %d%s" % (
            r["rank"], len(ranks["ranks"]), r["predicted_peak_bytes"],
            r["measured_peak_bytes"], "" if same else " MISMATCH"))
    if not ranks["replicated_results_agree"]:
        print("the ranks' replicated results differ")
        ok = False
    tol = 0.0 if opts.exact else opts.atol
    result_tol = {int(i): float(t) for i, t in
                  (spec.split(":") for spec in opts.result_atol)}
    loss_tol = 0.0 if opts.exact else opts.loss_atol
    diff = abs(one["loss"] - ranks["loss"])
    ok &= diff <= loss_tol
    print("loss: %r, single device %r, |diff| %.3g <= %.3g: %s" % (
        ranks["loss"], one["loss"], diff, loss_tol,
        "ok" if diff <= loss_tol else "FAIL"))
    count = len(one["checksums"])
    if count != len(ranks["checksums"]):
        print("result counts differ")
        return 1
    for i in range(count):
        a = floats(os.path.join(opts.one_dir, "result-%d.bin" % i))
        b = floats(os.path.join(opts.ranks_dir, "result-%d.bin" % i))
        worst = max(abs(x - y) for x, y in zip(a, b))
        exact = one["checksums"][i] == ranks["checksums"][i]
        bound = result_tol.get(i, tol)
        good = len(a) == len(b) and (exact if opts.exact else worst <= bound)
        ok &= good
        print("result %d: %d floats, max |diff| %.3g <= %.3g, %s: %s" % (
            i, len(a), worst, bound, "bit-identical" if exact else "not identical",
            "ok" if good else "FAIL"))
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
