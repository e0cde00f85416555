//===- RungSteps.h - the programs of a .mlir source's rungs -----*- C++ -*-===//
//
// --rung-step NAME=FILE gives a .mlir source the program of a precision or
// optimizer rung (a front end's export of the same model at mixed precision
// or with Adafactor), so that rung is analysed as a program, not a formula.
//
//===----------------------------------------------------------------------===//
#ifndef MEMADVISE_RUNGSTEPS_H
#define MEMADVISE_RUNGSTEPS_H

#include "Programs.h"

#include <string>
#include <vector>

namespace memadvise {

/// The rung names a step can be given for: mixed, adam8bit, lion, adafactor,
/// or mixed+<optimizer> (the cumulative ladder's optimizer rungs after mixed).
std::string rungStepNames();

/// Reads each `NAME=FILE` of `entries` into `programs`; fails with `error`
/// on an unknown name, a name given twice, an unreadable or unparsable file
/// (its located diagnostic printed), or a step of another parameter count.
bool addRungSteps(Programs &programs, mlir::MLIRContext &ctx,
                  const std::vector<std::string> &entries, std::string &error);

} // namespace memadvise

#endif
