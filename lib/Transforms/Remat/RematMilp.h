//===- RematMilp.h - the full-space remat MILP, solver-neutral --*- C++ -*-===//
//
// The rows and columns of RematOptimal.h's MILP for one budget, built from
// the planner's model; RematOptimal.cpp hands them to the solver.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATMILP_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATMILP_H

#include "RematRewrite.h"

#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace memopt {

/// The last point that reads `unit` itself: its last backward use, else its
/// last forward use. Its buffer may live on past it (to `end`), held by
/// what that read made of it (a view, or a result written in place): the
/// version read there, whichever it is.
unsigned getLastOwnRead(const RematUnit &unit,
                        llvm::ArrayRef<unsigned> backwardUses);

/// Whether the MILP counts the bytes that hold `unit` past its last own
/// read as fixed, whatever the plan: exact when no copy of a unit reading
/// it may come after that read. Otherwise it leaves them out, a relaxation
/// (its bounds hold, its plans are checked by the evaluator of
/// RematCopyPlan.h, which counts them).
bool hasFixedTail(const RematModel &model, unsigned unit,
                  llvm::ArrayRef<unsigned> backwardUses);

/// Whether the full space models `unit` (with `backwardUses`, its backward
/// points): not a returned buffer (it lives on whatever a plan does), and
/// one held past its last own read only by what that read made (else a
/// view made before it holds the original, and no copy frees it).
bool isFullSpaceUnit(const RematModel &model, unsigned unit,
                     llvm::ArrayRef<unsigned> backwardUses);

/// The shape of the full space, shared by the MILP and the cut bounds
/// (RematCutBound.h): the modelled units, the stages (the backward points
/// that read some unit) and the memory rows outside the gaps' replay.
struct RematSpace {
  std::vector<unsigned> modelled;
  std::vector<char> isModelled, recomputable;
  /// The stages' points, and each stage's index by its point.
  std::vector<unsigned> stages;
  llvm::DenseMap<unsigned, unsigned> stageOf;
  /// usedAt[u][j]: stage j's op reads u.
  std::vector<std::vector<char>> usedAt;
  /// The modelled recomputable units whose producers read each unit.
  std::vector<std::vector<unsigned>> readers;
  /// The last stage that may read each unit: its own last backward
  /// reader's, or a later one of a copy that reads it (-1: none).
  std::vector<int> lastNeed;
  /// The original live bytes per slot (2p: the gap before op p, 2p+1: op
  /// p) less the modelled units' own after their last forward use.
  std::vector<int64_t> base;
  /// The modelled units by their last forward use.
  std::vector<unsigned> byLastUse;
  /// A memory row outside the gaps' replay: `constant` plus the first
  /// `past` units of byLastUse, each held entering gap `holdStage`, except
  /// those that the op of stage `opStage` (when >= 0) reads, which count
  /// whatever the plan.
  struct Cut {
    int64_t constant;
    int opStage;
    unsigned holdStage, past;
  };
  std::vector<Cut> cuts;

  bool isForced(const Cut &cut, unsigned unit) const {
    return cut.opStage >= 0 && usedAt[unit][cut.opStage];
  }
  static RematSpace build(const RematModel &model);
};

struct RematMilp {
  struct Column {
    double lower = 0, upper = 1, cost = 0;
    bool integer = false;
  };
  /// sum(coefficient * column) <= upper.
  struct Row {
    std::vector<std::pair<int, double>> terms;
    double upper = 0;
  };
  std::vector<Column> columns;
  std::vector<Row> rows;
  /// Some slot is over the budget whatever the plan.
  bool infeasible = false;
  /// Not built: the gaps' replay would take more than the limit's columns.
  bool tooLarge = false;
  /// The rows that bound live bytes, and the largest live bytes no plan
  /// changes.
  std::vector<unsigned> memoryRows;
  double constantPeak = 0;
  /// The copy column of (unit, stage point), for reading a solution.
  std::vector<std::pair<RematCopy, int>> copyColumns;
  /// The hold column of (unit, stage index), where there is one; what reads
  /// each unit (its stages, its modelled readers), and each stage's index by
  /// its point: what a start is derived from.
  llvm::DenseMap<std::pair<unsigned, unsigned>, int> holdColumns;
  std::vector<std::vector<char>> usedAt;
  std::vector<std::vector<unsigned>> readers;
  llvm::DenseMap<unsigned, unsigned> stageIndex;
  unsigned numStages = 0;

  /// The MILP of `model` at `budget`, unless its replay rows would take more
  /// than `maxTerms` columns (then `tooLarge`).
  static RematMilp build(const RematModel &model, uint64_t budget,
                         uint64_t maxTerms = UINT64_MAX);
  /// The same space with at most `extraFlops` extra FLOPs, minimising the
  /// peak instead (a peak column over every memory row: its LP relaxation
  /// bounds the lowest peak of any plan).
  RematMilp withLeastPeak(uint64_t budget, uint64_t extraFlops) const;
  /// The copies a solution chooses.
  std::vector<RematCopy> readCopies(llvm::ArrayRef<double> values) const;
  /// The integer columns' values of the plan `copies` (each version held
  /// from its start to its last reader), for a solver's start; none when a
  /// copy has no column.
  std::optional<std::vector<std::pair<int, double>>>
  startFor(llvm::ArrayRef<RematCopy> copies) const;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATMILP_H
