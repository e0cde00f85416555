//===- RankProgram.cpp - the program of one rank --------------------------===//

#include "RankProgram.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace memopt {
namespace {

/// Offsets of the rank's block of `block` along `axis` (0 elsewhere).
SmallVector<OpFoldResult> blockOffsets(OpBuilder &b, RankedTensorType block,
                                       int64_t axis, int64_t rank) {
  SmallVector<OpFoldResult> offsets(block.getRank(), b.getIndexAttr(0));
  offsets[axis] = b.getIndexAttr(rank * block.getDimSize(axis));
  return offsets;
}

SmallVector<OpFoldResult> sizesOf(OpBuilder &b, RankedTensorType type) {
  SmallVector<OpFoldResult> sizes;
  for (int64_t size : type.getShape())
    sizes.push_back(b.getIndexAttr(size));
  return sizes;
}

/// The rank's block of `whole` along `axis`, of type `block`.
Value rankBlock(OpBuilder &b, Location loc, RankedTensorType block, Value whole,
                int64_t axis, int64_t rank) {
  return tensor::ExtractSliceOp::create(
      b, loc, block, whole, blockOffsets(b, block, axis, rank),
      sizesOf(b, block),
      SmallVector<OpFoldResult>(block.getRank(), b.getIndexAttr(1)));
}

/// The collectives of a 1-D grid only (memopt-shard's).
LogicalResult checkAxes(Operation *op, ArrayRef<int16_t> axes) {
  if (axes.size() == 1 && axes.front() == 0)
    return success();
  return op->emitError()
         << "mem-run: expected a collective over memopt-shard's "
            "1-D grid (grid_axes = [0])";
}

} // namespace

LogicalResult fixRank(func::FuncOp func, int64_t rank) {
  IRRewriter rewriter(func.getContext());
  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) {
    if (isa<shard::ProcessMultiIndexOp, shard::ProcessLinearIndexOp,
            shard::AllSliceOp, shard::AllGatherOp>(op))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    if (isa<shard::ProcessMultiIndexOp, shard::ProcessLinearIndexOp>(op)) {
      Value constant = arith::ConstantIndexOp::create(rewriter, loc, rank);
      rewriter.replaceOp(op, SmallVector<Value>(op->getNumResults(), constant));
    } else if (auto slice = dyn_cast<shard::AllSliceOp>(op)) {
      if (failed(checkAxes(op, slice.getGridAxes())))
        return failure();
      auto type = cast<RankedTensorType>(slice.getResult().getType());
      int64_t axis = slice.getSliceAxis().getSExtValue();
      // A block of an empty tensor is an empty tensor (a destination): a
      // slice of it would be a view of the whole one's buffer, which
      // bufferization copies when that buffer holds another value by then.
      if (slice.getInput().getDefiningOp<tensor::EmptyOp>()) {
        rewriter.replaceOp(op, tensor::EmptyOp::create(rewriter, loc,
                                                       type.getShape(),
                                                       type.getElementType()));
        continue;
      }
      rewriter.replaceOp(
          op, rankBlock(rewriter, loc, type, slice.getInput(), axis, rank));
    } else {
      auto gather = cast<shard::AllGatherOp>(op);
      if (failed(checkAxes(op, gather.getGridAxes())))
        return failure();
      auto type = cast<RankedTensorType>(gather.getResult().getType());
      auto blockType = cast<RankedTensorType>(gather.getInput().getType());
      int64_t axis = gather.getGatherAxis().getSExtValue();
      Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                            type.getElementType());
      Value zero = arith::ConstantOp::create(
          rewriter, loc, rewriter.getZeroAttr(type.getElementType()));
      Value zeros =
          linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
      Value placed = tensor::InsertSliceOp::create(
          rewriter, loc, gather.getInput(), zeros,
          blockOffsets(rewriter, blockType, axis, rank),
          sizesOf(rewriter, blockType),
          SmallVector<OpFoldResult>(type.getRank(), rewriter.getIndexAttr(1)));
      Value gathered =
          shard::AllReduceOp::create(rewriter, loc, type, gather.getGridAttr(),
                                     gather.getGridAxesAttr(), placed, nullptr);
      rewriter.replaceOp(op, gathered);
    }
  }
  RewritePatternSet patterns(func.getContext());
  scf::IfOp::getCanonicalizationPatterns(patterns, func.getContext());
  return applyPatternsGreedily(func, std::move(patterns));
}

} // namespace memopt
