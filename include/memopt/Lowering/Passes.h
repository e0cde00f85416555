//===- Passes.h - mem-opt lowering passes -----------------------*- C++ -*-===//
//
// The passes of the lowering pipelines (Passes.td); the pipelines themselves
// are in Pipelines.h and CudaPipeline.h. Tools register both through
// memopt/InitAll.h.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LOWERING_PASSES_H
#define MEMOPT_LOWERING_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace memopt {

#define GEN_PASS_DECL
#include "memopt/Lowering/Passes.h.inc"

/// registerMemOptLoweringPasses() registers the passes of Passes.td.
#define GEN_PASS_REGISTRATION
#include "memopt/Lowering/Passes.h.inc"

} // namespace memopt

#endif // MEMOPT_LOWERING_PASSES_H
