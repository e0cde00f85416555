"""What every front end does to an imported module before mem-opt reads it:

- scatters of non-upstream dialects (tm_tensor.scatter from torch-mlir,
  iree_linalg_ext.scatter from IREE) become an upstream loop: one scf.for over
  the updates that extracts the destination slice at the update's index,
  combines it with the update in a linalg.generic (the scatter's own region),
  and inserts it back. That is what the scatter computes, bufferizes in place
  like the original (the slice is inserted where it was extracted) and is
  costed per update;
- memopt.role / memopt.name on arguments and results (and memopt.range on
  token arguments), from the framework's
  parameter and optimizer structure;
- memopt.phase / memopt.layer on top-level ops, read back from the locations
  the front end gave each traced node ("<phase>/<layer>/<node>").

The scatter rewrite works on the printed text of the importer's op (its
custom form is stable for a given importer version) and inlines a helper
function, so the loop is built by the MLIR parser and the upstream inliner.
"""

import re
from dataclasses import dataclass, field
from typing import Optional

_LOC = r" loc\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)"

# tm_tensor.scatter: ins(updates, indices) outs(original); region (update,
# original) -> new. iree_linalg_ext.scatter has the same operands and region
# (with iree_linalg_ext.yield) and a dimension_map as well.
_SCATTER = re.compile(
    r"(?P<indent>[ \t]*)(?P<res>%[\w#]+) = (?P<op>tm_tensor|iree_linalg_ext)\.scatter"
    r"(?P<attrs>.*?) ins\((?P<upd>%[\w#.]+), (?P<idx>%[\w#.]+) : "
    r"(?P<tu>tensor<[^>]*>), (?P<ti>tensor<[^>]*>)\) "
    r"outs\((?P<dst>%[\w#.]+) : (?P<td>tensor<[^>]*>)\) \{\n"
    r"(?P<indent2>[ \t]*)\^bb0\((?P<a>%\w+): (?P<ta>\w+)(?:" + _LOC + r")?, "
    r"(?P<b>%\w+): (?P<tb>\w+)(?:" + _LOC + r")?\):\n"
    r"(?P<body>(?:.*\n)*?)"
    r"[ \t]*\} -> (?P<tr>tensor<[^>]*>)(?P<loc> loc\([^\n]*\))?\n")


def _shape(tensor_type: str):
    inner = tensor_type[len("tensor<"):-1]
    parts = inner.split("x")
    return [int(p) for p in parts[:-1]], parts[-1]


def _tensor(shape, elem):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


class ConversionError(Exception):
    pass


def _scatter_helper(name: str, m: re.Match) -> str:
    """An upstream function computing the scatter `m` (see module doc)."""
    upd_shape, elem = _shape(m["tu"])
    idx_shape, idx_elem = _shape(m["ti"])
    dst_shape, _ = _shape(m["td"])
    dims = re.search(r"dimension_map = (?:array<i64(?:: ([\d, ]*))?>|\[([\d, ]*)\])", m["attrs"])
    if not dims:
        raise ConversionError(f"{m['op']}.scatter without a dimension_map")
    listed = dims.group(1) or dims.group(2)
    dim_map = [int(d) for d in listed.split(",")] if listed else []
    n = upd_shape[0]
    if len(idx_shape) != 2 or idx_shape[0] != n or idx_shape[1] != len(dim_map):
        raise ConversionError(f"unexpected indices {m['ti']} for updates {m['tu']}")
    slice_shape = upd_shape[1:]
    rank = len(dst_shape)
    # The update slice covers the unmapped destination dimensions, with or
    # without unit dimensions for the mapped ones.
    full = len(slice_shape) == rank
    if not full and len(slice_shape) != rank - len(dim_map):
        raise ConversionError(f"update slice {slice_shape} does not fit {m['td']}")
    body = m["body"]
    for outer in re.findall(r"%[\w#]+", body):
        if outer not in (m["a"], m["b"]) and not re.search(
                rf"^\s*{re.escape(outer)}\b.*=", body, re.M):
            raise ConversionError(f"scatter region reads {outer} from above")
    body = body.replace(f"{m['op']}.yield", "linalg.yield")
    body = body.replace(m["a"], "%u_elem").replace(m["b"], "%o_elem")
    body = re.sub(_LOC, "", body)

    s = _tensor(slice_shape, elem)
    lines = [f"func.func private @{name}(%dst: {m['td']}, %idx: {m['ti']}, "
             f"%upd: {m['tu']}) -> {m['td']} {{",
             "  %c0 = arith.constant 0 : index@LOC@", "  %c1 = arith.constant 1 : index@LOC@",
             f"  %cn = arith.constant {n} : index@LOC@",
             f"  %r = scf.for %i = %c0 to %cn step %c1 iter_args(%acc = %dst) -> ({m['td']}) {{"]
    offsets = ["0"] * rank
    for k, d in enumerate(dim_map):
        lines += [f"    %ck{k} = arith.constant {k} : index@LOC@",
                  f"    %raw{k} = tensor.extract %idx[%i, %ck{k}] : {m['ti']}@LOC@",
                  f"    %x{k} = arith.index_cast %raw{k} : {idx_elem} to index@LOC@"]
        offsets[d] = f"%x{k}"
    sizes = [1 if d in dim_map else dst_shape[d] for d in range(rank)]
    if full and [s_ for d, s_ in enumerate(slice_shape) if d not in dim_map] != \
            [sizes[d] for d in range(rank) if d not in dim_map]:
        raise ConversionError(f"update slice {slice_shape} does not fit {m['td']}")
    ones = ", ".join(["1"] * rank)
    upd_off = ", ".join(["%i"] + ["0"] * len(slice_shape))
    upd_sizes = ", ".join(["1"] + [str(x) for x in slice_shape])
    upd_strides = ", ".join(["1"] * (len(slice_shape) + 1))
    ids = ", ".join(f"d{i}" for i in range(len(slice_shape)))
    iters = ", ".join(['"parallel"'] * len(slice_shape))
    dst_off = ", ".join(offsets)
    dst_sizes = ", ".join(str(x) for x in sizes)
    lines += [
        f"    %u = tensor.extract_slice %upd[{upd_off}] [{upd_sizes}] [{upd_strides}] "
        f": {m['tu']} to {s}@LOC@",
        f"    %o = tensor.extract_slice %acc[{dst_off}] [{dst_sizes}] [{ones}] "
        f": {m['td']} to {s}@LOC@",
        f"    %c = linalg.generic {{indexing_maps = [affine_map<({ids}) -> ({ids})>, "
        f"affine_map<({ids}) -> ({ids})>], "
        f"iterator_types = [{iters}]}} ins(%u : {s}) outs(%o : {s}) {{",
        f"    ^bb0(%u_elem: {m['ta']}, %o_elem: {m['tb']}):",
        "\n".join(line + "@LOC@" for line in body.rstrip("\n").split("\n")),
        f"    }} -> {s}@LOC@",
        f"    %a = tensor.insert_slice %c into %acc[{dst_off}] [{dst_sizes}] [{ones}] "
        f": {s} into {m['td']}@LOC@",
        f"    scf.yield %a : {m['td']}@LOC@",
        "  }@LOC@", f"  return %r : {m['td']}@LOC@", "}"]
    # Every op of the helper keeps the scatter's location (its traced node).
    return "\n".join(lines).replace("@LOC@", m["loc"] or "")


def convert_scatters(text: str):
    """Replaces every scatter in `text` by a call to an upstream helper.
    Returns the new text, the helpers to add to the module and how many
    scatters of each dialect were converted."""
    helpers: list[str] = []
    counts: dict[str, int] = {}

    def replace(m: re.Match) -> str:
        name = f"memopt_scatter_{len(helpers)}"
        helpers.append(_scatter_helper(name, m))
        counts[m["op"] + ".scatter"] = counts.get(m["op"] + ".scatter", 0) + 1
        return (f"{m['indent']}{m['res']} = func.call @{name}({m['dst']}, {m['idx']}, "
                f"{m['upd']}) : "
                f"({m['td']}, {m['ti']}, {m['tu']}) -> {m['tr']}{m['loc'] or ''}\n")

    text = _SCATTER.sub(replace, text)
    left = re.search(r"^[^/\n]*?\b((?:tm_tensor|iree_linalg_ext)\.\w+)", text, re.M)
    if left:
        raise ConversionError(f"no upstream form for {left.group(1)}")
    return text, helpers, counts


def insert_helpers(text: str, helpers: list[str]) -> str:
    """Puts `helpers` inside the outermost module of `text`."""
    if not helpers:
        return text
    at = text.index("module")
    brace = text.index("{", at)
    return text[:brace + 1] + "\n" + "\n".join(helpers) + "\n" + text[brace + 1:]


_TAG = re.compile(r'"(forward|backward|optimizer|none)/(-?\d+|-)/([^"]*)"')


def parse_tag(location: str):
    """(phase, layer, node) from the first front-end tag in a printed
    location, or None."""
    m = _TAG.search(location)
    if not m:
        return None
    phase = None if m.group(1) == "none" else m.group(1)
    layer = None if m.group(2) == "-" else int(m.group(2))
    return phase, layer, m.group(3)


def tag(phase: Optional[str], layer: Optional[int], node: str) -> str:
    return f"{phase or 'none'}/{'-' if layer is None else layer}/{node}"


@dataclass
class Signature:
    """Roles and names of a step's arguments and results."""
    arg_roles: list[str] = field(default_factory=list)
    arg_names: list[str] = field(default_factory=list)
    result_roles: list[str] = field(default_factory=list)
    result_names: list[str] = field(default_factory=list)
    # Value ranges [lo, hi) of integer arguments, by name (token ids), so
    # mem-run can fill them without guessing.
    arg_ranges: dict[str, tuple[int, int]] = field(default_factory=dict)


def finish_module(ir, text: str, func_name: str, sig: Signature,
                  extra_passes: str = "", tagger=None,
                  keep_locations: bool = True, on_function=None) -> str:
    """Converts the scatters, inlines their helpers, writes the signature's
    roles and names and the phases and layers of the top-level ops; returns
    the module's text (with locations, so tests can name each traced node).
    `ir` is the MLIR Python package of the importer (torch_mlir.ir, ...);
    `on_function(func)`, when given, sees the function before it is tagged."""
    text, helpers, _ = convert_scatters(text)
    text = insert_helpers(text, helpers)
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = False
    module = ir.Module.parse(text, ctx)
    from importlib import import_module
    passmanager = import_module(ir.__name__.rsplit(".", 1)[0] + ".passmanager")
    pipeline = "inline,symbol-dce" + ("," + extra_passes if extra_passes else "")
    passmanager.PassManager.parse(f"builtin.module({pipeline})", ctx).run(module.operation)

    with ctx:
        func = None
        for op in module.body.operations:
            if op.operation.name == "func.func" and \
                    ir.StringAttr(op.operation.attributes["sym_name"]).value == func_name:
                func = op.operation
        if func is None:
            raise ConversionError(f"no func.func @{func_name} in the imported module")
        if on_function:
            on_function(func)
        _write_signature(ir, func, sig)
        # An op without a tag (a scatter whose location lost the scope, a
        # constant the importer made) is in the phase and layer of the op
        # before it.
        last = None
        for op in func.regions[0].blocks[0].operations:
            found = (tagger or parse_tag)(str(op.location)) or last
            if not found:
                continue
            last = found
            phase, layer, _ = found
            if phase:
                op.operation.attributes["memopt.phase"] = ir.StringAttr.get(phase)
            if layer is not None:
                op.operation.attributes["memopt.layer"] = ir.IntegerAttr.get(
                    ir.IntegerType.get_signless(64), layer)
    if not keep_locations:
        return module.operation.get_asm()
    return strip_nested_locations(module.operation.get_asm(enable_debug_info=True))


def top_level_lines(text: str, func_name: str) -> list[int]:
    """The 1-based line of each top-level op of @func_name in `text` as
    finish_module prints it: ops at four spaces, region bodies deeper (their
    block labels at four) and closed by a `}` line at four spaces."""
    lines, inside = [], False
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("  func.func"):
            inside = re.match(rf"  func\.func (?:\w+ )?@{re.escape(func_name)}\(", line) is not None
            continue
        if inside and line.startswith("    ") and not line.startswith("     ") \
                and not line.lstrip().startswith(("}", "^")):
            lines.append(number)
        elif inside and line.startswith("  }"):
            inside = False
    return lines


_ALIAS_USE = re.compile(r"#loc\d*\b")


def strip_nested_locations(text: str) -> str:
    """Keeps the locations of a function's top-level ops and arguments (the
    traced node each came from) and drops those of region bodies, which
    only repeat them, and the location aliases nothing uses any more."""
    body, aliases = [], {}
    for line in text.splitlines():
        m = re.match(r"(#loc\d*) = (.*)$", line)
        if m:
            aliases[m.group(1)] = m.group(2)
            continue
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        # Region bodies, and the arguments (the importer gives them the
        # first node's location).
        if indent > 4 or stripped.startswith(("^bb", "func.func")):
            line = re.sub(_LOC, "", line)
        body.append(line)
    used, work = set(), _ALIAS_USE.findall("\n".join(body))
    while work:
        alias = work.pop()
        if alias in used or alias not in aliases:
            continue
        used.add(alias)
        work += _ALIAS_USE.findall(aliases[alias])
    kept = [f"{a} = {aliases[a]}" for a in aliases if a in used]
    return "\n".join(kept + body) + "\n"


def _write_signature(ir, func, sig: Signature):
    def dicts(roles, names, count, ranges):
        out = []
        for i in range(count):
            entries = {}
            if i < len(roles) and roles[i]:
                entries["memopt.role"] = ir.StringAttr.get(roles[i])
            if i < len(names) and names[i]:
                entries["memopt.name"] = ir.StringAttr.get(names[i])
                if names[i] in ranges:
                    entries["memopt.range"] = ir.DenseI64ArrayAttr.get(
                        list(ranges[names[i]]))
            out.append(ir.DictAttr.get(entries))
        return ir.ArrayAttr.get(out)

    ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    func.attributes["arg_attrs"] = dicts(sig.arg_roles, sig.arg_names,
                                         len(ftype.inputs), sig.arg_ranges)
    func.attributes["res_attrs"] = dicts(sig.result_roles, sig.result_names,
                                         len(ftype.results), {})


def main(argv=None):
    """`python -m memopt.mlir_post IN OUT`: the text part of finish_module
    (scatters to calls of upstream helpers), for IR from elsewhere; run
    `mem-opt --inline --symbol-dce` on OUT to inline the helpers."""
    import sys
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python -m memopt.mlir_post IN.mlir OUT.mlir", file=sys.stderr)
        return 2
    with open(args[0]) as f:
        text = f.read()
    try:
        text, helpers, counts = convert_scatters(text)
    except ConversionError as e:
        print(f"{args[0]}: error: {e}", file=sys.stderr)
        return 1
    with open(args[1], "w") as f:
        f.write(insert_helpers(text, helpers))
    for op, n in sorted(counts.items()):
        print(f"converted {n} {op}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
