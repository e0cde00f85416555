//===- RematRewrite.cpp - cloning producers into the backward -------------===//

#include "RematRewrite.h"

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/Transforms/Remat.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

#include <map>

using namespace mlir;

namespace memopt {

std::vector<RematCopy> getRematCopies(const RematModel &model,
                                      const RematPlan &plan) {
  std::vector<RematCopy> copies;
  for (unsigned index = 0, e = model.getUnits().size(); index < e; ++index)
    if (plan.isCloned(index))
      copies.push_back({index, plan.getClonePoint(index)});
  llvm::sort(copies);
  return copies;
}

namespace {
/// Every value `op` reads: its operands and the values its regions use from
/// above.
SmallVector<Value> getReadValues(Operation *op) {
  SmallVector<Value> values(op->getOperands());
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  values.append(captured.begin(), captured.end());
  return values;
}
} // namespace

unsigned applyRematCopies(const RematModel &model, ArrayRef<RematCopy> copies) {
  const FunctionMemoryProfile &profile = model.getProfile();
  ProgramOrder &order = *profile.order;
  ArrayRef<Operation *> ops = profile.getOps();

  std::map<unsigned, llvm::SmallSetVector<unsigned, 8>> unitsAt;
  for (const RematCopy &copy : copies)
    unitsAt[copy.point].insert(copy.unit);

  MLIRContext *context = profile.func.getContext();
  OpBuilder builder(context);
  auto backward = StringAttr::get(context, kBackwardPhase);
  // The latest clone of every original value of a copied unit, and for the
  // backward's own uses, each clone with the point it was placed at.
  DenseMap<Value, Value> latest;
  DenseMap<Value, SmallVector<std::pair<unsigned, Value>, 2>> placed;
  SmallVector<Operation *> clones;
  DenseSet<Operation *> isClone;
  for (auto &[point, units] : unitsAt) {
    // The producers of every unit copied here, once each, in program order.
    std::vector<std::pair<unsigned, Operation *>> producers;
    DenseSet<Operation *> seen;
    for (unsigned unit : units)
      for (Operation *op : model.getUnit(unit).ops)
        if (seen.insert(op).second)
          producers.emplace_back(order.getPoint(op), op);
    llvm::sort(producers);
    builder.setInsertionPoint(ops[point]);
    for (Operation *op : llvm::make_second_range(producers)) {
      IRMapping mapping;
      for (Value value : getReadValues(op))
        if (Value copy = latest.lookup(value))
          mapping.map(value, copy);
      Operation *copy = builder.clone(*op, mapping);
      copy->setAttr(kRematAttrName, UnitAttr::get(context));
      copy->setAttr(kPhaseAttrName, backward);
      clones.push_back(copy);
      isClone.insert(copy);
      for (auto [result, cloned] :
           llvm::zip(op->getResults(), copy->getResults())) {
        std::optional<unsigned> unit = model.lookupUnit(result);
        if (!unit || !units.contains(*unit))
          continue;
        latest[result] = cloned;
        placed[result].emplace_back(point, cloned);
      }
    }
  }

  // Backward uses read the latest copy placed at or before them.
  unsigned split = model.getSplit();
  for (auto &[original, versions] : placed)
    for (OpOperand &use : llvm::make_early_inc_range(original.getUses())) {
      Operation *top = model.getTopLevel(use.getOwner());
      if (isClone.count(top))
        continue;
      unsigned point = order.getPoint(top);
      if (point <= split)
        continue;
      // Versions are in increasing point order.
      auto after =
          llvm::upper_bound(versions, point, [](unsigned p, const auto &v) {
            return p < v.first;
          });
      if (after != versions.begin())
        use.set(std::prev(after)->second);
    }

  // Clones nobody reads, latest first so their producers become unread too.
  unsigned kept = clones.size();
  for (Operation *copy : llvm::reverse(clones))
    if (copy->use_empty()) {
      copy->erase();
      --kept;
    }
  return kept;
}

unsigned applyRematPlan(const RematModel &model, const RematPlan &plan) {
  return applyRematCopies(model, getRematCopies(model, plan));
}

} // namespace memopt
