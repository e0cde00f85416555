//===- RematBudget.cpp - the budget strategy ------------------------------===//

#include "RematExchange.h"
#include "RematPareto.h"
#include "RematSearch.h"
#include "RematStrategies.h"

#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "memopt-remat"

namespace memopt {

namespace {

/// The lowest-peak plan needs the families planned a second time, with an
/// unmeetable budget; only on models this small.
constexpr size_t kLowestPlanUnits = 512;

/// "origin: peak P bytes, +F FLOPs", for the debug trace.
[[maybe_unused]] std::string describePlan(const RematPlan &plan) {
  std::string origin =
      plan.getOrigin().empty() ? "greedy" : plan.getOrigin().str();
  return origin + ": peak " + std::to_string(plan.getPeak()) + " bytes, +" +
         std::to_string(plan.getExtraFlops()) + " FLOPs";
}

/// The cheapest (then lowest-peak) plan offered that fits the budget, else
/// the one with the lowest peak.
class CheapestFit {
public:
  explicit CheapestFit(uint64_t budget) : budget(budget) {}

  /// Whether a plan with these numbers would be taken over the current one.
  bool wouldTake(uint64_t flops, uint64_t peak) const {
    bool fits = peak <= budget;
    bool chosenFits = chosen && chosen->getPeak() <= budget;
    if (!chosen || fits != chosenFits)
      return !chosen || fits;
    if (fits)
      return std::make_pair(flops, peak) <
             std::make_pair(chosen->getExtraFlops(), chosen->getPeak());
    return peak < chosen->getPeak();
  }
  void offer(RematPlan plan) {
    bool take = wouldTake(plan.getExtraFlops(), plan.getPeak());
    LLVM_DEBUG(llvm::dbgs() << "remat: candidate " << describePlan(plan)
                            << (take ? " (taken)" : "") << "\n");
    if (take)
      chosen.emplace(std::move(plan));
  }
  const RematPlan &get() const { return *chosen; }
  RematPlan take() { return std::move(*chosen); }

private:
  uint64_t budget;
  std::optional<RematPlan> chosen;
};

} // namespace

std::vector<RematPlan> planBlockStrategies(const RematModel &model) {
  std::vector<RematPlan> plans;
  bool anyLayer = llvm::any_of(
      model.getUnits(), [](const RematUnit &unit) { return unit.layer; });
  for (RematStrategy strategy :
       {RematStrategy::Selective, RematStrategy::PerLayer,
        RematStrategy::Sqrt}) {
    if (strategy != RematStrategy::Selective && !anyLayer)
      continue;
    llvm::FailureOr<RematPlan> fixed = planFixedStrategy(model, strategy);
    LLVM_DEBUG(llvm::dbgs() << "remat: block strategy "
                            << stringifyRematStrategy(strategy) << ": "
                            << (llvm::succeeded(fixed) ? describePlan(*fixed)
                                                       : "does not apply")
                            << "\n");
    if (llvm::succeeded(fixed))
      plans.push_back(std::move(*fixed));
  }
  return plans;
}

namespace {

/// The cheapest plan that fits among the families, else the lowest peak.
RematPlan planFromFamilies(const RematModel &model, uint64_t budget,
                           llvm::ArrayRef<RematPlan> blockPlans) {
  std::vector<unsigned> candidates = model.getDroppableCandidates();

  // One step off the greedy path: a prefix of the sequence plus one other
  // drop. The best ratio can overshoot where a smaller, dearer-per-byte
  // buffer is enough, so each step also tries the few cheapest drops.
  struct Detour {
    size_t prefix;
    unsigned unit;
    uint64_t peak, flops;
  };
  constexpr size_t kDetoursPerStep = 8;
  std::vector<Detour> detours;

  // The greedy sequence; its prefixes cost more and more FLOPs.
  RematPlan plan(model);
  uint64_t lowestPeak = plan.getPeak();
  size_t lowestPrefix = 0;
  while (plan.getPeak() > budget) {
    std::vector<std::pair<uint64_t, unsigned>> freeing;
    std::optional<unsigned> best;
    uint64_t bestCost = 0, bestBytes = 0;
    for (unsigned index : candidates) {
      const RematUnit &unit = model.getUnit(index);
      if (plan.isDropped(index) || !plan.freesAtPeak(index))
        continue;
      uint64_t cost = plan.getDropCost(index);
      freeing.emplace_back(cost, index);
      // cost / bytes < bestCost / bestBytes, exactly; ties: more bytes.
      unsigned __int128 lhs = (unsigned __int128)cost * bestBytes;
      unsigned __int128 rhs = (unsigned __int128)bestCost * unit.bytes;
      if (!best || lhs < rhs || (lhs == rhs && unit.bytes > bestBytes)) {
        best = index;
        bestCost = cost;
        bestBytes = unit.bytes;
      }
    }
    if (!best)
      break;
    size_t tries = std::min(kDetoursPerStep, freeing.size());
    std::partial_sort(freeing.begin(), freeing.begin() + tries, freeing.end());
    for (auto [cost, unit] :
         llvm::make_range(freeing.begin(), freeing.begin() + tries)) {
      if (unit == *best)
        continue;
      unsigned mark = plan.checkpoint();
      plan.drop(unit);
      detours.push_back({plan.getDropOrder().size() - 1, unit, plan.getPeak(),
                         plan.getExtraFlops()});
      plan.rollback(mark);
    }
    plan.drop(*best);
    if (plan.getPeak() < lowestPeak) {
      lowestPeak = plan.getPeak();
      lowestPrefix = plan.getDropOrder().size();
    }
  }

  LLVM_DEBUG(llvm::dbgs() << "remat: budget " << budget << " bytes: greedy "
                          << plan.getDropOrder().size() << " drops, "
                          << detours.size() << " detours\n");
  // The plan applied is the cheapest (then lowest-peak) that fits among the
  // prefixes, the detours and the block strategies. Each detour and prefix
  // past where the sequence stopped costs at least as much as the prefix it
  // stopped at, so a lower budget only adds dearer choices and removes ones
  // that no longer fit: never fewer extra FLOPs, never a higher peak.
  std::vector<unsigned> sequence(plan.getDropOrder().begin(),
                                 plan.getDropOrder().end());
  auto replay = [&](size_t prefix, std::optional<unsigned> extra) {
    RematPlan result(model);
    for (unsigned unit : llvm::ArrayRef(sequence).take_front(prefix))
      result.drop(unit);
    if (extra)
      result.drop(*extra);
    return result;
  };
  CheapestFit choice(budget);
  if (plan.getPeak() <= budget || lowestPrefix == plan.getDropOrder().size())
    choice.offer(std::move(plan));
  else
    choice.offer(replay(lowestPrefix, std::nullopt));
  // Detours that do not fit count too: an unmeetable budget reports the
  // lowest peak of all, and a detour can peak below every prefix.
  for (const Detour &detour : detours)
    if (choice.wouldTake(detour.flops, detour.peak))
      choice.offer(replay(detour.prefix, detour.unit));
  for (const RematPlan &fixed : blockPlans)
    if (choice.wouldTake(fixed.getExtraFlops(), fixed.getPeak()))
      choice.offer(fixed);
  // The cheapest-first search closes the greedy's overshoot. Its plans, like
  // the ones above, form a set that does not depend on the budget, so the
  // choice among all of them stays monotone.
  if (std::optional<RematPlan> searched =
          searchCheapestFit(model, budget, blockPlans))
    choice.offer(std::move(*searched));
  if (std::optional<RematPlan> swept = paretoCheapestFit(model, budget))
    choice.offer(std::move(*swept));
  return choice.take();
}

} // namespace

RematPlan planForBudget(const RematModel &model, uint64_t budget) {
  // A budget the step already meets needs no change: the cheapest plan,
  // whatever else would also fit.
  if (budget >= model.getProfile().peakBytes) {
    RematPlan unchanged(model);
    unchanged.setOrigin("none");
    return unchanged;
  }
  std::vector<RematPlan> blockPlans = planBlockStrategies(model);
  CheapestFit choice(budget);
  choice.offer(planFromFamilies(model, budget, blockPlans));
  // Exchanges from plans that do not depend on the budget, so the choice
  // stays monotone: the block strategies' plans and, where planning twice is
  // cheap, the lowest-peak plan (what an unmeetable budget gets; when this
  // budget is unmeetable, the plan chosen already).
  size_t units = model.getUnits().size();
  std::vector<std::vector<unsigned>> starts;
  if (units <= kLowestPlanUnits)
    starts.push_back(
        choice.get().getPeak() > budget
            ? choice.get().getDropOrder().vec()
            : planFromFamilies(model, 0, blockPlans).getDropOrder().vec());
  for (const RematPlan &fixed : blockPlans)
    starts.push_back(fixed.getDropOrder().vec());
  // On small models each start has a bound of its own, so that one start's
  // long climb cannot starve the others (the per-layer plan's, which
  // `budget` must beat); on large ones the starts share one, for time.
  bool small = units <= kLowestPlanUnits;
  std::optional<RematExchanger> exchanger;
  for (const std::vector<unsigned> &drops : starts) {
    if (!exchanger || small)
      exchanger.emplace(model);
    if (exchanger->isSpent())
      break;
    LLVM_DEBUG(llvm::dbgs() << "remat: exchanges from a start of "
                            << drops.size() << " drops\n");
    if (std::optional<std::vector<unsigned>> better = exchanger->improve(drops))
      choice.offer(buildPlan(model, *better, "exchange"));
  }
  LLVM_DEBUG(llvm::dbgs() << "remat: chosen " << describePlan(choice.get())
                          << "\n");
  return choice.take();
}

} // namespace memopt
