#!/usr/bin/env python3
"""mem-run's results against an independent lowering of the same step.

Writes a tiny step with mem-gen, runs it with `mem-run --dump-inputs
--dump-results`, then runs the same file through the finite-difference
harness's lowering (test/Generator/fd_check.py: upstream mlir-opt without
deallocation or dropped results, llc, a shared object called through ctypes)
on the very inputs mem-run filled, and compares every result byte for byte.
Prints one line per result and `RESULT: PASS` when all are identical.
"""

import argparse
import ctypes
import json
import os
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "Generator"))
import fd_check  # noqa: E402

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
    step = fd_check.Step(opts.mem_gen, gen, work)
    tag = "_".join(a.strip("-").replace("=", "") for a in gen)
    src = os.path.join(work, tag + ".mlir")
    inputs, outputs = os.path.join(work, tag + ".in"), os.path.join(work, tag + ".out")
    r = subprocess.run([opts.mem_run, src, "--seed", opts.seed,
                        "--dump-inputs", inputs, "--dump-results", outputs],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit("results_check: mem-run failed:\n" + r.stderr[-4000:])
    report = json.loads(r.stdout)

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
    for i, (t, name, _) in enumerate(step.results):
        size = t.numel * ctypes.sizeof(t.ctype)
        theirs = ctypes.string_at(step.result_ptr(res, i), size)
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
