//===- GathersIntoArguments.h - updates gathered in place -------*- C++ -*-===//
//
// Under ZeRO-1 and ZeRO-2 each rank updates its block of a parameter and
// all-gathers the updated blocks (`shard.all_gather`). Taken as a collective
// that allocates its result, the gather puts a second copy of every
// parameter beside the arguments at the end of the step; ZeRO's
// implementations gather the updated blocks into the parameter's own
// storage instead. A gather qualifies when its operand is the update of the
// rank's block of an argument of the gathered elements (a destination-style
// op writing into a `shard.all_slice` or, in a rank's program, a
// `tensor.extract_slice` of the argument, through casts and reshapes: 8-bit
// Adam updates its parameters flattened) and nothing reads that argument
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

/// An all-gather into an argument's buffer.
struct GatherIntoArgument {
  /// The parameter whose buffer the gathered result is.
  mlir::BlockArgument argument;
  /// The update of the rank's block, the gather's operand (through views).
  mlir::OpResult update;
  /// The rank's block of the argument (through views) the update writes:
  /// a `shard.all_slice`, or a `tensor.extract_slice` in a rank's program.
  mlir::Operation *block;
};

/// The all-gathers of the function `func` (its entry block's top level)
/// whose result is an argument's buffer, in program order. An argument two
/// gathers would claim is claimed by none.
llvm::MapVector<mlir::Operation *, GatherIntoArgument>
findGathersIntoArguments(mlir::Operation *func);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_GATHERSINTOARGUMENTS_H
