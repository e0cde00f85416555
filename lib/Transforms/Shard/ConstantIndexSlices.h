//===- ConstantIndexSlices.h - constant map results as slices ---*- C++ -*-===//
//
// Upstream's linalg sharding model takes indexing maps whose results are
// loop dimensions only: Llama's rotary embedding reads x[b, t, h, i, 0] and
// x[b, t, h, i, 1] (`(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)`), and
// sharding-propagation fails on it. Reading a static slice instead,
// x[:, :, :, :, 0] through `(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)`, means
// the same and fits the model (and the slice's, SliceModels.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_CONSTANTINDEXSLICES_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_CONSTANTINDEXSLICES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Rewrites each input of a top-level linalg.generic of `func` whose map has
/// constant results (and whose shape is static) into a rank-reducing
/// tensor.extract_slice at those constants, with the constants dropped from
/// the map.
void sliceConstantIndices(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_CONSTANTINDEXSLICES_H
