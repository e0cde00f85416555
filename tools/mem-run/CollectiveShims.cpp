//===- CollectiveShims.cpp - the collectives the JIT calls into MPI -------===//
//
// The runtime functions of the collectives mem-run lowers itself
// (ReduceScatterCall.h, AllToAllCall.h, AllGatherCall.h).
//
//===----------------------------------------------------------------------===//

#include "AllGatherCall.h"
#include "AllToAllCall.h"
#include "ReduceScatterCall.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

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

/// The communicator of the ranks of one grid axis (`stride` apart in
/// MPI_COMM_WORLD, `axisSize` of them), each ranked by its coordinate on it.
MPI_Comm splitAxis(int64_t stride, int64_t axisSize, int64_t &coordinate) {
  int worldRank = 0, size = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  coordinate = (worldRank / stride) % axisSize;
  MPI_Comm comm;
  if (MPI_Comm_split(MPI_COMM_WORLD, int(worldRank - coordinate * stride),
                     int(coordinate), &comm) != MPI_SUCCESS)
    abortJob("MPI_Comm_split for a collective failed");
  MPI_Comm_size(comm, &size);
  if (size != axisSize)
    abortJob("the grid axis is not the ranks' split");
  return comm;
}

/// The dimension the result is a block of: the first one whose sizes
/// differ (0 when none does: one rank).
template <typename T>
int64_t scatterDimension(const DynamicMemRefType<T> &input,
                         const DynamicMemRefType<T> &output) {
  for (int64_t d = 0; d < input.rank && d < output.rank; ++d)
    if (input.sizes[d] != output.sizes[d])
      return d;
  return 0;
}

/// `input` with the rank blocks of dimension `dim` gathered in rank order
/// ([N, outer, L, inner] from [outer, N x L, inner]), so that each rank's
/// block is contiguous as MPI_Reduce_scatter_block wants it. A transient of
/// the collective, as MPI's own buffers are (not the program's to count).
template <typename T>
std::vector<T> rankBlocksFirst(const DynamicMemRefType<T> &input, int64_t dim,
                               int ranks) {
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d)
    outer *= input.sizes[d];
  for (int64_t d = dim + 1; d < input.rank; ++d)
    inner *= input.sizes[d];
  int64_t whole = input.sizes[dim], block = whole / ranks;
  std::vector<T> packed(outer * whole * inner);
  const T *from = input.data + input.offset;
  for (int64_t r = 0; r < ranks; ++r)
    for (int64_t o = 0; o < outer; ++o)
      std::memcpy(packed.data() + (r * outer + o) * block * inner,
                  from + (o * whole + r * block) * inner,
                  sizeof(T) * block * inner);
  return packed;
}

template <typename T>
void reduceScatterSum(MPI_Datatype datatype, int64_t inRank, void *in,
                      int64_t outRank, void *out, int64_t stride,
                      int64_t axisSize) {
  DynamicMemRefType<T> input(UnrankedMemRefType<T>{inRank, in});
  DynamicMemRefType<T> output(UnrankedMemRefType<T>{outRank, out});
  // The ranks of the grid axis: those of the same other coordinates, in
  // the order of their coordinate on it (every rank reaches each call).
  int64_t coordinate = 0;
  MPI_Comm comm = splitAxis(stride, axisSize, coordinate);
  int size = int(axisSize);
  int64_t inCount = contiguousCount(input);
  int64_t outCount = contiguousCount(output);
  if (inCount < 0 || outCount < 0)
    abortJob("reduce-scatter of a non-contiguous buffer");
  if (outCount * size != inCount || outCount > INT32_MAX)
    abortJob("reduce-scatter: the result is not 1/N of the operand");
  // A block of a dimension after the first (a state split on its columns)
  // is strided in the operand: packed first.
  int64_t dim = scatterDimension(input, output);
  std::vector<T> packed;
  bool strided = false;
  for (int64_t d = 0; d < dim; ++d)
    strided |= input.sizes[d] != 1;
  if (strided)
    packed = rankBlocksFirst(input, dim, size);
  const T *send = strided ? packed.data() : input.data + input.offset;
  if (MPI_Reduce_scatter_block(send, output.data + output.offset, int(outCount),
                               datatype, MPI_SUM, comm) != MPI_SUCCESS)
    abortJob("MPI_Reduce_scatter_block failed");
  MPI_Comm_free(&comm);
}

/// The datatype of a strided block of `sizes` elements of `elementBytes`
/// (strides in elements, as a memref descriptor has them), relative to the
/// block's first byte.
MPI_Datatype createBlockType(const std::vector<int64_t> &sizes,
                             const int64_t *strides, int64_t elementBytes) {
  MPI_Datatype type;
  MPI_Type_contiguous(int(elementBytes), MPI_BYTE, &type);
  for (int64_t d = int64_t(sizes.size()) - 1; d >= 0; --d) {
    if (sizes[d] > INT_MAX)
      abortJob("all-to-all: a dimension over INT_MAX elements");
    MPI_Datatype outer;
    MPI_Type_create_hvector(int(sizes[d]), 1,
                            MPI_Aint(strides[d] * elementBytes), type, &outer);
    MPI_Type_free(&type);
    type = outer;
  }
  MPI_Type_commit(&type);
  return type;
}

/// Copies the elements of `from` to `to` (byte pointers to their first
/// element), both of `sizes` with their own strides (in elements).
void copyStrided(char *to, const int64_t *toStrides, const char *from,
                 const int64_t *fromStrides, const int64_t *sizes, int64_t rank,
                 int64_t elementBytes) {
  if (rank == 0) {
    std::memcpy(to, from, elementBytes);
    return;
  }
  for (int64_t i = 0; i < sizes[0]; ++i)
    copyStrided(to + i * toStrides[0] * elementBytes, toStrides + 1,
                from + i * fromStrides[0] * elementBytes, fromStrides + 1,
                sizes + 1, rank - 1, elementBytes);
}

/// A byte displacement for MPI_Alltoallw (an int).
int checkedDisplacement(int64_t bytes) {
  if (bytes > INT_MAX)
    abortJob("all-to-all: a piece starts past INT_MAX bytes");
  return int(bytes);
}

} // namespace

extern "C" void memopt_all_to_all(int64_t inRank, void *in, int64_t outRank,
                                  void *out, int64_t splitAxis,
                                  int64_t concatAxis, int64_t elementBytes) {
  DynamicMemRefType<char> input(UnrankedMemRefType<char>{inRank, in});
  DynamicMemRefType<char> output(UnrankedMemRefType<char>{outRank, out});
  int size = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (input.rank != output.rank || splitAxis < 0 || splitAxis >= input.rank ||
      concatAxis < 0 || concatAxis >= input.rank)
    abortJob("all-to-all: the operand and result ranks or axes disagree");
  // The piece a rank sends each rank and the piece it receives from each:
  // the same shape.
  std::vector<int64_t> piece(input.sizes, input.sizes + input.rank);
  std::vector<int64_t> received(output.sizes, output.sizes + output.rank);
  if (piece[splitAxis] % size || received[concatAxis] % size)
    abortJob("all-to-all: the rank count does not divide the split axes");
  piece[splitAxis] /= size;
  received[concatAxis] /= size;
  if (piece != received)
    abortJob("all-to-all: the result is not the operand's pieces concatenated");

  MPI_Datatype sendType = createBlockType(piece, input.strides, elementBytes);
  MPI_Datatype recvType = createBlockType(piece, output.strides, elementBytes);
  std::vector<int> counts(size, 1), sendDispls(size), recvDispls(size);
  std::vector<MPI_Datatype> sendTypes(size, sendType),
      recvTypes(size, recvType);
  for (int rank = 0; rank < size; ++rank) {
    sendDispls[rank] = checkedDisplacement(
        rank * piece[splitAxis] * input.strides[splitAxis] * elementBytes);
    recvDispls[rank] = checkedDisplacement(
        rank * piece[concatAxis] * output.strides[concatAxis] * elementBytes);
  }
  char *send = input.data + input.offset * elementBytes;
  char *recv = output.data + output.offset * elementBytes;
  int status = MPI_Alltoallw(
      send, counts.data(), sendDispls.data(), sendTypes.data(), recv,
      counts.data(), recvDispls.data(), recvTypes.data(), MPI_COMM_WORLD);
  MPI_Type_free(&sendType);
  MPI_Type_free(&recvType);
  if (status != MPI_SUCCESS)
    abortJob("MPI_Alltoallw failed");
}

extern "C" void memopt_reduce_scatter_sum_f32(int64_t inRank, void *in,
                                              int64_t outRank, void *out,
                                              int64_t stride,
                                              int64_t axisSize) {
  reduceScatterSum<float>(MPI_FLOAT, inRank, in, outRank, out, stride,
                          axisSize);
}

extern "C" void memopt_reduce_scatter_sum_f64(int64_t inRank, void *in,
                                              int64_t outRank, void *out,
                                              int64_t stride,
                                              int64_t axisSize) {
  reduceScatterSum<double>(MPI_DOUBLE, inRank, in, outRank, out, stride,
                           axisSize);
}

extern "C" void memopt_all_gather_into(int64_t inRank, void *in,
                                       int64_t outRank, void *out,
                                       int64_t stride, int64_t axisSize,
                                       int64_t elementBytes) {
  DynamicMemRefType<char> input(UnrankedMemRefType<char>{inRank, in});
  DynamicMemRefType<char> output(UnrankedMemRefType<char>{outRank, out});
  if (input.rank != output.rank)
    abortJob("all-gather: the block and the result differ in rank");
  int64_t dim = scatterDimension(output, input);
  if (output.sizes[dim] != input.sizes[dim] * axisSize)
    abortJob("all-gather: the result is not the ranks' blocks");
  int64_t coordinate = 0;
  MPI_Comm comm = splitAxis(stride, axisSize, coordinate);
  // The rank's block goes to its place, unless the update wrote it there.
  char *place = output.data + (output.offset + coordinate * input.sizes[dim] *
                                                   output.strides[dim]) *
                                  elementBytes;
  const char *block = input.data + input.offset * elementBytes;
  bool samePlace = place == block;
  for (int64_t d = 0; d < input.rank; ++d)
    samePlace &= input.sizes[d] == 1 || input.strides[d] == output.strides[d];
  if (!samePlace)
    copyStrided(place, output.strides, block, input.strides, input.sizes,
                input.rank, elementBytes);
  // One block per rank, the next rank's block one block further along dim.
  std::vector<int64_t> sizes(input.sizes, input.sizes + input.rank);
  MPI_Datatype blockType = createBlockType(sizes, output.strides, elementBytes);
  MPI_Datatype placed;
  MPI_Type_create_resized(
      blockType, 0,
      MPI_Aint(input.sizes[dim] * output.strides[dim] * elementBytes), &placed);
  MPI_Type_commit(&placed);
  int status = MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL,
                             output.data + output.offset * elementBytes, 1,
                             placed, comm);
  MPI_Type_free(&placed);
  MPI_Type_free(&blockType);
  MPI_Comm_free(&comm);
  if (status != MPI_SUCCESS)
    abortJob("MPI_Allgather failed");
}
