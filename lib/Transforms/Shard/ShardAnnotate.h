//===- ShardAnnotate.h - shard ops by role ----------------------*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_SHARDANNOTATE_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_SHARDANNOTATE_H

#include "TensorParallel.h"

#include "memopt/Analysis/Roles.h"
#include "memopt/Transforms/Shard.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"

namespace memopt {

/// Annotates `func` for `strategy` on the 1-D grid `grid`: each tensor
/// argument gets a `shard.shard` right after the entry and each returned
/// tensor one with `annotate_for_users` right before the return. Inputs are
/// split on dimension 0 (the batch); under zero1 optimizer states, and the
/// updated states returned, are split too, and under zero2 also gradient
/// arguments and results (a gradient computed in the step is annotated
/// whole, and split for the ops reading it, on the 1-D grid); under zero3
/// also the parameters and the updated parameters returned, with a
/// replicated annotation of the parameter for each op outside the update
/// that reads it (upstream then all-gathers it for that op); everything
/// else is replicated. Each split parameter, gradient or state is split on
/// the first dimension the grid's size divides (UnevenSplit.h); one with no
/// such dimension is an error naming the argument or result and its shape
/// (on the op, for a gradient computed in the step) and `func` is left
/// unchanged, or under UnevenSplit::Replicate it is replicated, with one
/// remark on `func` listing those tensors. A batch the grid's size does not
/// divide, or a dynamic one, is an error. With a tensor-parallel plan `tp`
/// the grid is 2-D: the batch is split on axis 0 and the planned arguments
/// and results on axis 1, on their planned dimension.
mlir::LogicalResult annotateStep(mlir::func::FuncOp func,
                                 const RoleAssignment &roles,
                                 ShardStrategy strategy,
                                 mlir::shard::GridOp grid,
                                 const TensorParallelPlan *tp = nullptr,
                                 UnevenSplit uneven = UnevenSplit::Refuse);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_SHARDANNOTATE_H
