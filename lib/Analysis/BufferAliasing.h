//===- BufferAliasing.h - which tensors share a buffer ----------*- C++ -*-===//
//
// Asks upstream One-Shot Bufferize analysis, run on the whole module with
// function boundaries, which op operands bufferize in place. A result shares
// the buffer of every in-place operand it aliases (views, destinations,
// loop inits); a loop's iteration argument shares its in-place init's.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_BUFFERALIASING_H
#define MEMOPT_LIB_ANALYSIS_BUFFERALIASING_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <memory>

namespace mlir::bufferization {
class OneShotAnalysisState;
struct OneShotBufferizationOptions;
} // namespace mlir::bufferization

namespace memopt {

class BufferAliasing {
public:
  /// Runs One-Shot analysis on `module`. When it fails, warns at the module
  /// (with the analysis' own diagnostics attached as notes) and falls back to
  /// no sharing, which can only overestimate.
  explicit BufferAliasing(mlir::ModuleOp module);
  ~BufferAliasing();

  /// Calls `fn` on each value whose buffer `value` shares.
  void forEachSharedSource(mlir::Value value,
                           llvm::function_ref<void(mlir::Value)> fn) const;

private:
  /// The state keeps a reference to its options.
  std::unique_ptr<mlir::bufferization::OneShotBufferizationOptions> options;
  std::unique_ptr<mlir::bufferization::OneShotAnalysisState> state;
  /// Operands One-Shot Bufferize places in their result's buffer.
  llvm::DenseSet<mlir::OpOperand *> inPlace;
};

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_BUFFERALIASING_H
