//===- Formulas.cpp - rungs without a program of their own ----------------===//
#include "Formulas.h"

#include "Optimizers.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

namespace memadvise {

Numbers::Numbers(const Measure &m) : peakBytes(m.peakBytes) {
  for (unsigned i = 0; i < kNumRoles; ++i) {
    bytes[i] = static_cast<double>(m.bytes[i]);
    atPeak[i] = static_cast<double>(m.peakBytesByRole[i]);
  }
}

/// Parameters + gradients + optimizer states of `byRole`.
static uint64_t modelStates(const std::array<double, kNumRoles> &byRole) {
  auto at = [&](Role r) { return byRole[static_cast<unsigned>(r)]; };
  return static_cast<uint64_t>(std::llround(
      at(Role::Parameter) + at(Role::Gradient) + at(Role::OptimizerState)));
}

uint64_t Numbers::modelStateBytes() const { return modelStates(bytes); }

uint64_t Numbers::modelStateBytesAtPeak() const { return modelStates(atPeak); }

void Numbers::scale(Role role, double factor) {
  of(role) *= factor;
  peakOf(role) *= factor;
}

void Numbers::settle(const Measure &m) {
  double peak = static_cast<double>(m.peakBytes) + gatheredBytes;
  for (unsigned i = 0; i < kNumRoles; ++i)
    peak += atPeak[i] - static_cast<double>(m.peakBytesByRole[i]);
  peakBytes = static_cast<uint64_t>(std::llround(std::max(peak, 0.0)));
}

static double perParameter(const Measure &m, uint64_t bytes) {
  return m.parameterCount == 0 ? 0.0
                               : static_cast<double>(bytes) /
                                     static_cast<double>(m.parameterCount);
}

static double perParameter(const Measure &m, Role role) {
  return perParameter(m, m.of(role));
}

std::string mixedPrecisionFormula(Numbers &n, const Measure &m) {
  // Bytes per element from the arguments, not the role's bytes per
  // parameter: an export's functional updates hold each parameter twice.
  double param = perParameter(m, m.parameterArgumentBytes);
  if (param <= 2.0)
    return llvm::formatv("no change: the parameters already take {0:f1} "
                         "bytes each",
                         param);
  double factor = 2.0 / param;
  n.scale(Role::Parameter, factor);
  // Activations and the temporaries between them follow the parameters'
  // type; the loss, gradients and states stay f32.
  n.scale(Role::Activation, factor);
  n.scale(Role::Temporary, factor);
  double gradient = perParameter(m, Role::Gradient);
  if (gradient > 4.0) // an fp64 program
    n.scale(Role::Gradient, 4.0 / gradient);
  return llvm::formatv("formula: parameters and activations from {0:f0} to "
                       "2 bytes per element, gradients and optimizer "
                       "states f32",
                       param);
}

/// f32 bytes of the states of `to` for one parameter of `shape`.
static uint64_t stateBytes(memgen::Optimizer to,
                           llvm::ArrayRef<int64_t> shape) {
  uint64_t n = 1;
  for (int64_t d : shape)
    n *= static_cast<uint64_t>(d);
  switch (to) {
  case memgen::Optimizer::AdamW:
    return 8 * n;
  case memgen::Optimizer::Lion:
  case memgen::Optimizer::SGD:
    return 4 * n;
  case memgen::Optimizer::Adam8bit: {
    uint64_t blocks = (n + memgen::kQuantBlock - 1) / memgen::kQuantBlock;
    return 2 * (n + 4 * blocks);
  }
  case memgen::Optimizer::Adafactor:
    return shape.size() == 2 ? 4 * static_cast<uint64_t>(shape[0] + shape[1])
                             : 4 * n;
  }
  return 0;
}

std::string optimizerFormula(Numbers &n, const Measure &m,
                             memgen::Optimizer to) {
  double before = static_cast<double>(m.of(Role::OptimizerState));
  if (m.parameterCount == 0 || before == 0)
    return "no change: the program has no optimizer states";
  // mem-gen's convention: an f32 master copy puts Adam at 12 bytes per
  // parameter; a program above 11 is taken to keep one.
  bool master = perParameter(m, Role::OptimizerState) > 11.0;
  double after = master ? 4.0 * static_cast<double>(m.parameterCount) : 0.0;
  for (const std::vector<int64_t> &shape : m.parameterShapes)
    after += static_cast<double>(stateBytes(to, shape));
  n.scale(Role::OptimizerState, after / before);
  return llvm::formatv("formula: {0} states for the program's {1} parameter "
                       "tensors{2}",
                       memgen::optimizerName(to), m.parameterShapes.size(),
                       master ? ", with an f32 master copy" : "");
}

void shardingFormula(Numbers &n, const Measure &m, ZeroStage stage,
                     int64_t ranks, bool offloadOptimizer,
                     bool offloadParameters, bool partitioned) {
  double share = 1.0 / static_cast<double>(ranks);
  if (!partitioned && stage >= ZeroStage::One)
    n.scale(Role::OptimizerState, share);
  if (!partitioned && stage >= ZeroStage::Two)
    n.scale(Role::Gradient, share);
  if (!partitioned && stage >= ZeroStage::Three)
    n.scale(Role::Parameter, share);
  if (offloadOptimizer) {
    n.hostBytes += static_cast<uint64_t>(n.of(Role::OptimizerState));
    n.scale(Role::OptimizerState, 0.0);
  }
  bool gathersItself = partitioned && stage == ZeroStage::Three;
  if (offloadParameters && gathersItself) {
    // The rank's blocks move to the host; the gathered copies the program
    // makes before each use stay on the device.
    double blocks = static_cast<double>(m.parameterArgumentBytes);
    n.hostBytes += m.parameterArgumentBytes;
    n.of(Role::Parameter) = std::max(n.of(Role::Parameter) - blocks, 0.0);
    n.peakOf(Role::Parameter) =
        std::max(n.peakOf(Role::Parameter) - blocks, 0.0);
  } else if (offloadParameters) {
    n.hostBytes += static_cast<uint64_t>(n.of(Role::Parameter));
    n.scale(Role::Parameter, 0.0);
  }
  // A layer's parameters are gathered whole while it runs (and its
  // gradients are whole until reduce-scattered).
  if (!gathersItself &&
      ((stage == ZeroStage::Three && ranks > 1) || offloadParameters)) {
    double layer = static_cast<double>(m.largestLayerParameterBytes);
    bool gradientsSharded = stage >= ZeroStage::Two && ranks > 1;
    double gradients = gradientsSharded && m.of(Role::Parameter)
                           ? layer * static_cast<double>(m.of(Role::Gradient)) /
                                 static_cast<double>(m.of(Role::Parameter))
                           : 0.0;
    n.gatheredBytes = static_cast<uint64_t>(std::llround(layer + gradients));
  }
  n.settle(m);
}

} // namespace memadvise
