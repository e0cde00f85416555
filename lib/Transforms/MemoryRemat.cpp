//===- MemoryRemat.cpp - the --memopt-remat pass --------------------------===//

#include "PassOptions.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptAttributes.h"
#include "memopt/IR/MemOptDialect.h"
#include "memopt/Report/Report.h"
#include "memopt/Transforms/Passes.h"
#include "memopt/Transforms/Remat.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

namespace memopt {
#define GEN_PASS_DEF_MEMORYREMAT
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

struct MemoryRematPass final : public impl::MemoryRematBase<MemoryRematPass> {
  using MemoryRematBase::MemoryRematBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<RematOptions> rematOptions = parseRematOptions();
    FailureOr<MemoryAnalysisOptions> analysisOptions =
        parseAnalysisOptions(module, *bind, inplace, *roles);
    if (failed(rematOptions) || failed(analysisOptions))
      return signalPassFailure();

    std::vector<RematApplied> applied;
    std::optional<MemoryAnalysis> before(std::in_place, module,
                                         *analysisOptions);
    if (!before->succeeded())
      return signalPassFailure();
    // Each function is planned and rewritten on its own; one whose budget
    // the rewritten step does not meet is put back as it was.
    bool anyLoss = false;
    // The HTML page draws each rewritten function's original live bytes.
    std::vector<Baseline> baselines;
    for (const auto &profile : before->getFunctions()) {
      if (!profile->roles.getLoss())
        continue;
      anyLoss = true;
      if (format == ReportFormat::Html)
        baselines.push_back(captureBaseline(*profile));
      FailureOr<RematApplied> result = rematerialize(*profile, *rematOptions);
      if (failed(result))
        return signalPassFailure();
      applied.push_back(std::move(*result));
    }
    if (!anyLoss) {
      emitError(module.getLoc())
          << "memopt-remat: no function computes a loss (declare one with "
          << kRoleAttrName << " = \"loss\" on a result)";
      return signalPassFailure();
    }

    // The rewritten IR is analysed again; where nothing was cloned it is
    // the IR analysed already.
    std::optional<MemoryAnalysis> rewritten;
    if (llvm::any_of(applied, [](const RematApplied &result) {
          return result.summary.clonedOps != 0;
        })) {
      before.reset();
      rewritten.emplace(module, *analysisOptions);
      if (!rewritten->succeeded())
        return signalPassFailure();
    }
    const MemoryAnalysis &after = rewritten ? *rewritten : *before;
    bool met = true;
    std::vector<RematSummary> summaries;
    for (RematApplied &result : applied) {
      RematSummary &summary = result.summary;
      auto func = module.lookupSymbol<func::FuncOp>(summary.function);
      const FunctionMemoryProfile *profile = after.lookup(func);
      // The planner's estimate bounds the analysis from above; if the two
      // ever disagree the other way, say so rather than print a wrong fit.
      if (summary.budget && summary.plannedPeak &&
          *summary.plannedPeak <= *summary.budget &&
          profile->peakBytes > *summary.budget) {
        mlir::emitError(func.getLoc())
            << "memopt-remat: the rewritten function peaks at "
            << formatBytes(profile->peakBytes)
            << ", over the budget, although the plan predicted "
            << formatBytes(*summary.plannedPeak)
            << " (a bug: please report it)";
        return signalPassFailure();
      }
      if (failed(finishRemat(summary, *profile))) {
        // Refused: the function as it was.
        func.getBody().takeBody(result.original->getBody());
        met = false;
        continue;
      }
      numRecomputed += summary.recomputed.size();
      numClonedOps += summary.clonedOps;
      summaries.push_back(std::move(summary));
    }
    if (!met)
      return signalPassFailure();
    if (failed(writeReport(summaries, after, baselines)))
      return signalPassFailure();
  }

private:
  FailureOr<RematOptions> parseRematOptions() {
    Location loc = getOperation().getLoc();
    RematOptions options;
    if (!budget.empty()) {
      ByteSizeError why = ByteSizeError::Malformed;
      options.budget = parseByteSize(budget, &why);
      // Live bytes are signed 64-bit sums in the planners (LiveBytesTree).
      constexpr uint64_t kLargestBudget = INT64_MAX;
      if ((!options.budget && why == ByteSizeError::Over64Bits) ||
          (options.budget && *options.budget > kLargestBudget))
        return emitError(loc)
               << "memopt-remat: budget '" << budget
               << "' is over the largest budget, "
               << formatWithSeparators(kLargestBudget) << " bytes (2^63 - 1)";
      if (!options.budget && why == ByteSizeError::UnderOneByte)
        return emitError(loc) << "memopt-remat: budget '" << budget
                              << "' is under one byte: it would round "
                                 "down to 0";
      if (!options.budget)
        return emitError(loc) << "memopt-remat: malformed budget '" << budget
                              << "': expected bytes, optionally with a unit "
                                 "(KiB, MiB, GiB, TiB, KB, MB, GB, TB)";
    }
    // The page would be mixed with the IR on standard output.
    if (format == ReportFormat::Html && (output.empty() || output == "-"))
      return emitError(loc) << "memopt-remat: format=html needs a file: "
                               "give output=FILE (standard output carries "
                               "the IR)";
    if (!(timeLimit > 0))
      return emitError(loc) << "memopt-remat: time-limit must be a positive "
                               "number of seconds";
    options.timeLimit = timeLimit;
    // CBC counts nodes in an int.
    if (nodeLimit > unsigned(INT32_MAX))
      return emitError(loc) << "memopt-remat: node-limit is over "
                            << formatWithSeparators(INT32_MAX);
    if (nodeLimit > 0)
      options.nodeLimit = int(nodeLimit);
    options.milpUnits = milpUnits;
    options.certify = certify;
    options.exportModel = exportModel;
    options.applyPlan = applyPlan;
    if (!applyPlan.empty() && strategy != RematStrategy::Auto)
      return emitError(loc) << "memopt-remat: apply-plan takes the plan from "
                               "the file; it cannot be combined with a "
                               "strategy";
    options.strategy = strategy;
    if (strategy == RematStrategy::Auto)
      options.strategy =
          options.budget ? RematStrategy::Budget : RematStrategy::None;
    if (options.strategy == RematStrategy::Budget && !options.budget &&
        applyPlan.empty())
      return emitError(loc) << "memopt-remat: strategy=budget needs a budget";
    if (options.strategy == RematStrategy::Optimal && !options.budget)
      return emitError(loc) << "memopt-remat: strategy=optimal needs a budget";
    return options;
  }

  LogicalResult writeReport(ArrayRef<RematSummary> summaries,
                            const MemoryAnalysis &after,
                            ArrayRef<Baseline> baselines) {
    if (format == ReportFormat::None)
      return success();
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(output, &error);
    if (!file)
      return emitError(getOperation().getLoc())
             << "memopt-remat: cannot open '" << output << "': " << error;
    if (format == ReportFormat::Json) {
      writeRematJsonReport(summaries, file->os());
    } else if (format == ReportFormat::Html) {
      // What was recomputed first, then the memory report of the result.
      std::string text;
      llvm::raw_string_ostream textOs(text);
      writeRematTextReport(summaries, textOs);
      std::string section = "<section id=\"remat\"><h2>Rematerialization"
                            "</h2>\n<pre>" +
                            escapeHtml(text) + "</pre></section>\n";
      writeHtmlReport(after, file->os(), section, baselines);
    } else
      writeRematTextReport(summaries, file->os());
    file->os().flush();
    file->keep();
    return success();
  }
};

} // namespace
} // namespace memopt
