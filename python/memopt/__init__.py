"""mem-opt front ends: export training steps from PyTorch and JAX as MLIR
that mem-opt reads (python -m memopt.torch, python -m memopt.jax)."""
