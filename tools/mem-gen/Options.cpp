//===- Options.cpp - mem-gen flags and model presets ----------------------===//
//
// A small hand parser: `--flag value` or `--flag=value`. Presets are applied
// where they appear, so flags that follow a preset override it.
//
//===----------------------------------------------------------------------===//
#include "Options.h"

#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <cstdlib>
#include <functional>
#include <map>

namespace memgen {

const char *familyName(Family f) {
  return f == Family::GPT2 ? "gpt2" : "llama";
}
const char *precisionName(Precision p) {
  switch (p) {
  case Precision::FP32:
    return "fp32";
  case Precision::FP64:
    return "fp64";
  case Precision::Mixed:
    return "mixed";
  case Precision::MixedMaster:
    return "mixed-master";
  case Precision::Zero:
    return "zero";
  }
  return "?";
}
const char *optimizerName(Optimizer o) {
  switch (o) {
  case Optimizer::AdamW:
    return "adamw";
  case Optimizer::Lion:
    return "lion";
  case Optimizer::SGD:
    return "sgd";
  case Optimizer::Adam8bit:
    return "adam8bit";
  case Optimizer::Adafactor:
    return "adafactor";
  }
  return "?";
}

static bool applyPreset(const std::string &name, Config &c) {
  auto gpt2 = [&](int64_t L, int64_t d, int64_t h, int64_t v, int64_t s,
                  int64_t bsz) {
    c.family = Family::GPT2;
    c.layers = L;
    c.dModel = d;
    c.heads = h;
    c.kvHeads = 0;
    c.ffn = 0;
    c.vocab = v;
    c.seq = s;
    c.ctx = s;
    c.batch = bsz;
  };
  auto llama = [&](int64_t L, int64_t d, int64_t h, int64_t kv, int64_t f,
                   int64_t v, int64_t s) {
    c.family = Family::Llama;
    c.layers = L;
    c.dModel = d;
    c.heads = h;
    c.kvHeads = kv;
    c.ffn = f;
    c.vocab = v;
    c.seq = s;
    c.ctx = 0;
    c.batch = 1;
  };
  if (name == "tiny") {
    // Family is left as chosen (default gpt2) so `--family llama` works too.
    c.layers = 2;
    c.dModel = 32;
    c.heads = 4;
    c.kvHeads = 0;
    c.ffn = 0;
    c.vocab = 64;
    c.seq = 8;
    c.ctx = 0;
    c.batch = 2;
  } else if (name == "gpt2-124m") {
    gpt2(12, 768, 12, 50304, 1024, 4);
  } else if (name == "gpt2-1.5b") {
    gpt2(48, 1600, 25, 50304, 1024, 1);
  } else if (name == "gpt3-175b") {
    gpt2(96, 12288, 96, 50257, 2048, 1);
  } else if (name == "llama2-7b") {
    llama(32, 4096, 32, 32, 11008, 32000, 4096);
  } else if (name == "llama2-70b") {
    llama(80, 8192, 64, 8, 28672, 32000, 4096);
  } else {
    return false;
  }
  c.preset = name;
  return true;
}

std::string Config::finalize() {
  if (kvHeads == 0)
    kvHeads = heads;
  if (ctx == 0)
    ctx = seq;
  if (ffn == 0) {
    if (family == Family::GPT2)
      ffn = 4 * dModel;
    else // llama: 2/3 of 4d, rounded up to a multiple of 32
      ffn = ((8 * dModel / 3) + 31) / 32 * 32;
  }
  if (layers < 1 || dModel < 1 || heads < 1 || vocab < 1 || seq < 1 ||
      batch < 1 || ffn < 1 || kvHeads < 1)
    return "all sizes must be positive";
  if (dModel % heads)
    return "--d-model must be a multiple of --heads";
  if (heads % kvHeads)
    return "--heads must be a multiple of --kv-heads";
  if (family == Family::GPT2 && kvHeads != heads)
    return "gpt2 does not support grouped-query attention (--kv-heads)";
  if (family == Family::Llama && (dModel / heads) % 2)
    return "llama needs an even head dimension for rotary embeddings";
  if (ctx < seq)
    return "--ctx must be at least --seq";
  const int64_t kMaxDim = (int64_t(1) << 31) - 1;
  if (layers > 10000)
    return "--layers must be at most 10000";
  for (int64_t v : {dModel, heads, kvHeads, ffn, vocab, seq, ctx, batch})
    if (v > kMaxDim)
      return "sizes must be below 2^31";
  if (!(dropout >= 0.0 && dropout < 1.0))
    return "--dropout must be in [0, 1)";
  return "";
}

static void printHelp() {
  llvm::outs()
      << "usage: mem-gen [options]\n"
         "Writes one func.func @train_step (forward, backward, optimizer\n"
         "update) in upstream MLIR dialects on tensors.\n\n"
         "  --preset NAME        tiny | gpt2-124m | gpt2-1.5b | gpt3-175b |\n"
         "                       llama2-7b | llama2-70b (later flags "
         "override)\n"
         "  --family F           gpt2 | llama\n"
         "  --layers N --d-model N --heads N --kv-heads N --ffn N\n"
         "  --vocab N --seq N --ctx N (gpt2 position rows) --batch N\n"
         "  --precision P        fp32 | fp64 | mixed | mixed-master | zero\n"
         "  --dtype T            f16 | bf16 (16-bit type of mixed policies)\n"
         "  --optimizer O        adamw | lion | sgd | adam8bit | adafactor\n"
         "  --dropout P          dropout probability (seeded, counter based)\n"
         "  --emit-gradients     also return every parameter gradient\n"
         "  --print-param-count  print 'parameters: N' and the static bytes "
         "by\n"
         "                       role (no IR unless -o); alias --summary\n"
         "  -o FILE              output file (default stdout)\n";
}

static bool parseInt(const std::string &s, int64_t &out) {
  if (s.empty())
    return false;
  char *end = nullptr;
  errno = 0;
  long long v = std::strtoll(s.c_str(), &end, 10);
  if (errno || *end)
    return false;
  out = v;
  return true;
}

bool parseArgs(int argc, char **argv, Config &cfg, int &exitCode) {
  exitCode = 1;
  auto fail = [&](const std::string &msg) {
    llvm::errs() << "mem-gen: error: " << msg << "\n";
    return false;
  };
  applyPreset("tiny", cfg);
  std::map<std::string, int64_t *> ints = {
      {"--layers", &cfg.layers}, {"--d-model", &cfg.dModel},
      {"--heads", &cfg.heads},   {"--kv-heads", &cfg.kvHeads},
      {"--ffn", &cfg.ffn},       {"--vocab", &cfg.vocab},
      {"--seq", &cfg.seq},       {"--batch", &cfg.batch},
      {"--ctx", &cfg.ctx}};
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      printHelp();
      exitCode = 0;
      return false;
    }
    if (arg == "--emit-gradients") {
      cfg.emitGradients = true;
      continue;
    }
    if (arg == "--print-param-count" || arg == "--summary") {
      cfg.printParamCount = true;
      continue;
    }
    std::string name = arg, value;
    bool hasValue = false;
    if (arg.rfind("--", 0) == 0) {
      size_t eq = arg.find('=');
      if (eq != std::string::npos) {
        name = arg.substr(0, eq);
        value = arg.substr(eq + 1);
        hasValue = true;
      }
    } else if (arg != "-o") {
      return fail("unexpected argument '" + arg + "' (see --help)");
    }
    static const char *known[] = {
        "-o",          "--preset",  "--family",   "--precision",
        "--optimizer", "--dropout", "--dtype",    "--layers",
        "--d-model",   "--heads",   "--kv-heads", "--ffn",
        "--vocab",     "--seq",     "--batch",    "--ctx"};
    bool isKnown = false;
    for (const char *k : known)
      isKnown |= name == k;
    if (!isKnown)
      return fail("unknown option '" + name + "' (see --help)");
    if (!hasValue) {
      if (i + 1 >= argc)
        return fail("option '" + name + "' needs a value");
      value = argv[++i];
    }
    if (name == "-o") {
      cfg.output = value;
    } else if (name == "--preset") {
      if (!applyPreset(value, cfg))
        return fail("unknown preset '" + value +
                    "' (tiny, gpt2-124m, gpt2-1.5b, gpt3-175b, llama2-7b, "
                    "llama2-70b)");
    } else if (name == "--family") {
      if (value == "gpt2")
        cfg.family = Family::GPT2;
      else if (value == "llama")
        cfg.family = Family::Llama;
      else
        return fail("unknown family '" + value + "' (gpt2, llama)");
    } else if (name == "--precision") {
      static const std::map<std::string, Precision> m = {
          {"fp32", Precision::FP32},
          {"fp64", Precision::FP64},
          {"mixed", Precision::Mixed},
          {"mixed-master", Precision::MixedMaster},
          {"zero", Precision::Zero}};
      auto it = m.find(value);
      if (it == m.end())
        return fail("unknown precision '" + value +
                    "' (fp32, fp64, mixed, mixed-master, zero)");
      cfg.precision = it->second;
    } else if (name == "--optimizer") {
      static const std::map<std::string, Optimizer> m = {
          {"adamw", Optimizer::AdamW},
          {"lion", Optimizer::Lion},
          {"sgd", Optimizer::SGD},
          {"adam8bit", Optimizer::Adam8bit},
          {"adafactor", Optimizer::Adafactor}};
      auto it = m.find(value);
      if (it == m.end())
        return fail("unknown optimizer '" + value +
                    "' (adamw, lion, sgd, adam8bit, adafactor)");
      cfg.optimizer = it->second;
    } else if (name == "--dtype") {
      if (value == "f16")
        cfg.bf16 = false;
      else if (value == "bf16")
        cfg.bf16 = true;
      else
        return fail("unknown dtype '" + value + "' (f16, bf16)");
    } else if (name == "--dropout") {
      char *end = nullptr;
      double d = std::strtod(value.c_str(), &end);
      if (value.empty() || *end)
        return fail("invalid value '" + value + "' for --dropout");
      cfg.dropout = d;
    } else {
      int64_t v;
      if (!parseInt(value, v) || v < 1)
        return fail("invalid value '" + value + "' for " + name +
                    " (expected a positive integer)");
      *ints[name] = v;
    }
  }
  std::string err = cfg.finalize();
  if (!err.empty())
    return fail(err);
  exitCode = 0;
  return true;
}

} // namespace memgen
