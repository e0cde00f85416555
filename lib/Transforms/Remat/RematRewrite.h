//===- RematRewrite.h - cloning producers into the backward -----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATREWRITE_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATREWRITE_H

#include "RematPlan.h"

namespace memopt {

/// Applies `plan` to the function of `model`: the producers of every cloned
/// unit are cloned, in program order, right before the unit's clone point,
/// marked `memopt.remat` and `memopt.phase = "backward"` (keeping their
/// location and `memopt.layer`); the backward uses of dropped units read the
/// clones. Clones nobody reads (unused views of a recomputed buffer) are
/// erased. Returns how many ops were cloned.
unsigned applyRematPlan(const RematModel &model, const RematPlan &plan);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATREWRITE_H
