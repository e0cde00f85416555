"""Writes the fuzzer's seed corpus: every test and example input (split at
`// -----` like -split-input-file does) and small generated training steps,
each behind the harness's option bytes (fuzz/mem-fuzz.cpp: FuzzOptions).

Usage: make_seeds.py ROOT MEM_GEN OUT_DIR
"""
import hashlib
import os
import subprocess
import sys

root, mem_gen, out_dir = sys.argv[1:4]
os.makedirs(out_dir, exist_ok=True)
texts = []
for base in ("test", "examples"):
    for dirpath, _, files in os.walk(os.path.join(root, base)):
        for name in sorted(files):
            if name.endswith(".mlir"):
                with open(os.path.join(dirpath, name), errors="replace") as f:
                    text = f.read()
                texts += [part for part in text.split("\n// -----\n") if part.strip()]

# Small generated steps: both families, every optimizer and precision.
configs = [
    ["--family", "gpt2", "--optimizer", "adamw", "--precision", "mixed"],
    ["--family", "gpt2", "--optimizer", "sgd", "--precision", "fp32", "--dropout", "0.1"],
    ["--family", "llama", "--optimizer", "adam8bit", "--precision", "zero"],
    ["--family", "llama", "--optimizer", "lion", "--precision", "fp32"],
    ["--family", "gpt2", "--optimizer", "adafactor", "--precision", "fp32"],
]
for config in configs:
    out = subprocess.run([mem_gen, "--preset", "tiny", *config, "-o", "-"],
                         check=True, stdout=subprocess.PIPE, text=True).stdout
    texts.append(out)

# Option bytes (FuzzOptions in mem-fuzz.cpp): the pipeline cycles fastest, so
# that each pipeline gets inputs of every kind; bind sizes 8 and 16, top=10;
# remat strategy, budget form, arena and report format in turn, budgets
# spread over 16 B .. ~32 GiB.
PIPELINES = 8
for index, text in enumerate(texts):
    pipeline, rest = index % PIPELINES, index // PIPELINES
    byte0 = (pipeline & 3) | ((rest % 16) << 2) | ((pipeline >> 2) << 6)
    byte4 = (rest % 6) | (0 if rest % 4 == 3 else 8) | ((index % 4) << 4) | \
        (64 if index % 2 else 0) | (128 if index % 3 == 0 else 0)
    byte5 = (index * 37) % 256
    header = bytes([byte0, 8, 16, 10, byte4, byte5])
    data = header + text.encode()
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(out_dir, name), "wb") as f:
        f.write(data)
print(f"{len(texts)} seeds in {out_dir}")
