//===- Ladder.h - the seed's remedy ladder, evaluated -----------*- C++ -*-===//
//
// The rungs in the seed's order of cost: the starting configuration, mixed
// precision, checkpointing (selective, per-layer, then the budget of the
// device), memory-efficient optimizers (8-bit Adam, Lion, Adafactor), ZeRO
// stages 1-3 (per-rank programs of memopt-shard) and CPU offload, a larger
// device. By default each rung applies to the previous one's configuration
// (an optimizer rung replaces the optimizer); with a rung list, each applies
// to the start alone.
//
//===----------------------------------------------------------------------===//
#ifndef MEMADVISE_LADDER_H
#define MEMADVISE_LADDER_H

#include "Devices.h"
#include "Programs.h"

#include <optional>
#include <string>
#include <vector>

namespace memadvise {

/// The rung names, in ladder order.
llvm::ArrayRef<llvm::StringRef> rungNames();

struct AdviseOptions {
  Device device;
  int64_t ranks = 1;
  uint64_t reserveBytes = 0;
  /// Rungs to evaluate side by side from the start; empty: the ladder.
  std::vector<std::string> rungs;
};

struct RungResult {
  std::string name;
  std::string changes;
  /// Whether every number comes from a program (else a formula adjusted
  /// them: source `formula`).
  bool fromProgram = true;
  Device device;
  uint64_t peakBytes = 0;
  uint64_t modelStateBytes = 0;
  /// The model states live at the peak.
  uint64_t modelStateBytesAtPeak = 0;
  /// The bytes of each role live at the peak.
  std::array<uint64_t, kNumRoles> peakBytesByRole{};
  uint64_t hostBytes = 0;
  /// Program rungs: the program's bytes by role.
  std::optional<std::array<uint64_t, kNumRoles>> bytesByRole;
  double extraFlopsFraction = 0.0;
  bool fits = false;
  /// The program's peak (the formulas move bytes, not the point).
  std::string peakOp, peakLoc, peakPhase;
  std::optional<int64_t> peakLayer;
  /// Caveats and what the planner said.
  std::vector<std::string> notes;
  /// The program the rung's numbers come from (before any formula).
  ProgramChoice program;
  /// Why the rung could not be evaluated; its numbers are then unset.
  std::string error;
};

struct MaxMicroBatch {
  std::string rung;
  int64_t batch = 0;
  unsigned probes = 0;
  std::string method;
};

struct Advice {
  std::string source;
  uint64_t parameterCount = 0;
  Device device;
  int64_t ranks = 1;
  uint64_t reserveBytes = 0;
  bool cumulative = true;
  std::vector<RungResult> rungs;
  std::optional<size_t> cheapestFit;
  std::optional<MaxMicroBatch> maxMicroBatch;
  /// Why there is no max_micro_batch.
  std::string maxMicroBatchNote;
  /// When nothing fits: the rung with the lowest peak.
  std::optional<size_t> lowestPeak;
};

/// Evaluates the ladder (or the listed rungs) on `programs`; fails with
/// `error` on an unknown rung name. A rung that cannot be evaluated is kept
/// with its error.
std::optional<Advice> advise(Programs &programs, const AdviseOptions &options,
                             std::string source, std::string &error);

} // namespace memadvise

#endif
