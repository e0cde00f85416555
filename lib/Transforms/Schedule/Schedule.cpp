//===- Schedule.cpp - the candidate orders of one block, compared ---------===//

#include "ScheduleGraph.h"
#include "Strategies.h"

#include "memopt/Transforms/Schedule.h"

using namespace mlir;

namespace memopt {

BlockSchedule scheduleBlock(const FunctionMemoryProfile &profile, Block &block,
                            ScheduleStrategy strategy) {
  ScheduleGraph graph(profile, block);
  std::vector<unsigned> original(graph.size());
  for (unsigned i = 0; i < graph.size(); ++i)
    original[i] = i;
  BlockSchedule result;
  result.originalModelledPeak = graph.modelPeak(original);

  std::vector<std::pair<std::string, std::vector<unsigned>>> orders;
  std::vector<unsigned> hoisted = hoistUpdates(graph, profile);
  if (strategy != ScheduleStrategy::List)
    orders.emplace_back("hoist-updates", hoisted);
  if (strategy != ScheduleStrategy::HoistUpdates) {
    orders.emplace_back(
        "list (frees first)",
        scheduleByLiveBytes(graph, hoisted, LiveBytesRule::FreesFirst));
    orders.emplace_back(
        "list (greedy)",
        scheduleByLiveBytes(graph, hoisted, LiveBytesRule::Greedy));
  }

  // Only orders that model lower than the original, lowest first; on a tie
  // the one listed first (the least moved); each order once.
  std::vector<std::vector<unsigned>> kept;
  for (auto &[name, order] : orders) {
    uint64_t peak = graph.modelPeak(order);
    if (peak >= result.originalModelledPeak || llvm::is_contained(kept, order))
      continue;
    kept.push_back(order);
    ScheduleCandidate candidate;
    candidate.name = name;
    candidate.modelledPeak = peak;
    for (unsigned node : order)
      candidate.order.push_back(graph.getOp(node));
    result.candidates.push_back(std::move(candidate));
  }
  llvm::stable_sort(result.candidates,
                    [](const ScheduleCandidate &a, const ScheduleCandidate &b) {
                      return a.modelledPeak < b.modelledPeak;
                    });
  return result;
}

unsigned countMovedOps(llvm::ArrayRef<Operation *> original,
                       llvm::ArrayRef<Operation *> order) {
  llvm::DenseMap<Operation *, unsigned> position;
  position.reserve(original.size());
  for (auto [index, op] : llvm::enumerate(original))
    position[op] = index;
  // Patience sorting: the longest increasing run of original positions.
  std::vector<unsigned> tails;
  for (Operation *op : order) {
    unsigned at = position.lookup(op);
    auto it = std::lower_bound(tails.begin(), tails.end(), at);
    if (it == tails.end())
      tails.push_back(at);
    else
      *it = at;
  }
  return order.size() - tails.size();
}

} // namespace memopt
