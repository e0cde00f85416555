//===- BufferAliasing.h - which tensors share a buffer ----------*- C++ -*-===//
//
// Decides which op operands bufferize in place, so that a result shares the
// buffer of the operand it aliases (views, destinations, loop inits). Two
// deciders, both reading ops' upstream BufferizableOpInterface:
//
//   one-shot  upstream One-Shot Bufferize itself, run in analysis mode on a
//             clone of the module: exactly what `one-shot-bufferize` does,
//             but superlinear on large graphs;
//   fast      a linear model of One-Shot's rules: walking in program order, a
//             write bufferizes in place unless its buffer is not writable
//             (a constant, an unknown op's result, a read-only argument) or
//             some value of that buffer is read after the write. Tests check
//             it against one-shot.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_BUFFERALIASING_H
#define MEMOPT_LIB_ANALYSIS_BUFFERALIASING_H

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Analysis/SharedEmptyTensors.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <utility>
#include <vector>

namespace mlir::bufferization {
class AnalysisState;
struct OneShotBufferizationOptions;
} // namespace mlir::bufferization

namespace memopt {

class ProgramOrder;

// isSharedEmptyTensor: a `tensor.empty` that is the destination of several
// ops. Both deciders give each op writing into it an allocation of its own,
// and the value itself takes no bytes (SharedEmptyTensors.h).

/// Whether `value` is a `tensor.empty` whose every use is the destination of
/// a linalg op whose body does not read it, or the rank's block of it that
/// memopt-shard takes as a destination (isEmptyBlock, Collectives.h: an empty
/// tensor of its own). When no such op writes into it in
/// place (its buffer holds nothing else), bufferization allocates a new
/// buffer for each writer and the empty's own allocation is never used (and
/// erased): the value takes no bytes.
bool isEmptyTensorOnlyOverwritten(mlir::Value value);

/// What a caller needs to know of a callee's buffers: which argument's whole
/// buffer each result is (-1: a buffer of its own), and which arguments the
/// callee writes. Bufferization drops a result that is its argument's buffer
/// (drop-equivalent-buffer-results; memopt-drop-argument-results for public
/// callees), so the call's result is its operand's buffer, unless the callee
/// writes it and the operand is read after the call: then One-Shot passes a
/// copy, which the result is.
struct CalleeBuffers {
  llvm::SmallVector<int> resultArguments;
  llvm::SmallVector<bool> writtenArguments;
  /// Per result: whether it is in an argument's buffer but returned as a
  /// copy (a view of part of it, say). One-Shot still takes the call's
  /// result for an alias of that operand.
  llvm::SmallVector<bool> resultCopiesArgument;
};

/// The summary of `func`'s buffers for its callers, from the buffer of each
/// of its values (FunctionMemoryProfile::bufferOf).
CalleeBuffers
getBuffersForCallers(mlir::func::FuncOp func,
                     const llvm::DenseMap<mlir::Value, unsigned> &buffers);

/// The callee's buffers of a call, or null when unknown (an external callee).
using CalleeBuffersLookup =
    llvm::function_ref<const CalleeBuffers *(mlir::func::CallOp)>;

class BufferAliasing {
public:
  /// With InPlaceDecider::OneShot, runs One-Shot analysis on `module`; when
  /// it fails, warns at the module (with its diagnostics as notes) and falls
  /// back to no sharing, which can only overestimate.
  BufferAliasing(mlir::ModuleOp module, InPlaceDecider decider);
  ~BufferAliasing();

  /// Decides which values of `func` share a buffer (the fast decider works
  /// one function at a time, on its program order).
  void analyzeFunction(mlir::func::FuncOp func, ProgramOrder &order,
                       CalleeBuffersLookup callees);

  /// After analyzeFunction, outside any parallel region (it may run a pass
  /// and capture the context's diagnostics): where the fast decider could
  /// not be exact on `func`, takes One-Shot's decisions instead, running
  /// One-Shot on the module the first time.
  void settleFunction(mlir::func::FuncOp func, ProgramOrder &order,
                      CalleeBuffersLookup callees);

  /// Pairs of values of the last analysed function that share a buffer.
  llvm::ArrayRef<std::pair<mlir::Value, mlir::Value>> getShares() const {
    return shares;
  }

private:
  /// Fills `inPlace`; on failure warns `onFailure` at the module.
  bool runOneShot(mlir::ModuleOp module, llvm::StringRef onFailure);
  void findOneShotShares(ProgramOrder &order, CalleeBuffersLookup callees);
  void addIterationArgumentShares(ProgramOrder &order);
  /// An update all-gathered into its argument's buffer
  /// (GathersIntoArguments.h) is that buffer.
  void addGatherIntoArgumentShares(mlir::func::FuncOp func);

  InPlaceDecider decider;
  /// The fast decider's last function needs One-Shot's decisions.
  bool needsOneShot = false;
  /// One-Shot ran for the fast decider (once per module), and succeeded.
  bool ranOneShot = false;
  bool oneShotDecided = false;
  /// The state keeps a reference to its options.
  std::unique_ptr<mlir::bufferization::OneShotBufferizationOptions> options;
  /// Answers interface queries (aliasing, reads, writes); never analyses.
  std::unique_ptr<mlir::bufferization::AnalysisState> state;
  /// Operands placed in their result's buffer, by One-Shot.
  llvm::DenseSet<mlir::OpOperand *> inPlace;
  std::vector<std::pair<mlir::Value, mlir::Value>> shares;
};

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_BUFFERALIASING_H
