"""Sorts the fuzzer's artifacts (crash-*, timeout-*, oom-*, leak-*) by origin.

Each artifact is run again (mem-fuzz ARTIFACT) to get its trace, and its MLIR
(the input after the option bytes) through mlir-opt-22:
  ours      a frame of the trace is in this project's code (not fuzz/);
  upstream  otherwise, if mlir-opt-22 crashes or hangs on the MLIR too;
  unsorted  neither.
Artifacts with the same origin and top frames are one crash.

Usage: sort_crashes.py ROOT MEM_FUZZ ARTIFACT_DIR
"""
import collections
import os
import re
import subprocess
import sys

OPTION_BYTES = 4
root, mem_fuzz, artifact_dir = sys.argv[1:4]
frame_re = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in (.+?) (/\S+?):(\d+)")


def trace_of(path):
    run = subprocess.run([mem_fuzz, "-timeout=30", "-rss_limit_mb=4096", path],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         timeout=600)
    text = run.stdout.decode(errors="replace")
    frames = [m.groups() for m in map(frame_re.match, text.splitlines()) if m]
    kind = re.search(r"ERROR: (?:AddressSanitizer|libFuzzer|LeakSanitizer): ([\w-]+)|"
                     r"runtime error: (.*)", text)
    return frames, (kind.group(1) or kind.group(2)) if kind else "no report (fixed?)"


def upstream_crashes(path):
    with open(path, "rb") as f:
        mlir = f.read()[OPTION_BYTES:]
    mlir_path = path + ".mlir"
    with open(mlir_path, "wb") as f:
        f.write(mlir)
    try:
        run = subprocess.run(["mlir-opt-22", mlir_path, "-o", "/dev/null"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             timeout=60)
        return run.returncode < 0 or run.returncode >= 128
    except subprocess.TimeoutExpired:
        return True


def is_ours(file):
    rel = os.path.relpath(file, root)
    return not rel.startswith("..") and not rel.startswith("fuzz/")


crashes = collections.OrderedDict()
names = sorted(n for n in os.listdir(artifact_dir)
               if re.match(r"(crash|timeout|oom|leak|slow-unit)-[0-9a-f]+$", n))
for name in names:
    path = os.path.join(artifact_dir, name)
    frames, kind = trace_of(path)
    ours = [f for f in frames if is_ours(f[1])]
    if ours:
        origin, top = "ours", ours[:3]
    elif upstream_crashes(path):
        origin, top = "upstream", frames[:3]
    else:
        origin, top = "unsorted", frames[:3]
    signature = (origin, kind,
                 tuple("%s %s:%s" % (f[0][:80], os.path.relpath(f[1], root)
                                     if is_ours(f[1]) else os.path.basename(f[1]), f[2])
                       for f in top))
    crashes.setdefault(signature, []).append(name)

counts = collections.Counter(sig[0] for sig in crashes)
print("crashes: %d ours, %d upstream, %d unsorted (%d artifacts)" % (
    counts["ours"], counts["upstream"], counts["unsorted"], len(names)))
for (origin, kind, top), files in crashes.items():
    print("  %-8s %s (%d artifacts, e.g. %s)" % (origin, kind, len(files),
                                                  os.path.join(artifact_dir, files[0])))
    for frame in top:
        print("           at " + frame)
