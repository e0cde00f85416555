"""Model sizes shared by the PyTorch and JAX front ends."""

from dataclasses import dataclass


@dataclass
class Config:
    vocab: int = 64
    block: int = 16
    layers: int = 2
    heads: int = 2
    embd: int = 32
    hidden: int = 0  # Llama MLP width; 0: 8/3 * embd rounded to 16
