//===- RematBudgetMilp.h - the exact step of strategy=budget ----*- C++ -*-===//
//
// On small steps strategy=budget also solves the MILP of the full space
// (RematOptimal.h), started from the heuristics' plan and bounded by a
// number of branch-and-bound nodes, not by time, so that the plan does not
// depend on the machine's load. Its plan is taken when it fits and costs
// fewer FLOPs than the heuristics' (proven or not: CBC's incumbent is a
// plan), or when theirs does not fit; a budget it does not meet gets the
// plan of the least peak the MILPs prove, which the refusal names.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATBUDGETMILP_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATBUDGETMILP_H

#include "RematRewrite.h"

#include "memopt/Transforms/Remat.h"

#include <optional>

namespace memopt {

/// Whether strategy=budget solves the MILP on this model: a solver in the
/// build, and a step of at most `maxUnits` units (the `milp-units` option).
bool runsBudgetMilp(const RematModel &model, unsigned maxUnits);

/// What the MILP did for strategy=budget.
struct BudgetMilpStep {
  /// The MILP's plan when it is taken, with its extra FLOPs.
  std::optional<std::vector<RematCopy>> copies;
  uint64_t extraFlops = 0;
  /// What the solve proved, against the plan applied (none when it proved
  /// nothing).
  std::optional<RematCertificate> certificate;
};

/// Solves the MILP at `budget` from the heuristics' plan `chosen` (its extra
/// FLOPs and planned peak given), bounded by `maxNodes` nodes per solve
/// (1,000 when not given), and says whether its plan is taken.
BudgetMilpStep solveBudgetMilp(const RematModel &model, uint64_t budget,
                               llvm::ArrayRef<RematCopy> chosen,
                               uint64_t chosenFlops, uint64_t chosenPeak,
                               std::optional<int> maxNodes = std::nullopt);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATBUDGETMILP_H
