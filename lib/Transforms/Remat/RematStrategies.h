//===- RematStrategies.h - choosing what to drop ----------------*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATSTRATEGIES_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATSTRATEGIES_H

#include "RematPlan.h"

#include "memopt/Transforms/Remat.h"

namespace memopt {

/// The plan of a fixed strategy (none, per-layer, sqrt, selective). Emits a
/// located error when the strategy does not apply (no layers).
llvm::FailureOr<RematPlan> planFixedStrategy(const RematModel &model,
                                             RematStrategy strategy);

/// The budget strategy. Drops candidates one at a time, each time the one
/// live at the current peak that adds the fewest FLOPs per byte it frees
/// there, until the peak fits `budget`. The order of drops does not depend on
/// the budget, so a lower budget takes a longer prefix of the same sequence:
/// never fewer extra FLOPs, never a higher planned peak. When nothing live at
/// the peak can be dropped, returns the plan with the lowest peak reached
/// (the caller reports it as infeasible when it is over the budget).
RematPlan planForBudget(const RematModel &model, uint64_t budget);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATSTRATEGIES_H
