//===- RankSlices.h - a rank's part of a tensor split on one dim -*- C++
//-*-===//
//
// Under --ranks, mem-run partitions the step on a 1-D grid of N ranks, so
// each argument or result of the per-rank program is either the whole
// tensor of the unpartitioned step (replicated) or the rank's block of it
// along one dimension (global size = N x local size). A rank's argument is
// filled as the single device's whole tensor and then cut to its block, so
// that the N ranks together see exactly the single device's inputs; the
// parent glues the ranks' blocks of a split result back together.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_RANKSLICES_H
#define MEMOPT_TOOLS_MEMRUN_RANKSLICES_H

#include "mlir/IR/BuiltinTypes.h"

#include <cstdint>
#include <optional>
#include <string>

namespace memopt {

/// How the per-rank `local` type relates to the unpartitioned `global` one.
struct RankSplit {
  /// The split dimension; none when the tensor is replicated.
  std::optional<unsigned> dim;
  /// Row-major geometry around `dim`: elements before it (outer), its global
  /// and local extents, and bytes of one index of it (inner).
  uint64_t outer = 1, globalExtent = 1, localExtent = 1, innerBytes = 0;
};

/// The split of `global` into `local` on `ranks` ranks, or an explanation
/// when the two are not a replicated tensor or a block split on one
/// dimension (scalars are replicated).
std::optional<RankSplit> getRankSplit(mlir::Type global, mlir::Type local,
                                      int64_t ranks, std::string &error);

/// Copies rank `rank`'s block of the global tensor at `global` to `local`.
void copyRankBlock(const RankSplit &split, int64_t rank, const uint8_t *global,
                   uint8_t *local);

/// Copies rank `rank`'s block at `local` into its place in `global`.
void placeRankBlock(const RankSplit &split, int64_t rank, const uint8_t *local,
                    uint8_t *global);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_RANKSLICES_H
