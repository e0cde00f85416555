"""Writes a function whose slice offset is computed through N nested scf.if.

Usage: nested_if_offsets.py N same|different
  same:      the extraction and the insertion use the same offset value;
  different: the insertion's offset is the same number computed anew
             (offset + 0), so only an analysis of the values can match them.
"""
import sys

depth, mode = int(sys.argv[1]), sys.argv[2]
lines = [
    "func.func @f(%t: tensor<4096xf32>, %c: i1, %f: f32) -> tensor<4096xf32> {",
    "  %c0 = arith.constant 0 : index",
    "  %c1 = arith.constant 1 : index",
]
# %o0 = scf.if { %o1 = scf.if { ... } ... }: built outside in, closed after.
for level in range(depth):
    indent = "  " * (level + 1)
    lines.append(f"{indent}%o{level} = scf.if %c -> index {{")
inner = "  " * (depth + 1)
lines.append(f"{inner}%o{depth} = arith.addi %c1, %c1 : index")
for level in reversed(range(depth)):
    indent = "  " * (level + 1)
    lines += [
        f"{indent}  scf.yield %o{level + 1} : index",
        f"{indent}}} else {{",
        f"{indent}  scf.yield %c{level % 2} : index",
        f"{indent}}}",
    ]
insert_offset = "%o0" if mode == "same" else "%again"
lines += [
    "  %again = arith.addi %o0, %c0 : index",
    "  %s = tensor.extract_slice %t[%o0] [4] [1] : tensor<4096xf32> to tensor<4xf32>",
    "  %u = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>",
    f"  %r = tensor.insert_slice %u into %t[{insert_offset}] [4] [1]"
    " : tensor<4xf32> into tensor<4096xf32>",
    "  return %r : tensor<4096xf32>",
    "}",
]
print("\n".join(lines))
