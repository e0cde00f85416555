//===- RematMilp.h - the full-space remat MILP, solver-neutral --*- C++ -*-===//
//
// The rows and columns of RematOptimal.h's MILP for one budget, built from
// the planner's model; RematOptimal.cpp hands them to the solver.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATMILP_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATMILP_H

#include "RematRewrite.h"

namespace memopt {

/// Whether the full space models `unit` (with `backwardUses`, its backward
/// points): not a returned buffer, nor one a backward op writes in place
/// (both live on whatever a plan does).
bool isFullSpaceUnit(const RematModel &model, unsigned unit,
                     llvm::ArrayRef<unsigned> backwardUses);

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

  /// The MILP of `model` at `budget`, unless its replay rows would take more
  /// than `maxTerms` columns (then `tooLarge`).
  static RematMilp build(const RematModel &model, uint64_t budget,
                         uint64_t maxTerms = UINT64_MAX);
  /// The same space with at most `extraFlops` extra FLOPs, minimising the
  /// peak instead (the second objective: among the cheapest plans, the
  /// lowest peak, which keeps the peak monotone in the budget).
  RematMilp withLeastPeak(uint64_t budget, uint64_t extraFlops) const;
  /// The copies a solution chooses.
  std::vector<RematCopy> readCopies(llvm::ArrayRef<double> values) const;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATMILP_H
