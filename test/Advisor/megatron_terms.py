"""Megatron's per-layer activation formula, term by term, beside the
activations the memory analysis finds in one layer of a generated step.

  megatron_terms.py STEP.mlir REMARKS S B H A LAYER

REMARKS is the output of `mem-opt STEP.mlir --memopt-annotate=live-bytes=false`
(one remark per value: its role and buffer). Every activation buffer (a
forward value the backward reads) whose op carries `memopt.layer = LAYER` is
listed with its bytes in units of s*b*h (or a*s*s*b when it is
attention-shaped); then Megatron's terms (Korthikanti et al. 2022, section
4.1: 16-bit values, 1-byte dropout masks) and both totals.
"""

import re
import sys

REMARK = re.compile(r":(\d+):\d+: remark: result #\d+: role activation .*?"
                    r"buffer (\d+) of (\d+) bytes")
LAYER = re.compile(r"memopt\.layer = (\d+)")
OP = re.compile(r"= ([a-z_]+\.[a-z_.]+)")
RESULT = re.compile(r"tensor<([0-9x]+)x([a-z0-9]+)>\s*$")

# Megatron's terms for one transformer layer, bytes in units of s*b*h
# (first) and a*s*s*b (second).
MEGATRON = [
    ("attention: LayerNorm input", 2, 0),
    ("attention: QKV input (LayerNorm output)", 2, 0),
    ("attention: Q and K (for Q.K^T)", 4, 0),
    ("attention: softmax output", 0, 2),
    ("attention: softmax dropout mask", 0, 1),
    ("attention: dropout output (for P.V)", 0, 2),
    ("attention: V", 2, 0),
    ("attention: output projection input", 2, 0),
    ("attention: dropout mask after the projection", 1, 0),
    ("MLP: LayerNorm input", 2, 0),
    ("MLP: first linear input (LayerNorm output)", 2, 0),
    ("MLP: GeLU input", 8, 0),
    ("MLP: second linear input (GeLU output)", 8, 0),
    ("MLP: dropout mask", 1, 0),
]


def main():
    step, remarks = sys.argv[1], sys.argv[2]
    s, b, h, a, layer = (int(x) for x in sys.argv[3:8])
    sbh, as2b = s * b * h, a * s * s * b
    lines = open(step).read().split("\n")
    seen = {}
    for text in open(remarks):
        m = REMARK.search(text)
        if not m:
            continue
        line, buffer, nbytes = int(m.group(1)), m.group(2), int(m.group(3))
        src = lines[line - 1]
        lm = LAYER.search(src)
        if not lm or int(lm.group(1)) != layer or buffer in seen:
            continue
        op = OP.search(src)
        res = RESULT.search(src.split("attrs")[0].rstrip(" {") if "attrs" in src
                            else src)
        shape = res.group(1) + "x" + res.group(2) if res else "?"
        seen[buffer] = (line, op.group(1) if op else "?", shape, nbytes)
    print("program: layer %d activations (s=%d b=%d h=%d a=%d)" % (layer, s, b, h, a))
    total = units_sbh = units_as2b = small = 0
    for _buffer, (line, op, shape, nbytes) in sorted(seen.items(),
                                                    key=lambda e: e[1][0]):
        total += nbytes
        if nbytes % as2b == 0 and nbytes >= as2b:
            unit = "%g as^2b" % (nbytes / as2b)
            units_as2b += nbytes // as2b
        elif nbytes % sbh == 0:
            unit = "%g sbh" % (nbytes / sbh)
            units_sbh += nbytes // sbh
        else:  # per-token statistics (LayerNorm's mean and rstd)
            unit = "%g sbh" % (nbytes / sbh)
            small += nbytes
        print("  line %-6d %-22s %-28s %14d  %s" % (line, op, shape, nbytes, unit))
    print("program: %d sbh + %d as^2b + %d bytes of per-token statistics"
          % (units_sbh, units_as2b, small))
    ref = 0
    print("megatron: s*b*h*(34 + 5*a*s/h)")
    for name, k_sbh, k_as2b in MEGATRON:
        nbytes = k_sbh * sbh + k_as2b * as2b
        ref += nbytes
        unit = ("%d sbh" % k_sbh) if k_sbh else ("%d as^2b" % k_as2b)
        print("  %-48s %14d  %s" % (name, nbytes, unit))
    assert ref == sbh * 34 + 5 * as2b
    print("megatron: 34 sbh + 5 as^2b")
    print("program per layer %d bytes = %.3f sbh; megatron %d bytes = %.3f sbh;"
          " program/megatron %.3f" % (total, total / sbh, ref, ref / sbh,
                                      total / ref))
    print("selective: megatron 34 sbh = %d bytes" % (34 * sbh))


if __name__ == "__main__":
    main()
