//===- Measure.h - what one program's analysis says -------------*- C++ -*-===//
//
// The numbers mem-advise reads from the memory analysis of one rung's
// program; formulas (Formulas.h) adjust a copy of them for the rungs that
// have no program of their own.
//
//===----------------------------------------------------------------------===//
#ifndef MEMADVISE_MEASURE_H
#define MEMADVISE_MEASURE_H

#include "memopt/Analysis/MemoryProfile.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace memadvise {

using memopt::kNumRoles;
using memopt::Role;

struct Measure {
  uint64_t peakBytes = 0;
  uint64_t flops = 0;
  uint64_t parameterCount = 0;
  /// Bytes of every buffer of a role, and of those live at the peak.
  std::array<uint64_t, kNumRoles> bytes{};
  std::array<uint64_t, kNumRoles> peakBytesByRole{};
  /// Parameter bytes of the layer with the most (ZeRO-3 gathers one layer
  /// at a time).
  uint64_t largestLayerParameterBytes = 0;
  /// Shapes of the parameter arguments (the optimizer formulas of a .mlir
  /// source need them: Adafactor's factored moments).
  std::vector<std::vector<int64_t>> parameterShapes;
  /// Bytes of the parameter arguments: per parameter, the element size the
  /// program stores them in (the parameter role's bytes also count the new
  /// tensors of updates that are not in place, as exports write them).
  uint64_t parameterArgumentBytes = 0;
  /// Where the peak is.
  std::string peakOp, peakLoc, peakPhase;
  std::optional<int64_t> peakLayer;

  uint64_t &of(Role role) { return bytes[static_cast<unsigned>(role)]; }
  uint64_t of(Role role) const { return bytes[static_cast<unsigned>(role)]; }
  uint64_t &atPeak(Role role) {
    return peakBytesByRole[static_cast<unsigned>(role)];
  }
  uint64_t atPeak(Role role) const {
    return peakBytesByRole[static_cast<unsigned>(role)];
  }
  /// Parameters, gradients and optimizer states.
  uint64_t modelStateBytes() const {
    return of(Role::Parameter) + of(Role::Gradient) + of(Role::OptimizerState);
  }
};

/// Reads `profile` into a Measure.
Measure measureProfile(const memopt::FunctionMemoryProfile &profile);

} // namespace memadvise

#endif
