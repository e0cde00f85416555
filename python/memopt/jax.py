"""JAX front end: lowers one full training step (forward, cross-entropy,
backward with jax.value_and_grad, functional AdamW) with jax.jit(...).lower
to StableHLO, turns it into linalg on tensors with IREE's
`iree-opt --iree-stablehlo-input-transformation-pipeline`, and writes an
.mlir that plain mem-opt reads plus the ground truth the front end knows.

    python -m memopt.jax --model gpt --out test/Frontends/Inputs/jax-gpt

Phases and layers come from the op locations JAX writes: named scopes
`forward`, `optimizer` and one per block named by its parameters' module
path (`h.0`, `encoder.layers.1`); the backward is what JAX names
`transpose(jvp(...))`. --keep-locations keeps them on the top-level ops.
Which op computes each parameter's gradient is recorded in the truth
(gradient_marks.py).

Any loss and optax optimizer: export_step (jax_step.py), re-exported here.
"""

import math
import os
import shutil
import sys

import jax
import jax.numpy as jnp

from . import cli, gradient_marks, mlir_post
from .config import Config
from .jax_step import (
    export_step,  # noqa: F401  (the public API)
    jax_tagger,
    to_linalg,
)

FUNC = "main"


def init_gpt(c: Config, key):
    """nanoGPT parameters, named as in the PyTorch model."""
    ks = iter(jax.random.split(key, 64))
    def nrm(*s):
        return 0.02 * jax.random.normal(next(ks), s)
    p = {"wte.weight": nrm(c.vocab, c.embd), "wpe.weight": nrm(c.block, c.embd)}
    for i in range(c.layers):
        h = f"h.{i}."
        p |= {h + "ln_1.weight": jnp.ones(c.embd), h + "ln_1.bias": jnp.zeros(c.embd),
              h + "attn.c_attn.weight": nrm(3 * c.embd, c.embd),
              h + "attn.c_attn.bias": jnp.zeros(3 * c.embd),
              h + "attn.c_proj.weight": nrm(c.embd, c.embd),
              h + "attn.c_proj.bias": jnp.zeros(c.embd),
              h + "ln_2.weight": jnp.ones(c.embd), h + "ln_2.bias": jnp.zeros(c.embd),
              h + "mlp.0.weight": nrm(4 * c.embd, c.embd), h + "mlp.0.bias": jnp.zeros(4 * c.embd),
              h + "mlp.2.weight": nrm(c.embd, 4 * c.embd), h + "mlp.2.bias": jnp.zeros(c.embd)}
    p |= {"ln_f.weight": jnp.ones(c.embd), "ln_f.bias": jnp.zeros(c.embd)}
    return p


def init_llama(c: Config, key):
    ks = iter(jax.random.split(key, 64))
    def nrm(*s):
        return 0.02 * jax.random.normal(next(ks), s)
    hidden = c.hidden or 16 * round(8 * c.embd / 3 / 16)
    p = {"embed_tokens.weight": nrm(c.vocab, c.embd)}
    for i in range(c.layers):
        h = f"layers.{i}."
        p |= {h + "input_layernorm.weight": jnp.ones(c.embd),
              h + "self_attn.c_attn.weight": nrm(3 * c.embd, c.embd),
              h + "self_attn.c_proj.weight": nrm(c.embd, c.embd),
              h + "post_attention_layernorm.weight": jnp.ones(c.embd),
              h + "mlp.gate_proj.weight": nrm(hidden, c.embd),
              h + "mlp.up_proj.weight": nrm(hidden, c.embd),
              h + "mlp.down_proj.weight": nrm(c.embd, hidden)}
    p |= {"norm.weight": jnp.ones(c.embd), "lm_head.weight": nrm(c.vocab, c.embd)}
    return p


def linear(x, w, b=None):
    y = x @ w.T
    return y if b is None else y + b


def layer_norm(x, w, b, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / jnp.sqrt(var + eps) * w + b


def rms_norm(x, w, eps=1e-6):
    return x / jnp.sqrt((x * x).mean(-1, keepdims=True) + eps) * w


def attend(c: Config, q, k, v, rope=None, causal=True):
    b, t, _ = q.shape
    def heads(z):
        return z.reshape(b, z.shape[1], c.heads, -1).transpose(0, 2, 1, 3)
    q, k, v = heads(q), heads(k), heads(v)
    if rope is not None:
        q, k = rope(q), rope(k)
    att = q @ k.transpose(0, 1, 3, 2) / math.sqrt(q.shape[-1])
    if causal:
        att = jnp.where(jnp.tril(jnp.ones((t, t), bool)), att, -jnp.inf)
    y = jax.nn.softmax(att, -1) @ v
    return y.transpose(0, 2, 1, 3).reshape(b, t, -1)


def attention(c: Config, qkv, rope=None, causal=True):
    q, k, v = jnp.split(qkv, 3, axis=-1)
    return attend(c, q, k, v, rope, causal)


def gpt_logits(c: Config, p, idx):
    x = p["wte.weight"][idx] + p["wpe.weight"][: idx.shape[1]]
    for i in range(c.layers):
        h = f"h.{i}."
        with jax.named_scope(h[:-1]):
            a = layer_norm(x, p[h + "ln_1.weight"], p[h + "ln_1.bias"])
            a = attention(c, linear(a, p[h + "attn.c_attn.weight"], p[h + "attn.c_attn.bias"]))
            x = x + linear(a, p[h + "attn.c_proj.weight"], p[h + "attn.c_proj.bias"])
            m = layer_norm(x, p[h + "ln_2.weight"], p[h + "ln_2.bias"])
            m = jax.nn.gelu(linear(m, p[h + "mlp.0.weight"], p[h + "mlp.0.bias"]), approximate=True)
            x = x + linear(m, p[h + "mlp.2.weight"], p[h + "mlp.2.bias"])
    return linear(layer_norm(x, p["ln_f.weight"], p["ln_f.bias"]), p["wte.weight"])


def llama_logits(c: Config, p, idx):
    hd = c.embd // c.heads
    inv = 1.0 / (10000 ** (jnp.arange(0, hd, 2) / hd))
    ang = jnp.outer(jnp.arange(idx.shape[1]), inv)
    ang = jnp.concatenate((ang, ang), -1)
    cos, sin = jnp.cos(ang), jnp.sin(ang)

    def rope(z):  # rotate-half form, as in the PyTorch model
        z1, z2 = jnp.split(z, 2, axis=-1)
        return z * cos + jnp.concatenate((-z2, z1), -1) * sin

    x = p["embed_tokens.weight"][idx]
    for i in range(c.layers):
        h = f"layers.{i}."
        with jax.named_scope(h[:-1]):
            a = rms_norm(x, p[h + "input_layernorm.weight"])
            a = attention(c, linear(a, p[h + "self_attn.c_attn.weight"]), rope)
            x = x + linear(a, p[h + "self_attn.c_proj.weight"])
            m = rms_norm(x, p[h + "post_attention_layernorm.weight"])
            m = (jax.nn.silu(linear(m, p[h + "mlp.gate_proj.weight"]))
                 * linear(m, p[h + "mlp.up_proj.weight"]))
            x = x + linear(m, p[h + "mlp.down_proj.weight"])
    return linear(rms_norm(x, p["norm.weight"]), p["lm_head.weight"])


def init_encdec(c: Config, key):
    """The PyTorch EncoderDecoder's parameters, same names and order."""
    ks = iter(jax.random.split(key, 128))
    d = c.embd
    def nrm(*s):
        return 0.02 * jax.random.normal(next(ks), s)
    def lin(n, o, i):
        return {n + ".weight": nrm(o, i), n + ".bias": jnp.zeros(o)}
    def ln(n):
        return {n + ".weight": jnp.ones(d), n + ".bias": jnp.zeros(d)}
    p = {"wte.weight": nrm(c.vocab, d), "wpe.weight": nrm(c.block, d)}
    for i in range(c.layers):
        h = f"encoder.layers.{i}."
        p |= ln(h + "ln_1") | lin(h + "attn.c_attn", 3 * d, d) | lin(h + "attn.c_proj", d, d) | \
            ln(h + "ln_2") | lin(h + "mlp.0", 4 * d, d) | lin(h + "mlp.2", d, 4 * d)
    p |= ln("encoder.ln_f")
    for i in range(c.layers):
        h = f"decoder.layers.{i}."
        p |= ln(h + "ln_1") | lin(h + "attn.c_attn", 3 * d, d) | lin(h + "attn.c_proj", d, d) | \
            ln(h + "ln_2") | lin(h + "cross.c_proj", d, d) | lin(h + "cross.q_proj", d, d) | \
            lin(h + "cross.kv_proj", 2 * d, d) | ln(h + "ln_3") | lin(h + "mlp.0", 4 * d, d) | \
            lin(h + "mlp.2", d, 4 * d)
    p |= ln("decoder.ln_f")
    return p


def encdec_logits(c: Config, p, idx):
    """A T5-like encoder-decoder, as models_torch.EncoderDecoder: unmasked
    GPT blocks, then decoder blocks with self-attention, cross-attention on
    the encoder's output and an MLP; one tied token table."""
    def ln(x, n):
        return layer_norm(x, p[n + ".weight"], p[n + ".bias"])
    def lin(x, n):
        return linear(x, p[n + ".weight"], p[n + ".bias"])
    def mlp(x, h):
        return lin(jax.nn.gelu(lin(x, h + "mlp.0"), approximate=True), h + "mlp.2")
    pos = p["wpe.weight"][: idx.shape[1]]
    memory = p["wte.weight"][idx] + pos
    for i in range(c.layers):
        h = f"encoder.layers.{i}."
        with jax.named_scope(h[:-1]):
            memory = memory + lin(attention(c, lin(ln(memory, h + "ln_1"), h + "attn.c_attn"),
                                            causal=False), h + "attn.c_proj")
            memory = memory + mlp(ln(memory, h + "ln_2"), h)
    memory = ln(memory, "encoder.ln_f")
    x = p["wte.weight"][idx] + pos
    for i in range(c.layers):
        h = f"decoder.layers.{i}."
        with jax.named_scope(h[:-1]):
            x = x + lin(attention(c, lin(ln(x, h + "ln_1"), h + "attn.c_attn")), h + "attn.c_proj")
            k, v = jnp.split(lin(memory, h + "cross.kv_proj"), 2, axis=-1)
            q = lin(ln(x, h + "ln_2"), h + "cross.q_proj")
            x = x + lin(attend(c, q, k, v, causal=False), h + "cross.c_proj")
            x = x + mlp(ln(x, h + "ln_3"), h)
    return linear(ln(x, "decoder.ln_f"), p["wte.weight"])


MODELS = {"gpt": (init_gpt, gpt_logits), "llama": (init_llama, llama_logits),
          "encdec": (init_encdec, encdec_logits)}


def block_scopes(model_name, c: Config):
    """The named scope of each block (its parameters' module path), in
    layer order: encoder blocks are layers 0..L-1, decoder blocks L..2L-1."""
    if model_name == "encdec":
        return [f"{s}.layers.{i}" for s in ("encoder", "decoder") for i in range(c.layers)]
    return [f"{'h' if model_name == 'gpt' else 'layers'}.{i}" for i in range(c.layers)]


def adamw(p, g, m, v, t, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8, wd=0.1):
    m = b1 * m + (1 - b1) * g
    v = b2 * v + (1 - b2) * g * g
    mhat = m / (1 - b1 ** t)
    vhat = v / (1 - b2 ** t)
    return p * (1 - lr * wd) - lr * mhat / (jnp.sqrt(vhat) + eps), m, v


def export(model_name, cfg, batch, optimizer, iree_opt, mem_opt="mem-opt", seed=0,
           keep_locations=False):
    init, logits_fn = MODELS[model_name]
    params = init(cfg, jax.random.PRNGKey(seed))
    names = list(params)  # insertion order; the step flattens in this order
    kx, ky = jax.random.split(jax.random.PRNGKey(seed + 1))
    x = jax.random.randint(kx, (batch, cfg.block), 0, cfg.vocab)
    y = jax.random.randint(ky, (batch, cfg.block), 0, cfg.vocab)

    def loss_fn(ps, x, y):
        with jax.named_scope("forward"):
            lp = jax.nn.log_softmax(logits_fn(cfg, dict(zip(names, ps)), x))
            return -jnp.mean(jnp.take_along_axis(lp, y[..., None], -1))

    if optimizer:
        def step(ps, ms, vs, t, x, y):
            loss, gs = jax.value_and_grad(loss_fn)(ps, x, y)
            with jax.named_scope("optimizer"):
                out = [adamw(*a, t) for a in zip(ps, gs, ms, vs)]
            return (loss, [o[0] for o in out], [o[1] for o in out], [o[2] for o in out])
        zeros = [jnp.zeros_like(params[k]) for k in names]
        args = ([params[k] for k in names], zeros, zeros, jnp.float32(1.0), x, y)
    else:
        def step(ps, x, y):
            return jax.value_and_grad(loss_fn)(ps, x, y)
        args = ([params[k] for k in names], x, y)
    # Scope paths only: no source files and lines, which would tie the
    # kept locations to this checkout's path and this file's line numbers.
    jax.config.update("jax_traceback_in_locations_limit", 0)
    stablehlo = jax.jit(step).lower(*args).as_text(dialect="stablehlo", debug_info=True)
    from iree.compiler import ir
    n = len(names)
    stablehlo = gradient_marks.mark(ir, stablehlo, FUNC, n, optimizer)

    text, converted = to_linalg(iree_opt, mem_opt, stablehlo)

    sig = mlir_post.step_signature(names, optimizer, cfg.vocab)
    found = []
    out = mlir_post.finish_module(ir, text, FUNC, sig,
                                 tagger=jax_tagger(block_scopes(model_name, cfg)),
                                 keep_locations=keep_locations,
                                 on_function=lambda f: found.append(
                                     gradient_marks.collect(ir, f, n)))
    grads, top_ops = found[0]
    lines = mlir_post.top_level_lines(out, FUNC)
    if len(lines) != top_ops:
        raise mlir_post.ConversionError(f"found {len(lines)} top-level op lines for {top_ops} ops")

    sizes = {k: int(params[k].size) for k in names}
    param_bytes = 4 * sum(sizes.values())
    truth = {
        "frontend": "jax", "model": model_name, "function": FUNC,
        "config": vars(cfg) | {"batch": batch},
        "optimizer": "adamw" if optimizer else None,
        "parameter_count": sum(sizes.values()),
        "bytes_by_role": {"parameter": param_bytes,
                          "optimizer_state": 2 * param_bytes if optimizer else 0,
                          "input": 2 * 4 * batch * cfg.block + (4 if optimizer else 0),
                          "gradient": param_bytes, "loss": 4},
        "parameters": [{"name": k, "arg": i, "shape": list(params[k].shape), "bytes": 4 * sizes[k],
                        "gradient_nodes": None,
                        # The gradient (and the values it is a transpose or
                        # reshape of), by the line of its op in OUT.mlir,
                        # where mem-opt's remarks locate it.
                        "gradient_values": [{"line": lines[k], "result": r} for k, r in grads[i]],
                        "update_result": 1 + i if optimizer else None,
                        "gradient_result": None if optimizer else 1 + i}
                       for i, k in enumerate(names)],
        "converted_ops": converted,
    }
    return out, truth


def main(argv=None):
    ap = cli.parser("python -m memopt.jax", __doc__, MODELS)
    ap.add_argument("--keep-locations", action="store_true",
                    help="keep each top-level op's location (JAX's scope path, which names "
                         "the block: h.0, encoder.layers.1)")
    ap.add_argument("--iree-opt", default=shutil.which("iree-opt") or
                    os.path.join(os.path.dirname(sys.executable), "iree-opt"))
    ap.add_argument("--scan-layers", action="store_true",
                    help="gpt only: the blocks' parameters stacked and the blocks run by "
                         "jax.lax.scan (memopt.jax_models.scanned_gpt), through export_step "
                         "with optax's AdamW")
    return cli.main(ap, export_cli, argv)


def export_cli(args, cfg):
    if not args.scan_layers:
        return export(args.model, cfg, args.batch, not args.no_optimizer, args.iree_opt,
                      args.mem_opt, keep_locations=args.keep_locations)
    if args.model != "gpt":
        raise SystemExit("--scan-layers: only --model gpt has a scanned form")
    from . import jax_models
    return jax_models.export("scan", cfg, args.batch, None if args.no_optimizer else "adamw",
                             args.mem_opt, args.iree_opt)


if __name__ == "__main__":
    sys.exit(main())
