//===- BestFitPlanner.h - offsets of buffers in one arena ------*- C++ -*-===//
//
// A static memory plan in the style of TFLite's arena planner and XLA's heap
// simulator: buffers with known sizes and lifetimes get offsets in one arena
// such that buffers alive at the same time never overlap. Buffers are placed
// one by one, each into the smallest gap (between placed buffers whose
// lifetimes overlap its own) that holds it, else at the end; the planner
// tries three orders (largest first, longest-lived first, largest
// size x lifetime first) and keeps the smallest arena.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LOWERING_BESTFITPLANNER_H
#define MEMOPT_LOWERING_BESTFITPLANNER_H

#include <cstdint>
#include <vector>

namespace memopt {

struct PlannedBuffer {
  uint64_t bytes = 0;
  /// First and last program point (inclusive) at which the buffer is live.
  unsigned start = 0;
  unsigned end = 0;
  /// Output: the buffer's offset in the arena.
  uint64_t offset = 0;
};

struct ArenaPlan {
  /// Bytes the arena needs: the largest offset + bytes.
  uint64_t arenaBytes = 0;
  /// The largest sum of bytes of buffers live at one point: no plan can use
  /// less, so arenaBytes / livePeakBytes measures fragmentation.
  uint64_t livePeakBytes = 0;
};

/// Assigns `offset` of every buffer (multiples of `alignment`, a power of
/// two) and returns the arena size and the live peak.
ArenaPlan planBestFit(std::vector<PlannedBuffer> &buffers, uint64_t alignment);

} // namespace memopt

#endif // MEMOPT_LOWERING_BESTFITPLANNER_H
