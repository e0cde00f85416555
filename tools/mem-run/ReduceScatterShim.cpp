//===- ReduceScatterShim.cpp - the reduce-scatter the JIT calls -----------===//

#include "ReduceScatterCall.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

// mem-run calls MPI's C API only.
#define MPICH_SKIP_MPICXX
#include <mpi.h>

namespace {

/// Elements of a contiguous (identity-layout) memref; -1 otherwise.
template <typename T>
int64_t contiguousCount(const DynamicMemRefType<T> &memref) {
  int64_t count = 1;
  for (int64_t d = memref.rank - 1; d >= 0; --d) {
    if (memref.sizes[d] != 1 && memref.strides[d] != count)
      return -1;
    count *= memref.sizes[d];
  }
  return count;
}

[[noreturn]] void abortJob(const char *why) {
  std::fprintf(stderr, "mem-run: %s\n", why);
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::abort();
}

template <typename T>
void reduceScatterSum(MPI_Datatype datatype, int64_t stride, int64_t axisSize,
                      int64_t inRank, void *in, int64_t outRank, void *out) {
  DynamicMemRefType<T> input(UnrankedMemRefType<T>{inRank, in});
  DynamicMemRefType<T> output(UnrankedMemRefType<T>{outRank, out});
  // The ranks of the grid axis: those of the same other coordinates, in
  // the order of their coordinate on it (every rank reaches each call).
  int worldRank = 0, size = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  int64_t coordinate = (worldRank / stride) % axisSize;
  MPI_Comm comm;
  if (MPI_Comm_split(MPI_COMM_WORLD, int(worldRank - coordinate * stride),
                     int(coordinate), &comm) != MPI_SUCCESS)
    abortJob("MPI_Comm_split for a reduce-scatter failed");
  MPI_Comm_size(comm, &size);
  if (size != axisSize)
    abortJob("reduce-scatter: the grid axis is not the ranks' split");
  int64_t inCount = contiguousCount(input);
  int64_t outCount = contiguousCount(output);
  if (inCount < 0 || outCount < 0)
    abortJob("reduce-scatter of a non-contiguous buffer");
  if (outCount * size != inCount || outCount > INT32_MAX)
    abortJob("reduce-scatter: the result is not 1/N of the operand");
  if (MPI_Reduce_scatter_block(input.data + input.offset,
                               output.data + output.offset, int(outCount),
                               datatype, MPI_SUM, comm) != MPI_SUCCESS)
    abortJob("MPI_Reduce_scatter_block failed");
  MPI_Comm_free(&comm);
}

} // namespace

extern "C" void memopt_reduce_scatter_sum_f32(int64_t stride, int64_t axisSize,
                                              int64_t inRank, void *in,
                                              int64_t outRank, void *out) {
  reduceScatterSum<float>(MPI_FLOAT, stride, axisSize, inRank, in, outRank,
                          out);
}

extern "C" void memopt_reduce_scatter_sum_f64(int64_t stride, int64_t axisSize,
                                              int64_t inRank, void *in,
                                              int64_t outRank, void *out) {
  reduceScatterSum<double>(MPI_DOUBLE, stride, axisSize, inRank, in, outRank,
                           out);
}
