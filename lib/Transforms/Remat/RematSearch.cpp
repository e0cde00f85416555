//===- RematSearch.cpp - cheapest-first search over drop sets -------------===//

#include "RematSearch.h"

#include <queue>
#include <unordered_set>

namespace memopt {

namespace {

/// A drop set: its parent's plus `unit`. Sets are told apart by a hash that
/// XORs one random word per dropped unit, so the same set reached in another
/// order is searched once (a collision can only skip a plan, never make one
/// wrong).
struct SearchNode {
  uint64_t flops;
  int parent;
  unsigned unit;
  uint64_t hash;
};

uint64_t mixBits(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

class DropSetSearch {
public:
  DropSetSearch(const RematModel &model, const RematSearchLimits &limits)
      : model(model), limits(limits), plan(model) {
    for (auto [index, unit] : llvm::enumerate(model.getUnits()))
      if (unit.kind == RematUnit::Kind::Candidate && unit.bytes != 0)
        candidates.push_back(index);
    nodes.push_back({0, -1, 0, 0});
    seen.insert(0);
    queue.push({0, 0});
  }

  void addSeed(llvm::ArrayRef<unsigned> drops) {
    int node = 0;
    uint64_t hash = 0;
    for (unsigned unit : drops) {
      hash ^= mixBits(unit);
      nodes.push_back({0, node, unit, hash});
      node = static_cast<int>(nodes.size() - 1);
    }
    if (!seen.insert(hash).second)
      return;
    moveTo(node);
    nodes[node].flops = plan.getExtraFlops();
    queue.push({nodes[node].flops, static_cast<unsigned>(node)});
  }

  std::optional<RematPlan> run(uint64_t budget) {
    uint64_t lowestPeak = ~uint64_t(0);
    std::optional<unsigned> lowest;
    while (!queue.empty() && applied <= limits.maxDrops) {
      unsigned node = queue.top().second;
      queue.pop();
      moveTo(node);
      assert(plan.getExtraFlops() == nodes[node].flops);
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
    return materialize(*lowest);
  }

private:
  /// Pushes the node's children: the drops live at its peak that are best
  /// by FLOPs per byte (the greedy's choice first) and cheapest in FLOPs.
  void expand(unsigned node) {
    struct Child {
      uint64_t flops, bytes;
      unsigned unit;
    };
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
      std::partial_sort(freeing.begin(), freeing.begin() + count,
                        freeing.end(), less);
      for (const Child &child : llvm::ArrayRef(freeing).take_front(count))
        push(node, child.unit, nodes[node].flops + child.flops);
    };
    pushBest(byRatio, limits.childrenByRatio);
    pushBest(byFlops, limits.childrenByCost);
  }

  void push(unsigned parent, unsigned unit, uint64_t flops) {
    uint64_t hash = nodes[parent].hash ^ mixBits(unit);
    if (!seen.insert(hash).second)
      return;
    nodes.push_back({flops, static_cast<int>(parent), unit, hash});
    queue.push({flops, static_cast<unsigned>(nodes.size() - 1)});
  }

  std::vector<unsigned> pathTo(unsigned node) const {
    std::vector<unsigned> path;
    for (int at = node; at > 0; at = nodes[at].parent)
      path.push_back(at);
    std::reverse(path.begin(), path.end());
    return path;
  }

  /// Brings `plan` to the node's drop set: undoes back to the common part
  /// of the two paths, then drops the rest.
  void moveTo(unsigned node) {
    std::vector<unsigned> target = pathTo(node);
    size_t common = 0;
    while (common < path.size() && common < target.size() &&
           path[common] == target[common])
      ++common;
    while (path.size() > common) {
      plan.rollback(marks.back());
      marks.pop_back();
      path.pop_back();
    }
    for (unsigned step : llvm::ArrayRef(target).drop_front(common)) {
      marks.push_back(plan.checkpoint());
      plan.drop(nodes[step].unit);
      path.push_back(step);
      ++applied;
    }
  }

  RematPlan materialize(unsigned node) const {
    RematPlan result(model);
    result.setOrigin("search");
    for (unsigned step : pathTo(node))
      result.drop(nodes[step].unit);
    return result;
  }

  const RematModel &model;
  const RematSearchLimits &limits;
  RematPlan plan;
  std::vector<unsigned> candidates;
  std::vector<SearchNode> nodes;
  /// Cheapest first; ties in the order pushed.
  std::priority_queue<std::pair<uint64_t, unsigned>,
                      std::vector<std::pair<uint64_t, unsigned>>,
                      std::greater<>>
      queue;
  std::unordered_set<uint64_t> seen;
  /// The nodes applied to `plan`, and the undo mark before each.
  std::vector<unsigned> path, marks;
  uint64_t applied = 0;
};

} // namespace

std::optional<RematPlan>
searchCheapestFit(const RematModel &model, uint64_t budget,
                  llvm::ArrayRef<std::vector<unsigned>> seeds,
                  const RematSearchLimits &limits) {
  DropSetSearch search(model, limits);
  for (const std::vector<unsigned> &seed : seeds)
    search.addSeed(seed);
  return search.run(budget);
}

} // namespace memopt
