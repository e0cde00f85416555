//===- RematPlan.h - which buffers to drop, and what that costs -*- C++ -*-===//
//
// A plan is the set of dropped candidates. From it follow the units that are
// cloned (the dropped ones and, transitively, every non-kept unit their
// producers read), where each clone goes (the first point any of its readers
// needs it: a backward use of a dropped unit, or a clone that reads it) and
// how long it lives. The live bytes of the rewritten program are tracked at
// every original op and in every gap between ops where clones run: a dropped
// buffer dies at its last forward use, a clone is live from its first op to
// its last reader, and a kept buffer that a clone reads lives until that
// clone. The clones of one gap are replayed op by op, as the IR will run
// them, so the plan matches the analysis of the rewritten IR.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATPLAN_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATPLAN_H

#include "LiveBytesTree.h"
#include "RematModel.h"

#include "llvm/ADT/SetVector.h"

#include <functional>

namespace memopt {

/// Live bytes of the original program per slot (2p: the gap before op p,
/// the buffers live across it; 2p+1: op p), where every plan starts.
std::vector<uint64_t> getSlotBytes(const FunctionMemoryProfile &profile);

class RematPlan {
public:
  explicit RematPlan(const RematModel &model);

  /// Drops candidate `unit`: its backward readers read a clone.
  void drop(unsigned unit);

  bool isDropped(unsigned unit) const { return dropped[unit]; }
  bool isCloned(unsigned unit) const { return cloned[unit]; }
  /// The point before which a cloned unit is recomputed.
  unsigned getClonePoint(unsigned unit) const { return clonePoint[unit]; }
  /// The candidates dropped so far, in order.
  llvm::ArrayRef<unsigned> getDropOrder() const { return dropOrder; }

  /// The planned peak, and the point at (or right before) which it is.
  uint64_t getPeak() const { return static_cast<uint64_t>(live.getPeak()); }
  unsigned getPeakPoint() const { return live.getPeakPoint() / 2; }
  /// The planned peak over each of `count` equal spans of the program.
  llvm::SmallVector<uint64_t, 8> getSpanPeaks(unsigned count) const;
  uint64_t getExtraFlops() const { return extraFlops; }

  /// Which strategy made the plan ("greedy" for the budget's own sequence).
  llvm::StringRef getOrigin() const { return origin; }
  void setOrigin(llvm::StringRef name) { origin = name; }

  /// FLOPs that dropping `unit` would add: its producers and those of the
  /// units it would newly pull into the clones.
  uint64_t getDropCost(unsigned unit) const;
  /// Whether dropping `unit` now frees its bytes where the plan peaks.
  bool freesAtPeak(unsigned unit) const;

  /// Starts recording changes; rollback(mark) undoes every change since.
  unsigned checkpoint();
  void rollback(unsigned mark);

  /// FLOPs added on behalf of each dropped unit (the clones it pulled in).
  uint64_t getFlopsAddedFor(unsigned unit) const { return flopsAddedFor[unit]; }

  /// What-if edits for the exchange moves, undone by rollback like drops.
  /// The slots where dropping `unit` (dropped now) frees its bytes: after its
  /// last forward use up to the gap where its clone runs (empty when first >
  /// last).
  std::pair<unsigned, unsigned> getFreedSlots(unsigned unit) const;
  /// The largest live bytes over slots [first, last].
  uint64_t getMaxLive(unsigned first, unsigned last) const {
    return static_cast<uint64_t>(live.getMax(first, last));
  }
  /// Counts `bytes` more on slots [first, last]; needs an open checkpoint.
  void reserve(unsigned first, unsigned last, uint64_t bytes);

private:
  static constexpr unsigned kNever = ~0u;

  // The timeline has two slots per original point p: slot 2p is the gap
  // before op p, where the clones placed before p run; slot 2p+1 is op p.
  static unsigned gap(unsigned point) { return 2 * point; }
  static unsigned at(unsigned point) { return 2 * point + 1; }

  void clone(unsigned unit, unsigned owner);
  /// Recomputes the interval of `unit` (a clone, or the extension of a kept
  /// unit read by clones) from its readers; propagates to what it reads.
  void refresh(unsigned unit);
  void setInterval(unsigned unit, unsigned first, unsigned last);
  /// Replays the clones of the gap before `point` op by op: their peak
  /// there, on top of what crosses the gap.
  void updateGap(unsigned point);
  bool isKept(unsigned unit) const;
  /// Changes state, logging the old value while a checkpoint is open.
  template <typename T> void assign(T &slot, T value) {
    if (recording)
      logUndo([&slot, old = slot] { slot = old; });
    slot = value;
  }
  void addLive(unsigned first, unsigned last, int64_t delta);
  template <typename F> void logUndo(F undo) {
    if (recording)
      undoLog.emplace_back(std::move(undo));
  }
  unsigned getClonePointIfDropped(unsigned unit) const;

  const RematModel &model;
  LiveBytesTree live;
  std::vector<char> dropped, cloned;
  std::vector<unsigned> clonePoint;
  /// Last slot at which a cloned unit is live (kNever: none after its gap).
  std::vector<unsigned> lastSlot;
  /// The slots added to the tree for the unit past its gap (clone) or past
  /// its end (extension of a kept unit).
  std::vector<unsigned> addedFirst, addedLast;
  /// Clones per gap, and each gap's replayed peak as added to the tree.
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 8>> gapMembers;
  llvm::DenseMap<unsigned, int64_t> gapPeak;
  llvm::SetVector<unsigned> dirtyGaps;
  std::vector<uint64_t> flopsAddedFor;
  std::vector<unsigned> dropOrder;
  uint64_t extraFlops = 0;
  llvm::StringRef origin = "greedy";
  unsigned recording = 0;
  std::vector<std::function<void()>> undoLog;
};

/// A plan with `drops` applied in order, made by `origin`.
RematPlan buildPlan(const RematModel &model, llvm::ArrayRef<unsigned> drops,
                    llvm::StringRef origin);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATPLAN_H
