//===- AllGatherCall.h - shard.all_gather as an MPI call --------*- C++ -*-===//
//
// MLIR 22's convert-shard-to-mpi has no lowering of `shard.all_gather`;
// mem-run lowers each one before bufferization to a call of
// memopt_all_gather_into (CollectiveShims.cpp), which copies the rank's
// block to its place in the result, unless it is there already, and has
// MPI_Allgather (MPI_IN_PLACE, one strided block per rank) fill in the
// other ranks' blocks. An all-gather of a rank's updated block of a
// parameter that nothing reads after the update (GathersIntoArguments.h)
// is, to the analysis, the parameter argument's buffer, and the call writes
// that buffer: the rank holds the parameter once, as ZeRO's implementations
// do. Any other all-gather (zero3's parameters before their use) writes a
// new buffer of the whole, as the analysis counts it. (It was an all-reduce
// of the block placed in a zero-filled whole, which held a second whole
// while it ran: zero3's ranks measured 16,384 B above the analysis of
// memopt-shard's output on the one-layer GPT-2.)
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_ALLGATHERCALL_H
#define MEMOPT_TOOLS_MEMRUN_ALLGATHERCALL_H

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace memopt {

/// Replaces every all-gather of `module` by the call (into its argument's
/// buffer or a new one); a located error for one not over one axis of a
/// static grid or of an element type without a symbol.
mlir::LogicalResult lowerAllGathers(mlir::ModuleOp module);

/// The symbols the calls name, with their functions, for the JIT to bind.
std::vector<std::pair<std::string, void *>> getAllGatherSymbols();

} // namespace memopt

/// Gathers the ranks' blocks of `out` along the first dimension where `in`
/// (the rank's block) and `out` differ, in place in `out` (unranked memref
/// descriptors: rank, descriptor), among the ranks of one grid axis (`stride`
/// apart in MPI_COMM_WORLD, `axisSize` of them), elements of `elementBytes`.
extern "C" void memopt_all_gather_into(int64_t inRank, void *in,
                                       int64_t outRank, void *out,
                                       int64_t stride, int64_t axisSize,
                                       int64_t elementBytes);

#endif // MEMOPT_TOOLS_MEMRUN_ALLGATHERCALL_H
