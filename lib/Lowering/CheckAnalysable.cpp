//===- CheckAnalysable.cpp - refuse what the memory analysis refuses ------===//
//
// The CUDA pipeline exists to check the analysis' prediction, so it first
// runs the analysis on the step as given: input it refuses (unbound dynamic
// sizes, sizes over 64 bits, cycles in graph regions, ...) gets the
// analysis' located error here, instead of reaching upstream passes that
// crash on some of it (an affine fold of INT64_MIN floordiv -1, a graph-region
// cycle in bufferization).
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Lowering/CudaPipeline.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace memopt {
namespace {

struct CheckAnalysablePass
    : public PassWrapper<CheckAnalysablePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckAnalysablePass)

  StringRef getArgument() const final { return "memopt-check-analysable"; }
  StringRef getDescription() const final {
    return "Fail with the memory analysis' located errors on input it "
           "refuses (the lowering would have no prediction to check)";
  }

  void runOnOperation() override {
    MemoryAnalysis analysis(getOperation(), MemoryAnalysisOptions());
    if (!analysis.succeeded())
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};

} // namespace

std::unique_ptr<Pass> createCheckAnalysablePass() {
  return std::make_unique<CheckAnalysablePass>();
}

} // namespace memopt
