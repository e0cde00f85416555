"""Checks the before/after overlay of an HTML report written by
`--memopt-remat="format=html ..."` against the JSON memory reports of the
step before and after the rewrite (`--memopt-report=format=json`), and
prints what it compared. Fails (exit 1) on the first mismatch.

  overlay_check.py PAGE.html BEFORE.json AFTER.json
"""

import json
import re
import sys


def attributes(tag):
    return dict(re.findall(r'([a-z-]+)="([^"]*)"', tag))


def element(page, start):
    pos = page.find(start)
    if pos < 0:
        sys.exit(f"no {start} in the page")
    return attributes(page[pos:page.index(">", pos)])


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        sys.exit(1)


def main():
    page = open(sys.argv[1]).read()
    before = json.load(open(sys.argv[2]))["functions"][0]
    after = json.load(open(sys.argv[3]))["functions"][0]
    svg = element(page, '<svg class="timeline"')
    line = element(page, '<polyline id="baseline"')
    at = [int(v) for v in line["data-at"].split()]
    values = [int(v) for v in line["data-bytes"].split()]
    xy = [tuple(map(float, p.split(","))) for p in line["points"].split()]
    columns = int(line["data-columns"])
    placed = int(line["data-placed"])
    unplaced = int(line["data-unplaced"])
    print(f"before: peak {before['peak_bytes']}, {before['num_ops']} ops; "
          f"after: peak {after['peak_bytes']}, {after['num_ops']} ops")
    print(f"overlay: {columns} columns, {placed} placed, {unplaced} unplaced, "
          f"timeline {svg['data-columns']} columns")
    check(len(at) == len(values) == len(xy) == columns,
          "one point, one value, one vertex per overlay column")
    check(columns <= int(svg["data-columns"]),
          "the overlay has at most the timeline's columns")
    check(all(a < b for a, b in zip(at, at[1:])),
          "the overlay's points ascend in the rewritten order")
    check(max(values) == int(line["data-max-bytes"]) == before["peak_bytes"],
          "the overlay's max is the original peak")
    check(int(line["data-peak-bytes"]) == before["peak_bytes"],
          "the overlay's labelled peak is the original peak")
    check(int(svg["data-max-column-bytes"]) == after["peak_bytes"] ==
          int(svg["data-peak-bytes"]),
          "the stacked max is the rewritten peak")
    check(placed == before["num_ops"] and int(line["data-lost"]) == 0,
          "every original op is placed")
    check(placed + unplaced == after["num_ops"] and unplaced > 0,
          "the unplaced points are the rewritten step's clones")
    # The y axis spans the higher of the two peaks: the original's, drawn
    # at the plot's top (y = 40), and every vertex at its value.
    top = min(y for _, y in xy)
    highest = [y for (_, y), v in zip(xy, values) if v == max(values)]
    check(top == 40.0 and all(y == top for y in highest),
          "the original peak is at the plot's top")
    label = element(page, '<text id="baseline-peak-label"')
    check(int(label["data-bytes"]) == before["peak_bytes"],
          "the before label names the original peak")
    check('id="peak-label"' in page and ">after: peak " in page,
          "the after peak is labelled")


if __name__ == "__main__":
    main()
