//===- ShardingModels.cpp - registering memopt's sharding models ----------===//

#include "ShardingModels.h"

#include "memopt/Transforms/Shard.h"

using namespace mlir;

namespace memopt {

void registerShardingModels(DialectRegistry &registry) {
  registerElementwiseModels(registry);
  registerReshapeModels(registry);
  registerSliceModels(registry);
  registerLoopModels(registry);
  registerConcatPadModels(registry);
}

std::optional<int64_t> shardCount(Operation *op, FlatSymbolRefAttr grid,
                                  ArrayRef<shard::GridAxis> axes) {
  SymbolTableCollection symbolTable;
  shard::GridOp gridOp = shard::getGridOrNull(op, grid, symbolTable);
  if (!gridOp)
    return std::nullopt;
  int64_t count = shard::collectiveProcessGroupSize(axes, gridOp);
  if (ShapedType::isDynamic(count))
    return std::nullopt;
  return count;
}

FailureOr<shard::ShardingOption>
keepAllowedSplits(Operation *op, FailureOr<shard::ShardingOption> option,
                  llvm::function_ref<bool(unsigned, int64_t)> allowed) {
  if (failed(option) || option->empty)
    return option;
  for (auto [loop, axes] : llvm::enumerate(option->shardingArray)) {
    if (axes.empty())
      continue;
    std::optional<int64_t> shards = shardCount(op, option->grid, axes);
    if (!shards || !allowed(loop, *shards))
      return failure();
  }
  return option;
}

LogicalResult annotateTensors(Operation *op, OpBuilder &builder,
                              ArrayRef<shard::Sharding> shardings) {
  unsigned numOperands = op->getNumOperands();
  if (shardings.size() != numOperands + op->getNumResults())
    return failure();
  for (OpResult result : op->getResults())
    if (isa<RankedTensorType>(result.getType()))
      shard::maybeInsertTargetShardingAnnotation(
          shardings[numOperands + result.getResultNumber()], result, builder);
  for (OpOperand &operand : op->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()))
      shard::maybeInsertSourceShardingAnnotation(
          shardings[operand.getOperandNumber()], operand, builder);
  return success();
}

LogicalResult annotateByMaps(Operation *op, OpBuilder &builder,
                             const shard::ShardingOption &option) {
  FailureOr<std::vector<shard::Sharding>> shardings =
      shard::detail::defaultGetShardingAnnotations(op, option);
  if (failed(shardings))
    return failure();
  return annotateTensors(op, builder, *shardings);
}

void annotateReplicated(func::FuncOp func, FlatSymbolRefAttr grid,
                        ArrayRef<OpResult> results, bool forUsers) {
  if (results.empty())
    return;
  OpBuilder builder(func.getContext());
  builder.setInsertionPointToStart(&func.getBody().front());
  Value replicated =
      shard::ShardingOp::create(builder, func.getLoc(), shard::Sharding(grid));
  for (OpResult result : results) {
    Operation *owner = result.getOwner();
    builder.setInsertionPointAfter(owner);
    auto annotated = shard::ShardOp::create(builder, owner->getLoc(), result,
                                            replicated, forUsers);
    result.replaceAllUsesExcept(annotated, annotated);
  }
}

SmallVector<utils::IteratorType> parallelLoops(int64_t rank) {
  return SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
}

Type shardTypeOf(Operation *op, Value value, const shard::Sharding &sharding,
                 SymbolTableCollection &symbolTable) {
  if (!sharding || !isa<RankedTensorType>(value.getType()))
    return value.getType();
  shard::GridOp grid =
      shard::getGridOrNull(op, sharding.getGridAttr(), symbolTable);
  if (!grid)
    return Type();
  // Upstream asserts that the split sizes divide; here that is a refusal.
  auto type = cast<RankedTensorType>(value.getType());
  for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes())) {
    if (axes.empty())
      continue;
    int64_t shards = shard::collectiveProcessGroupSize(axes.asArrayRef(), grid);
    if (dim >= static_cast<size_t>(type.getRank()) ||
        ShapedType::isDynamic(shards) || type.isDynamicDim(dim) ||
        type.getDimSize(dim) % shards != 0)
      return Type();
  }
  return shard::shardType(type, grid, sharding);
}

ArrayRef<shard::GridAxis> splitAxesOf(const shard::Sharding &sharding,
                                      unsigned dim) {
  if (!sharding || dim >= sharding.getSplitAxes().size())
    return {};
  return sharding.getSplitAxes()[dim].asArrayRef();
}

bool isPlainSplit(const shard::Sharding &sharding) {
  return sharding.getStaticHaloSizes().empty() &&
         sharding.getStaticShardedDimsOffsets().empty() &&
         sharding.getDynamicHaloSizes().empty() &&
         sharding.getDynamicShardedDimsOffsets().empty();
}

} // namespace memopt
