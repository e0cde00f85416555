//===- TrainStep.h - assemble func.func @train_step -------------*- C++ -*-===//
#ifndef MEMGEN_TRAINSTEP_H
#define MEMGEN_TRAINSTEP_H

#include "Options.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace memgen {

/// Builds a module holding func.func @train_step for `cfg`.
mlir::OwningOpRef<mlir::ModuleOp> buildTrainStep(mlir::MLIRContext *ctx,
                                                 const Config &cfg);

/// Total number of parameter elements of the model of `cfg`.
int64_t parameterCount(const Config &cfg);

/// Element count and bytes of the tensors that live across the whole step,
/// from the same specs the function signature is built from.
struct StaticSummary {
  int64_t parameters = 0;
  int64_t parameterBytes = 0;
  int64_t gradientBytes = 0; // one gradient per parameter
  int64_t optimizerStateBytes = 0;
};
StaticSummary staticSummary(mlir::MLIRContext *ctx, const Config &cfg);

} // namespace memgen

#endif
