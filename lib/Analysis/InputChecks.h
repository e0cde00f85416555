//===- InputChecks.h - what the analysis refuses, with a location -*- C++ -*-=//

#ifndef MEMOPT_LIB_ANALYSIS_INPUTCHECKS_H
#define MEMOPT_LIB_ANALYSIS_INPUTCHECKS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace memopt {

/// Emits a located error for each construct the analysis cannot size:
/// memrefs (the analysis runs before bufferization), unranked tensors,
/// tensors of element types without a known size, calls to external
/// functions, and uses before definition in regions without SSA dominance
/// (graph regions: nested modules, unregistered ops' regions), which have
/// no program order, and conditional branches passing one tensor to
/// several arguments of one successor (not lowered as modelled), loops
/// made of branches (a cycle of blocks, counted once) and scf.while loops
/// carrying tensors (their copies per iteration not modelled). Callees are
/// looked up in `symbols` (the module's); the function's calls are appended to
/// `calls`, for orderCalleesFirst.
mlir::LogicalResult
checkAnalysable(mlir::func::FuncOp func, const mlir::SymbolTable &symbols,
                llvm::SmallVectorImpl<mlir::func::CallOp> &calls);

/// The functions with a body, each after every function it calls (`callsOf`:
/// the calls of each function with a body, from checkAnalysable). Emits an
/// error at a call that closes a cycle (recursion has no bounded memory).
mlir::FailureOr<std::vector<mlir::func::FuncOp>> orderCalleesFirst(
    mlir::ModuleOp module, const mlir::SymbolTable &symbols,
    const llvm::DenseMap<mlir::Operation *,
                         llvm::SmallVector<mlir::func::CallOp>> &callsOf);

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_INPUTCHECKS_H
