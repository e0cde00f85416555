"""What every front end does to an imported module before mem-opt reads it:

- scatters of non-upstream dialects (tm_tensor.scatter from torch-mlir,
  iree_linalg_ext.scatter from IREE) become an upstream loop: mem-opt's
  --memopt-convert-scatters rewrites them (one scf.for over the updates that
  extracts the destination slice at the update's index, combines it with
  the update in a linalg.generic, the scatter's own region, and inserts it
  back), on the generic form the importer prints, where they are
  unregistered ops;
- memopt.role / memopt.name on arguments and results (and memopt.range on
  token arguments), from the framework's
  parameter and optimizer structure;
- memopt.phase / memopt.layer on top-level ops, read back from the locations
  the front end gave each traced node ("<phase>/<layer>/<node>").
"""

import re
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

_LOC = r" loc\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)"


class ConversionError(Exception):
    pass


# A scatter in the generic form: its quoted name, then its operands.
_SCATTER = re.compile(r'"((?:tm_tensor|iree_linalg_ext)\.scatter)"\(')


def convert_scatters(mem_opt: str, generic: str):
    """`generic` (a module in the generic op form, with locations) with its
    scatters rewritten by `mem-opt --memopt-convert-scatters`, still generic
    (which parses in the importer's MLIR whatever its version), and how many
    scatters of each dialect there were."""
    counts = dict(Counter(_SCATTER.findall(generic)))
    r = subprocess.run([mem_opt, "--allow-unregistered-dialect", "--memopt-convert-scatters",
                        "--mlir-print-debuginfo", "--mlir-print-op-generic", "-", "-o", "-"],
                       input=generic, capture_output=True, text=True)
    if r.returncode != 0:
        raise ConversionError("mem-opt --memopt-convert-scatters failed:\n" + r.stderr[-4000:])
    return r.stdout, counts


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


def step_signature(names, optimizer: bool, vocab: int) -> Signature:
    """The signature of a built-in model's training step over the parameters
    `names`: with AdamW, both moments and the step count; tokens and
    targets in [0, vocab)."""
    return signature(names, ["exp_avg", "exp_avg_sq"] if optimizer else None, optimizer,
                     ["tokens", "targets"], {"tokens": (0, vocab), "targets": (0, vocab)})


def signature(names, states, counts_steps: bool, inputs, ranges, slots=None) -> Signature:
    """The signature of a training step over the parameters `names`:
    parameters, with an optimizer (`states`: the suffix of each per-parameter
    state, a list, possibly empty) its states kind by kind and the step
    count when it `counts_steps`, then the `inputs` (integer ones with their
    value `ranges`, by name); the loss first, then the updated parameters and
    states, or the gradients without an optimizer (`states` None)."""
    sig = Signature()
    sig.arg_names = list(names)
    sig.arg_roles = ["parameter"] * len(names)
    sig.result_names, sig.result_roles = ["loss"], ["loss"]
    if states is not None:
        if slots is None:
            slots = [(k, s) for s in states for k in names]
        sig.arg_names += [f"{k}.{s}" for k, s in slots]
        sig.arg_roles += ["optimizer_state"] * len(slots)
        if counts_steps:
            sig.arg_names.append("step")
            sig.arg_roles.append("input")
        sig.result_names += [f"{k}.new" for k in names]
        sig.result_names += [f"{k}.{s}.new" for k, s in slots]
        sig.result_roles += ["parameter"] * len(names) + ["optimizer_state"] * len(slots)
    else:
        sig.result_names += [f"{k}.grad" for k in names]
        sig.result_roles += ["gradient"] * len(names)
    sig.arg_names += list(inputs)
    sig.arg_roles += ["input"] * len(inputs)
    sig.arg_ranges = dict(ranges)
    return sig


def finish_module(ir, text: str, func_name: str, sig: Signature,
                  extra_passes: str = "", tagger=None,
                  keep_locations: bool = True, on_function=None) -> str:
    """Parses `text` (convert_scatters' output), runs the upstream inliner
    and its canonicalization, writes the signature's roles and names and the
    phases and layers of the top-level ops; returns the module's text (with
    locations, so tests can name each traced node). `ir` is the MLIR Python
    package of the importer (torch_mlir.ir, ...); `on_function(func)`, when
    given, sees the function before it is tagged."""
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
