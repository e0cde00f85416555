//===- MemoryReport.cpp - the --memopt-report pass ------------------------===//

#include "PassOptions.h"

#include "memopt/Report/Report.h"
#include "memopt/Transforms/Passes.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

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

  void runOnOperation() override {
    markAllAnalysesPreserved();
    if (format != "text" && format != "json") {
      emitError(getOperation()->getLoc())
          << "memopt-report: unknown format '" << format
          << "': expected 'text' or 'json'";
      return signalPassFailure();
    }
    FailureOr<MemoryAnalysisOptions> options =
        parseAnalysisOptions(getOperation(), bind, inplace);
    if (failed(options))
      return signalPassFailure();
    MemoryAnalysis analysis(getOperation(), *options);
    if (!analysis.succeeded())
      return signalPassFailure();

    numFunctions += analysis.getFunctions().size();
    for (const auto &profile : analysis.getFunctions())
      for (const auto &entry : profile->uncostedOps)
        numUncostedOps += entry.second;

    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> file =
        openOutputFile(output, &error);
    if (!file) {
      emitError(getOperation()->getLoc())
          << "memopt-report: cannot open '" << output << "': " << error;
      return signalPassFailure();
    }
    if (format == "json")
      writeJsonReport(analysis, file->os(), top);
    else
      writeTextReport(analysis, file->os(), top);
    file->os().flush();
    file->keep();
  }
};

} // namespace
} // namespace memopt
