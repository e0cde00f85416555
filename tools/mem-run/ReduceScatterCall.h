//===- ReduceScatterCall.h - shard.reduce_scatter as an MPI call -*- C++
//-*-===//
//
// MLIR 22's convert-shard-to-mpi has no lowering of `shard.reduce_scatter`
// (zero2's gradients) and its mpi dialect no reduce-scatter. mem-run lowers
// each one of the rank program itself, before bufferization, as upstream
// lowers an all-reduce (CollectiveCall.h): the operand's buffer (read only),
// a new buffer of the result's shape (1/N of the operand on one dimension),
// and a call of memopt_reduce_scatter_sum_f32 or _f64 (CollectiveShims.cpp),
// which calls MPI_Reduce_scatter_block on the ranks of the grid axis
// (MPI_COMM_WORLD split by the other coordinates; a block of a dimension
// after the first is strided: the shim packs the rank blocks into one
// transient buffer first, as MPI's own buffers, which the count leaves out).
// So a rank holds its partial and its block of the sum, never the whole
// sum, as the analysis counts.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_REDUCESCATTERCALL_H
#define MEMOPT_TOOLS_MEMRUN_REDUCESCATTERCALL_H

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace memopt {

/// Replaces every `shard.reduce_scatter` of `module` (a sum of f32 or f64 over
/// one axis of memopt-shard's grid, scattered on any dimension) by the call; a
/// located error for any other.
mlir::LogicalResult lowerReduceScatters(mlir::ModuleOp module);

/// The symbols the calls name, with their functions, for the JIT to bind.
std::vector<std::pair<std::string, void *>> getReduceScatterSymbols();

} // namespace memopt

/// The rank's block (of the one dimension where `out`'s size differs from
/// `in`'s) of the sum of each rank's `in` over one grid axis, into `out`:
/// the axis's ranks are those `stride` apart in MPI_COMM_WORLD (row-major)
/// that agree on the other coordinates, `axisSize` of them; `in` and `out`
/// are unranked memref descriptors as the lowering of a func.call passes
/// them (rank, descriptor). Abort the job on a size or MPI error (the other
/// ranks would wait in the collective).
extern "C" void memopt_reduce_scatter_sum_f32(int64_t inRank, void *in,
                                              int64_t outRank, void *out,
                                              int64_t stride, int64_t axisSize);
extern "C" void memopt_reduce_scatter_sum_f64(int64_t inRank, void *in,
                                              int64_t outRank, void *out,
                                              int64_t stride, int64_t axisSize);

#endif // MEMOPT_TOOLS_MEMRUN_REDUCESCATTERCALL_H
