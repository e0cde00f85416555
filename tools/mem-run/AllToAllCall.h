//===- AllToAllCall.h - shard.all_to_all as an MPI call --------*- C++ -*-===//
//
// Upstream propagation reshards a tensor from a split on one dimension to a
// split on another with `shard.all_to_all` (the PyTorch GPT export's
// attention permute moves its batch split to the heads). MLIR 22's
// convert-shard-to-mpi has no lowering of it and its mpi dialect no
// all-to-all, so mem-run lowers each one before bufferization to a call of
// memopt_all_to_all (CollectiveShims.cpp), which calls MPI_Alltoallw with a
// strided datatype per piece: the operand's buffer is read where it is (a
// view too), and the result is one new buffer of the result's shape, as the
// analysis counts the collective (CollectiveCall.h).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_ALLTOALLCALL_H
#define MEMOPT_TOOLS_MEMRUN_ALLTOALLCALL_H

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace memopt {

/// Replaces every `shard.all_to_all` of `module` whose group is every rank
/// (its grid axes cover the grid but for axes of size 1) by the call, or by
/// its operand on a group of one; a located error for any other.
mlir::LogicalResult lowerAllToAlls(mlir::ModuleOp module);

/// The symbols the calls name, with their functions, for the JIT to bind.
std::vector<std::pair<std::string, void *>> getAllToAllSymbols();

} // namespace memopt

/// The all-to-all over MPI_COMM_WORLD of `in` into `out` (unranked memref
/// descriptors, as the lowering of a func.call passes them: rank,
/// descriptor): rank r sends its j-th piece of `in` along `splitAxis` to
/// rank j and places the piece it receives from rank i at the i-th place of
/// `out` along `concatAxis`. Either buffer may be strided. Aborts the job on
/// a shape or MPI error (the other ranks would wait in the collective).
extern "C" void memopt_all_to_all(int64_t inRank, void *in, int64_t outRank,
                                  void *out, int64_t splitAxis,
                                  int64_t concatAxis, int64_t elementBytes);

#endif // MEMOPT_TOOLS_MEMRUN_ALLTOALLCALL_H
