//===- ReshapeSource.h - the value a chain of reshapes views ----*- C++ -*-===//
//
// Role inference and memopt-shard both look through `tensor.expand_shape`
// and `tensor.collapse_shape` (views) to the value they reshape: the op
// computing an update (8-bit Adam unflattens it), the gradient sum a
// reshaped gradient views.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_RESHAPESOURCE_H
#define MEMOPT_ANALYSIS_RESHAPESOURCE_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace memopt {

/// Where a walk back through reshapes stops.
enum class ReshapeWalk {
  /// At the first value no reshape defines (possibly a block argument).
  ToSource,
  /// Also at a reshape of a block argument: an op result stays one.
  KeepOpResult,
};

/// The value `value` views through a chain of `tensor.expand_shape` and
/// `tensor.collapse_shape` ops (`value` itself when no reshape defines it).
inline mlir::Value reshapeSource(mlir::Value value,
                                 ReshapeWalk walk = ReshapeWalk::ToSource) {
  while (mlir::Operation *def = value.getDefiningOp()) {
    if (!mlir::isa<mlir::tensor::ExpandShapeOp, mlir::tensor::CollapseShapeOp>(
            def))
      break;
    mlir::Value source = def->getOperand(0);
    if (walk == ReshapeWalk::KeepOpResult &&
        mlir::isa<mlir::BlockArgument>(source))
      break;
    value = source;
  }
  return value;
}

} // namespace memopt

#endif // MEMOPT_ANALYSIS_RESHAPESOURCE_H
