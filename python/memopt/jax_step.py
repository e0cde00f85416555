"""The JAX front end for any loss and any optax optimizer:
`export_step(loss_fn, params, batch, optimizer=optax...)` lowers one
training step (value_and_grad of `loss_fn(params, batch)`, the optimizer's
update, optax.apply_updates) with jax.jit to StableHLO, turns it into
linalg with IREE's input pipeline and returns the step and its ground
truth, as the built-in models' export does.

Names come from the pytree paths of the parameters (`blocks.0.attn.w`,
`params.Dense_0.kernel`), the optimizer's state (`NAME.mu`, `NAME.nu`,
`opt.0.count`) and the batch. The gradients are the values value_and_grad
returns: they pass through an optimization barrier while lowering, whose
operands are marked (gradient_marks.mark_barrier) before it is removed
again. Layers: blocks are the parameter paths with a numbered part
(`blocks.0`, `layers_1`) that several parameters share; an op is in the
block whose named scope is on its JAX scope path, if the model opens one."""

import math
import os
import re
import subprocess
import tempfile

import jax
import jax.numpy as jnp

from . import gradient_marks, mlir_post

FUNC = "main"


def key_name(key):
    for attr in ("key", "idx", "name"):
        if hasattr(key, attr):
            return str(getattr(key, attr))
    return str(key)


def path_name(path):
    return ".".join(key_name(k) for k in path)


def state_names(state_paths, param_paths):
    """`NAME.FIELD` of each optimizer state leaf that mirrors a parameter
    (optax's mu, nu, trace, v_row ... hold one per parameter), else
    `opt.PATH` (a step count)."""
    by_suffix = {tuple(p): path_name(p) for p in param_paths}
    names = []
    for path in state_paths:
        path = tuple(path)
        name = None
        for cut in range(len(path)):
            if path[cut:] in by_suffix and cut > 0:
                name = f"{by_suffix[path[cut:]]}.{key_name(path[cut - 1])}"
                break
        names.append(name or "opt." + path_name(path))
    return names


def find_blocks(names):
    """The block prefixes among parameter names: the shortest prefix that
    ends in a number (`blocks.0`, `layers_1`, `h.2`) whose stem (`blocks.`)
    has at least two numbers, in order of first appearance."""
    prefixes = []
    for name in names:
        parts = name.split(".")
        for i, part in enumerate(parts):
            m = re.fullmatch(r"(.*?)(\d+)", part)
            if m and (m.group(1) in ("", "_") or m.group(1).endswith("_")):
                prefix = ".".join(parts[:i + 1])
                if prefix not in prefixes:
                    prefixes.append(prefix)
                break
    stems = {}
    for p in prefixes:
        stems.setdefault(re.sub(r"\d+$", "", p), []).append(p)
    return [p for p in prefixes if len(stems[re.sub(r"\d+$", "", p)]) >= 2]


def block_of(name, blocks):
    for i, b in enumerate(blocks):
        if name == b or name.startswith(b + "."):
            return i
    return None


_JAX_LOC = re.compile(r'"jit\(\w+\)/([^"]*)"')


def jax_tagger(scopes):
    """(phase, layer, path) from the first JAX scope path in a location:
    the front end's scopes `forward` and `optimizer`, the backward as JAX's
    transpose(jvp(...)); the layer is the index in `scopes` of the block
    scope on the path."""
    layer_of = {scope: i for i, scope in enumerate(scopes)}

    def tag(location: str):
        for path in _JAX_LOC.findall(location):
            if path.startswith("optimizer"):
                phase = "optimizer"
            elif "transpose(" in path:
                phase = "backward"
            elif "forward" in path:
                phase = "forward"
            else:
                continue
            layer = next((layer_of[part] for part in re.split(r"[/()]", path)
                          if part in layer_of), None)
            return phase, layer, path
        return None
    return tag


def to_linalg(iree_opt, mem_opt, stablehlo):
    """(linalg module text, converted scatters) of a StableHLO module:
    IREE's input pipeline, then mem-opt's scatter rewrite."""
    with tempfile.TemporaryDirectory() as tmp:
        src, dst = os.path.join(tmp, "step.stablehlo.mlir"), os.path.join(tmp, "step.mlir")
        with open(src, "w") as f:
            f.write(stablehlo)
        r = subprocess.run([iree_opt, "--iree-stablehlo-input-transformation-pipeline",
                            "--mlir-print-debuginfo", "--mlir-print-op-generic", src, "-o", dst],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise mlir_post.ConversionError("IREE's StableHLO input pipeline refused the step:\n"
                                            + r.stderr[-3000:])
        with open(dst) as f:
            return mlir_post.convert_scatters(mem_opt, f.read())


def _optimizer(optimizer):
    if optimizer == "adamw":
        import optax
        return optax.adamw(1e-3)
    return optimizer


def export_step(loss_fn, params, batch, *, optimizer="adamw", out=None, mem_opt="mem-opt",
                iree_opt="iree-opt", model_name="jax", optimizer_name=None,
                keep_locations=False):
    """(module text, truth) of one step; with `out` also writes
    OUT.mlir and OUT.json. `optimizer`: an optax GradientTransformation,
    "adamw" (optax.adamw(1e-3)) or None (forward + backward: the step
    returns the loss and the gradients); `optimizer_name` names it in the
    truth."""
    opt = _optimizer(optimizer)
    p_pairs, p_def = jax.tree_util.tree_flatten_with_path(params)
    b_pairs, _ = jax.tree_util.tree_flatten_with_path(batch)
    names = [path_name(p) for p, _ in p_pairs]
    input_names = [path_name(p) or "input" for p, _ in b_pairs]
    n = len(names)

    def loss_of(ps, b):
        with jax.named_scope("forward"):
            return loss_fn(ps, b)

    if opt is not None:
        import optax
        state = opt.init(params)
        s_pairs, _ = jax.tree_util.tree_flatten_with_path(state)
        snames = state_names([p for p, _ in s_pairs], [p for p, _ in p_pairs])

        def step(ps, st, b):
            loss, grads = jax.value_and_grad(loss_of)(ps, b)
            grads = jax.lax.optimization_barrier(grads)
            with jax.named_scope("optimizer"):
                updates, st = opt.update(grads, st, ps)
                ps = optax.apply_updates(ps, updates)
            return loss, ps, st
        args = (params, state, batch)
    else:
        s_pairs, snames = [], []

        def step(ps, b):
            loss, grads = jax.value_and_grad(loss_of)(ps, b)
            return loss, jax.lax.optimization_barrier(grads)
        args = (params, batch)
    jax.config.update("jax_traceback_in_locations_limit", 0)
    stablehlo = jax.jit(step, keep_unused=True).lower(*args).as_text(
        dialect="stablehlo", debug_info=True)
    from iree.compiler import ir
    stablehlo = gradient_marks.mark_barrier(ir, stablehlo, FUNC, n)
    text, converted = to_linalg(iree_opt, mem_opt, stablehlo)

    blocks = find_blocks(names)
    sig = mlir_post.Signature()
    sig.arg_names = names + snames + input_names
    sig.arg_roles = (["parameter"] * n + ["optimizer_state"] * len(snames)
                     + ["input"] * len(input_names))
    sig.result_names = ["loss"] + ([f"{k}.new" for k in names] + [f"{s}.new" for s in snames]
                                   if opt is not None else [f"{k}.grad" for k in names])
    sig.result_roles = ["loss"] + (["parameter"] * n + ["optimizer_state"] * len(snames)
                                   if opt is not None else ["gradient"] * n)
    sig.arg_ranges = {nm: (int(jnp.min(v)), int(jnp.max(v)) + 1)
                      for nm, (_, v) in zip(input_names, b_pairs)
                      if jnp.issubdtype(v.dtype, jnp.integer) and v.size}
    found = []
    text = mlir_post.finish_module(ir, text, FUNC, sig, tagger=jax_tagger(blocks),
                                  keep_locations=keep_locations,
                                  on_function=lambda f: found.append(
                                      gradient_marks.collect(ir, f, n)))
    grads, top_ops = found[0]
    lines = mlir_post.top_level_lines(text, FUNC)
    if len(lines) != top_ops:
        raise mlir_post.ConversionError(f"found {len(lines)} top-level op lines for {top_ops} ops")

    def nbytes(v):
        return int(math.prod(v.shape)) * v.dtype.itemsize
    param_bytes = sum(nbytes(v) for _, v in p_pairs)
    truth = {
        "frontend": "jax", "model": model_name, "function": FUNC,
        "config": {"inputs": {nm: list(v.shape) for nm, (_, v) in zip(input_names, b_pairs)},
                   "blocks": blocks},
        "optimizer": None if opt is None else optimizer_name or
        (optimizer if isinstance(optimizer, str) else "optax"),
        "parameter_count": sum(int(math.prod(v.shape)) for _, v in p_pairs),
        "bytes_by_role": {"parameter": param_bytes,
                          "optimizer_state": sum(nbytes(v) for _, v in s_pairs),
                          "input": sum(nbytes(v) for _, v in b_pairs),
                          "gradient": param_bytes, "loss": 4},
        "parameters": [{"name": k, "arg": i, "shape": list(v.shape), "bytes": nbytes(v),
                        "layer": block_of(k, blocks),
                        "gradient_nodes": None,
                        "gradient_values": [{"line": lines[t], "result": r} for t, r in grads[i]],
                        "update_result": 1 + i if opt is not None else None,
                        "gradient_result": None if opt is not None else 1 + i}
                       for i, (k, (_, v)) in enumerate(zip(names, p_pairs))],
        "converted_ops": converted,
    }
    if out:
        from . import cli
        cli.write(out, text, truth)
    return text, truth
