//===- SharedEmptyTensors.h - one tensor.empty, many destinations -*- C++ -*-//
//
// Importers such as torch-mlir CSE `tensor.empty`: one value becomes the
// `outs` of many ops. It holds no data, so the analysis gives each op that
// writes into it an allocation of its own, as if every use had its own
// `tensor.empty`; the CPU lowering splits them the same way before
// bufferization, so that the program allocates what the analysis counts.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_SHAREDEMPTYTENSORS_H
#define MEMOPT_ANALYSIS_SHAREDEMPTYTENSORS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

namespace memopt {

/// Whether `value` is a `tensor.empty` with more than one use.
bool isSharedEmptyTensor(mlir::Value value);

/// Gives every use of a shared `tensor.empty` in `root` its own copy, placed
/// before the user.
void splitSharedEmptyTensors(mlir::Operation *root);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_SHAREDEMPTYTENSORS_H
