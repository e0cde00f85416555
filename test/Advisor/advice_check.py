"""Checks a mem-advise JSON answer against its own rules and against
mem-opt's reports of the same programs, and prints one line per check for
FileCheck.

  advice_check.py rules ADVICE.json
      every rung: fits == (peak + reserve <= device); program rungs carry
      bytes_by_role, formula rungs do not; cheapest_fit is the first rung
      that fits; nothing_fits names the lowest peak when none does.
  advice_check.py equal ADVICE.json RUNG REPORT.json [REMAT.json]
      the rung's peak and bytes by role equal mem-opt's report of the same
      program (and, for a checkpointing rung, the remat report's peak after
      and extra FLOPs).
  advice_check.py maxbatch ADVICE.json MEM-ADVISE-ARGS...
      reruns mem-advise (side by side, the cheapest fit's rung alone) at
      max_micro_batch and one above: it fits at the first, not the second.
  advice_check.py zeropaper ADVICE.json RANKS
      the start and zero rungs' model states beside the ZeRO paper's
      formulas at the program's own P (within 2%) and its 7.5B figures.
  advice_check.py zeroprograms ADVICE.json RANKS
      the zero rungs' programs (memopt-shard's per-rank programs) beside
      the paper's formulas at the program's own P: the optimizer states
      12P/N (within 2%), the model states live at the peak, the peak.
  advice_check.py fourteen ADVICE.json
      the mixed-precision Adam model states beside the seed's 14P.
  advice_check.py zero ADVICE.json RANKS
      the zero rungs of a side-by-side answer are the start's role bytes
      sharded as in the ZeRO paper.
  advice_check.py replicated ADVICE.json RUNG STEP.mlir RANKS
      the bytes of arguments the rung's note says stay whole on every rank
      (uneven=replicate) equal those of the arguments of STEP (the
      unpartitioned step) that the rung's stage shards and no dimension of
      which RANKS divides, summed from STEP's signature.
  advice_check.py optimizergains ADVICE.json OPT RANKS
      rungs zero2, zero3, OPT, OPT+zero2 and OPT+zero3 side by side (those
      of the two stages given): each
      rank holds the same gradient bytes under OPT as under the start's
      optimizer (the gradients are the backward's), and the note of each
      OPT+zeroK rung states its optimizer states, gradients and parameters
      live at the peak against rung OPT's.
"""

import json
import re
import subprocess
import sys


def load(path):
    with open(path) as f:
        return json.load(f)


def rung(advice, name):
    for r in advice["rungs"]:
        if r["name"] == name:
            return r
    sys.exit("no rung " + name)


def rules(advice):
    reserve = advice["reserve_bytes"]
    first = None
    for r in advice["rungs"]:
        if "error" in r:
            print("not evaluated", r["name"])
            continue
        fits = r["peak_bytes"] + reserve <= r["device"]["bytes"]
        assert fits == r["fits"], r["name"]
        assert (r["source"] == "program") == (r["bytes_by_role"] is not None)
        if fits and first is None:
            first = r["name"]
        print(r["name"], r["source"], "fits" if fits else "misses")
    assert advice["cheapest_fit"] == first, (advice["cheapest_fit"], first)
    if first is None:
        lowest = min(advice["rungs"], key=lambda r: r.get("peak_bytes", 1 << 80))
        assert advice["nothing_fits"]["lowest_peak_rung"] == lowest["name"]
        print("nothing fits; lowest", lowest["name"])
    else:
        print("cheapest fit", first)


def equal(advice, name, report, remat=None):
    r = rung(advice, name)
    f = report["functions"][0]
    if remat:
        m = remat["remat"][0]
        assert r["peak_bytes"] == m["peak_bytes_after"], (r["peak_bytes"], m)
        extra = 100 * r["extra_flops_fraction"]
        assert abs(extra - m["extra_flops_percent"]) < 1e-6, extra
        print(name, "peak equals the remat report:", r["peak_bytes"])
        return
    assert r["peak_bytes"] == f["peak_bytes"], (r["peak_bytes"], f["peak_bytes"])
    assert r["bytes_by_role"] == f["bytes_by_role"]
    print(name, "peak and roles equal the report:", r["peak_bytes"])


def zero(advice, ranks):
    start = rung(advice, "start")["bytes_by_role"]
    p, g, o = start["parameter"], start["gradient"], start["optimizer_state"]
    expected = {
        "zero1": p + g + o / ranks,
        "zero2": p + (g + o) / ranks,
        "zero3": (p + g + o) / ranks,
    }
    for name, want in expected.items():
        got = rung(advice, name)["model_state_bytes"]
        assert abs(got - want) <= 1, (name, got, want)
        print(name, "model states", got, "= ZeRO's formula")


def maxbatch(advice, args):
    best = advice["max_micro_batch"]
    for batch, want in ((best["batch"], True), (best["batch"] + 1, False)):
        out = subprocess.run(
            args + ["--batch", str(batch), "--rungs", best["rung"],
                    "--format", "json"],
            check=True, capture_output=True, text=True).stdout
        got = json.loads(out)["rungs"][0]["fits"]
        assert got == want, (batch, got)
        print("batch", batch, "fits" if got else "misses")


def zeropaper(advice, ranks):
    p = advice["parameter_count"]
    paper = {"start": 16, "zero1": 4 + 12 / ranks, "zero2": 2 + 14 / ranks,
             "zero3": 16 / ranks}
    figures = {"start": 120, "zero1": 31.4, "zero2": 16.6, "zero3": 1.9}
    print("P = %d; paper: 7.5e9 on %d devices" % (p, ranks))
    for name, per_param in paper.items():
        got = rung(advice, name)["model_state_bytes"]
        want = per_param * p
        ratio = got / want
        assert abs(ratio - 1) <= 0.02, (name, got, want)
        print("%-6s tool %6.2f GB  formula at P %6.2f GB  (%.4f)  paper at "
              "7.5B %5.1f GB" % (name, got / 1e9, want / 1e9, ratio,
                                 figures[name]))


def zeroprograms(advice, ranks):
    p = advice["parameter_count"]
    paper = {"zero1": 4 + 12 / ranks, "zero2": 2 + 14 / ranks,
             "zero3": 16 / ranks}
    for name, per_param in paper.items():
        r = rung(advice, name)
        assert r["source"] == "program", (name, r["source"])
        states = r["bytes_by_role"]["optimizer_state"]
        assert abs(states / (12 * p / ranks) - 1) <= 0.02, (name, states)
        live = r["model_state_bytes_at_peak"]
        print("%-6s program: optimizer states %5.2f GB = 12P/N; model states "
              "at the peak %6.2f GB, formula at P %6.2f GB (%.4f); over the "
              "step %6.2f GB; peak %6.2f GB at %s" % (
                  name, states / 1e9, live / 1e9, per_param * p / 1e9,
                  live / (per_param * p), r["model_state_bytes"] / 1e9,
                  r["peak_bytes"] / 1e9, r["peak_op"]["name"]))


def fourteen(advice):
    r = advice["rungs"][0]
    p = advice["parameter_count"]
    got = r["model_state_bytes"]
    print("P = %d; model states %.2f GB = %.3f bytes per parameter; seed 14P "
          "= %.2f GB (7B -> ~98 GB)" % (p, got / 1e9, got / p, 14 * p / 1e9))


ELEMENT_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i8": 1}


def replicated(advice, name, step, ranks):
    sharded = {"zero1": ("optimizer_state",), "zero2": ("optimizer_state",),
               "zero3": ("optimizer_state", "parameter")}[name]
    text = open(step).read()
    start = text.index("@train_step")
    signature = text[start:text.index("->", start)]
    count = total = 0
    for shape, element, attrs in re.findall(
            r"tensor<([0-9x]+)x(f32|f16|bf16|i8)> \{([^}]*)\}", signature):
        role = re.search(r'memopt\.role = "(\w+)"', attrs).group(1)
        dims = [int(d) for d in shape.split("x")]
        if role in sharded and all(d % ranks for d in dims):
            elements = 1
            for d in dims:
                elements *= d
            count += 1
            total += elements * ELEMENT_BYTES[element]
    r = rung(advice, name)
    notes = [n for n in r["notes"] if "uneven=replicate keeps" in n]
    said = int(re.search(r": ([0-9,]+) B of arguments", notes[0]).group(1)
               .replace(",", "")) if notes else 0
    print("%s: %d arguments kept whole, %d B from the step's signature; the "
          "note says %d B: %s" % (name, count, total, said,
                                  "ok" if said == total else "FAIL"))


def humanize(n):
    units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"]
    value, unit = float(n), 0
    while value >= 1024 and unit + 1 < len(units):
        value, unit = value / 1024, unit + 1
    return "%d B" % n if unit == 0 else "%.2f %s" % (value, units[unit])


def optimizergains(advice, opt, ranks):
    base = rung(advice, opt)
    names = [r["name"] for r in advice["rungs"]]
    for stage in ("zero2", "zero3"):
        if opt + "+" + stage not in names:
            continue
        plain = rung(advice, stage)["bytes_by_role"]["gradient"]
        r = rung(advice, opt + "+" + stage)
        got = r["bytes_by_role"]["gradient"]
        assert got == plain, (stage, got, plain)
        print("%s+%s gradient bytes %d = %s's" % (opt, stage, got, stage))
        parts = ["%s %s -> %s" % (label, humanize(base["peak_bytes_by_role"][role]),
                                  humanize(r["peak_bytes_by_role"][role]))
                 for role, label in (("optimizer_state", "optimizer states"),
                                     ("gradient", "gradients"),
                                     ("parameter", "parameters"))]
        want = ("%s on %s, per rank of %d against rung %s (one device), live "
                "at the peak: %s" % (r["name"], opt, ranks, opt,
                                     ", ".join(parts)))
        assert want in r["notes"], (want, r["notes"])
        print("%s note: %s" % (r["name"], want))


def main():
    cmd = sys.argv[1]
    advice = load(sys.argv[2])
    if cmd == "rules":
        rules(advice)
    elif cmd == "equal":
        equal(advice, sys.argv[3], load(sys.argv[4]),
              load(sys.argv[5]) if len(sys.argv) > 5 else None)
    elif cmd == "maxbatch":
        maxbatch(advice, sys.argv[3:])
    elif cmd == "zeropaper":
        zeropaper(advice, int(sys.argv[3]))
    elif cmd == "zeroprograms":
        zeroprograms(advice, int(sys.argv[3]))
    elif cmd == "fourteen":
        fourteen(advice)
    elif cmd == "zero":
        zero(advice, int(sys.argv[3]))
    elif cmd == "optimizergains":
        optimizergains(advice, sys.argv[3], int(sys.argv[4]))
    elif cmd == "replicated":
        replicated(advice, sys.argv[3], sys.argv[4], int(sys.argv[5]))


if __name__ == "__main__":
    main()
