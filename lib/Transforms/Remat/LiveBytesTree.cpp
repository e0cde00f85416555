//===- LiveBytesTree.cpp - live bytes per point under interval edits ------===//

#include "LiveBytesTree.h"

#include <algorithm>

namespace memopt {

LiveBytesTree::LiveBytesTree(llvm::ArrayRef<uint64_t> liveBytes)
    : size(liveBytes.size()) {
  if (size == 0)
    return;
  maxOf.assign(4 * size, 0);
  pending.assign(4 * size, 0);
  build(1, 0, size - 1, liveBytes);
}

void LiveBytesTree::build(unsigned node, unsigned lo, unsigned hi,
                          llvm::ArrayRef<uint64_t> liveBytes) {
  if (lo == hi) {
    maxOf[node] = static_cast<int64_t>(liveBytes[lo]);
    return;
  }
  unsigned mid = lo + (hi - lo) / 2;
  build(2 * node, lo, mid, liveBytes);
  build(2 * node + 1, mid + 1, hi, liveBytes);
  maxOf[node] = std::max(maxOf[2 * node], maxOf[2 * node + 1]);
}

void LiveBytesTree::add(unsigned first, unsigned last, int64_t delta) {
  if (size == 0 || first > last || delta == 0)
    return;
  add(1, 0, size - 1, first, std::min(last, size - 1), delta);
}

void LiveBytesTree::add(unsigned node, unsigned lo, unsigned hi, unsigned first,
                        unsigned last, int64_t delta) {
  if (last < lo || hi < first)
    return;
  if (first <= lo && hi <= last) {
    maxOf[node] += delta;
    pending[node] += delta;
    return;
  }
  unsigned mid = lo + (hi - lo) / 2;
  add(2 * node, lo, mid, first, last, delta);
  add(2 * node + 1, mid + 1, hi, first, last, delta);
  maxOf[node] = std::max(maxOf[2 * node], maxOf[2 * node + 1]) + pending[node];
}

int64_t LiveBytesTree::getMax(unsigned first, unsigned last) const {
  if (size == 0 || first > last || first >= size)
    return 0;
  return getMax(1, 0, size - 1, first, std::min(last, size - 1));
}

int64_t LiveBytesTree::getMax(unsigned node, unsigned lo, unsigned hi,
                              unsigned first, unsigned last) const {
  if (first <= lo && hi <= last)
    return maxOf[node];
  unsigned mid = lo + (hi - lo) / 2;
  int64_t best = INT64_MIN;
  if (first <= mid)
    best = getMax(2 * node, lo, mid, first, last);
  if (mid < last)
    best = std::max(best, getMax(2 * node + 1, mid + 1, hi, first, last));
  return best + pending[node];
}

unsigned LiveBytesTree::getPeakPoint() const {
  if (size == 0)
    return 0;
  // Descend towards the leftmost child that reaches the maximum, tracking
  // the pending additions of the ancestors.
  unsigned node = 1, lo = 0, hi = size - 1;
  int64_t above = 0;
  while (lo != hi) {
    above += pending[node];
    unsigned mid = lo + (hi - lo) / 2;
    if (maxOf[2 * node] + above >= maxOf[1]) {
      node = 2 * node;
      hi = mid;
    } else {
      node = 2 * node + 1;
      lo = mid + 1;
    }
  }
  return lo;
}

} // namespace memopt
