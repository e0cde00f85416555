#!/usr/bin/env python3
"""Measured peak == predicted peak on generated training steps.

For every (family, optimizer, precision) asked for, writes the step with
`mem-gen --preset tiny`, runs it with `mem-run` and prints one line:

    <family> <optimizer> <precision> predicted <P> measured <M> diff <M-P> OK|DIFF

then `RESULT: PASS` when every measured peak equals its prediction to the
byte, else `RESULT: FAIL` (exit status 1).
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
    ap.add_argument("--mem-run", default="mem-run")
    ap.add_argument("--families", default="gpt2,llama")
    ap.add_argument("--optimizers", default="adamw,lion,sgd,adam8bit,adafactor")
    ap.add_argument("--precisions", default="fp32,mixed,mixed-master,zero,fp64")
    ap.add_argument("--dropout", default="0.1")
    ap.add_argument("--preset", default="tiny")
    ap.add_argument("--pipeline-options", default="")
    ap.add_argument("--opt-level", default="0",
                    help="mem-run's JIT optimization level (the peak does not "
                         "depend on it; 0 compiles fastest)")
    ap.add_argument("--work-dir", default=None)
    opts = ap.parse_args()

    work = opts.work_dir or tempfile.mkdtemp(prefix="peak_check")
    os.makedirs(work, exist_ok=True)
    ok = True
    for family in opts.families.split(","):
        for optimizer in opts.optimizers.split(","):
            for precision in opts.precisions.split(","):
                src = os.path.join(work, "%s-%s-%s.mlir" %
                                   (family, optimizer, precision))
                run([opts.mem_gen, "--preset", opts.preset, "--family", family,
                     "--optimizer", optimizer, "--precision", precision,
                     "--dropout", opts.dropout, "-o", src])
                cmd = [opts.mem_run, src, "-O" + opts.opt_level]
                if opts.pipeline_options:
                    cmd += ["--pipeline-options", opts.pipeline_options]
                report = mem_run(*cmd)
                p = report["predicted_peak_bytes"]
                m = report["measured_peak_bytes"]
                same = p == m
                ok &= same
                print("%-5s %-9s %-12s predicted %d measured %d diff %d %s" %
                      (family, optimizer, precision, p, m, m - p,
                       "OK" if same else "DIFF"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
