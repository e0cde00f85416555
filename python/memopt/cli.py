"""The command line of the front ends (python -m memopt.torch, python -m
memopt.jax): the model and its sizes, the output stem, forward + backward
only, the mem-opt binary, and the hand-off of the written step to
`mem-opt --memopt-report` (--report) or to `mem-advise` (--advise, which
takes the rest of the command line as mem-advise's flags).
Each front end adds its own flags and supplies the export; this module
imports no framework, so it is tested without one."""

import argparse
import json
import os
import subprocess
import sys

from .config import Config


def parser(prog, description, models):
    """The flags every front end takes; the caller adds its own."""
    ap = argparse.ArgumentParser(prog=prog, description=description,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", choices=sorted(models), default="gpt")
    ap.add_argument("--out", required=True, help="output path without extension")
    defaults = Config()
    for name in ("vocab", "block", "layers", "heads", "embd"):
        ap.add_argument("--" + name, type=int, default=getattr(defaults, name))
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--no-optimizer", action="store_true",
                    help="forward + backward only: return the loss and the gradients")
    ap.add_argument("--report", action="store_true",
                    help="run mem-opt --memopt-report on the written step")
    ap.add_argument("--mem-opt", default="mem-opt",
                    help="the mem-opt binary: it rewrites the importers' scatters "
                         "(--memopt-convert-scatters) and runs --report")
    ap.add_argument("--mem-advise", default="mem-advise", help="the mem-advise binary of --advise")
    ap.add_argument("--advise", nargs=argparse.REMAINDER, metavar="MEM-ADVISE FLAGS",
                    help="run mem-advise on the written step; every argument after it is "
                         "mem-advise's (--device h100-80gb --ranks 8 --format json)")
    return ap


def config(args):
    """The model sizes the flags ask for."""
    return Config(vocab=args.vocab, block=args.block, layers=args.layers,
                  heads=args.heads, embd=args.embd)


def write(out, text, truth):
    """Writes OUT.mlir (the step) and OUT.json (the front end's truth)."""
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out + ".mlir", "w") as f:
        f.write(text)
    with open(out + ".json", "w") as f:
        json.dump(truth, f, indent=1)
        f.write("\n")
    print(f"wrote {out}.mlir ({len(text)} bytes) and {out}.json", file=sys.stderr)


# mem-advise's precision and optimizer rungs, in its ladder's order
# (docs/advisor.md): the rungs whose programs a front end can export.
LADDER_OPTIMIZERS = ("adam8bit", "lion", "adafactor")
LADDER_KINDS = ("mixed", *LADDER_OPTIMIZERS)


def rungs_needed(advise):
    """[(mixed, optimizer or None)] of the programs the mem-advise flags
    `advise` evaluate: the cumulative ladder's (mixed, then each optimizer
    at mixed precision), or those of the rungs --rungs names side by side."""
    requested = []
    for i, a in enumerate(advise):
        flag, eq, value = a.lstrip("-").partition("=")
        if a.startswith("-") and flag == "rungs":
            requested += (value if eq else advise[i + 1] if i + 1 < len(advise) else "").split(",")
    if not requested:
        return [(True, None)] + [(m, o) for o in LADDER_OPTIMIZERS for m in (False, True)]
    needed = []
    for rung in requested:
        parts = rung.split("+")
        # An optimizer rung replaces the previous one.
        opts = [p for p in parts if p in LADDER_OPTIMIZERS]
        key = ("mixed" in parts, opts[-1] if opts else None)
        if (key[0] or key[1]) and key not in needed:
            needed.append(key)
    return needed


def rung_steps(prog, args, export, traced):
    """With --advise: exports the step once more per precision and optimizer
    rung the mem-advise flags evaluate and the front end traces (`traced`:
    "mixed" and names of args.optimizer), writes each as OUT-NAME.mlir/.json
    and returns mem-advise's --rung-step flags; says on stderr which rungs
    stay formulas."""
    start = None if args.no_optimizer else getattr(args, "optimizer", "adamw")
    can = [k for k in LADDER_KINDS if k in traced and (k == "mixed" or start)]
    stems, flags = {(False, start): args.out}, []
    for mixed, opt in rungs_needed(args.advise):
        if (mixed and "mixed" not in can) or (opt and opt not in can):
            continue
        name = "+".join(["mixed"] * mixed + [opt] * bool(opt))
        key = (mixed, opt or start)
        if key not in stems:
            rung = argparse.Namespace(**{**vars(args), "optimizer": key[1],
                                         "precision": "mixed" if mixed else "fp32"})
            try:
                exported = export(rung, config(rung))
            except Exception as e:  # noqa: BLE001 (any failure: the rung's formula)
                print(f"{prog}: rung {name} stays a formula on the step: its export failed: "
                      f"{type(e).__name__}: {e}", file=sys.stderr)
                stems[key] = None
                continue
            stems[key] = f"{args.out}-{name.replace('+', '-')}"
            write(stems[key], *exported)
        if stems[key]:
            flags.append(f"--rung-step={name}={stems[key]}.mlir")
    untraced = [k for k in LADDER_KINDS if k not in traced]
    if untraced:
        print(f"{prog}: rungs {', '.join(untraced)} stay formulas on the step: this front end "
              f"traces no step of them (an optimizer is traced only when its functional form "
              f"is checked against the framework's own)", file=sys.stderr)
    if start is None and any(k in traced for k in LADDER_OPTIMIZERS):
        print(f"{prog}: the optimizer rungs stay formulas on the step: the step has no "
              f"optimizer", file=sys.stderr)
    return flags


def main(ap, export, argv=None, traced=()):
    """Parses `argv` with `ap` (from parser(), plus the front end's flags),
    calls export(args, config) -> (module text, truth), writes both and,
    with --report, returns mem-opt's exit status on the step, with --advise
    mem-advise's (after the report's, when both are given), its precision
    and optimizer rungs the steps of those of `traced` (rung_steps); else
    0."""
    args = ap.parse_args(argv)
    if args.advise is not None and any(a in ("-h", "--help") for a in args.advise):
        # mem-advise's own flags, without exporting first.
        return subprocess.call([args.mem_advise, "--help"])
    text, truth = export(args, config(args))
    write(args.out, text, truth)
    status = 0
    if args.report:
        status = subprocess.call([args.mem_opt, args.out + ".mlir", "--memopt-report",
                                  "-o", os.devnull])
    if args.advise is not None and status == 0:
        # The exported step is mem-advise's `.mlir` source; the rungs that
        # need another program are the steps exported for them, else
        # formulas on it.
        steps = rung_steps(ap.prog, args, export, traced)
        status = subprocess.call([args.mem_advise, args.out + ".mlir", *steps, *args.advise])
    return status
