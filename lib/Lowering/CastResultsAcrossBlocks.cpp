//===- CastResultsAcrossBlocks.cpp - keep rebuilt results live-out -------===//
//
// ownership-based-buffer-deallocation computes liveness before it rebuilds
// the ops whose results carry ownership (loops, branches, calls): the new
// results are not in the live-out sets it computed, so one that a later
// block reads is freed at the end of its own block (a use after free that
// measured below the prediction) or crashes the pass. A memref.cast in the
// op's block, which the pass does not rebuild, stands for the result in the
// other blocks; canonicalization folds it once the deallocations are made.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace memopt {
#define GEN_PASS_DEF_CASTRESULTSACROSSBLOCKS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// Ops whose results the deallocation pass replaces by those of a rebuilt op.
bool isRebuiltByDeallocation(Operation *op) {
  return isa<RegionBranchOpInterface, CallOpInterface>(op);
}

/// Whether `use` is in another block than `def`'s (directly or nested).
bool isInAnotherBlock(OpOperand &use, Operation *def) {
  return !def->getBlock()->findAncestorOpInBlock(*use.getOwner());
}

struct CastResultsAcrossBlocksPass
    : impl::CastResultsAcrossBlocksBase<CastResultsAcrossBlocksPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    SmallVector<Operation *> rebuilt;
    func.walk([&](Operation *op) {
      if (isRebuiltByDeallocation(op))
        rebuilt.push_back(op);
    });
    OpBuilder builder(func.getContext());
    for (Operation *op : rebuilt) {
      for (OpResult result : op->getResults()) {
        auto type = dyn_cast<MemRefType>(result.getType());
        if (!type || llvm::none_of(result.getUses(), [&](OpOperand &use) {
              return isInAnotherBlock(use, op);
            }))
          continue;
        builder.setInsertionPointAfter(op);
        Value cast =
            memref::CastOp::create(builder, op->getLoc(), type, result);
        result.replaceUsesWithIf(
            cast, [&](OpOperand &use) { return isInAnotherBlock(use, op); });
      }
    }
  }
};

} // namespace
} // namespace memopt
