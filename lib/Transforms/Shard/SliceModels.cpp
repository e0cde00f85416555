//===- SliceModels.cpp - sharding of extract_slice and insert_slice -------===//
//
// A slice keeps a split only on a dimension it takes whole (offset 0, the
// full size, stride 1): the qkv slices of [B*T, 3d] on dimension 1 leave
// the batch split of dimension 0 as it is. The loops are the dimensions of
// the tensor sliced (extract_slice's source, insert_slice's destination);
// the slice's dimension j is indexed by the j-th dimension the slice keeps
// (a rank-reducing slice drops unit ones). A split of a dimension the slice
// cuts, or drops, gets no option: propagation then replicates the slice and
// reshards its operands.
//
//===----------------------------------------------------------------------===//

#include "ShardingModels.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace memopt {
namespace {

/// What either slice op cuts: `whole` is the tensor sliced, at operand
/// `wholeOperand`; the slice is the result (extract) or operand 0 (insert).
struct Slice {
  MLIRContext *ctx;
  ArrayRef<int64_t> offsets, sizes, strides;
  RankedTensorType whole;
  llvm::SmallBitVector dropped;
  unsigned wholeOperand;

  explicit Slice(Operation *operation) : ctx(operation->getContext()) {
    auto slice = cast<OffsetSizeAndStrideOpInterface>(operation);
    offsets = slice.getStaticOffsets();
    sizes = slice.getStaticSizes();
    strides = slice.getStaticStrides();
    if (auto extract = dyn_cast<tensor::ExtractSliceOp>(operation)) {
      whole = extract.getSourceType();
      dropped = extract.getDroppedDims();
      wholeOperand = 0;
    } else {
      auto insert = cast<tensor::InsertSliceOp>(operation);
      whole = insert.getDestType();
      dropped = insert.getDroppedDims();
      wholeOperand = 1;
    }
  }

  bool isExtract() const { return wholeOperand == 0; }

  /// Whether the slice takes dimension `dim` of the whole tensor whole.
  bool takesWhole(unsigned dim) const {
    int64_t size = whole.getDimSize(dim);
    return !ShapedType::isDynamic(size) && offsets[dim] == 0 &&
           sizes[dim] == size && strides[dim] == 1;
  }

  AffineMap wholeMap() const {
    return AffineMap::getMultiDimIdentityMap(whole.getRank(), ctx);
  }

  AffineMap sliceMap() const {
    SmallVector<AffineExpr> kept;
    for (int64_t dim = 0; dim < whole.getRank(); ++dim)
      if (!dropped.test(dim))
        kept.push_back(getAffineDimExpr(dim, ctx));
    return AffineMap::get(whole.getRank(), 0, kept, ctx);
  }

  /// Whether `slice`'s sharding is `wholeSharding`'s on the dimensions kept,
  /// and those split are taken whole.
  bool sameSplit(const shard::Sharding &wholeSharding,
                 const shard::Sharding &slice) const {
    if (!isPlainSplit(wholeSharding) || !isPlainSplit(slice))
      return false;
    unsigned sliceDim = 0;
    for (int64_t dim = 0; dim < whole.getRank(); ++dim) {
      ArrayRef<shard::GridAxis> axes = splitAxesOf(wholeSharding, dim);
      if (dropped.test(dim)) {
        if (!axes.empty())
          return false;
        continue;
      }
      if (splitAxesOf(slice, sliceDim++) != axes ||
          (!axes.empty() && !takesWhole(dim)))
        return false;
    }
    return true;
  }
};

template <typename OpTy> struct SliceModel : MapsModel<SliceModel<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return parallelLoops(Slice(op).whole.getRank());
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    Slice slice(op);
    // The dynamic offsets, sizes and strides are index operands.
    SmallVector<AffineMap> maps(
        op->getNumOperands() + 1,
        AffineMap::get(slice.whole.getRank(), 0, op->getContext()));
    maps[slice.wholeOperand] = slice.wholeMap();
    if (slice.isExtract()) {
      maps.back() = slice.sliceMap();
    } else {
      maps.front() = slice.sliceMap();
      maps.back() = slice.wholeMap();
    }
    return maps;
  }

  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *op, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    Slice slice(op);
    return keepAllowedSplits(
        op,
        shard::detail::defaultGetShardingOption(op, operandShardings,
                                                resultShardings),
        [&](unsigned loop, int64_t shards) {
          return !slice.dropped.test(loop) && slice.takesWhole(loop) &&
                 slice.whole.getDimSize(loop) % shards == 0;
        });
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<shard::Sharding> operandShardings,
                          ArrayRef<shard::Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    Slice slice(op);
    const shard::Sharding &whole = operandShardings[slice.wholeOperand];
    bool same = slice.isExtract()
                    ? slice.sameSplit(whole, resultShardings.front())
                    : slice.sameSplit(whole, operandShardings.front()) &&
                          slice.sameSplit(whole, resultShardings.front());
    Type type =
        shardTypeOf(op, op->getResult(0), resultShardings.front(), symbolTable);
    if (!same || !type)
      return op->emitOpError()
             << "memopt-shard: the slice's operands and result are not split "
                "alike (only a dimension the slice takes whole may be split, "
                "and only if the ranks divide it)";
    // Each rank takes its shard of every split dimension whole.
    auto shardOfWhole = cast<RankedTensorType>(
        partitionedOperands[slice.wholeOperand].getType());
    auto clone = cast<OpTy>(builder.clone(*op, partitionMap));
    SmallVector<int64_t> sizes(clone.getStaticSizes());
    for (int64_t dim = 0; dim < slice.whole.getRank(); ++dim)
      if (!splitAxesOf(whole, dim).empty())
        sizes[dim] = shardOfWhole.getDimSize(dim);
    clone.setStaticSizes(sizes);
    clone.getResult().setType(cast<RankedTensorType>(type));
    return success();
  }
};

} // namespace

void registerSliceModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::ExtractSliceOp::attachInterface<SliceModel<tensor::ExtractSliceOp>>(
        *ctx);
    tensor::InsertSliceOp::attachInterface<SliceModel<tensor::InsertSliceOp>>(
        *ctx);
  });
}

} // namespace memopt
