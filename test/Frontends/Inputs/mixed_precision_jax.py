"""Exports a mixed-precision JAX step through memopt.jax.export_step
(test/Frontends/mixed-precision-jax.test): the Flax decoder of
memopt.jax_models with f32 parameters that the loss casts to bfloat16, so
that each gradient the optimizer reads is the f32 cast of a bf16
cotangent. usage: mixed_precision_jax.py OUT MEM_OPT"""
import os
import sys

import jax
import jax.numpy as jnp

from memopt import cli, jax_models
from memopt.config import Config
from memopt.jax_step import export_step


def main(out, mem_opt):
    c = Config()
    loss32, params = jax_models.flax_model(c, jax.random.PRNGKey(0))

    def loss16(ps, batch):
        low = jax.tree_util.tree_map(lambda p: p.astype(jnp.bfloat16), ps)
        return loss32(low, batch).astype(jnp.float32)
    kx, ky = jax.random.split(jax.random.PRNGKey(1))
    batch = {"tokens": jax.random.randint(kx, (2, c.block), 0, c.vocab),
             "targets": jax.random.randint(ky, (2, c.block), 0, c.vocab)}
    iree_opt = os.path.join(os.path.dirname(sys.executable), "iree-opt")
    text, truth = export_step(loss16, params, batch, optimizer="adamw", mem_opt=mem_opt,
                              iree_opt=iree_opt, model_name="flax-gpt-bf16")
    cli.write(out, text, truth)


if __name__ == "__main__":
    main(*sys.argv[1:])
