//===- RankProgram.cpp - the program of one rank --------------------------===//

#include "RankProgram.h"

#include "memopt/Analysis/AllSliceView.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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

/// The rank's coordinate on each axis of `op`'s grid (row-major, as
/// upstream's process_multi_index), for memopt-shard's 1-D grid and its
/// (ranks/tp) x tp one.
FailureOr<SmallVector<int64_t>>
coordinates(Operation *op, FlatSymbolRefAttr gridName, int64_t rank) {
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridName);
  if (!grid || ShapedType::isDynamicShape(grid.getShape()))
    return op->emitError() << "mem-run: expected a collective over a grid of "
                              "static shape (memopt-shard's)";
  ArrayRef<int64_t> shape = grid.getShape();
  SmallVector<int64_t> coords(shape.size());
  for (int64_t axis = shape.size() - 1; axis >= 0; --axis) {
    coords[axis] = rank % shape[axis];
    rank /= shape[axis];
  }
  return coords;
}

/// The one axis of a collective and the rank's coordinate on it, with the
/// axis's size.
FailureOr<std::pair<int64_t, int64_t>>
axisCoordinate(Operation *op, FlatSymbolRefAttr gridName,
               ArrayRef<int16_t> axes, int64_t rank) {
  FailureOr<SmallVector<int64_t>> coords = coordinates(op, gridName, rank);
  if (failed(coords))
    return failure();
  if (axes.size() != 1 || axes.front() >= (int64_t)coords->size())
    return op->emitError() << "mem-run: expected a collective over one axis of "
                              "memopt-shard's grid";
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridName);
  return std::make_pair((*coords)[axes.front()], grid.getShape()[axes.front()]);
}

bool isCollective(Operation *op) {
  return isa<shard::AllReduceOp, shard::AllGatherOp, shard::AllToAllOp,
             shard::BroadcastOp, shard::GatherOp, shard::ReduceOp,
             shard::ReduceScatterOp, shard::ScatterOp, shard::SendOp,
             shard::RecvOp, shard::ShiftOp>(op);
}

/// Erases the ops nothing uses and that have no effects, to a fixed point,
/// keeping the collectives.
void eraseDeadButCollectives(func::FuncOp func) {
  bool erased = true;
  while (erased) {
    erased = false;
    // Post-order: an op's nested ops come before it.
    SmallVector<Operation *> dead;
    func.walk([&](Operation *op) {
      if (op != func && !isCollective(op) && isOpTriviallyDead(op))
        dead.push_back(op);
    });
    for (Operation *op : dead) {
      op->erase();
      erased = true;
    }
  }
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
    if (isa<shard::ProcessLinearIndexOp>(op)) {
      rewriter.replaceOp(op,
                         arith::ConstantIndexOp::create(rewriter, loc, rank));
    } else if (auto index = dyn_cast<shard::ProcessMultiIndexOp>(op)) {
      FailureOr<SmallVector<int64_t>> coords =
          coordinates(op, index.getGridAttr(), rank);
      if (failed(coords))
        return failure();
      SmallVector<Value> values;
      ArrayRef<int16_t> axes = index.getAxes();
      for (unsigned i = 0; i < op->getNumResults(); ++i)
        values.push_back(arith::ConstantIndexOp::create(
            rewriter, loc, (*coords)[axes.empty() ? i : axes[i]]));
      rewriter.replaceOp(op, values);
    } else if (auto slice = dyn_cast<shard::AllSliceOp>(op)) {
      FailureOr<std::pair<int64_t, int64_t>> at =
          axisCoordinate(op, slice.getGridAttr(), slice.getGridAxes(), rank);
      if (failed(at))
        return failure();
      // On an axis of one rank the block is the whole.
      if (at->second == 1) {
        rewriter.replaceOp(op, slice.getInput());
        continue;
      }
      int64_t block = at->first;
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
      // A view of the whole, or a copy of it where the analysis counts one
      // (AllSliceView.h: the whole dies there).
      bool copy = isAllSliceCopy(op);
      Value rankValue =
          rankBlock(rewriter, loc, type, slice.getInput(), axis, block);
      if (copy)
        rankValue = linalg::CopyOp::create(
                        rewriter, loc, rankValue,
                        tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                                type.getElementType())
                            .getResult())
                        ->getResult(0);
      rewriter.replaceOp(op, rankValue);
    } else {
      // An all-gather stays for mem-run's call (AllGatherCall.h), but on
      // an axis of one rank, where it is its block.
      auto gather = cast<shard::AllGatherOp>(op);
      FailureOr<std::pair<int64_t, int64_t>> at =
          axisCoordinate(op, gather.getGridAttr(), gather.getGridAxes(), rank);
      if (failed(at))
        return failure();
      if (at->second == 1)
        rewriter.replaceOp(op, gather.getInput());
    }
  }
  // Fold the branches on the rank, then erase what became dead, but for the
  // collectives: every rank must join each one, even where its branch no
  // longer reads the result (a partitioned reduction starting from an
  // all-reduced init keeps the init on rank 0 only; dropping that
  // all-reduce on the other ranks would leave rank 0 waiting in it).
  SmallVector<Operation *> branches;
  func.walk([&](Operation *op) {
    if (isa<scf::IfOp, arith::CmpIOp>(op))
      branches.push_back(op);
  });
  RewritePatternSet patterns(func.getContext());
  scf::IfOp::getCanonicalizationPatterns(patterns, func.getContext());
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  (void)applyOpPatternsGreedily(branches, std::move(patterns), config);
  eraseDeadButCollectives(func);
  return success();
}

} // namespace memopt
