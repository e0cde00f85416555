//===- SingleRankCollectives.h - no collective among one rank ---*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_SINGLERANKCOLLECTIVES_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_SINGLERANKCOLLECTIVES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Replaces each `shard.all_gather`, `all_slice`, `all_reduce` and
/// `reduce_scatter` in `func` over grid axes of one rank in all (the data
/// axis of `ranks=2 tp=2`) by its operand, which it is on that rank. MLIR
/// 22's partitioner emits them, and the analysis would count each as a new
/// buffer, where mem-run's rank program has none (RankProgram.h). Returns
/// the number of collectives replaced.
unsigned dropSingleRankCollectives(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_SINGLERANKCOLLECTIVES_H
