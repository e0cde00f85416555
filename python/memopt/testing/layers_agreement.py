"""Inferred layers against the annotated ones.

For each step: strip every `memopt.layer` from the IR, let mem-opt infer the
layers (`--memopt-annotate=layers=1`), and compare op by op with the layers
the front end (or mem-gen) wrote. Prints one row per step: ops with a
declared layer that get the same layer, ops without one that get none, and
all top-level ops that agree; with --per-layer, op counts per layer. With
--strip-names the arguments' `memopt.name` go too, so that layers come from
structure alone, not from the parameters' module paths.
Exits 1 when a step's agreement is below --min (default 0: report only).

  python -m memopt.testing.layers_agreement --mem-opt build/bin/mem-opt \\
      test/Frontends/Inputs/torch-gpt.mlir ...
  python -m memopt.testing.layers_agreement --mem-gen build/bin/mem-gen \\
      --preset gpt2-124m --preset "tiny:--family llama --layers 3" ...
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import time

from .steps import generate

# `memopt.layer = N : i64` wherever it sits in an attribute dictionary.
_LAYER = [
    (re.compile(r"memopt\.layer = -?\d+ : i64, "), ""),
    (re.compile(r", memopt\.layer = -?\d+ : i64"), ""),
    (re.compile(r" ?(attrs = +)?\{memopt\.layer = -?\d+ : i64\}"), ""),
]
# `memopt.name = "..."` in an argument's or result's attribute dictionary.
_NAME = [
    (re.compile(r'memopt\.name = "[^"]*", '), ""),
    (re.compile(r', memopt\.name = "[^"]*"'), ""),
    (re.compile(r' ?\{memopt\.name = "[^"]*"\}'), ""),
]
# An op whose location is not a file's prints it before the message.
_REMARK = re.compile(r"remark: (?:loc\(.*\): )?op (\d+) \(([\w.]+)(?:, (\w+))?\): "
                     r"(?:layer (-?\d+) \((\w+)\)|no layer)")
PHASES = ("forward", "backward", "optimizer")


def strip_layers(text, names=False):
    for pattern, repl in _LAYER + (_NAME if names else []):
        text = pattern.sub(repl, text)
    return text


def layers_of(mem_opt, path, extra):
    """{point: (op name, phase, layer or None)} and the seconds it took."""
    start = time.perf_counter()
    out = subprocess.run(
        [mem_opt, path, "--memopt-annotate=layers=1 live-bytes=0" + extra,
         "-o", os.devnull], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if out.returncode != 0:
        sys.exit(f"mem-opt failed on {path}:\n{out.stderr[-2000:]}")
    ops = {}
    for m in _REMARK.finditer(out.stderr):
        layer = None if m[4] is None else int(m[4])
        ops[int(m[1])] = (m[2], m[3], layer)
    return ops, seconds


def compare(mem_opt, path, extra, per_layer, strip_names=False):
    with open(path) as f:
        text = f.read()
    stripped = strip_layers(text, strip_names)
    if "memopt.layer" in stripped or (strip_names and "memopt.name" in stripped):
        sys.exit(f"{path}: a memopt.layer survived stripping")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(stripped)
        stripped_path = f.name
    try:
        declared, t_declared = layers_of(mem_opt, path, extra)
        inferred, t_inferred = layers_of(mem_opt, stripped_path, extra)
    finally:
        os.unlink(stripped_path)
    if declared.keys() != inferred.keys():
        sys.exit(f"{path}: the two runs list different ops")
    with_layer = same_layer = without = none_too = 0
    by_phase = collections.defaultdict(lambda: [0, 0])
    counts = collections.defaultdict(lambda: [0, 0])
    for point, (_name, phase, want) in declared.items():
        got = inferred[point][2]
        counts[want][0] += 1
        counts[got][1] += 1
        by_phase[phase][0] += got == want
        by_phase[phase][1] += 1
        if want is None:
            without += 1
            none_too += got is None
        else:
            with_layer += 1
            same_layer += got == want
    total = len(declared)
    row = {
        "step": os.path.basename(path),
        "ops": total,
        "layered": f"{same_layer}/{with_layer}",
        "unlayered": f"{none_too}/{without}",
        "agree": (same_layer + none_too) / total if total else 1.0,
        "phases": " ".join(f"{by_phase[p][0]}/{by_phase[p][1]}"
                           if by_phase[p][1] else "-" for p in PHASES),
        "layers": f"{len([k for k in counts if k is not None and counts[k][1]])}"
                  f" / {len([k for k in counts if k is not None and counts[k][0]])}",
        "seconds": (t_declared, t_inferred),
    }
    if per_layer:
        row["per_layer"] = {k: tuple(v) for k, v in sorted(
            counts.items(), key=lambda kv: -1 if kv[0] is None else kv[0])}
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("steps", nargs="*", help=".mlir files with memopt.layer")
    ap.add_argument("--mem-opt", default="build/bin/mem-opt")
    ap.add_argument("--mem-gen", help="also generate --preset steps with it")
    ap.add_argument("--preset", action="append", default=[],
                    help="mem-gen preset, NAME or NAME:ARGS (repeatable)")
    ap.add_argument("--mem-gen-args", default="--layers 4",
                    help="mem-gen arguments of presets given without ARGS "
                         "(default: --layers 4)")
    ap.add_argument("--options", default="",
                    help="extra analysis options, e.g. ' inplace=one-shot'")
    ap.add_argument("--per-layer", action="store_true",
                    help="print op counts per layer (declared, inferred)")
    ap.add_argument("--strip-names", action="store_true",
                    help="also strip memopt.name (layers from structure only)")
    ap.add_argument("--min", type=float, default=0.0,
                    help="fail when a step agrees on less than this fraction")
    args = ap.parse_args()

    steps = list(args.steps)
    tmp = tempfile.mkdtemp()
    for preset in args.preset:
        name, _, extra = preset.partition(":")
        extra = extra or args.mem_gen_args
        label = name + ("".join(extra.split()) if extra else "")
        out = os.path.join(tmp, f"{label}.mlir")
        generate(args.mem_gen, ["--preset", name, *extra.split()], out)
        steps.append(out)

    print("| step | top-level ops | same layer (of declared) | no layer (of none declared) "
          "| agreement | forward / backward / optimizer agree | layers inferred / declared "
          "| time declared / inferred |")
    print("| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |")
    failed = False
    for path in steps:
        row = compare(args.mem_opt, path, args.options, args.per_layer, args.strip_names)
        print(f"| {row['step']} | {row['ops']} | {row['layered']} | "
              f"{row['unlayered']} | {row['agree']:.4f} | {row['phases']} | "
              f"{row['layers']} | {row['seconds'][0]:.2f} s / "
              f"{row['seconds'][1]:.2f} s |")
        if args.per_layer:
            for layer, (want, got) in row["per_layer"].items():
                name = "none" if layer is None else layer
                print(f"|   layer {name} | | {want} declared | {got} inferred | | | | |")
        failed |= row["agree"] < args.min
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
