#!/usr/bin/env python3
"""Where `--memopt-shard` spends its CPU time, by phase, from perf samples.

    PYTHONPATH=python bench/shard_profile.py [--preset llama2-7b] [--batch 8]
        [--ranks 8] [--strategy zero1] [--frequency 1000] [--repeat 3]

Generates the step (`mem-gen --preset P --batch B`), then runs `perf record
--call-graph dwarf` on `mem-opt step.mlir --memopt-shard="strategy=S
ranks=N" -o /dev/null` `--repeat` times and sorts each sample by its stack:
the parser, the printer, the verifier of the top-level pass manager, upstream
sharding-propagation and shard-partition (the nested pipeline memopt-shard
runs; their internals are static functions of libMLIR, so a sample is put
under one by the interface calls it makes: getShardingOption, ... for
propagation, partition / reshard for the partitioner), the nested
pipeline's verifier, and memopt's own steps (role inference, ShardAnnotate,
ShardCheck, SinkGathers, ReduceScatter, ...). perf counts CPU time only, so
the table does not depend on how loaded the machine is, unlike
--mlir-timing's wall time. perf is not something CI needs: on a machine
without it the script says so and exits.
"""

import argparse
import collections
import os
import shutil
import subprocess
import sys
import tempfile

from memopt.testing.commands import build_tool, run

MEM_GEN = build_tool("mem-gen")
MEM_OPT = build_tool("mem-opt")

# memopt's own steps, by a function each calls or is.
OWN = (("RoleAssignment::compute", "role inference"),
       ("annotateStep", "ShardAnnotate"),
       ("checkPropagatable", "ShardCheck (propagatable)"),
       ("checkPartitionable", "ShardCheck (partitionable)"),
       ("replicateLoopCaptures", "loop captures"),
       ("fuseReduceScatters", "ReduceScatter"),
       ("sinkArgumentGathers", "SinkGathers"),
       ("sliceConstantIndices", "ConstantIndexSlices"),
       ("isOpTriviallyDead", "dead ops"))
PROPAGATION = ("getShardingOption", "ShardingAnnotations", "maybeInsert",
               "ShardingPropagation", "shard::getSharding",
               "ReshardingRquirement")
PARTITION = ("partition", "Partition", "reshard")


def is_verifier(frame):
    return "verify" in frame or "Verif" in frame


def phase(frames):
    stack = " | ".join(frames)
    nested = stack.count("OpToOpPassAdaptor::runPipeline")
    if "parseSourceFile" in stack:
        return "parse"
    if nested >= 2:
        inner = stack.split("OpToOpPassAdaptor::run")[0]
        if "memopt::" in inner:
            return "upstream pipeline: memopt's sharding models"
        if any(key in stack for key in PROPAGATION):
            return "upstream sharding-propagation"
        if any(key in stack for key in PARTITION):
            return "upstream shard-partition"
        if any(is_verifier(f) for f in frames):
            return "upstream pipeline: verifier after each pass"
        return "upstream pipeline: not attributed (static frames)"
    if nested == 1:
        for key, name in OWN:
            if key in stack:
                return "memopt-shard: " + name
        if any(is_verifier(f) for f in frames):
            return "verifier (top level)"
        return "memopt-shard: other"
    if "print" in stack or "Print" in stack:
        return "print"
    return "other (start-up, exit, dialect loading)"


def samples(script):
    for block in script.split("\n\n"):
        lines = block.strip().split("\n")[1:]
        frames = [line.strip().split(" ", 1)[-1] for line in lines]
        if frames:
            yield frames


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="llama2-7b")
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--ranks", type=int, default=8)
    parser.add_argument("--strategy", default="zero1")
    parser.add_argument("--frequency", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if not shutil.which("perf"):
        sys.exit("perf is not installed (Debian: linux-perf); nothing measured")
    counts = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        step = os.path.join(tmp, "step.mlir")
        run([MEM_GEN, "--preset", args.preset, "--batch", str(args.batch),
             "-o", step])
        data = os.path.join(tmp, "perf.data")
        for _ in range(args.repeat):
            subprocess.run(["perf", "record", "-q", "-F", str(args.frequency),
                            "--call-graph", "dwarf,16384", "-o", data, MEM_OPT,
                            step, f"--memopt-shard=strategy={args.strategy} "
                            f"ranks={args.ranks}", "-o", os.devnull],
                           check=True, capture_output=True)
            # Symbols only: resolving source lines and inlined frames runs
            # addr2line on libMLIR and takes minutes.
            script = subprocess.run(["perf", "script", "-F", "comm,tid,ip,sym",
                                     "--no-inline", "-i", data],
                                    check=True, capture_output=True,
                                    text=True).stdout
            counts.update(phase(frames) for frames in samples(script))
    total = sum(counts.values())
    ms = 1000.0 / args.frequency / args.repeat
    print(f"{args.preset}, batch {args.batch}, {args.strategy} on {args.ranks} "
          f"ranks: CPU time by phase, {args.repeat} runs at {args.frequency} Hz "
          f"({total} samples)")
    print("| phase | CPU ms per run | share |")
    print("|---|---:|---:|")
    for name, count in sorted(counts.items(), key=lambda item: -item[1]):
        print(f"| {name} | {count * ms:.0f} | {100.0 * count / total:.1f}% |")
    print(f"| all | {total * ms:.0f} | 100% |")


if __name__ == "__main__":
    main()
