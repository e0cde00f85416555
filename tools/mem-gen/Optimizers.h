//===- Optimizers.h - optimizer states and in-place updates -----*- C++ -*-===//
//
// Each update is written in destination-passing style: the linalg.generic
// that computes the new parameter (and the new states) has the function
// arguments as its outs, so bufferization updates them in place.
//===----------------------------------------------------------------------===//
#ifndef MEMGEN_OPTIMIZERS_H
#define MEMGEN_OPTIMIZERS_H

#include "Layers.h"

namespace memgen {

struct StateSpec {
  std::string suffix; // appended to the parameter name: ".m", ".master", ...
  Shape shape;
  Type type;
};

/// Optimizer-state arguments of one parameter (the fp32 master copy first
/// when the precision policy keeps one).
std::vector<StateSpec> optimizerStates(const Config &cfg,
                                       const PrecisionPolicy &pp,
                                       const ParamSpec &p);

/// Scalars shared by all updates (lr, step, bias corrections).
struct OptScalars {
  Value lr;       // state type
  Value step;     // i64
  Value bc1, bc2; // 1 - beta^t (adam-style optimizers and adafactor)
};
OptScalars optimizerScalars(Ctx &c, Value lr, Value step);

/// Emits the update of one parameter. Returns the new parameter followed by
/// the new states (same order as optimizerStates).
std::vector<Value> optimizerUpdate(Ctx &c, const OptScalars &s,
                                   const ParamSpec &p, Value param, Value grad,
                                   llvm::ArrayRef<Value> states);

/// Block size of adam8bit quantization.
constexpr int64_t kQuantBlock = 256;

} // namespace memgen

#endif
