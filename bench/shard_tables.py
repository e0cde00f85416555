#!/usr/bin/env python3
"""The per-rank tables of docs/shard.md on full-size steps, and the time
`--memopt-shard` takes beside parsing and printing the same file.

    PYTHONPATH=python bench/shard_tables.py zero [--ranks 64]
    PYTHONPATH=python bench/shard_tables.py llama [--ranks 8] [--batch 8]
                                            [--repeat 3]

`zero`: the 7.46e9-parameter GPT-2-shaped step of docs/advisor.md's
references.test under the `zero` policy, at a batch of 64 so that 64 ranks
divide it, partitioned under dp, zero1, zero2 and zero3 and printed beside
the ZeRO paper by test/Shard/Inputs/zero_reference.py (the table test/Shard/
zero-reference.test checks on a small step). `llama`: `mem-gen --preset
llama2-7b`, per-rank peak, bytes by role and the report's collective
buffers under each strategy; then the
best of `--repeat` interleaved runs of mlir-opt parsing and printing the
step, mem-opt doing the same, and mem-opt partitioning it (wall / CPU), and
the pass's own seconds from --mlir-timing (with upstream's propagation and
partition nested in it).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from memopt.testing.commands import ROOT, build_tool, llvm_tool, run
from memopt.testing.timing import best_times

MEM_GEN = build_tool("mem-gen")
MEM_OPT = build_tool("mem-opt")
MLIR_OPT = llvm_tool("mlir-opt")
ZERO_STEP = ["--family", "gpt2", "--layers", "36", "--d-model", "4096",
             "--heads", "32", "--vocab", "50304", "--seq", "128",
             "--precision", "zero"]
ROLES = ("input", "activation", "parameter", "gradient", "optimizer_state",
         "temporary")
STRATEGIES = ("dp", "zero1", "zero2", "zero3")


def timed(cmd):
    start = time.perf_counter()
    out = run(cmd)
    return out, time.perf_counter() - start


def report(path, out):
    """memopt-report of `path` into `out`, every buffer at the peak listed."""
    text, seconds = timed([MEM_OPT, path, "--memopt-report=format=json top=100000",
                           "-o", os.devnull])
    with open(out, "w") as f:
        f.write(text)
    return json.loads(text)["functions"][0], seconds


def shard(path, strategy, ranks, out):
    _, seconds = timed([MEM_OPT, path, f"--memopt-shard=strategy={strategy} ranks={ranks}",
                        "-o", out])
    return seconds


def zero(args, tmp):
    step = os.path.join(tmp, "step.mlir")
    run([MEM_GEN] + ZERO_STEP + ["--batch", str(args.ranks), "-o", step])
    files = [os.path.join(tmp, "single.json")]
    _, seconds = report(step, files[0])
    print(f"single device: report {seconds:.2f} s")
    for strategy in STRATEGIES:
        program = os.path.join(tmp, f"{strategy}.mlir")
        cut = shard(step, strategy, args.ranks, program)
        files.append(os.path.join(tmp, f"{strategy}.json"))
        _, seconds = report(program, files[-1])
        print(f"{strategy}, {args.ranks} ranks: --memopt-shard {cut:.2f} s, "
              f"report {seconds:.2f} s")
    sys.stdout.flush()
    subprocess.run([sys.executable, os.path.join(
        ROOT, "test", "Shard", "Inputs", "zero_reference.py"), str(args.ranks)]
        + files, check=True)


def pass_seconds(cmd, repeat):
    """Best seconds of MemoryShard and of the nested upstream passes, and of
    the parser, from --mlir-timing."""
    names = ("Parser", "MemoryShard", "ShardingPropagation", "Partition")
    best = dict.fromkeys(names, float("inf"))
    for _ in range(repeat):
        out = subprocess.run(cmd + ["--mlir-timing"], check=True,
                             capture_output=True, text=True).stderr
        for name in names:
            match = re.search(r"([0-9.]+) \(\s*[0-9.]+%\)\s+" + name + r"\n", out)
            best[name] = min(best[name], float(match.group(1)))
    return best


def llama(args, tmp):
    step = os.path.join(tmp, "step.mlir")
    run([MEM_GEN, "--preset", "llama2-7b", "--batch", str(args.batch), "-o", step])
    rows = [("single device", report(step, os.path.join(tmp, "single.json"))[0])]
    for strategy in STRATEGIES:
        program = os.path.join(tmp, f"{strategy}.mlir")
        shard(step, strategy, args.ranks, program)
        rows.append((f"{strategy}, {args.ranks} ranks",
                     report(program, os.path.join(tmp, f"{strategy}.json"))[0]))
    print(f"llama2-7b, batch {args.batch}; bytes")
    print("| program | peak | " + " | ".join(ROLES) + " | updates not in place "
          "| collective buffers | at the peak | gathered parameters at the "
          "peak |")
    print("|---|" + "---:|" * (len(ROLES) + 5))
    for name, fn in rows:
        cells = [fn["peak_bytes"]] + [fn["bytes_by_role"][r] for r in ROLES]
        collectives = fn["collective_buffers"]
        cells += [fn["updates_not_in_place"]["bytes"], collectives["bytes"],
                  collectives["peak_bytes"],
                  collectives["gathered_parameters"]["peak_bytes"]]
        print(f"| {name} | " + " | ".join(f"{c:,}" for c in cells) + " |")
    sys.stdout.flush()
    commands = [[MLIR_OPT, step, "-o", os.devnull],
                [MEM_OPT, step, "-o", os.devnull]]
    for strategy in STRATEGIES:
        commands.append([MEM_OPT, step, f"--memopt-shard=strategy={strategy} "
                         f"ranks={args.ranks}", "-o", os.devnull])
    times = best_times(commands, args.repeat)
    print(f"\nbest of {args.repeat}, wall / CPU seconds")
    print("| command | wall / cpu (s) | --mlir-timing: parser, memopt-shard "
          "(propagation, partition) (s) |")
    print("|---|---:|---|")
    labels = ["mlir-opt parse+print", "mem-opt parse+print"] + [
        f"mem-opt --memopt-shard {strategy}" for strategy in STRATEGIES]
    for label, cmd, (wall, cpu) in zip(labels, commands, times):
        inner = ""
        if "--memopt-shard" in label:
            t = pass_seconds(cmd, args.repeat)
            inner = (f"{t['Parser']:.2f}, {t['MemoryShard']:.2f} "
                     f"({t['ShardingPropagation']:.2f}, {t['Partition']:.2f})")
        print(f"| {label} | {wall:.2f} / {cpu:.2f} | {inner} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("table", choices=["zero", "llama"])
    parser.add_argument("--ranks", type=int)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.table == "zero":
            args.ranks = args.ranks or 64
            zero(args, tmp)
        else:
            args.ranks = args.ranks or 8
            llama(args, tmp)


if __name__ == "__main__":
    main()
