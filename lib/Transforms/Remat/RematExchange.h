//===- RematExchange.h - exchange moves on a drop set -----------*- C++ -*-===//
//
// The searches grow drop sets one drop at a time, so a set they reach keeps
// every drop it took on the way, even one that a later, larger drop has made
// useless. An exchange adds one candidate and takes back the drops that no
// longer hold the peak down: several small, dear drops can give way to one
// large, cheap-per-byte one (what the exact solver does at the lowest
// budgets of four-layer steps).
//
// A move is screened on the plan's live bytes (taking a drop back puts its
// bytes back from its last forward use to its clone's gap) and then checked
// by building the new set: its peak must be no higher than the old one and
// its FLOPs lower. The result depends only on the set it starts from, never
// on the budget, so plans improved this way can join a budget-independent
// pool without breaking monotonicity.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATEXCHANGE_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATEXCHANGE_H

#include "DropStack.h"

#include <optional>

namespace memopt {

class RematExchanger {
public:
  /// The drops applied over all calls are bounded, a bound on time that
  /// does not depend on the budget: a drop costs about as much as the model
  /// is large, so the bound is a constant work over the number of units,
  /// and at most kMaxDrops.
  explicit RematExchanger(const RematModel &model);
  static constexpr uint64_t kWork = uint64_t(8) << 20;
  static constexpr uint64_t kMaxDrops = 40000;

  /// A drop set that peaks no higher than `drops` and adds fewer FLOPs,
  /// reached by exchanges until none helps; none when the first finds
  /// nothing or the bound is spent.
  std::optional<std::vector<unsigned>> improve(llvm::ArrayRef<unsigned> drops);

  bool isSpent() const { return scratch.getDropsApplied() >= maxDrops; }

private:
  struct Move {
    /// The candidate dropped, and the drops taken back so that its clone
    /// reads them (the others are taken back after, each checked).
    unsigned added;
    llvm::SmallVector<unsigned, 8> sources;
    /// FLOPs saved, with the take-backs that seem to fit.
    int64_t estimatedGain;
  };
  /// Brings the scratch plan to `drops` (in that order): undoes the drops
  /// after the prefix it shares with the loaded list and applies the rest,
  /// so that sets differing in a few late drops cost a few drops, not a new
  /// plan over the whole program.
  const RematPlan &load(llvm::ArrayRef<unsigned> drops);
  /// The exchanges worth checking from `drops`, best estimate first.
  std::vector<Move> findMoves(llvm::ArrayRef<unsigned> drops,
                              uint64_t peakLimit);
  /// The dropped ancestors of `unit` a clone of it would recompute from:
  /// the nearest (reached through intermediates only), and those whose
  /// clones it would pull earlier (reached through any unit not kept).
  void findDroppedSources(const RematPlan &plan, unsigned unit,
                          llvm::SmallVectorImpl<unsigned> &nearest,
                          llvm::SmallVectorImpl<unsigned> &pulled) const;
  /// Adds to `move` the FLOPs of the drops of the loaded plan (which has
  /// the move applied) that seem to fit back under `peakLimit`, dearest
  /// first: a screen on the plan's live bytes, undone before returning.
  void estimateTakeBacks(uint64_t peakLimit, Move &move);
  /// `drops` less the drops that can be taken back with the peak kept under
  /// `peakLimit` (each checked on the plan), chosen greedily.
  std::vector<unsigned> takeBackUnneeded(std::vector<unsigned> drops,
                                         uint64_t peakLimit);

  const RematModel &model;
  std::vector<unsigned> candidates;
  uint64_t maxDrops;
  DropStack scratch;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATEXCHANGE_H
