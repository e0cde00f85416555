//===- Options.h - mem-gen configuration, presets and flags -----*- C++ -*-===//
#ifndef MEMGEN_OPTIONS_H
#define MEMGEN_OPTIONS_H

#include <cstdint>
#include <memory>
#include <string>

namespace llvm::cl {
class OptionCategory;
} // namespace llvm::cl

namespace memgen {

enum class Family { GPT2, Llama };
enum class Precision { FP32, FP64, Mixed, MixedMaster, Zero };
enum class Optimizer { AdamW, Lion, SGD, Adam8bit, Adafactor };

struct Config {
  Family family = Family::GPT2;
  int64_t layers = 2;
  int64_t dModel = 32;
  int64_t heads = 4;
  int64_t kvHeads = 0; // 0: same as heads
  int64_t ffn = 0;     // 0: family default (gpt2 4*d, llama 8d/3 rounded)
  int64_t vocab = 64;
  int64_t seq = 8;
  int64_t ctx = 0; // rows of the gpt2 position table; 0: same as seq
  int64_t batch = 2;
  Precision precision = Precision::FP32;
  Optimizer optimizer = Optimizer::AdamW;
  double dropout = 0.0;
  bool bf16 = false; // 16-bit type: f16 (default) or bf16
  bool emitGradients = false;
  bool printParamCount = false;
  std::string output = "-";

  /// Fill derived defaults and check consistency; returns an error message
  /// or the empty string.
  std::string finalize();
};

/// The category of the model flags (--preset, --family, --layers, ...,
/// --precision, --optimizer, --batch, --seq, --dropout).
llvm::cl::OptionCategory &modelFlagsCategory();

/// The model flags as llvm::cl options that write into `cfg` as they are
/// parsed (a preset where it appears, so later flags override it). Construct
/// one before llvm::cl::ParseCommandLineOptions and keep it alive until
/// check(); one per process, as llvm::cl's registry is global.
class ModelFlags {
public:
  explicit ModelFlags(Config &cfg);
  ~ModelFlags();
  /// After parsing: the first size that was not positive, else
  /// Config::finalize()'s message; empty when the configuration is valid.
  std::string check() const;
  /// After parsing: whether any model flag was on the command line. (Walking
  /// llvm::cl's whole registry instead touches other libraries' options,
  /// some of whose classes carry no RTTI, which UBSan's vptr check rejects.)
  bool anyGiven() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// Parses argv into `cfg` with llvm::cl (which prints --help and exits, and
/// exits with 1 on a malformed flag); returns false after printing the
/// error when the configuration is inconsistent.
bool parseArgs(int argc, char **argv, Config &cfg);

const char *familyName(Family f);
const char *precisionName(Precision p);
const char *optimizerName(Optimizer o);

} // namespace memgen

#endif
