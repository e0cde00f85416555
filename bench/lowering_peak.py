#!/usr/bin/env python3
"""Predicted vs measured peak of generated training steps, lowered and run.

For each configuration, writes the step with mem-gen, runs `mem-run` without
and with `arena=true`, and prints one row: predicted and measured peak, their
difference, the arena's size and fragmentation (arena / peak of the bytes live
in it), and the lowering (MLIR passes + JIT compilation) and run times.

    python3 bench/lowering_peak.py [--build build] [--only NAME,...]
"""

import argparse
import os
import sys
import tempfile

from memopt.testing.commands import ROOT, build_tool, run
from memopt.testing.steps import mem_run

# name: mem-gen flags. From tiny to a few hundred MB (a GPT-2 vocabulary and
# 512-wide model with few tokens, so the naive CPU loops finish quickly).
CONFIGS = [
    ("gpt2-tiny", ["--preset", "tiny", "--family", "gpt2"]),
    ("llama-tiny", ["--preset", "tiny", "--family", "llama"]),
    ("gpt2-d128", ["--preset", "tiny", "--family", "gpt2", "--d-model", "128",
                   "--heads", "4", "--seq", "64", "--ctx", "64",
                   "--vocab", "512"]),
    ("llama-d256-mixed", ["--preset", "tiny", "--family", "llama",
                          "--d-model", "256", "--heads", "4", "--layers", "4",
                          "--seq", "64", "--vocab", "4096",
                          "--precision", "mixed"]),
    ("gpt2-d512-v50k", ["--preset", "tiny", "--family", "gpt2",
                        "--d-model", "512", "--heads", "8", "--layers", "2",
                        "--seq", "32", "--ctx", "32", "--batch", "1",
                        "--vocab", "50257"]),
]


def mib(n):
    return "%.2f" % (n / 2 ** 20)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--only", default="")
    ap.add_argument("--dropout", default="0.1")
    opts = ap.parse_args()
    gen = build_tool("mem-gen", opts.build)
    runner = build_tool("mem-run", opts.build)
    only = set(filter(None, opts.only.split(",")))
    work = tempfile.mkdtemp(prefix="lowering_peak")

    print("| step | predicted B | measured B | diff B | predicted MiB | "
          "arena B | fragmentation | lower s | run s | run s (arena) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, flags in CONFIGS:
        if only and name not in only:
            continue
        src = os.path.join(work, name + ".mlir")
        run([gen] + flags + ["--dropout", opts.dropout, "-o", src])
        heap = mem_run(runner, src)
        arena = mem_run(runner, src, "--pipeline-options=arena=true")
        same = heap["checksums"] == arena["checksums"]
        print("| %s | %d | %d | %d | %s | %d | %.4f | %.1f | %.2f | %.2f%s |" % (
            name, heap["predicted_peak_bytes"], heap["measured_peak_bytes"],
            heap["measured_peak_bytes"] - heap["predicted_peak_bytes"],
            mib(heap["predicted_peak_bytes"]), arena["arena_bytes"],
            arena["fragmentation"], heap["lower_seconds"],
            heap["run_seconds"], arena["run_seconds"],
            "" if same else " (results differ!)"))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
