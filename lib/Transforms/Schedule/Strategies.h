//===- Strategies.h - the candidate orders of memopt-schedule -------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SCHEDULE_STRATEGIES_H
#define MEMOPT_LIB_TRANSFORMS_SCHEDULE_STRATEGIES_H

#include "ScheduleGraph.h"

#include <vector>

namespace memopt {

/// The original order with each optimizer update moved up to right after
/// the last op it needs that is not itself needed only by updates: an
/// update is an op writing a parameter or optimizer state argument in
/// place, or computing a returned parameter or state; the ops only updates
/// need (bias corrections, constants) move with the first update that needs
/// them. Everything else keeps its order.
std::vector<unsigned> hoistUpdates(const ScheduleGraph &graph,
                                   const FunctionMemoryProfile &profile);

/// How a list scheduler by live bytes picks among ready ops; each ready op's
/// change of live bytes (bytes it allocates minus bytes it frees as the last
/// user) is kept current as ops are placed.
enum class LiveBytesRule {
  /// An op that frees more than it allocates runs as soon as it is ready
  /// (the most freed first); the others keep `base`'s order.
  FreesFirst,
  /// The ready op with the lowest change runs first (XLA's list
  /// scheduler); ties keep `base`'s order.
  Greedy,
};

/// A list schedule by live bytes whose ties follow `base` (an order of the
/// graph's nodes).
std::vector<unsigned> scheduleByLiveBytes(const ScheduleGraph &graph,
                                          llvm::ArrayRef<unsigned> base,
                                          LiveBytesRule rule);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SCHEDULE_STRATEGIES_H
