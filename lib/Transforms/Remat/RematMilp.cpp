//===- RematMilp.cpp - the full-space remat MILP, solver-neutral ----------===//

#include "RematMilp.h"

#include "llvm/ADT/DenseMap.h"

#include <map>
#include <set>
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
      : model(model), space(RematSpace::build(model)), budget(budget),
        maxTerms(maxTerms) {}
  RematMilp build();

private:
  /// Rows that tighten the LP relaxation without cutting off a plan, with
  /// at most `maxTerms` terms in all.
  void windowRows(uint64_t maxTerms);
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
    auto it = hold.find({u, j});
    return it == hold.end() ? Expr::kNone : it->second;
  }

  const RematModel &model;
  RematSpace space;
  uint64_t budget, maxTerms;
  RematMilp milp;
  llvm::DenseMap<std::pair<unsigned, unsigned>, int> hold, copy;
};

RematMilp Builder::build() {
  llvm::ArrayRef<RematUnit> units = model.getUnits();
  const FunctionMemoryProfile &profile = model.getProfile();
  const std::vector<unsigned> &modelled = space.modelled;
  const std::vector<std::vector<char>> &usedAt = space.usedAt;
  const std::vector<std::vector<unsigned>> &readers = space.readers;
  const std::vector<unsigned> &stages = space.stages;
  unsigned numStages = stages.size();
  auto recomputable = [&](unsigned u) { return bool(space.recomputable[u]); };

  // Past a unit's last need a copy or a held version serves nothing, so
  // those columns are left out.
  for (unsigned u : modelled)
    for (unsigned j = 0; int(j) <= space.lastNeed[u]; ++j) {
      hold[{u, j}] = column(0, true);
      if (recomputable(u)) {
        int c = column(double(units[u].flops), true);
        copy[{u, j}] = c;
        milp.copyColumns.push_back({{u, stages[j]}, c});
        // A version held into a gap where the unit is copied anyway serves
        // nothing the copy does not: some optimum has H + R <= 1 (lowering
        // H there keeps every row), which the replay terms below rely on.
        lessEqual(Expr().add(hold[{u, j}], 1).add(c, 1), 1);
      }
    }
  milp.holdColumns = hold;
  milp.usedAt = usedAt;
  milp.readers = readers;
  milp.stageIndex = space.stageOf;
  milp.numStages = numStages;
  for (unsigned u : modelled)
    for (unsigned j = 0; j < numStages; ++j) {
      // A read needs a version: -(R + H) <= -1.
      if (usedAt[u][j])
        lessEqual(Expr().add(r(u, j), -1).add(held(u, j), -1), -1);
      if (held(u, j + 1) >= 0)
        lessEqual(
            Expr().add(held(u, j + 1), 1).add(held(u, j), -1).add(r(u, j), -1),
            0);
    }
  for (unsigned u : modelled)
    for (unsigned v : readers[u])
      for (unsigned j = 0; j < numStages; ++j)
        if (r(v, j) >= 0)
          lessEqual(Expr().add(r(v, j), 1).add(r(u, j), -1).add(held(u, j), -1),
                    0);

  // Outside the gaps' replay: the space's cuts.
  for (const RematSpace::Cut &cut : space.cuts) {
    Expr e;
    e.constant = double(cut.constant);
    for (unsigned u : llvm::ArrayRef(space.byLastUse).take_front(cut.past))
      e.add(space.isForced(cut, u) ? Expr::kOne : held(u, cut.holdStage),
            double(units[u].bytes));
    memory(e);
  }
  const std::vector<int64_t> &base = space.base;

  // Inside each stage's gap: the copies replayed at every allocation.
  ProgramOrder &order = *profile.order;
  std::vector<unsigned> events;
  for (unsigned u : modelled)
    if (recomputable(u))
      events.push_back(order.getPoint(units[u].ops.front()));
  llvm::sort(events);
  events.erase(std::unique(events.begin(), events.end()), events.end());
  // The replay rows hold a term per modelled unit, event and stage: the
  // bulk of the formulation, and what a size limit is checked against.
  if (uint64_t(numStages) * events.size() * modelled.size() > maxTerms) {
    milp.tooLarge = true;
    return std::move(milp);
  }
  // Each unit's readers by the point where they last read it, latest first:
  // at event k the readers still to read it are a prefix.
  auto byLastRead = [&](unsigned w) {
    std::vector<std::pair<unsigned, unsigned>> sorted;
    for (unsigned v : readers[w])
      sorted.emplace_back(model.getLastReadPoint(v, w), v);
    llvm::sort(sorted, std::greater<>());
    return sorted;
  };
  std::vector<std::vector<std::pair<unsigned, unsigned>>> lastReads(
      units.size());
  for (unsigned w : modelled)
    lastReads[w] = byLastRead(w);
  auto stillRead = [&](unsigned w, unsigned k) {
    unsigned m = 0;
    while (m < lastReads[w].size() && lastReads[w][m].first >= k)
      ++m;
    return m;
  };
  for (unsigned j = 0; j < numStages; ++j) {
    double b = double(base[gap(stages[j])]);
    // The columns of this gap, shared by the events whose lower bounds are
    // the same (keyed by unit and how many readers still read it).
    std::map<std::pair<unsigned, unsigned>, int> entering, made;
    // What still needs a version of u after event k: the first `readers`
    // of lastReads[u] (copies still to read it), and the next stage when it
    // may hold it.
    struct Need {
      unsigned readers;
      bool next;
      bool any() const { return next || readers > 0; }
    };
    auto needAfter = [&](unsigned u, unsigned k) {
      return Need{stillRead(u, k), j + 1 < numStages && held(u, j + 1) >= 0};
    };
    // A column at least max(0, H[u,j+1] - minus (with `need.next`), R[v,j] -
    // minus for the readers v still to read u), shared by the events with
    // the same (u, need.readers) in `cache`.
    auto positivePart = [&](std::map<std::pair<unsigned, unsigned>, int> &cache,
                            unsigned u, Need need, int minus) {
      auto [slot, inserted] = cache.try_emplace({u, need.readers}, 0);
      if (inserted) {
        int c = column(0, false);
        if (need.next)
          atLeast(c, {{held(u, j + 1), 1}, {minus, -1}}, 0);
        for (auto [point, v] :
             llvm::ArrayRef(lastReads[u]).take_front(need.readers))
          atLeast(c, {{r(v, j), 1}, {minus, -1}}, 0);
        slot->second = c;
      }
      return slot->second;
    };
    // The version of w entering the gap, while something still reads it.
    // With H + R <= 1 (a unit held into a gap where it is copied anyway
    // need not be held), a stage read keeps it for the whole gap (the
    // term is H); otherwise the next stage holding it without a copy here
    // (H' - R) or a copy still to read it (R_v - R; R_v <= R_w + H_w).
    auto enteringTerm = [&](Expr &e, unsigned w, unsigned k) {
      double bytes = double(units[w].bytes);
      if (usedAt[w][j]) {
        e.add(held(w, j), bytes);
        return;
      }
      Need need = needAfter(w, k);
      if (!need.any())
        return;
      if (r(w, j) < 0 && int(need.next) + need.readers == 1) {
        e.add(need.next ? held(w, j + 1) : r(lastReads[w][0].second, j), bytes);
        return;
      }
      e.add(positivePart(entering, w, need, r(w, j)), bytes);
    };
    // A copy of v made here, while it is written, read by the stage, held
    // on (H' - H: with H + R <= 1 that is R and H'), or read by a copy still
    // to come (R_x - H: R_x <= R_v + H_v).
    auto madeTerm = [&](Expr &e, unsigned v, unsigned k) {
      double bytes = double(units[v].bytes);
      if (usedAt[v][j] || order.getPoint(units[v].ops.back()) >= k) {
        e.add(r(v, j), bytes);
        return;
      }
      Need need = needAfter(v, k);
      if (need.any())
        e.add(positivePart(made, v, need, held(v, j)), bytes);
    };
    std::set<std::vector<std::pair<int, double>>> seen;
    for (unsigned k : events) {
      Expr e;
      e.constant = b;
      for (unsigned w : modelled)
        enteringTerm(e, w, k);
      for (unsigned v : modelled)
        if (r(v, j) >= 0 && order.getPoint(units[v].ops.front()) <= k)
          madeTerm(e, v, k);
      // Events whose rows are the same add nothing.
      llvm::sort(e.terms);
      if (seen.insert(e.terms).second)
        memory(e);
    }
  }
  // As many terms as the replay rows at most: a unit read early and late
  // has a window as long as the stages between, so on a step of many
  // stages the rows could otherwise outgrow the rest of the MILP.
  windowRows(uint64_t(numStages) * events.size() * modelled.size());
  return std::move(milp);
}

void Builder::windowRows(uint64_t maxTerms) {
  // Implied by the rows above on integer plans, not on fractional ones: a
  // copy of v needs its input u, but the LP may split it over two stages
  // that each hold half of u. For a stage k reading v and an earlier stage
  // t with no read of v in [t, k): when v is not held entering t, it is
  // copied at some j in [t, k], which needs u held at t or copied in
  // [t, j]. So H[u,t] + H[v,t] + sum over t <= i <= k of R[u,i] >= 1. On
  // gpt2 L4 at 185,000 bytes they lift the LP bound from 2,230 to 6,812
  // extra FLOPs, above where CBC's root cuts ended (6,061).
  const std::vector<std::vector<char>> &usedAt = space.usedAt;
  unsigned numStages = space.stages.size();
  uint64_t terms = 0;
  for (unsigned u : space.modelled)
    for (unsigned v : space.readers[u])
      for (unsigned k = 0; k < numStages; ++k) {
        if (!usedAt[v][k])
          continue;
        for (unsigned t = k; t-- > 0 && !usedAt[v][t];) {
          Expr e;
          e.add(held(u, t), -1).add(held(v, t), -1);
          for (unsigned i = t; i <= k; ++i)
            e.add(r(u, i), -1);
          terms += e.terms.size();
          if (terms > maxTerms)
            return;
          lessEqual(e, -1);
        }
      }
}
} // namespace

RematSpace RematSpace::build(const RematModel &model) {
  RematSpace space;
  llvm::ArrayRef<RematUnit> units = model.getUnits();
  const FunctionMemoryProfile &profile = model.getProfile();
  std::vector<std::vector<unsigned>> uses(units.size());
  space.isModelled.assign(units.size(), 0);
  space.recomputable.assign(units.size(), 0);
  for (auto [index, unit] : llvm::enumerate(units)) {
    uses[index] = model.getBackwardUses(index);
    if (!isFullSpaceUnit(model, index, uses[index]))
      continue;
    space.isModelled[index] = 1;
    space.modelled.push_back(index);
    space.recomputable[index] = unit.kind != RematUnit::Kind::Pinned;
    space.stages.insert(space.stages.end(), uses[index].begin(),
                        uses[index].end());
  }
  std::vector<unsigned> &stages = space.stages;
  llvm::sort(stages);
  stages.erase(std::unique(stages.begin(), stages.end()), stages.end());
  unsigned numStages = stages.size();
  for (auto [j, point] : llvm::enumerate(stages))
    space.stageOf[point] = j;
  space.usedAt.assign(units.size(), std::vector<char>(numStages, 0));
  for (unsigned u : space.modelled)
    for (unsigned point : uses[u])
      space.usedAt[u][space.stageOf[point]] = 1;
  space.readers.assign(units.size(), {});
  for (unsigned v : space.modelled)
    if (space.recomputable[v])
      for (unsigned u : units[v].deps)
        if (space.isModelled[u])
          space.readers[u].push_back(v);

  // The last stage that may read a unit: its own last backward reader's, or
  // a later one of a copy that reads it.
  space.lastNeed.assign(units.size(), -1);
  for (unsigned u : space.modelled)
    for (unsigned j = 0; j < numStages; ++j)
      if (space.usedAt[u][j])
        space.lastNeed[u] = j;
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned u : space.modelled)
      for (unsigned v : space.readers[u])
        if (space.lastNeed[u] < space.lastNeed[v]) {
          space.lastNeed[u] = space.lastNeed[v];
          changed = true;
        }
  }

  // The original live bytes less the modelled units' own after their last
  // forward use, up to their end or, with a fixed tail, their last own read.
  std::vector<uint64_t> slotBytes = getSlotBytes(profile);
  size_t numSlots = slotBytes.size();
  std::vector<int64_t> &base = space.base;
  base.assign(slotBytes.begin(), slotBytes.end());
  std::vector<int64_t> delta(numSlots + 1, 0);
  for (unsigned u : space.modelled) {
    const RematUnit &unit = units[u];
    unsigned until = hasFixedTail(model, u, uses[u])
                         ? getLastOwnRead(unit, uses[u])
                         : unit.end;
    if (at(unit.lastForwardUse) + 1 <= at(until)) {
      delta[at(unit.lastForwardUse) + 1] -= unit.bytes;
      delta[at(until) + 1] += unit.bytes;
    }
  }
  int64_t running = 0;
  for (size_t s = 0; s < numSlots; ++s) {
    running += delta[s];
    base[s] += running;
  }

  // Entering each stage's gap every modelled unit counts with its hold.
  space.byLastUse = space.modelled;
  llvm::sort(space.byLastUse, [&](unsigned a, unsigned b) {
    return units[a].lastForwardUse < units[b].lastForwardUse;
  });
  for (auto [j, point] : llvm::enumerate(stages))
    space.cuts.push_back(
        {base[gap(point)], -1, unsigned(j), unsigned(space.modelled.size())});
  // Elsewhere outside the stages' gaps the terms depend only on the
  // segment, the stage (at a stage's op) and how many units are past their
  // last forward use: each group is checked at its largest base.
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
    while (passed < space.byLastUse.size() &&
           at(units[space.byLastUse[passed]].lastForwardUse) < s)
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
    space.cuts.push_back(
        {bytes, stage, stage >= 0 ? unsigned(stage + 1) : seg, past});
  }
  return space;
}

unsigned getLastOwnRead(const RematUnit &unit,
                        llvm::ArrayRef<unsigned> backwardUses) {
  return backwardUses.empty()
             ? unit.lastForwardUse
             : std::max(unit.lastForwardUse, backwardUses.back());
}

namespace {
/// Whether some unit that reads `unit` (directly or through others) has a
/// backward use after `point`: a copy of it there reads `unit`.
bool isReadByCopiesAfter(const RematModel &model, unsigned unit,
                         unsigned point) {
  llvm::SmallVector<unsigned> pending{unit};
  llvm::DenseSet<unsigned> seen{unit};
  while (!pending.empty()) {
    for (unsigned reader : model.getUnit(pending.pop_back_val()).consumers) {
      if (!seen.insert(reader).second)
        continue;
      std::vector<unsigned> uses = model.getBackwardUses(reader);
      if (!uses.empty() && uses.back() > point)
        return true;
      pending.push_back(reader);
    }
  }
  return false;
}
} // namespace

bool hasFixedTail(const RematModel &model, unsigned unit,
                  llvm::ArrayRef<unsigned> backwardUses) {
  unsigned lastRead = getLastOwnRead(model.getUnit(unit), backwardUses);
  return model.getUnit(unit).end > lastRead &&
         !isReadByCopiesAfter(model, unit, lastRead);
}

namespace {
/// Whether what the op of `lastRead` made of `unit`'s buffer (a result
/// written in place into it, views of that, and so on) holds it to its end,
/// so that the version read there, whichever it is, lives on. Otherwise
/// something made before holds the original itself (a forward view, a
/// region's result aliasing it), and no copy frees it.
bool isHeldOnFromLastRead(const RematModel &model, unsigned unit,
                          unsigned lastRead) {
  const FunctionMemoryProfile &profile = model.getProfile();
  unsigned buffer = model.getUnit(unit).buffer;
  auto inBuffer = [&](mlir::Value value) {
    auto it = profile.bufferOf.find(value);
    return it != profile.bufferOf.end() && it->second == buffer;
  };
  llvm::SmallVector<mlir::Value> pending;
  llvm::copy_if(profile.getOps()[lastRead]->getResults(),
                std::back_inserter(pending), inBuffer);
  llvm::DenseSet<mlir::Value> seen(pending.begin(), pending.end());
  unsigned heldTo = lastRead;
  while (!pending.empty())
    for (mlir::Operation *user : pending.pop_back_val().getUsers()) {
      heldTo =
          std::max(heldTo, profile.order->getPoint(model.getTopLevel(user)));
      for (mlir::Value result : user->getResults())
        if (inBuffer(result) && seen.insert(result).second)
          pending.push_back(result);
    }
  return heldTo >= model.getUnit(unit).end;
}
} // namespace

bool isFullSpaceUnit(const RematModel &model, unsigned unit,
                     llvm::ArrayRef<unsigned> backwardUses) {
  const RematUnit &u = model.getUnit(unit);
  if (model.getProfile().buffers[u.buffer].holdsResult)
    return false;
  unsigned lastRead = getLastOwnRead(u, backwardUses);
  return u.end <= lastRead || isHeldOnFromLastRead(model, unit, lastRead);
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

std::optional<std::vector<std::pair<int, double>>>
RematMilp::startFor(llvm::ArrayRef<RematCopy> copies) const {
  std::map<int, double> values;
  for (auto [copy, column] : copyColumns)
    values[column] = 0;
  for (auto [key, column] : holdColumns)
    values[column] = 0;
  llvm::DenseMap<std::pair<unsigned, unsigned>, int> copyAt;
  for (auto [copy, column] : copyColumns)
    copyAt[{copy.unit, stageIndex.lookup(copy.point)}] = column;
  llvm::DenseSet<std::pair<unsigned, unsigned>> chosen;
  for (const RematCopy &copy : copies) {
    auto stage = stageIndex.find(copy.point);
    if (stage == stageIndex.end())
      return std::nullopt;
    auto column = copyAt.find({copy.unit, stage->second});
    if (column == copyAt.end())
      return std::nullopt;
    values[column->second] = 1;
    chosen.insert({copy.unit, stage->second});
  }
  // Backwards over the stages: a unit is held entering a gap while a read
  // at or after it is not served by a copy in between.
  for (unsigned u = 0; u < usedAt.size(); ++u) {
    bool pending = false;
    for (unsigned j = numStages; j-- > 0;) {
      bool read = usedAt[u][j] || llvm::any_of(readers[u], [&](unsigned v) {
                    return chosen.contains({v, j});
                  });
      pending = (pending || read) && !chosen.contains({u, j});
      auto column = holdColumns.find({u, j});
      if (pending) {
        if (column == holdColumns.end())
          return std::nullopt;
        values[column->second] = 1;
      }
    }
  }
  return std::vector<std::pair<int, double>>(values.begin(), values.end());
}

} // namespace memopt
