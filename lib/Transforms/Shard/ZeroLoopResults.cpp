//===- ZeroLoopResults.cpp - annotating the results of 0-d ops ------------===//
//
// Upstream's sharding-propagation (MLIR 22) builds a `shard.sharding` with
// no grid, which fails verification, for an op with no loops (a 0-d
// linalg.generic: JAX's scalar arithmetic on tensor<f32>) whose result is
// not annotated yet. Annotated, it is given the result's sharding. A 0-d
// tensor cannot be split, so replicated is the only sharding it can have.
//
//===----------------------------------------------------------------------===//

#include "ShardingModels.h"

using namespace mlir;

namespace memopt {
namespace {

bool isZeroRankTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0;
}

bool hasNoLoops(Operation &op) {
  auto sharded = dyn_cast<shard::ShardingInterface>(&op);
  return sharded && op.getNumResults() > 0 &&
         llvm::all_of(op.getResultTypes(), isZeroRankTensor) &&
         sharded.getLoopIteratorTypes().empty();
}

bool isAnnotated(Value value) {
  return value.hasOneUse() && isa<shard::ShardOp>(*value.getUsers().begin());
}

} // namespace

void replicateZeroLoopResults(func::FuncOp func, FlatSymbolRefAttr grid) {
  SmallVector<OpResult> results;
  for (Operation &op : func.getBody().front().without_terminator())
    if (hasNoLoops(op))
      for (OpResult result : op.getResults())
        if (!isAnnotated(result))
          results.push_back(result);
  annotateReplicated(func, grid, results, /*forUsers=*/false);
}

} // namespace memopt
