"""PyTorch front end: traces one full training step of a model (forward,
cross-entropy, backward, functional AdamW) with make_fx over
torch.func.grad_and_value, imports it with torch-mlir as linalg on tensors,
and writes an .mlir that plain mem-opt reads, plus the ground truth the front
end knows (parameters, their bytes, which traced value is each gradient).

    python -m memopt.torch --model gpt --out test/Frontends/Inputs/torch-gpt
    python -m memopt.torch --model llama --no-optimizer --out /tmp/llama-fb

Writes OUT.mlir and OUT.json; --report also runs mem-opt on it.
"""

import sys

import torch
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import get_proxy_mode, make_fx

from . import cli, mlir_post
from .models_torch import MODELS

FUNC = "train_step"


def adamw(p, g, m, v, t, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8, wd=0.1):
    """Functional AdamW (decoupled weight decay): new tensors, no mutation."""
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    mhat = m / (1 - b1 ** t)
    vhat = v / (1 - b2 ** t)
    return p * (1 - lr * wd) - lr * mhat / (vhat.sqrt() + eps), m, v


class PhaseRecorder:
    """Remembers how many nodes the traced graph had at each boundary, so
    every node can be given its phase and layer after tracing."""

    def __init__(self):
        self.marks = []  # (node count, event)
        self.grad_nodes = {}

    def count(self):
        mode = get_proxy_mode()
        return len(mode.tracer.graph.nodes) if mode else 0

    def mark(self, event):
        self.marks.append((self.count(), event))

    def record_grads(self, grads):
        mode = get_proxy_mode()
        if mode is None:
            return
        from torch.fx.experimental.proxy_tensor import get_proxy_slot
        for name, g in grads.items():
            self.grad_nodes[name] = layout_chain(get_proxy_slot(g, mode.tracer).proxy.node)


# Ops that only change the layout of their first operand: the importer may
# fold them into their producer (a transposed matmul), so the producer's
# value is the gradient as well.
_LAYOUT_OPS = {"permute", "t", "transpose", "view", "_unsafe_view", "reshape",
               "clone", "expand", "squeeze", "unsqueeze", "alias"}


def layout_chain(node):
    """`node` and its producers through layout-only ops, by name."""
    names = [node.name]
    while (node.op == "call_function" and node.args
           and getattr(node.target, "__name__", "").split(".")[0] in _LAYOUT_OPS):
        node = node.args[0]
        names.append(node.name)
    return names


def layer_of_name(name, model):
    """Block index of a parameter name (h.3.attn... -> 3), else None."""
    if hasattr(model, "layer_of_parameter"):
        return model.layer_of_parameter(name)
    prefix = None
    for attr in ("h", "layers"):
        if hasattr(model, attr):
            prefix = attr + "."
    if prefix and name.startswith(prefix):
        return int(name.split(".")[1])
    return None


def trace_step(model, x, y, optimizer=True):
    names = [n for n, _ in model.named_parameters()]
    n = len(names)
    rec = PhaseRecorder()
    for i, block in enumerate(model.blocks):
        block.register_forward_pre_hook(lambda *_, i=i: rec.mark(("enter", i)))
        block.register_forward_hook(lambda *_, i=i: rec.mark(("exit", i)))

    def loss_fn(ps, x, y):
        rec.mark(("forward", None))
        logits = torch.func.functional_call(model, ps, (x,))
        loss = F.cross_entropy(logits.view(-1, logits.shape[-1]), y.view(-1))
        rec.mark(("backward", None))
        return loss

    def step(*flat):
        ps = dict(zip(names, flat[:n]))
        if not optimizer:
            x, y = flat[n:]
            grads, loss = torch.func.grad_and_value(loss_fn)(ps, x, y)
            rec.record_grads(grads)
            return (loss, *[grads[k] for k in names])
        ms, vs = flat[n:2 * n], flat[2 * n:3 * n]
        t, x, y = flat[3 * n:]
        grads, loss = torch.func.grad_and_value(loss_fn)(ps, x, y)
        rec.record_grads(grads)
        rec.mark(("optimizer", None))
        out = [adamw(ps[k], grads[k], ms[i], vs[i], t) for i, k in enumerate(names)]
        return (loss, *[o[0] for o in out], *[o[1] for o in out], *[o[2] for o in out])

    params = [p.detach() for p in model.parameters()]
    flat = list(params)
    if optimizer:
        # Distinct tensors: make_fx would trace one tensor passed twice as
        # one input.
        flat += [torch.zeros_like(p) for p in params] + \
            [torch.zeros_like(p) for p in params] + [torch.tensor(1.0)]
    flat += [x, y]
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    gm = make_fx(step, decomposition_table=get_decomposition_table())(*flat)
    return gm, rec, names


def tag_nodes(gm, rec, names, model, optimizer):
    """Phase and layer of every node: from the recorded boundaries in the
    forward; after it, the layer of the forward values and parameters a node
    reads (the nearest, lowest block), else of its operands."""
    nodes = list(gm.graph.nodes)
    phase_of, layer_of = {}, {}
    phase, layer = None, None
    events = sorted(rec.marks, key=lambda m: m[0])
    e = 0
    placeholders = [nd for nd in nodes if nd.op == "placeholder"]
    n = len(names)
    for i, nd in enumerate(placeholders):
        if i < (3 * n if optimizer else n):
            layer_of[nd] = layer_of_name(names[i % n], model)
    for idx, nd in enumerate(nodes):
        while e < len(events) and events[e][0] <= idx:
            kind, i = events[e][1]
            if kind == "enter":
                layer = i
            elif kind == "exit":
                layer = None
            else:
                phase, layer = kind, None
            e += 1
        if nd.op != "call_function":
            continue
        phase_of[nd] = phase
        if phase == "forward":
            layer_of[nd] = layer
            continue
        reads = [a for a in nd.all_input_nodes]
        direct = [layer_of.get(a) for a in reads
                  if (a.op == "placeholder" or phase_of.get(a) == "forward")]
        direct = [d for d in direct if d is not None]
        inherited = [layer_of.get(a) for a in reads if layer_of.get(a) is not None]
        layer_of[nd] = min(direct) if direct else (min(inherited) if inherited else None)
    for idx, nd in enumerate(nodes):
        if nd.op == "call_function":
            nd.meta["stack_trace"] = (
                f'File "{mlir_post.tag(phase_of[nd], layer_of.get(nd), nd.name)}", '
                f'line {idx}, in step')
        else:
            nd.meta.pop("stack_trace", None)


def dtype_bytes(t):
    return t.element_size()


def export(model_name, cfg, batch, optimizer, mem_opt="mem-opt", seed=0):
    torch.manual_seed(seed)
    model = MODELS[model_name](cfg)
    x = torch.randint(0, cfg.vocab, (batch, cfg.block))
    y = torch.randint(0, cfg.vocab, (batch, cfg.block))
    gm, rec, names = trace_step(model, x, y, optimizer)
    tag_nodes(gm, rec, names, model, optimizer)

    from torch_mlir import ir
    from torch_mlir.fx import stateless_fx_import
    imported = stateless_fx_import(gm, output_type="linalg-on-tensors", model_name=FUNC)
    text, scatters = mlir_post.convert_scatters(
        mem_opt, imported.operation.get_asm(enable_debug_info=True, print_generic_op_form=True))

    params = list(model.parameters())
    sig = mlir_post.step_signature(names, optimizer, cfg.vocab)
    out = mlir_post.finish_module(ir, text, FUNC, sig)

    param_bytes = sum(p.numel() * dtype_bytes(p) for p in params)
    inputs = [x, y] + ([torch.tensor(1.0)] if optimizer else [])
    truth = {
        "frontend": "torch",
        "model": model_name,
        "function": FUNC,
        "config": vars(cfg) | {"batch": batch},
        "optimizer": "adamw" if optimizer else None,
        "parameter_count": sum(p.numel() for p in params),
        "bytes_by_role": {
            "parameter": param_bytes,
            "optimizer_state": 2 * param_bytes if optimizer else 0,
            "input": sum(t.numel() * dtype_bytes(t) for t in inputs),
            "gradient": param_bytes,
            "loss": 4,
        },
        "parameters": [
            {"name": k, "arg": i, "shape": list(p.shape), "bytes": p.numel() * dtype_bytes(p),
             "gradient_nodes": rec.grad_nodes.get(k),
             "update_result": 1 + i if optimizer else None,
             "gradient_result": None if optimizer else 1 + i}
            for i, (k, p) in enumerate(zip(names, params))],
        "converted_ops": scatters,
    }
    return out, truth


def main(argv=None):
    ap = cli.parser("python -m memopt.torch", __doc__, MODELS)
    return cli.main(ap, lambda args, cfg: export(args.model, cfg, args.batch,
                                                 not args.no_optimizer, args.mem_opt), argv)


if __name__ == "__main__":
    sys.exit(main())
