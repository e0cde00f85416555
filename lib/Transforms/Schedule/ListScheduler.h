//===- ListScheduler.h - topological orders picked by priority ------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SCHEDULE_LISTSCHEDULER_H
#define MEMOPT_LIB_TRANSFORMS_SCHEDULE_LISTSCHEDULER_H

#include "ScheduleGraph.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <vector>

namespace memopt {

/// Lower runs first; compared lexicographically. Keys end with a node's rank
/// in some order, so that no two nodes tie.
using ScheduleKey = std::array<int64_t, 4>;

/// A topological order of `graph`: repeatedly the ready node (all its
/// predecessors placed) with the lowest `keyOf`. After a node is placed,
/// `placed(node, rekey)` may call `rekey(other)` for nodes whose key
/// changed; their key is read again. Any keys give a valid order: they only
/// steer it. O((nodes + edges + rekeys) log nodes).
std::vector<unsigned> listSchedule(
    const ScheduleGraph &graph, llvm::function_ref<ScheduleKey(unsigned)> keyOf,
    llvm::function_ref<void(unsigned, llvm::function_ref<void(unsigned)>)>
        placed = nullptr);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SCHEDULE_LISTSCHEDULER_H
