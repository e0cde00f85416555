//===- Collectives.cpp - which ops are shard collectives ------------------===//

#include "Collectives.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

namespace memopt {

StringRef getCollectiveKind(Operation *op) {
  // MLIR 22's collectives share a TableGen base class but no C++ interface
  // or trait, so they are listed (ShardOps.td's CollectiveCommunicationOp).
  if (!isa<shard::AllGatherOp, shard::AllReduceOp, shard::AllSliceOp,
           shard::AllToAllOp, shard::BroadcastOp, shard::GatherOp,
           shard::RecvOp, shard::ReduceOp, shard::ReduceScatterOp,
           shard::ScatterOp, shard::SendOp, shard::ShiftOp>(op))
    return {};
  // The rank's block of an empty tensor (the partitioner's destination of a
  // split update) moves no data: it is the update's own buffer, allocated
  // as a tensor.empty of the block's shape would be.
  if (isEmptyBlock(op))
    return {};
  return op->getName().stripDialect();
}

bool isEmptyBlock(Operation *op) {
  auto slice = dyn_cast_or_null<shard::AllSliceOp>(op);
  return slice && slice.getInput().getDefiningOp<tensor::EmptyOp>();
}

void replaceEmptyBlocks(Operation *root) {
  SmallVector<Operation *> blocks;
  root->walk([&](shard::AllSliceOp slice) {
    if (isEmptyBlock(slice) && slice.getResult().getType().hasStaticShape())
      blocks.push_back(slice);
  });
  for (Operation *block : blocks) {
    OpBuilder builder(block);
    auto type = cast<RankedTensorType>(block->getResult(0).getType());
    block->getResult(0).replaceAllUsesWith(tensor::EmptyOp::create(
        builder, block->getLoc(), type.getShape(), type.getElementType()));
    block->erase();
  }
}

} // namespace memopt
