//===- GathersIntoArguments.h - updates gathered in place -------*- C++ -*-===//
//
// Under ZeRO-1 and ZeRO-2 each rank updates its block of a parameter and
// all-gathers the updated blocks (`shard.all_gather`). Taken as a collective
// that allocates its result, the gather puts a second copy of every
// parameter beside the arguments at the end of the step; ZeRO's
// implementations gather the updated blocks into the parameter's own
// storage instead. A gather qualifies when its operand is the update of the
// rank's block of an argument of the gathered type (a destination-style op
// writing into a `shard.all_slice` or, in a rank's program, a
// `tensor.extract_slice` of the argument) and nothing reads that argument
// after the gather: the gather's result is then the argument's buffer. The
// memory analysis counts it so, and mem-run lowers such a gather to an MPI
// all-gather in place in the argument's buffer.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_GATHERSINTOARGUMENTS_H
#define MEMOPT_ANALYSIS_GATHERSINTOARGUMENTS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/MapVector.h"

namespace memopt {

/// The all-gathers of the function `func` (its entry block's top level)
/// whose result is an argument's buffer, each with that argument, in
/// program order. An argument two gathers would claim is claimed by none.
llvm::MapVector<mlir::Operation *, mlir::BlockArgument>
findGathersIntoArguments(mlir::Operation *func);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_GATHERSINTOARGUMENTS_H
