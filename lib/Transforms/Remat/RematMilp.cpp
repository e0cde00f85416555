//===- RematMilp.cpp - the full-space remat MILP, solver-neutral ----------===//

#include "RematMilp.h"

#include "llvm/ADT/DenseMap.h"

#include <map>
#include <tuple>

namespace memopt {

namespace {
unsigned gap(unsigned point) { return 2 * point; }
unsigned at(unsigned point) { return 2 * point + 1; }

/// A linear expression: terms and a constant.
struct Expr {
  std::vector<std::pair<int, double>> terms;
  double constant = 0;
  Expr &add(int column, double coefficient) {
    if (column >= 0)
      terms.emplace_back(column, coefficient);
    else if (column == kOne)
      constant += coefficient;
    return *this;
  }
  /// Stands for the constant 1; kNone for the constant 0.
  static constexpr int kOne = -1, kNone = -2;
};

class Builder {
public:
  Builder(const RematModel &model, uint64_t budget, uint64_t maxTerms)
      : model(model), budget(budget), maxTerms(maxTerms) {}
  RematMilp build();

private:
  int column(double cost, bool integer) {
    milp.columns.push_back({0, 1, cost, integer});
    return milp.columns.size() - 1;
  }
  /// expr <= rhs, moving the constant over.
  void lessEqual(const Expr &expr, double rhs) {
    if (expr.terms.empty()) {
      if (expr.constant > rhs + 1e-9)
        milp.infeasible = true;
      return;
    }
    milp.rows.push_back({expr.terms, rhs - expr.constant});
  }
  /// a >= sum of `parts` (columns or kOne/kNone with sign) + offset, i.e.
  /// sum(parts) - a <= -offset.
  void atLeast(int a, std::initializer_list<std::pair<int, double>> parts,
               double offset) {
    Expr e;
    for (auto [c, k] : parts)
      e.add(c, k);
    e.add(a, -1);
    lessEqual(e, -offset);
  }
  /// The live bytes `expr` at some slot fit the budget.
  void memory(const Expr &expr) {
    if (expr.terms.empty())
      milp.constantPeak = std::max(milp.constantPeak, expr.constant);
    else
      milp.memoryRows.push_back(milp.rows.size());
    lessEqual(expr, double(budget));
  }
  int r(unsigned u, unsigned j) const {
    auto it = copy.find({u, j});
    return it == copy.end() ? Expr::kNone : it->second;
  }
  int held(unsigned u, unsigned j) const {
    return j < stages.size() ? hold.lookup({u, j}) : Expr::kNone;
  }

  const RematModel &model;
  uint64_t budget, maxTerms;
  RematMilp milp;
  std::vector<unsigned> modelled, stages;
  llvm::DenseSet<unsigned> recomputable;
  llvm::DenseMap<std::pair<unsigned, unsigned>, int> hold, copy;
};

RematMilp Builder::build() {
  llvm::ArrayRef<RematUnit> units = model.getUnits();
  const FunctionMemoryProfile &profile = model.getProfile();
  std::vector<std::vector<unsigned>> uses(units.size());
  std::vector<char> isModelled(units.size(), 0);
  for (auto [index, unit] : llvm::enumerate(units)) {
    uses[index] = model.getBackwardUses(index);
    if (!isFullSpaceUnit(model, index, uses[index]))
      continue;
    isModelled[index] = 1;
    modelled.push_back(index);
    if (unit.kind != RematUnit::Kind::Pinned)
      recomputable.insert(index);
    stages.insert(stages.end(), uses[index].begin(), uses[index].end());
  }
  llvm::sort(stages);
  stages.erase(std::unique(stages.begin(), stages.end()), stages.end());
  unsigned numStages = stages.size();
  llvm::DenseMap<unsigned, unsigned> stageOf;
  for (auto [j, point] : llvm::enumerate(stages))
    stageOf[point] = j;
  std::vector<std::vector<char>> usedAt(units.size(),
                                        std::vector<char>(numStages, 0));
  for (unsigned u : modelled)
    for (unsigned point : uses[u])
      usedAt[u][stageOf[point]] = 1;
  std::vector<std::vector<unsigned>> readers(units.size());
  for (unsigned v : modelled)
    if (recomputable.count(v))
      for (unsigned u : units[v].deps)
        readers[u].push_back(v);

  for (unsigned u : modelled)
    for (unsigned j = 0; j < numStages; ++j) {
      hold[{u, j}] = column(0, true);
      if (recomputable.count(u)) {
        int c = column(double(units[u].flops), true);
        copy[{u, j}] = c;
        milp.copyColumns.push_back({{u, stages[j]}, c});
      }
    }
  for (unsigned u : modelled)
    for (unsigned j = 0; j < numStages; ++j) {
      // A read needs a version: -(R + H) <= -1.
      if (usedAt[u][j])
        lessEqual(Expr().add(r(u, j), -1).add(held(u, j), -1), -1);
      if (j + 1 < numStages)
        lessEqual(
            Expr().add(held(u, j + 1), 1).add(held(u, j), -1).add(r(u, j), -1),
            0);
    }
  for (unsigned v : modelled)
    if (recomputable.count(v))
      for (unsigned u : units[v].deps)
        if (isModelled[u])
          for (unsigned j = 0; j < numStages; ++j)
            lessEqual(
                Expr().add(r(v, j), 1).add(r(u, j), -1).add(held(u, j), -1), 0);

  // The original live bytes less the modelled units' own after their last
  // forward use.
  std::vector<uint64_t> slotBytes = getSlotBytes(profile);
  size_t numSlots = slotBytes.size();
  std::vector<int64_t> base(slotBytes.begin(), slotBytes.end());
  std::vector<int64_t> delta(numSlots + 1, 0);
  for (unsigned u : modelled) {
    const RematUnit &unit = units[u];
    if (at(unit.lastForwardUse) + 1 <= at(unit.end)) {
      delta[at(unit.lastForwardUse) + 1] -= unit.bytes;
      delta[at(unit.end) + 1] += unit.bytes;
    }
  }
  int64_t running = 0;
  for (size_t s = 0; s < numSlots; ++s) {
    running += delta[s];
    base[s] += running;
  }

  // Outside the stages' gaps the terms depend only on the segment, the stage
  // (at a stage's op) and how many units are past their last forward use:
  // each group is checked at its largest base.
  std::vector<unsigned> byLastUse(modelled);
  llvm::sort(byLastUse, [&](unsigned a, unsigned b) {
    return units[a].lastForwardUse < units[b].lastForwardUse;
  });
  llvm::DenseMap<unsigned, unsigned> stageOfGap, stageOfOp;
  for (auto [j, point] : llvm::enumerate(stages)) {
    stageOfGap[gap(point)] = j;
    stageOfOp[at(point)] = j;
  }
  std::map<std::tuple<int, unsigned, unsigned>, int64_t> groups;
  unsigned segment = 0, passed = 0;
  for (size_t s = 0; s < numSlots; ++s) {
    if (auto it = stageOfGap.find(s); it != stageOfGap.end()) {
      segment = it->second + 1;
      continue;
    }
    while (passed < byLastUse.size() &&
           at(units[byLastUse[passed]].lastForwardUse) < s)
      ++passed;
    auto op = stageOfOp.find(s);
    int stage = op == stageOfOp.end() ? -1 : int(op->second);
    auto key = std::make_tuple(stage, segment, passed);
    auto [slot, inserted] = groups.try_emplace(key, base[s]);
    if (!inserted)
      slot->second = std::max(slot->second, base[s]);
  }
  for (auto &[key, bytes] : groups) {
    auto [stage, seg, past] = key;
    Expr e;
    e.constant = double(bytes);
    for (unsigned u : llvm::ArrayRef(byLastUse).take_front(past)) {
      double b = double(units[u].bytes);
      if (stage >= 0)
        e.add(usedAt[u][stage] ? Expr::kOne : held(u, stage + 1), b);
      else
        e.add(held(u, seg), b);
    }
    memory(e);
  }

  // Inside each stage's gap: the copies replayed at every allocation.
  ProgramOrder &order = *profile.order;
  std::vector<unsigned> events;
  for (unsigned u : recomputable)
    events.push_back(order.getPoint(units[u].ops.front()));
  llvm::sort(events);
  events.erase(std::unique(events.begin(), events.end()), events.end());
  // The replay rows hold a column per modelled unit, event and stage: the
  // bulk of the formulation, and what a size limit is checked against.
  if (uint64_t(numStages) * events.size() * modelled.size() > maxTerms) {
    milp.tooLarge = true;
    return std::move(milp);
  }
  for (unsigned j = 0; j < numStages; ++j) {
    double b = double(base[gap(stages[j])]);
    Expr crossing;
    crossing.constant = b;
    for (unsigned u : modelled)
      crossing.add(held(u, j), double(units[u].bytes));
    memory(crossing);
    for (unsigned k : events) {
      Expr e;
      e.constant = b;
      for (unsigned w : modelled) {
        // The version entering the gap, while something still reads it.
        int a = column(0, false);
        if (usedAt[w][j])
          atLeast(a, {{held(w, j), 1}, {r(w, j), -1}}, 0);
        if (j + 1 < numStages)
          atLeast(a, {{held(w, j), 1}, {held(w, j + 1), 1}, {r(w, j), -1}}, -1);
        for (unsigned v : readers[w])
          if (model.getLastReadPoint(v, w) >= k)
            atLeast(a, {{held(w, j), 1}, {r(v, j), 1}, {r(w, j), -1}}, -1);
        e.add(a, double(units[w].bytes));
      }
      for (unsigned v : modelled) {
        if (!recomputable.count(v))
          continue;
        const RematUnit &unit = units[v];
        if (order.getPoint(unit.ops.front()) > k)
          continue;
        // A copy made here, while it is written, read, or held on.
        int z = column(0, false);
        if (usedAt[v][j] || order.getPoint(unit.ops.back()) >= k)
          atLeast(z, {{r(v, j), 1}}, 0);
        if (j + 1 < numStages)
          atLeast(z, {{r(v, j), 1}, {held(v, j + 1), 1}}, -1);
        for (unsigned x : readers[v])
          if (model.getLastReadPoint(x, v) >= k)
            atLeast(z, {{r(v, j), 1}, {r(x, j), 1}}, -1);
        e.add(z, double(unit.bytes));
      }
      memory(e);
    }
  }
  return std::move(milp);
}
} // namespace

bool isFullSpaceUnit(const RematModel &model, unsigned unit,
                     llvm::ArrayRef<unsigned> backwardUses) {
  const RematUnit &u = model.getUnit(unit);
  unsigned lastRead = u.lastForwardUse;
  if (!backwardUses.empty())
    lastRead = std::max(lastRead, backwardUses.back());
  return !model.getProfile().buffers[u.buffer].holdsResult && u.end <= lastRead;
}

RematMilp RematMilp::build(const RematModel &model, uint64_t budget,
                           uint64_t maxTerms) {
  return Builder(model, budget, maxTerms).build();
}

RematMilp RematMilp::withLeastPeak(uint64_t budget, uint64_t extraFlops) const {
  RematMilp least = *this;
  Row flops;
  flops.upper = double(extraFlops);
  for (auto [index, column] : llvm::enumerate(least.columns)) {
    if (column.cost != 0)
      flops.terms.emplace_back(index, column.cost);
    column.cost = 0;
  }
  int peak = least.columns.size();
  least.columns.push_back({constantPeak, double(budget), 1.0, false});
  for (unsigned row : memoryRows) {
    least.rows[row].terms.emplace_back(peak, -1.0);
    least.rows[row].upper -= double(budget);
  }
  least.rows.push_back(std::move(flops));
  return least;
}

std::vector<RematCopy>
RematMilp::readCopies(llvm::ArrayRef<double> values) const {
  std::vector<RematCopy> copies;
  for (auto [copy, column] : copyColumns)
    if (values[column] > 0.5)
      copies.push_back(copy);
  llvm::sort(copies);
  return copies;
}

} // namespace memopt
