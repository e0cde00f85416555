"""DeepSpeed's and Accelerate's memory estimates beside mem-advise's, for
the same configurations (docs/advisor.md, "Reference checks").

usage: python -m memopt.testing.advisor_references [--mem-advise PATH]
           [--ranks N] [PRESET ...]          (default: llama2-7b gpt2-124m)

For each mem-gen preset the HuggingFace model of the same shape is built on
the meta device from its config (never from the hub) and its parameter
count must equal mem-advise's (exit 1 otherwise). The upstream estimators
run on it:

- DeepSpeed's `estimate_zero2_model_states_mem_needs` and
  `estimate_zero3_model_states_mem_needs` (what the `*_all_cold` functions
  print, in bytes instead of GiB with two decimals; the printed lines are
  checked against them), one node of N GPUs, without and with offload;
- Accelerate's `accelerate estimate-memory`: `calculate_maximum_sizes` on
  the `AutoModel` of the config built under `init_empty_weights` in float32,
  and `estimate_training_usage`, whose largest term the command prints as
  "Training using Adam".

mem-advise runs on the preset at batch 1: `--precision zero` (what
DeepSpeed's fp16/bf16 ZeRO optimizer keeps: 16-bit parameters and
gradients, fp32 master and moments) for the DeepSpeed rows, as a .mlir
step written by mem-gen so that its ZeRO rungs are formulas like
DeepSpeed's (from the model flags they are per-rank programs), fp32 AdamW and
its `mixed` rung for Accelerate's float32 and bfloat16 rows. Each row gives
both numbers, their ratio, the difference in bytes per parameter (per P/N
or P, whichever the reason is stated in) and the reason.
"""

import argparse
import contextlib
import io
import json
import os
import shutil
import sys
import tempfile

from .commands import build_tool, run

# mem-gen's presets (docs/generator.md, "Presets") as HuggingFace configs.
PRESETS = {
    "llama2-7b": ("llama", dict(hidden_size=4096, intermediate_size=11008,
                                num_hidden_layers=32, num_attention_heads=32,
                                num_key_value_heads=32, vocab_size=32000)),
    "gpt2-124m": ("gpt2", dict(n_layer=12, n_embd=768, n_head=12, n_inner=3072,
                               vocab_size=50304, n_positions=1024)),
}


def hf_config(preset):
    import transformers
    family, kwargs = PRESETS[preset]
    cls = transformers.LlamaConfig if family == "llama" else transformers.GPT2Config
    return cls(**kwargs)


def advise(tool, preset, ranks, *args):
    return rungs_of(run([tool, "--preset", preset, "--batch", "1", "--ranks",
                         str(ranks), "--format", "json", *args]))


def advise_formulas(tool, preset, ranks, *args):
    """mem-advise's ZeRO formulas (DeepSpeed's estimators are formulas
    too): on the preset's `zero` step written to a .mlir file, where the
    ZeRO rungs stay formulas on its role bytes; from the model flags they
    are memopt-shard's per-rank programs (docs/advisor.md)."""
    gen = os.path.join(os.path.dirname(shutil.which(tool) or tool), "mem-gen")
    with tempfile.TemporaryDirectory() as tmp:
        step = os.path.join(tmp, preset + "-zero.mlir")
        run([gen, "--preset", preset, "--batch", "1", "--precision", "zero",
             "-o", step])
        return rungs_of(run([tool, step, "--ranks", str(ranks), "--format",
                             "json", *args]))


def rungs_of(out):
    advice = json.loads(out)
    rungs = {}
    for r in advice["rungs"]:
        if r.get("error"):
            sys.exit("mem-advise: rung %s: %s" % (r["name"], r["error"]))
        rungs[r["name"]] = r
    return advice["parameter_count"], rungs


def deepspeed_rows(P, L, n):
    """DeepSpeed's per-GPU and per-node CPU bytes for one node of n GPUs."""
    from deepspeed.runtime.zero.stage3 import (
        estimate_zero3_model_states_mem_needs,
        estimate_zero3_model_states_mem_needs_all_cold,
    )
    from deepspeed.runtime.zero.stage_1_and_2 import (
        estimate_zero2_model_states_mem_needs,
        estimate_zero2_model_states_mem_needs_all_cold,
    )
    z2 = {off: estimate_zero2_model_states_mem_needs(
        P, num_gpus_per_node=n, cpu_offload=off) for off in (False, True)}
    z3 = {off: estimate_zero3_model_states_mem_needs(
        P, L, num_gpus_per_node=n, cpu_offload=off, cpu_offload_params=off)[:2]
        for off in (False, True)}
    # The printed tables must show these numbers (GiB, two decimals).
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        estimate_zero2_model_states_mem_needs_all_cold(P, num_gpus_per_node=n)
        estimate_zero3_model_states_mem_needs_all_cold(P, L, num_gpus_per_node=n)
    lines = printed.getvalue()
    for cpu, gpu in list(z2.values()) + list(z3.values()):
        if f"{cpu / 2**30:7.2f}GB | {gpu / 2**30:6.2f}GB" not in lines:
            sys.exit("DeepSpeed's printed estimate does not show %d / %d bytes:\n%s"
                     % (cpu, gpu, lines))
    return z2, z3


def accelerate_sizes(config):
    """`accelerate estimate-memory`'s numbers for the config: the AutoModel
    in float32 on the meta device (as its create_empty_model builds it)."""
    import torch
    import transformers
    from accelerate import init_empty_weights
    from accelerate.commands.estimate import estimate_training_usage
    from accelerate.utils import calculate_maximum_sizes
    with init_empty_weights():
        model = transformers.AutoModel.from_config(config, dtype=torch.float32)
    total, _ = calculate_maximum_sizes(model)
    params = sum(p.numel() for p in model.parameters())
    train = {dt: max(estimate_training_usage(total, dt).values())
             for dt in ("float32", "bfloat16")}
    return params, total, train


def causal_lm(config):
    """The causal LM on the meta device, tied weights counted once; and
    DeepSpeed's largest layer (model_to_params, as *_all_live uses it)."""
    import torch
    import transformers
    from deepspeed.runtime.zero.stage3 import model_to_params
    with torch.device("meta"):
        model = transformers.AutoModelForCausalLM.from_config(config)
    ds_total, largest = model_to_params(model)
    return sum(p.numel() for p in model.parameters()), ds_total, largest


def gb(x):
    return "%.2f GB" % (x / 1e9)


def row(table, name, ref, tool, diff, why):
    table.append("| %s | %s | %s | %.3f | %s | %s |" % (
        name, gb(ref), gb(tool), ref / tool, diff, why))


def per(x, unit, unit_name, base=""):
    """`x` bytes in units of `unit` (P/N or P), after `base` (e.g. 4L)."""
    return "%s%+.2f %s" % (base, x / unit, unit_name)


def compare(tool, preset, n):
    config = hf_config(preset)
    P_tool, zero = advise_formulas(tool, preset, n, "--rungs",
                                   "zero1,zero2,zero3,zero2+offload-optimizer,"
                                   "zero3+offload-optimizer+offload-parameters")
    _, fp32 = advise(tool, preset, n, "--rungs", "start,mixed")
    P, ds_total, L = causal_lm(config)
    acc_P, acc_total, acc_train = accelerate_sizes(config)
    print("%s: P mem-advise %s, HF %s %s%s" % (
        preset, f"{P_tool:,}", type(config).__name__.replace("Config", ""),
        f"{P:,}", "" if P == P_tool else "  MISMATCH"))
    if P != P_tool:
        sys.exit(1)
    print("  accelerate's AutoModel %s parameters (%s); DeepSpeed's "
          "model_to_params on the meta model %s (data_ptr() is 0 on meta: "
          "the tensors collapse into one), largest layer %s" % (
              f"{acc_P:,}", "no LM head" if acc_P != P else "the LM head is the tied embedding",
              f"{ds_total:,}", f"{L:,}"))
    z2, z3 = deepspeed_rows(P, L, n)
    t = ["| %s, %d ranks | reference | mem-advise | ratio | difference | why |"
         % (preset, n), "|---|---|---|---|---|---|"]
    ms = {k: v["model_state_bytes"] for k, v in zero.items()}
    host = {k: v["host_bytes"] * n for k, v in zero.items()}
    pn = P / n
    t.append("| zero1 model states | (DeepSpeed has no stage-1 estimator) | %s | | | "
             "2P + 2P + 12P/N |" % gb(ms["zero1"]))
    row(t, "zero2 model states per GPU", z2[False][1], ms["zero2"],
        per(z2[False][1] - ms["zero2"], pn, "P/N"),
        "DeepSpeed 2P + 18P/N counts an fp32 gradient partition (4P/N) beside "
        "the 16-bit one; mem-advise 2P + 14P/N (the paper's)")
    dev = ms["zero2+offload-optimizer"]
    row(t, "zero2 offload_optimizer, per GPU", z2[True][1], dev,
        per(z2[True][1] - dev, pn, "P/N"),
        "DeepSpeed 2P; mem-advise keeps the 16-bit gradient partition (2P/N) "
        "on the device")
    cpu = host["zero2+offload-optimizer"]
    row(t, "zero2 offload_optimizer, CPU per node", z2[True][0], cpu,
        per(z2[True][0] - cpu, P, "P"),
        "DeepSpeed max(4N, 16)P x additional_buffer_factor 1.5 = %gP; "
        "mem-advise the 12P of master and moments, no buffer"
        % (max(4 * n, 16) * 1.5))
    # DeepSpeed adds 4L, the largest layer's 16-bit parameters and gradients
    # gathered whole: mem-advise counts that layer in the peak instead.
    dev = ms["zero3"]
    row(t, "zero3 model states per GPU", z3[False][1], dev,
        per(z3[False][1] - 4 * L - dev, pn, "P/N", "4L "),
        "DeepSpeed 4L + 18P/N (L = %s, its largest layer; the 18 of its "
        "stage-2 comment: 16-bit and fp32 gradients, fp32 master, moments, "
        "and no 16-bit parameter partition); mem-advise 16P/N, the layer in "
        "the peak" % f"{L:,}")
    both = "zero3+offload-optimizer+offload-parameters"
    dev, cpu = ms[both], host[both]
    row(t, "zero3 offload both, per GPU", z3[True][1], dev,
        per(z3[True][1] - 4 * L - dev, pn, "P/N", "4L "),
        "DeepSpeed 4L only; mem-advise the 16-bit gradient partition 2P/N")
    row(t, "zero3 offload both, CPU per node", z3[True][0], cpu,
        per(z3[True][0] - cpu, P, "P"),
        "DeepSpeed 18P x 1.5 = 27P; mem-advise 2P + 12P: no fp32 gradients, "
        "no buffer")
    st, mx = fp32["start"], fp32["mixed"]
    params = st["bytes_by_role"]["parameter"]
    buffers = acc_total - 4 * acc_P
    row(t, "accelerate float32 total size", acc_total, params,
        "%+.2f P" % ((acc_total - params) / P),
        ("AutoModel has no LM head (-%s parameters)" % f"{P - acc_P:,}"
         if acc_P != P else "the same parameters")
        + "; buffers %d bytes" % buffers)
    for dt, r in (("float32", st), ("bfloat16", mx)):
        rest = r["peak_bytes"] - r["model_state_bytes"]
        row(t, "accelerate %s training (Adam)" % dt, acc_train[dt], r["peak_bytes"],
            "%.2f P of the AutoModel; mem-advise states %s + %s at the peak"
            % (acc_train[dt] / acc_P, gb(r["model_state_bytes"]), gb(rest)),
            "Accelerate: the largest of model 4P, gradients, Adam 8P and step, "
            "not their sum (%s), at batch 1 without activations; mem-advise "
            "%s model states and the activations and temporaries live at its peak"
            % ("step = 4x the model, 16P" if dt == "float32"
               else "gradients 6P, step 8P", r["name"]))
    print("\n".join(t))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mem-advise", default=build_tool("mem-advise"))
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("presets", nargs="*", default=["llama2-7b", "gpt2-124m"])
    args = ap.parse_args(argv)
    for p in args.presets:
        if p not in PRESETS:
            sys.exit("unknown preset %r (expected %s)" % (p, ", ".join(PRESETS)))
    # The estimators need no accelerator; DeepSpeed would probe for one.
    os.environ.setdefault("DS_ACCELERATOR", "cpu")
    try:
        import accelerate
        import deepspeed
    except ImportError as e:
        sys.exit("%s: the front ends' environment has them "
                 "(scripts/frontends-env.sh)" % e)
    print("deepspeed %s, accelerate %s" % (deepspeed.__version__, accelerate.__version__))
    for p in args.presets:
        compare(args.mem_advise, p, args.ranks)
    return 0


if __name__ == "__main__":
    sys.exit(main())
