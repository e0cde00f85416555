//===- FastInPlaceModel.h - the fast in-place decider -------------*- C++
//-*-===//
//
// Private to lib/Analysis: the fast decider of BufferAliasing (its own model
// of which operands bufferize in place, without One-Shot's module analysis)
// and the alias rules it shares with the facade in BufferAliasing.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_FASTINPLACEMODEL_H
#define MEMOPT_LIB_ANALYSIS_FASTINPLACEMODEL_H

#include "BufferAliasing.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

#include <utility>
#include <vector>

namespace mlir {
namespace bufferization {
class AnalysisState;
} // namespace bufferization
} // namespace mlir

namespace memopt {

class ProgramOrder;

/// Whether the ops' bufferization models can be asked about `op` without a
/// One-Shot module analysis (see BufferAliasing.cpp).
bool isModelled(mlir::Operation *op,
                const mlir::bufferization::AnalysisState &state);

/// Whether bufferization gives `op`, a tensor.collapse_shape, a copy of its
/// source rather than a view.
bool collapsesIntoCopy(mlir::Operation *op);

/// The loop result an init operand bufferizes into, if it is one.
mlir::Value getLoopResultOfInit(mlir::OpOperand &operand);

/// Calls `fn(operand, blockArgument)` for each tensor that `op`, a branch
/// (cf.br, cf.cond_br), forwards to a successor's block argument.
void forEachForwardedTensor(
    mlir::Operation *op,
    llvm::function_ref<void(mlir::Value, mlir::BlockArgument)> fn);

/// The fast decider: appends to `shares` the (operand, result) pairs of the
/// ops in `order` that share a buffer; `callees` tells what each call's
/// callee does with its arguments. Returns false when One-Shot's order of
/// decisions may place a copy elsewhere on this function (a view of a
/// buffer written later, read after the write): then only One-Shot's
/// decisions are exact.
bool findFastInPlaceShares(
    const mlir::bufferization::AnalysisState &state, ProgramOrder &order,
    CalleeBuffersLookup callees,
    std::vector<std::pair<mlir::Value, mlir::Value>> &shares);

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_FASTINPLACEMODEL_H
