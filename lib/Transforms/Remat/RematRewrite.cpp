//===- RematRewrite.cpp - cloning producers into the backward -------------===//

#include "RematRewrite.h"

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/Transforms/Remat.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

#include <tuple>

using namespace mlir;

namespace memopt {

unsigned applyRematPlan(const RematModel &model, const RematPlan &plan) {
  const FunctionMemoryProfile &profile = model.getProfile();
  ProgramOrder &order = *profile.order;

  // Every producer to clone with its clone point, in (point, program order).
  std::vector<std::tuple<unsigned, unsigned, Operation *>> toClone;
  llvm::DenseSet<Operation *> seen;
  for (auto [index, unit] : llvm::enumerate(model.getUnits()))
    if (plan.isCloned(index))
      for (Operation *op : unit.ops)
        if (seen.insert(op).second)
          toClone.emplace_back(plan.getClonePoint(index), order.getPoint(op),
                               op);
  llvm::sort(toClone);

  MLIRContext *context = profile.func.getContext();
  OpBuilder builder(context);
  IRMapping mapping;
  llvm::SmallVector<Operation *> clones;
  llvm::DenseSet<Operation *> isClone;
  auto backward = StringAttr::get(context, kBackwardPhase);
  for (auto [point, original, op] : toClone) {
    builder.setInsertionPoint(profile.getOps()[point]);
    Operation *copy = builder.clone(*op, mapping);
    copy->setAttr(kRematAttrName, UnitAttr::get(context));
    copy->setAttr(kPhaseAttrName, backward);
    clones.push_back(copy);
    isClone.insert(copy);
  }

  // Backward readers of dropped units read the clones.
  unsigned split = model.getSplit();
  for (auto [index, unit] : llvm::enumerate(model.getUnits())) {
    if (!plan.isDropped(index))
      continue;
    for (Operation *op : unit.ops)
      for (Value result : op->getResults()) {
        if (model.lookupUnit(result) != index)
          continue;
        Value copy = mapping.lookup(result);
        for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
          Operation *top = model.getTopLevel(use.getOwner());
          if (!isClone.count(top) && order.getPoint(top) > split)
            use.set(copy);
        }
      }
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

} // namespace memopt
