"""Where zero3's all-gathers of the parameters land in a per-rank program.

Usage: zero3-gathers.py RANK.mlir (mem-opt --memopt-shard=strategy=zero3
output, printed). Counts the parameter arguments and those whose type is
the same in the results (split at both ends), the all_gathers of an
argument and those the next op after their tensor.cast reads (gathered
right before the use), and the all_gathers after the last reduce_scatter
(none: the updated parameters stay split).
"""

import re
import sys


def indent(line):
    return len(line) - len(line.lstrip())


def reads_next(lines, start, value):
    """Whether the first op from `start` on that is not another gather (or
    its cast) reads `value`, on its line or in its region."""
    j = start
    while re.search(r"= (shard\.all_gather|tensor\.cast) ", lines[j]):
        j += 1
    use = re.compile(re.escape(value) + r"\b")
    if use.search(lines[j]):
        return True
    k = j + 1
    while k < len(lines) and indent(lines[k]) > indent(lines[j]):
        if use.search(lines[k]):
            return True
        k += 1
    return False


def main():
    text = open(sys.argv[1]).read()
    # memopt-shard's split records (memopt.argument_splits) follow the
    # results as function attributes.
    head = re.search(r"func\.func @\w+\((.*?)\) -> \((.*?)\)"
                     r"(?: attributes \{[^{}]*\})? \{", text)
    args = re.findall(r"(%arg\d+): (tensor<[^>]*>) \{([^}]*)\}", head.group(1))
    results = re.findall(r"(tensor<[^>]*>) \{([^}]*)\}", head.group(2))
    params = {name: ty for name, ty, attrs in args
              if '"parameter"' in attrs}
    result_types = [ty for ty, attrs in results if '"parameter"' in attrs]
    split = sum(1 for ty in params.values() if ty in result_types)
    lines = text.splitlines()
    gathers = before_use = 0
    last_scatter = max(i for i, line in enumerate(lines)
                       if "= shard.reduce_scatter " in line)
    after = 0
    for i, line in enumerate(lines):
        m = re.search(r"(%\w+) = shard\.all_gather (%\w+) ", line)
        if not m:
            continue
        if i > last_scatter:
            after += 1
        if m.group(2) not in params:
            continue
        gathers += 1
        cast = re.search(r"(%\w+) = tensor\.cast " + m.group(1) + r" ",
                         lines[i + 1])
        if cast and reads_next(lines, i + 2, cast.group(1)):
            before_use += 1
    print(f"parameters: {len(params)}, split on dimension 0 at the "
          f"arguments and results: {split}")
    print(f"gathers of a parameter: {gathers}, each right before the op "
          f"reading it: {before_use}")
    print(f"gathers after the last reduce_scatter: {after}")


if __name__ == "__main__":
    main()
