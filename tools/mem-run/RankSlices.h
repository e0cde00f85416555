//===- RankSlices.h - a rank's block of a tensor split on a grid -*- C++
//-*-===//
//
// Under --ranks, mem-run partitions the step on memopt-shard's grid (1-D
// of N ranks, or (N/tp) x tp), so each argument or result of the per-rank
// program is either the whole tensor of the unpartitioned step
// (replicated) or the rank's block of it: each dimension split across the
// grid axes memopt-shard recorded for it (RecordSplits.h), the first axis
// the major one, as upstream's partitioner lays them out. A rank's
// argument is filled as the single device's whole tensor and then cut to
// its block, so that the ranks together see exactly the single device's
// inputs; the parent glues the ranks' blocks of a split result back
// together.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_RANKSLICES_H
#define MEMOPT_TOOLS_MEMRUN_RANKSLICES_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace memopt {

/// How the per-rank `local` type relates to the unpartitioned `global` one.
struct RankSplit {
  /// Per dimension, the grid axes splitting it (major first); all empty
  /// when the tensor is replicated (and for scalars).
  std::vector<std::vector<int64_t>> axes;
  std::vector<int64_t> globalShape, localShape, gridShape;
  uint64_t elementBytes = 0;

  bool isSplit() const;
  /// Rank `rank`'s block index along each dimension (row-major rank
  /// coordinates on the grid, as upstream's process_multi_index).
  std::vector<int64_t> blockOf(int64_t rank) const;
};

/// The split of `global` into `local` on a grid of `gridShape`, dimension
/// d split across `splitAxes[d]` (a shard.GridAxesArrayAttr; null or short
/// where replicated), or an explanation when the per-rank shape is not
/// that block.
std::optional<RankSplit> getRankSplit(mlir::Type global, mlir::Type local,
                                      llvm::ArrayRef<int64_t> gridShape,
                                      mlir::Attribute splitAxes,
                                      std::string &error);

/// Copies rank `rank`'s block of the global tensor at `global` to `local`.
void copyRankBlock(const RankSplit &split, int64_t rank, const uint8_t *global,
                   uint8_t *local);

/// Copies rank `rank`'s block at `local` into its place in `global`.
void placeRankBlock(const RankSplit &split, int64_t rank, const uint8_t *local,
                    uint8_t *global);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_RANKSLICES_H
