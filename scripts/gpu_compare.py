#!/usr/bin/env python3
"""Compares a GPU run of a step (scripts/validate-gpu.sh) with the prediction
and with the CPU run of mem-run on the same inputs.

Peaks: the analysis' predicted peak (mem-run's predicted_peak_bytes), the
static walk of the host program's device allocations (walk.json), and the
device bytes the CUDA runtime counted (measured_device_peak_bytes) must be
equal.

Results: identical checksums mean bit-identical results. Otherwise each
floating-point result is compared element by element with
|gpu - cpu| <= atol + rtol * |cpu| (the table below), integers must be
identical. Why not always bit-identical: the kernels compute every element
with the same operations in the same order as the CPU loops (reductions stay
sequential, bf16 is computed in f32 on both, and the NVPTX backend emits
mul.rn/add.rn, which ptxas does not contract), but math functions (exp,
tanh, log, pow, rsqrt) come from libdevice on the GPU and from the C library
on the CPU; they differ by a few ulp, and an update step carries that along.
"""

import argparse
import json
import os
import struct
import sys

# rtol, atol per element type.
TOLERANCE = {"f64": (1e-9, 1e-12), "f32": (1e-3, 1e-6), "f16": (2e-2, 1e-4),
             "bf16": (2e-2, 1e-4)}
FORMATS = {"f64": "d", "f32": "f", "f16": "e"}


def floats(data, type_name):
    if type_name == "bf16":
        count = len(data) // 2
        halves = struct.unpack("<%dH" % count, data)
        return [struct.unpack("<f", struct.pack("<I", h << 16))[0]
                for h in halves]
    code = FORMATS[type_name]
    count = len(data) // struct.calcsize(code)
    return list(struct.unpack("<%d%s" % (count, code), data))


def compare(result, cpu_dir, gpu_dir):
    """Returns (ok, text) for one result."""
    name = "result-%d.bin" % result["index"]
    with open(os.path.join(cpu_dir, name), "rb") as f:
        cpu = f.read()
    with open(os.path.join(gpu_dir, name), "rb") as f:
        gpu = f.read()
    if cpu == gpu:
        return True, "bit-identical"
    type_name = result["type"]
    if type_name not in TOLERANCE or len(cpu) != len(gpu):
        return False, "differs (%s, exact comparison)" % type_name
    rtol, atol = TOLERANCE[type_name]
    worst = 0.0
    bad = 0
    for c, g in zip(floats(cpu, type_name), floats(gpu, type_name)):
        if c != c and g != g:
            continue
        error = abs(g - c)
        if not error <= atol + rtol * abs(c):
            bad += 1
        worst = max(worst, error / (atol + rtol * abs(c)))
    if bad:
        return False, "%d elements outside rtol %g atol %g" % (bad, rtol, atol)
    return True, "within rtol %g atol %g (worst %.2f of the bound)" % (
        rtol, atol, worst)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    for name in ("cpu", "walk", "gpu", "cpu-results", "gpu-results", "chip"):
        ap.add_argument("--" + name, required=True)
    opts = ap.parse_args()
    with open(opts.cpu) as f:
        cpu = json.load(f)
    with open(opts.walk) as f:
        walk = json.load(f)
    with open(opts.gpu) as f:
        gpu = json.load(f)
    predicted = cpu["predicted_peak_bytes"]
    walked = walk["walk_peak_bytes"]
    measured = gpu["measured_device_peak_bytes"]
    print("device: %s (compute capability %s, cubin %s)" %
          (gpu["device"], gpu["compute_capability"], opts.chip))
    print("predicted peak bytes:      %d" % predicted)
    print("static walk peak bytes:    %d" % walked)
    print("measured device peak:      %d (diff %d)" % (measured,
                                                       measured - predicted))
    print("CPU measured peak bytes:   %d" % cpu["measured_peak_bytes"])
    ok = predicted == walked == measured
    for result in gpu["results"]:
        same, text = compare(result, opts.cpu_results, opts.gpu_results)
        ok &= same
        print("result %d (%s, %d bytes): %s" % (result["index"],
                                                result["type"],
                                                result["bytes"], text))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
