//===- ConstantIndexSlices.cpp - constant map results as slices -----------===//

#include "ConstantIndexSlices.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace memopt {
namespace {

/// Reads `operand` of `generic` through a slice at its map's constant
/// results, if it has any and a static shape.
void sliceOperand(linalg::GenericOp generic, OpOperand &operand,
                  SmallVectorImpl<AffineMap> &maps) {
  AffineMap map = maps[operand.getOperandNumber()];
  auto type = dyn_cast<RankedTensorType>(operand.get().getType());
  if (!type || !type.hasStaticShape() ||
      llvm::none_of(map.getResults(), llvm::IsaPred<AffineConstantExpr>))
    return;
  OpBuilder builder(generic);
  SmallVector<OpFoldResult> offsets, sizes;
  SmallVector<OpFoldResult> strides(type.getRank(), builder.getIndexAttr(1));
  SmallVector<int64_t> kept;
  SmallVector<AffineExpr> keptExprs;
  for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
    if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
      offsets.push_back(builder.getIndexAttr(constant.getValue()));
      sizes.push_back(builder.getIndexAttr(1));
      continue;
    }
    offsets.push_back(builder.getIndexAttr(0));
    sizes.push_back(builder.getIndexAttr(type.getDimSize(dim)));
    kept.push_back(type.getDimSize(dim));
    keptExprs.push_back(expr);
  }
  auto slice = tensor::ExtractSliceOp::create(
      builder, generic.getLoc(),
      RankedTensorType::get(kept, type.getElementType()), operand.get(),
      offsets, sizes, strides);
  operand.set(slice.getResult());
  maps[operand.getOperandNumber()] = AffineMap::get(
      map.getNumDims(), map.getNumSymbols(), keptExprs, map.getContext());
}

} // namespace

void sliceConstantIndices(func::FuncOp func) {
  for (auto generic : func.getBody().getOps<linalg::GenericOp>()) {
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    for (OpOperand *input : generic.getDpsInputOperands())
      sliceOperand(generic, *input, maps);
    generic.setIndexingMapsAttr(OpBuilder(generic).getAffineMapArrayAttr(maps));
  }
}

} // namespace memopt
