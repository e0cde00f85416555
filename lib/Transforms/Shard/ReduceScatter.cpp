//===- ReduceScatter.cpp - an all-reduce and its slices, fused ------------===//

#include "ReduceScatter.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

namespace memopt {

bool sameSlice(shard::AllSliceOp a, shard::AllSliceOp b) {
  return a.getGrid() == b.getGrid() && a.getGridAxes() == b.getGridAxes() &&
         a.getSliceAxis() == b.getSliceAxis() &&
         a.getResult().getType() == b.getResult().getType();
}

unsigned fuseReduceScatters(func::FuncOp func) {
  SmallVector<shard::AllReduceOp> allReduces;
  func.walk([&](shard::AllReduceOp op) { allReduces.push_back(op); });
  unsigned fused = 0;
  for (shard::AllReduceOp allReduce : allReduces) {
    if (allReduce.getReduction() != shard::ReductionKind::Sum ||
        allReduce.getResult().use_empty())
      continue;
    SmallVector<shard::AllSliceOp> slices;
    for (Operation *user : allReduce.getResult().getUsers()) {
      auto slice = dyn_cast<shard::AllSliceOp>(user);
      // A slice over other grid axes than the sum's is not this rank's
      // block of it.
      if (!slice || slice.getGrid() != allReduce.getGrid() ||
          slice.getGridAxes() != allReduce.getGridAxes() ||
          (!slices.empty() && !sameSlice(slices.front(), slice))) {
        slices.clear();
        break;
      }
      slices.push_back(slice);
    }
    if (slices.empty())
      continue;
    OpBuilder b(allReduce);
    auto scatter = shard::ReduceScatterOp::create(
        b, allReduce.getLoc(), slices.front().getResult().getType(),
        allReduce.getGridAttr(), allReduce.getGridAxesAttr(),
        allReduce.getInput(), allReduce.getReductionAttr(),
        slices.front().getSliceAxisAttr());
    for (shard::AllSliceOp slice : slices) {
      slice.getResult().replaceAllUsesWith(scatter.getResult());
      slice.erase();
    }
    allReduce.erase();
    ++fused;
  }
  return fused;
}

} // namespace memopt
