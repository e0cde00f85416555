"""Small PyTorch models for the front end's fixtures: a nanoGPT-style GPT and a
Llama-style decoder (RMSNorm, rotary embeddings, SwiGLU). Tiny sizes keep the
exported steps small; the structure is the real one."""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import Config


class CausalSelfAttention(nn.Module):
    def __init__(self, c: Config, bias: bool, causal: bool = True):
        super().__init__()
        self.heads = c.heads
        self.causal = causal
        self.c_attn = nn.Linear(c.embd, 3 * c.embd, bias=bias)
        self.c_proj = nn.Linear(c.embd, c.embd, bias=bias)

    def split(self, x):
        b, t, d = x.shape
        return x.view(b, t, self.heads, d // self.heads).transpose(1, 2)

    def attend(self, q, k, v):
        t = q.shape[-2]
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.shape[-1]))
        if self.causal:
            mask = torch.tril(torch.ones(t, t, dtype=torch.bool))
            att = att.masked_fill(~mask, float("-inf"))
        return F.softmax(att, dim=-1) @ v

    def forward(self, x, rope=None):
        b, t, d = x.shape
        q, k, v = self.c_attn(x).split(d, dim=2)
        q, k, v = self.split(q), self.split(k), self.split(v)
        if rope is not None:
            q, k = rope(q), rope(k)
        y = self.attend(q, k, v).transpose(1, 2).contiguous().view(b, t, d)
        return self.c_proj(y)


class GPTBlock(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.ln_1 = nn.LayerNorm(c.embd)
        self.attn = CausalSelfAttention(c, bias=True)
        self.ln_2 = nn.LayerNorm(c.embd)
        self.mlp = nn.Sequential(
            nn.Linear(c.embd, 4 * c.embd), nn.GELU(approximate="tanh"),
            nn.Linear(4 * c.embd, c.embd))

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    """nanoGPT: learned positions, pre-LayerNorm blocks, tied LM head."""

    def __init__(self, c: Config):
        super().__init__()
        self.wte = nn.Embedding(c.vocab, c.embd)
        self.wpe = nn.Embedding(c.block, c.embd)
        self.h = nn.ModuleList(GPTBlock(c) for _ in range(c.layers))
        self.ln_f = nn.LayerNorm(c.embd)
        self.blocks = self.h

    def forward(self, idx, targets=None):
        # targets: the loss's, in the batch export_step passes (unused here).
        t = idx.shape[1]
        x = self.wte(idx) + self.wpe(torch.arange(t))
        for block in self.h:
            x = block(x)
        return F.linear(self.ln_f(x), self.wte.weight)


class RMSNorm(nn.Module):
    def __init__(self, d: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(d))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class Rotary:
    """Rotary position embedding on (batch, heads, seq, head_dim), in the
    rotate-half form (split halves: its backward is a concatenation)."""

    def __init__(self, head_dim: int, seq: int):
        inv = 1.0 / (10000 ** (torch.arange(0, head_dim, 2).float() / head_dim))
        angles = torch.outer(torch.arange(seq).float(), inv)
        angles = torch.cat((angles, angles), -1)
        self.cos, self.sin = angles.cos(), angles.sin()

    def __call__(self, x):
        x1, x2 = x.chunk(2, -1)
        return x * self.cos + torch.cat((-x2, x1), -1) * self.sin


class LlamaMLP(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        hidden = c.hidden or 16 * round(8 * c.embd / 3 / 16)
        self.gate_proj = nn.Linear(c.embd, hidden, bias=False)
        self.up_proj = nn.Linear(c.embd, hidden, bias=False)
        self.down_proj = nn.Linear(hidden, c.embd, bias=False)

    def forward(self, x):
        g = self.gate_proj(x)
        return self.down_proj(g * torch.sigmoid(g) * self.up_proj(x))


class LlamaBlock(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.input_layernorm = RMSNorm(c.embd)
        self.self_attn = CausalSelfAttention(c, bias=False)
        self.post_attention_layernorm = RMSNorm(c.embd)
        self.mlp = LlamaMLP(c)

    def forward(self, x, rope):
        x = x + self.self_attn(self.input_layernorm(x), rope)
        return x + self.mlp(self.post_attention_layernorm(x))


class Llama(nn.Module):
    """Llama: RMSNorm, rotary positions, SwiGLU, untied LM head, no biases."""

    def __init__(self, c: Config):
        super().__init__()
        self.embed_tokens = nn.Embedding(c.vocab, c.embd)
        self.layers = nn.ModuleList(LlamaBlock(c) for _ in range(c.layers))
        self.norm = RMSNorm(c.embd)
        self.lm_head = nn.Linear(c.embd, c.vocab, bias=False)
        self.rope = Rotary(c.embd // c.heads, c.block)
        self.blocks = self.layers

    def forward(self, idx, targets=None):
        x = self.embed_tokens(idx)
        for layer in self.layers:
            x = layer(x, self.rope)
        return self.lm_head(self.norm(x))


class CrossAttention(CausalSelfAttention):
    """Queries from the decoder, keys and values from the encoder's output."""

    def __init__(self, c: Config):
        super().__init__(c, bias=True, causal=False)
        self.q_proj = nn.Linear(c.embd, c.embd)
        self.kv_proj = nn.Linear(c.embd, 2 * c.embd)
        del self.c_attn

    def forward(self, x, memory):
        b, t, d = x.shape
        k, v = self.kv_proj(memory).split(d, dim=2)
        q, k, v = self.split(self.q_proj(x)), self.split(k), self.split(v)
        y = self.attend(q, k, v).transpose(1, 2).contiguous().view(b, t, d)
        return self.c_proj(y)


class EncoderBlock(GPTBlock):
    """A GPT block without the causal mask."""

    def __init__(self, c: Config):
        super().__init__(c)
        self.attn = CausalSelfAttention(c, bias=True, causal=False)


class DecoderBlock(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.ln_1 = nn.LayerNorm(c.embd)
        self.attn = CausalSelfAttention(c, bias=True)
        self.ln_2 = nn.LayerNorm(c.embd)
        self.cross = CrossAttention(c)
        self.ln_3 = nn.LayerNorm(c.embd)
        self.mlp = nn.Sequential(
            nn.Linear(c.embd, 4 * c.embd), nn.GELU(approximate="tanh"),
            nn.Linear(4 * c.embd, c.embd))

    def forward(self, x, memory):
        x = x + self.attn(self.ln_1(x))
        x = x + self.cross(self.ln_2(x), memory)
        return x + self.mlp(self.ln_3(x))


class EncoderDecoder(nn.Module):
    """A T5-like encoder-decoder: two different stacks of `layers` blocks,
    the decoder's cross-attention reading the encoder's output. The tokens
    are both the source and the decoder's input (the structure, not the
    task, is what matters here); one shared, tied token table, learned
    positions."""

    def __init__(self, c: Config):
        super().__init__()
        self.wte = nn.Embedding(c.vocab, c.embd)
        self.wpe = nn.Embedding(c.block, c.embd)
        self.encoder = nn.Module()
        self.encoder.layers = nn.ModuleList(EncoderBlock(c) for _ in range(c.layers))
        self.encoder.ln_f = nn.LayerNorm(c.embd)
        self.decoder = nn.Module()
        self.decoder.layers = nn.ModuleList(DecoderBlock(c) for _ in range(c.layers))
        self.decoder.ln_f = nn.LayerNorm(c.embd)
        # Encoder blocks are layers 0..L-1, decoder blocks L..2L-1.
        self.blocks = list(self.encoder.layers) + list(self.decoder.layers)

    def layer_of_parameter(self, name):
        parts = name.split(".")
        if len(parts) > 2 and parts[1] == "layers":
            offset = 0 if parts[0] == "encoder" else len(self.encoder.layers)
            return offset + int(parts[2])
        return None

    def forward(self, idx, targets=None):
        pos = self.wpe(torch.arange(idx.shape[1]))
        memory = self.wte(idx) + pos
        for block in self.encoder.layers:
            memory = block(memory)
        memory = self.encoder.ln_f(memory)
        x = self.wte(idx) + pos
        for block in self.decoder.layers:
            x = block(x, memory)
        return F.linear(self.decoder.ln_f(x), self.wte.weight)


MODELS = {"gpt": GPT, "llama": Llama, "encdec": EncoderDecoder}
