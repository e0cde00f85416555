"""PyTorch front end: traces one full training step of a model (forward,
cross-entropy, backward, functional AdamW) with make_fx over
torch.func.grad_and_value, imports it with torch-mlir as linalg on tensors,
and writes an .mlir that plain mem-opt reads, plus the ground truth the front
end knows (parameters, their bytes, which traced value is each gradient).

    python -m memopt.torch --model gpt --out test/Frontends/Inputs/torch-gpt
    python -m memopt.torch --model llama --no-optimizer --out /tmp/llama-fb

Any nn.Module (torch_step.export_step; in Python: memopt.torch.export_step):

    python -m memopt.torch --hf gpt2 --hf-set n_layer=2,n_embd=64,n_head=2 --out /tmp/gpt2
    python -m memopt.torch --module pkg.mod:factory --optimizer sgd --out /tmp/mine
    python -m memopt.torch --module path/to/mine.py:factory --out /tmp/mine

--hf builds a transformers model from its configuration alone (no weights,
no network) with an example batch of its task; --module names a callable
that returns (model, batch) or (model, batch, loss_fn).
Writes OUT.mlir and OUT.json; --report also runs mem-opt on it.
"""

import sys

import torch
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx

from . import cli, mlir_post
from .models_torch import MODELS
from .torch_import import import_linalg
from .torch_step import export_step  # noqa: F401  (the public API)
from .torch_trace import PhaseRecorder, tag_nodes

FUNC = "train_step"


def adamw(p, g, m, v, t, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8, wd=0.1):
    """Functional AdamW (decoupled weight decay): new tensors, no mutation."""
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    mhat = m / (1 - b1 ** t)
    vhat = v / (1 - b2 ** t)
    return p * (1 - lr * wd) - lr * mhat / (vhat.sqrt() + eps), m, v


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


def dtype_bytes(t):
    return t.element_size()


def export(model_name, cfg, batch, optimizer, mem_opt="mem-opt", seed=0):
    torch.manual_seed(seed)
    model = MODELS[model_name](cfg)
    x = torch.randint(0, cfg.vocab, (batch, cfg.block))
    y = torch.randint(0, cfg.vocab, (batch, cfg.block))
    gm, rec, names = trace_step(model, x, y, optimizer)
    n = len(names)
    tag_nodes(gm, rec, [layer_of_name(names[i % n], model)
                        for i in range(3 * n if optimizer else n)])

    from torch_mlir import ir
    imported = import_linalg(gm, FUNC)
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


def load_module(mod):
    """The Python module `mod` names: an importable `pkg.mod`, or a file
    `path/to/mine.py` (a user's model need not be installed)."""
    import importlib
    import importlib.util
    import os
    if not mod.endswith(".py"):
        try:
            return importlib.import_module(mod)
        except ImportError as e:
            raise SystemExit(f"--module {mod}: cannot import it: {e}") from None
    if not os.path.isfile(mod):
        raise SystemExit(f"--module {mod}: no such file")
    spec = importlib.util.spec_from_file_location(
        os.path.splitext(os.path.basename(mod))[0], mod)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def from_module(spec, batch, seq):
    """(model, batch, loss_fn) from `pkg.mod:factory` or `FILE.py:factory`;
    the factory is given batch= and seq= when it takes them."""
    import inspect
    if ":" not in spec:
        raise SystemExit(f"--module {spec}: expected pkg.mod:factory or FILE.py:factory")
    mod, _, name = spec.rpartition(":")
    factory = getattr(load_module(mod), name, None)
    if not callable(factory):
        raise SystemExit(f"--module {spec}: {mod} has no callable {name}")
    taken = inspect.signature(factory).parameters
    made = factory(**{k: v for k, v in (("batch", batch), ("seq", seq)) if k in taken})
    if not isinstance(made, tuple) or len(made) not in (2, 3):
        raise SystemExit(f"--module {spec}: the factory returned {type(made).__name__}, "
                         f"expected (model, batch) or (model, batch, loss_fn)")
    return made if len(made) == 3 else (*made, None)


def export_any(args, cfg):
    optimizer = None if args.no_optimizer else args.optimizer
    precision = getattr(args, "precision", "fp32")
    if args.hf:
        from . import torch_hf
        try:
            model, batch, _ = torch_hf.build(args.hf, torch_hf.parse_settings(args.hf_set),
                                             args.batch, args.seq)
        except ValueError as e:
            raise SystemExit(str(e)) from None
        return export_step(model, batch, optimizer=optimizer, mem_opt=args.mem_opt,
                           model_name=f"hf-{args.hf}", precision=precision)
    if args.module:
        model, batch, loss_fn = from_module(args.module, args.batch, args.seq)
        return export_step(model, batch, loss_fn=loss_fn, optimizer=optimizer,
                           mem_opt=args.mem_opt, model_name=args.module, precision=precision)
    if (args.optimizer != "adamw" and not args.no_optimizer) or precision != "fp32":
        # Another optimizer or precision: the built-in model through
        # export_step, with the tokens and targets as its batch.
        torch.manual_seed(0)
        model = MODELS[args.model](cfg)
        x = torch.randint(0, cfg.vocab, (args.batch, cfg.block))
        y = torch.randint(0, cfg.vocab, (args.batch, cfg.block))
        return export_step(model, (x, y), loss_fn=_targets_loss, optimizer=optimizer,
                           mem_opt=args.mem_opt, model_name=args.model, precision=precision)
    return export(args.model, cfg, args.batch, not args.no_optimizer, args.mem_opt)


def _targets_loss(logits, batch):
    """Cross-entropy of the built-in models' logits on the batch's targets."""
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), batch[1].reshape(-1))


def main(argv=None):
    from .torch_optim import OPTIMIZERS
    ap = cli.parser("python -m memopt.torch", __doc__, MODELS)
    ap.add_argument("--hf", metavar="MODEL_TYPE",
                    help="a transformers model type (gpt2, llama, bert, t5, vit, ...)")
    ap.add_argument("--hf-set", metavar="K=V,...", default="",
                    help="settings of the transformers config (n_layer=2,n_embd=64)")
    ap.add_argument("--module", metavar="PKG.MOD:FACTORY or FILE.py:FACTORY",
                    help="a callable returning (model, batch) or (model, batch, loss_fn)")
    ap.add_argument("--seq", type=int, default=16, help="sequence length of --hf's batch")
    ap.add_argument("--optimizer", choices=sorted(OPTIMIZERS), default="adamw")
    ap.add_argument("--precision", choices=["fp32", "mixed"], default="fp32",
                    help="mixed: bfloat16 parameters and activations, f32 gradients, "
                         "optimizer states and update (its loss checked against fp32's)")
    return cli.main(ap, export_any, argv, traced={"mixed", *OPTIMIZERS})


if __name__ == "__main__":
    sys.exit(main())
