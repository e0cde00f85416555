//===- Baseline.h - a step's live bytes before a rewrite --------*- C++ -*-===//
//
// The HTML report draws the live bytes of a function before
// rematerialization over the stacked timeline of the rewritten function.
// The two program orders differ by the recomputed clones, so the original
// curve is placed by op identity: remat only inserts clones and never
// erases or moves an op of the original step, so every original op is an
// op of the rewritten step, and the clones have no original position.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_REPORT_BASELINE_H
#define MEMOPT_REPORT_BASELINE_H

#include "memopt/Analysis/MemoryProfile.h"

#include <string>
#include <vector>

namespace memopt {

/// What the report keeps of a function's profile before a rewrite.
struct Baseline {
  std::string function;
  /// The ops in the original program order, as identities only: they are
  /// looked up among the rewritten step's ops, never dereferenced.
  std::vector<mlir::Operation *> ops;
  /// The analysis's live bytes at every original point.
  std::vector<uint64_t> liveBytes;
  uint64_t peakBytes = 0;
  unsigned peakPoint = 0;
  /// "op.name (file:line:col)" of the original peak op.
  std::string peakOp;
};

/// Copies what the overlay needs from `before` (the function must still be
/// the one `before` describes).
Baseline captureBaseline(const FunctionMemoryProfile &before);

/// The original live bytes on the rewritten program order.
struct PlacedBaseline {
  /// Ascending points of the rewritten order that hold an original op, and
  /// the original live bytes at that op.
  std::vector<unsigned> points;
  std::vector<uint64_t> bytes;
  /// Rewritten points with no original op (the recomputed clones).
  unsigned unplaced = 0;
  /// Original ops missing from the rewritten step (none after remat).
  unsigned lost = 0;
  /// The rewritten point of the original peak op, if it was placed.
  std::optional<unsigned> peakPoint;
  uint64_t maxBytes = 0;
};

/// Places `baseline` on `after`'s program order by op identity.
PlacedBaseline placeBaseline(const Baseline &baseline,
                             const FunctionMemoryProfile &after);

/// Downsamples `placed` to the columns of the timeline of a step of
/// `numPoints` points in `columns` columns (the same ranges as the stacked
/// timeline): per column the placed point of its range with the most
/// original bytes, the original peak always kept, so the overlay's maximum
/// is the original peak exactly. Columns without a placed point are empty.
PlacedBaseline sampleBaseline(const PlacedBaseline &placed, unsigned numPoints,
                              unsigned columns);

/// The last point (exclusive) of column `c` of `columns` over `numPoints`
/// points: the ranges the timelines are downsampled by.
inline unsigned columnEnd(unsigned c, unsigned numPoints, unsigned columns) {
  return static_cast<unsigned>((uint64_t(c) + 1) * numPoints / columns);
}

} // namespace memopt

#endif // MEMOPT_REPORT_BASELINE_H
