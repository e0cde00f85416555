#!/usr/bin/env python3
"""The CUDA host program's device allocations peak at the predicted bytes.

For the given steps (files, and `mem-gen --preset tiny` configurations
family:optimizer:precision[:dtype]), prints one line each:

    <step> predicted <P> walk <W> diff <W-P> allocs <A> frees <F> OK|DIFF

P is `mem-opt --memopt-report=format=json`'s peak_bytes; W is the peak of
the static walk of the program `memopt-lower-cuda` builds (its host main and
the step, gpu.alloc / gpu.dealloc in program order, through calls). With
--chip the whole pipeline runs (kernels through ptxas for that chip), else it
stops once the buffers are on the device. Ends with `RESULT: PASS` when every
walk equals its prediction and every allocation is freed, else
`RESULT: FAIL` (exit status 1).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile


def run(cmd):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True)
    if r.returncode != 0:
        sys.stderr.write("cuda_walk_check: %s failed:\n%s" %
                         (" ".join(cmd), r.stderr[-4000:]))
        sys.exit(1)
    return r.stdout


def predicted_peak(mem_opt, path):
    report = json.loads(run([mem_opt, path,
                             "--memopt-report=format=json", "-o",
                             os.devnull]))
    functions = report["functions"]
    if len(functions) != 1:
        sys.exit("cuda_walk_check: %s has %d functions" % (path,
                                                           len(functions)))
    return functions[0]["peak_bytes"]


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
        w = walk(opts.mem_opt, path, opts.chip, work)
        same = (w["walk_peak_bytes"] == p and w["live_bytes_at_exit"] == 0 and
                w["allocations"] == w["frees"])
        ok &= same
        print("%-28s predicted %d walk %d diff %d allocs %d frees %d %s" %
              (name, p, w["walk_peak_bytes"], w["walk_peak_bytes"] - p,
               w["allocations"], w["frees"], "OK" if same else "DIFF"))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
