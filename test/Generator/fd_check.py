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
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile

LLVM_BIN = "/usr/lib/llvm-22/bin"

PIPELINE = [
    "--llvm-request-c-wrappers",
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--convert-linalg-to-loops",
    "--lower-affine",
    "--expand-strided-metadata",
    "--convert-scf-to-cf",
    # bf16 arithmetic runs in f32; bf16 <-> f32 conversions become integer ops
    "--arith-emulate-unsupported-floats=source-types=bf16 target-type=f32",
    "--arith-expand=include-bf16",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

CTYPES = {
    "f64": ctypes.c_double,
    "f16": ctypes.c_uint16,
    "bf16": ctypes.c_uint16,
    "f32": ctypes.c_float,
    "i64": ctypes.c_int64,
    "i32": ctypes.c_int32,
    "i8": ctypes.c_int8,
}


def tool(name):
    for cand in (os.path.join(LLVM_BIN, name), shutil.which(name),
                 shutil.which(name + "-22")):
        if cand and os.path.exists(cand):
            return cand
    sys.exit("fd_check: cannot find " + name)


def run(cmd):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True)
    if r.returncode != 0:
        sys.stderr.write("fd_check: command failed: %s\n%s" %
                         (" ".join(cmd), r.stderr[-4000:]))
        sys.exit(1)
    return r.stdout


def to_storage(elem, v):
    """Python number -> value stored in a ctypes array of `elem`."""
    if elem == "f16":
        return struct.unpack("<H", struct.pack("<e", v))[0]
    if elem == "bf16":  # round to nearest even on the top 16 bits
        bits = struct.unpack("<I", struct.pack("<f", v))[0]
        return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF
    return v


def from_storage(elem, v):
    if elem == "f16":
        return struct.unpack("<e", struct.pack("<H", v))[0]
    if elem == "bf16":
        return struct.unpack("<f", struct.pack("<I", v << 16))[0]
    return v


class TypeInfo:
    def __init__(self, text):
        self.text = text
        m = re.fullmatch(r"tensor<(.*)>", text)
        if m:
            parts = m.group(1).split("x")
            self.elem = parts[-1]
            self.shape = [int(p) for p in parts[:-1]]
            self.tensor = True
        else:
            self.elem, self.shape, self.tensor = text, [], False
        self.ctype = CTYPES[self.elem]
        self.numel = 1
        for s in self.shape:
            self.numel *= s


_DESC = {}


# Unit roundoff of each precision the gradient check supports.
EPSILON = {"fp64": 2.0 ** -52, "fp32": 2.0 ** -23}


def descriptor_type(rank):
    if rank not in _DESC:
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                  ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank),
                       ("strides", ctypes.c_int64 * rank)]
        _DESC[rank] = type("MemRef%dD" % rank, (ctypes.Structure,),
                           {"_fields_": fields})
    return _DESC[rank]


def make_descriptor(ti, buf):
    d = descriptor_type(len(ti.shape))()
    d.allocated = ctypes.cast(buf, ctypes.c_void_p)
    d.aligned = d.allocated
    d.offset = 0
    stride = 1
    for i in reversed(range(len(ti.shape))):
        d.sizes[i] = ti.shape[i]
        d.strides[i] = stride
        stride *= ti.shape[i]
    return d


def parse_signature(text):
    line = next(l for l in text.splitlines() if "func.func @train_step(" in l)
    head, _, tail = line.partition(") -> (")
    slot = re.compile(r"(tensor<[^>]*>|i64|f64|f32) \{memopt\.name = \"([^\"]+)\", "
                      r"memopt\.role = \"([^\"]+)\"\}")
    args = [(TypeInfo(t), n, r) for t, n, r in slot.findall(head)]
    results = [(TypeInfo(t), n, r) for t, n, r in slot.findall(tail)]
    return args, results


class Step:
    """A compiled train_step with ctypes marshalling."""

    def __init__(self, mem_gen, gen_args, work):
        os.makedirs(work, exist_ok=True)
        tag = "_".join(a.strip("-").replace("=", "") for a in gen_args)
        base = os.path.join(work, tag or "default")
        src = base + ".mlir"
        run([mem_gen] + gen_args + ["-o", src])
        self.compile(src, base)

    @classmethod
    def from_file(cls, src, base):
        """Compiles an existing train_step file (for example a rewritten one)."""
        step = cls.__new__(cls)
        step.compile(src, base)
        return step

    def compile(self, src, base):
        with open(src) as f:
            self.args, self.results = parse_signature(f.read())
        run([tool("mlir-opt")] + PIPELINE + [src, "-o", base + ".llvm.mlir"])
        run([tool("mlir-translate"), "--mlir-to-llvmir", base + ".llvm.mlir",
             "-o", base + ".ll"])
        run([tool("llc"), "-O1", "-filetype=obj", "-relocation-model=pic",
             base + ".ll", "-o", base + ".o"])
        libdir = os.path.join(os.path.dirname(LLVM_BIN), "lib")
        run(["cc", "-shared", base + ".o", "-o", base + ".so",
             "-L" + libdir, "-Wl,-rpath," + libdir, "-lmlir_c_runner_utils",
             "-lm"])
        self.lib = ctypes.CDLL(os.path.abspath(base + ".so"))
        self.fn = self.lib._mlir_ciface_train_step
        self.result_type = type("Results", (ctypes.Structure,), {
            "_fields_": [("r%d" % i, descriptor_type(len(t.shape)))
                         for i, (t, _, _) in enumerate(self.results)]})
        self.fn.restype = None
        argtypes = [ctypes.POINTER(self.result_type)]
        for t, _, _ in self.args:
            argtypes.append(ctypes.POINTER(descriptor_type(len(t.shape)))
                            if t.tensor else t.ctype)
        self.fn.argtypes = argtypes

    def new_buffers(self):
        return [(t.ctype * t.numel)() if t.tensor else None
                for t, _, _ in self.args]

    def call(self, bufs, scalars):
        """bufs: one ctypes array per tensor argument (None for scalars);
        scalars: name -> value. Returns (results struct, descriptors)."""
        res = self.result_type()
        call_args = [ctypes.byref(res)]
        keep = []
        for (t, name, _), buf in zip(self.args, bufs):
            if t.tensor:
                d = make_descriptor(t, buf)
                keep.append(d)
                call_args.append(ctypes.byref(d))
            else:
                call_args.append(t.ctype(scalars[name]))
        self.fn(*call_args)
        return res

    def read(self, res, i):
        t = self.results[i][0]
        d = getattr(res, "r%d" % i)
        ptr = ctypes.cast(d.aligned, ctypes.POINTER(t.ctype))
        return [from_storage(t.elem, ptr[d.offset + k]) for k in range(t.numel)]

    def result_ptr(self, res, i):
        return getattr(res, "r%d" % i).aligned


def init_buffers(step, rng, vocab):
    bufs = step.new_buffers()
    values = {}
    for (t, name, role), buf in zip(step.args, bufs):
        if buf is None:
            continue
        if role == "parameter":
            if name.endswith("norm.weight") or re.search(r"ln_\w+\.weight$", name):
                vals = [1.0 + rng.gauss(0, 0.1) for _ in range(t.numel)]
            else:
                vals = [rng.gauss(0, 0.2) for _ in range(t.numel)]
        elif name.endswith(".master"):  # fp32 copy of the parameter
            vals = values[name[:-len(".master")]]
        elif name in ("tokens", "targets"):
            vals = [rng.randrange(vocab) for _ in range(t.numel)]
        else:  # optimizer states start at zero
            vals = [0] * t.numel
        if role == "parameter":  # what the 16-bit storage really holds
            vals = [from_storage(t.elem, to_storage(t.elem, v)) for v in vals]
            values[name] = vals
        for k, v in enumerate(vals):
            buf[k] = to_storage(t.elem, v)
    return bufs


def copy_into(dst, src):
    ctypes.memmove(dst, src, ctypes.sizeof(src))


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
    for i, (t, name, role) in enumerate(step.results):
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
        for (t, name, role), buf in zip(step.args, bufs):
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
        good = losses[-1] < losses[0] and all(math.isfinite(l) for l in losses)
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
