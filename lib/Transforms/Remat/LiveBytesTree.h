//===- LiveBytesTree.h - live bytes per point under interval edits -*- C++ -*-//
//
// A segment tree over program points: add (or remove) bytes on an interval
// of points in O(log n), and read the peak and its first point in O(1). The
// planner edits intervals as it drops and recomputes buffers and needs the
// new peak after every edit.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_LIVEBYTESTREE_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_LIVEBYTESTREE_H

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <vector>

namespace memopt {

class LiveBytesTree {
public:
  explicit LiveBytesTree(llvm::ArrayRef<uint64_t> liveBytes);

  /// Adds `delta` (two's complement for removals) to points [first, last].
  void add(unsigned first, unsigned last, int64_t delta);

  /// The largest live bytes, and the first point where they are reached.
  int64_t getPeak() const { return size == 0 ? 0 : maxOf[1]; }
  unsigned getPeakPoint() const;
  /// The largest live bytes over points [first, last].
  int64_t getMax(unsigned first, unsigned last) const;
  unsigned getSize() const { return size; }

private:
  void build(unsigned node, unsigned lo, unsigned hi,
             llvm::ArrayRef<uint64_t> liveBytes);
  void add(unsigned node, unsigned lo, unsigned hi, unsigned first,
           unsigned last, int64_t delta);
  int64_t getMax(unsigned node, unsigned lo, unsigned hi, unsigned first,
                 unsigned last) const;

  unsigned size;
  /// Max over the node's points, its own pending addition included.
  std::vector<int64_t> maxOf;
  /// Addition that applies to every point under the node.
  std::vector<int64_t> pending;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_LIVEBYTESTREE_H
