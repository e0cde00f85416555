//===- ReduceScatter.h - an all-reduce and its slices, fused ----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_REDUCESCATTER_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_REDUCESCATTER_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"

namespace memopt {

/// Whether `a` and `b` take the same block on every rank.
bool sameSlice(mlir::shard::AllSliceOp a, mlir::shard::AllSliceOp b);

/// Replaces each `shard.all_reduce` (sum) of `func` whose users are all
/// the same `shard.all_slice` (grid, grid axes, slice axis) by one
/// `shard.reduce_scatter`: each rank then holds its block of the sum only,
/// never the whole. MLIR 22's shardings have no partial axes, so its
/// partitioner all-reduces a batch-partial result inside the op's
/// partition and slices it where a user wants it split; it never emits
/// the reduce-scatter itself. Returns the number of ops fused.
unsigned fuseReduceScatters(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_REDUCESCATTER_H
