"""Functional forms of torch.optim optimizers for the PyTorch front end: each
update returns new tensors (make_fx traces no mutation), and `check` runs
it against torch.optim's own step on the same parameters and gradients, so
the traced update is PyTorch's, not a look-alike.

An optimizer is named ("adamw", "adam", "sgd", "adafactor") or given as its
torch.optim class; hyperparameters are torch.optim's keyword arguments.

A parameter's states are those of `Functional.states_of`: by default one
tensor of its shape per state key; Adafactor keeps a row and a column factor
of a matrix's second moment and a full one for a vector, as torch.optim
does."""

import copy
from dataclasses import dataclass, field
from typing import Callable

import torch


@dataclass
class Functional:
    name: str
    torch_class: type
    # The state tensors of each parameter, by torch.optim's state key.
    state: list[str]
    # Whether the update reads the step count (an input of the step).
    counts_steps: bool
    update: Callable  # (p, g, states, t, **hyper) -> (new p, new states)
    defaults: dict = field(default_factory=dict)
    # (parameter) -> [(state key, shape)], in the order of `state`; None:
    # every key of `state`, of the parameter's shape.
    shapes: Callable = None

    def states_of(self, p):
        if self.shapes is None:
            return [(s, tuple(p.shape)) for s in self.state]
        return self.shapes(p)


def slots(f: Functional, params):
    """[(parameter index, state key, shape)] of every state of `params` (a
    list of tensors), key by key in `f.state`'s order, then parameter by
    parameter: the step's order of state arguments and results."""
    have = [dict(f.states_of(p)) for p in params]
    return [(i, key, have[i][key]) for key in f.state for i in range(len(params))
            if key in have[i]]


def _adam(p, g, states, t, lr, betas, eps, weight_decay, decoupled):
    m, v = states
    b1, b2 = betas
    if decoupled:
        p = p * (1 - lr * weight_decay)
    elif weight_decay:
        g = g + weight_decay * p
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    mhat = m / (1 - b1 ** t)
    vhat = v / (1 - b2 ** t)
    return p - lr * mhat / (vhat.sqrt() + eps), [m, v]


def _adamw(p, g, states, t, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2):
    return _adam(p, g, states, t, lr, betas, eps, weight_decay, decoupled=True)


def _adam_l2(p, g, states, t, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0):
    return _adam(p, g, states, t, lr, betas, eps, weight_decay, decoupled=False)


def _sgd(p, g, states, t, lr=1e-3, momentum=0.9, weight_decay=0.0, nesterov=False):
    (buf,) = states
    if weight_decay:
        g = g + weight_decay * p
    # torch.optim starts the buffer at the first gradient: momentum * 0 + g.
    buf = momentum * buf + g
    step = g + momentum * buf if nesterov else buf
    return p - lr * step, [buf]


def _factored(p):
    """Adafactor's states: a matrix (or a stack of them) keeps its second
    moment's row means [..., m, 1] and column means [..., 1, n]; a vector or
    a scalar keeps it whole."""
    if p.dim() > 1:
        return [("row_var", tuple(p.shape[:-1]) + (1,)),
                ("col_var", tuple(p.shape[:-2]) + (1, p.shape[-1]))]
    return [("variance", tuple(p.shape))]


def _adafactor(p, g, states, t, lr=1e-2, beta2_decay=-0.8, eps=(None, 1e-3), d=1.0,
               weight_decay=0.0, maximize=False):
    eps1, eps2 = eps
    if eps1 is None:
        eps1 = torch.finfo(p.dtype).eps
    if maximize:
        g = -g
    # The step count is an input tensor: torch.optim's Python scalars
    # (min, max of .item()) are clamps here, so the trace keeps them.
    w = t ** beta2_decay
    rho = torch.clamp(t.rsqrt(), max=lr)
    alpha = torch.clamp((p * p).sum().sqrt() / p.numel() ** 0.5, min=eps2) * rho
    if weight_decay:
        p = p * (1 - lr * weight_decay)
    g2 = g * g
    if g.dim() > 1:
        row, col = states
        row = row + w * (g2.mean(dim=-1, keepdim=True) - row)
        col = col + w * (g2.mean(dim=-2, keepdim=True) - col)
        var = (row @ col) / torch.clamp(row.mean(dim=-2, keepdim=True), min=eps1)
        new = [row, col]
    else:
        (var,) = states
        var = var + w * (g2 - var)
        new = [var]
    u = torch.clamp(var, min=eps1 * eps1).rsqrt() * g
    denom = torch.clamp((u * u).sum().sqrt() / (u.numel() ** 0.5 * d), min=1.0)
    return p - (alpha / denom) * u, new


OPTIMIZERS = {
    "adamw": Functional("adamw", torch.optim.AdamW, ["exp_avg", "exp_avg_sq"], True, _adamw),
    "adam": Functional("adam", torch.optim.Adam, ["exp_avg", "exp_avg_sq"], True, _adam_l2),
    "sgd": Functional("sgd", torch.optim.SGD, ["momentum_buffer"], False, _sgd,
                      {"momentum": 0.9}),
    "adafactor": Functional("adafactor", torch.optim.Adafactor,
                            ["row_var", "col_var", "variance"], True, _adafactor,
                            shapes=_factored),
}


def resolve(optimizer):
    """The Functional of a name or a torch.optim class."""
    if isinstance(optimizer, str):
        if optimizer.lower() not in OPTIMIZERS:
            raise ValueError(f"unknown optimizer '{optimizer}' (known: {', '.join(OPTIMIZERS)})")
        return OPTIMIZERS[optimizer.lower()]
    for f in OPTIMIZERS.values():
        if optimizer is f.torch_class:
            return f
    raise ValueError(f"no functional form of {getattr(optimizer, '__name__', optimizer)} "
                     f"(known: {', '.join(f.torch_class.__name__ for f in OPTIMIZERS.values())})")


def hyperparameters(f: Functional, given):
    """The update's keyword arguments: the front end's defaults, then the
    caller's; a keyword the functional form does not take is refused."""
    import inspect
    taken = [k for k in inspect.signature(f.update).parameters
             if k not in ("p", "g", "states", "t")]
    hyper = dict(f.defaults) | dict(given or {})
    unknown = sorted(set(hyper) - set(taken))
    if unknown:
        raise ValueError(f"{f.torch_class.__name__}: the front end's functional form takes "
                         f"{', '.join(taken)}, not {', '.join(unknown)}")
    return hyper


def _step_gradients(grads, k):
    """The gradients of step k (0-based): `grads` scaled and, every other
    step, negated, so that the moments and Adafactor's factors mix steps
    that differ, as training's do."""
    scale = (1.0 + 0.5 * k) * (-1.0 if k % 2 else 1.0)
    return {name: g.detach() * scale for name, g in grads.items()}


def check(f: Functional, hyper, params: dict, grads: dict, steps=3, rtol=1e-5, atol=1e-7):
    """Runs `steps` consecutive steps of torch.optim on copies of `params`
    and of the functional update from zero state (t = 1, 2, ...), with the
    gradients of _step_gradients, and raises if any new parameter or state
    differs after any step. One step does not suffice: at t = 1 Adafactor's
    decay weight t^beta2_decay is 1, so its factors are the first step's
    means whatever the decay, and Adam's bias corrections cancel."""
    copies = {k: torch.nn.Parameter(p.detach().clone()) for k, p in params.items()}
    opt = f.torch_class(list(copies.values()), **copy.deepcopy(hyper))
    state = {k: [p.new_zeros(shape) for _, shape in f.states_of(p)] for k, p in params.items()}
    current = {k: p.detach() for k, p in params.items()}
    for step in range(steps):
        g = _step_gradients(grads, step)
        for k, p in copies.items():
            p.grad = g[k].clone()
        opt.step()
        t = torch.tensor(float(step + 1))
        for k, p in params.items():
            keys = [key for key, _ in f.states_of(p)]
            current[k], state[k] = f.update(current[k], g[k], state[k], t, **hyper)
            want = [copies[k].detach()] + [opt.state[copies[k]][s] for s in keys]
            for what, got, ref in zip(["parameter"] + keys, [current[k]] + state[k], want):
                _compare(f, f"{what} of {k} after step {step + 1}", got, ref, rtol, atol)


def _compare(f, what, got, ref, rtol, atol):
    name = f.torch_class.__name__
    if got.shape != ref.shape:
        raise AssertionError(f"{name}: the functional update's {what} has shape "
                             f"{list(got.shape)}, torch.optim's {list(ref.shape)}")
    if not torch.allclose(got, ref, rtol=rtol, atol=atol):
        raise AssertionError(f"{name}: the functional update's {what} differs from "
                             f"torch.optim's by {(got - ref).abs().max().item():.3g}")
