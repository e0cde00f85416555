//===- LossResult.h - which result is the loss, and its value --*- C++ -*-===//
//
// mem-run prints the loss of a step that returns one: the result the role
// inference of docs/roles.md takes for the loss (a declared `memopt.role =
// "loss"`, else the one it infers), read as a double.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_LOSSRESULT_H
#define MEMOPT_TOOLS_MEMRUN_LOSSRESULT_H

#include "StepInvoker.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace memopt {

/// The index of the result of `func` that is its loss, if any (one scalar:
/// a float scalar or a one-element float tensor).
std::optional<unsigned> findLossResult(mlir::func::FuncOp func);

/// The value of a one-element float result.
double readLoss(const HostBuffer &result);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_LOSSRESULT_H
