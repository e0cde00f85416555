//===- Options.cpp - mem-gen flags and model presets ----------------------===//
//
// The flags are llvm::cl options that write into the Config as they are
// parsed, in command-line order: a preset takes effect where it appears, so
// flags that follow it override it.
//
//===----------------------------------------------------------------------===//
#include "Options.h"

#include "memopt/Support/EnumOptionParser.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace memgen {
namespace {
enum class Preset {
  Tiny,
  GPT2_124M,
  GPT2_1_5B,
  GPT3_175B,
  Llama2_7B,
  Llama2_70B
};
enum class Dtype { F16, BF16 };
} // namespace
} // namespace memgen

MEMOPT_ENUM_OPTION_PARSER(memgen::Family)
MEMOPT_ENUM_OPTION_PARSER(memgen::Precision)
MEMOPT_ENUM_OPTION_PARSER(memgen::Optimizer)
MEMOPT_ENUM_OPTION_PARSER(memgen::Preset)
MEMOPT_ENUM_OPTION_PARSER(memgen::Dtype)

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

static void applyPreset(Preset preset, Config &c) {
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
  switch (preset) {
  case Preset::Tiny:
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
    return;
  case Preset::GPT2_124M:
    return gpt2(12, 768, 12, 50304, 1024, 4);
  case Preset::GPT2_1_5B:
    return gpt2(48, 1600, 25, 50304, 1024, 1);
  case Preset::GPT3_175B:
    return gpt2(96, 12288, 96, 50257, 2048, 1);
  case Preset::Llama2_7B:
    return llama(32, 4096, 32, 32, 11008, 32000, 4096);
  case Preset::Llama2_70B:
    return llama(80, 8192, 64, 8, 28672, 32000, 4096);
  }
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

llvm::cl::OptionCategory &modelFlagsCategory() {
  static llvm::cl::OptionCategory category("mem-gen options");
  return category;
}

namespace {

/// Where the options write; set by ModelFlags before parsing (one set of
/// flags per process, as llvm::cl's registry is global).
Config *parsed = nullptr;

/// The first size flag that is not positive, reported after parsing (an
/// option's callback cannot fail).
std::string badSize;

/// A flag that sets `field` of the Config when it is parsed.
template <typename T> struct Flag : public llvm::cl::opt<T> {
  template <typename... Mods>
  Flag(llvm::StringRef name, T Config::*field, const Mods &...mods)
      : llvm::cl::opt<T>(name, llvm::cl::cat(modelFlagsCategory()),
                         llvm::cl::callback([field](const T &value) {
                           parsed->*field = value;
                         }),
                         mods...) {}
};

/// A size: a positive integer.
struct SizeFlag : public llvm::cl::opt<int64_t> {
  SizeFlag(llvm::StringRef name, int64_t Config::*field,
           const llvm::cl::desc &desc)
      : llvm::cl::opt<int64_t>(
            name, llvm::cl::cat(modelFlagsCategory()), desc,
            llvm::cl::value_desc("N"),
            llvm::cl::callback([name, field](const int64_t &value) {
              if (value < 1 && badSize.empty())
                badSize = ("invalid value '" + llvm::Twine(value) + "' for --" +
                           name + " (expected a positive integer)")
                              .str();
              parsed->*field = value;
            })) {}
};

} // namespace

/// The flags that describe the model and its step, shared by mem-gen and
/// mem-advise.
struct ModelFlags::Impl {
  llvm::cl::opt<Preset> preset{
      "preset", llvm::cl::desc("Model preset (flags after it override it)"),
      llvm::cl::cat(modelFlagsCategory()),
      llvm::cl::callback(
          [](const Preset &value) { applyPreset(value, *parsed); }),
      llvm::cl::values(
          clEnumValN(Preset::Tiny, "tiny", "2 layers, d 32 (the default)"),
          clEnumValN(Preset::GPT2_124M, "gpt2-124m", "GPT-2 124M"),
          clEnumValN(Preset::GPT2_1_5B, "gpt2-1.5b", "GPT-2 1.5B"),
          clEnumValN(Preset::GPT3_175B, "gpt3-175b", "GPT-3 175B"),
          clEnumValN(Preset::Llama2_7B, "llama2-7b", "Llama 2 7B"),
          clEnumValN(Preset::Llama2_70B, "llama2-70b", "Llama 2 70B"))};
  Flag<Family> family{
      "family", &Config::family, llvm::cl::desc("Model family"),
      llvm::cl::values(clEnumValN(Family::GPT2, "gpt2", "GPT-2"),
                       clEnumValN(Family::Llama, "llama", "Llama"))};
  SizeFlag layers{"layers", &Config::layers, llvm::cl::desc("Blocks")};
  SizeFlag dModel{"d-model", &Config::dModel, llvm::cl::desc("Model width")};
  SizeFlag heads{"heads", &Config::heads, llvm::cl::desc("Attention heads")};
  SizeFlag kvHeads{"kv-heads", &Config::kvHeads,
                   llvm::cl::desc("Key/value heads (default: --heads)")};
  SizeFlag ffn{"ffn", &Config::ffn,
               llvm::cl::desc("MLP width (default: 4d for gpt2, 8d/3 rounded "
                              "up to a multiple of 32 for llama)")};
  SizeFlag vocab{"vocab", &Config::vocab, llvm::cl::desc("Vocabulary size")};
  SizeFlag seq{"seq", &Config::seq, llvm::cl::desc("Sequence length")};
  SizeFlag ctx{"ctx", &Config::ctx,
               llvm::cl::desc("Rows of the gpt2 position table (default: "
                              "--seq)")};
  SizeFlag batch{"batch", &Config::batch, llvm::cl::desc("Batch size")};
  Flag<Precision> precision{
      "precision", &Config::precision, llvm::cl::desc("Precision policy"),
      llvm::cl::values(
          clEnumValN(Precision::FP32, "fp32", "Everything in f32"),
          clEnumValN(Precision::FP64, "fp64",
                     "Everything in f64 (for testing)"),
          clEnumValN(Precision::Mixed, "mixed",
                     "16-bit params and activations, f32 gradients and "
                     "states (14P)"),
          clEnumValN(Precision::MixedMaster, "mixed-master",
                     "mixed with f32 master weights (18P)"),
          clEnumValN(Precision::Zero, "zero",
                     "16-bit gradients too, f32 master weights (ZeRO's "
                     "16P)"))};
  llvm::cl::opt<Dtype> dtype{
      "dtype", llvm::cl::desc("16-bit type of the mixed policies"),
      llvm::cl::cat(modelFlagsCategory()),
      llvm::cl::callback(
          [](const Dtype &value) { parsed->bf16 = value == Dtype::BF16; }),
      llvm::cl::values(clEnumValN(Dtype::F16, "f16", "IEEE half (default)"),
                       clEnumValN(Dtype::BF16, "bf16", "bfloat16"))};
  Flag<Optimizer> optimizer{
      "optimizer", &Config::optimizer, llvm::cl::desc("Optimizer"),
      llvm::cl::values(
          clEnumValN(Optimizer::AdamW, "adamw", "AdamW"),
          clEnumValN(Optimizer::Lion, "lion", "Lion"),
          clEnumValN(Optimizer::SGD, "sgd", "SGD"),
          clEnumValN(Optimizer::Adam8bit, "adam8bit", "8-bit Adam"),
          clEnumValN(Optimizer::Adafactor, "adafactor", "Adafactor"))};
  Flag<double> dropout{
      "dropout", &Config::dropout,
      llvm::cl::desc("Dropout probability (seeded, counter based)")};

  bool anyGiven() const {
    const llvm::cl::Option *all[] = {&preset, &family,    &layers, &dModel,
                                     &heads,  &kvHeads,   &ffn,    &vocab,
                                     &seq,    &ctx,       &batch,  &precision,
                                     &dtype,  &optimizer, &dropout};
    return llvm::any_of(all, [](const llvm::cl::Option *option) {
      return option->getNumOccurrences() > 0;
    });
  }
};

ModelFlags::ModelFlags(Config &cfg) : impl(std::make_unique<Impl>()) {
  parsed = &cfg;
}

ModelFlags::~ModelFlags() { parsed = nullptr; }

bool ModelFlags::anyGiven() const { return impl->anyGiven(); }

std::string ModelFlags::check() const {
  return badSize.empty() ? parsed->finalize() : badSize;
}

bool parseArgs(int argc, char **argv, Config &cfg) {
  ModelFlags model(cfg);
  // mem-gen's own flags.
  Flag<bool> emitGradients("emit-gradients", &Config::emitGradients,
                           llvm::cl::desc("Also return every parameter "
                                          "gradient"));
  Flag<bool> printParamCount(
      "print-param-count", &Config::printParamCount,
      llvm::cl::desc("Print 'parameters: N' and the static bytes by role (no "
                     "IR unless -o)"));
  llvm::cl::alias summary("summary",
                          llvm::cl::desc("Alias for "
                                         "--print-param-count"),
                          llvm::cl::aliasopt(printParamCount));
  Flag<std::string> output("o", &Config::output,
                           llvm::cl::desc("Output file (default stdout)"),
                           llvm::cl::value_desc("file"));
  llvm::cl::alias help(
      "h", llvm::cl::desc("Alias for --help"),
      llvm::cl::aliasopt(*llvm::cl::getRegisteredOptions()["help"]));
  llvm::cl::HideUnrelatedOptions(modelFlagsCategory());
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "Writes one func.func @train_step (forward, backward, optimizer "
      "update) in upstream MLIR dialects on tensors (docs/generator.md)\n");
  std::string err = model.check();
  if (!err.empty()) {
    llvm::errs() << "mem-gen: error: " << err << "\n";
    return false;
  }
  return true;
}

} // namespace memgen
