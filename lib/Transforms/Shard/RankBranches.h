//===- RankBranches.h - the partitioner's branches on the rank --*- C++ -*-===//
//
// MLIR 22's shard-partition gives a reduction over a split dimension its
// original init on rank 0 and a new init of the reduction's neutral
// element on the others, by an `scf.if` on the rank yielding the init
// (computed before it, on every rank) or the new one. Every rank but 0
// then held both. mem-run folds the branch once the rank is known
// (tools/mem-run/RankProgram.h), so that the program each rank runs holds
// one; the analysis of this pass's output, which mem-advise's ZeRO rungs
// read, must hold one too.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_RANKBRANCHES_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_RANKBRANCHES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Simplifies each branch on the rank in `func` (an `scf.if` whose
/// condition reads the grid's process index): where both branches yield
/// the same fill of an empty tensor (a sum's zero init: the neutral element
/// is the init already), the branch is that fill on every rank; otherwise
/// the ops whose results only one branch uses move into it, so that a rank
/// computes the init only where it uses it. Collectives stay where they
/// are: every rank must join them.
void simplifyRankBranches(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_RANKBRANCHES_H
