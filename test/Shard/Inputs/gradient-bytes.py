"""The gradient bytes of one rank's report against the step's parameter
shapes: usage gradient-bytes.py RANKS STEP.mlir REPORT.json. A gradient
has its parameter's type, so one device holds the bytes of the parameter
arguments once as gradients, and a ZeRO-3 rank its 1/RANKS block of each
(every parameter of the step must split evenly; a ZeRO-2 rank also holds
the whole all-reduced gradients it slices, docs/roles.md, rule 8). Prints
the numbers; exits non-zero when the report counts other bytes as
gradients or finds fewer gradients than parameters (a gradient role
inference missed is counted as a temporary)."""

import json
import re
import sys

ELEMENT_BYTES = {"f64": 8, "f32": 4, "f16": 2, "bf16": 2}
PARAMETER = re.compile(
    r'%arg\d+: tensor<([0-9x]+)x(\w+)>\s*\{[^}]*memopt\.role = "parameter"')


def parameter_bytes(path):
    with open(path) as f:
        text = f.read()
    sizes = []
    for dims, element in PARAMETER.findall(text):
        count = 1
        for dim in dims.split("x"):
            count *= int(dim)
        sizes.append((count, ELEMENT_BYTES[element]))
    return sizes


def main():
    ranks = int(sys.argv[1])
    sizes = parameter_bytes(sys.argv[2])
    with open(sys.argv[3]) as f:
        report = json.load(f)["functions"][0]
    even = all(count % ranks == 0 for count, _ in sizes)
    expected = sum(count * width for count, width in sizes) // ranks
    counted = report["bytes_by_role"]["gradient"]
    gradients = report["role_sources"]["gradient"]["inferred"]
    ok = even and sizes and counted == expected and gradients == len(sizes)
    print(f"parameters: {len(sizes)}, gradients found: {gradients}")
    print(f"gradient bytes: expected {expected}, counted {counted}: "
          f"{'ok' if ok else 'MISMATCH'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
