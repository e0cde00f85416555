//===- SlicesToAllReduce.cpp - slices moved up to the all-reduce ----------===//

#include "SlicesToAllReduce.h"
#include "ReduceScatter.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace memopt {
namespace {

/// Whether `op` computes each element of its results from the same element
/// of its operands, all of type `type`, into empty tensors it does not read.
bool isElementwiseOf(Operation *op, Type type) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumParallelLoops() != generic.getNumLoops() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }) ||
      !llvm::all_of(op->getOperandTypes(),
                    [&](Type operand) { return operand == type; }))
    return false;
  return llvm::all_of(generic.getDpsInitsMutable(), [&](OpOperand &init) {
    return init.get().getDefiningOp<tensor::EmptyOp>() &&
           !generic.payloadUsesValueFromOperand(&init);
  });
}

/// The elementwise ops between `sum` and its slices, in program order, and
/// the slices; false when a path from the sum leaves them.
bool collect(shard::AllReduceOp sum, SmallVector<Operation *> &ops,
             SmallVector<shard::AllSliceOp> &slices) {
  llvm::SetVector<Operation *> seen;
  SmallVector<Value> work = {sum.getResult()};
  while (!work.empty()) {
    Value value = work.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (auto slice = dyn_cast<shard::AllSliceOp>(user)) {
        if (slice.getGrid() != sum.getGrid() ||
            slice.getGridAxes() != sum.getGridAxes() ||
            (!slices.empty() && !sameSlice(slices.front(), slice)))
          return false;
        if (!llvm::is_contained(slices, slice))
          slices.push_back(slice);
        continue;
      }
      if (user->getBlock() != sum->getBlock() ||
          !isElementwiseOf(user, sum.getType()))
        return false;
      if (seen.insert(user))
        llvm::append_range(work, user->getResults());
    }
  }
  // Every operand each op reads is the sum or another op's result.
  for (Operation *op : seen)
    for (Value input : cast<linalg::GenericOp>(op).getDpsInputs())
      if (input != sum.getResult() && !seen.contains(input.getDefiningOp()))
        return false;
  ops.assign(seen.begin(), seen.end());
  llvm::sort(ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return !ops.empty() && !slices.empty();
}

void move(shard::AllReduceOp sum, ArrayRef<Operation *> ops,
          ArrayRef<shard::AllSliceOp> slices) {
  OpBuilder b(sum->getContext());
  b.setInsertionPointAfter(sum);
  shard::AllSliceOp first = slices.front();
  auto blockType = cast<RankedTensorType>(first.getResult().getType());
  IRMapping blocks;
  // The first slice, of the sum.
  Operation *sliced = b.clone(*first);
  sliced->setOperand(0, sum.getResult());
  blocks.map(sum.getResult(), sliced->getResult(0));
  for (Operation *op : ops) {
    auto generic = cast<linalg::GenericOp>(op);
    b.setInsertionPoint(op);
    SmallVector<Value> inputs, inits;
    for (Value input : generic.getDpsInputs())
      inputs.push_back(blocks.lookup(input));
    for (unsigned i = 0; i < generic.getNumDpsInits(); ++i)
      inits.push_back(tensor::EmptyOp::create(
          b, op->getLoc(), blockType.getShape(), blockType.getElementType()));
    auto block = linalg::GenericOp::create(
        b, op->getLoc(), TypeRange(inits), inputs, inits,
        generic.getIndexingMapsArray(), generic.getIteratorTypesArray());
    block->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    b.cloneRegionBefore(generic.getRegion(), block.getRegion(),
                        block.getRegion().begin());
    blocks.map(op->getResults(), block->getResults());
  }
  for (shard::AllSliceOp slice : slices) {
    slice.getResult().replaceAllUsesWith(blocks.lookup(slice.getInput()));
    slice.erase();
  }
  for (Operation *op : llvm::reverse(ops)) {
    SmallVector<Value> inits(cast<linalg::GenericOp>(op).getDpsInits());
    op->erase();
    for (Value init : inits)
      if (init.use_empty())
        init.getDefiningOp()->erase();
  }
}

} // namespace

unsigned moveSlicesToAllReduces(func::FuncOp func) {
  SmallVector<shard::AllReduceOp> sums;
  func.walk([&](shard::AllReduceOp op) { sums.push_back(op); });
  unsigned moved = 0;
  for (shard::AllReduceOp sum : sums) {
    if (sum.getReduction() != shard::ReductionKind::Sum)
      continue;
    SmallVector<Operation *> ops;
    SmallVector<shard::AllSliceOp> slices;
    if (!collect(sum, ops, slices))
      continue;
    move(sum, ops, slices);
    ++moved;
  }
  return moved;
}

} // namespace memopt
