#!/usr/bin/env python3
"""The CUDA host program's device allocations peak at the predicted bytes.

For the given steps (files, and `mem-gen --preset tiny` configurations
family:optimizer:precision[:dtype]), prints one line each:

    <step> predicted <P> walk <W> diff <W-P> allocs <A> frees <F> OK|DIFF

P is `mem-opt --memopt-report=format=json`'s peak_bytes; W is the peak of
the static walk of the program `memopt-lower-cuda` builds (its host main and
the step, gpu.alloc / gpu.dealloc in program order, through calls). With
--chip the whole pipeline runs (kernels through ptxas for that chip), else it
stops once the buffers are on the device. With --build-script
(scripts/build-cuda-step.sh) and --chip the executable is built; with
--mock-libcuda DIR it also runs with DIR's libcuda.so.1 (a host-memory
stand-in for the driver that runs no kernel, test/Lowering/Inputs/
mock_libcuda.c), and `measured <M>`, the device peak the CUDA runtime
counted in that run, is added to the line and must equal P too. Ends with
`RESULT: PASS` when every walk (and measurement) equals its prediction and
every allocation is freed, else `RESULT: FAIL` (exit status 1).
"""

import argparse
import json
import os
import sys
import tempfile

from memopt.testing.commands import run
from memopt.testing.steps import report


def predicted_peak(mem_opt, path):
    functions = report(mem_opt, path)["functions"]
    if len(functions) != 1:
        sys.exit("cuda_walk_check: %s has %d functions" % (path,
                                                           len(functions)))
    return functions[0]["peak_bytes"]


def build(script, path, chip, work):
    out = os.path.join(work, os.path.basename(path) + ".cuda")
    run([script, path, out, chip])
    with open(os.path.join(out, "walk.json")) as f:
        return json.load(f), os.path.join(out, "step")


def measure(executable, mock_dir):
    env = dict(os.environ, LD_LIBRARY_PATH=mock_dir)
    return json.loads(run([executable], env=env))


def walk(mem_opt, path, chip, work):
    options = "walk=true " + ("chip=" + chip if chip else "stop-before-gpu")
    out = os.path.join(work, os.path.basename(path) + ".cuda.mlir")
    return json.loads(run([mem_opt, path,
                           "--memopt-lower-cuda=" + options, "-o", out]))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--mem-opt", default="mem-opt")
    ap.add_argument("--mem-gen", default="mem-gen")
    ap.add_argument("--chip", default="")
    ap.add_argument("--build-script", default="")
    ap.add_argument("--mock-libcuda", default="")
    ap.add_argument("--work-dir", default=None)
    ap.add_argument("--configs", default="",
                    help="comma-separated family:optimizer:precision[:dtype]")
    ap.add_argument("--dropout", default="0.1")
    ap.add_argument("files", nargs="*")
    opts = ap.parse_args()

    work = opts.work_dir or tempfile.mkdtemp(prefix="cuda_walk")
    os.makedirs(work, exist_ok=True)
    steps = [(os.path.basename(f), f) for f in opts.files]
    for config in filter(None, opts.configs.split(",")):
        fields = config.split(":")
        path = os.path.join(work, "-".join(fields) + ".mlir")
        cmd = [opts.mem_gen, "--preset", "tiny", "--family", fields[0],
               "--optimizer", fields[1], "--precision", fields[2],
               "--dropout", opts.dropout, "-o", path]
        if len(fields) > 3:
            cmd += ["--dtype", fields[3]]
        run(cmd)
        steps.append((" ".join(fields), path))

    ok = True
    for name, path in steps:
        p = predicted_peak(opts.mem_opt, path)
        measured = ""
        if opts.build_script and opts.chip:
            w, executable = build(opts.build_script, path, opts.chip, work)
        else:
            w = walk(opts.mem_opt, path, opts.chip, work)
        same = (w["walk_peak_bytes"] == p and w["live_bytes_at_exit"] == 0 and
                w["allocations"] == w["frees"])
        if opts.build_script and opts.chip and opts.mock_libcuda:
            m = measure(executable, opts.mock_libcuda)
            same &= (m["measured_device_peak_bytes"] == p and
                     m["device_allocations"] == w["allocations"] and
                     m["device_live_bytes_at_exit"] == 0)
            measured = " measured %d" % m["measured_device_peak_bytes"]
        ok &= same
        print("%-28s predicted %d walk %d%s diff %d allocs %d frees %d %s" %
              (name, p, w["walk_peak_bytes"], measured,
               w["walk_peak_bytes"] - p, w["allocations"], w["frees"],
               "OK" if same else "DIFF"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
