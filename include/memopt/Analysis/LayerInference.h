//===- LayerInference.h - layers of a step that has no memopt.layer -*- C++
//-*-===//
//
// Exported training steps rarely say which block an op belongs to. When no
// op of a function carries `memopt.layer`, the layers are inferred from the
// repeated structure of the parameters (docs/roles.md, "Layers"):
//
//   1. Blocks of parameters. When parameters carry names with module paths
//      (`memopt.name`, else the name location JAX and others give an
//      argument), a name's first integer component is its block:
//      `decoder.layers.1.attn.w` is block 1 of stack `decoder.layers.`; a
//      stack needs two blocks, each holding a matrix (rank >= 2). Otherwise
//      the parameters are listed in the order the forward first reads them,
//      each with a signature (its type and the name of the op that first
//      reads it); the longest run of one block of signatures repeated at
//      least twice, where a block holds a matrix, is a stack, and the rest
//      of the list is searched again for more stacks (blocks of two
//      matrices or more: an encoder beside a decoder). Layers are numbered
//      across stacks in the order the forward reads them. Without names,
//      op locations that carry module or scope paths give the blocks
//      (`jvp(forward)/h.0/dot_general`: a prefix with indices 0..k-1 over
//      the ops), each parameter in the block of its first located reader.
//   1b. With names or locations giving the blocks, an op whose location
//      names a block is in it, and (where some location names one) an op
//      whose name location names none is in no block; the rules below
//      place the other ops, the forward's located layers fixed first.
//   2. A forward op's layer comes from the layered parameters it depends on
//      (the latest, A) and those that depend on it (the earliest, D): A == D
//      inside a block. Between blocks (A < D) an op closes block A when it
//      reads an op inside block A, or when it leads to a value that block D
//      also reads at its end (the residual stream); otherwise it opens block
//      D (or has no layer after the last block, or between two stacks, where
//      the backward and optimizer take it at the earlier stack's end).
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

/// One repeated stack of blocks (an encoder, a decoder).
struct InferredStack {
  unsigned firstLayer = 0, layers = 0, parametersPerLayer = 0;
  /// The names' common prefix (`decoder.layers.`) when found from names.
  std::string name;
};

struct InferredLayers {
  /// The layer of each top-level op that has one.
  llvm::DenseMap<mlir::Operation *, int64_t> layerOf;
  unsigned numLayers = 0;
  /// Of the first stack (see `stacks`).
  unsigned parametersPerLayer = 0;
  /// The stacks in forward order; their layers are numbered consecutively.
  llvm::SmallVector<InferredStack, 2> stacks;
  /// Whether the blocks came from parameter names, not from structure.
  bool fromNames = false;
  /// Whether they came from op locations (parameters without names).
  bool fromLocations = false;
  /// Top-level ops whose layer their location gave (a block's module path
  /// or scope in it: `encoder.layers.1.attn`, `jvp(forward)/h.0/dot`).
  unsigned locatedOps = 0;
  /// Why no layer was found (empty when numLayers != 0).
  std::string note;
};

/// Whether some op of `func` (at any depth) carries `memopt.layer`.
bool hasDeclaredLayers(mlir::func::FuncOp func);

/// How the layers were found, for reports: "2 blocks of 12 parameters",
/// "2 blocks of 12 parameters, from parameter names h.<i>", "4 blocks in 2
/// stacks, from parameter names: encoder.layers.<i> 2 of 12 parameters;
/// decoder.layers.<i> 2 of 18 parameters".
std::string describeInferredLayers(const InferredLayers &layers);

/// Infers the layers of `func`'s top-level ops as described above. Phases
/// are read from `memopt.phase` when some top-level op has one, else from
/// `roles`' inferred phases.
InferredLayers inferLayers(mlir::func::FuncOp func,
                           const RoleAssignment &roles);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_LAYERINFERENCE_H
