//===- SinkGathers.h - gathers moved to their use ---------------*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_SINKGATHERS_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_SINKGATHERS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Moves each top-level `shard.all_gather` of a function argument in
/// `func`, with the `tensor.cast`s of its result, to right before the first
/// op that reads it. MLIR 22's shard-partition emits the reshard of an
/// `annotate_for_users` annotation where the annotated value's own
/// annotation is (the entry, for an argument), so under zero3 every
/// gathered parameter would live from the entry on. Every rank runs the
/// same program, so the collectives keep one order across the ranks.
/// Returns the number of gathers moved.
unsigned sinkArgumentGathers(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_SINKGATHERS_H
