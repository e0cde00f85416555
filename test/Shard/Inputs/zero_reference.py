"""The ZeRO paper's per-device model states beside memopt-report's per-rank
bytes of the partitioned programs (docs/shard.md, "The ZeRO paper's table").

Usage: zero_reference.py N SINGLE.json DP.json DP.mlir ZERO1.json ZERO1.mlir

The reports are `--memopt-report=format=json top=...` of the single-device
step (mem-gen --precision zero) and of its `--memopt-shard` programs on N
ranks (top large enough to list every buffer live at the peak). Prints one
row per program, and the paper's ZeRO-2/3 as formulas (no program yet), then
checks, each within 2% at the program's own P (Rajbhandari et al. 2020,
16 bytes per parameter: fp16 parameters and gradients, fp32 master and Adam
moments):
- the single device's and dp's model states are 16P;
- zero1's optimizer states are 12P/N;
- zero1's model states less what the paper leaves out (the all-gathered
  update, a new buffer, and the rank's slices of the parameters and of the
  all-reduced gradient) are the paper's stage 1, 4P + 12P/N.
"""

import json
import re
import sys

STATES = ("parameter", "gradient", "optimizer_state")
PAPER = {"baseline": lambda n: 16, "zero1": lambda n: 4 + 12 / n,
         "zero2": lambda n: 2 + 14 / n, "zero3": lambda n: 16 / n}
# The paper's figure 1: 7.5B parameters on 64 devices, GB.
FIGURES = {"baseline": 120.0, "zero1": 31.4, "zero2": 16.6, "zero3": 1.9}
ELEMENT_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i32": 4, "i64": 8,
                 "i1": 1, "i8": 1}
# Bytes per printed unit: GB, or MB for a step too small for GB to show.
UNIT = [1e9, "GB"]
COLLECTIVE = re.compile(
    r"= shard\.(all_reduce|all_gather|all_slice) .*-> tensor<([^>]*)>\s*$")


def function(path):
    with open(path) as report:
        return json.load(report)["functions"][0]


def tensor_bytes(spec):
    *dims, element = spec.split("x")
    count = 1
    for d in dims:
        count *= int(d)
    return count * ELEMENT_BYTES[element]


def collective_bytes(path):
    """Bytes of the collectives' results in a partitioned program."""
    total = 0
    with open(path) as program:
        for line in program:
            match = COLLECTIVE.search(line)
            if match:
                total += tensor_bytes(match.group(2))
    return total


def collectives_at_peak(fn):
    """Bytes of collective results live at the peak that are not model
    states (the report lists them by their defining op)."""
    return sum(b["bytes"] for b in fn["live_at_peak"]
               if b["value"].startswith("shard.") and b["role"] not in STATES)


def gb(value):
    return "%.2f" % (value / UNIT[0]) if isinstance(value, int) else str(value)


def states(fn, key="bytes_by_role"):
    return sum(fn[key][r] for r in STATES)


def verdict(name, got, want):
    ratio = got / want
    ok = abs(ratio - 1) <= 0.02
    print("%s: %s (%s %s, formula %s %s, ratio %.4f)"
          % (name, "ok" if ok else "MISMATCH", gb(got), UNIT[1], gb(round(want)),
             UNIT[1], ratio))
    return ok


def main():
    n = int(sys.argv[1])
    single, dp, zero1 = (function(sys.argv[i]) for i in (2, 3, 5))
    dp_ir, zero1_ir = sys.argv[4], sys.argv[6]
    p = single["parameter_count"]
    whole = dp["bytes_by_role"]
    slices = round((whole["parameter"] + whole["gradient"]) / n)
    gathered = zero1["updates_not_in_place"]["bytes"]
    rows = [
        ("single device", "baseline", single, "-", "-"),
        ("dp", "baseline", dp, collective_bytes(dp_ir), 0),
        ("zero1", "zero1", zero1, collective_bytes(zero1_ir), slices),
    ]
    if states(single) < 1e9:
        UNIT[:] = [1e6, "MB"]
    print("P = %d, %d ranks; %s (1 GB = 1e9 bytes; the paper's 7.5B figures "
          "in GB)" % (p, n, UNIT[1]))
    print("| program | model states (report) | paper formula at P | paper, "
          "7.5B on 64 | parameter | gradient | optimizer_state | gathered "
          "update | rank slices | activation | collective results | "
          "collectives live at peak | model states at peak | per-rank peak |")
    for name, stage, fn, coll, sl in rows:
        roles = fn["bytes_by_role"]
        print("| %s | " % name + " | ".join(gb(v) for v in (
            states(fn), round(PAPER[stage](n) * p), FIGURES[stage],
            roles["parameter"],
            roles["gradient"], roles["optimizer_state"],
            fn["updates_not_in_place"]["bytes"], sl, roles["activation"],
            coll, collectives_at_peak(fn), states(fn, "peak_bytes_by_role"),
            fn["peak_bytes"])) + " |")
    for stage in ("zero2", "zero3"):
        print("| %s | no program yet | %s | %s |" % (
            stage, gb(round(PAPER[stage](n) * p)), FIGURES[stage]) + " - |" * 11)
    ok = verdict("single device model states 16P", states(single), 16 * p)
    ok &= verdict("dp model states 16P", states(dp), 16 * p)
    ok &= verdict("zero1 optimizer states 12P/N",
                  zero1["bytes_by_role"]["optimizer_state"], 12 * p / n)
    ok &= verdict("zero1 model states less gathered update and slices "
                  "4P + 12P/N", states(zero1) - gathered - slices,
                  PAPER["zero1"](n) * p)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
