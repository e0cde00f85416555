//===- RematRewrite.h - cloning producers into the backward -----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATREWRITE_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATREWRITE_H

#include "RematPlan.h"

namespace memopt {

/// One recomputation of a unit: its producers cloned right before the
/// top-level op at `point` (a backward point). The copy serves every later
/// backward use of the unit, and every later clone that reads it, until the
/// next copy of the same unit; the version it replaces dies after its last
/// reader before `point`. A unit may have any number of copies (the full
/// Checkmate space on the program's order).
struct RematCopy {
  unsigned unit = 0;
  unsigned point = 0;
  bool operator<(const RematCopy &other) const {
    return std::make_pair(point, unit) <
           std::make_pair(other.point, other.unit);
  }
  bool operator==(const RematCopy &other) const {
    return unit == other.unit && point == other.point;
  }
};

/// The copies of `plan`: one per cloned unit, at its clone point.
std::vector<RematCopy> getRematCopies(const RematModel &model,
                                      const RematPlan &plan);

/// Applies `copies` to the function of `model`. The producers of the units
/// copied before one point are cloned there together, in program order (so
/// that units whose producers interleave, and chains of copies, read each
/// other's clones), each operand read from the latest copy of its unit
/// placed so far, else the original. The clones are marked `memopt.remat`
/// and `memopt.phase = "backward"` (keeping their location and
/// `memopt.layer`); each backward use of a copied unit reads the latest copy
/// placed at or before its point. Clones nobody reads (unused views of a
/// recomputed buffer) are erased. Returns how many ops were cloned.
unsigned applyRematCopies(const RematModel &model,
                          llvm::ArrayRef<RematCopy> copies);

/// applyRematCopies(model, getRematCopies(model, plan)).
unsigned applyRematPlan(const RematModel &model, const RematPlan &plan);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATREWRITE_H
