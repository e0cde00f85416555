#!/usr/bin/env python3
"""Checks the kernels embedded in a CUDA step's LLVM IR (step.ll from
scripts/build-cuda-step.sh, or mlir-translate's output).

Every `@<kernel>_binary` constant is decoded. A cubin (format=bin) must be an
ELF file for EM_CUDA (190) whose e_flags name the chip (bits 8-15 hold the SM
number). PTX (format=isa) must target the chip and is assembled again with
the toolkit's ptxas for that chip (--ptxas), which must accept it. Prints one
line per kernel and `RESULT: PASS` or `RESULT: FAIL` (exit status 1).
"""

import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile

BINARY = re.compile(r'@(\w+)_binary = internal constant \[(\d+) x i8\] '
                    r'c"((?:[^"\\]|\\[0-9A-Fa-f]{2}|\\\\)*)"')
EM_CUDA = 190


def decode(text):
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "\\":
            if text[i + 1] == "\\":
                out.append(92)
                i += 2
            else:
                out.append(int(text[i + 1:i + 3], 16))
                i += 3
        else:
            out.append(ord(text[i]))
            i += 1
    return bytes(out)


def check_cubin(data, sm):
    if data[:4] != b"\x7fELF":
        return False, "not an ELF file"
    machine = struct.unpack_from("<H", data, 18)[0]
    flags = struct.unpack_from("<I", data, 48)[0]
    arch = (flags >> 8) & 0xFF
    ok = machine == EM_CUDA and arch == sm
    return ok, "ELF machine %d, sm_%d" % (machine, arch)


def check_ptx(data, chip, ptxas):
    text = data.rstrip(b"\0").decode()
    target = re.search(r"^\.target\s+(\w+)", text, re.M)
    if not target or target.group(1) != chip:
        return False, "PTX .target %s" % (target.group(1) if target else "?")
    with tempfile.TemporaryDirectory() as tmp:
        ptx = os.path.join(tmp, "k.ptx")
        with open(ptx, "w") as f:
            f.write(text)
        r = subprocess.run([ptxas, "-arch=" + chip, ptx, "-o",
                            os.path.join(tmp, "k.cubin")],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True)
    if r.returncode != 0:
        return False, "ptxas -arch=%s rejects it: %s" % (chip, r.stdout[-400:])
    return True, "PTX for %s, ptxas -arch=%s accepts it" % (chip, chip)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("llvm_ir")
    ap.add_argument("--chip", required=True)
    ap.add_argument("--ptxas", default="ptxas")
    opts = ap.parse_args()
    sm = int(opts.chip.replace("sm_", ""))
    with open(opts.llvm_ir) as f:
        ir = f.read()
    ok = True
    kernels = 0
    for match in BINARY.finditer(ir):
        data = decode(match.group(3))
        if len(data) != int(match.group(2)):
            ok = False
            print("%s: bad constant" % match.group(1))
            continue
        kernels += 1
        if data[:4] == b"\x7fELF":
            same, text = check_cubin(data, sm)
        else:
            same, text = check_ptx(data, opts.chip, opts.ptxas)
        ok &= same
        print("%s: %s %s" % (match.group(1), text, "OK" if same else "BAD"))
    ok &= kernels > 0
    print("kernels:", kernels)
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
