"""The ZeRO paper's per-device model states beside memopt-report's per-rank
bytes of the partitioned programs (docs/shard.md, "The ZeRO paper's table").

Usage: zero_reference.py N SINGLE.json DP.json ZERO1.json [ZERO2.json ZERO3.json]

The reports are `--memopt-report=format=json top=...` of the single-device
step (mem-gen --precision zero) and of its `--memopt-shard` programs on N
ranks (top large enough to list every buffer live at the peak). Prints one
row per program (the paper's ZeRO-2/3 as formulas when their reports are not
given), then checks, each within 2% at the program's own P (Rajbhandari et
al. 2020, 16 bytes per parameter: fp16 parameters and gradients, fp32
master and Adam moments):
- the single device's and dp's model states are 16P;
- zero1's optimizer states are 12P/N;
- zero1's model states less what the paper leaves out (the all-gathered
  update, a new buffer, and the rank's slices of the parameters and of the
  all-reduced gradient) are the paper's stage 1, 4P + 12P/N;
and, given zero2 and zero3:
- their optimizer states are 12P/N;
- zero3's parameter arguments are P/N parameters (the report's
  parameter_count of the rank's program);
- their parameters and optimizer states live at the per-rank peak, less the
  all-gathered update and the gathered parameters live there, are the
  paper's 2P + 12P/N and 14P/N (its stage 2 and 3 less the gradients, 2P/N,
  which are not all live at the peak: the table has their bytes there).
The collective columns are the report's collective_buffers: over the step,
at the peak, and the gathered parameters at the peak (zero3's gathered
working set).
"""

import json
import sys

STATES = ("parameter", "gradient", "optimizer_state")
PAPER = {"baseline": lambda n: 16, "zero1": lambda n: 4 + 12 / n,
         "zero2": lambda n: 2 + 14 / n, "zero3": lambda n: 16 / n}
# The paper's figure 1: 7.5B parameters on 64 devices, GB.
FIGURES = {"baseline": 120.0, "zero1": 31.4, "zero2": 16.6, "zero3": 1.9}
# Bytes per printed unit: GB, or MB for a step too small for GB to show.
UNIT = [1e9, "GB"]


def function(path):
    with open(path) as report:
        return json.load(report)["functions"][0]


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
    reports = [function(path) for path in sys.argv[2:]]
    single, dp, zero1 = reports[:3]
    zero2, zero3 = reports[3:5] if len(reports) == 5 else (None, None)
    p = single["parameter_count"]
    whole = dp["bytes_by_role"]
    slices = round((whole["parameter"] + whole["gradient"]) / n)
    gathered = zero1["updates_not_in_place"]["bytes"]
    rows = [("single device", "baseline", single, "-"),
            ("dp", "baseline", dp, 0),
            ("zero1", "zero1", zero1, slices)]
    if zero2:
        rows += [("zero2", "zero2", zero2, "-"), ("zero3", "zero3", zero3, "-")]
    if states(single) < 1e9:
        UNIT[:] = [1e6, "MB"]
    print("P = %d, %d ranks; %s (1 GB = 1e9 bytes; the paper's 7.5B figures "
          "in GB)" % (p, n, UNIT[1]))
    print("| program | model states (report) | paper formula at P | paper, "
          "7.5B on 64 | parameter | gradient | optimizer_state | gathered "
          "update | rank slices | activation | collective results | "
          "collectives at peak | of it not model states | gathered "
          "parameters at peak | model states at peak | per-rank peak |")
    for name, stage, fn, sl in rows:
        roles = fn["bytes_by_role"]
        coll = fn["collective_buffers"]
        print("| %s | " % name + " | ".join(gb(v) for v in (
            states(fn), round(PAPER[stage](n) * p), FIGURES[stage],
            roles["parameter"],
            roles["gradient"], roles["optimizer_state"],
            fn["updates_not_in_place"]["bytes"], sl, roles["activation"],
            coll["bytes"] if fn is not single else "-", coll["peak_bytes"],
            collectives_at_peak(fn), coll["gathered_parameters"]["peak_bytes"],
            states(fn, "peak_bytes_by_role"), fn["peak_bytes"])) + " |")
    if not zero2:
        for stage in ("zero2", "zero3"):
            print("| %s | no program given | %s | %s |" % (
                stage, gb(round(PAPER[stage](n) * p)), FIGURES[stage])
                + " - |" * 13)
    ok = verdict("single device model states 16P", states(single), 16 * p)
    ok &= verdict("dp model states 16P", states(dp), 16 * p)
    ok &= verdict("zero1 optimizer states 12P/N",
                  zero1["bytes_by_role"]["optimizer_state"], 12 * p / n)
    ok &= verdict("zero1 model states less gathered update and slices "
                  "4P + 12P/N", states(zero1) - gathered - slices,
                  PAPER["zero1"](n) * p)
    if zero2:
        for name, fn in (("zero2", zero2), ("zero3", zero3)):
            ok &= verdict("%s optimizer states 12P/N" % name,
                          fn["bytes_by_role"]["optimizer_state"], 12 * p / n)
        ok &= verdict("zero3 parameters per rank P/N",
                      zero3["parameter_count"], p / n)
        # At the peak, the parameters and states the paper counts: what is
        # live of the two roles less the all-gathered update (zero2's new
        # buffer beside the parameter) and, under zero3, the parameters
        # gathered for the op in flight (the gathered working set).
        for name, fn, formula in (("zero2", zero2, 2 * p + 12 * p / n),
                                  ("zero3", zero3, 14 * p / n)):
            peak = fn["peak_bytes_by_role"]
            ok &= verdict(
                "%s parameters and optimizer states at the peak less the "
                "gathered update and parameters %s" % (
                    name, "2P + 12P/N" if name == "zero2" else "14P/N"),
                peak["parameter"] + peak["optimizer_state"]
                - fn["updates_not_in_place"]["peak_bytes"]
                - fn["collective_buffers"]["gathered_parameters"]["peak_bytes"],
                formula)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
