//===- Programs.cpp - the program of each rung, analysed ------------------===//
#include "Programs.h"

#include "TrainStep.h"

#include "memopt/Analysis/ShapeResolver.h"
#include "memopt/Report/Report.h"
#include "memopt/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace memadvise {

namespace {
/// Collects the errors emitted while it lives, "loc: message" each, instead
/// of printing them (the remat pass's unmet budget is a result here, not a
/// failure of the tool); and memopt-shard's remark of the tensors it keeps
/// replicated, a note of its rung.
struct ErrorCollector {
  explicit ErrorCollector(MLIRContext &ctx)
      : handler(&ctx, [this](Diagnostic &diag) {
          if (diag.getSeverity() == DiagnosticSeverity::Remark &&
              llvm::StringRef(diag.str()).starts_with(kKeptReplicated)) {
            replicated = diag.str();
            return success();
          }
          if (diag.getSeverity() != DiagnosticSeverity::Error &&
              diag.getSeverity() != DiagnosticSeverity::Warning)
            return success();
          std::string &into =
              diag.getSeverity() == DiagnosticSeverity::Error ? text : warnings;
          if (!into.empty())
            into += "\n";
          // A generated step has no locations worth printing.
          if (!isa<UnknownLoc>(diag.getLocation()))
            into += memopt::formatLocation(diag.getLocation()) + ": ";
          into += diag.str();
          return success();
        }) {}
  static constexpr llvm::StringLiteral kKeptReplicated =
      "memopt-shard: uneven=replicate keeps";
  std::string text, warnings, replicated;
  ScopedDiagnosticHandler handler;
};

std::string keyOf(const ProgramChoice &c, bool withRemat) {
  std::string key =
      llvm::formatv("{0}/{1}/{2}", memgen::precisionName(c.precision),
                    memgen::optimizerName(c.optimizer), c.batch);
  if (c.zero != ZeroStage::None)
    key +=
        llvm::formatv("/zero{0}x{1}", static_cast<int>(c.zero), c.ranks).str();
  if (withRemat)
    key += llvm::formatv("/{0}/{1}", memopt::stringifyRematStrategy(c.remat),
                         c.budget)
               .str();
  return key;
}
} // namespace

Programs::Programs(MLIRContext &ctx, const memgen::Config &cfg)
    : ctx(ctx), cfg(cfg) {}

Programs::Programs(MLIRContext &ctx, OwningOpRef<ModuleOp> module,
                   std::string path, std::vector<std::string> bind)
    : ctx(ctx), file(std::move(module)), path(std::move(path)),
      bind(std::move(bind)) {}

Programs::~Programs() = default;

std::optional<int64_t> Programs::startBatch() const {
  if (!file)
    return std::nullopt;
  std::string error;
  FailureOr<memopt::DimBindings> bound =
      memopt::DimBindings::parse(bind, error);
  if (failed(bound))
    return std::nullopt;
  auto it = bound->byName.find("batch");
  if (it == bound->byName.end())
    return std::nullopt;
  return it->second;
}

std::vector<std::string> Programs::bindAt(int64_t batch) const {
  std::vector<std::string> entries;
  for (const std::string &entry : bind)
    entries.push_back(llvm::StringRef(entry).trim().starts_with("batch=")
                          ? "batch=" + std::to_string(batch)
                          : entry);
  return entries;
}

bool Programs::addStep(memgen::Precision precision, memgen::Optimizer optimizer,
                       OwningOpRef<ModuleOp> module, std::string stepPath,
                       std::string &error) {
  ProgramChoice start;
  start.batch = startBatch().value_or(1);
  ProgramChoice rung = start;
  rung.precision = precision;
  rung.optimizer = optimizer;
  steps[{precision, optimizer}] = {std::move(module), stepPath};
  // A program that cannot be analysed is its rung's error, kept in the
  // ladder; only two analysed programs can disagree.
  std::string ignored;
  const ProgramResult *first = get(start, ignored);
  const ProgramResult *step = first ? get(rung, ignored) : nullptr;
  if (!step || step->measure.parameterCount == first->measure.parameterCount)
    return true;
  error = llvm::formatv("the rung step '{0}' has {1} parameters, the start "
                        "'{2}' {3}: a rung step is the same model",
                        stepPath, step->measure.parameterCount, path,
                        first->measure.parameterCount);
  return false;
}

const std::string *Programs::stepPath(memgen::Precision precision,
                                      memgen::Optimizer optimizer) const {
  auto it = steps.find({precision, optimizer});
  return it == steps.end() ? nullptr : &it->second.path;
}

ModuleOp Programs::base(const ProgramChoice &choice, std::string &error) {
  if (auto it = steps.find({choice.precision, choice.optimizer});
      it != steps.end())
    return *it->second.module;
  if (file)
    return *file;
  if (choice.zero == ZeroStage::None)
    return generated(choice, choice.batch, error);
  std::string key = keyOf(choice, /*withRemat=*/false);
  if (auto it = bases.find(key); it != bases.end())
    return *it->second;
  // Each of the ranks runs `batch` (data parallel): the step of them all,
  // split on the batch by the pass.
  ModuleOp whole = generated(choice, choice.batch * choice.ranks, error);
  if (!whole)
    return nullptr;
  OwningOpRef<ModuleOp> copy = whole.clone();
  if (!runShard(*copy, choice, error))
    return nullptr;
  return *(bases[key] = std::move(copy));
}

ModuleOp Programs::generated(const ProgramChoice &choice, int64_t batch,
                             std::string &error) {
  ProgramChoice whole = choice;
  whole.batch = batch;
  whole.zero = ZeroStage::None;
  std::string key = keyOf(whole, /*withRemat=*/false);
  auto it = bases.find(key);
  if (it != bases.end())
    return *it->second;
  memgen::Config step = cfg;
  step.precision = choice.precision;
  step.optimizer = choice.optimizer;
  step.batch = batch;
  std::string why = step.finalize();
  if (!why.empty()) {
    error = "cannot generate the step at batch " + std::to_string(batch) +
            ": " + why;
    return nullptr;
  }
  OwningOpRef<ModuleOp> module = memgen::buildTrainStep(&ctx, step);
  ErrorCollector errors(ctx);
  if (failed(verify(*module))) {
    error = "the generated step (" + key + ") failed to verify: " + errors.text;
    return nullptr;
  }
  return *(bases[key] = std::move(module));
}

FailureOr<memopt::MemoryAnalysisOptions>
Programs::analysisOptions(int64_t batch, std::string &error) const {
  FailureOr<memopt::DimBindings> bound =
      memopt::DimBindings::parse(bindAt(batch), error);
  if (failed(bound))
    return failure();
  memopt::MemoryAnalysisOptions options;
  options.bindings = std::move(*bound);
  return options;
}

std::optional<Measure> Programs::analyse(ModuleOp module,
                                         const ProgramChoice &choice,
                                         std::string &error) {
  FailureOr<memopt::MemoryAnalysisOptions> options =
      analysisOptions(choice.batch, error);
  if (failed(options))
    return std::nullopt;
  ErrorCollector errors(ctx);
  memopt::MemoryAnalysis analysis(module, *options);
  ++numAnalysed;
  if (!analysis.succeeded()) {
    error = errors.text;
    return std::nullopt;
  }
  for (const auto &profile : analysis.getFunctions())
    if (profile->roles.getLoss())
      return measureProfile(*profile);
  const std::string *step = stepPath(choice.precision, choice.optimizer);
  error = (step   ? *step
           : file ? path
                  : std::string("the generated step")) +
          ": no function computes a loss (a training step returns one with "
          "memopt.role = \"loss\", or one role inference finds)";
  return std::nullopt;
}

bool Programs::runShard(ModuleOp module, const ProgramChoice &choice,
                        std::string &error) {
  memopt::MemoryShardOptions options;
  static const memopt::ShardStrategy strategies[] = {
      memopt::ShardStrategy::DataParallel, memopt::ShardStrategy::Zero1,
      memopt::ShardStrategy::Zero2, memopt::ShardStrategy::Zero3};
  options.strategy = strategies[static_cast<int>(choice.zero)];
  options.ranks = choice.ranks;
  // ZeRO shards every tensor (DeepSpeed pads its flat partitions): one no
  // dimension of which the ranks divide stays whole, and the rung says so.
  options.uneven = memopt::UnevenSplit::Replicate;
  PassManager pm(&ctx);
  pm.addPass(memopt::createMemoryShard(options));
  ErrorCollector errors(ctx);
  if (succeeded(pm.run(module))) {
    replicatedNotes[keyOf(choice, /*withRemat=*/false)] = errors.replicated;
    return true;
  }
  // The pass's located refusal (a rank count that does not divide a
  // dimension, say) is the rung's error: never a formula in its place.
  error = llvm::formatv("memopt-shard=\"strategy=zero{0} ranks={1}\" on the "
                        "step at batch {2} x {1}: {3}",
                        static_cast<int>(choice.zero), choice.ranks,
                        choice.batch, errors.text);
  return false;
}

bool Programs::runRemat(ModuleOp module, memopt::RematStrategy strategy,
                        uint64_t budget, int64_t batch, std::string &error,
                        std::string &warnings) {
  memopt::MemoryRematOptions options;
  options.strategy = strategy;
  for (const std::string &entry : bindAt(batch))
    options.bind.push_back(entry);
  options.format = memopt::ReportFormat::None;
  if (strategy == memopt::RematStrategy::Budget)
    options.budget = std::to_string(budget);
  PassManager pm(&ctx);
  pm.addPass(memopt::createMemoryRemat(options));
  ErrorCollector errors(ctx);
  bool ok = succeeded(pm.run(module));
  // The pass warns when a strategy raises the peak: worth a note.
  warnings = errors.warnings;
  if (!ok)
    error = errors.text;
  return ok;
}

bool Programs::captureBaselines(ModuleOp module, int64_t batch,
                                std::vector<memopt::Baseline> &baselines,
                                std::string &error) {
  FailureOr<memopt::MemoryAnalysisOptions> options =
      analysisOptions(batch, error);
  if (failed(options))
    return false;
  ErrorCollector errors(ctx);
  memopt::MemoryAnalysis analysis(module, *options);
  if (!analysis.succeeded()) {
    error = errors.text;
    return false;
  }
  baselines.clear();
  for (const auto &profile : analysis.getFunctions())
    if (profile->roles.getLoss())
      baselines.push_back(memopt::captureBaseline(*profile));
  return true;
}

OwningOpRef<ModuleOp>
Programs::rewrite(ModuleOp module, const ProgramChoice &choice,
                  memopt::RematStrategy &applied, std::string &note,
                  std::string &error,
                  std::vector<memopt::Baseline> *baselines) {
  // The pass rewrites its module: each strategy works on a copy.
  OwningOpRef<ModuleOp> copy = module.clone();
  applied = choice.remat;
  if (choice.remat == memopt::RematStrategy::None)
    return copy;
  // Captured on the copy: the pass keeps every op of it (Baseline.h).
  if (baselines && !captureBaselines(*copy, choice.batch, *baselines, error))
    return nullptr;
  std::string why, warnings;
  if (!runRemat(*copy, choice.remat, choice.budget, choice.batch, why,
                warnings)) {
    if (choice.remat != memopt::RematStrategy::Budget) {
      error = why;
      return nullptr;
    }
    // The budget cannot be met: checkpoint every layer, the least memory
    // the standard strategies reach, and say what the planner said.
    applied = memopt::RematStrategy::PerLayer;
    copy = module.clone();
    if (baselines && !captureBaselines(*copy, choice.batch, *baselines, error))
      return nullptr;
    if (!runRemat(*copy, memopt::RematStrategy::PerLayer, 0, choice.batch,
                  error, warnings))
      return nullptr;
    note = "per-layer instead of budget: " + why;
  }
  if (!warnings.empty())
    note += (note.empty() ? "" : "\n") + warnings;
  return copy;
}

OwningOpRef<ModuleOp>
Programs::materialize(const ProgramChoice &choice, std::string &error,
                      std::vector<memopt::Baseline> *baselines) {
  ModuleOp module = base(choice, error);
  if (!module)
    return nullptr;
  memopt::RematStrategy applied;
  std::string note;
  return rewrite(module, choice, applied, note, error, baselines);
}

const ProgramResult *Programs::get(const ProgramChoice &choice,
                                   std::string &error) {
  std::string key = keyOf(choice, /*withRemat=*/true);
  if (auto it = results.find(key); it != results.end())
    return it->second.get();

  ModuleOp module = base(choice, error);
  if (!module)
    return nullptr;
  auto result = std::make_unique<ProgramResult>();
  if (auto it = replicatedNotes.find(keyOf(choice, /*withRemat=*/false));
      it != replicatedNotes.end())
    result->replicated = it->second;
  ProgramChoice plain = choice;
  plain.remat = memopt::RematStrategy::None;
  plain.budget = 0;
  if (choice.remat == memopt::RematStrategy::None) {
    std::optional<Measure> m = analyse(module, choice, error);
    if (!m)
      return nullptr;
    result->measure = result->beforeRemat = *m;
    return (results[key] = std::move(result)).get();
  }

  const ProgramResult *before = get(plain, error);
  if (!before)
    return nullptr;
  result->beforeRemat = before->measure;
  OwningOpRef<ModuleOp> copy =
      rewrite(module, choice, result->applied, result->note, error);
  if (!copy)
    return nullptr;
  std::optional<Measure> m = analyse(*copy, choice, error);
  if (!m)
    return nullptr;
  result->measure = *m;
  return (results[key] = std::move(result)).get();
}

} // namespace memadvise
