"""Runs the PyTorch front end's optimizer check (torch_optim.check: the
functional update against torch.optim over consecutive steps) on a matrix,
a stack of matrices, a vector and a scalar, for every optimizer with its
defaults and with other hyperparameters, and shows that the check catches
an Adafactor whose second-moment decay differs from torch.optim's, which
one step from zero state cannot see. Needs torch (the front ends'
environment); test/Frontends/optimizer-check.test runs it.
"""

import dataclasses
import sys

import torch

from memopt import torch_optim

OTHER = {"adamw": {"lr": 2e-3, "betas": (0.8, 0.95), "weight_decay": 0.1},
         "adam": {"lr": 3e-3, "weight_decay": 0.01},
         "sgd": {"lr": 0.1, "momentum": 0.5, "nesterov": True},
         "adafactor": {"lr": 5e-3, "beta2_decay": -0.5, "weight_decay": 0.01}}


def tensors(seed):
    gen = torch.Generator().manual_seed(seed)
    shapes = {"matrix": (6, 5), "stack": (2, 3, 4), "vector": (7,), "scalar": ()}
    return {k: torch.randn(s, generator=gen) for k, s in shapes.items()}


def try_check(f, hyper, **kw):
    try:
        torch_optim.check(f, hyper, tensors(0), tensors(1), **kw)
        return "agrees"
    except AssertionError as e:
        return f"differs: {e}"


def main():
    for name, f in torch_optim.OPTIMIZERS.items():
        for label, given in (("defaults", {}), ("other", OTHER[name])):
            hyper = torch_optim.hyperparameters(f, given)
            print(f"{name} {label}: {try_check(f, hyper)}")
    # Adafactor with the decay t^-0.5 where torch.optim's default is t^-0.8:
    # at t = 1 both weights are 1, so only later steps tell them apart.
    f = torch_optim.OPTIMIZERS["adafactor"]
    wrong = dataclasses.replace(
        f, update=lambda *a, **h: f.update(*a, **(h | {"beta2_decay": -0.5})))
    print(f"adafactor with another decay, 1 step: {try_check(wrong, {}, steps=1)}")
    print(f"adafactor with another decay: {try_check(wrong, {})}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
