//===- RematCutBound.h - bounds from one memory row at a time ---*- C++ -*-===//
//
// Certificates for steps whose full LP relaxation is too large: each memory
// row outside the gaps' replay (a cut: RematSpace::Cut, entering stage t's
// gap or at a stage's op) gives an LP of its own, with two columns per unit
// whatever the number of stages:
//   h_u: u is held across the cut (H[u,t] in the MILP),
//   c_u: u is copied at some stage >= t (min(1, sum over j >= t of R[u,j])),
//   u read by a stage >= t:        h_u + c_u >= 1,
//   v read by a copy, v reads u:   c_v <= h_u + c_u,
//   u pinned:                      c_u = 0,
//   the cut's bytes:               constant + sum bytes_u h_u <= budget,
// minimising sum flops_u c_u (at most the plan's extra FLOPs, since a copy
// at stage j >= t costs flops_u each time). Every plan of the MILP maps to
// a point of it: a read at stage k >= t needs R[u,k] + H[u,k] >= 1, and
// H[u,k] <= H[u,t] + sum over t <= i < k of R[u,i], so h_u + c_u >= 1; a
// copy of v at j >= t needs R[u,j] + H[u,j] >= 1 likewise. So its optimum
// bounds the extra FLOPs of every plan that fits, and the largest over the
// cuts is the bound. Minimising the held bytes instead (no budget row)
// bounds the peak of every plan at that row.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATCUTBOUND_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATCUTBOUND_H

#include "RematMilp.h"

namespace memopt {

/// One cut's LP (continuous columns only).
struct RematCutLp {
  RematMilp lp;
  /// The bytes the cut holds whatever the plan (its objective's offset when
  /// minimising the peak).
  double constant = 0;
};

/// The LP of `cut`: the fewest extra FLOPs at `budget`, or with `leastPeak`
/// the least bytes held there (then `budget` is not used).
RematCutLp buildCutLp(const RematModel &model, const RematSpace &space,
                      const RematSpace::Cut &cut, uint64_t budget,
                      bool leastPeak);

/// The cuts by how many bytes they must free at `budget` (the bytes they
/// would hold with every unit kept, less the budget), most first; only
/// those with bytes to free.
std::vector<unsigned> rankCutsByExcess(const RematModel &model,
                                       const RematSpace &space,
                                       uint64_t budget);

/// A lower bound on the peak at each cut that needs no LP: its constant and
/// the pinned units read after it, which no plan can drop; the cuts by it,
/// highest first, paired with it.
std::vector<std::pair<uint64_t, unsigned>>
rankCutsByHeldBytes(const RematModel &model, const RematSpace &space);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATCUTBOUND_H
