//===- SlicesToAllReduce.h - slices moved up to the all-reduce --*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_SLICESTOALLREDUCE_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_SLICESTOALLREDUCE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// For each `shard.all_reduce` (sum) of `func` that reaches its slices
/// through elementwise ops only (linalg.generic, parallel loops, identity
/// maps, reading nothing but the sum and each other, writing empty
/// tensors), slices the sum instead and runs those ops on the rank's
/// block, so that fuseReduceScatters (ReduceScatter.h) makes its
/// reduce-scatter. The PyTorch front end's AdamW scales a gradient alone
/// (g (1 - beta1), g g (1 - beta2)) before it meets its split state:
/// propagation keeps those ops replicated after the all-reduce, and slices
/// only their results. Every element of the block is computed as before,
/// from the same sum. Returns the number of all-reduces whose slices moved.
unsigned moveSlicesToAllReduces(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_SLICESTOALLREDUCE_H
