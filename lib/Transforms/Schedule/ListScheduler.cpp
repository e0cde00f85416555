//===- ListScheduler.cpp - topological orders picked by priority ----------===//

#include "ListScheduler.h"

#include <queue>

namespace memopt {

std::vector<unsigned> listSchedule(
    const ScheduleGraph &graph, llvm::function_ref<ScheduleKey(unsigned)> keyOf,
    llvm::function_ref<void(unsigned, llvm::function_ref<void(unsigned)>)>
        placed) {
  unsigned n = graph.size();
  struct Entry {
    ScheduleKey key;
    unsigned node;
    unsigned version;
    bool operator>(const Entry &other) const {
      return std::tie(key, node) > std::tie(other.key, other.node);
    }
  };
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> ready;
  std::vector<unsigned> waitingOn(n), version(n, 0);
  std::vector<bool> isReady(n, false);
  auto push = [&](unsigned node) {
    isReady[node] = true;
    ready.push({keyOf(node), node, version[node]});
  };
  for (unsigned i = 0; i < n; ++i) {
    waitingOn[i] = graph.getPreds(i).size();
    if (waitingOn[i] == 0)
      push(i);
  }
  // Entries of a rekeyed node stay in the queue; only the newest counts.
  auto rekey = [&](unsigned node) {
    if (!isReady[node])
      return;
    ++version[node];
    ready.push({keyOf(node), node, version[node]});
  };
  std::vector<unsigned> order;
  order.reserve(n);
  while (!ready.empty()) {
    Entry top = ready.top();
    ready.pop();
    if (!isReady[top.node] || top.version != version[top.node])
      continue;
    isReady[top.node] = false;
    order.push_back(top.node);
    if (placed)
      placed(top.node, rekey);
    for (unsigned succ : graph.getSuccs(top.node))
      if (--waitingOn[succ] == 0)
        push(succ);
  }
  assert(order.size() == n && "the graph's edges follow the original order");
  return order;
}

} // namespace memopt
