//===- RematPlanFile.h - a plan from an external solver ---------*- C++ -*-===//
//
// memopt-remat's `apply-plan` reads the copies an exact solver chose
// (bench/remat_checkmate.py) on the model that `export-model` wrote:
//
//   {"copies": [{"unit": 3, "before": 402}, ...]}
//
// units numbered as in the export, `before` a backward point of the
// analysis' program order. Any set of copies of recomputable units is a
// program that computes the same values (MLIR ops without memory effects
// are deterministic), so the file needs no other consistency.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATPLANFILE_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATPLANFILE_H

#include "RematRewrite.h"

namespace memopt {

/// The copies in the file at `path`, sorted; a located error on the function
/// for an unreadable or malformed file, a unit that does not exist or may
/// not be recomputed, or a point outside the backward.
llvm::FailureOr<std::vector<RematCopy>> readRematCopies(const RematModel &model,
                                                        llvm::StringRef path);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATPLANFILE_H
