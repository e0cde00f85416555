#!/usr/bin/env python3
"""Numerical check of a mem-gen training step on the CPU.

Generates a tiny model with `mem-gen --precision fp64 --emit-gradients`,
lowers it with upstream mlir-opt (one-shot bufferize, linalg to loops, LLVM),
builds a shared object and calls `_mlir_ciface_train_step` through ctypes
(no numpy). Then:

  1. gradients: for every parameter tensor, a few sampled elements of the
     returned gradient are compared with central finite differences of the
     returned loss (lr = 0, fresh parameter copies for every call);
  2. the same seed gives the same loss (dropout masks are recomputed);
  3. updates are in place: every updated parameter and optimizer state is
     returned in its argument's buffer;
  4. training: for each optimizer, a few steps on a fixed batch lower the
     loss.

Prints one line per parameter tensor with the max relative error and exits
with status 1 on any mismatch.
"""

import argparse
import ctypes
import math
import random
import shutil
import sys
import tempfile

from memopt.testing.lowering import Step, copy_into, init_buffers

# Unit roundoff of each precision the gradient check supports.
EPSILON = {"fp64": 2.0 ** -52, "fp32": 2.0 ** -23}


def check_gradients(step, bufs, scalars, samples, h, tol, rng, eps):
    """Returns the list of (name, max relative error, max |grad|)."""
    base = [None if b is None else type(b).from_buffer_copy(b) for b in bufs]

    def fresh():
        for b, s in zip(bufs, base):
            if b is not None:
                copy_into(b, s)

    fresh()
    res = step.call(bufs, scalars)
    loss0 = step.read(res, 0)[0]
    grads = {}
    for i, (_, name, role) in enumerate(step.results):
        if role == "gradient":
            grads[name[:-len(".grad")]] = step.read(res, i)
    fresh()
    loss_again = step.read(step.call(bufs, scalars), 0)[0]
    rows = []
    for ai, (t, name, role) in enumerate(step.args):
        if role != "parameter":
            continue
        g = grads[name]
        idx = set(rng.randrange(t.numel) for _ in range(samples))
        idx.add(max(range(t.numel), key=lambda k: abs(g[k])))
        worst = 0.0
        # Elements whose true gradient is ~0 (e.g. the key bias, which the
        # softmax ignores) are judged against the tensor's largest gradient,
        # or against the rounding noise of a difference quotient, 20 eps |L| / h
        # (what matters in fp32).
        floor = max(1e-3 * max(abs(v) for v in g), 20 * eps * abs(loss0) / h,
                    1e-9)
        for k in sorted(idx):
            losses = []
            for sign in (1, -1):
                fresh()
                bufs[ai][k] = base[ai][k] + sign * h
                losses.append(step.read(step.call(bufs, scalars), 0)[0])
            fd = (losses[0] - losses[1]) / (2 * h)
            err = abs(fd - g[k]) / max(abs(fd), abs(g[k]), floor)
            worst = max(worst, err)
        rows.append((name, worst, max(abs(v) for v in g)))
    fresh()
    return loss0, loss_again, rows


def check_training(step, bufs, scalars, steps):
    """Runs `steps` updates in place; returns (losses, in_place)."""
    losses, in_place = [], True
    for s in range(1, steps + 1):
        sc = dict(scalars, step=s)
        res = step.call(bufs, sc)
        losses.append(step.read(res, 0)[0])
        # Results 1.. mirror the parameter and state arguments in order.
        r = 1
        for (t, _name, role), buf in zip(step.args, bufs):
            if role not in ("parameter", "optimizer_state"):
                continue
            ptr = step.result_ptr(res, r)
            if ptr != ctypes.addressof(buf):
                in_place = False
                src = (t.ctype * t.numel).from_address(ptr)
                copy_into(buf, src)
            r += 1
    return losses, in_place


LEARNING_RATES = {"adamw": 1e-2, "adam8bit": 1e-2, "lion": 1e-3,
                  "sgd": 5e-2, "adafactor": 1e-2}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--mem-gen", default=shutil.which("mem-gen") or "mem-gen")
    ap.add_argument("--family", default="gpt2")
    ap.add_argument("--kv-heads", type=int, default=0)
    ap.add_argument("--dropout", default="0")
    ap.add_argument("--optimizers", default="adamw,lion,sgd,adam8bit,adafactor")
    ap.add_argument("--samples", type=int, default=3)
    ap.add_argument("--steps", type=int, default=6)
    ap.add_argument("--tol", type=float, default=1e-5)
    ap.add_argument("--precision", default="fp64", choices=sorted(EPSILON),
                    help="precision of the gradient check: fp64, or fp32 with "
                         "a larger --step and --tol")
    ap.add_argument("--step", type=float, default=1e-5,
                    help="finite-difference step h")
    ap.add_argument("--mixed", default="",
                    help="extra training runs, e.g. mixed:f16,zero:bf16 "
                         "(precision:dtype, adamw)")
    ap.add_argument("--skip-gradients", action="store_true")
    ap.add_argument("--extra", action="append", default=[],
                    help="extra mem-gen flag, e.g. --extra=--ctx=12")
    ap.add_argument("--work-dir", default=None)
    opts = ap.parse_args()

    work = opts.work_dir or tempfile.mkdtemp(prefix="fd_check")
    rng = random.Random(1234)
    common = ["--preset", "tiny", "--family", opts.family, "--precision",
              opts.precision, "--dropout", opts.dropout]
    if opts.kv_heads:
        common += ["--kv-heads", str(opts.kv_heads)]
    common += opts.extra
    vocab = 64
    ok = True
    scalars = {"lr": 0.0, "step": 1, "seed": 42}

    if not opts.skip_gradients:
        ok &= gradient_section(opts, common, scalars, vocab, rng, work)

    print("== training: %d steps on a fixed batch" % opts.steps)
    runs = [(opt, common + ["--optimizer", opt])
            for opt in opts.optimizers.split(",") if opt]
    for spec in opts.mixed.split(","):
        if spec:
            prec, dtype = spec.split(":")
            gen = list(common)
            gen[gen.index(opts.precision)] = prec
            runs.append(("adamw", gen + ["--dtype", dtype, "--optimizer", "adamw"]))
    for opt, gen in runs:
        st = Step(opts.mem_gen, gen, work)
        b = init_buffers(st, random.Random(99), vocab)
        losses, in_place = check_training(
            st, b, {"lr": LEARNING_RATES[opt], "seed": 42}, opts.steps)
        good = losses[-1] < losses[0] and all(math.isfinite(loss) for loss in losses)
        label = opt if "--dtype" not in gen else "%s %s/%s" % (
            opt, gen[gen.index("--precision") + 1], gen[gen.index("--dtype") + 1])
        print("%-22s loss %s -> %s  in-place %s  %s" %
              (label, "%.6f" % losses[0], "%.6f" % losses[-1],
               "yes" if in_place else "NO", "PASS" if good and in_place else "FAIL"))
        ok &= good and in_place
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


def gradient_section(opts, common, scalars, vocab, rng, work):
    ok = True
    print("== gradients: %s (dropout %s) vs central differences" %
          (opts.family, opts.dropout))
    step = Step(opts.mem_gen, common + ["--optimizer", "adamw",
                                        "--emit-gradients"], work)
    bufs = init_buffers(step, rng, vocab)
    loss0, loss_again, rows = check_gradients(step, bufs, scalars,
                                              opts.samples, opts.step, opts.tol,
                                              rng, EPSILON[opts.precision])
    print("loss %.12f (ln V = %.6f)" % (loss0, math.log(vocab)))
    if loss_again != loss0:
        print("FAIL: same seed gave a different loss: %r vs %r" %
              (loss0, loss_again))
        ok = False
    print("%-40s %14s %12s" % ("parameter", "max rel err", "max |grad|"))
    for name, err, gmax in rows:
        bad = not (err <= opts.tol)
        ok &= not bad
        print("%-40s %14.3e %12.3e%s" % (name, err, gmax, "  FAIL" if bad else ""))
    print("gradients: %s (%d tensors, tolerance %g)" %
          ("PASS" if ok else "FAIL", len(rows), opts.tol))

    if float(opts.dropout) > 0:
        other = step.read(step.call(bufs, dict(scalars, seed=43)), 0)[0]
        if other == loss0:
            print("FAIL: a different seed gave the same loss")
            ok = False

    return ok


if __name__ == "__main__":
    sys.exit(main())
