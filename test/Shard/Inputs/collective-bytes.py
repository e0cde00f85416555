"""The report's collective buffers against the partitioned program's text.

Usage: collective-bytes.py PROGRAM.mlir REPORT.json

PROGRAM is a step `--memopt-shard` partitioned, REPORT its
`--memopt-report=format=json`. Each shard collective's result is a new
buffer of its result type's bytes (docs/shard.md, "Collective buffers"), so
the per-kind counts and bytes of `collective_buffers` must be the sums over
the collectives' printed result types, and the gathered parameters those of
the all-gathers of an argument. Prints one line per kind and exits
non-zero on a mismatch. Then prints the bytes at the peak by kind and the
gathered parameters, for the test to check.
"""

import json
import re
import sys

ELEMENT_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i1": 1, "i8": 1,
                 "i32": 4, "i64": 8}
KINDS = ("all_gather", "all_reduce", "all_slice", "all_to_all", "broadcast",
         "gather", "recv", "reduce", "reduce_scatter", "scatter", "send",
         "shift")
COLLECTIVE = re.compile(r"= shard\.(" + "|".join(KINDS) +
                        r") (%[\w.#]+) .*-> tensor<([^>]*)>\s*$")


def tensor_bytes(spec):
    *dims, element = spec.split("x")
    count = 1
    for dim in dims:
        count *= int(dim)
    return count * ELEMENT_BYTES[element]


def from_program(path):
    """Per kind, (results, bytes). An all_slice is left out: the rank's block
    is a view of the whole or a copy (AllSliceView.h: of a value nothing
    else reads), or the rank's empty destination block, which the text does
    not tell apart; the report's all_slice buffers are printed, not
    compared."""
    kinds = {}
    with open(path) as program:
        lines = program.readlines()
    for line in lines:
        match = COLLECTIVE.search(line)
        if not match:
            continue
        kind, operand, result = match.groups()
        if kind == "all_slice":
            continue
        if kind == "all_gather" and re.fullmatch(r"%arg\d+", operand):
            # zero3's gather of a parameter argument before its use (the
            # steps here split no other argument that an op reads whole).
            buffers, total = kinds.get("gathered arguments", (0, 0))
            kinds["gathered arguments"] = (buffers + 1,
                                           total + tensor_bytes(result))
        buffers, total = kinds.get(kind, (0, 0))
        kinds[kind] = (buffers + 1, total + tensor_bytes(result))
    return kinds


def main():
    kinds = from_program(sys.argv[1])
    with open(sys.argv[2]) as report:
        collectives = json.load(report)["functions"][0]["collective_buffers"]
    reported = {kind: (c["buffers"], c["bytes"])
                for kind, c in collectives["by_kind"].items()}
    gathered = collectives["gathered_parameters"]
    if gathered["buffers"] or "gathered arguments" in kinds:
        reported["gathered arguments"] = (gathered["buffers"], gathered["bytes"])
    copies = reported.pop("all_slice", (0, 0))
    ok = True
    for kind in sorted(set(kinds) | set(reported)):
        want, got = kinds.get(kind, (0, 0)), reported.get(kind, (0, 0))
        good = want == got
        ok &= good
        print("%s: program %d buffers %d bytes, report %d buffers %d bytes: %s"
              % (kind, *want, *got, "ok" if good else "MISMATCH"))
    kinds.pop("gathered arguments", None)
    total = (sum(b for b, _ in kinds.values()), sum(t for _, t in kinds.values()))
    good = total == (collectives["buffers"] - copies[0],
                     collectives["bytes"] - copies[1])
    ok &= good
    print("total: %d buffers %d bytes: %s" % (*total, "ok" if good else "MISMATCH"))
    print("all_slice copies: %d buffers %d bytes" % copies)
    # What is live at the peak depends on the live ranges: printed for the
    # test to check against the bytes it derives from the shapes.
    print("at the peak: %d bytes (%s)" % (collectives["peak_bytes"], ", ".join(
        "%s %d" % (kind, c["peak_bytes"])
        for kind, c in sorted(collectives["by_kind"].items()))))
    print("gathered parameters: %d buffers %d bytes, %d at the peak"
          % (gathered["buffers"], gathered["bytes"], gathered["peak_bytes"]))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
