#!/usr/bin/env python3
"""mem-run's results against an independent lowering of the same step.

Writes a tiny step with mem-gen, runs it with `mem-run --dump-inputs
--dump-results`, then runs the same file through the finite-difference
harness's lowering (memopt.testing.lowering: upstream mlir-opt without
deallocation or dropped results, llc, a shared object called through ctypes)
on the very inputs mem-run filled, and compares every result byte for byte.
Prints one line per result and `RESULT: PASS` when all are identical.
"""

import argparse
import ctypes
import os
import struct
import sys
import tempfile

from memopt.testing.lowering import Step
from memopt.testing.steps import mem_run

SCALAR_FORMATS = {"f32": "<f", "f64": "<d", "i64": "<q", "i32": "<i"}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mem-gen", default="mem-gen")
    ap.add_argument("--mem-run", default="mem-run")
    ap.add_argument("--seed", default="7")
    ap.add_argument("--work-dir", default=None)
    ap.add_argument("gen_args", nargs="*",
                    help="mem-gen flags after --, e.g. -- --family llama")
    opts = ap.parse_args()
    work = opts.work_dir or tempfile.mkdtemp(prefix="results_check")
    gen = ["--preset", "tiny"] + opts.gen_args
    step = Step(opts.mem_gen, gen, work)
    tag = "_".join(a.strip("-").replace("=", "") for a in gen)
    src = os.path.join(work, tag + ".mlir")
    inputs, outputs = os.path.join(work, tag + ".in"), os.path.join(work, tag + ".out")
    report = mem_run(opts.mem_run, src, "--seed", opts.seed,
                     "--dump-inputs", inputs, "--dump-results", outputs)

    bufs = step.new_buffers()
    scalars = {}
    for i, ((t, name, _), buf) in enumerate(zip(step.args, bufs)):
        with open(os.path.join(inputs, "arg-%d.bin" % i), "rb") as f:
            data = f.read()
        if buf is None:
            scalars[name] = struct.unpack(SCALAR_FORMATS[t.elem], data)[0]
        else:
            assert len(data) == ctypes.sizeof(buf), name
            ctypes.memmove(buf, data, len(data))
    res = step.call(bufs, scalars)

    ok = True
    for i, (_, name, _) in enumerate(step.results):
        theirs = step.result_bytes(res, i)
        size = len(theirs)
        with open(os.path.join(outputs, "result-%d.bin" % i), "rb") as f:
            ours = f.read()
        same = ours == theirs
        ok &= same
        print("%-32s %8d bytes %s" % (name, size,
                                      "identical" if same else "DIFFERENT"))
    print("checksums %d, results %d" % (len(report["checksums"]),
                                        len(step.results)))
    ok &= len(report["checksums"]) == len(step.results)
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
