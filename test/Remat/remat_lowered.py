#!/usr/bin/env python3
"""Remat, lowered and run: the measured peak of every rewritten step equals
its predicted peak, and its results equal the original step's byte for byte.

For each family and strategy: writes a tiny step with dropout (`mem-gen`),
rewrites it (`mem-opt --memopt-remat`), runs both with `mem-run` (same seed,
so the same inputs) and prints one line:

    <family> <strategy> predicted <P> measured <M> checksums same|DIFFER OK|FAIL

then `RESULT: PASS` or `RESULT: FAIL` (exit status 1).
"""

import argparse
import os
import sys
import tempfile

from memopt.testing.commands import run
from memopt.testing.steps import mem_run


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mem-gen", default="mem-gen")
    ap.add_argument("--mem-opt", default="mem-opt")
    ap.add_argument("--mem-run", default="mem-run")
    ap.add_argument("--families", default="gpt2,llama")
    ap.add_argument("--strategies", default="per-layer,sqrt,selective,budget",
                    help="budget runs at the peak per-layer reached")
    ap.add_argument("--gen", default="--preset tiny --batch 4 --seq 8 --dropout 0.1")
    ap.add_argument("--work-dir", default=None)
    opts = ap.parse_args()
    work = opts.work_dir or tempfile.mkdtemp(prefix="remat_lowered")
    os.makedirs(work, exist_ok=True)

    ok = True
    for family in opts.families.split(","):
        src = os.path.join(work, family + ".mlir")
        run([opts.mem_gen] + opts.gen.split() + ["--family", family, "-o", src])
        base = mem_run(opts.mem_run, src, "-O", "0")
        per_layer_peak = None
        for strategy in opts.strategies.split(","):
            option = "strategy=" + strategy
            if strategy == "budget":  # what per-layer reached
                option = "budget=%d" % per_layer_peak
            out = os.path.join(work, "%s-%s.mlir" % (family, strategy))
            run([opts.mem_opt, src, "--memopt-remat=format=none " + option,
                 "-o", out])
            got = mem_run(opts.mem_run, out, "-O", "0")
            if strategy == "per-layer":
                per_layer_peak = got["predicted_peak_bytes"]
            same = got["checksums"] == base["checksums"]
            good = same and got["measured_peak_bytes"] == got["predicted_peak_bytes"]
            ok &= good
            print("%s %s predicted %d measured %d checksums %s %s" % (
                family, strategy, got["predicted_peak_bytes"],
                got["measured_peak_bytes"], "same" if same else "DIFFER",
                "OK" if good else "FAIL"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
