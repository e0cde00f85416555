"""The JAX front end's ground truth of which value is each parameter's
gradient. `mark` wraps, in the StableHLO that jax.jit lowers, the location
of the op computing each parameter's gradient in a name location
`memopt.gradient/<i>`; IREE's input pipeline gives every op it makes from
that op the same location; `collect` finds the marked ops in the linalg
module, removes the marks (the written module is the one an unmarked
export writes) and returns the gradient's top-level op, and the ops it is a
transpose or reshape of.
"""

import math

from .mlir_post import ConversionError

# The name location that marks a gradient's op between StableHLO and linalg;
# it is removed again before the module is written.
_GRAD_MARK = "memopt.gradient/"


def mark(ir, stablehlo: str, func_name: str, n: int, optimizer: bool) -> str:
    """Wraps the location of the op that computes each parameter's gradient
    in StableHLO in a name location `memopt.gradient/<i>`. The gradient is
    what value_and_grad returned for parameter i: without an optimizer the
    returned value 1 + i; with AdamW the one value computed outside the
    `optimizer` scope (not a constant, not an argument) that the new first
    moment of parameter i reads through optimizer ops."""
    ctx = ir.Context()
    module = ir.Module.parse(stablehlo, ctx)
    func = next(op.operation for op in module.body.operations
                if op.operation.name == "func.func" and
                ir.StringAttr(op.operation.attributes["sym_name"]).value == func_name)
    ret = list(func.regions[0].blocks[0].operations)[-1].operation
    returned = list(ret.operands)

    def in_optimizer(op):
        return '"jit(step)/optimizer' in str(op.location)

    def gradient_of(i):
        if not optimizer:
            return returned[1 + i]
        found, seen, work = [], set(), [returned[1 + n + i]]
        while work:
            v = work.pop()
            if v in seen:
                continue
            seen.add(v)
            if isinstance(v.owner, ir.Block):
                continue
            op = v.owner.operation
            if op.name == "stablehlo.constant":
                continue
            if in_optimizer(op):
                work += list(op.operands)
            else:
                found.append(v)
        if len(found) != 1:
            raise ConversionError(
                f"parameter {i}: {len(found)} values from outside the optimizer "
                f"feed its first moment, expected its gradient alone")
        return found[0]

    with ctx:
        for i in range(n):
            op = gradient_of(i).owner.operation
            if _GRAD_MARK in str(op.location):
                raise ConversionError(
                    f"parameter {i}: its gradient's op ({op.name}) computes another's: "
                    f"{op.location}")
            op.location = ir.Location.name(f"{_GRAD_MARK}{i}", childLoc=op.location)
    return module.operation.get_asm(enable_debug_info=True)


_STABLEHLO_LAYOUT = ("stablehlo.reshape", "stablehlo.transpose")


def mark_barrier(ir, stablehlo: str, func_name: str, n: int) -> str:
    """Marks the ops that compute the operands of the step's one
    optimization barrier (export_step passes value_and_grad's gradients
    through it: operand i is parameter i's gradient) as `mark` does, with
    the result of a multi-result op (a scan's loop) as `<i>#<result>`, and
    removes the barrier: its results are its operands."""
    ctx = ir.Context()
    module = ir.Module.parse(stablehlo, ctx)
    barriers = []
    for op in module.body.operations:
        op.operation.walk(lambda o: barriers.append(o.operation) or ir.WalkResult.ADVANCE
                          if o.operation.name == "stablehlo.optimization_barrier"
                          else ir.WalkResult.ADVANCE)
    if len(barriers) != 1 or len(barriers[0].operands) != n:
        raise ConversionError(f"expected one optimization barrier of the {n} gradients, found "
                              f"{[len(b.operands) for b in barriers]}")
    barrier = barriers[0]
    with ctx:
        for i, v in enumerate(barrier.operands):
            if isinstance(v.owner, ir.Block) or v.owner.operation.name == "stablehlo.constant":
                what = "an argument" if isinstance(v.owner, ir.Block) else "a constant"
                raise ConversionError(f"parameter {i}: its gradient is {what} "
                                      f"(a parameter the loss does not read?)")
            # The op and its producers through layout ops: IREE folds a
            # reshape into the op before it, whose result is then the
            # gradient.
            while True:
                op = v.owner.operation
                r = next(k for k, res in enumerate(op.results) if res == v)
                k = len(op.results)
                mark_name = f"{_GRAD_MARK}{i}" + (f"#{r}/{k}" if k > 1 else "")
                op.location = ir.Location.name(mark_name, childLoc=op.location)
                v = op.operands[0] if op.name in _STABLEHLO_LAYOUT else None
                if v is None or isinstance(v.owner, ir.Block) or \
                        v.owner.operation.name == "stablehlo.constant":
                    break
        for res, v in zip(barrier.results, barrier.operands):
            res.replace_all_uses_with(v)
        barrier.erase()
    return module.operation.get_asm(enable_debug_info=True)


def _layout_source(ir, op):
    """The value a layout-only op copies (a transpose or a reshape: the same
    elements in another order or shape), else None."""
    if op.name in ("linalg.transpose", "tensor.collapse_shape", "tensor.expand_shape",
                   "tensor.reshape"):
        return op.operands[0]
    if op.name != "linalg.generic" or len(op.operands) != 2 or len(op.results) != 1:
        return None
    body = list(op.regions[0].blocks[0].operations)
    src, dst = op.operands[0].type, op.results[0].type
    if len(body) != 1 or body[0].operation.name != "linalg.yield" or \
            body[0].operation.operands[0] != op.regions[0].blocks[0].arguments[0] or \
            not (isinstance(src, ir.RankedTensorType) and isinstance(dst, ir.RankedTensorType)):
        return None
    def count(t):
        return math.prod(t.shape)
    return op.operands[0] if count(src) == count(dst) else None


def _unmark(ir, loc):
    """`loc` without gradient marks, and the (parameter, result or None) of
    each mark on it: the outermost first."""
    if isinstance(loc, ir.NameLoc):
        child, marks = _unmark(ir, loc.child_loc)
        if loc.name_str.startswith(_GRAD_MARK):
            i, _, r = loc.name_str[len(_GRAD_MARK):].partition("#")
            return child, [(int(i), tuple(map(int, r.split("/"))) if r else None)] + marks
        return ir.Location.name(loc.name_str, childLoc=child), marks
    if isinstance(loc, ir.CallSiteLoc):
        # Inlined code: its ops are located at the callee, called from the
        # call.
        callee, marks = _unmark(ir, loc.callee)
        caller, more = _unmark(ir, loc.caller)
        return ir.Location.callsite(callee, [caller]), marks or more
    if _GRAD_MARK in str(loc):
        raise ConversionError(f"gradient mark in an unexpected location: {loc}")
    return loc, []


def collect(ir, func, n: int):
    """Removes the marks of `mark` from every op of `func` (after
    IREE's pipeline, each op made from a marked one carries it) and returns,
    per parameter, the values that are its gradient as (index among the
    function's top-level ops, result): the last marked top-level op's result
    and its producers through layout-only ops (IREE writes a dot_general's
    transposed result as a matmul and transposes; the analysis may take any
    of these), preceded by the layout-only ops that bring it to the
    parameter's shape (_layout_users), and the number of top-level ops."""
    last = {}
    top = [op.operation for op in func.regions[0].blocks[0].operations]
    # Ops of region bodies carry the mark too; clear them all.
    ops = []
    func.walk(lambda op: ops.append(op) or ir.WalkResult.ADVANCE)
    for op in ops:
        op = op.operation
        if _GRAD_MARK not in str(op.location):
            continue
        op.location, marks = _unmark(ir, op.location)
        if op.parent != func:
            continue
        k = next(k for k, t in enumerate(top) if t == op)
        for i, r in marks:
            if k > last.get(i, (-1, None))[0]:
                last[i] = (k, r)
    missing = [i for i in range(n) if i not in last]
    if missing:
        raise ConversionError(f"no op keeps the gradient of parameters {missing}")
    out = {}
    for i, (k, r) in last.items():
        op = top[k]
        if r is None and len(op.results) != 1:
            raise ConversionError(f"parameter {i}: gradient op {op.name} has "
                                            f"{len(op.results)} results")
        if r is not None:
            # (result, results) of the StableHLO op; a loop that IREE made
            # from a stablehlo.while drops the leading carried counters.
            r, count = r
            r -= count - len(op.results)
            if not 0 <= r < len(op.results):
                raise ConversionError(f"parameter {i}: gradient op {op.name} has no result "
                                      f"{r}")
        chain = [(k, r or 0)]
        while (src := _layout_source(ir, op)) is not None and \
                not isinstance(src.owner, ir.Block) and src.owner.operation.parent == func:
            op = src.owner.operation
            k = next(j for j, t in enumerate(top) if t == op)
            chain.append((k, next(r for r, v in enumerate(op.results) if v == src)))
        # The value the update reads first, then the ones it is a layout of.
        users = _layout_users(ir, func, top, top[last[i][0]], chain[0][1],
                              func.regions[0].blocks[0].arguments[i].type)
        out[i] = users[::-1] + chain
    return out, len(top)


def _layout_users(ir, func, top, op, r, param_type):
    """[(index, result)] of the top-level layout-only ops that bring the
    gradient op's result `r` to the parameter's shape, when it has another
    (its only user, each in turn): in a mixed-precision step IREE writes a
    16-bit matmul, the f32 cast the mark lands on, then the transpose the
    update reads, which is the gradient in the parameter's layout."""
    found, v = [], op.results[r]
    while v.type != param_type:
        users = [u.owner.operation for u in v.uses]
        if len(users) != 1 or users[0].parent != func or \
                _layout_source(ir, users[0]) != v:
            return []
        op = users[0]
        v = op.results[0]
        found.append((next(j for j, t in enumerate(top) if t == op), 0))
    return found
