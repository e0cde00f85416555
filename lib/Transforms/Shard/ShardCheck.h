//===- ShardCheck.h - what shard-partition can take -------------*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_SHARDCHECK_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_SHARDCHECK_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Checks that upstream sharding-propagation can pass every op of `func`:
/// it fails on any top-level op without a ShardingInterface (scalar ones
/// included) other than terminators and constants, and shard-partition
/// fails on a tensor constant that is not a splat. Emits one error per op
/// name, on its first op, so that one run lists all that are missing.
mlir::LogicalResult checkPropagatable(mlir::func::FuncOp func);

/// Checks that upstream shard-partition can partition `func` as
/// sharding-propagation left it: every tensor block argument and op result
/// annotated once by a `shard.shard`, every tensor operand read through
/// one, and every op without a ShardingInterface (and every value a region
/// reads from above) fully replicated. MLIR 22's partitioner assumes all of
/// this without checking it (it casts, and crashes or miscompiles), so a
/// violation is an error here, on the op, naming the operand or result and
/// its split dimension.
mlir::LogicalResult checkPartitionable(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_SHARDCHECK_H
