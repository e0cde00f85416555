"""Per-rank bytes of a tensor-parallel step, computed from the shapes.

Usage: tp-bytes.py STEP.mlir RANK.json TP [--functional] SPLIT_GLOB...
Reads the unpartitioned step's arguments (shape, element type, memopt.name,
memopt.role) and expects, per role, each argument's bytes divided by TP
when its name matches one of the globs (the weights Megatron splits, their
biases and their optimizer states, named by the test: the pass itself
reads no names) and whole otherwise. The gradients are the parameters'
shapes. The generated steps update in place; with --functional each
parameter and state has its update beside it, a buffer of its bytes, as
in a step whose update writes a new tensor. An argument without a
memopt.name is named by its SSA name (%w1 is w1). Prints expected and reported
bytes of the parameter, gradient and optimizer_state roles with a verdict
for FileCheck, then the reported activation and input bytes and the peak
(the test checks those against its own arithmetic).
"""

import fnmatch
import json
import re
import sys

ARG = re.compile(r'%(\w+): tensor<([0-9x]+)x(f32|f16|bf16|i32|i64)> \{([^}]*)\}')
NAME = re.compile(r'memopt\.name = "([^"]+)"')
ROLE = re.compile(r'memopt\.role = "([a-z_]+)"')
BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i32": 4, "i64": 8}


def main():
    step, report, tp, globs = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
    functional = "--functional" in globs
    globs = [g for g in globs if g != "--functional"]
    expected = {"parameter": 0, "gradient": 0, "optimizer_state": 0}
    split_bytes = 0
    for name, role, size in arguments(step):
        split = any(fnmatch.fnmatch(name, g) for g in globs)
        if split:
            assert size % tp == 0, name
            split_bytes += size
        per_rank = size // tp if split else size
        if role in expected:
            expected[role] += per_rank * (2 if functional and role != "gradient" else 1)
        if role == "parameter":
            expected["gradient"] += per_rank
    print(f"split arguments: {split_bytes} bytes, 1/{tp} per rank")
    compare(expected, report)


def arguments(step):
    """(name, role, bytes) of each tensor argument of the step's signature."""
    with open(step) as f:
        text = f.read()
    signature = text[text.index("func.func"):]
    signature = signature[:signature.index("->")]
    for arg, shape, elem, attrs in ARG.findall(signature):
        name = NAME.search(attrs)
        size = BYTES[elem]
        for dim in shape.split("x"):
            size *= int(dim)
        yield (name.group(1) if name else arg), ROLE.search(attrs).group(1), size


def compare(expected, report):
    """Prints expected and reported bytes per role, then the rest."""
    with open(report) as f:
        function = json.load(f)["functions"][0]
    reported = function["bytes_by_role"]
    for role in ("parameter", "gradient", "optimizer_state"):
        ok = "ok" if reported[role] == expected[role] else "MISMATCH"
        print(f"{role}: expected {expected[role]}, reported {reported[role]}: {ok}")
    print(f"activation {reported['activation']}, input {reported['input']}, "
          f"peak {function['peak_bytes']}")


if __name__ == "__main__":
    main()
