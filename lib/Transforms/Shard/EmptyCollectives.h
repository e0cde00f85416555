//===- EmptyCollectives.h - no collective of an empty tensor ----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_EMPTYCOLLECTIVES_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_EMPTYCOLLECTIVES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Replaces each `shard.all_gather` and `shard.all_to_all` of a
/// `tensor.empty` in `func` (with the same-type `tensor.cast`s of its
/// result) by a `tensor.empty` of its result's shape per use, right before
/// the user. MLIR 22's partitioner reshards a destination `tensor.empty`
/// that an importer shared among ops of several shardings (torch-mlir CSEs
/// them) like any value: the PyTorch GPT export's shared 32-element and
/// attention-permute destinations are all-gathered (252 times under dp on
/// 2 ranks) and all-to-all'ed (4), moving undefined data into buffers that
/// then live from the reshard, high in the forward, to the op that
/// overwrites them. Gathering nothing defined is nothing defined: each use
/// gets its own empty tensor, as for a shared one (SharedEmptyTensors.h).
/// Returns the number of collectives replaced.
unsigned replaceEmptyCollectives(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_EMPTYCOLLECTIVES_H
