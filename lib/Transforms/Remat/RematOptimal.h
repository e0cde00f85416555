//===- RematOptimal.h - the exact plan, from a MILP -------------*- C++ -*-===//
//
// strategy=optimal: the fewest extra FLOPs that fit the budget in the full
// Checkmate space on the program's order (any recomputable unit copied any
// number of times, each copy right before a group of its backward uses,
// from kept or copied inputs), as the MILP of bench/remat_checkmate.py,
// solved in-process by CBC (Debian's coinor-libcbc-dev).
//
// Stages j are the backward points that read some unit. R[u,j]: a copy of u
// is made in the gap before stage j; H[u,j]: a version of u is held entering
// that gap (H[u,0] = 0 drops the original after its last forward use).
// Reads need a version (R + H >= 1, for a stage's op or a copy's input),
// nothing is held that was not there (H[u,j+1] <= H[u,j] + R[u,j]), and the
// live bytes are bounded at every slot: the original's without the units'
// own after their last forward use, plus the held versions between stages,
// the versions a stage reads or holds on, and inside each gap the copies
// replayed at every allocation.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATOPTIMAL_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATOPTIMAL_H

#include "RematRewrite.h"

namespace memopt {

/// Whether this build has the solver (CBC found at configure time).
bool isOptimalRematAvailable();

/// What the solver found for one budget.
struct OptimalRemat {
  /// "optimal", "infeasible" (proven: no plan in the space fits), "time
  /// limit" or "node limit" (the best plan found, if any, with a gap), "no
  /// plan" (a limit passed before any plan was found), "relaxation" (the
  /// MILP's plan did not fit once counted exactly, RematMilp.h's
  /// hasFixedTail: the start's plan, under the MILP's bound).
  std::string status;
  std::vector<RematCopy> copies;
  /// The plan's extra FLOPs and the proven lower bound on any plan's.
  uint64_t extraFlops = 0;
  uint64_t lowerBound = 0;
  bool hasPlan() const {
    return status == "optimal" || status == "time limit" ||
           status == "node limit" || status == "relaxation";
  }
  /// (extraFlops - lowerBound) / extraFlops in percent; 0 when optimal.
  double gapPercent() const {
    return extraFlops == 0
               ? 0.0
               : 100.0 * double(extraFlops - lowerBound) / double(extraFlops);
  }
};

/// The LP relaxation of the MILP: lower bounds for any plan in the full
/// space.
struct RematLpBound {
  /// "bound" (both bounds proven), "infeasible" (no fractional plan fits the
  /// budget, so no plan does), "too large" (the LP was not built), "time
  /// limit" (the solver stopped first), "unavailable" (no solver).
  std::string status;
  /// The fewest extra FLOPs of any plan that fits the budget.
  uint64_t extraFlops = 0;
  /// The lowest peak of any plan.
  uint64_t peak = 0;
  /// What gave the bounds: the whole MILP's relaxation, or the cuts'
  /// (RematCutBound.h).
  std::string method = "lp relaxation";
};

/// Solves the two LP relaxations (at `budget`, and the least peak) within
/// `seconds` each, on models whose LP has at most `maxTerms` replay columns.
RematLpBound boundRematLp(const RematModel &model, uint64_t budget,
                          double seconds, uint64_t maxTerms);

/// The bounds of the cuts' LPs (RematCutBound.h): at most `maxCuts` of
/// them for each bound, within `seconds` in all; for steps whose whole LP
/// is too large.
RematLpBound boundRematCuts(const RematModel &model, uint64_t budget,
                            double seconds, unsigned maxCuts);

/// Solves the MILP of `model` at `budget` within `seconds` (and, when
/// given, `maxNodes` branch-and-bound nodes per solve), started from `start`
/// when it is a plan that fits (the heuristics' best); on steps of over 40
/// units CBC's root without the start comes first, and proves it optimal
/// where its bound reaches the start's cost.
OptimalRemat solveOptimalRemat(const RematModel &model, uint64_t budget,
                               double seconds,
                               llvm::ArrayRef<RematCopy> start = {},
                               std::optional<int> maxNodes = std::nullopt);

/// The lowest peak of any plan in the full space, as far as a search of
/// MILPs proves it: between the LP relaxation's least peak and `start`'s
/// peak, each probe asks for any plan that fits a budget (the first found
/// ends it), bounded by `maxNodes` branch-and-bound nodes.
struct LeastPeakRemat {
  /// The plan of the lowest peak found (`start` when none is lower), and
  /// its peak.
  std::vector<RematCopy> copies;
  uint64_t peak = 0;
  /// No plan peaks under it: the LP's bound, raised by each probe proven
  /// infeasible.
  uint64_t lowerBound = 0;
  bool proven() const { return lowerBound >= peak; }
};
LeastPeakRemat searchLeastPeak(const RematModel &model,
                               llvm::ArrayRef<RematCopy> start, double seconds,
                               int maxNodes);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATOPTIMAL_H
