//===- BestFitPlanner.cpp - offsets of buffers in one arena ---------------===//

#include "memopt/Lowering/BestFitPlanner.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>

namespace memopt {
namespace {

uint64_t alignUp(uint64_t value, uint64_t alignment) {
  return (value + alignment - 1) & ~(alignment - 1);
}

bool overlapInTime(const PlannedBuffer &a, const PlannedBuffer &b) {
  return a.start <= b.end && b.start <= a.end;
}

uint64_t livePeak(const std::vector<PlannedBuffer> &buffers) {
  // +bytes at start, -bytes after end; at one point, frees come first.
  std::map<uint64_t, int64_t> delta;
  for (const PlannedBuffer &b : buffers) {
    delta[2 * uint64_t(b.start) + 1] += int64_t(b.bytes);
    delta[2 * (uint64_t(b.end) + 1)] -= int64_t(b.bytes);
  }
  int64_t live = 0, peak = 0;
  for (auto &[point, change] : delta) {
    live += change;
    peak = std::max(peak, live);
  }
  return uint64_t(peak);
}

} // namespace

ArenaPlan planBestFit(std::vector<PlannedBuffer> &buffers, uint64_t alignment) {
  std::vector<unsigned> order(buffers.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
    if (buffers[a].bytes != buffers[b].bytes)
      return buffers[a].bytes > buffers[b].bytes;
    return buffers[a].start < buffers[b].start;
  });

  ArenaPlan plan;
  std::vector<unsigned> placed;
  std::vector<const PlannedBuffer *> neighbours;
  for (unsigned index : order) {
    PlannedBuffer &buffer = buffers[index];
    neighbours.clear();
    for (unsigned other : placed)
      if (overlapInTime(buffers[other], buffer))
        neighbours.push_back(&buffers[other]);
    std::sort(neighbours.begin(), neighbours.end(),
              [](const PlannedBuffer *a, const PlannedBuffer *b) {
                return a->offset < b->offset;
              });
    // The smallest gap that holds the buffer; the space after the last
    // neighbour is an unbounded gap.
    uint64_t best = std::numeric_limits<uint64_t>::max();
    uint64_t bestGap = std::numeric_limits<uint64_t>::max();
    uint64_t cursor = 0;
    for (const PlannedBuffer *n : neighbours) {
      uint64_t candidate = alignUp(cursor, alignment);
      if (n->offset >= candidate && n->offset - candidate >= buffer.bytes &&
          n->offset - candidate < bestGap) {
        best = candidate;
        bestGap = n->offset - candidate;
      }
      cursor = std::max(cursor, n->offset + n->bytes);
    }
    if (best == std::numeric_limits<uint64_t>::max())
      best = alignUp(cursor, alignment);
    buffer.offset = best;
    plan.arenaBytes = std::max(plan.arenaBytes, best + buffer.bytes);
    placed.push_back(index);
  }
  plan.livePeakBytes = livePeak(buffers);
  return plan;
}

} // namespace memopt
