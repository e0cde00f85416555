//===- SinkGathers.cpp - each argument's all-gather before its use --------===//

#include "SinkGathers.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace memopt {

unsigned sinkArgumentGathers(func::FuncOp func) {
  Block &entry = func.getBody().front();
  SmallVector<shard::AllGatherOp> gathers(entry.getOps<shard::AllGatherOp>());
  unsigned moved = 0;
  for (shard::AllGatherOp gather : gathers) {
    if (!isa<BlockArgument>(gather.getInput()))
      continue;
    // The gather and the casts the partitioner puts after it move as one.
    SmallVector<Operation *> chain = {gather};
    Value whole = gather.getResult();
    while (whole.hasOneUse())
      if (auto cast = dyn_cast<tensor::CastOp>(*whole.getUsers().begin())) {
        chain.push_back(cast);
        whole = cast.getResult();
      } else {
        break;
      }
    Operation *first = nullptr;
    for (Operation *user : whole.getUsers()) {
      Operation *op = entry.findAncestorOpInBlock(*user);
      if (op && (!first || op->isBeforeInBlock(first)))
        first = op;
    }
    if (!first || chain.back()->getNextNode() == first)
      continue;
    for (Operation *op : chain)
      op->moveBefore(first);
    ++moved;
  }
  return moved;
}

} // namespace memopt
