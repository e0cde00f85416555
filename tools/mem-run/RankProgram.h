//===- RankProgram.h - the program of one rank -----------------*- C++ -*-===//
//
// memopt-shard's per-rank program is the same for every rank: it asks the
// grid for the rank. mem-run fixes the rank in it before the analysis, so
// that the prediction is that rank's program's:
//   - every process index on memopt-shard's grid is the rank's coordinate
//     (the rank itself on the 1-D grid; under tp, row-major on the
//     (ranks/tp) x tp one), and the
//     branches upstream's partitioner takes on it (a partitioned
//     reduction's zero-filled init on every rank but 0) fold away;
//   - the collectives MLIR 22's convert-shard-to-mpi has no lowering of
//     (zero1 and zero2 use them) become ops it has: `shard.all_slice` is the
//     rank's block (a tensor.extract_slice, no communication; of an empty
//     tensor, an empty tensor of the block's shape), and
//     `shard.all_gather` is an all-reduce (sum) of a zero tensor holding
//     the rank's block at its place (exact: x + 0 is x);
//     `shard.reduce_scatter` (zero2) and `shard.all_to_all` are left, for
//     the analysis to count as the new buffers they are, and lowered at
//     bufferization to calls of MPI_Reduce_scatter_block and
//     MPI_Alltoallw (ReduceScatterCall.h, AllToAllCall.h).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_RANKPROGRAM_H
#define MEMOPT_TOOLS_MEMRUN_RANKPROGRAM_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Makes `func` the program of rank `rank`; failure after a located error
/// (a collective over more than one axis, or a grid of dynamic shape).
mlir::LogicalResult fixRank(mlir::func::FuncOp func, int64_t rank);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_RANKPROGRAM_H
