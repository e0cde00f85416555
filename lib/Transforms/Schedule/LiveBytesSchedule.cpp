//===- LiveBytesSchedule.cpp - a list scheduler by live bytes -------------===//
//
// The change of live bytes an op makes is what it allocates (buffers it
// starts, those that outlive the block too: they count from their start)
// minus what it frees (buffers it is the last remaining user of).
// Placing an op can only lower the remaining users of its buffers; when one
// user is left, that user's change drops and it is rekeyed, so every buffer
// rekeys at most once and the schedule stays O(n log n).
//
//===----------------------------------------------------------------------===//

#include "ListScheduler.h"
#include "Strategies.h"

namespace memopt {

std::vector<unsigned> scheduleByLiveBytes(const ScheduleGraph &graph,
                                          llvm::ArrayRef<unsigned> base,
                                          LiveBytesRule rule) {
  unsigned n = graph.size();
  std::vector<int64_t> rank(n);
  for (unsigned i = 0; i < n; ++i)
    rank[base[i]] = i;
  std::vector<bool> started(graph.numBuffers(), false), placed(n, false);
  std::vector<unsigned> remaining(graph.numBuffers());
  for (unsigned b = 0; b < graph.numBuffers(); ++b)
    remaining[b] = graph.getTouchers(b).size();

  // Byte counts fit in int64_t: the analysis refuses sizes over 2^63 - 1
  // only as a sum, so saturate the difference instead of overflowing.
  auto change = [&](unsigned node) -> int64_t {
    uint64_t allocated = 0, freed = 0;
    for (unsigned b : graph.getDefined(node))
      if (!started[b] && !graph.isBase(b))
        allocated = llvm::SaturatingAdd(allocated, graph.getBytes(b));
    for (unsigned b : graph.getTouched(node))
      if (remaining[b] == 1 && graph.isFreeable(b))
        freed = llvm::SaturatingAdd(freed, graph.getBytes(b));
    constexpr uint64_t kMost = INT64_MAX;
    return static_cast<int64_t>(std::min(allocated, kMost)) -
           static_cast<int64_t>(std::min(freed, kMost));
  };
  auto keyOf = [&](unsigned node) -> ScheduleKey {
    int64_t delta = change(node);
    if (rule == LiveBytesRule::FreesFirst)
      return {std::min<int64_t>(delta, 0), rank[node], 0, 0};
    return {delta, rank[node], 0, 0};
  };
  auto onPlaced = [&](unsigned node, llvm::function_ref<void(unsigned)> rekey) {
    placed[node] = true;
    for (unsigned b : graph.getDefined(node))
      started[b] = true;
    for (unsigned b : graph.getTouched(node)) {
      if (--remaining[b] != 1 || !graph.isFreeable(b))
        continue;
      for (unsigned user : graph.getTouchers(b))
        if (!placed[user]) {
          rekey(user);
          break;
        }
    }
  };
  return listSchedule(graph, keyOf, onPlaced);
}

} // namespace memopt
