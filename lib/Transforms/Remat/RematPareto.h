//===- RematPareto.h - Pareto sweep over drop sets --------------*- C++ -*-===//
//
// The budget problem is close to a knapsack: most plans peak where the
// forward hands over to the backward, and there each dropped buffer frees
// its bytes at its own cost. The cheapest-first search adds one drop at a
// time and expands only plans that peak lower than every cheaper one, so it
// cannot reach a set that pairs one large, dear drop with a few small ones
// when the set's cheaper subsets peak no lower than other plans.
//
// This sweep is the classical method for such a knapsack (Nemhauser and
// Ullmann's): candidates are taken one by one, largest first, and after each
// the plans that no other plan beats are kept, every one of them also
// extended by the candidate where it frees bytes at the plan's peak. One
// plan beats another when it costs no more FLOPs and peaks no higher in each
// of a few equal spans of the program: the global peak alone would throw
// away plans whose bytes sit where later drops matter less (a clone in the
// backward, say). Peaks and FLOPs are the plan's own, clones and all, so the
// sweep is exact for a single peak point and additive costs and a heuristic
// elsewhere.
//
// The plans it ends with do not depend on the budget; the budget only picks
// among them, so the choice is monotone. The sweep is bounded by drops
// applied; on large graphs it stops early, and the other plans decide.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATPARETO_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATPARETO_H

#include "RematPlan.h"

#include <optional>

namespace memopt {

struct RematParetoLimits {
  /// Drops applied, in all; a bound on time.
  uint64_t maxDrops = 60000;
  /// Spans of the program whose peaks a plan must not exceed to beat another.
  unsigned spans = 4;
};

/// The cheapest plan of the sweep that fits `budget` (ties: the lowest
/// peak), else the one with the lowest peak; none when nothing was swept.
std::optional<RematPlan>
paretoCheapestFit(const RematModel &model, uint64_t budget,
                  const RematParetoLimits &limits = {});

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATPARETO_H
