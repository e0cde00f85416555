"""The PyTorch front end for any nn.Module (HuggingFace models included):
`export_step(model, batch, ...)` traces one training step (the model on
`batch`, the loss, the backward, a functional form of a torch.optim
optimizer checked against torch.optim) with make_fx over
torch.func.grad_and_value, imports it with torch-mlir and returns the step
and its ground truth, as the built-in models' export does.

Blocks (layers) are the entries of the model's ModuleLists of one class
(transformer.h.N, model.layers.N, bert.encoder.layer.N, encoder.block.N and
decoder.block.N), in module order; the model needs no attribute of its
own."""

import contextlib
import copy
import math
import sys

import torch
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx
from torch.utils import _pytree as pytree

from . import mlir_post, torch_optim
from .torch_import import import_linalg
from .torch_trace import PhaseRecorder, shared_gradients, tag_nodes

FUNC = "train_step"

# Ops whose result is random: a step that draws them cannot be recomputed
# or run twice alike, so the front end refuses it.
_RANDOM_OPS = ("native_dropout", "bernoulli", "rand", "randn", "rand_like", "randn_like",
               "randint", "normal", "uniform", "multinomial")


class TraceError(Exception):
    pass


def find_blocks(model):
    """[(module path, module)] of the repeated blocks: the entries of every
    ModuleList whose entries share one class, outside any other such list
    (T5's encoder.block.N.layer.M are parts of a block)."""
    lists = []
    for path, mod in model.named_modules():
        if not isinstance(mod, torch.nn.ModuleList) or len(mod) == 0:
            continue
        if len({type(m) for m in mod}) != 1:
            continue
        if any(path.startswith(outer + ".") for outer, _ in lists):
            continue
        lists.append((path, mod))
    return [(f"{path}.{i}" if path else str(i), m) for path, mod in lists
            for i, m in enumerate(mod)]


def layer_of(name, blocks):
    """The index of the block whose module path prefixes `name`, else None."""
    for i, (path, _) in enumerate(blocks):
        if name.startswith(path + "."):
            return i
    return None


def batch_leaves(batch):
    """(tensors, names, spec) of a tensor, a tuple or a dict of tensors:
    names from the keys and positions (`input_ids`, `input.1`)."""
    pairs, spec = pytree.tree_flatten_with_path(batch)
    names = []
    for path, leaf in pairs:
        if not isinstance(leaf, torch.Tensor):
            raise TypeError(f"batch entry {pytree.keystr(path)} is a {type(leaf).__name__}, "
                            f"not a tensor")
        parts = [str(getattr(k, "key", getattr(k, "idx", k))) for k in path]
        names.append(".".join(parts) if isinstance(batch, dict) else
                     ".".join(["input"] + parts))
    return [leaf for _, leaf in pairs], names, spec


def call_model(model, params, batch):
    if isinstance(batch, dict):
        return torch.func.functional_call(model, params, (), batch)
    if isinstance(batch, (tuple, list)):
        return torch.func.functional_call(model, params, tuple(batch))
    return torch.func.functional_call(model, params, (batch,))


def default_loss(output, batch):
    """The output's `.loss` (a HuggingFace model given labels), else
    cross-entropy of its `.logits` (or of the output tensor) on
    batch["labels"] (ignore index -100)."""
    loss = output.get("loss") if isinstance(output, dict) else getattr(output, "loss", None)
    if loss is not None:
        return loss
    logits = output if isinstance(output, torch.Tensor) else getattr(output, "logits", None)
    labels = batch.get("labels") if isinstance(batch, dict) else None
    if logits is None or labels is None:
        raise TraceError("the model's output has no .loss and the batch no 'labels' for a "
                         "cross-entropy on its logits: pass loss_fn(output, batch)")
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]).float(), labels.reshape(-1))


def _math_attention():
    """Scaled dot-product attention as its math (matmul, softmax): the fused
    CPU kernels' backward ops have no torch-mlir lowering."""
    from torch.nn.attention import SDPBackend, sdpa_kernel
    return sdpa_kernel([SDPBackend.MATH])


@contextlib.contextmanager
def _transformers_tracing():
    """Tells transformers that it is being traced: its mask code otherwise
    reads a tensor's value (`padding_mask.all()`, to skip an all-ones mask),
    which make_fx cannot trace, and takes the branch that builds the mask
    as tensor ops. transformers checks tracing through `is_tracing`, which
    does not know make_fx's real-tensor mode."""
    patched = []
    for name, mod in list(sys.modules.items()):
        if name.startswith("transformers") and callable(getattr(mod, "is_tracing", None)):
            patched.append((mod, mod.is_tracing))
            mod.is_tracing = lambda *_, **__: True
    try:
        yield
    finally:
        for mod, original in patched:
            mod.is_tracing = original


def _decompositions():
    """torch-mlir's decomposition table, plus SiLU's backward as
    elementwise ops: PyTorch's decomposition writes it through an
    aten.copy_ that torch-mlir cannot import into a value tensor."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    table = dict(get_decomposition_table())
    aten = torch.ops.aten

    def silu_backward(grad, x):
        s = torch.sigmoid(x)
        return grad * s * (1 + x * (1 - s))
    table[aten.silu_backward.default] = silu_backward
    return table


def _refuse_random(gm):
    for nd in gm.graph.nodes:
        name = getattr(nd.target, "__name__", "").split(".")[0]
        if nd.op == "call_function" and name in _RANDOM_OPS:
            raise TraceError(
                f"the step draws random numbers ({name}, node {nd.name}): train-mode dropout "
                f"cannot be recomputed or measured alike; call model.eval() or set its "
                f"dropout probabilities to 0")


def trace(model, batch, loss_fn, opt, hyper, blocks, mixed=False):
    """make_fx graph of the step, its PhaseRecorder, the parameter names,
    the input names and tensors. `mixed`: the model's parameters are 16-bit
    and the gradients, the states and the update f32 (mem-advise's `mixed`
    rung), the new parameters rounded back to 16 bits."""
    names = [n for n, _ in model.named_parameters()]
    params = {n: p.detach() for n, p in model.named_parameters()}
    n = len(names)
    leaves, input_names, spec = batch_leaves(batch)
    # Distinct tensors: make_fx traces one tensor given twice as one input
    # (labels are often the input ids themselves).
    leaves = [t.clone() for t in leaves]
    rec = PhaseRecorder()
    handles = []
    for i, (_, block) in enumerate(blocks):
        handles.append(block.register_forward_pre_hook(lambda *_, i=i: rec.mark(("enter", i))))
        handles.append(block.register_forward_hook(lambda *_, i=i: rec.mark(("exit", i))))
    slots = torch_optim.slots(opt, [params[p] for p in names]) if opt else []
    # The state arguments of each parameter, in its states' order.
    own = [[j for j, (i, _, _) in enumerate(slots) if i == pi] for pi in range(n)]

    def loss_of(ps, b):
        rec.mark(("forward", None))
        loss = (loss_fn or default_loss)(call_model(model, ps, b), b)
        rec.mark(("backward", None))
        return loss

    def step(*flat):
        ps = dict(zip(names, flat[:n]))
        b = pytree.tree_unflatten(list(flat[len(flat) - len(leaves):]), spec)
        grads, loss = torch.func.grad_and_value(loss_of)(ps, b)
        if mixed:
            grads = {k: g.float() for k, g in grads.items()}
        rec.record_grads(grads)
        if opt is None:
            return (loss, *[grads[p] for p in names])
        rec.mark(("optimizer", None))
        t = flat[n + len(slots)] if opt.counts_steps else None
        out = [opt.update(ps[p].float() if mixed else ps[p], grads[p],
                          [flat[n + j] for j in own[i]], t, **hyper)
               for i, p in enumerate(names)]
        if mixed:
            out = [(o[0].to(ps[p].dtype), o[1]) for o, p in zip(out, names)]
        new_states = [out[i][1][own[i].index(j)] for j, (i, _, _) in enumerate(slots)]
        return (loss, *[o[0] for o in out], *new_states)

    flat = [params[p] for p in names]
    flat += [params[names[i]].new_zeros(shape, dtype=torch.float32 if mixed else None)
             for i, _, shape in slots]
    if opt and opt.counts_steps:
        flat.append(torch.tensor(1.0))
    flat += leaves
    try:
        with _math_attention(), _transformers_tracing():
            # functionalize: the decompositions functorch applies in the backward
            # (SiLU's) write through in-place ops (aten.copy_, sub_), which
            # torch-mlir cannot import into value tensors.
            gm = make_fx(torch.func.functionalize(step),
                         decomposition_table=_decompositions())(*flat)
    except Exception as e:
        raise TraceError(f"make_fx cannot trace the step: {type(e).__name__}: {e}") from e
    finally:
        for h in handles:
            h.remove()
    _refuse_random(gm)
    return gm, rec, names, input_names, leaves, slots


def eager_gradients(model, batch, loss_fn):
    """The loss's gradients by plain autograd, for the optimizer check."""
    params = {n: p.detach().requires_grad_() for n, p in model.named_parameters()}
    with _math_attention():
        loss = (loss_fn or default_loss)(call_model(model, params, batch), batch)
    grads = torch.autograd.grad(loss, list(params.values()), allow_unused=True)
    return {n: torch.zeros_like(p) if g is None else g
            for (n, p), g in zip(params.items(), grads)}


def int_range(t):
    """[lo, hi) of an integer tensor's values, so mem-run fills it alike.
    Negative values beside non-negative ones are an ignore index (labels'
    -100), not ids: a range from them would have mem-run draw the values
    between them and 0, which index nothing, so it covers the others."""
    ids = t[t >= 0]
    kept = ids if 0 < ids.numel() < t.numel() else t
    return (int(kept.min()), int(kept.max()) + 1)


def eager_loss(model, batch, loss_fn):
    with torch.no_grad(), _math_attention():
        params = {n: p.detach() for n, p in model.named_parameters()}
        return float((loss_fn or default_loss)(call_model(model, params, batch), batch))


def to_mixed(model, batch, loss_fn, rtol=2e-2, atol=2e-2):
    """A bfloat16 copy of `model` and `batch` (its floating-point entries),
    after checking that its loss is the fp32 model's within bf16's
    precision: a model whose loss moves more (an overflow, a softmax of
    large logits) is not its mixed-precision step."""
    half = copy.deepcopy(model).to(torch.bfloat16)
    half_batch = pytree.tree_map(
        lambda t: t.to(torch.bfloat16) if isinstance(t, torch.Tensor) and t.is_floating_point()
        else t, batch)
    full, low = eager_loss(model, batch, loss_fn), eager_loss(half, half_batch, loss_fn)
    if not abs(low - full) <= atol + rtol * abs(full):
        raise TraceError(f"the bfloat16 model's loss {low:.6g} is not the fp32 model's "
                         f"{full:.6g} within {rtol:g} relative + {atol:g}")
    return half, half_batch


def export_step(model, batch, *, loss_fn=None, optimizer="adamw", optimizer_args=None,
                out=None, mem_opt="mem-opt", check_optimizer=True, model_name=None,
                precision="fp32"):
    """(module text, truth) of one training step of `model` on `batch`; with
    `out`, also writes OUT.mlir and OUT.json. `optimizer`: a name (adamw,
    adam, sgd, adafactor), a torch.optim class, or None for forward + backward only
    (the step returns the loss and the gradients). `precision` "mixed":
    bfloat16 parameters and activations, f32 gradients, states and update
    (to_mixed checks the loss first)."""
    if precision not in ("fp32", "mixed"):
        raise ValueError(f"precision {precision!r}: expected fp32 or mixed")
    opt = torch_optim.resolve(optimizer) if optimizer is not None else None
    hyper = torch_optim.hyperparameters(opt, optimizer_args) if opt else {}
    blocks = find_blocks(model)
    if opt and check_optimizer:
        named = {n: p.detach() for n, p in model.named_parameters()}
        torch_optim.check(opt, hyper, named, eager_gradients(model, batch, loss_fn))
    mixed = precision == "mixed"
    if mixed:
        model, batch = to_mixed(model, batch, loss_fn)
        blocks = find_blocks(model)
    gm, rec, names, input_names, leaves, slots = trace(model, batch, loss_fn, opt, hyper,
                                                       blocks, mixed)
    layers = [layer_of(nm, blocks) for nm in names] + \
        [layer_of(names[i], blocks) for i, _, _ in slots]
    tag_nodes(gm, rec, layers)

    from torch_mlir import ir
    imported = import_linalg(gm, FUNC)
    text, scatters = mlir_post.convert_scatters(
        mem_opt, imported.operation.get_asm(enable_debug_info=True, print_generic_op_form=True))
    ranges = {nm: int_range(t) for nm, t in zip(input_names, leaves)
              if not t.is_floating_point() and t.numel()}
    sig = mlir_post.signature(names, opt.state if opt else None,
                              bool(opt and opt.counts_steps), input_names, ranges,
                              slots=[(names[i], key) for i, key, _ in slots])
    text = mlir_post.finish_module(ir, text, FUNC, sig)

    ps = dict(model.named_parameters())
    param_bytes = sum(p.numel() * p.element_size() for p in ps.values())
    # Mixed: the gradients and states are f32 whatever the parameters are.
    size = {nm: 4 if mixed else p.element_size() for nm, p in ps.items()}
    grad_bytes = sum(p.numel() * size[nm] for nm, p in ps.items())
    state_bytes = sum(math.prod(shape) * size[names[i]] for i, _, shape in slots)
    # Parameters whose gradients are one value: each takes it, its nodes are
    # each other's, and the step holds it once.
    shared = shared_gradients(gm, rec.grad_nodes)
    grad_nodes = {nm: (chain or []) + [x for o in shared.get(nm, [])
                                        for x in rec.grad_nodes[o]]
                  for nm, chain in rec.grad_nodes.items()}
    shared_bytes = sum(ps[nm].numel() * size[nm] for nm in shared
                       if names.index(nm) > min(names.index(o) for o in shared[nm]))
    truth = {
        "frontend": "torch",
        "model": model_name or type(model).__name__,
        "function": FUNC,
        "config": {"inputs": {nm: list(t.shape) for nm, t in zip(input_names, leaves)},
                   "blocks": [path for path, _ in blocks]},
        "optimizer": opt.name if opt else None,
        **({"precision": "mixed"} if mixed else {}),
        "optimizer_args": {k: list(v) if isinstance(v, tuple) else v for k, v in hyper.items()},
        "parameter_count": sum(p.numel() for p in ps.values()),
        "bytes_by_role": {
            "parameter": param_bytes,
            "optimizer_state": state_bytes,
            "input": sum(t.numel() * t.element_size() for t in leaves)
                     + (4 if opt and opt.counts_steps else 0),
            "gradient": grad_bytes - shared_bytes,
            "loss": 4,
        },
        "parameters": [
            {"name": nm, "arg": i, "shape": list(ps[nm].shape),
             "bytes": ps[nm].numel() * ps[nm].element_size(),
             "layer": layer_of(nm, blocks),
             "gradient_nodes": grad_nodes.get(nm),
             **({"gradient_shared_with": shared[nm]} if nm in shared else {}),
             "update_result": 1 + i if opt else None,
             "gradient_result": None if opt else 1 + i}
            for i, nm in enumerate(names)],
        "converted_ops": scatters,
    }
    if out:
        from . import cli
        cli.write(out, text, truth)
    return text, truth
