//===- UpdateHoisting.cpp - optimizer updates right after their gradient --===//
//
// Keys for the list scheduler. An update and the ops only it needs (its
// group: the gradient's last contraction, its init, a cast) get the index of
// the last op outside the group they must follow; the ops only updates need
// that depend on nothing else in the block (bias corrections, constants)
// float to the first update that needs them. Every other op keeps its own
// index, and a moved op is placed right after the op whose index it got. So
// each update runs as soon as its gradient (and every other input) is final.
// The backward itself is needed only by updates too, but by several: it is
// not a group and stays where it is.
//
//===----------------------------------------------------------------------===//

#include "ListScheduler.h"
#include "Strategies.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace memopt {

namespace {
bool isParameterOrState(Role role) {
  return role == Role::Parameter || role == Role::OptimizerState;
}

/// Whether `node` updates a parameter or an optimizer state.
bool isUpdate(const ScheduleGraph &graph, const FunctionMemoryProfile &profile,
              unsigned node) {
  for (unsigned b : graph.getWritten(node)) {
    const Buffer &buffer = profile.buffers[b];
    if (buffer.holdsArgument && isParameterOrState(buffer.role.role))
      return true;
  }
  if (!graph.isReturned(node))
    return false;
  return llvm::any_of(graph.getDefined(node), [&](unsigned b) {
    return isParameterOrState(profile.buffers[b].role.role);
  });
}

/// What an op is to the updates.
constexpr int64_t kNoGroup = -1;     // needed by something else
constexpr int64_t kSharedGroup = -2; // needed only by several updates
} // namespace

std::vector<unsigned> hoistUpdates(const ScheduleGraph &graph,
                                   const FunctionMemoryProfile &profile) {
  unsigned n = graph.size();
  // Backward: an update is its own group's root; a pure op all of whose
  // users are in one group joins it.
  std::vector<int64_t> group(n, kNoGroup);
  bool anyUpdate = false;
  for (unsigned i = n; i-- > 0;) {
    if (isUpdate(graph, profile, i)) {
      group[i] = i;
      anyUpdate = true;
      continue;
    }
    llvm::ArrayRef<unsigned> users = graph.getValueUsers(i);
    if (users.empty() || graph.isReturned(i) ||
        !mlir::isMemoryEffectFree(graph.getOp(i)))
      continue;
    int64_t common = group[users.front()];
    for (unsigned user : users) {
      if (group[user] == kNoGroup) {
        common = kNoGroup;
        break;
      }
      if (group[user] != common)
        common = kSharedGroup;
    }
    group[i] = common;
  }
  std::vector<unsigned> original(n);
  for (unsigned i = 0; i < n; ++i)
    original[i] = i;
  if (!anyUpdate)
    return original;

  // Forward: shared ops that depend only on each other float; for every
  // moving op, the last op that does not move that it must follow (-1:
  // none).
  std::vector<bool> moves(n, false);
  std::vector<int64_t> follows(n, -1);
  for (unsigned i = 0; i < n; ++i) {
    llvm::ArrayRef<unsigned> preds = graph.getPreds(i);
    if (group[i] == kSharedGroup)
      moves[i] = llvm::all_of(preds, [&](unsigned p) {
        return group[p] == kSharedGroup && moves[p];
      });
    else
      moves[i] = group[i] >= 0;
    if (!moves[i])
      continue;
    // A moving pred (of this group or another) is placed as early as its
    // own anchor allows; the scheduler waits for it if it comes later.
    for (unsigned pred : preds)
      follows[i] = std::max(
          follows[i], moves[pred] ? follows[pred] : static_cast<int64_t>(pred));
  }
  // Backward: where it runs, no later than any op that needs it.
  std::vector<int64_t> slot(n, 0);
  for (unsigned i = n; i-- > 0;) {
    if (!moves[i])
      continue;
    int64_t at = group[i] == static_cast<int64_t>(i) ? follows[i] : INT64_MAX;
    for (unsigned succ : graph.getSuccs(i))
      at = std::min(at,
                    moves[succ] ? slot[succ] : static_cast<int64_t>(succ) - 1);
    slot[i] = std::max(at, follows[i]);
  }
  // The bytes each group allocates: at one slot, lighter groups run first,
  // so that a heavy one's temporaries do not hold a light one's gradient.
  std::vector<uint64_t> weight(n, 0);
  for (unsigned i = 0; i < n; ++i)
    if (moves[i] && group[i] >= 0)
      for (unsigned b : graph.getDefined(i))
        if (graph.isFreeable(b))
          weight[group[i]] =
              llvm::SaturatingAdd(weight[group[i]], graph.getBytes(b));
  // At one slot: the op there, the floating ops, then each group in turn.
  return listSchedule(graph, [&](unsigned node) -> ScheduleKey {
    if (!moves[node])
      return {node, 0, 0, node};
    if (group[node] == kSharedGroup)
      return {slot[node], 1, 0, node};
    constexpr uint64_t kHeaviest = INT64_MAX;
    int64_t heavy =
        static_cast<int64_t>(std::min(weight[group[node]], kHeaviest));
    // Groups are disjoint and at most n: one group's ops stay together.
    return {slot[node], 2, heavy, group[node] * int64_t(n) + node};
  });
}

} // namespace memopt
