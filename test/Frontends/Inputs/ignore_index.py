"""A model given a dict batch whose labels mark the positions the loss
skips with PyTorch's ignore index -100 (HuggingFace's convention for
padding and prompts), as `python -m memopt.torch --module FILE.py:make`
takes it (test/Frontends/ignore-index.test); the front end's default loss
is the cross-entropy of its logits on batch["labels"]."""
import torch
from torch import nn


class Tiny(nn.Module):
    def __init__(self, vocab=32, dim=16, layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.blocks = nn.ModuleList(nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(),
                                                  nn.Linear(2 * dim, dim))
                                    for _ in range(layers))
        self.head = nn.Linear(dim, vocab)

    def forward(self, input_ids, labels=None):
        x = self.embed(input_ids)
        for block in self.blocks:
            x = x + block(x)
        return self.head(x)


def make(batch=2, seq=8):
    torch.manual_seed(0)
    ids = torch.randint(0, 32, (batch, seq))
    labels = torch.roll(ids, -1, dims=1)
    labels[:, :3] = -100
    return Tiny().eval(), {"input_ids": ids, "labels": labels}
