//===- RematPlan.cpp - which buffers to drop, and what that costs ---------===//

#include "RematPlan.h"

#include "llvm/ADT/DenseSet.h"

namespace memopt {

std::vector<uint64_t> getSlotBytes(const FunctionMemoryProfile &profile) {
  size_t n = profile.liveBytes.size();
  std::vector<uint64_t> slots(2 * n, 0);
  std::vector<int64_t> crossing(n + 1, 0);
  for (const Buffer &buffer : profile.buffers)
    if (buffer.start < buffer.end) {
      crossing[buffer.start + 1] += buffer.bytes;
      crossing[buffer.end + 1] -= buffer.bytes;
    }
  int64_t running = 0;
  for (size_t point = 0; point < n; ++point) {
    running += crossing[point];
    slots[2 * point] = static_cast<uint64_t>(running);
    slots[2 * point + 1] = profile.liveBytes[point];
  }
  return slots;
}

RematPlan::RematPlan(const RematModel &model)
    : model(model), live(getSlotBytes(model.getProfile())) {
  size_t n = model.getUnits().size();
  dropped.assign(n, false);
  cloned.assign(n, false);
  clonePoint.assign(n, kNever);
  lastSlot.assign(n, kNever);
  addedFirst.assign(n, kNever);
  addedLast.assign(n, kNever);
  flopsAddedFor.assign(n, 0);
}

bool RematPlan::isKept(unsigned unit) const {
  switch (model.getUnit(unit).kind) {
  case RematUnit::Kind::Pinned:
    return true;
  case RematUnit::Kind::Candidate:
    return !dropped[unit];
  case RematUnit::Kind::Intermediate:
    return false;
  }
  return true;
}

unsigned RematPlan::getClonePointIfDropped(unsigned unit) const {
  const RematUnit &u = model.getUnit(unit);
  unsigned point = u.firstBackwardUse.value_or(kNever);
  for (unsigned reader : u.consumers)
    if (cloned[reader])
      point = std::min(point, clonePoint[reader]);
  return point;
}

bool RematPlan::freesAtPeak(unsigned unit) const {
  const RematUnit &u = model.getUnit(unit);
  unsigned peak = live.getPeakPoint();
  return at(u.lastForwardUse) < peak && peak <= at(u.end) &&
         peak < gap(getClonePointIfDropped(unit));
}

uint64_t RematPlan::getDropCost(unsigned unit) const {
  uint64_t cost = 0;
  llvm::SmallVector<unsigned, 16> stack{unit};
  llvm::SmallDenseSet<unsigned, 16> seen{unit};
  while (!stack.empty()) {
    const RematUnit &u = model.getUnit(stack.pop_back_val());
    cost += u.flops;
    for (unsigned dep : u.deps)
      if (!isKept(dep) && !cloned[dep] && seen.insert(dep).second)
        stack.push_back(dep);
  }
  return cost;
}

void RematPlan::drop(unsigned unit) {
  const RematUnit &u = model.getUnit(unit);
  assert(u.kind == RematUnit::Kind::Candidate && !dropped[unit]);
  // A kept unit read by clones has an extension; it becomes a clone.
  setInterval(unit, kNever, kNever);
  assign(dropped[unit], char(1));
  dropOrder.push_back(unit);
  logUndo([this] { dropOrder.pop_back(); });
  // The original now dies at its last forward use.
  addLive(at(u.lastForwardUse) + 1, at(u.end), -static_cast<int64_t>(u.bytes));
  clone(unit, unit);
  for (unsigned point : dirtyGaps)
    updateGap(point);
  dirtyGaps.clear();
}

llvm::SmallVector<uint64_t, 8> RematPlan::getSpanPeaks(unsigned count) const {
  llvm::SmallVector<uint64_t, 8> peaks;
  unsigned slots = live.getSize();
  for (unsigned span = 0; span < count; ++span) {
    unsigned first = static_cast<uint64_t>(slots) * span / count;
    unsigned last = static_cast<uint64_t>(slots) * (span + 1) / count;
    peaks.push_back(
        last > first ? static_cast<uint64_t>(live.getMax(first, last - 1)) : 0);
  }
  return peaks;
}

RematPlan buildPlan(const RematModel &model, llvm::ArrayRef<unsigned> drops,
                    llvm::StringRef origin) {
  RematPlan plan(model);
  plan.setOrigin(origin);
  for (unsigned unit : drops)
    plan.drop(unit);
  return plan;
}

std::pair<unsigned, unsigned> RematPlan::getFreedSlots(unsigned unit) const {
  assert(dropped[unit] && "only a dropped unit frees bytes");
  // In the clone's gap and after it, the clone holds as many bytes as the
  // original would.
  return {at(model.getUnit(unit).lastForwardUse) + 1,
          gap(clonePoint[unit]) - 1};
}

void RematPlan::reserve(unsigned first, unsigned last, uint64_t bytes) {
  assert(recording && "a what-if edit must be undone by a rollback");
  addLive(first, last, static_cast<int64_t>(bytes));
}

unsigned RematPlan::checkpoint() {
  ++recording;
  return undoLog.size();
}

void RematPlan::rollback(unsigned mark) {
  while (undoLog.size() > mark) {
    undoLog.back()();
    undoLog.pop_back();
  }
  --recording;
}

void RematPlan::addLive(unsigned first, unsigned last, int64_t delta) {
  live.add(first, last, delta);
  logUndo([this, first, last, delta] { live.add(first, last, -delta); });
}

void RematPlan::clone(unsigned unit, unsigned owner) {
  // Pull in the unit and every non-kept unit its producers read.
  llvm::SmallVector<unsigned, 16> pulled;
  llvm::SmallVector<unsigned, 16> stack{unit};
  assign(cloned[unit], char(1));
  while (!stack.empty()) {
    unsigned next = stack.pop_back_val();
    pulled.push_back(next);
    const RematUnit &u = model.getUnit(next);
    assign(extraFlops, extraFlops + u.flops);
    assign(flopsAddedFor[owner], flopsAddedFor[owner] + u.flops);
    for (unsigned dep : u.deps)
      if (!isKept(dep) && !cloned[dep]) {
        assign(cloned[dep], char(1));
        stack.push_back(dep);
      }
  }
  // Readers first, so each interval is settled before what it reads.
  llvm::sort(pulled, std::greater<unsigned>());
  for (unsigned next : pulled)
    refresh(next);
}

void RematPlan::setInterval(unsigned unit, unsigned first, unsigned last) {
  if (first != kNever && first > last)
    first = last = kNever;
  if (addedFirst[unit] == first && addedLast[unit] == last)
    return;
  int64_t bytes = static_cast<int64_t>(model.getUnit(unit).bytes);
  if (addedFirst[unit] != kNever)
    addLive(addedFirst[unit], addedLast[unit], -bytes);
  assign(addedFirst[unit], first);
  assign(addedLast[unit], last);
  if (first != kNever)
    addLive(first, last, bytes);
}

void RematPlan::refresh(unsigned start) {
  llvm::SmallVector<unsigned, 16> work{start};
  while (!work.empty()) {
    unsigned unit = work.pop_back_val();
    const RematUnit &u = model.getUnit(unit);
    if (!cloned[unit]) {
      // A kept unit lives until the last clone that reads it.
      unsigned last = 0;
      for (unsigned reader : u.consumers)
        if (cloned[reader])
          last = std::max(last, gap(clonePoint[reader]));
      if (last > at(u.end))
        setInterval(unit, at(u.end) + 1, last);
      else
        setInterval(unit, kNever, kNever);
      continue;
    }
    unsigned first = kNever, last = 0;
    if (dropped[unit]) {
      first = *u.firstBackwardUse;
      last = at(u.end);
    }
    for (unsigned reader : u.consumers)
      if (cloned[reader]) {
        first = std::min(first, clonePoint[reader]);
        last = std::max(last, gap(clonePoint[reader]));
      }
    if (first == kNever)
      continue;
    unsigned oldPoint = clonePoint[unit];
    if (oldPoint != first) {
      if (oldPoint != kNever) {
        auto &members = gapMembers[oldPoint];
        logUndo(
            [this, oldPoint, old = members] { gapMembers[oldPoint] = old; });
        llvm::erase(members, unit);
        dirtyGaps.insert(oldPoint);
      }
      gapMembers[first].push_back(unit);
      logUndo([this, first] { gapMembers[first].pop_back(); });
      assign(clonePoint[unit], first);
      for (unsigned dep : u.deps)
        work.push_back(dep);
    }
    if (oldPoint != first || lastSlot[unit] != last)
      dirtyGaps.insert(first);
    assign(lastSlot[unit], last);
    // Past its gap the clone is live from op `first` to its last reader.
    setInterval(unit, at(first), last);
  }
}

void RematPlan::updateGap(unsigned point) {
  // Replay the gap's clones op by op in program order: each clone's buffer
  // is live from its first op through its last reader in the gap, or to the
  // end of the gap when something after the gap reads it.
  ProgramOrder &order = *model.getProfile().order;
  constexpr unsigned kAfterGap = ~0u;
  std::vector<std::pair<unsigned, int64_t>> events;
  auto members = gapMembers.lookup(point);
  for (unsigned unit : members) {
    const RematUnit &u = model.getUnit(unit);
    int64_t bytes = static_cast<int64_t>(u.bytes);
    unsigned first = order.getPoint(u.ops.front());
    unsigned lastRead = kAfterGap;
    if (lastSlot[unit] == gap(point)) {
      lastRead = 0;
      for (unsigned reader : u.consumers)
        if (cloned[reader] && clonePoint[reader] == point)
          lastRead = std::max(lastRead, model.getLastReadPoint(reader, unit));
    }
    events.emplace_back(2 * first, bytes);
    if (lastRead != kAfterGap)
      events.emplace_back(2 * lastRead + 1, -bytes);
  }
  llvm::sort(events);
  int64_t running = 0, peak = 0;
  for (auto [slot, bytes] : events) {
    running += bytes;
    peak = std::max(peak, running);
  }
  // By key: the map may grow (and move its values) before a rollback.
  int64_t added = gapPeak.lookup(point);
  addLive(gap(point), gap(point), peak - added);
  gapPeak[point] = peak;
  logUndo([this, point, added] { gapPeak[point] = added; });
}

} // namespace memopt
