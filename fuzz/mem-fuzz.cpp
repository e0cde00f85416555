//===- mem-fuzz.cpp - libFuzzer harness: parse, verify, memopt passes -----===//
//
// One input = option bytes + MLIR text. The leading kOptionBytes bytes pick
// the passes and their options (FuzzOptions below); the rest is parsed,
// verified and, if it parses, run through the chosen passes, in process.
// The input is screened first as mem-opt screens it (InputScreen.h), with a
// tighter nesting bound: the harness runs on libFuzzer's thread, not on a
// large stack. Every diagnostic is swallowed: bad input must end in an
// error, never a crash, a hang or a sanitizer report.
//
// To add passes (remat strategies and budgets, the lowering pipelines up to
// the LLVM dialect), add a PipelineChoice to kPipelines: a name, the pass
// pipeline text built from the options, and whether it changes the IR.
//
//===----------------------------------------------------------------------===//

#include "memopt/Driver/InputScreen.h"
#include "memopt/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace {
constexpr size_t kOptionBytes = 4;
/// Shallower than mem-opt's bound: no large stack here, and sanitizers
/// enlarge every frame.
constexpr unsigned kMaxNesting = 64;
/// Inputs with more ops are parsed but not analysed (a time guard: One-Shot
/// analysis is superlinear).
constexpr unsigned kMaxOps = 4000;

/// What the leading bytes choose.
struct FuzzOptions {
  /// byte 0, bits 0-1: which pipeline of kPipelines (modulo its size).
  unsigned pipeline;
  /// byte 0, bit 2: inplace=one-shot instead of fast.
  bool oneShot;
  /// byte 0, bit 3: format=json instead of text.
  bool json;
  /// byte 0, bit 4: pass bind= sizes (bytes 1 and 2).
  bool bind;
  /// byte 0, bit 5: annotate without live bytes.
  bool hideLiveBytes;
  unsigned bindA, bindB;
  /// byte 3: top=.
  unsigned top;

  static FuzzOptions decode(const uint8_t *bytes) {
    FuzzOptions o;
    o.pipeline = bytes[0] & 3;
    o.oneShot = bytes[0] & 4;
    o.json = bytes[0] & 8;
    o.bind = bytes[0] & 16;
    o.hideLiveBytes = bytes[0] & 32;
    o.bindA = bytes[1];
    o.bindB = bytes[2];
    o.top = bytes[3];
    return o;
  }

  /// The options every memopt analysis pass takes.
  std::string analysisOptions() const {
    std::string text = oneShot ? "inplace=one-shot" : "inplace=fast";
    if (bind)
      text += " bind=" + std::to_string(bindA) + "," + std::to_string(bindB) +
              ",batch=" + std::to_string(bindA) +
              ",seq=" + std::to_string(bindB);
    return text;
  }

  std::string report() const {
    return "memopt-report{format=" + std::string(json ? "json" : "text") +
           " output=/dev/null top=" + std::to_string(top) + " " +
           analysisOptions() + "}";
  }

  std::string annotate() const {
    return "memopt-annotate{live-bytes=" +
           std::string(hideLiveBytes ? "false" : "true") + " " +
           analysisOptions() + "}";
  }
};

/// A pipeline the fuzzer can choose.
struct PipelineChoice {
  const char *name;
  std::string (*build)(const FuzzOptions &);
};

// The hook for new passes: remat (strategy and budget from more option
// bytes) and the lowering pipelines (up to the LLVM dialect, not executed)
// go here, each after the analysis so the report runs on the changed IR.
const PipelineChoice kPipelines[] = {
    {"report", [](const FuzzOptions &o) { return o.report(); }},
    {"annotate", [](const FuzzOptions &o) { return o.annotate(); }},
    {"report+annotate",
     [](const FuzzOptions &o) { return o.report() + "," + o.annotate(); }},
    {"report twice",
     [](const FuzzOptions &o) { return o.report() + "," + o.report(); }},
};
constexpr unsigned kNumPipelines = sizeof(kPipelines) / sizeof(kPipelines[0]);

struct Harness {
  DialectRegistry registry;
  /// Shared by all inputs, dialects loaded once (loading linalg and its
  /// extensions per input would dominate the run time). MEMFUZZ_FRESH_CONTEXT
  /// set: a context per input instead, so that nothing an input interns
  /// outlives it (for leak hunting, with -detect_leaks=1).
  std::unique_ptr<MLIRContext> shared;

  Harness() {
    memopt::registerMemOptDialects(registry);
    memopt::registerMemOptPasses();
    if (getenv("MEMFUZZ_FRESH_CONTEXT"))
      return;
    shared = std::make_unique<MLIRContext>(registry,
                                           MLIRContext::Threading::DISABLED);
    shared->loadAllAvailableDialects();
  }

  void run(llvm::StringRef text, const FuzzOptions &options) {
    if (shared)
      return run(*shared, text, options);
    MLIRContext context(registry, MLIRContext::Threading::DISABLED);
    run(context, text, options);
  }

  void run(MLIRContext &context, llvm::StringRef text,
           const FuzzOptions &options) {
    if (memopt::screenInput(text, kMaxNesting))
      return;
    // Diagnostics are expected on bad input: swallow them.
    ScopedDiagnosticHandler quiet(&context,
                                  [](Diagnostic &) { return success(); });
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz-input"),
        llvm::SMLoc());
    // Parsing verifies.
    OwningOpRef<ModuleOp> module =
        parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
    if (!module)
      return;
    unsigned numOps = 0;
    module->walk([&](Operation *) { ++numOps; });
    if (numOps > kMaxOps)
      return;
    PassManager pm(&context);
    std::string pipeline =
        kPipelines[options.pipeline % kNumPipelines].build(options);
    if (failed(parsePassPipeline(pipeline, pm, llvm::errs()))) {
      llvm::errs() << "mem-fuzz: bad pipeline '" << pipeline << "'\n";
      std::abort();
    }
    (void)pm.run(*module);
  }
};


Harness *harness;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
  harness = new Harness();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < kOptionBytes)
    return 0;
  FuzzOptions options = FuzzOptions::decode(data);
  llvm::StringRef text(reinterpret_cast<const char *>(data) + kOptionBytes,
                       size - kOptionBytes);
  harness->run(text, options);
  return 0;
}
