//===- RematPareto.cpp - Pareto sweep over drop sets ----------------------===//

#include "RematPareto.h"
#include "DropSetTree.h"
#include "RematExchange.h"

namespace memopt {

namespace {

struct FrontPlan {
  unsigned node;
  uint64_t peak, flops;
  llvm::SmallVector<uint64_t, 8> spanPeaks;
};

/// Whether `a` is at least as good as `b` everywhere: no more FLOPs, and no
/// higher a peak in any span.
bool beats(const FrontPlan &a, const FrontPlan &b) {
  if (a.flops > b.flops)
    return false;
  for (auto [x, y] : llvm::zip(a.spanPeaks, b.spanPeaks))
    if (x > y)
      return false;
  return true;
}

/// Keeps the plans that no other beats (of equals, the first), cheapest
/// first.
void keepUnbeaten(std::vector<FrontPlan> &plans) {
  llvm::stable_sort(plans, [](const FrontPlan &a, const FrontPlan &b) {
    return std::tie(a.flops, a.peak) < std::tie(b.flops, b.peak);
  });
  std::vector<FrontPlan> kept;
  for (const FrontPlan &plan : plans)
    if (llvm::none_of(
            kept, [&](const FrontPlan &other) { return beats(other, plan); }))
      kept.push_back(plan);
  plans = std::move(kept);
}

/// Orders the plans as a walk of the tree visits them (by the units on
/// their paths), so that moving from one to the next undoes and redoes few
/// drops.
void sortForWalk(std::vector<FrontPlan> &plans, const DropSetTree &tree) {
  std::vector<std::pair<std::vector<unsigned>, FrontPlan>> keyed;
  for (const FrontPlan &plan : plans) {
    keyed.emplace_back(tree.getDrops(plan.node), plan);
  }
  llvm::sort(keyed,
             [](const auto &a, const auto &b) { return a.first < b.first; });
  for (auto [index, item] : llvm::enumerate(keyed))
    plans[index] = std::move(item.second);
}

} // namespace

std::optional<RematPlan> paretoCheapestFit(const RematModel &model,
                                           uint64_t budget,
                                           const RematParetoLimits &limits) {
  std::vector<unsigned> candidates = model.getDroppableCandidates();
  if (candidates.empty())
    return std::nullopt;
  // Largest first, as for a knapsack: the few large drops set the coarse
  // levels, the many small ones then fill in between.
  llvm::stable_sort(candidates, [&](unsigned a, unsigned b) {
    return model.getUnit(a).bytes > model.getUnit(b).bytes;
  });

  DropSetTree tree(model);
  auto planAt = [&](unsigned node) -> FrontPlan {
    const RematPlan &plan = tree.moveTo(node);
    return {node, plan.getPeak(), plan.getExtraFlops(),
            plan.getSpanPeaks(limits.spans)};
  };
  std::vector<FrontPlan> front{planAt(DropSetTree::kRoot)};
  for (unsigned unit : candidates) {
    if (tree.getDropsApplied() > limits.maxDrops)
      break;
    sortForWalk(front, tree);
    std::vector<FrontPlan> next = front;
    for (const FrontPlan &plan : front) {
      // Where the candidate frees nothing at the plan's peak, the extension
      // costs more for no lower peak; it is not tried (a heuristic only
      // where a span other than the peak's would gain).
      if (tree.moveTo(plan.node).freesAtPeak(unit))
        next.push_back(planAt(tree.addChild(plan.node, unit)));
    }
    keepUnbeaten(next);
    front = std::move(next);
  }

  // Exchanges on the front's plans, lowest peak first (where the sweep's
  // one-drop-at-a-time growth leaves the most behind).
  RematExchanger exchanger(model);
  std::vector<FrontPlan> byPeak = front;
  llvm::stable_sort(byPeak, [](const FrontPlan &a, const FrontPlan &b) {
    return a.peak < b.peak;
  });
  for (const FrontPlan &plan : byPeak) {
    if (exchanger.isSpent())
      break;
    std::optional<std::vector<unsigned>> better =
        exchanger.improve(tree.getDrops(plan.node));
    if (!better)
      continue;
    unsigned node = DropSetTree::kRoot;
    for (unsigned unit : *better)
      node = tree.addChild(node, unit);
    front.push_back(planAt(node));
  }
  keepUnbeaten(front);

  // Cheapest first: the first that fits, else the lowest peak.
  const FrontPlan *chosen = nullptr;
  for (const FrontPlan &plan : front)
    if (plan.peak <= budget) {
      chosen = &plan;
      break;
    }
  if (!chosen)
    chosen =
        &*llvm::min_element(front, [](const FrontPlan &a, const FrontPlan &b) {
          return a.peak < b.peak;
        });
  return tree.materialize(chosen->node, "pareto");
}

} // namespace memopt
