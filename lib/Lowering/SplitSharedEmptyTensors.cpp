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
#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace memopt {
#define GEN_PASS_DEF_SPLITSHAREDEMPTYTENSORS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

struct SplitSharedEmptyTensorsPass final
    : public impl::SplitSharedEmptyTensorsBase<SplitSharedEmptyTensorsPass> {
  using SplitSharedEmptyTensorsBase::SplitSharedEmptyTensorsBase;

  void runOnOperation() override { splitSharedEmptyTensors(getOperation()); }
};

} // namespace

} // namespace memopt
