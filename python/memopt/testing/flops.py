"""FLOPs of a training step: the mem-gen configuration of a front end's
export, and the standard estimate D (6 N + 12 L T d) of the forward and
backward (Kaplan et al. 2020, PaLM appendix B; test/Generator/
flops_estimate.py says why N leaves out the lookup tables)."""


def mem_gen_args(truth):
    """mem-gen flags of the step with the configuration of the export whose
    truth (OUT.json) is `truth`: family, sizes, fp32, AdamW."""
    c = truth["config"]
    common = ["--layers", c["layers"], "--d-model", c["embd"], "--heads",
              c["heads"], "--vocab", c["vocab"], "--seq", c["block"],
              "--batch", c["batch"], "--precision", "fp32", "--optimizer",
              "adamw"]
    if truth["model"] == "gpt":
        return ["--family", "gpt2", "--ctx", c["block"]] + common
    # The MLP width the framework's model chose, from its gate projection.
    hidden = next(p["shape"][0] for p in truth["parameters"]
                  if p["name"].endswith("mlp.gate_proj.weight"))
    return ["--family", "llama", "--ffn", hidden] + common


def estimate(truth):
    """D (6 N + 12 L T d), N = all parameters but the lookup tables that no
    activation multiplies (GPT and the encoder-decoder: the position table;
    Llama: the untied token table), L the attention products per token (one
    per GPT or Llama block; an encoder-decoder's L layers have 3 L: the
    encoder's self-attention, the decoder's self- and cross-attention, all
    over T keys)."""
    c = truth["config"]
    params = truth["parameter_count"]
    table = c["vocab"] if truth["model"] == "llama" else c["block"]
    n = params - table * c["embd"]
    tokens = c["batch"] * c["block"]
    attentions = c["layers"] * (3 if truth["model"] == "encdec" else 1)
    return tokens * (6 * n + 12 * attentions * c["block"] * c["embd"]), n


def forward_backward(fn):
    by_phase = fn["flops_by_phase"]
    return by_phase.get("forward", 0) + by_phase.get("backward", 0)


def gap(a, b):
    return 100.0 * (a / b - 1)
