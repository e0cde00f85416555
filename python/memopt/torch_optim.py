"""Functional forms of torch.optim optimizers for the PyTorch front end: each
update returns new tensors (make_fx traces no mutation), and `check` runs
it against torch.optim's own step on the same parameters and gradients, so
the traced update is PyTorch's, not a look-alike.

An optimizer is named ("adamw", "adam", "sgd") or given as its torch.optim
class; hyperparameters are torch.optim's keyword arguments."""

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


OPTIMIZERS = {
    "adamw": Functional("adamw", torch.optim.AdamW, ["exp_avg", "exp_avg_sq"], True, _adamw),
    "adam": Functional("adam", torch.optim.Adam, ["exp_avg", "exp_avg_sq"], True, _adam_l2),
    "sgd": Functional("sgd", torch.optim.SGD, ["momentum_buffer"], False, _sgd,
                      {"momentum": 0.9}),
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


def check(f: Functional, hyper, params: dict, grads: dict, rtol=1e-5, atol=1e-7):
    """Runs torch.optim's first step on copies of `params` with `grads` and
    the functional update from zero state at t = 1; raises if any new
    parameter or state differs."""
    copies = {k: torch.nn.Parameter(p.detach().clone()) for k, p in params.items()}
    for k, p in copies.items():
        p.grad = grads[k].detach().clone()
    opt = f.torch_class(list(copies.values()), **copy.deepcopy(hyper))
    opt.step()
    t = torch.tensor(1.0)
    for k, p in params.items():
        zeros = [torch.zeros_like(p) for _ in f.state]
        new_p, new_states = f.update(p.detach(), grads[k].detach(), zeros, t, **hyper)
        want = [copies[k].detach()] + [opt.state[copies[k]][s] for s in f.state]
        for what, got, ref in zip(["parameter"] + f.state, [new_p] + new_states, want):
            if not torch.allclose(got, ref, rtol=rtol, atol=atol):
                raise AssertionError(
                    f"{f.torch_class.__name__}: the functional update's {what} of {k} differs "
                    f"from torch.optim's by {(got - ref).abs().max().item():.3g}")
