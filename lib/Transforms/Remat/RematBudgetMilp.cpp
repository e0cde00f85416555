//===- RematBudgetMilp.cpp - the exact step of strategy=budget ------------===//

#include "RematBudgetMilp.h"
#include "RematCopyPlan.h"
#include "RematOptimal.h"

namespace memopt {

namespace {

/// Branch-and-bound nodes per solve: the work limit that keeps the plan
/// independent of the machine's load; over the 42 that the optimality
/// table's hardest row needs (gpt2 L1 with dropout at 54,660).
constexpr int kBudgetMilpNodes = 1000;

/// A backstop only: on steps this small the node limit binds first.
constexpr double kBudgetMilpSeconds = 3600;

/// A budget under the heuristics' lowest peak that the MILP `solved` did
/// not meet: the lowest peak the MILPs reach. A refusal names it as the
/// lowest that `budget` meets, which holds at every budget: one at or over
/// it that the solve at the budget leaves unmet (stopped at the node limit
/// before a plan) gets that plan. The search does not depend on the budget.
BudgetMilpStep refuseOrMeet(const RematModel &model, uint64_t budget,
                            llvm::ArrayRef<RematCopy> chosen,
                            uint64_t chosenPeak, const OptimalRemat &solved,
                            int maxNodes) {
  BudgetMilpStep step;
  LeastPeakRemat least =
      searchLeastPeak(model, chosen, kBudgetMilpSeconds, maxNodes);
  RematCertificate certificate{solved.status, 0, 0.0, {}};
  if (least.lowerBound > 0) {
    certificate.peakLowerBound = least.lowerBound;
    certificate.peakBoundByMilp = true;
  }
  step.certificate = certificate;
  if (least.peak >= chosenPeak && least.peak > budget)
    return step;
  step.copies = std::move(least.copies);
  step.extraFlops = getExtraFlops(model, *step.copies);
  // Met by the least peak's plan: the solve at the budget stopped at its
  // node limit before a plan; it bounds the FLOPs.
  if (least.peak <= budget) {
    RematCertificate &met = *step.certificate;
    met.status = "node limit";
    met.lowerBound = std::min(solved.lowerBound, step.extraFlops);
    met.gapPercent = step.extraFlops == 0
                         ? 0.0
                         : 100.0 * double(step.extraFlops - met.lowerBound) /
                               double(step.extraFlops);
  }
  return step;
}

} // namespace

bool runsBudgetMilp(const RematModel &model, unsigned maxUnits) {
  return isOptimalRematAvailable() && model.getUnits().size() <= maxUnits;
}

BudgetMilpStep solveBudgetMilp(const RematModel &model, uint64_t budget,
                               llvm::ArrayRef<RematCopy> chosen,
                               uint64_t chosenFlops, uint64_t chosenPeak,
                               std::optional<int> maxNodes) {
  int nodes = maxNodes.value_or(kBudgetMilpNodes);
  bool chosenFits = chosenPeak <= budget;
  BudgetMilpStep step;
  OptimalRemat solved = solveOptimalRemat(
      model, budget, kBudgetMilpSeconds,
      chosenFits ? chosen : llvm::ArrayRef<RematCopy>(), nodes);
  if (solved.hasPlan() && (!chosenFits || solved.extraFlops <= chosenFlops)) {
    // The MILP's rows count what the evaluator counts; a plan it says does
    // not fit is left out, should the two ever differ. At equal FLOPs the
    // lower peak wins (the MILP's is the least among the cheapest when
    // proven), so that a lower budget never gets a higher peak.
    uint64_t peak = CopyPlanEvaluator(model).peakOf(solved.copies);
    if (peak <= budget &&
        (!chosenFits || solved.extraFlops < chosenFlops || peak < chosenPeak)) {
      step.extraFlops = solved.extraFlops;
      step.certificate = RematCertificate{
          solved.status, solved.lowerBound, solved.gapPercent(), {}};
      step.copies = std::move(solved.copies);
      return step;
    }
  }
  if (!chosenFits)
    return refuseOrMeet(model, budget, chosen, chosenPeak, solved, nodes);
  // The heuristics' plan stays: what the solve proved, against it.
  if (solved.status == "infeasible")
    step.certificate = RematCertificate{solved.status, 0, 0.0, {}};
  else if (solved.hasPlan() && chosenFits) {
    uint64_t bound = std::min(solved.lowerBound, chosenFlops);
    step.certificate = RematCertificate{
        solved.status,
        bound,
        chosenFlops == 0
            ? 0.0
            : 100.0 * double(chosenFlops - bound) / double(chosenFlops),
        {}};
  }
  return step;
}

} // namespace memopt
