//===- MemoryReport.cpp - the --memopt-report pass ------------------------===//

#include "PassOptions.h"

#include "memopt/Report/Report.h"
#include "memopt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

#include <map>

namespace memopt {
#define GEN_PASS_DEF_MEMORYREPORT
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

struct MemoryReportPass final
    : public impl::MemoryReportBase<MemoryReportPass> {
  using MemoryReportBase::MemoryReportBase;

  /// A module without a func.func body (IREE's `--compile-to=input` output
  /// holds util.func) would give an empty report: say what is there.
  void warnNothingToAnalyse() {
    std::map<std::string, unsigned> found;
    for (Operation &op : getOperation().getBody()->getOperations()) {
      auto func = dyn_cast<func::FuncOp>(op);
      found[func ? "func.func declaration"
                 : op.getName().getStringRef().str()]++;
    }
    InFlightDiagnostic warning = emitWarning(getOperation()->getLoc())
                                 << "memopt-report: nothing to analyse: no "
                                    "func.func with a body; the module holds ";
    if (found.empty())
      warning << "no ops";
    llvm::interleaveComma(found, warning, [&](const auto &entry) {
      warning << entry.second << " x " << entry.first;
    });
    if (found.count("util.func"))
      warning << " (util.func is IREE's; the front ends stop at linalg on "
                 "tensors in func.func, see docs/frontends.md)";
  }

  void runOnOperation() override {
    markAllAnalysesPreserved();
    FailureOr<MemoryAnalysisOptions> options =
        parseAnalysisOptions(getOperation(), *bind, inplace, *roles);
    if (failed(options))
      return signalPassFailure();
    MemoryAnalysis analysis(getOperation(), *options);
    if (!analysis.succeeded())
      return signalPassFailure();

    if (analysis.getFunctions().empty())
      warnNothingToAnalyse();
    numFunctions += analysis.getFunctions().size();
    for (const auto &profile : analysis.getFunctions())
      for (const auto &entry : profile->uncostedOps)
        numUncostedOps += entry.second;

    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(output, &error);
    if (!file) {
      emitError(getOperation()->getLoc())
          << "memopt-report: cannot open '" << output << "': " << error;
      return signalPassFailure();
    }
    if (format == ReportFormat::Json)
      writeJsonReport(analysis, file->os(), top);
    else if (format == ReportFormat::Html)
      writeHtmlReport(analysis, file->os());
    else
      writeTextReport(analysis, file->os(), top);
    file->os().flush();
    file->keep();
  }
};

} // namespace
} // namespace memopt
