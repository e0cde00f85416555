//===- ElementwiseModels.cpp - sharding of arith and math ops -------------===//
//
// Upstream models arith.constant only. On tensors an elementwise op is
// sharded as upstream's ElementwiseShardingInterface would (every operand
// and result indexed by the same parallel loops, partitioned as a clone with
// the shard types), except that a scalar operand (arith.select's condition)
// is allowed; on scalars there is nothing to shard: the model offers no
// option, the op stays unannotated and the partitioner clones it on every
// rank, as on one device.
//
//===----------------------------------------------------------------------===//

#include "ShardingModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"

using namespace mlir;

namespace memopt {
namespace {

bool isScalar(Type type) { return type.isIntOrIndexOrFloat(); }

/// The shape every tensor operand and result has, if they all have one and
/// the others are scalars; nullopt otherwise (an unranked tensor, say).
std::optional<RankedTensorType> elementwiseShape(Operation *op) {
  auto shape = op->getNumResults() == 1
                   ? dyn_cast<RankedTensorType>(op->getResult(0).getType())
                   : nullptr;
  if (!shape)
    return std::nullopt;
  for (Type type : op->getOperandTypes()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (tensor ? tensor.getShape() != shape.getShape() : !isScalar(type))
      return std::nullopt;
  }
  return shape;
}

bool onScalars(Operation *op) {
  return llvm::all_of(op->getOperandTypes(), isScalar) &&
         llvm::all_of(op->getResultTypes(), isScalar);
}

template <typename OpTy>
struct ElementwiseModel : MapsModel<ElementwiseModel<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    std::optional<RankedTensorType> shape = elementwiseShape(op);
    if (!shape)
      return {};
    return parallelLoops(shape->getRank());
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    std::optional<RankedTensorType> shape = elementwiseShape(op);
    if (!shape)
      return {};
    return SmallVector<AffineMap>(
        op->getNumOperands() + op->getNumResults(),
        AffineMap::getMultiDimIdentityMap(shape->getRank(), op->getContext()));
  }

  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *op, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    if (onScalars(op))
      return shard::ShardingOption::makeEmpty();
    std::optional<RankedTensorType> shape = elementwiseShape(op);
    if (!shape)
      return failure();
    return keepAllowedSplits(op,
                             shard::detail::defaultGetShardingOption(
                                 op, operandShardings, resultShardings),
                             [&](unsigned loop, int64_t shards) {
                               int64_t size = shape->getDimSize(loop);
                               return !ShapedType::isDynamic(size) &&
                                      size % shards == 0;
                             });
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<shard::Sharding> operandShardings,
                          ArrayRef<shard::Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    shard::partitionTriviallyShardableOperation(
        *op, partitionedOperands, operandShardings, resultShardings,
        partitionMap, symbolTable, builder);
    return success();
  }
};

template <typename OpTy> void attachIfElementwise(MLIRContext *ctx) {
  if constexpr (OpTy::template hasTrait<OpTrait::Elementwise>())
    OpTy::template attachInterface<ElementwiseModel<OpTy>>(*ctx);
}

template <typename... OpTys> void attachElementwise(MLIRContext *ctx) {
  (attachIfElementwise<OpTys>(ctx), ...);
}

} // namespace

void registerElementwiseModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    attachElementwise<
#define GET_OP_LIST
#include "mlir/Dialect/Arith/IR/ArithOps.cpp.inc"
        >(ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, math::MathDialect *) {
    attachElementwise<
#define GET_OP_LIST
#include "mlir/Dialect/Math/IR/MathOps.cpp.inc"
        >(ctx);
  });
}

} // namespace memopt
