//===- RematSearch.h - cheapest-first search over drop sets -----*- C++ -*-===//
//
// The greedy sequence of the budget strategy can overshoot: the best
// FLOPs-per-byte drop at the peak may free far more than the budget needs
// while a dearer-per-byte, smaller one would do. This search enumerates drop
// sets in order of extra FLOPs (uniform-cost search: a child is its parent
// plus one drop live at the parent's peak) and stops at the first that fits.
//
// The enumeration does not depend on the budget, only where it stops does,
// and every plan it pops costs at least as much as the ones before: the
// answer for a lower budget is never cheaper and never peaks higher. A plan
// that peaks no lower than one popped before it is useless for every budget
// (the earlier one is cheaper and fits wherever it fits), so it is not
// expanded. The search is bounded by a work limit that also does not depend
// on the budget; past it the caller's own plans decide.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATSEARCH_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATSEARCH_H

#include "RematPlan.h"

#include <optional>

namespace memopt {

struct RematSearchLimits {
  /// Children per expanded plan: the best by FLOPs per byte freed at the
  /// peak, and the cheapest in FLOPs (a few of each; the greedy's own choice
  /// is always among them).
  unsigned childrenByRatio = 6;
  unsigned childrenByCost = 6;
  /// Drops applied while moving between plans, in all; a bound on time:
  /// at most maxDrops, and work / units on large models (getDropBound).
  uint64_t maxDrops = 60000;
  uint64_t work = uint64_t(16) << 20;
};

/// The cheapest plan in the enumeration, from the empty plan and the `seeds`
/// (other strategies' drop sets, searched from too), whose peak fits
/// `budget`; none when no plan within the limits fits.
std::optional<RematPlan>
searchCheapestFit(const RematModel &model, uint64_t budget,
                  llvm::ArrayRef<RematPlan> seeds,
                  const RematSearchLimits &limits = {});

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATSEARCH_H
