"""The table of issue 18 ("your own model in one call"): for each exported
training step (a HuggingFace model through `python -m memopt.torch --hf`,
a Flax or Equinox model through memopt.jax.export_step, another
optimizer), whether mem-opt counts the parameters exactly, finds every
gradient at the value the front end recorded, gives the same peak in both
in-place modes, whether mem-run measures the predicted peak, and whether
the step rematerialized per layer runs with the measured peak predicted and
bit-identical results; plus the export's time when this command exported
it. Exits 1 when a row fails.

usage: python -m memopt.testing.models_table (or bench/models_table.py)
           [--export] [--only NAME,...] [--out DIR] [STEM ...]
--export runs the exports first (the front ends' 6.5 GB environment:
scripts/frontends-env.sh); without it the table reads the stems given, by
default the committed fixtures of this table in test/Frontends/Inputs.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from . import gradient_truth
from .commands import ROOT, build_tool
from .steps import mem_run

# name -> the front end's command line (after `python -m`), for --export.
_TINY = "--batch 2 --seq 16"
EXPORTS = {
    "hf-gpt2": f"memopt.torch --hf gpt2 {_TINY} --hf-set "
               "n_layer=2,n_embd=32,n_head=2,vocab_size=64,n_positions=16",
    "hf-gpt2-sgd": f"memopt.torch --hf gpt2 {_TINY} --optimizer sgd --hf-set "
                   "n_layer=2,n_embd=32,n_head=2,vocab_size=64,n_positions=16",
    # Adafactor: a row and a column factor of each matrix's second moment.
    "hf-gpt2-adafactor": f"memopt.torch --hf gpt2 {_TINY} --optimizer adafactor --hf-set "
                         "n_layer=2,n_embd=32,n_head=2,vocab_size=64,n_positions=16",
    "hf-llama": f"memopt.torch --hf llama {_TINY} --hf-set hidden_size=32,"
                "intermediate_size=64,num_hidden_layers=2,num_attention_heads=2,"
                "num_key_value_heads=2,vocab_size=64,max_position_embeddings=16",
    "hf-qwen2": f"memopt.torch --hf qwen2 {_TINY} --optimizer adam --hf-set hidden_size=32,"
                "intermediate_size=64,num_hidden_layers=2,num_attention_heads=2,"
                "num_key_value_heads=1,vocab_size=64,max_position_embeddings=16",
    "hf-mistral": f"memopt.torch --hf mistral {_TINY} --hf-set hidden_size=32,"
                  "intermediate_size=64,num_hidden_layers=2,num_attention_heads=2,"
                  "num_key_value_heads=1,vocab_size=64,max_position_embeddings=16",
    "hf-bert": f"memopt.torch --hf bert {_TINY} --hf-set hidden_size=32,"
               "intermediate_size=64,num_hidden_layers=2,num_attention_heads=2,"
               "vocab_size=64,max_position_embeddings=16",
    "hf-t5": f"memopt.torch --hf t5 {_TINY} --hf-set "
             "d_model=32,d_ff=64,d_kv=16,num_layers=2,num_heads=2,vocab_size=64",
    "hf-vit": "memopt.torch --hf vit --batch 2 --hf-set hidden_size=32,intermediate_size=64,"
              "num_hidden_layers=2,num_attention_heads=2,image_size=16,patch_size=4,num_labels=10",
    "hf-opt": f"memopt.torch --hf opt {_TINY} --hf-set hidden_size=32,ffn_dim=64,"
              "num_hidden_layers=2,num_attention_heads=2,vocab_size=64,"
              "max_position_embeddings=16,word_embed_proj_dim=32",
    "hf-gpt_neox": f"memopt.torch --hf gpt_neox {_TINY} --hf-set hidden_size=32,"
                   "intermediate_size=64,num_hidden_layers=2,num_attention_heads=2,"
                   "vocab_size=64,max_position_embeddings=16",
    # A user's own module from a file (test/Frontends/user-module.test),
    # named by its path from the root.
    "torch-user-module": "memopt.torch --module test/Frontends/Inputs/user_module.py:make "
                         "--batch 2 --seq 8 --optimizer sgd",
    "jax-flax": "memopt.jax_models --library flax",
    "jax-equinox": "memopt.jax_models --library equinox",
    "jax-flax-lion": "memopt.jax_models --library flax --optimizer lion",
    "jax-scan": "memopt.jax --model gpt --scan-layers",
    "jax-flax-adafactor": "memopt.jax_models --library flax --optimizer adafactor",
    "jax-equinox-sgd": "memopt.jax_models --library equinox --optimizer sgd",
    # The front ends' built-in models (their fixtures' sizes).
    "torch-gpt": "memopt.torch --model gpt",
    "torch-llama": "memopt.torch --model llama",
    "torch-encdec": "memopt.torch --model encdec",
    "jax-gpt": "memopt.jax --model gpt",
    "jax-llama": "memopt.jax --model llama",
    "jax-encdec": "memopt.jax --model encdec",
}
# Front-end-free steps: the export named, with every memopt.role, name,
# phase and layer removed (strip_marks), as IREE's pipeline writes a JAX
# step that memopt.jax did not make; mem-opt infers them all from the data
# flow. The truth (which op's line is each gradient) is the front end's.
BARE = {"jax-gpt-bare": "jax-gpt", "jax-llama-bare": "jax-llama"}
_MARK = r'memopt\.(?:role|name|phase|layer) = (?:"[^"]*"|-?\d+ : i64)'


def strip_marks(text):
    """`text` without the front end's role, name, phase and layer
    attributes, line for line (the truth names ops by line); memopt.range
    stays, which mem-run needs to fill token ids."""
    text = re.sub(", " + _MARK, "", text)
    text = re.sub(_MARK + "(, )?", "", text)
    return text.replace(" attrs =  {}", "").replace(" {}", "")
# The committed fixtures of this table (test/Frontends/models-table.test).
FIXTURES = ("hf-gpt2", "hf-gpt2-adafactor", "hf-llama", "hf-t5", "hf-gpt_neox",
            "torch-user-module", "jax-equinox", "jax-flax-lion", "jax-scan")


def export(name, out, mem_opt, python):
    """Runs the export `name` to OUT.{mlir,json} and its report; the seconds
    both took, or the error. A BARE name exports its step and strips it."""
    if name in BARE:
        took, error = export(BARE[name], out, mem_opt, python)
        if error is None:
            with open(out + ".mlir") as f:
                text = strip_marks(f.read())
            with open(out + ".mlir", "w") as f:
                f.write(text)
        return took, error
    cmd = [python, "-m", *EXPORTS[name].split(), "--out", out, "--mem-opt", mem_opt, "--report"]
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    start = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT)
    if r.returncode != 0:
        lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
        return None, lines[-1] if lines else f"exit {r.returncode}"
    return time.perf_counter() - start, None


def checks(stem, mem_opt, mem_run_path, work):
    """{column: (value, ok)} of one exported step."""
    truth = json.load(open(stem + ".json"))
    path = stem + ".mlir"
    cols = {}
    reports = {}
    for mode in ("fast", "one-shot"):
        out = subprocess.run([mem_opt, path, f"--memopt-report=format=json inplace={mode}",
                              "-o", os.devnull], check=True, capture_output=True, text=True)
        reports[mode] = next(f for f in json.loads(out.stdout)["functions"]
                             if f["name"] == truth["function"])
    got, want = reports["fast"]["parameter_count"], truth["parameter_count"]
    cols["parameters"] = (f"{got:,} / {want:,}", got == want)
    ann = subprocess.run([mem_opt, path, "--memopt-annotate=live-bytes=false", "-o",
                          os.devnull], check=True, capture_output=True, text=True).stderr
    rows = gradient_truth.check(truth, ann.splitlines())
    right, total = sum(1 for r in rows if r[1]), len(truth["parameters"])
    cols["gradients"] = (f"{right}/{total}", right == total and len(rows) == total)
    fast, oneshot = reports["fast"]["peak_bytes"], reports["one-shot"]["peak_bytes"]
    cols["peak fast / one-shot"] = (f"{fast:,} / {oneshot:,}", fast == oneshot)
    base = mem_run(mem_run_path, path, "--seed", "1")
    cols["mem-run measured / predicted"] = (
        f"{base['measured_peak_bytes']:,} / {base['predicted_peak_bytes']:,}",
        base["measured_peak_bytes"] == base["predicted_peak_bytes"])
    remat = os.path.join(work, os.path.basename(stem) + "-remat.mlir")
    r = subprocess.run([mem_opt, path, "--memopt-remat=format=none strategy=per-layer",
                        "-o", remat], capture_output=True, text=True)
    if r.returncode != 0:
        cols["remat per-layer"] = ("refused: " + r.stderr.strip().splitlines()[0][:80], False)
    else:
        after = mem_run(mem_run_path, remat, "--seed", "1")
        same = after["checksums"] == base["checksums"]
        exact = after["measured_peak_bytes"] == after["predicted_peak_bytes"]
        cols["remat per-layer"] = (
            f"{after['measured_peak_bytes']:,} measured = predicted"
            if exact else f"{after['measured_peak_bytes']:,} measured, "
                          f"{after['predicted_peak_bytes']:,} predicted",
            exact and same)
        cols["remat bit-identical"] = ("yes" if same else "NO", same)
    return truth, cols


COLUMNS = ("parameters", "gradients", "peak fast / one-shot", "mem-run measured / predicted",
           "remat per-layer", "remat bit-identical")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mem-opt", default=build_tool("mem-opt"))
    ap.add_argument("--mem-run", default=build_tool("mem-run"))
    ap.add_argument("--export", action="store_true", help="export the models first")
    ap.add_argument("--only", default="", help="comma-separated names of EXPORTS")
    ap.add_argument("--out", default=None, help="where --export writes (a temporary folder)")
    ap.add_argument("--python", default=os.path.join(ROOT, "build", "frontends-venv", "bin",
                                                     "python"))
    ap.add_argument("stems", nargs="*")
    args = ap.parse_args(argv)
    work = tempfile.mkdtemp(prefix="models_table")
    names = [n for n in args.only.split(",") if n] or list(
        (list(EXPORTS) + list(BARE)) if args.export else FIXTURES)
    stems, seconds, errors = list(args.stems), {}, {}
    if not stems:
        folder = args.out or (work if args.export else
                              os.path.join(ROOT, "test", "Frontends", "Inputs"))
        stems = [os.path.join(folder, n) for n in names]
        if args.export:
            os.makedirs(folder, exist_ok=True)
            for name, stem in zip(names, stems):
                seconds[stem], errors[stem] = export(name, stem, args.mem_opt, args.python)
    print("| step | model | optimizer | " + " | ".join(COLUMNS) + " | export |")
    print("| --- | --- | --- |" + " --- |" * len(COLUMNS) + " ---: |")
    failed = False
    for stem in stems:
        name = os.path.basename(stem)
        if errors.get(stem):
            failed = True
            print(f"| {name} | | | export failed: {errors[stem][:200]} |" + " |" * len(COLUMNS))
            continue
        truth, cols = checks(stem, args.mem_opt, args.mem_run, work)
        failed |= not all(ok for _, ok in cols.values())
        cells = [(v if ok else f"**{v}** FAIL") if (v, ok) != ("", True) else ""
                 for v, ok in (cols.get(c, ("-", True)) for c in COLUMNS)]
        took = f"{seconds[stem]:.1f} s" if stem in seconds else "-"
        print(f"| {name} | {truth['model']} | {truth['optimizer'] or 'none'} | "
              + " | ".join(cells) + f" | {took} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
