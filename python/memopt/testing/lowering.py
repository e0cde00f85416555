"""An independent lowering of a mem-gen training step: upstream mlir-opt
(one-shot bufferization, no deallocation or dropped results), llc and a
shared object called through ctypes (no numpy), with the marshalling of
its tensor arguments and results. The finite-difference check
(test/Generator/fd_check.py), the results check of mem-run
(test/Lowering/results_check.py) and the remat numerics check run steps
through it.
"""

import ctypes
import os
import re
import struct

from .commands import LLVM_BIN, llvm_tool, run

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
    line = next(text_line for text_line in text.splitlines()
                if "func.func @train_step(" in text_line)
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
        run([llvm_tool("mlir-opt")] + PIPELINE + [src, "-o", base + ".llvm.mlir"])
        run([llvm_tool("mlir-translate"), "--mlir-to-llvmir", base + ".llvm.mlir",
             "-o", base + ".ll"])
        run([llvm_tool("llc"), "-O1", "-filetype=obj", "-relocation-model=pic",
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

    def result_bytes(self, res, i):
        """The bytes of result `i`, as stored."""
        t = self.results[i][0]
        d = getattr(res, "r%d" % i)
        size = ctypes.sizeof(t.ctype)
        return ctypes.string_at(d.aligned + d.offset * size, t.numel * size)


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
