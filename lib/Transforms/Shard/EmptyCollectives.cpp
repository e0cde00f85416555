//===- EmptyCollectives.cpp - no collective of an empty tensor ------------===//

#include "EmptyCollectives.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

namespace memopt {
namespace {

/// Whether `op` only moves its operand's elements among the ranks.
bool movesData(Operation *op) {
  return isa<shard::AllGatherOp, shard::AllToAllOp>(op);
}

/// Replaces `collective` and the same-type casts of its result by an empty
/// tensor per use; false when its result has a dynamic shape.
bool replace(Operation *collective) {
  SmallVector<Operation *> chain = {collective};
  Value whole = collective->getResult(0);
  while (whole.hasOneUse()) {
    auto cast = dyn_cast<tensor::CastOp>(*whole.getUsers().begin());
    if (!cast || cast.getType() != whole.getType())
      break;
    chain.push_back(cast);
    whole = cast.getResult();
  }
  auto type = cast<RankedTensorType>(whole.getType());
  if (!type.hasStaticShape())
    return false;
  Block *block = collective->getBlock();
  for (OpOperand &use : llvm::make_early_inc_range(whole.getUses())) {
    // Before the user's ancestor in the collective's block: an empty
    // tensor outside a loop that writes it stays outside.
    Operation *at = block->findAncestorOpInBlock(*use.getOwner());
    OpBuilder b(at ? at : use.getOwner());
    use.set(tensor::EmptyOp::create(b, collective->getLoc(), type.getShape(),
                                    type.getElementType()));
  }
  Value input = collective->getOperand(0);
  for (Operation *op : llvm::reverse(chain))
    op->erase();
  if (input.use_empty())
    input.getDefiningOp()->erase();
  return true;
}

} // namespace

unsigned replaceEmptyCollectives(func::FuncOp func) {
  SmallVector<Operation *> collectives;
  func.walk([&](Operation *op) {
    if (movesData(op) && op->getOperand(0).getDefiningOp<tensor::EmptyOp>())
      collectives.push_back(op);
  });
  unsigned replaced = 0;
  for (Operation *op : collectives)
    replaced += replace(op);
  return replaced;
}

} // namespace memopt
