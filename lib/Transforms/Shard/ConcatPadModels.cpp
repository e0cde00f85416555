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

/// Whether every sharding in `shardings` is the plain split `first` is,
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

/// The clone of `op` on its partitioned operands with `op`'s single result
/// of the shard type `resultSharding` gives, or an error on `op` when the
/// shardings are not alike on the dimensions the op leaves alone.
LogicalResult cloneOnShards(Operation *op, bool alike,
                            const shard::Sharding &resultSharding,
                            IRMapping &partitionMap,
                            SymbolTableCollection &symbolTable,
                            OpBuilder &builder, StringRef rule) {
  Type type = shardTypeOf(op, op->getResult(0), resultSharding, symbolTable);
  if (!alike || !type)
    return op->emitOpError()
           << "memopt-shard: the operands and result are not split alike ("
           << rule << ", and only if the ranks divide it)";
  Operation *clone = builder.clone(*op, partitionMap);
  clone->getResult(0).setType(type);
  return success();
}

struct ConcatModel : MapsModel<ConcatModel, tensor::ConcatOp> {
  static RankedTensorType resultType(Operation *op) {
    return cast<tensor::ConcatOp>(op).getResultType();
  }

  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return parallelLoops(resultType(op).getRank());
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    return SmallVector<AffineMap>(
        op->getNumOperands() + 1,
        AffineMap::getMultiDimIdentityMap(resultType(op).getRank(),
                                          op->getContext()));
  }

  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *op, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    uint64_t joined = cast<tensor::ConcatOp>(op).getDim();
    RankedTensorType type = resultType(op);
    return keepAllowedSplits(op,
                             shard::detail::defaultGetShardingOption(
                                 op, operandShardings, resultShardings),
                             [&](unsigned loop, int64_t shards) {
                               return loop != joined &&
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
    uint64_t joined = cast<tensor::ConcatOp>(op).getDim();
    SmallVector<shard::Sharding, 4> all(operandShardings);
    all.push_back(resultShardings.front());
    bool alike = splitAlike(all, resultType(op).getRank(),
                            [&](unsigned dim) { return dim == joined; });
    return cloneOnShards(op, alike, resultShardings.front(), partitionMap,
                         symbolTable, builder,
                         "only a dimension the concat does not join on may be "
                         "split");
  }
};

struct PadModel : MapsModel<PadModel, tensor::PadOp> {
  static RankedTensorType resultType(Operation *op) {
    return cast<tensor::PadOp>(op).getResultType();
  }

  /// Whether the pad leaves dimension `dim` as it is (pads it by nothing).
  static bool leavesAlone(Operation *op, unsigned dim) {
    auto pad = cast<tensor::PadOp>(op);
    return pad.getStaticLow()[dim] == 0 && pad.getStaticHigh()[dim] == 0;
  }

  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return parallelLoops(resultType(op).getRank());
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    int64_t rank = resultType(op).getRank();
    MLIRContext *ctx = op->getContext();
    // The dynamic low and high paddings are index operands.
    SmallVector<AffineMap> maps(op->getNumOperands() + 1,
                                AffineMap::get(rank, 0, ctx));
    maps.front() = maps.back() = AffineMap::getMultiDimIdentityMap(rank, ctx);
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
                               return leavesAlone(op, loop) &&
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
    bool alike = splitAlike({operandShardings.front(), resultShardings.front()},
                            resultType(op).getRank(), [&](unsigned dim) {
                              return !leavesAlone(op, dim);
                            });
    return cloneOnShards(op, alike, resultShardings.front(), partitionMap,
                         symbolTable, builder,
                         "only a dimension the pad pads by nothing may be "
                         "split");
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
