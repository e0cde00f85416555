//===- RematCutBound.cpp - lower bounds from one memory row at a time -----===//

#include "RematCutBound.h"

namespace memopt {

namespace {
/// The last stage whose op reads each unit (-1: none).
std::vector<int> lastReadStage(const RematSpace &space) {
  std::vector<int> last(space.usedAt.size(), -1);
  for (unsigned u : space.modelled)
    for (unsigned j = 0; j < space.stages.size(); ++j)
      if (space.usedAt[u][j])
        last[u] = j;
  return last;
}

/// Whether the cut counts `u` with its hold (not forced by the cut's op),
/// and u may be read after the cut.
bool counts(const RematSpace &space, const RematSpace::Cut &cut, unsigned u) {
  return !space.isForced(cut, u) && space.lastNeed[u] >= int(cut.holdStage);
}
} // namespace

RematCutLp buildCutLp(const RematModel &model, const RematSpace &space,
                      const RematSpace::Cut &cut, uint64_t budget,
                      bool leastPeak) {
  RematCutLp result;
  RematMilp &lp = result.lp;
  std::vector<int> lastRead = lastReadStage(space);
  result.constant = double(cut.constant);
  std::vector<char> counted(space.usedAt.size(), 0);
  for (unsigned u : llvm::ArrayRef(space.byLastUse).take_front(cut.past)) {
    if (space.isForced(cut, u))
      result.constant += double(model.getUnit(u).bytes);
    else
      counted[u] = counts(space, cut, u);
  }
  // Columns for the units that may be read after the cut.
  int t = int(cut.holdStage);
  std::vector<int> held(space.usedAt.size(), -1), copied(held);
  for (unsigned u : space.modelled) {
    if (space.lastNeed[u] < t)
      continue;
    const RematUnit &unit = model.getUnit(u);
    held[u] = lp.columns.size();
    lp.columns.push_back(
        {0, 1, leastPeak && counted[u] ? double(unit.bytes) : 0, false});
    copied[u] = lp.columns.size();
    lp.columns.push_back({0, space.recomputable[u] ? 1.0 : 0.0,
                          leastPeak ? 0 : double(unit.flops), false});
  }
  for (unsigned u : space.modelled) {
    if (held[u] < 0)
      continue;
    if (lastRead[u] >= t)
      lp.rows.push_back({{{held[u], -1}, {copied[u], -1}}, -1});
    for (unsigned v : space.readers[u])
      if (copied[v] >= 0)
        lp.rows.push_back(
            {{{copied[v], 1}, {held[u], -1}, {copied[u], -1}}, 0});
  }
  if (leastPeak)
    return result;
  RematMilp::Row bytes;
  for (unsigned u : space.modelled)
    if (counted[u])
      bytes.terms.emplace_back(held[u], double(model.getUnit(u).bytes));
  bytes.upper = double(budget) - result.constant;
  if (bytes.terms.empty())
    lp.infeasible = bytes.upper < 0;
  else
    lp.rows.push_back(std::move(bytes));
  return result;
}

std::vector<unsigned> rankCutsByExcess(const RematModel &model,
                                       const RematSpace &space,
                                       uint64_t budget) {
  // The bytes each cut holds with every unit kept: its constant, the
  // forced units, and the counted ones (a prefix of byLastUse).
  std::vector<std::pair<int64_t, unsigned>> excess;
  for (auto [index, cut] : llvm::enumerate(space.cuts)) {
    int64_t bytes = cut.constant;
    for (unsigned u : llvm::ArrayRef(space.byLastUse).take_front(cut.past))
      if (space.isForced(cut, u) || counts(space, cut, u))
        bytes += int64_t(model.getUnit(u).bytes);
    if (bytes > int64_t(budget))
      excess.emplace_back(bytes - int64_t(budget), index);
  }
  llvm::sort(excess, std::greater<>());
  std::vector<unsigned> order;
  for (auto [bytes, index] : excess)
    order.push_back(index);
  return order;
}

std::vector<std::pair<uint64_t, unsigned>>
rankCutsByHeldBytes(const RematModel &model, const RematSpace &space) {
  std::vector<int> lastRead = lastReadStage(space);
  std::vector<std::pair<uint64_t, unsigned>> held;
  for (auto [index, cut] : llvm::enumerate(space.cuts)) {
    int64_t bytes = cut.constant;
    for (unsigned u : llvm::ArrayRef(space.byLastUse).take_front(cut.past))
      if (space.isForced(cut, u) ||
          (!space.recomputable[u] && lastRead[u] >= int(cut.holdStage)))
        bytes += int64_t(model.getUnit(u).bytes);
    held.emplace_back(uint64_t(std::max<int64_t>(bytes, 0)), index);
  }
  llvm::sort(held, std::greater<>());
  return held;
}

} // namespace memopt
