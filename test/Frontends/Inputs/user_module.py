"""A user's own model, as `python -m memopt.torch --module FILE.py:make`
takes it (test/Frontends/user-module.test): no HuggingFace class, no
attribute the front end knows; its blocks are a ModuleList, its loss is its
own (the factory returns it), its batch a tuple of token ids and targets."""
import torch
import torch.nn.functional as F
from torch import nn


class MixerBlock(nn.Module):
    """Pre-norm token mixing (a linear map over positions) and channel MLP."""

    def __init__(self, seq, dim):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.tokens = nn.Linear(seq, seq)
        self.norm2 = nn.LayerNorm(dim)
        self.up = nn.Linear(dim, 2 * dim)
        self.down = nn.Linear(2 * dim, dim)

    def forward(self, x):
        x = x + self.tokens(self.norm1(x).transpose(1, 2)).transpose(1, 2)
        return x + self.down(F.gelu(self.up(self.norm2(x))))


class TinyMixer(nn.Module):
    def __init__(self, vocab=32, seq=8, dim=16, layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.blocks = nn.ModuleList(MixerBlock(seq, dim) for _ in range(layers))
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, vocab, bias=False)

    def forward(self, tokens, targets):
        x = self.embed(tokens)
        for block in self.blocks:
            x = block(x)
        return self.head(self.norm(x))


def loss_fn(logits, batch):
    _, targets = batch
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def make(batch=2, seq=8):
    torch.manual_seed(0)
    model = TinyMixer(seq=seq).eval()
    tokens = torch.randint(0, 32, (batch, seq))
    return model, (tokens, torch.roll(tokens, -1, dims=1)), loss_fn
