//===- SingleRankCollectives.cpp - no collective among one rank -----------===//

#include "SingleRankCollectives.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace memopt {
namespace {

/// The number of ranks on `axes` of `gridName`'s grid, or 0 when unknown.
int64_t ranksOn(Operation *op, FlatSymbolRefAttr gridName,
                ArrayRef<int16_t> axes) {
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridName);
  if (!grid || ShapedType::isDynamicShape(grid.getShape()))
    return 0;
  int64_t ranks = 1;
  for (int16_t axis : axes)
    ranks *= grid.getShape()[axis];
  return ranks;
}

} // namespace

unsigned dropSingleRankCollectives(func::FuncOp func) {
  SmallVector<Operation *> single;
  func.walk([&](Operation *op) {
    auto among = [&](auto collective) {
      // On one rank a gather, slice or reduction of a block of the whole
      // is the block (an all-reduce may change the element type: kept).
      if (ranksOn(op, collective.getGridAttr(), collective.getGridAxes()) ==
              1 &&
          collective.getInput().getType() == collective.getResult().getType())
        single.push_back(op);
    };
    if (auto gather = dyn_cast<shard::AllGatherOp>(op))
      among(gather);
    else if (auto slice = dyn_cast<shard::AllSliceOp>(op))
      among(slice);
    else if (auto reduce = dyn_cast<shard::AllReduceOp>(op))
      among(reduce);
    else if (auto scatter = dyn_cast<shard::ReduceScatterOp>(op))
      among(scatter);
  });
  // In program order: a collective of another's result reads its operand
  // once that one is replaced.
  for (Operation *op : single) {
    op->getResult(0).replaceAllUsesWith(op->getOperand(0));
    op->erase();
  }
  return single.size();
}

} // namespace memopt
