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
// kPipelines lists what the fuzzer can run: the analysis passes, remat at a
// fuzzed strategy and budget, memopt-schedule, and memopt-lower-cpu down to
// the LLVM dialect (never executed). MEMFUZZ_PRINT_PIPELINE set: each input's
// pipeline is printed, so that fuzz/sort_crashes.py can rerun it in
// mlir-opt-22.
//
//===----------------------------------------------------------------------===//

#include "memopt/Driver/InputScreen.h"
#include "memopt/InitAll.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
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
constexpr size_t kOptionBytes = 6;
/// Shallower than mem-opt's bound: no large stack here, and sanitizers
/// enlarge every frame.
constexpr unsigned kMaxNesting = 64;
/// Inputs with more ops are parsed but not analysed (a time guard: One-Shot
/// analysis is superlinear).
constexpr unsigned kMaxOps = 4000;

/// What the leading bytes choose.
struct FuzzOptions {
  /// byte 0, bits 0-1 and 6-7: which pipeline of kPipelines (modulo its
  /// size).
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
  /// byte 4, bits 0-2: remat strategy, an index into kRematStrategies.
  unsigned rematStrategy;
  /// byte 4, bit 3: give remat a budget (byte 5).
  bool rematBudget;
  /// byte 4, bits 4-5: how the budget is written (plain, KiB, MiB, 1e3).
  unsigned budgetForm;
  /// byte 4, bit 6: memopt-lower-cpu{arena=true}.
  bool arena;
  /// byte 4, bit 7: remat's report as JSON instead of text.
  bool rematJson;
  /// byte 5: budget bytes, (16 + low nibble) * 4^(high nibble): 16 B to
  /// ~32 GiB, fine enough to land between what fits and what does not.
  uint64_t budgetBytes;

  static FuzzOptions decode(const uint8_t *bytes) {
    FuzzOptions o;
    o.pipeline = (bytes[0] & 3) | ((bytes[0] >> 6) << 2);
    o.oneShot = bytes[0] & 4;
    o.json = bytes[0] & 8;
    o.bind = bytes[0] & 16;
    o.hideLiveBytes = bytes[0] & 32;
    o.bindA = bytes[1];
    o.bindB = bytes[2];
    o.top = bytes[3];
    o.rematStrategy = bytes[4] & 7;
    o.rematBudget = bytes[4] & 8;
    o.budgetForm = (bytes[4] >> 4) & 3;
    o.arena = bytes[4] & 64;
    o.rematJson = bytes[4] & 128;
    o.budgetBytes = uint64_t(16 + (bytes[5] & 15)) << (2 * (bytes[5] >> 4));
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

  /// The budget in one of the forms the option accepts (rounded down to
  /// the unit: the exact value matters less than the form).
  std::string budget() const {
    switch (budgetForm) {
    case 1:
      return std::to_string(budgetBytes >> 10) + "KiB";
    case 2:
      return std::to_string(budgetBytes >> 20) + "MiB";
    case 3:
      return std::to_string(budgetBytes / 1000) + "e3";
    default:
      return std::to_string(budgetBytes);
    }
  }

  std::string remat() const {
    // The empty strategy is the default: budget with a budget, else none;
    // strategy=budget without a budget is a located error, kept on purpose.
    static const char *const kRematStrategies[] = {
        "", "none", "per-layer", "sqrt", "selective", "budget"};
    std::string text =
        "memopt-remat{format=" + std::string(rematJson ? "json" : "text") +
        " output=/dev/null " + analysisOptions();
    if (const char *strategy = kRematStrategies[rematStrategy % 6]; *strategy)
      text += " strategy=" + std::string(strategy);
    if (rematBudget)
      text += " budget=" + budget();
    return text + "}";
  }

  /// Down to the LLVM dialect; nothing is executed.
  std::string lowerCpu() const {
    return "memopt-lower-cpu{arena=" + std::string(arena ? "true" : "false") +
           "}";
  }
};

/// A pipeline the fuzzer can choose.
struct PipelineChoice {
  const char *name;
  std::string (*build)(const FuzzOptions &);
  /// Runs memopt-lower-cpu (see hasKnownLoweringCrash).
  bool lowers = false;
};

// Remat runs before a report (which analyses the rewritten IR) or before the
// lowering (which must bufferize what remat wrote).
const PipelineChoice kPipelines[] = {
    {"report", [](const FuzzOptions &o) { return o.report(); }},
    {"annotate", [](const FuzzOptions &o) { return o.annotate(); }},
    {"report+annotate",
     [](const FuzzOptions &o) { return o.report() + "," + o.annotate(); }},
    {"report twice",
     [](const FuzzOptions &o) { return o.report() + "," + o.report(); }},
    {"remat+report",
     [](const FuzzOptions &o) { return o.remat() + "," + o.report(); }},
    {"lower-cpu", [](const FuzzOptions &o) { return o.lowerCpu(); }, true},
    {"remat+lower-cpu",
     [](const FuzzOptions &o) { return o.remat() + "," + o.lowerCpu(); }, true},
    {"remat twice",
     [](const FuzzOptions &o) { return o.remat() + "," + o.remat(); }},
    {"schedule+report",
     [](const FuzzOptions &o) { return "memopt-schedule," + o.report(); }},
    {"schedule+remat+lower-cpu",
     [](const FuzzOptions &o) {
       return "memopt-schedule," + o.remat() + "," + o.lowerCpu();
     },
     true},
};
constexpr unsigned kNumPipelines = sizeof(kPipelines) / sizeof(kPipelines[0]);

/// The known upstream crash of the lowering (docs/known-issues.md):
/// expand-strided-metadata segfaults on an expand_shape that splits one
/// dimension into two or more dynamic ones. Such inputs are not lowered, so
/// that the fuzzer spends its time on new crashes.
bool hasKnownLoweringCrash(ModuleOp module) {
  WalkResult found = module->walk([](tensor::ExpandShapeOp expand) {
    for (const ReassociationIndices &group : expand.getReassociationIndices())
      if (llvm::count_if(group, [&](int64_t dim) {
            return expand.getResultType().isDynamicDim(dim);
          }) >= 2)
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

/// A memopt pass may fail on bad input (with a located error) but must never
/// leave IR that does not verify: the pass manager would only report that as
/// one more swallowed error, so it is turned into a crash here.
struct VerifyMemOptPasses final : public PassInstrumentation {
  void runAfterPassFailed(Pass *pass, Operation *op) final {
    if (!pass->getArgument().starts_with("memopt-") || succeeded(verify(op)))
      return;
    llvm::errs() << "mem-fuzz: " << pass->getArgument()
                 << " left IR that does not verify\n";
    std::abort();
  }
};

struct Harness {
  DialectRegistry registry;
  /// Shared by all inputs, dialects loaded once (loading linalg and its
  /// extensions per input would dominate the run time). MEMFUZZ_FRESH_CONTEXT
  /// set: a context per input instead, so that nothing an input interns
  /// outlives it (for leak hunting, with -detect_leaks=1).
  std::unique_ptr<MLIRContext> shared;
  bool printPipeline = false;

  Harness() {
    memopt::registerAllDialects(registry);
    // memopt-lower-cpu is built from upstream passes by name.
    mlir::registerAllPasses();
    memopt::registerAllPasses();
    printPipeline = getenv("MEMFUZZ_PRINT_PIPELINE");
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
    const PipelineChoice &choice = kPipelines[options.pipeline % kNumPipelines];
    if (choice.lowers && hasKnownLoweringCrash(*module))
      return;
    PassManager pm(&context);
    pm.addInstrumentation(std::make_unique<VerifyMemOptPasses>());
    std::string pipeline = choice.build(options);
    if (printPipeline)
      llvm::errs() << "mem-fuzz: pipeline 'builtin.module(" << pipeline
                   << ")'\n";
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
