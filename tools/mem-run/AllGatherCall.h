//===- AllGatherCall.h - an update all-gathered in place --------*- C++ -*-===//
//
// An all-gather of a rank's updated block of a parameter that nothing reads
// after the update (GathersIntoArguments.h) is, to the analysis, the
// parameter argument's buffer. mem-run lowers each one before bufferization
// to a call of memopt_all_gather_into (CollectiveShims.cpp) that writes the
// argument's buffer: the block is copied to the rank's place in it, unless
// the update already wrote it there, and MPI_Allgather (MPI_IN_PLACE, one
// strided block per rank) fills in the other ranks' blocks. So the rank
// holds the parameter once, as ZeRO's implementations do. The other
// all-gathers stay upstream's all-reduce of a zero-padded block
// (RankProgram.h).
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

/// Replaces every all-gather of `module` into an argument's buffer by the
/// call; a located error for one not over one axis of a static grid or of
/// an element type without a symbol.
mlir::LogicalResult lowerGathersIntoArguments(mlir::ModuleOp module);

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
