//===- RematCopySearch.h - heuristic plans in the full space ----*- C++ -*-===//
//
// The budget strategy's family in the full space: a unit recomputed before
// several groups of its uses (freed in between), and chains of copies from
// kept inputs. From each start (plans that do not depend on the budget) the
// peak is lowered one move at a time: a version live at the peak slot but
// not read there is copied again before its next reader, or in an earlier
// gap where the plan copies already (with or without copies of the inputs
// that copy would otherwise keep alive); after each move the copies that
// are no longer needed at the plan's own peak are taken back, dearest
// first. Then, at targets between the peaks found, exchanges, trades,
// hoists (a copy moved with its chain into an earlier gap) and re-chains
// (every copy's cheap inputs copied beside it, then take-backs). Every plan
// on these paths is kept, so the cheapest that fits a budget is monotone
// in it.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATCOPYSEARCH_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATCOPYSEARCH_H

#include "RematCopyPlan.h"

#include <optional>

namespace memopt {

/// A plan of the search, with the evaluator's numbers.
struct CopySearchPlan {
  CopyPoints points;
  uint64_t peak = 0, extraFlops = 0;
};

/// The plans found from `starts`; bounded by `maxWork` slot visits (each
/// evaluation visits every slot of the program once); then, at each peak
/// found, the cheapest plan under it is improved by exchanges at that peak
/// (chains included), with as much work again.
std::vector<CopySearchPlan> searchCopyPlans(const CopyPlanEvaluator &evaluator,
                                            llvm::ArrayRef<CopyPoints> starts,
                                            uint64_t maxWork);

/// The cheapest plan that fits `budget` (then the lowest peak), else the
/// lowest peak (then the cheapest); none when `plans` is empty.
const CopySearchPlan *cheapestFit(llvm::ArrayRef<CopySearchPlan> plans,
                                  uint64_t budget);

/// strategy=budget's plan in the full space: the search from the empty plan
/// and the block strategies' plans, on models of at most 512 units where
/// the evaluator counts `heuristic` (the one-clone plan) as RematPlan does
/// (elsewhere, none).
std::optional<CopySearchPlan> planCopiesForBudget(const RematModel &model,
                                                  const RematPlan &heuristic,
                                                  uint64_t budget);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATCOPYSEARCH_H
