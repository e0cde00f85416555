"""Prints the optimizer-state bytes of an Adafactor step three ways and
whether they agree: from the parameter shapes in the truth (a row and a
column factor per matrix, a full state per vector), from the states'
arguments in the .mlir (their tensor types), and from mem-opt's JSON report
(arguments and their returned updates, so twice the state); plus AdamW's 2P
for scale. Exits 1 when they differ or the states are not below 2P.

usage: optimizer_state_bytes.py TRUTH.json STEP.mlir REPORT.json"""
import json
import math
import re
import sys

F32 = 4


def factored_bytes(shape):
    if len(shape) > 1:
        return (math.prod(shape[:-1]) + math.prod(shape[:-2]) * shape[-1]) * F32
    return math.prod(shape) * F32


def argument_state_bytes(mlir):
    """Bytes of the arguments whose role is optimizer_state, by their types."""
    total = 0
    for dims, ty in re.findall(r'%arg\d+: tensor<([0-9x]*?)x?(f32|f16|bf16)> \{[^}]*'
                               r'memopt.role = "optimizer_state"', mlir):
        shape = [int(d) for d in dims.split("x") if d]
        total += math.prod(shape) * (4 if ty == "f32" else 2)
    return total


def main(truth_path, mlir_path, report_path):
    truth = json.load(open(truth_path))
    report = json.load(open(report_path))
    fn = next(f for f in report["functions"] if f["name"] == truth["function"])
    shapes = [p["shape"] for p in truth["parameters"]]
    want = sum(factored_bytes(s) for s in shapes)
    params = sum(math.prod(s) * F32 for s in shapes)
    args = argument_state_bytes(open(mlir_path).read())
    reported = fn["bytes_by_role"]["optimizer_state"]
    print(f"from shapes: {want}")
    print(f"arguments: {args}")
    print(f"report / 2: {reported / 2:g}")
    print(f"adamw 2P: {2 * params}")
    ok = want == args == reported / 2 and want < 2 * params
    print("states agree, below 2P" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
