"""Writes a function of N nested scf.if, each yielding a tensor.

Usage: nested_ifs.py N
"""
import sys

depth = int(sys.argv[1])
lines = ["func.func @nested(%c: i1, %a: tensor<4xf32>) -> tensor<4xf32> {"]
for level in range(depth):
    lines.append("  " * (level + 1) + f"%r{level} = scf.if %c -> tensor<4xf32> {{")
lines.append("  " * (depth + 1) + "%e = tensor.empty() : tensor<4xf32>")
inner = "%e"
for level in reversed(range(depth)):
    indent = "  " * (level + 1)
    lines += [
        f"{indent}  scf.yield {inner} : tensor<4xf32>",
        f"{indent}}} else {{",
        f"{indent}  scf.yield %a : tensor<4xf32>",
        f"{indent}}}",
    ]
    inner = f"%r{level}"
lines += [f"  return {inner} : tensor<4xf32>", "}"]
print("\n".join(lines))
