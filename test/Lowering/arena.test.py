"""Compares a mem-run report without and with arena=true (see arena.test)."""
import json
import sys

heap, arena = (json.load(open(path)) for path in sys.argv[1:3])
# The arena holds every temporary; only returned buffers are allocated apart.
covers = arena["arena_bytes"] >= heap["heap_peak_bytes"] - heap["returned_heap_bytes"]
print("allocations %d, same results %s, fragmentation <= 1.05 %s, "
      "arena covers the heap peak %s" %
      (arena["allocations"], heap["checksums"] == arena["checksums"],
       arena["fragmentation"] <= 1.05, covers))
