//===- Passes.h - mem-opt passes --------------------------------*- C++ -*-===//

#ifndef MEMOPT_TRANSFORMS_PASSES_H
#define MEMOPT_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace memopt {

#define GEN_PASS_DECL
#include "memopt/Transforms/Passes.h.inc"

/// registerMemOptPasses() registers every memopt pass.
#define GEN_PASS_REGISTRATION
#include "memopt/Transforms/Passes.h.inc"

/// Adds the dialects a training step and its lowering use, with the external
/// models (bufferization, inlining) the analysis relies on.
void registerMemOptDialects(mlir::DialectRegistry &registry);

} // namespace memopt

#endif // MEMOPT_TRANSFORMS_PASSES_H
