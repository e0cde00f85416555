//===- RankBranches.cpp - the partitioner's branches on the rank ----------===//

#include "RankBranches.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/ControlFlowSinkUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace memopt {
namespace {

/// Whether `condition` reads the rank: a process index of the grid, through
/// the index arithmetic the partitioner puts between them.
bool readsRank(Value condition) {
  SmallVector<Value> work{condition};
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!work.empty()) {
    Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (isa<shard::ProcessMultiIndexOp, shard::ProcessLinearIndexOp>(def))
      return true;
    if (def->getNumRegions() == 0)
      llvm::append_range(work, def->getOperands());
  }
  return false;
}

/// The constant a `linalg.fill` of an empty tensor writes, or null.
Attribute filledConstant(Value value) {
  auto fill = value.getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
    return {};
  Attribute constant;
  if (!matchPattern(fill.getInputs()[0], m_Constant(&constant)))
    return {};
  return constant;
}

/// Whether `a` and `b` are the same fill of an empty tensor of one type.
bool sameFill(Value a, Value b) {
  Attribute x = filledConstant(a), y = filledConstant(b);
  return x && x == y && a.getType() == b.getType() &&
         cast<ShapedType>(a.getType()).hasStaticShape();
}

/// Replaces `branch` by its then-branch's values where each is a fill
/// defined before it that the else-branch yields too; true if it did.
bool foldSameFills(scf::IfOp branch) {
  if (branch.getElseRegion().empty() || branch.getNumResults() == 0)
    return false;
  ValueRange thenValues = branch.thenYield().getOperands();
  ValueRange elseValues = branch.elseYield().getOperands();
  for (auto [then, other] : llvm::zip_equal(thenValues, elseValues))
    if (branch->isAncestor(then.getParentRegion()->getParentOp()) ||
        !sameFill(then, other))
      return false;
  SmallVector<Value> values(thenValues);
  branch->replaceAllUsesWith(values);
  branch->erase();
  return true;
}

/// Moves into `branch`'s regions the ops only one of them uses, but for
/// collectives and ops with effects.
void sinkIntoBranches(scf::IfOp branch, DominanceInfo &dominance) {
  SmallVector<Region *> regions;
  getSinglyExecutedRegionsToSink(
      cast<RegionBranchOpInterface>(branch.getOperation()), regions);
  controlFlowSink(
      regions, dominance,
      [](Operation *op, Region *) {
        return !isa<shard::ShardDialect>(op->getDialect()) &&
               isMemoryEffectFree(op);
      },
      [](Operation *op, Region *region) {
        op->moveBefore(&region->front(), region->front().begin());
      });
}

/// Erases the rank's index arithmetic folded branches no longer read (an
/// index or comparison several branches shared, once).
void eraseDeadIndices(ArrayRef<Value> conditions) {
  llvm::SetVector<Operation *> work;
  for (Value condition : conditions)
    if (Operation *def = condition.getDefiningOp())
      work.insert(def);
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (!isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        work.insert(def);
    op->erase();
  }
}

} // namespace

void simplifyRankBranches(func::FuncOp func) {
  SmallVector<scf::IfOp> branches;
  func.walk([&](scf::IfOp branch) {
    if (readsRank(branch.getCondition()))
      branches.push_back(branch);
  });
  SmallVector<Value> folded;
  SmallVector<scf::IfOp> kept;
  for (scf::IfOp branch : branches) {
    Value condition = branch.getCondition();
    if (foldSameFills(branch))
      folded.push_back(condition);
    else
      kept.push_back(branch);
  }
  eraseDeadIndices(folded);
  DominanceInfo dominance(func);
  for (scf::IfOp branch : kept)
    sinkIntoBranches(branch, dominance);
}

} // namespace memopt
