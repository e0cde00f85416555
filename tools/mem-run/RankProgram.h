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
//   - `shard.all_slice`, which MLIR 22's convert-shard-to-mpi has no
//     lowering of (zero1 and zero2 use it), becomes the rank's block (a
//     tensor.extract_slice, no communication; copied into a new tensor
//     where the analysis of memopt-shard's output counts a copy,
//     AllSliceView.h; of an empty tensor, an empty tensor of the block's
//     shape);
//     `shard.all_gather`, `shard.reduce_scatter` (zero2) and
//     `shard.all_to_all` are left, for the analysis to count as the
//     buffers they are, and lowered at bufferization to calls of
//     MPI_Allgather, MPI_Reduce_scatter_block and MPI_Alltoallw
//     (AllGatherCall.h, ReduceScatterCall.h, AllToAllCall.h); on an axis
//     of one rank a slice or a gather is its operand.
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
