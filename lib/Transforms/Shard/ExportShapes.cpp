//===- ExportShapes.cpp - what front-end exports need before sharding -----===//
//
// Two shapes the front ends emit that upstream's propagation and
// partitioner cannot take as they are:
// - keepdim reductions, whose output map has a constant (`(d0, d1, d2) ->
//   (d0, d1, 0)` into tensor<2x16x1xf32>): upstream's linalg sharding model
//   wants a result's map to be a projected permutation. Upstream's
//   linalg-fold-unit-extent-dims rewrites them onto the tensors without the
//   unit dimension, through reshapes (views: the buffers stay the same, and so
//   does the peak);
// - a multi-result linalg op with a result nothing uses (the indices of a
//   max that only its values feed): propagation annotates the results that
//   are used, and the partitioner needs every one annotated.
//
//===----------------------------------------------------------------------===//

#include "ShardingModels.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

namespace memopt {

bool needsUnitDimFolding(func::FuncOp func) {
  // Upstream's model takes a constant in an input's map (a generated
  // Llama's broadcast of the rotary tables), not in a result's.
  WalkResult found = func.walk([&](linalg::LinalgOp op) {
    for (OpResult result : op->getResults())
      if (!op.getIndexingMapMatchingResult(result).isProjectedPermutation())
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

void annotateUnusedResults(func::FuncOp func) {
  for (auto op : func.getBody().front().getOps<linalg::LinalgOp>()) {
    auto annotationOf = [&](OpResult result) -> shard::ShardOp {
      if (!result.hasOneUse())
        return nullptr;
      auto annotation = dyn_cast<shard::ShardOp>(*result.getUsers().begin());
      return annotation && !annotation.getAnnotateForUsers() ? annotation
                                                             : nullptr;
    };
    for (OpResult unused : op->getResults()) {
      if (!unused.use_empty())
        continue;
      // A result indexed and shaped as an annotated one (the values of a max
      // beside its indices) is split as it is.
      AffineMap map = op.getIndexingMapMatchingResult(unused);
      for (OpResult sibling : op->getResults()) {
        shard::ShardOp annotation = annotationOf(sibling);
        if (!annotation || op.getIndexingMapMatchingResult(sibling) != map ||
            cast<ShapedType>(sibling.getType()).getShape() !=
                cast<ShapedType>(unused.getType()).getShape())
          continue;
        OpBuilder builder(annotation);
        shard::ShardOp::create(builder, annotation.getLoc(), unused,
                               annotation.getSharding(),
                               /*annotate_for_users=*/nullptr);
        break;
      }
    }
  }
}

} // namespace memopt
