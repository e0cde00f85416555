"""HuggingFace transformers models for the PyTorch front end, built from a
configuration alone (AutoConfig.for_model + from_config: no weights, no
network), with an example batch of the model's task: token ids and labels
for causal, masked and sequence-to-sequence language models, pixels and
class labels for image classifiers."""

import torch

# The task heads tried in order, and the batch each takes.
_TASKS = ("causal-lm", "seq2seq-lm", "masked-lm", "image-classification")


def parse_settings(text):
    """{key: value} from `k=v,k=v`: integers, floats, true/false, else
    strings."""
    out = {}
    for item in filter(None, (text or "").split(",")):
        if "=" not in item:
            raise ValueError(f"--hf-set: '{item}' is not key=value")
        k, v = item.split("=", 1)
        out[k.strip()] = _value(v.strip())
    return out


def _value(v):
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    for kind in (int, float):
        try:
            return kind(v)
        except ValueError:
            pass
    return v


def _auto_classes(transformers):
    return {"causal-lm": transformers.AutoModelForCausalLM,
            "seq2seq-lm": transformers.AutoModelForSeq2SeqLM,
            "masked-lm": transformers.AutoModelForMaskedLM,
            "image-classification": transformers.AutoModelForImageClassification}


def build(model_type, settings, batch=2, seq=16, seed=0, task=None):
    """(model in eval mode, batch, task) of a transformers model type
    ('gpt2', 'llama', 'bert', 't5', 'vit', ...) with `settings` on its
    config. Eval mode: dropout off (the front end refuses random ops)."""
    import transformers
    try:
        default = transformers.AutoConfig.for_model(model_type)
    except ValueError as e:
        raise ValueError(f"--hf {model_type}: {str(e)[:200]} ...") from None
    # A config keeps any keyword as an attribute: a misspelt setting would
    # change nothing, silently. Known ones are the default config's.
    for k, v in settings.items():
        if not hasattr(default, k):
            raise ValueError(f"--hf-set {k}={v}: the {model_type} config "
                             f"({type(default).__name__}) has no setting {k}")
    config = transformers.AutoConfig.for_model(model_type, **settings)
    for k, v in settings.items():
        if getattr(config, k, None) != v:
            raise ValueError(f"--hf-set {k}={v}: the {model_type} config does not keep it "
                             f"({k} is {getattr(config, k, None)!r})")
    if config.is_encoder_decoder and getattr(config, "decoder_start_token_id", None) is None:
        # The labels shifted right start the decoder's input.
        config.decoder_start_token_id = config.pad_token_id or 0
    classes = _auto_classes(transformers)
    tasks = [task] if task else [t for t in _TASKS
                                 if type(config) in classes[t]._model_mapping]
    if not tasks:
        raise ValueError(f"{model_type}: no language-model or image-classification head "
                         f"in transformers {transformers.__version__}")
    torch.manual_seed(seed)
    model = classes[tasks[0]].from_config(config).eval()
    return model, example_batch(model, tasks[0], batch, seq), tasks[0]


def example_batch(model, task, batch, seq):
    import inspect
    config = model.config
    if task == "image-classification":
        size, channels = config.image_size, getattr(config, "num_channels", 3)
        return {"pixel_values": torch.randn(batch, channels, size, size),
                "labels": torch.randint(0, config.num_labels, (batch,))}
    ids = torch.randint(0, config.vocab_size, (batch, seq))
    out = {"input_ids": ids,
           # An explicit all-ones mask, as a real batch has: the mask code
           # that tests `.all()` on it takes the branch it is traced with.
           "attention_mask": torch.ones(batch, seq, dtype=torch.long),
           "labels": torch.randint(0, config.vocab_size, (batch, seq))}
    if task == "causal-lm" and "position_ids" in inspect.signature(model.forward).parameters:
        # Given positions: OPT derives them from a cumulative sum of the
        # mask, an op (aten.cumsum: tm_tensor.scan) mem-opt cannot read.
        out["position_ids"] = torch.arange(seq).expand(batch, seq).clone()
    return out
