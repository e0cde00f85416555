//===- BestFitPlanner.cpp - offsets of buffers in one arena ---------------===//

#include "memopt/Lowering/BestFitPlanner.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <functional>
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

/// Places the buffers in `order`; returns the arena size.
static uint64_t placeInOrder(std::vector<PlannedBuffer> &buffers,
                             const std::vector<unsigned> &order,
                             uint64_t alignment) {
  uint64_t arenaBytes = 0;
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
    arenaBytes = std::max(arenaBytes, best + buffer.bytes);
    placed.push_back(index);
  }
  return arenaBytes;
}

ArenaPlan planBestFit(std::vector<PlannedBuffer> &buffers, uint64_t alignment) {
  // Like XLA's heap simulator, try a few orders and keep the smallest arena:
  // largest first; longest-lived first; largest size x lifetime first.
  using Key = std::function<uint64_t(const PlannedBuffer &)>;
  const Key keys[] = {
      [](const PlannedBuffer &b) { return b.bytes; },
      [](const PlannedBuffer &b) { return uint64_t(b.end - b.start); },
      [](const PlannedBuffer &b) {
        return b.bytes * (uint64_t(b.end - b.start) + 1);
      },
  };
  ArenaPlan plan;
  plan.arenaBytes = std::numeric_limits<uint64_t>::max();
  std::vector<uint64_t> bestOffsets;
  for (const Key &key : keys) {
    std::vector<unsigned> order(buffers.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
      uint64_t ka = key(buffers[a]), kb = key(buffers[b]);
      if (ka != kb)
        return ka > kb;
      if (buffers[a].bytes != buffers[b].bytes)
        return buffers[a].bytes > buffers[b].bytes;
      return buffers[a].start < buffers[b].start;
    });
    uint64_t arenaBytes = placeInOrder(buffers, order, alignment);
    if (arenaBytes < plan.arenaBytes) {
      plan.arenaBytes = arenaBytes;
      bestOffsets.clear();
      for (const PlannedBuffer &b : buffers)
        bestOffsets.push_back(b.offset);
    }
  }
  for (auto [buffer, offset] : llvm::zip(buffers, bestOffsets))
    buffer.offset = offset;
  if (buffers.empty())
    plan.arenaBytes = 0;
  plan.livePeakBytes = livePeak(buffers);
  return plan;
}

} // namespace memopt
