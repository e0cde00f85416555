//===- ReshapeModels.cpp - sharding of collapse_shape and expand_shape ----===//
//
// A reshape keeps a split only on the first dimension of a reassociation
// group: [B, T, d] -> [B*T, d] split in N row blocks is [B, T, d] split on B
// when N divides B (each block of B/N batch rows is B*T/N contiguous rows
// of the collapsed tensor), and not when N does not, nor for a split of T.
// The loops are the expanded tensor's dimensions; the collapsed tensor's
// dimension of group g is indexed by the group's first loop. A split of any
// other loop, of a dynamic dimension, or one N does not divide gets no
// option: propagation then replicates the reshape and reshards its operand.
//
//===----------------------------------------------------------------------===//

#include "ShardingModels.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace memopt {
namespace {

/// The expanded and collapsed sides of either reshape.
struct Reshape {
  RankedTensorType expanded;
  SmallVector<ReassociationIndices> groups;
  /// The collapsed tensor is the operand (expand_shape) or the result.
  bool collapsedIsOperand;
};

Reshape describe(Operation *op) {
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    return {
        collapse.getSrcType(),
        SmallVector<ReassociationIndices>(collapse.getReassociationIndices()),
        false};
  auto expand = cast<tensor::ExpandShapeOp>(op);
  return {expand.getResultType(),
          SmallVector<ReassociationIndices>(expand.getReassociationIndices()),
          true};
}

/// Whether the collapsed tensor's sharding is the expanded one's, group by
/// group: the split of a group's first dimension and no other.
bool sameSplit(const Reshape &reshape, const shard::Sharding &expanded,
               const shard::Sharding &collapsed) {
  if (!isPlainSplit(expanded) || !isPlainSplit(collapsed))
    return false;
  for (auto [dim, group] : llvm::enumerate(reshape.groups)) {
    if (splitAxesOf(collapsed, dim) != splitAxesOf(expanded, group.front()))
      return false;
    for (int64_t other : llvm::drop_begin(group))
      if (!splitAxesOf(expanded, other).empty())
        return false;
  }
  return true;
}

template <typename OpTy>
struct ReshapeModel : MapsModel<ReshapeModel<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return parallelLoops(describe(op).expanded.getRank());
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    MLIRContext *ctx = op->getContext();
    Reshape reshape = describe(op);
    unsigned loops = reshape.expanded.getRank();
    SmallVector<AffineExpr> firsts;
    for (const ReassociationIndices &group : reshape.groups)
      firsts.push_back(getAffineDimExpr(group.front(), ctx));
    AffineMap collapsed = AffineMap::get(loops, 0, firsts, ctx);
    AffineMap expanded = AffineMap::getMultiDimIdentityMap(loops, ctx);
    // expand_shape's dynamic output sizes are index operands: no dimension.
    SmallVector<AffineMap> maps(op->getNumOperands() + 1,
                                AffineMap::get(loops, 0, ctx));
    maps.front() = reshape.collapsedIsOperand ? collapsed : expanded;
    maps.back() = reshape.collapsedIsOperand ? expanded : collapsed;
    return maps;
  }

  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *op, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    Reshape reshape = describe(op);
    // Dynamic sizes would need the shard's size computed at run time.
    if (!reshape.expanded.hasStaticShape() || op->getNumOperands() != 1)
      return failure();
    SmallVector<bool> firstOfGroup(reshape.expanded.getRank(), false);
    for (const ReassociationIndices &group : reshape.groups)
      firstOfGroup[group.front()] = true;
    return keepAllowedSplits(
        op,
        shard::detail::defaultGetShardingOption(op, operandShardings,
                                                resultShardings),
        [&](unsigned loop, int64_t shards) {
          return firstOfGroup[loop] &&
                 reshape.expanded.getDimSize(loop) % shards == 0;
        });
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<shard::Sharding> operandShardings,
                          ArrayRef<shard::Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    Reshape reshape = describe(op);
    const shard::Sharding &operand = operandShardings.front();
    const shard::Sharding &result = resultShardings.front();
    auto type = dyn_cast_or_null<RankedTensorType>(
        shardTypeOf(op, op->getResult(0), result, symbolTable));
    auto source =
        dyn_cast<RankedTensorType>(partitionedOperands.front().getType());
    bool same = reshape.collapsedIsOperand
                    ? sameSplit(reshape, result, operand)
                    : sameSplit(reshape, operand, result);
    // And the shards must reshape into each other.
    if (same && type && source)
      same = reshape.collapsedIsOperand
                 ? tensor::CollapseShapeOp::inferCollapsedType(
                       type, reshape.groups) == source
                 : tensor::CollapseShapeOp::inferCollapsedType(
                       source, reshape.groups) == type;
    if (!type || !type.hasStaticShape() || !same)
      return op->emitOpError()
             << "memopt-shard: the reshape's operand and result are not "
                "split alike (only a group's first dimension may be split, "
                "and only if the ranks divide it)";
    // Rebuilt rather than cloned: expand_shape's static output shape is
    // the whole tensor's.
    auto reshaped = OpTy::create(builder, op->getLoc(), type,
                                 partitionedOperands.front(), reshape.groups);
    partitionMap.map(op->getResult(0), reshaped.getResult());
    partitionMap.map(op, reshaped.getOperation());
    return success();
  }
};

} // namespace

void registerReshapeModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::CollapseShapeOp::attachInterface<
        ReshapeModel<tensor::CollapseShapeOp>>(*ctx);
    tensor::ExpandShapeOp::attachInterface<ReshapeModel<tensor::ExpandShapeOp>>(
        *ctx);
  });
}

} // namespace memopt
