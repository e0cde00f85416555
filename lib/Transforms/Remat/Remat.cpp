//===- Remat.cpp - plan, check and apply rematerialization ----------------===//

#include "RematBudgetMilp.h"
#include "RematCopySearch.h"
#include "RematModel.h"
#include "RematModelExport.h"
#include "RematOptimal.h"
#include "RematPlan.h"
#include "RematPlanFile.h"
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
  case RematStrategy::Optimal:
    return "optimal";
  }
  return "none";
}

namespace {

/// "the lowest peak reachable ..." or "strategy X peaks at", as the
/// refusal and the warning name what reached a peak.
void describePlanPeak(InFlightDiagnostic &diag, const RematSummary &summary) {
  if (summary.plan == "file")
    diag << "the plan from the file peaks at ";
  else if (summary.strategy == RematStrategy::Budget)
    diag << "the lowest peak reachable with the allowed recomputations is ";
  else
    diag << "strategy " << stringifyRematStrategy(summary.strategy)
         << " peaks at ";
}

/// The located error for a budget the rewritten step does not meet: the
/// peak its analysis found and what holds it there.
LogicalResult emitBudgetNotMet(const RematSummary &summary,
                               const FunctionMemoryProfile &after) {
  unsigned point = after.peakPoint;
  Operation *peakOp = after.getPeakOp();
  // Buffers no recomputation frees: parameters, optimizer states, gradients,
  // inputs and constants.
  uint64_t held[kNumRoles] = {};
  for (const Buffer &buffer : after.buffers)
    if (buffer.start <= point && point <= buffer.end)
      held[static_cast<unsigned>(buffer.role.role)] += buffer.bytes;
  uint64_t refusedBytes = 0;
  for (const RefusedBuffer &refused : summary.refused)
    refusedBytes += refused.bytes;

  InFlightDiagnostic diag = mlir::emitError(after.func.getLoc());
  diag << "memopt-remat: the budget of " << formatBytes(*summary.budget)
       << " cannot be met: ";
  describePlanPeak(diag, summary);
  diag << formatBytes(after.peakBytes) << ", at " << peakOp->getName() << " ("
       << formatLocation(peakOp->getLoc())
       << ") of the rewritten step, analysed";
  if (summary.plannedPeak && *summary.plannedPeak != after.peakBytes)
    diag << " (the planner's bound: " << formatBytes(*summary.plannedPeak)
         << ")";
  diag << "; there parameters hold "
       << formatBytes(held[static_cast<unsigned>(Role::Parameter)])
       << ", optimizer states "
       << formatBytes(held[static_cast<unsigned>(Role::OptimizerState)])
       << ", gradients "
       << formatBytes(held[static_cast<unsigned>(Role::Gradient)])
       << ", inputs " << formatBytes(held[static_cast<unsigned>(Role::Input)]);
  if (uint64_t constants = held[static_cast<unsigned>(Role::Constant)])
    diag << ", constants " << formatBytes(constants);
  if (!summary.refused.empty())
    diag << "; " << summary.refused.size() << " buffers the backward reads ("
         << formatBytes(refusedBytes) << ") cannot be recomputed";
  if (summary.certificate && summary.certificate->status == "infeasible")
    diag << "; the MILP proves that no plan in the full space fits the "
            "budget";
  if (summary.certificate && summary.certificate->peakLowerBound) {
    uint64_t bound = *summary.certificate->peakLowerBound;
    diag << "; the "
         << (summary.certificate->peakBoundByMilp ? "MILP" : "LP relaxation")
         << " proves that no plan peaks under " << formatBytes(bound);
    if (bound == after.peakBytes)
      diag << ": this peak is the least";
  }
  return failure();
}

/// The copied units (in program order, whatever order the planner dropped
/// them in) and the refused ones. A plan's dropped unit owns the FLOPs of the
/// intermediates it pulled in; a copy from a file counts its own.
void describeUnits(const RematModel &model, const RematPlan *plan,
                   ArrayRef<RematCopy> copies, RematSummary &summary) {
  const FunctionMemoryProfile &profile = model.getProfile();
  std::vector<unsigned> copiesOf(model.getUnits().size(), 0);
  for (const RematCopy &copy : copies)
    ++copiesOf[copy.unit];
  for (auto [index, unit] : llvm::enumerate(model.getUnits())) {
    bool listed = plan ? plan->isDropped(index) : copiesOf[index] != 0;
    if (!listed)
      continue;
    Value value = profile.buffers[unit.buffer].representative;
    RecomputedBuffer entry;
    entry.value = describeValue(value);
    entry.loc = formatLocation(value.getLoc());
    entry.layer = unit.layer;
    entry.bytes = unit.bytes;
    entry.copies = copiesOf[index];
    entry.flopsAdded = plan ? plan->getFlopsAddedFor(index)
                            : uint64_t(copiesOf[index]) * unit.flops;
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

/// The LP bound is for steps whose relaxation has at most this many replay
/// columns (docs/remat.md, "Certificates", for the times).
constexpr uint64_t kLpBoundTerms = 4'000'000;

/// How many cuts' LPs bound each of the extra FLOPs and the peak on steps
/// too large for the whole relaxation (docs/remat.md, "Certificates").
constexpr unsigned kCutBoundCuts = 32;

RematCertificate certify(const OptimalRemat &solved) {
  return {solved.status, solved.lowerBound, solved.gapPercent(), {}};
}

/// The better of the whole LP relaxation (on steps where it is not too
/// large) and the cuts' LPs, which do not grow with the stages: each bounds
/// every plan, so the larger bound holds.
RematLpBound boundRematLpAndCuts(const RematModel &model, uint64_t budget,
                                 double seconds) {
  RematLpBound whole = boundRematLp(model, budget, seconds, kLpBoundTerms);
  if (whole.status == "infeasible")
    return whole;
  RematLpBound cuts = boundRematCuts(model, budget, seconds, kCutBoundCuts);
  if (whole.status != "bound" || cuts.status != "bound")
    return cuts.status == "bound" || cuts.status == "infeasible" ? cuts : whole;
  RematLpBound best = cuts.extraFlops > whole.extraFlops ? cuts : whole;
  best.peak = std::max(cuts.peak, whole.peak);
  return best;
}

/// The LP relaxation's certificate for a plan of `extraFlops`.
RematCertificate certifyLp(const RematLpBound &lp, uint64_t extraFlops) {
  RematCertificate certificate;
  certificate.status = lp.status == "bound" ? lp.method : "lp " + lp.status;
  if (lp.status == "bound" || lp.status == "infeasible")
    certificate.peakLowerBound = lp.peak;
  if (lp.status != "bound")
    return certificate;
  certificate.lowerBound = std::min(lp.extraFlops, extraFlops);
  certificate.gapPercent =
      extraFlops == 0 ? 0.0
                      : 100.0 * double(extraFlops - certificate.lowerBound) /
                            double(extraFlops);
  return certificate;
}

/// The budget strategy's best plan when it fits (the one-clone families',
/// or the full space's when cheaper), as copies: the MILP's first incumbent.
std::vector<RematCopy> heuristicStart(const RematModel &model,
                                      uint64_t budget) {
  RematPlan plan = planForBudget(model, budget);
  std::vector<RematCopy> best;
  uint64_t bestFlops = UINT64_MAX;
  if (plan.getPeak() <= budget) {
    best = getRematCopies(model, plan);
    bestFlops = plan.getExtraFlops();
  }
  if (std::optional<CopySearchPlan> multi =
          planCopiesForBudget(model, plan, budget))
    if (multi->peak <= budget && multi->extraFlops < bestFlops)
      best = CopyPlanEvaluator::toCopies(multi->points);
  return best;
}

/// strategy=optimal: the MILP's plan, or a located error when there is
/// none (no solver, a budget proven infeasible, the time limit).
FailureOr<OptimalRemat> planOptimal(const RematModel &model,
                                    const RematOptions &options) {
  Location loc = model.getProfile().func.getLoc();
  if (!isOptimalRematAvailable())
    return mlir::emitError(loc)
           << "memopt-remat: strategy=optimal needs the CBC solver, which "
              "this build was configured without (install "
              "coinor-libcbc-dev and configure again)";
  if (!options.budget)
    return mlir::emitError(loc,
                           "memopt-remat: strategy=optimal needs a budget");
  OptimalRemat solved = solveOptimalRemat(
      model, *options.budget, options.timeLimit,
      heuristicStart(model, *options.budget), options.nodeLimit);
  if (solved.status == "infeasible")
    return mlir::emitError(loc)
           << "memopt-remat: the budget of " << formatBytes(*options.budget)
           << " cannot be met: the MILP proves that no plan in the full "
              "space fits it";
  if (!solved.hasPlan())
    return mlir::emitError(loc)
           << "memopt-remat: strategy=optimal found no plan within the time "
              "limit of "
           << llvm::formatv("{0}", options.timeLimit)
           << " s (the proven lower bound on the extra FLOPs is "
           << formatWithSeparators(solved.lowerBound) << ")";
  return solved;
}

} // namespace

FailureOr<RematApplied> rematerialize(const FunctionMemoryProfile &profile,
                                      const RematOptions &options) {
  FailureOr<RematModel> model = RematModel::build(profile);
  if (failed(model))
    return failure();

  RematApplied applied;
  RematSummary &summary = applied.summary;
  summary.function = profile.func.getSymName().str();
  summary.strategy = options.strategy;
  summary.budget = options.budget;
  summary.peakBefore = profile.peakBytes;
  summary.activationBytesBefore = profile.totals(Role::Activation).bytes;
  summary.flopsBefore = profile.flops;

  std::optional<RematPlan> plan;
  std::vector<RematCopy> copies;
  if (!options.applyPlan.empty()) {
    FailureOr<std::vector<RematCopy>> read =
        readRematCopies(*model, options.applyPlan);
    if (failed(read))
      return failure();
    copies = std::move(*read);
    summary.plan = "file";
  } else if (options.strategy == RematStrategy::Optimal) {
    FailureOr<OptimalRemat> solved = planOptimal(*model, options);
    if (failed(solved))
      return failure();
    copies = std::move(solved->copies);
    summary.plan = "optimal";
    summary.certificate = certify(*solved);
  } else {
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
    copies = getRematCopies(*model, *plan);
    summary.plannedPeak = plan->getPeak();
    summary.plan = plan->getOrigin().str();
    uint64_t chosenFlops = plan->getExtraFlops(), chosenPeak = plan->getPeak();
    // The full space's family (several copies of a unit, chains), taken
    // when it fits and is cheaper, or when nothing fits and it peaks lower;
    // its plans do not depend on the budget, so the choice stays monotone.
    if (options.strategy == RematStrategy::Budget && summary.plan != "none")
      if (std::optional<CopySearchPlan> multi =
              planCopiesForBudget(*model, *plan, *options.budget)) {
        uint64_t budget = *options.budget;
        bool fits = multi->peak <= budget, chosenFits = chosenPeak <= budget;
        if (fits ? !chosenFits || multi->extraFlops < chosenFlops
                 : !chosenFits && multi->peak < chosenPeak) {
          copies = CopyPlanEvaluator::toCopies(multi->points);
          summary.plannedPeak = multi->peak;
          summary.plan = "multi-copy";
          chosenFlops = multi->extraFlops;
          chosenPeak = multi->peak;
          plan.reset();
        }
      }
    // On small steps the MILP too, bounded by nodes (RematBudgetMilp.h);
    // docs/remat.md, "Limits", says why the choice stays monotone.
    if (options.strategy == RematStrategy::Budget && summary.plan != "none" &&
        runsBudgetMilp(*model, options.milpUnits)) {
      BudgetMilpStep step =
          solveBudgetMilp(*model, *options.budget, copies, chosenFlops,
                          chosenPeak, options.nodeLimit);
      summary.certificate = step.certificate;
      if (step.copies) {
        copies = std::move(*step.copies);
        // The analysis of the rewritten step decides whether it fits.
        summary.plannedPeak.reset();
        summary.plan = "optimal";
        chosenFlops = step.extraFlops;
        plan.reset();
      }
    }
    // With certify, every other budget plan gets the LP relaxation's bounds
    // (seconds to a minute on small steps, so not by default).
    if (options.certify && options.strategy == RematStrategy::Budget &&
        summary.plan != "none" && !summary.certificate &&
        isOptimalRematAvailable())
      summary.certificate = certifyLp(
          boundRematLpAndCuts(*model, *options.budget, options.timeLimit),
          chosenFlops);
  }
  // The planner's bound is an upper bound of the analysed peak: over the
  // budget, only the analysis of the rewritten IR can tell, so the function
  // is kept to be put back.
  if (options.budget &&
      (!summary.plannedPeak || *summary.plannedPeak > *options.budget))
    applied.original = cast<func::FuncOp>(profile.func->clone());
  describeUnits(*model, plan ? &*plan : nullptr, copies, summary);
  summary.clonedOps = applyRematCopies(*model, copies);
  return applied;
}

LogicalResult finishRemat(RematSummary &summary,
                          const FunctionMemoryProfile &after) {
  summary.peakAfter = after.peakBytes;
  summary.activationBytesAfter = after.totals(Role::Activation).bytes;
  summary.flopsAfter = after.flops;
  if (summary.budget && summary.peakAfter > *summary.budget)
    return emitBudgetNotMet(summary, after);
  // A fixed strategy does not look at the peak: where the step peaks after
  // the forward (gradients and optimizer states), its recomputed buffers can
  // add to that peak. Applied all the same, since it was asked for.
  if (summary.peakAfter > summary.peakBefore) {
    Operation *peakOp = after.getPeakOp();
    InFlightDiagnostic diag = mlir::emitWarning(after.func.getLoc());
    diag << "memopt-remat: ";
    if (summary.plan == "file")
      diag << "the plan from the file";
    else
      diag << "strategy " << stringifyRematStrategy(summary.strategy);
    diag << " raises the peak from " << formatBytes(summary.peakBefore)
         << " to " << formatBytes(summary.peakAfter) << ", at "
         << peakOp->getName() << " (" << formatLocation(peakOp->getLoc())
         << "), where recomputed buffers add to what is live; "
            "strategy=budget never raises it";
  }
  return success();
}

} // namespace memopt
