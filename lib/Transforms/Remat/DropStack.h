//===- DropStack.h - a plan that follows a stack of drops -------*- C++ -*-===//
//
// The searches move one plan between drop sets that share a prefix: popping
// undoes the last drop through the plan's undo log, pushing applies one, so
// a move costs the drops that differ, not a new plan over the program. Every
// drop pushed is counted, the searches' bound on time.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_DROPSTACK_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_DROPSTACK_H

#include "RematPlan.h"

namespace memopt {

/// The searches' bound on drops applied: `maxDrops`, and fewer on large
/// models, where a drop costs about as much as the model is large (`work`
/// is drops times units). It does not depend on the budget.
inline uint64_t getDropBound(const RematModel &model, uint64_t maxDrops,
                             uint64_t work) {
  return std::min<uint64_t>(
      maxDrops, work / std::max<size_t>(model.getUnits().size(), 1));
}

class DropStack {
public:
  explicit DropStack(const RematModel &model) : plan(model) {}

  void push(unsigned unit) {
    marks.push_back(plan.checkpoint());
    plan.drop(unit);
    units.push_back(unit);
    ++applied;
  }
  /// Undoes drops until `depth` are left.
  void popTo(size_t depth) {
    while (units.size() > depth) {
      plan.rollback(marks.back());
      marks.pop_back();
      units.pop_back();
    }
  }

  llvm::ArrayRef<unsigned> getUnits() const { return units; }
  RematPlan &getPlan() { return plan; }
  const RematPlan &getPlan() const { return plan; }
  uint64_t getDropsApplied() const { return applied; }

private:
  RematPlan plan;
  /// The drops applied, and the undo mark before each.
  std::vector<unsigned> units, marks;
  uint64_t applied = 0;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_DROPSTACK_H
