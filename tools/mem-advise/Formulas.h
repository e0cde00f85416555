//===- Formulas.h - rungs without a program of their own --------*- C++ -*-===//
//
// CPU offload has no program (nothing here models host memory or the
// transfers); ZeRO stages are programs (memopt-shard) for generated steps
// on more than one rank, formulas on a .mlir step (whose one batch the pass
// would split); a .mlir source cannot be regenerated at another precision
// or optimizer. Those rungs adjust the per-device numbers of the program
// they start from, role by role, and are marked `formula`:
//
//   ZeRO (Rajbhandari et al. 2020, section 5; DeepSpeed's
//   estimate_zero{2,3}_model_states_mem_needs): with N ranks, stage 1
//   shards the optimizer states, stage 2 the gradients too, stage 3 the
//   parameters too, each to 1/N per rank; stage 3 gathers one layer's
//   parameters (and gradients) at a time, so its peak adds the largest
//   layer's. CPU offload (ZeRO-Offload, Ren et al. 2021; ZeRO-Infinity)
//   moves what is left of the optimizer states, or of the parameters but
//   the gathered layer, to host memory.
//
// A role's share of the peak is the program's bytes of that role live at
// the peak, scaled with the role.
//
//===----------------------------------------------------------------------===//
#ifndef MEMADVISE_FORMULAS_H
#define MEMADVISE_FORMULAS_H

#include "Measure.h"
#include "Options.h"
#include "Programs.h"

namespace memadvise {

/// Per-device bytes of a rung.
struct Numbers {
  uint64_t peakBytes = 0;
  /// Bytes of each role on the device, in all and live at the peak.
  std::array<double, kNumRoles> bytes{};
  std::array<double, kNumRoles> atPeak{};
  /// What offload keeps in host memory, per rank.
  uint64_t hostBytes = 0;
  uint64_t gatheredBytes = 0;

  explicit Numbers(const Measure &m);
  uint64_t modelStateBytes() const;
  uint64_t modelStateBytesAtPeak() const;
  double &of(Role r) { return bytes[static_cast<unsigned>(r)]; }
  double &peakOf(Role r) { return atPeak[static_cast<unsigned>(r)]; }
  /// Scales a role on the device by `factor` (its share of the peak too).
  void scale(Role role, double factor);
  /// Recomputes peakBytes from the program's peak and the role changes.
  void settle(const Measure &m);
};

/// .mlir sources: parameters and activations in 16 bits, gradients and
/// states as they are (the `mixed` policy). Returns what changed, or why
/// nothing did.
std::string mixedPrecisionFormula(Numbers &n, const Measure &m);

/// .mlir sources: the optimizer states of `to` in f32 (8-bit Adam: int8
/// moments and an f32 scale per 256 elements) for the program's parameter
/// shapes, keeping an f32 master copy when the program has one.
std::string optimizerFormula(Numbers &n, const Measure &m,
                             memgen::Optimizer to);

/// ZeRO `stage` across `ranks`, then offload of the optimizer states and
/// of the parameters. With `partitioned`, the program is memopt-shard's
/// per-rank program of `stage` already: only the offload is a formula, and
/// under stage 3 the parameters it moves are the rank's blocks at the
/// arguments (the program gathers each layer's itself).
void shardingFormula(Numbers &n, const Measure &m, ZeroStage stage,
                     int64_t ranks, bool offloadOptimizer,
                     bool offloadParameters, bool partitioned);

} // namespace memadvise

#endif
