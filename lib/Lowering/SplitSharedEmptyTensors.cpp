//===- SplitSharedEmptyTensors.cpp - a tensor.empty per destination
//--------===//
//
// One-Shot Bufferize turns a `tensor.empty` into one allocation; when an
// importer shared it among many destinations (torch-mlir CSEs them), every
// op that can writes into that one buffer in place, which then lives from
// the first writer to the last, across the whole step. The analysis gives
// each writer an allocation of its own, live to its own last use
// (SharedEmptyTensors.h); this pass splits the shared value before
// bufferization so that the lowered program allocates exactly that.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/SharedEmptyTensors.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace memopt {
namespace {

struct SplitSharedEmptyTensorsPass
    : public PassWrapper<SplitSharedEmptyTensorsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SplitSharedEmptyTensorsPass)

  StringRef getArgument() const final {
    return "memopt-split-shared-empty-tensors";
  }
  StringRef getDescription() const final {
    return "Give every use of a tensor.empty with several uses its own "
           "tensor.empty, as the memory analysis models it";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<tensor::TensorDialect>();
  }
  void runOnOperation() override { splitSharedEmptyTensors(getOperation()); }
};

} // namespace

std::unique_ptr<Pass> createSplitSharedEmptyTensorsPass() {
  return std::make_unique<SplitSharedEmptyTensorsPass>();
}

} // namespace memopt
