//===- RematSearch.cpp - cheapest-first search over drop sets -------------===//

#include "RematSearch.h"
#include "DropSetTree.h"

#include <queue>
#include <unordered_set>

namespace memopt {

namespace {

class DropSetSearch {
public:
  DropSetSearch(const RematModel &model, const RematSearchLimits &limits)
      : model(model), limits(limits), tree(model),
        candidates(model.getDroppableCandidates()),
        maxDrops(getDropBound(model, limits.maxDrops, limits.work)) {
    flops.push_back(0);
    seen.insert(0);
    queue.push({0, DropSetTree::kRoot});
  }

  /// A seed is applied only when popped: on large models its many drops
  /// cost more than the search itself, and a search that stops before it
  /// never needs them.
  void addSeed(const RematPlan &seed) {
    unsigned node = DropSetTree::kRoot;
    for (unsigned unit : seed.getDropOrder())
      node = addNode(node, unit, 0);
    if (!seen.insert(tree.getSetHash(node)).second)
      return;
    flops[node] = seed.getExtraFlops();
    queue.push({flops[node], node});
  }

  std::optional<RematPlan> run(uint64_t budget) {
    uint64_t lowestPeak = ~uint64_t(0);
    std::optional<unsigned> lowest;
    while (!queue.empty() && tree.getDropsApplied() <= maxDrops) {
      unsigned node = queue.top().second;
      queue.pop();
      const RematPlan &plan = tree.moveTo(node);
      assert(plan.getExtraFlops() == flops[node]);
      uint64_t peak = plan.getPeak();
      if (peak >= lowestPeak)
        continue;
      lowestPeak = peak;
      lowest = node;
      if (peak <= budget)
        break;
      expand(node);
    }
    if (!lowest)
      return std::nullopt;
    return tree.materialize(*lowest, "search");
  }

private:
  /// Pushes the node's children: the drops live at its peak that are best
  /// by FLOPs per byte (the greedy's choice first) and cheapest in FLOPs.
  void expand(unsigned node) {
    struct Child {
      uint64_t flops, bytes;
      unsigned unit;
    };
    const RematPlan &plan = tree.getPlan();
    std::vector<Child> freeing;
    for (unsigned unit : candidates)
      if (!plan.isDropped(unit) && plan.freesAtPeak(unit))
        freeing.push_back(
            {plan.getDropCost(unit), model.getUnit(unit).bytes, unit});
    auto byRatio = [](const Child &a, const Child &b) {
      unsigned __int128 lhs = (unsigned __int128)a.flops * b.bytes;
      unsigned __int128 rhs = (unsigned __int128)b.flops * a.bytes;
      if (lhs != rhs)
        return lhs < rhs;
      if (a.bytes != b.bytes)
        return a.bytes > b.bytes;
      return a.unit < b.unit;
    };
    auto byFlops = [](const Child &a, const Child &b) {
      if (a.flops != b.flops)
        return a.flops < b.flops;
      if (a.bytes != b.bytes)
        return a.bytes > b.bytes;
      return a.unit < b.unit;
    };
    auto pushBest = [&](auto less, unsigned count) {
      count = std::min<size_t>(count, freeing.size());
      std::partial_sort(freeing.begin(), freeing.begin() + count, freeing.end(),
                        less);
      for (const Child &child : llvm::ArrayRef(freeing).take_front(count))
        push(node, child.unit, flops[node] + child.flops);
    };
    pushBest(byRatio, limits.childrenByRatio);
    pushBest(byFlops, limits.childrenByCost);
  }

  void push(unsigned parent, unsigned unit, uint64_t cost) {
    if (!seen.insert(tree.getSetHash(parent) ^ DropSetTree::getUnitHash(unit))
             .second)
      return;
    queue.push({cost, addNode(parent, unit, cost)});
  }

  unsigned addNode(unsigned parent, unsigned unit, uint64_t cost) {
    unsigned node = tree.addChild(parent, unit);
    flops.resize(node + 1);
    flops[node] = cost;
    return node;
  }

  const RematModel &model;
  const RematSearchLimits &limits;
  DropSetTree tree;
  std::vector<unsigned> candidates;
  uint64_t maxDrops;
  /// Extra FLOPs of each node's set.
  std::vector<uint64_t> flops;
  /// Cheapest first; ties in the order pushed.
  std::priority_queue<std::pair<uint64_t, unsigned>,
                      std::vector<std::pair<uint64_t, unsigned>>,
                      std::greater<>>
      queue;
  std::unordered_set<uint64_t> seen;
};

} // namespace

std::optional<RematPlan> searchCheapestFit(const RematModel &model,
                                           uint64_t budget,
                                           llvm::ArrayRef<RematPlan> seeds,
                                           const RematSearchLimits &limits) {
  DropSetSearch search(model, limits);
  for (const RematPlan &seed : seeds)
    search.addSeed(seed);
  return search.run(budget);
}

} // namespace memopt
