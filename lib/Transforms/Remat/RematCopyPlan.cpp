//===- RematCopyPlan.cpp - the live bytes of any set of copies ------------===//

#include "RematCopyPlan.h"
#include "RematMilp.h"

#include "llvm/ADT/DenseMap.h"

namespace memopt {

namespace {
unsigned gap(unsigned point) { return 2 * point; }
unsigned at(unsigned point) { return 2 * point + 1; }

/// How many of the sorted `points` are at or before `point`: the version a
/// reader there gets (0: the original).
unsigned versionAt(llvm::ArrayRef<unsigned> points, unsigned point) {
  return llvm::upper_bound(points, point) - points.begin();
}
} // namespace

CopyPlanEvaluator::CopyPlanEvaluator(const RematModel &model) : model(model) {
  llvm::ArrayRef<RematUnit> units = model.getUnits();
  const FunctionMemoryProfile &profile = model.getProfile();
  ProgramOrder &order = *profile.order;
  size_t n = units.size();
  modelled.assign(n, 0);
  copyable.assign(n, 0);
  uses.resize(n);
  deps.resize(n);
  readers.resize(n);
  firstOp.assign(n, 0);
  lastOp.assign(n, 0);
  for (auto [index, unit] : llvm::enumerate(units)) {
    uses[index] = model.getBackwardUses(index);
    if (!isFullSpaceUnit(model, index, uses[index]))
      continue;
    modelled[index] = 1;
    copyable[index] = unit.kind != RematUnit::Kind::Pinned && !unit.ops.empty();
    if (copyable[index]) {
      firstOp[index] = order.getPoint(unit.ops.front());
      lastOp[index] = order.getPoint(unit.ops.back());
    }
    stages.insert(stages.end(), uses[index].begin(), uses[index].end());
  }
  llvm::sort(stages);
  stages.erase(std::unique(stages.begin(), stages.end()), stages.end());
  for (unsigned v = 0; v < n; ++v)
    if (copyable[v])
      for (unsigned u : units[v].deps)
        if (modelled[u]) {
          deps[v].push_back(u);
          readers[u].push_back(v);
        }

  std::vector<uint64_t> slotBytes = getSlotBytes(profile);
  base.assign(slotBytes.begin(), slotBytes.end());
  std::vector<int64_t> delta(base.size() + 1, 0);
  for (unsigned u = 0; u < n; ++u) {
    if (!modelled[u])
      continue;
    const RematUnit &unit = units[u];
    if (at(unit.lastForwardUse) + 1 <= at(unit.end)) {
      delta[at(unit.lastForwardUse) + 1] -= int64_t(unit.bytes);
      delta[at(unit.end) + 1] += int64_t(unit.bytes);
    }
  }
  int64_t running = 0;
  for (size_t s = 0; s < base.size(); ++s) {
    running += delta[s];
    base[s] += running;
  }
}

CopyPlanCost CopyPlanEvaluator::evaluate(const CopyPoints &points) const {
  llvm::ArrayRef<RematUnit> units = model.getUnits();
  size_t n = units.size();
  CopyPlanCost cost;
  // The versions of every modelled unit: index of its original, then one per
  // copy.
  std::vector<unsigned> firstVersion(n + 1, 0);
  for (unsigned u = 0; u < n; ++u) {
    firstVersion[u] = cost.versions.size();
    if (!modelled[u])
      continue;
    cost.versions.push_back({u, CopyVersion::kOriginal, 0, 0});
    if (!copyable[u])
      continue;
    for (unsigned point : points[u]) {
      cost.versions.push_back({u, point, gap(point), gap(point)});
      cost.extraFlops += units[u].flops;
    }
  }
  firstVersion[n] = cost.versions.size();
  auto pointsOf = [&](unsigned u) -> llvm::ArrayRef<unsigned> {
    if (!copyable[u])
      return {};
    return points[u];
  };
  // The last slot each version is read at, and the last point a copy made
  // in the same gap reads it at (for the replay).
  std::vector<unsigned> lastSlot(cost.versions.size(), 0);
  std::vector<unsigned> lastNeed(cost.versions.size(), 0);
  std::vector<char> readInGap(cost.versions.size(), 0);
  for (unsigned u = 0; u < n; ++u) {
    if (!modelled[u])
      continue;
    llvm::ArrayRef<unsigned> copiesOfU = pointsOf(u);
    for (unsigned p : uses[u]) {
      unsigned v = firstVersion[u] + versionAt(copiesOfU, p);
      lastSlot[v] = std::max(lastSlot[v], at(p));
    }
    // What the last own read made of the version it read (a view, a result
    // in place) holds it to the buffer's end.
    unsigned lastRead = getLastOwnRead(units[u], uses[u]);
    if (units[u].end > lastRead) {
      unsigned v = firstVersion[u] + versionAt(copiesOfU, lastRead);
      lastSlot[v] = std::max(lastSlot[v], at(units[u].end));
    }
    for (unsigned reader : readers[u])
      for (unsigned q : pointsOf(reader)) {
        unsigned v = firstVersion[u] + versionAt(copiesOfU, q);
        lastSlot[v] = std::max(lastSlot[v], gap(q));
      }
  }
  // A version whose last reader is a copy dies inside that copy's gap.
  for (unsigned u = 0; u < n; ++u) {
    if (!modelled[u])
      continue;
    for (unsigned reader : readers[u])
      for (unsigned q : pointsOf(reader)) {
        unsigned v = firstVersion[u] + versionAt(pointsOf(u), q);
        unsigned last = std::max(lastSlot[v], cost.versions[v].last);
        if (last != gap(q))
          continue;
        readInGap[v] = 1;
        lastNeed[v] = std::max(lastNeed[v], model.getLastReadPoint(reader, u));
      }
  }
  for (auto [index, version] : llvm::enumerate(cost.versions)) {
    if (version.point == CopyVersion::kOriginal) {
      version.first = at(units[version.unit].lastForwardUse) + 1;
      version.last = lastSlot[index];
    } else {
      version.last = std::max(version.last, lastSlot[index]);
    }
  }

  std::vector<int64_t> delta(base.size() + 1, 0);
  for (const CopyVersion &version : cost.versions)
    if (version.first <= version.last) {
      delta[version.first] += int64_t(units[version.unit].bytes);
      delta[version.last + 1] -= int64_t(units[version.unit].bytes);
    }
  cost.live.resize(base.size());
  int64_t running = 0;
  for (size_t s = 0; s < base.size(); ++s) {
    running += delta[s];
    cost.live[s] = base[s] + running;
  }

  // The gaps where copies run, replayed at every allocation: a version that
  // only this gap's copies read dies after the last op that reads it, a
  // copy is live from its first op while it is written, read, or held on.
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 8>> copiesAt, endingAt;
  for (auto [index, version] : llvm::enumerate(cost.versions)) {
    if (version.point != CopyVersion::kOriginal)
      copiesAt[version.point].push_back(index);
    else if (version.first <= version.last && readInGap[index] &&
             version.last % 2 == 0)
      endingAt[version.last / 2].push_back(index);
  }
  for (auto &[point, made] : copiesAt) {
    unsigned slot = gap(point);
    int64_t persistent = cost.live[slot];
    llvm::SmallVector<unsigned, 8> ending;
    for (unsigned v : made)
      persistent -= int64_t(units[cost.versions[v].unit].bytes);
    auto entering = [&](unsigned v) {
      const CopyVersion &version = cost.versions[v];
      return version.first < slot && version.last == slot && readInGap[v];
    };
    // Earlier copies ending here are entering versions too.
    for (auto &[other, versions] : copiesAt)
      if (other < point)
        for (unsigned v : versions)
          if (entering(v))
            ending.push_back(v);
    for (unsigned v : endingAt.lookup(point))
      if (entering(v))
        ending.push_back(v);
    for (unsigned v : ending)
      persistent -= int64_t(units[cost.versions[v].unit].bytes);
    int64_t replayed = persistent;
    for (unsigned k : made) {
      unsigned event = firstOp[cost.versions[k].unit];
      int64_t value = persistent;
      for (unsigned v : ending)
        if (lastNeed[v] >= event)
          value += int64_t(units[cost.versions[v].unit].bytes);
      for (unsigned v : made) {
        const CopyVersion &version = cost.versions[v];
        if (firstOp[version.unit] > event)
          continue;
        bool needed = lastOp[version.unit] >= event || version.last > slot ||
                      (readInGap[v] && lastNeed[v] >= event);
        if (needed)
          value += int64_t(units[version.unit].bytes);
      }
      replayed = std::max(replayed, value);
    }
    cost.live[slot] = replayed;
  }

  for (auto [slot, bytes] : llvm::enumerate(cost.live))
    if (bytes > int64_t(cost.peak)) {
      cost.peak = uint64_t(bytes);
      cost.peakSlot = slot;
    }
  return cost;
}

CopyPoints CopyPlanEvaluator::toPoints(llvm::ArrayRef<RematCopy> copies) const {
  CopyPoints points(model.getUnits().size());
  for (const RematCopy &copy : copies)
    points[copy.unit].push_back(copy.point);
  for (auto &unitPoints : points) {
    llvm::sort(unitPoints);
    unitPoints.erase(std::unique(unitPoints.begin(), unitPoints.end()),
                     unitPoints.end());
  }
  return points;
}

std::vector<RematCopy> CopyPlanEvaluator::toCopies(const CopyPoints &points) {
  std::vector<RematCopy> copies;
  for (auto [unit, unitPoints] : llvm::enumerate(points))
    for (unsigned point : unitPoints)
      copies.push_back({unsigned(unit), point});
  llvm::sort(copies);
  return copies;
}

bool CopyPlanEvaluator::covers(llvm::ArrayRef<RematCopy> copies) const {
  return llvm::all_of(
      copies, [&](const RematCopy &copy) { return copyable[copy.unit]; });
}

uint64_t CopyPlanEvaluator::peakOf(llvm::ArrayRef<RematCopy> copies) const {
  return covers(copies) ? evaluate(toPoints(copies)).peak : UINT64_MAX;
}

uint64_t getExtraFlops(const RematModel &model,
                       llvm::ArrayRef<RematCopy> copies) {
  uint64_t flops = 0;
  for (const RematCopy &copy : copies)
    flops += model.getUnit(copy.unit).flops;
  return flops;
}

} // namespace memopt
