//===- LoopModels.cpp - sharding of scf.for, replicated -------------------===//
//
// Upstream has no model for scf.for: sharding-propagation stops at it, and
// shard-partition would clone it (its default for an op without a model)
// with whatever its operands are. The generated steps' one scf.for is the
// embedding backward, a scatter-add over the tokens; partitioning it on the
// batch would need each rank's partial table summed, so here it stays whole:
// its tensor operands and results are replicated (the partitioner gathers a
// split operand), it is partitioned as a clone, and replicateLoopCaptures
// gathers the split tensors its body reads from above. Each rank then runs
// the single-device loop on the whole tensors.
//
//===----------------------------------------------------------------------===//

#include "ShardingModels.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;

namespace memopt {
namespace {

/// A replicated sharding for each ranked tensor (null for the others),
/// operands then results.
std::vector<shard::Sharding> replicated(Operation *op, FlatSymbolRefAttr grid) {
  std::vector<shard::Sharding> shardings;
  auto add = [&](Type type) {
    shardings.push_back(isa<RankedTensorType>(type) ? shard::Sharding(grid)
                                                    : shard::Sharding());
  };
  llvm::for_each(op->getOperandTypes(), add);
  llvm::for_each(op->getResultTypes(), add);
  return shardings;
}

struct ReplicatedLoopModel
    : shard::ShardingInterface::ExternalModel<ReplicatedLoopModel, scf::ForOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *) const {
    return {};
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    return SmallVector<AffineMap>(op->getNumOperands() + op->getNumResults(),
                                  AffineMap::get(op->getContext()));
  }

  /// Replicated on the grid of any sharding known; none before one is.
  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    for (ArrayRef<shard::Sharding> shardings :
         {operandShardings, resultShardings})
      for (const shard::Sharding &sharding : shardings)
        if (sharding)
          return shard::ShardingOption({}, sharding.getGridAttr());
    return shard::ShardingOption::makeEmpty();
  }

  FailureOr<std::vector<shard::Sharding>>
  getShardingAnnotations(Operation *op,
                         const shard::ShardingOption &option) const {
    return replicated(op, option.grid);
  }

  LogicalResult
  addShardingAnnotations(Operation *op, OpBuilder &builder,
                         const shard::ShardingOption &option) const {
    return annotateTensors(op, builder, replicated(op, option.grid));
  }

  LogicalResult partition(Operation *op, ArrayRef<Value>,
                          ArrayRef<shard::Sharding> operandShardings,
                          ArrayRef<shard::Sharding> resultShardings,
                          IRMapping &partitionMap, SymbolTableCollection &,
                          OpBuilder &builder) const {
    for (ArrayRef<shard::Sharding> shardings :
         {operandShardings, resultShardings})
      for (const shard::Sharding &sharding : shardings)
        if (sharding && !shard::isFullReplication(sharding))
          return op->emitOpError()
                 << "memopt-shard: scf.for is partitioned replicated only, "
                    "and one of its operands or results is split";
    builder.clone(*op, partitionMap);
    return success();
  }
};

} // namespace

void registerLoopModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, scf::SCFDialect *) {
    scf::ForOp::attachInterface<ReplicatedLoopModel>(*ctx);
  });
}

void replicateLoopCaptures(func::FuncOp func) {
  for (Operation &op : func.getBody().front().without_terminator()) {
    if (op.getNumRegions() == 0)
      continue;
    llvm::SetVector<Value> above;
    for (Region &region : op.getRegions())
      getUsedValuesDefinedAbove(region, above);
    for (Value value : above) {
      auto split = value.getDefiningOp<shard::ShardOp>();
      if (!split || shard::isFullReplication(split.getSharding()) ||
          readsOnlyOwnRows(op, value))
        continue;
      OpBuilder builder(&op);
      auto sharding = shard::ShardingOp::create(
          builder, op.getLoc(),
          shard::Sharding(shard::Sharding(split.getSharding()).getGridAttr()));
      Value whole =
          shard::ShardOp::create(builder, op.getLoc(), split.getResult(),
                                 sharding.getResult(),
                                 /*annotate_for_users=*/true)
              .getResult();
      for (Region &region : op.getRegions())
        replaceAllUsesInRegionWith(value, whole, region);
    }
  }
}

void annotateCapturedOnly(func::FuncOp func, FlatSymbolRefAttr grid) {
  Block &body = func.getBody().front();
  // Found first: the annotations made below are read by regions only, too.
  SmallVector<OpResult> capturedOnly;
  for (Operation &op : body.without_terminator())
    for (OpResult result : op.getResults())
      if (isa<RankedTensorType>(result.getType()) && !result.use_empty() &&
          llvm::all_of(result.getUsers(), [&](Operation *user) {
            return user->getBlock() != &body;
          }))
        capturedOnly.push_back(result);
  annotateReplicated(func, grid, capturedOnly, /*forUsers=*/true);
}

} // namespace memopt
