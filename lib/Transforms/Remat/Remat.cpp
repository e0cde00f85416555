//===- Remat.cpp - plan, check and apply rematerialization ----------------===//

#include "RematModel.h"
#include "RematModelExport.h"
#include "RematPlan.h"
#include "RematRewrite.h"
#include "RematStrategies.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Report/Report.h"
#include "memopt/Transforms/Remat.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace memopt {

StringRef stringifyRematStrategy(RematStrategy strategy) {
  switch (strategy) {
  case RematStrategy::Auto:
    return "auto";
  case RematStrategy::None:
    return "none";
  case RematStrategy::PerLayer:
    return "per-layer";
  case RematStrategy::Sqrt:
    return "sqrt";
  case RematStrategy::Selective:
    return "selective";
  case RematStrategy::Budget:
    return "budget";
  }
  return "none";
}

namespace {

/// The located error for a budget the plan does not meet: the lowest peak
/// reached and what holds it.
LogicalResult emitBudgetNotMet(const RematModel &model, const RematPlan &plan,
                               RematStrategy strategy, uint64_t budget) {
  const FunctionMemoryProfile &profile = model.getProfile();
  unsigned point = plan.getPeakPoint();
  Operation *peakOp = profile.getOps()[point];
  // Buffers no recomputation touches: arguments, constants and what the
  // backward makes.
  uint64_t held[kNumRoles] = {};
  for (const Buffer &buffer : profile.buffers)
    if (buffer.start <= point && point <= buffer.end &&
        (buffer.holdsArgument || buffer.holdsConstant ||
         buffer.start > model.getSplit()))
      held[static_cast<unsigned>(buffer.role.role)] += buffer.bytes;
  uint64_t refusedBytes = 0;
  unsigned refused = 0;
  for (const RematUnit &unit : model.getUnits())
    if (!unit.refusal.empty() && unit.firstBackwardUse) {
      refusedBytes += unit.bytes;
      ++refused;
    }

  InFlightDiagnostic diag = mlir::emitError(profile.func.getLoc());
  diag << "memopt-remat: the budget of " << formatBytes(budget)
       << " cannot be met: ";
  if (strategy == RematStrategy::Budget)
    diag << "the lowest peak reachable with the allowed recomputations is ";
  else
    diag << "strategy " << stringifyRematStrategy(strategy) << " peaks at ";
  diag << formatBytes(plan.getPeak()) << ", at " << peakOp->getName() << " ("
       << formatLocation(peakOp->getLoc()) << "); there parameters hold "
       << formatBytes(held[static_cast<unsigned>(Role::Parameter)])
       << ", optimizer states "
       << formatBytes(held[static_cast<unsigned>(Role::OptimizerState)])
       << ", gradients "
       << formatBytes(held[static_cast<unsigned>(Role::Gradient)])
       << ", inputs " << formatBytes(held[static_cast<unsigned>(Role::Input)]);
  if (uint64_t constants = held[static_cast<unsigned>(Role::Constant)])
    diag << ", constants " << formatBytes(constants);
  if (refused != 0)
    diag << "; " << refused << " buffers the backward reads ("
         << formatBytes(refusedBytes) << ") cannot be recomputed";
  return failure();
}

void describeUnits(const RematModel &model, const RematPlan &plan,
                   RematSummary &summary) {
  const FunctionMemoryProfile &profile = model.getProfile();
  // In program order (units are numbered so), whatever order the planner
  // dropped them in.
  for (auto [index, unit] : llvm::enumerate(model.getUnits())) {
    if (!plan.isDropped(index))
      continue;
    Value value = profile.buffers[unit.buffer].representative;
    RecomputedBuffer entry;
    entry.value = describeValue(value);
    entry.loc = formatLocation(value.getLoc());
    entry.layer = unit.layer;
    entry.bytes = unit.bytes;
    entry.flopsAdded = plan.getFlopsAddedFor(index);
    summary.recomputed.push_back(std::move(entry));
  }
  for (const RematUnit &unit : model.getUnits()) {
    if (unit.refusal.empty() || !unit.firstBackwardUse)
      continue;
    Value value = profile.buffers[unit.buffer].representative;
    summary.refused.push_back({describeValue(value),
                               formatLocation(value.getLoc()), unit.bytes,
                               unit.refusal});
  }
}

} // namespace

FailureOr<RematSummary> rematerialize(const FunctionMemoryProfile &profile,
                                      const RematOptions &options) {
  FailureOr<RematModel> model = RematModel::build(profile);
  if (failed(model))
    return failure();

  std::optional<RematPlan> plan;
  if (options.strategy == RematStrategy::Budget) {
    if (!options.budget)
      return mlir::emitError(profile.func.getLoc(),
                             "memopt-remat: strategy=budget needs a budget");
    plan.emplace(planForBudget(*model, *options.budget));
  } else {
    FailureOr<RematPlan> fixed = planFixedStrategy(*model, options.strategy);
    if (failed(fixed))
      return failure();
    plan.emplace(std::move(*fixed));
  }
  if (!options.exportModel.empty() &&
      failed(exportRematModel(*model, *plan, options.exportModel)))
    return failure();
  if (options.budget && plan->getPeak() > *options.budget)
    return emitBudgetNotMet(*model, *plan, options.strategy, *options.budget);
  // A fixed strategy does not look at the peak: where the step peaks after
  // the forward (gradients and optimizer states), its recomputed buffers can
  // add to that peak. Applied all the same, since it was asked for.
  if (plan->getPeak() > profile.peakBytes) {
    Operation *peakOp = profile.getOps()[plan->getPeakPoint()];
    mlir::emitWarning(profile.func.getLoc())
        << "memopt-remat: strategy " << stringifyRematStrategy(options.strategy)
        << " raises the peak from " << formatBytes(profile.peakBytes) << " to "
        << formatBytes(plan->getPeak()) << ", at " << peakOp->getName() << " ("
        << formatLocation(peakOp->getLoc())
        << "), where recomputed buffers add to what is live; "
           "strategy=budget never raises it";
  }

  RematSummary summary;
  summary.function = profile.func.getSymName().str();
  summary.strategy = options.strategy;
  summary.budget = options.budget;
  summary.peakBefore = profile.peakBytes;
  summary.activationBytesBefore = profile.totals(Role::Activation).bytes;
  summary.flopsBefore = profile.flops;
  summary.plannedPeak = plan->getPeak();
  summary.plan = plan->getOrigin().str();
  describeUnits(*model, *plan, summary);
  summary.clonedOps = applyRematPlan(*model, *plan);
  return summary;
}

void recordRematResult(RematSummary &summary,
                       const FunctionMemoryProfile &after) {
  summary.peakAfter = after.peakBytes;
  summary.activationBytesAfter = after.totals(Role::Activation).bytes;
  summary.flopsAfter = after.flops;
}

} // namespace memopt
