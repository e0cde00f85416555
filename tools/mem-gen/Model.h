//===- Model.h - model families: parameters, forward, backward --*- C++ -*-===//
#ifndef MEMGEN_MODEL_H
#define MEMGEN_MODEL_H

#include "Layers.h"

namespace memgen {

/// Parameters in function-argument order (see docs/generator.md).
std::vector<ParamSpec> gpt2Params(const Config &cfg);
std::vector<ParamSpec> llamaParams(const Config &cfg);
std::vector<ParamSpec> modelParams(const Config &cfg);

/// Emits the forward (phase "forward") and the complete backward (phase
/// "backward"). Returns the loss; `grads[i]` is the gradient of params[i].
Value gpt2Step(Ctx &c, llvm::ArrayRef<Value> params,
               llvm::SmallVectorImpl<Value> &grads);
Value llamaStep(Ctx &c, llvm::ArrayRef<Value> params,
                llvm::SmallVectorImpl<Value> &grads);

} // namespace memgen

#endif
