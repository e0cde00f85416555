"""Per-rank bytes of tensor parallelism beside ZeRO, from the shapes.

Usage: tp-zero-bytes.py STEP.mlir RANK.json STRATEGY DATA TP [NAME=GATHERS
...] -- SPLIT_GLOB...
STEP is the unpartitioned step with a functional update (each parameter
and state has its update beside it, a buffer of its bytes, as
Inputs/mlp-step.mlir), RANK.json one rank's memopt-report on a grid of DATA
x TP ranks. An argument whose name (memopt.name, else its SSA name)
matches a glob is split by TP on the tensor axis, the others are whole
there; ZeRO splits on the data axis, by DATA, as on a 1-D grid of DATA
ranks (docs/shard.md, "ZeRO-2" and "ZeRO-3"), with B the argument's bytes
on a tensor rank (its bytes, divided by TP where split):
  optimizer_state: each state and its update, B / DATA each;
  gradient: zero1 the all-reduced gradient and the rank's copy of its slice,
    B + B / DATA; zero2 and zero3 the reduce-scattered block, B / DATA;
  parameter: zero1 and zero2 the parameter (the slice its update writes a
    view of it) and the all-gathered update, 2 B; zero3 its block and its updated
    block, 2 B / DATA, and the tensor-parallel block gathered for each op
    reading it (NAME=GATHERS, the ops the test counts), GATHERS x B.
Prints expected and reported bytes per role with a verdict for FileCheck,
then the peak.
"""

import fnmatch
import importlib.util
import os
import sys

# The signature's reader and the verdicts are tp-bytes.py's.
_spec = importlib.util.spec_from_file_location(
    "tp_bytes", os.path.join(os.path.dirname(__file__), "tp-bytes.py"))
tp_bytes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tp_bytes)


def main():
    args = sys.argv[1:]
    sep = args.index("--")
    (step, report, strategy, data, tp), rest = args[:5], args[5:sep]
    globs = args[sep + 1:]
    data, tp = int(data), int(tp)
    gathers = {k: int(v) for k, v in (g.split("=") for g in rest)}
    expected = {"parameter": 0, "gradient": 0, "optimizer_state": 0}
    for name, role, size in tp_bytes.arguments(step):
        if any(fnmatch.fnmatch(name, g) for g in globs):
            size //= tp
        block = size // data
        if role == "optimizer_state":
            expected[role] += 2 * block
        if role != "parameter":
            continue
        if strategy == "zero3":
            expected["parameter"] += 2 * block + gathers.get(name, 0) * size
        else:
            expected["parameter"] += 2 * size
        expected["gradient"] += size + block if strategy == "zero1" else block
    tp_bytes.compare(expected, report)


if __name__ == "__main__":
    main()
