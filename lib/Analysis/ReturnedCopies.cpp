//===- ReturnedCopies.cpp - results bufferization returns as copies -------===//

#include "ReturnedCopies.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;

namespace memopt {
namespace {

/// The yield of `region`'s value `index` when it has a single yield: the
/// buffer One-Shot gives the region's result, layout included.
OpOperand *getSingleYielded(scf::ExecuteRegionOp region, unsigned index) {
  OpOperand *yielded = nullptr;
  for (Block &block : region.getRegion())
    if (auto yield = dyn_cast<scf::YieldOp>(block.getTerminator())) {
      if (yielded)
        return nullptr;
      yielded = &yield->getOpOperand(index);
    }
  return yielded;
}

/// The operand whose buffer `value` is: the init of a destination written
/// in place, or of an scf.for carried in place, or the value an
/// scf.execute_region yields (never copied); else null.
OpOperand *getInPlaceInit(Value value,
                          llvm::function_ref<bool(Value, Value)> inPlace) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return nullptr;
  if (auto region = dyn_cast<scf::ExecuteRegionOp>(result.getOwner()))
    return getSingleYielded(region, result.getResultNumber());
  OpOperand *init = nullptr;
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(result.getOwner()))
    init = dps.getTiedOpOperand(result);
  else if (auto loop = dyn_cast<scf::ForOp>(result.getOwner()))
    init = loop.getTiedLoopInit(result);
  return init && inPlace(value, init->get()) ? init : nullptr;
}

/// The buffer type bufferization gives `value`: a view's layout follows its
/// source's; anything else (a new allocation, an argument, a loop or branch
/// result) has the identity layout. Failure when the layout is unknown.
FailureOr<MemRefType>
getBufferType(Value value, llvm::function_ref<bool(Value, Value)> inPlace,
              unsigned depth = 0) {
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  if (!tensor)
    return failure();
  auto identity = MemRefType::get(tensor.getShape(), tensor.getElementType());
  Operation *def = value.getDefiningOp();
  // Views of views are shallow; past the bound, say unknown.
  if (depth > 16)
    return failure();
  if (!def)
    return identity;
  auto sourceType = [&](Value source) {
    return getBufferType(source, inPlace, depth + 1);
  };
  // A view bufferization made out of place (a copy of the slice, say) is a
  // new allocation.
  if (isViewOp(def) && !inPlace(value, def->getOperand(0)))
    return identity;
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def)) {
    FailureOr<MemRefType> source = sourceType(slice.getSource());
    if (failed(source))
      return failure();
    return memref::SubViewOp::inferRankReducedResultType(
        slice.getResultType().getShape(), *source, slice.getMixedOffsets(),
        slice.getMixedSizes(), slice.getMixedStrides());
  }
  // The rank's block (AllSliceView.h): at an offset on every rank but the
  // first, so at an unknown one here.
  if (auto slice = dyn_cast<shard::AllSliceOp>(def)) {
    FailureOr<MemRefType> source = sourceType(slice.getInput());
    if (failed(source))
      return failure();
    SmallVector<int64_t> offsets(tensor.getRank(), 0);
    offsets[slice.getSliceAxis().getSExtValue()] = ShapedType::kDynamic;
    return memref::SubViewOp::inferResultType(
        *source, offsets, tensor.getShape(),
        SmallVector<int64_t>(tensor.getRank(), 1));
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(def)) {
    FailureOr<MemRefType> source = sourceType(expand.getSrc());
    if (failed(source))
      return failure();
    return memref::ExpandShapeOp::computeExpandedType(
        *source, expand.getResultType().getShape(),
        expand.getReassociationIndices());
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(def)) {
    FailureOr<MemRefType> source = sourceType(collapse.getSrc());
    if (failed(source))
      return failure();
    // A collapse that cannot be a view is a copy in a new buffer.
    if (!memref::CollapseShapeOp::isGuaranteedCollapsible(
            *source, collapse.getReassociationIndices()))
      return identity;
    return memref::CollapseShapeOp::computeCollapsedType(
        *source, collapse.getReassociationIndices());
  }
  if (auto cast = dyn_cast<tensor::CastOp>(def)) {
    FailureOr<MemRefType> source = sourceType(cast.getSource());
    if (failed(source) || source->getShape() != tensor.getShape())
      return failure();
    return source;
  }
  // A destination written in place keeps its buffer, and so its layout;
  // so does a loop carried in its init's buffer (One-Shot gives it a fully
  // dynamic layout when the yield is a new buffer: not the identity either).
  if (OpOperand *init = getInPlaceInit(value, inPlace))
    return sourceType(init->get());
  return identity;
}

/// Whether a view may define `value`'s buffer: one of its definitions,
/// followed back through destinations written in place, is a view op. Only
/// then can the layout be other than the identity; the common case (a
/// result computed into its own buffer) needs no memref types.
bool mayBeView(Value value, llvm::function_ref<bool(Value, Value)> inPlace) {
  for (unsigned depth = 0; depth <= 16; ++depth) {
    Operation *def = value.getDefiningOp();
    if (!def)
      return false;
    if (isViewOp(def))
      return true;
    OpOperand *init = getInPlaceInit(value, inPlace);
    if (!init)
      return false;
    value = init->get();
  }
  return true;
}

} // namespace

bool isViewOp(Operation *op) {
  return isa<tensor::ExtractSliceOp, tensor::ExpandShapeOp,
             tensor::CollapseShapeOp, tensor::CastOp, shard::AllSliceOp>(op);
}

bool hasNonIdentityLayout(Value value,
                          const DenseMap<Value, unsigned> &bufferOf) {
  auto inPlace = [&](Value result, Value init) {
    auto a = bufferOf.find(result), b = bufferOf.find(init);
    return a != bufferOf.end() && b != bufferOf.end() && a->second == b->second;
  };
  return hasNonIdentityLayout(value, inPlace);
}

bool isReturnedAsCopy(Value value, const DenseMap<Value, unsigned> &bufferOf) {
  return hasNonIdentityLayout(value, bufferOf);
}

bool hasNonIdentityLayout(Value value,
                          llvm::function_ref<bool(Value, Value)> inPlace) {
  if (!mayBeView(value, inPlace))
    return false;
  FailureOr<MemRefType> type = getBufferType(value, inPlace);
  // An unknown layout: no copy assumed (the value is its own buffer's).
  if (failed(type))
    return false;
  auto identity = MemRefType::get(type->getShape(), type->getElementType());
  SmallVector<int64_t> strides, identityStrides;
  int64_t offset, identityOffset;
  if (failed(type->getStridesAndOffset(strides, offset)) ||
      failed(identity.getStridesAndOffset(identityStrides, identityOffset)))
    return true;
  // A memref.cast reaches the identity only from equal static strides and
  // offset (castOrReallocMemRefValue copies from dynamic ones).
  return offset != identityOffset || strides != identityStrides;
}

} // namespace memopt
