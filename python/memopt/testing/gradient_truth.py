"""Which value mem-opt took as each parameter's gradient, against the value
the front end recorded (python/memopt): the traced node in PyTorch
(`gradient_nodes`, named by the op's location tag), the op's line in the
exported .mlir in JAX (`gradient_values`). mem-opt's side comes from
`--memopt-annotate` remarks: "result #R: role gradient ..., gradient of
argument #N" (or "of arguments #N, #M": one value several updates read).
Used by test/Frontends/check_fixture.py and
memopt.testing.frontends_table.
"""
import re

_GRADIENT = re.compile(r"remark: (?:loc\(.*\): )?result #(\d+): role gradient .*"
                       r", gradient of arguments? (#\d+(?:, #\d+)*)")
_TAG = re.compile(r'(?:loc\()?"?[a-z]+/[-\d]+/([^:"]+)')
_LINE = re.compile(r"[^:]+:(\d+):\d+: remark: result")


def strip_locations(text):
    """`text` without location aliases and op locations, line for line (an
    alias line becomes empty), so that every op's remark names its line in
    the original file: JAX fixtures exported with --keep-locations locate
    ops by scope path, which names no line."""
    text = re.sub(r"(?m)^#loc\d* = .*$", "", text)
    return re.sub(r"(?m) loc\(#loc\d*\)$", "", text)


def assignment(remarks):
    """{parameter argument: (node, line, result)} from annotate remarks:
    the value mem-opt took as that parameter's gradient."""
    out = {}
    for remark in remarks:
        m = _GRADIENT.search(remark)
        if not m:
            continue
        tag, line = _TAG.match(remark), _LINE.match(remark)
        for arg in m.group(2).split(", "):
            out[int(arg[1:])] = (tag.group(1) if tag else None,
                                 int(line.group(1)) if line else None, int(m.group(1)))
    return out


def swap(truth, i, j):
    """Swaps the recorded gradients of parameters i and j (to show that a
    wrong assignment fails the check)."""
    ps = truth["parameters"]
    for key in ("gradient_nodes", "gradient_values"):
        ps[i][key], ps[j][key] = ps[j].get(key), ps[i].get(key)


def recorded(param):
    return bool(param.get("gradient_nodes") or param.get("gradient_values"))


def check(truth, remarks):
    """[(parameter name, right, what the front end recorded, what mem-opt
    took)] for every parameter whose gradient the front end recorded."""
    got = assignment(remarks)
    rows = []
    for p in truth["parameters"]:
        if not recorded(p):
            continue
        node, line, result = got.get(p["arg"], (None, None, None))
        if p.get("gradient_nodes"):
            want, have = p["gradient_nodes"], node
        else:
            want = [f"line {v['line']} #{v['result']}" for v in p["gradient_values"]]
            have = f"line {line} #{result}" if line else None
        if p["arg"] not in got:
            have = "no value"
        elif have is None:
            have = "a value its remark names by no node or line"
        right = have in want
        rows.append((p["name"], right, want, have))
    return rows
