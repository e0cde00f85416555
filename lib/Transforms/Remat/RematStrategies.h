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

/// The block strategies' plans (selective, per-layer, sqrt), where they
/// apply (the layer strategies need units in layers; without them they are
/// skipped quietly).
std::vector<RematPlan> planBlockStrategies(const RematModel &model);

/// The budget strategy: the cheapest plan that fits `budget` among four
/// families of plans that do not depend on the budget (the greedy sequence
/// by FLOPs per byte freed at the peak and its detours, the fixed block
/// strategies, a cheapest-first search over drop sets, a Pareto sweep), so
/// a lower budget never gives fewer extra FLOPs or a higher planned peak.
/// When no plan fits, returns the one with the lowest peak (the caller
/// reports it as infeasible when it is over the budget).
RematPlan planForBudget(const RematModel &model, uint64_t budget);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATSTRATEGIES_H
