"""Models of JAX libraries through memopt.jax.export_step: a small
decoder-only transformer written in Flax (Linen) and in Equinox, and the
built-in GPT with its blocks scanned (`jax.lax.scan` of one block over
parameters stacked along a leading layer axis, as Flax's nn.scan and
MaxText do).

    python -m memopt.jax_models --library flax --optimizer lion --out /tmp/flax
    python -m memopt.jax_models --library equinox --out /tmp/eqx
"""

import argparse
import os
import shutil
import subprocess
import sys

import jax
import jax.numpy as jnp

from . import cli
from .config import Config
from .jax_step import export_step


def cross_entropy(logits, targets):
    lp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(lp, targets[..., None], -1))


def causal_mask(t):
    return jnp.tril(jnp.ones((t, t), bool))


def flax_model(c: Config, key):
    """(loss_fn, params): Flax Linen blocks named blocks_N."""
    import flax.linen as nn

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x):
            a = nn.LayerNorm()(x)
            a = nn.MultiHeadDotProductAttention(num_heads=c.heads)(
                a, mask=causal_mask(x.shape[1]))
            x = x + a
            m = nn.Dense(4 * c.embd)(nn.LayerNorm()(x))
            return x + nn.Dense(c.embd)(jax.nn.gelu(m))

    class Decoder(nn.Module):
        @nn.compact
        def __call__(self, idx):
            embed = nn.Embed(c.vocab, c.embd)
            x = embed(idx) + self.param("pos", nn.initializers.normal(0.02),
                                        (c.block, c.embd))[: idx.shape[1]]
            for i in range(c.layers):
                x = Block(name=f"blocks_{i}")(x)
            return embed.attend(nn.LayerNorm()(x))

    model = Decoder()
    params = model.init(key, jnp.zeros((1, c.block), jnp.int32))

    def loss_fn(ps, batch):
        return cross_entropy(model.apply(ps, batch["tokens"]), batch["targets"])
    return loss_fn, params


def equinox_model(c: Config, key):
    """(loss_fn, params): an Equinox module's arrays (eqx.filter), its
    static part closed over; blocks are `blocks.N`."""
    import equinox as eqx

    class Block(eqx.Module):
        ln1: eqx.nn.LayerNorm
        attn: eqx.nn.MultiheadAttention
        ln2: eqx.nn.LayerNorm
        up: eqx.nn.Linear
        down: eqx.nn.Linear

        def __init__(self, key):
            k1, k2, k3 = jax.random.split(key, 3)
            self.ln1, self.ln2 = eqx.nn.LayerNorm(c.embd), eqx.nn.LayerNorm(c.embd)
            self.attn = eqx.nn.MultiheadAttention(c.heads, c.embd, key=k1)
            self.up = eqx.nn.Linear(c.embd, 4 * c.embd, key=k2)
            self.down = eqx.nn.Linear(4 * c.embd, c.embd, key=k3)

        def __call__(self, x):  # one sequence: [T, d]
            a = jax.vmap(self.ln1)(x)
            x = x + self.attn(a, a, a, mask=causal_mask(x.shape[0]))
            m = jax.vmap(self.up)(jax.vmap(self.ln2)(x))
            return x + jax.vmap(self.down)(jax.nn.gelu(m))

    class Decoder(eqx.Module):
        embed: eqx.nn.Embedding
        pos: jax.Array
        blocks: list
        ln_f: eqx.nn.LayerNorm

        def __init__(self, key):
            keys = jax.random.split(key, c.layers + 2)
            self.embed = eqx.nn.Embedding(c.vocab, c.embd, key=keys[0])
            self.pos = 0.02 * jax.random.normal(keys[1], (c.block, c.embd))
            self.blocks = [Block(k) for k in keys[2:]]
            self.ln_f = eqx.nn.LayerNorm(c.embd)

        def __call__(self, idx):  # a batch: [B, T]
            # The lookup on the whole batch: IREE's input pipeline rejects
            # the scatter of a vmapped eqx.nn.Embedding's backward
            # ("expected indices to be equal to batch rank or batch rank + 1").
            x = self.embed.weight[idx] + self.pos[: idx.shape[1]]
            for b in self.blocks:
                x = jax.vmap(b)(x)
            return jax.vmap(jax.vmap(self.ln_f))(x) @ self.embed.weight.T

    model = Decoder(key)
    params, static = eqx.partition(model, eqx.is_array)

    def loss_fn(ps, batch):
        m = eqx.combine(ps, static)
        return cross_entropy(m(batch["tokens"]), batch["targets"])
    return loss_fn, params


def scanned_gpt(c: Config, key):
    """(loss_fn, params): the built-in GPT (memopt.jax's gpt) with its
    blocks' parameters stacked (`h.NAME`, [layers, ...]) and the blocks run
    by jax.lax.scan; the tied token table and the final norm outside."""
    from . import jax as builtin
    flat = builtin.init_gpt(c, key)
    per_block = [k[len("h.0."):] for k in flat if k.startswith("h.0.")]
    params = {k: v for k, v in flat.items() if not k.startswith("h.")}
    params |= {"h." + k: jnp.stack([flat[f"h.{i}.{k}"] for i in range(c.layers)])
               for k in per_block}

    def block(x, p):
        ln, lin = builtin.layer_norm, builtin.linear
        a = ln(x, p["ln_1.weight"], p["ln_1.bias"])
        a = builtin.attention(c, lin(a, p["attn.c_attn.weight"], p["attn.c_attn.bias"]))
        x = x + lin(a, p["attn.c_proj.weight"], p["attn.c_proj.bias"])
        m = ln(x, p["ln_2.weight"], p["ln_2.bias"])
        m = jax.nn.gelu(lin(m, p["mlp.0.weight"], p["mlp.0.bias"]), approximate=True)
        return x + lin(m, p["mlp.2.weight"], p["mlp.2.bias"]), None

    def loss_fn(ps, batch):
        idx = batch["tokens"]
        x = ps["wte.weight"][idx] + ps["wpe.weight"][: idx.shape[1]]
        stacked = {k[len("h."):]: v for k, v in ps.items() if k.startswith("h.")}
        x, _ = jax.lax.scan(block, x, stacked)
        x = builtin.layer_norm(x, ps["ln_f.weight"], ps["ln_f.bias"])
        return cross_entropy(builtin.linear(x, ps["wte.weight"]), batch["targets"])
    return loss_fn, params


LIBRARIES = {"flax": flax_model, "equinox": equinox_model, "scan": scanned_gpt}


def optax_optimizer(name, lr=1e-3):
    import optax
    return {"adamw": lambda: optax.adamw(lr), "lion": lambda: optax.lion(lr),
            "sgd": lambda: optax.sgd(lr, momentum=0.9),
            "adafactor": lambda: optax.adafactor(lr)}[name]()


def export(library, c: Config, batch, optimizer, mem_opt, iree_opt, seed=0):
    loss_fn, params = LIBRARIES[library](c, jax.random.PRNGKey(seed))
    kx, ky = jax.random.split(jax.random.PRNGKey(seed + 1))
    data = {"tokens": jax.random.randint(kx, (batch, c.block), 0, c.vocab),
            "targets": jax.random.randint(ky, (batch, c.block), 0, c.vocab)}
    return export_step(loss_fn, params, data,
                       optimizer=optax_optimizer(optimizer) if optimizer else None,
                       optimizer_name=optimizer, mem_opt=mem_opt, iree_opt=iree_opt,
                       model_name=f"{library}-gpt")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m memopt.jax_models", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--library", choices=sorted(LIBRARIES), default="flax")
    ap.add_argument("--optimizer", choices=["adamw", "lion", "sgd", "adafactor"],
                    default="adamw")
    ap.add_argument("--out", required=True)
    defaults = Config()
    for name in ("vocab", "block", "layers", "heads", "embd"):
        ap.add_argument("--" + name, type=int, default=getattr(defaults, name))
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--mem-opt", default="mem-opt")
    ap.add_argument("--iree-opt", default=shutil.which("iree-opt") or
                    os.path.join(os.path.dirname(sys.executable), "iree-opt"))
    args = ap.parse_args(argv)
    c = cli.config(args)
    text, truth = export(args.library, c, args.batch, args.optimizer, args.mem_opt,
                         args.iree_opt)
    cli.write(args.out, text, truth)
    if args.report:
        return subprocess.call([args.mem_opt, args.out + ".mlir", "--memopt-report",
                                "-o", os.devnull])
    return 0


if __name__ == "__main__":
    sys.exit(main())
