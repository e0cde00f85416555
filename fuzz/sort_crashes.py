"""Sorts the fuzzer's artifacts (crash-*, timeout-*, oom-*, leak-*) by origin.

Each artifact is run again (mem-fuzz ARTIFACT) to get its trace and the pass
pipeline its option bytes chose, and its MLIR (the input after the option
bytes) through mlir-opt-22, with that pipeline when PLUGIN (the memopt pass
plugin, which registers memopt-lower-cpu and the memopt passes) is given:
  ours      a frame of the trace is in this project's code (not fuzz/);
  upstream  otherwise, if mlir-opt-22 crashes or hangs on the MLIR too;
  unsorted  neither.
Artifacts with the same origin and top frames are one crash.

Usage: sort_crashes.py ROOT MEM_FUZZ ARTIFACT_DIR [PLUGIN]
"""
import collections
import os
import re
import subprocess
import sys

OPTION_BYTES = 6  # kOptionBytes in mem-fuzz.cpp
root, mem_fuzz, artifact_dir = sys.argv[1:4]
plugin = sys.argv[4] if len(sys.argv) > 4 else None
frame_re = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ in (.+?) (/\S+?):(\d+)")


def trace_of(path):
    run = subprocess.run([mem_fuzz, "-timeout=30", "-rss_limit_mb=4096", path],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         timeout=600, env=dict(os.environ, MEMFUZZ_PRINT_PIPELINE="1"))
    text = run.stdout.decode(errors="replace")
    pipeline = re.search(r"^mem-fuzz: pipeline '(.*)'$", text, re.M)
    frames = [m.groups() for m in map(frame_re.match, text.splitlines()) if m]
    kind = re.search(r"ERROR: (?:AddressSanitizer|libFuzzer|LeakSanitizer): ([\w-]+)|"
                     r"runtime error: (.*)", text)
    return (frames, (kind.group(1) or kind.group(2)) if kind else "no report (fixed?)",
            pipeline.group(1) if pipeline else None)


def upstream_crashes(path, pipeline):
    with open(path, "rb") as f:
        mlir = f.read()[OPTION_BYTES:]
    mlir_path = path + ".mlir"
    with open(mlir_path, "wb") as f:
        f.write(mlir)
    try:
        # Without a pipeline (the crash came before it, in parsing) or a
        # plugin: parse and verify only.
        passes = ["--load-pass-plugin=" + plugin, "--pass-pipeline=" + pipeline] \
            if pipeline and plugin else []
        run = subprocess.run(["mlir-opt-22", mlir_path, *passes, "-o", "/dev/null"],
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
    frames, kind, pipeline = trace_of(path)
    ours = [f for f in frames if is_ours(f[1])]
    if ours:
        origin, top = "ours", ours[:3]
    elif upstream_crashes(path, pipeline):
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
