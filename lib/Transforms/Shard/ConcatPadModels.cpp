//===- ConcatPadModels.cpp - sharding of tensor.concat and tensor.pad -----===//
//
// Front ends emit both where generated steps have neither: PyTorch's
// torch.cat of the q, k, v gradients and HuggingFace's rotary halves
// (tensor.concat), and its one-column pad of the labels (tensor.pad). Like a
// slice (SliceModels.cpp), each keeps a split only on a dimension it leaves
// alone: concat on every dimension but the one it joins on, pad on those it
// pads by nothing. The loops are the result's dimensions, indexed alike in
// the tensor operands; a split of the joined or padded dimension gets no
// option, so propagation replicates the op and reshards its operands.
//
//===----------------------------------------------------------------------===//

#include "ShardingModels.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace memopt {
namespace {

/// Whether every sharding in `shardings` is the plain split the first is,
/// on no dimension `untouchable` refuses.
bool splitAlike(ArrayRef<shard::Sharding> shardings, unsigned rank,
                llvm::function_ref<bool(unsigned dim)> untouchable) {
  const shard::Sharding &first = shardings.front();
  for (const shard::Sharding &sharding : shardings) {
    if (!isPlainSplit(sharding))
      return false;
    for (unsigned dim = 0; dim < rank; ++dim) {
      ArrayRef<shard::GridAxis> axes = splitAxesOf(sharding, dim);
      if (axes != splitAxesOf(first, dim) ||
          (!axes.empty() && untouchable(dim)))
        return false;
    }
  }
  return true;
}

/// An op of one result whose loops are the result's dimensions, every
/// tensor operand indexed by them (index operands by none), that may keep a
/// split on a dimension `Derived::leavesAlone(op, dim)` accepts.
template <typename Derived, typename OpTy>
struct SplitWhereLeftAlone : MapsModel<Derived, OpTy> {
  static RankedTensorType resultType(Operation *op) {
    return cast<RankedTensorType>(op->getResult(0).getType());
  }

  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return parallelLoops(resultType(op).getRank());
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    int64_t rank = resultType(op).getRank();
    MLIRContext *ctx = op->getContext();
    AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
    SmallVector<AffineMap> maps;
    for (Type type : op->getOperandTypes())
      maps.push_back(isa<RankedTensorType>(type)
                         ? identity
                         : AffineMap::get(rank, 0, ctx));
    maps.push_back(identity);
    return maps;
  }

  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *op, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    RankedTensorType type = resultType(op);
    return keepAllowedSplits(op,
                             shard::detail::defaultGetShardingOption(
                                 op, operandShardings, resultShardings),
                             [&](unsigned loop, int64_t shards) {
                               return Derived::leavesAlone(op, loop) &&
                                      !type.isDynamicDim(loop) &&
                                      type.getDimSize(loop) % shards == 0;
                             });
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<shard::Sharding> operandShardings,
                          ArrayRef<shard::Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    SmallVector<shard::Sharding, 4> tensors;
    for (auto [type, sharding] :
         llvm::zip(op->getOperandTypes(), operandShardings))
      if (isa<RankedTensorType>(type))
        tensors.push_back(sharding);
    tensors.push_back(resultShardings.front());
    bool alike =
        splitAlike(tensors, resultType(op).getRank(), [&](unsigned dim) {
          return !Derived::leavesAlone(op, dim);
        });
    Type type =
        shardTypeOf(op, op->getResult(0), resultShardings.front(), symbolTable);
    if (!alike || !type)
      return op->emitOpError()
             << "memopt-shard: the operands and result are not split alike "
                "(only a dimension the op "
             << Derived::kLeavesAlone
             << " may be split, and only if the ranks divide it)";
    Operation *clone = builder.clone(*op, partitionMap);
    clone->getResult(0).setType(type);
    return success();
  }
};

struct ConcatModel : SplitWhereLeftAlone<ConcatModel, tensor::ConcatOp> {
  static constexpr const char *kLeavesAlone = "does not join on";
  static bool leavesAlone(Operation *op, unsigned dim) {
    return dim != cast<tensor::ConcatOp>(op).getDim();
  }
};

struct PadModel : SplitWhereLeftAlone<PadModel, tensor::PadOp> {
  static constexpr const char *kLeavesAlone = "pads by nothing";
  static bool leavesAlone(Operation *op, unsigned dim) {
    auto pad = cast<tensor::PadOp>(op);
    return pad.getStaticLow()[dim] == 0 && pad.getStaticHigh()[dim] == 0;
  }
};

} // namespace

void registerConcatPadModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ConcatOp::attachInterface<ConcatModel>(*ctx);
    tensor::PadOp::attachInterface<PadModel>(*ctx);
  });
}

} // namespace memopt
