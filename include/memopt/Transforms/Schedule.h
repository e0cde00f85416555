//===- Schedule.h - memory-aware scheduling of a training step --*- C++ -*-===//
//
// Reorders the ops of each block of a function (its own blocks and the
// bodies of scf.for, scf.if and scf.execute_region, nested ones included) so
// that fewer bytes are live at once (docs/schedule.md). Each block's order is
// a topological order of a dependence graph (SSA values, memory effects,
// in-place writes); an op with regions moves as a unit within its block.
// Candidates are compared on a model of the analysis' live ranges; the pass
// re-analyses the chosen order and keeps the original unless the analysed peak
// is strictly lower.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TRANSFORMS_SCHEDULE_H
#define MEMOPT_TRANSFORMS_SCHEDULE_H

#include "memopt/Analysis/MemoryProfile.h"

#include <string>
#include <vector>

namespace memopt {

/// The `strategy` option of memopt-schedule.
enum class ScheduleStrategy {
  /// The lowest modelled peak of the candidates below (the original order
  /// included).
  Auto,
  /// Only hoist each optimizer update right after its inputs are final.
  HoistUpdates,
  /// Hoist the updates, then list-schedule by live bytes.
  List,
};

/// One order of a block's ops (its terminator excluded) and its modelled
/// peak.
struct ScheduleCandidate {
  std::string name;
  std::vector<mlir::Operation *> order;
  uint64_t modelledPeak = 0;
};

/// The candidates for one block, best first: the chosen one first, then
/// the others with a modelled peak under the original's (so that the pass
/// can fall back on them), lowest first. The original order is never among
/// them; the result is empty when no candidate models lower than it.
struct BlockSchedule {
  uint64_t originalModelledPeak = 0;
  std::vector<ScheduleCandidate> candidates;
};

/// Schedules `block`, a block of `profile.func` (nested or not) that ends
/// with a terminator.
BlockSchedule scheduleBlock(const FunctionMemoryProfile &profile,
                            mlir::Block &block, ScheduleStrategy strategy);

/// Blocks that memopt-schedule reorders together: their candidates are
/// applied at once and kept or undone at once.
using ScheduleGroup = llvm::SmallVector<mlir::Block *, 2>;

/// The groups memopt-schedule goes through, in turn: for the function and
/// for each scf.for, scf.if and scf.execute_region nested in it (outer ones
/// first), all of its blocks together when it has several (the branches of
/// an scf.if, the blocks of a function: a peak they tie at drops only when
/// all of them move), then each block alone. Only blocks that end with a
/// terminator and have at least two other ops are listed.
std::vector<ScheduleGroup> getScheduleGroups(mlir::func::FuncOp func);

/// The fewest ops that must move to turn `original` into `order` (ops not on
/// a longest common subsequence of the two).
unsigned countMovedOps(llvm::ArrayRef<mlir::Operation *> original,
                       llvm::ArrayRef<mlir::Operation *> order);

} // namespace memopt

#endif // MEMOPT_TRANSFORMS_SCHEDULE_H
