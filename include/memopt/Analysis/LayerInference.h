//===- LayerInference.h - layers of a step that has no memopt.layer -*- C++ -*-===//
//
// Exported training steps rarely say which block an op belongs to. When no
// op of a function carries `memopt.layer`, the layers are inferred from the
// repeated structure of the parameters (docs/roles.md, "Layers"):
//
//   1. Parameters are listed in the order the forward first reads them, each
//      with a signature (its type and the name of the op that first reads
//      it). The longest run of one block of signatures repeated at least
//      twice, where a block holds a matrix (rank >= 2), gives the layers: the
//      k-th repetition is layer k.
//   2. A forward op's layer comes from the layered parameters it depends on
//      (the latest, A) and those that depend on it (the earliest, D): A == D
//      inside a block. Between blocks (A < D) an op closes block A when it
//      reads an op inside block A, or when it leads to a value that block D
//      also reads at its end (the residual stream); otherwise it opens block
//      D (or has no layer after the last block).
//   3. Other ops take the latest layer among the layered parameters and
//      forward values they read; failing that, the earliest layer among
//      their other operands (the backward runs from the last block to the
//      first).
//   4. Ops that read nothing derived from the arguments (tensor.empty,
//      fills, tensor constants) take the layer of their first user.
//
// Every walk is linear in the function (step 1 is quadratic in the number
// of parameters only). Only top-level ops get a layer, as with annotations.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_LAYERINFERENCE_H
#define MEMOPT_ANALYSIS_LAYERINFERENCE_H

#include "memopt/Analysis/Roles.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace memopt {

struct InferredLayers {
  /// The layer of each top-level op that has one.
  llvm::DenseMap<mlir::Operation *, int64_t> layerOf;
  unsigned numLayers = 0;
  unsigned parametersPerLayer = 0;
  /// Why no layer was found (empty when numLayers != 0).
  std::string note;
};

/// Whether some op of `func` (at any depth) carries `memopt.layer`.
bool hasDeclaredLayers(mlir::func::FuncOp func);

/// Infers the layers of `func`'s top-level ops as described above. Phases
/// are read from `memopt.phase` when some top-level op has one, else from
/// `roles`' inferred phases.
InferredLayers inferLayers(mlir::func::FuncOp func,
                           const RoleAssignment &roles);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_LAYERINFERENCE_H
