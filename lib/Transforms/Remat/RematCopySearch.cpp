//===- RematCopySearch.cpp - heuristic plans in the full space ------------===//

#include "RematCopySearch.h"
#include "RematStrategies.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <functional>
#include <set>
#include <utility>

namespace memopt {

namespace {

unsigned gap(unsigned point) { return 2 * point; }

bool addPoint(CopyPoints &points, unsigned unit, unsigned point) {
  auto &unitPoints = points[unit];
  auto it = llvm::lower_bound(unitPoints, point);
  if (it != unitPoints.end() && *it == point)
    return false;
  unitPoints.insert(it, point);
  return true;
}

class CopySearch {
public:
  CopySearch(const CopyPlanEvaluator &evaluator, uint64_t maxWork)
      : evaluator(evaluator), maxWork(maxWork) {}

  void run(CopyPoints start);
  /// Takes back one copy at a time and lowers the peak again to `target`
  /// by the search's moves (a copy traded for others); the first trade
  /// that lowers the FLOPs is taken, until none does.
  void rebuild(CopyPoints points, CopyPlanCost cost, uint64_t target);
  /// Exchanges from every plan found so far, and from each taken back to
  /// the next few higher peaks found (a path's moves can free far more
  /// than a budget between two of its peaks needs).
  void exchangeAll() {
    constexpr size_t kHigherPeaks = 4;
    std::vector<uint64_t> peaks;
    for (const CopySearchPlan &plan : plans)
      peaks.push_back(plan.peak);
    llvm::sort(peaks);
    peaks.erase(std::unique(peaks.begin(), peaks.end()), peaks.end());
    for (size_t index = 0, e = plans.size(); index < e && !spent(); ++index) {
      CopyPoints points = plans[index].points;
      CopyPlanCost cost = evaluate(points);
      auto higher = llvm::upper_bound(peaks, cost.peak);
      for (size_t k = 0; k < kHigherPeaks && higher != peaks.end() && !spent();
           ++k, ++higher) {
        CopyPoints relaxed = points;
        CopyPlanCost relaxedCost = cost;
        takeBack(relaxed, relaxedCost, *higher, std::nullopt);
        if (relaxedCost.extraFlops < cost.extraFlops &&
            seen.insert(CopyPlanEvaluator::toCopies(relaxed)).second) {
          record(relaxed, relaxedCost);
          exchange(std::move(relaxed), std::move(relaxedCost));
        }
      }
      exchange(std::move(points), std::move(cost));
    }
  }
  /// Exchanges at `budget` (chains included) from `start`, a plan that
  /// fits it; the plans found are added.
  /// As much work again from here on.
  void allow(uint64_t more) { maxWork = work + more; }
  /// As much work again, and what the last allowance left unspent.
  void extend(uint64_t more) { maxWork = std::max(maxWork, work) + more; }
  void improveAt(const CopyPoints &start, uint64_t budget) {
    CopyPlanCost cost = evaluate(start);
    if (cost.peak > budget)
      return;
    size_t before = plans.size();
    exchange(start, cost, budget, /*chains=*/true);
    // The exchange's last plan, when it recorded one, is where it stopped.
    CopyPoints best = start;
    if (plans.size() > before)
      best = plans.back().points;
    rebuild(best, evaluate(best), budget);
  }
  /// From `start`, a plan that fits `target`: every copy re-chained (its
  /// inputs of at most each of `levels` FLOPs copied beside it), then
  /// take-backs at `target`, dearest first, each plan on the way kept (each
  /// peaks lower than the next and costs more, so budgets between them get
  /// theirs).
  void rechainAt(const CopyPoints &start, llvm::ArrayRef<uint64_t> levels,
                 uint64_t target);
  std::vector<CopySearchPlan> takePlans() { return std::exchange(plans, {}); }

private:
  /// A move of the search: the plan after it and the copy it added.
  struct Move {
    CopyPoints points;
    CopyPlanCost cost;
    std::pair<unsigned, unsigned> copy;
  };
  /// The move that frees the most bytes at the peak slot per FLOP added
  /// without raising the peak; none when no move lowers it there.
  std::optional<Move> lowerPeak(const CopyPoints &points,
                                const CopyPlanCost &cost);
  bool spent() const { return work >= maxWork; }
  CopyPlanCost evaluate(const CopyPoints &points) {
    CopyPlanCost cost = evaluator.evaluate(points);
    work += cost.live.size() + cost.versions.size();
    return cost;
  }
  /// The first point after `slot` where `unit` is read: a backward use, or
  /// a copy of a unit that reads it.
  std::optional<unsigned> nextReader(const CopyPoints &points, unsigned unit,
                                     unsigned slot) const;
  /// Adds a copy of `unit` before `point`, and copies there of the inputs
  /// whose versions would otherwise live on to it.
  void addChain(CopyPoints &points, const CopyPlanCost &cost, unsigned unit,
                unsigned point) const;
  /// Takes back copies but `keep`, dearest first, while the peak stays at or
  /// under `target`; with `keepAll`, every plan on the way is recorded.
  void takeBack(CopyPoints &points, CopyPlanCost &cost, uint64_t target,
                std::optional<std::pair<unsigned, unsigned>> keep,
                bool keepAll = false);
  /// Takes back the copies that nothing reads (the rewrite erases their
  /// clones, but the count would keep their inputs alive up to them).
  void pruneUnread(CopyPoints &points) const;
  /// `points` with, before each copy, copies of the inputs whose versions
  /// it reads were made earlier, and so on up their inputs (a chain from
  /// the versions that are there anyway): the older versions then die at
  /// their previous readers, and the statistics a copy reads are
  /// recomputed with it rather than held across the backward.
  CopyPoints rechain(const CopyPoints &points, const CopyPlanCost &cost,
                     uint64_t maxFlops) const;
  /// Exchanges at the plan's own peak: one more copy (before any reader of a
  /// copyable unit), then take-backs; the first that lowers the FLOPs is
  /// taken, until none does.
  void exchange(CopyPoints points, CopyPlanCost cost) {
    uint64_t target = cost.peak;
    exchange(std::move(points), std::move(cost), target, /*chains=*/false);
  }
  /// The same at `target`, with chain moves when `chains` is set: what a
  /// budget over the plan's own peak leaves room for.
  void exchange(CopyPoints points, CopyPlanCost cost, uint64_t target,
                bool chains);
  void record(const CopyPoints &points, const CopyPlanCost &cost) {
    plans.push_back({points, cost.peak, cost.extraFlops});
  }

  const CopyPlanEvaluator &evaluator;
  uint64_t maxWork, work = 0;
  std::vector<CopySearchPlan> plans;
  std::set<std::vector<RematCopy>> seen;
};

/// The points before which `points` makes some copy, in order.
std::vector<unsigned> usedPoints(const CopyPoints &points) {
  std::vector<unsigned> used;
  for (const auto &unitPoints : points)
    used.insert(used.end(), unitPoints.begin(), unitPoints.end());
  llvm::sort(used);
  used.erase(std::unique(used.begin(), used.end()), used.end());
  return used;
}

std::optional<unsigned> CopySearch::nextReader(const CopyPoints &points,
                                               unsigned unit,
                                               unsigned slot) const {
  std::optional<unsigned> next;
  auto consider = [&](unsigned point) {
    if (gap(point) > slot && (!next || point < *next))
      next = point;
  };
  llvm::ArrayRef<unsigned> uses = evaluator.getUses(unit);
  if (auto it = llvm::upper_bound(uses, slot / 2); it != uses.end())
    consider(*it);
  for (unsigned reader : evaluator.getModel().getUnit(unit).consumers)
    if (evaluator.isCopyable(reader) &&
        llvm::is_contained(evaluator.getDeps(reader), unit))
      for (unsigned point : points[reader])
        consider(point);
  return next;
}

void CopySearch::addChain(CopyPoints &points, const CopyPlanCost &cost,
                          unsigned unit, unsigned point) const {
  if (!addPoint(points, unit, point))
    return;
  for (unsigned dep : evaluator.getDeps(unit)) {
    if (!evaluator.isCopyable(dep))
      continue;
    // The version of `dep` a copy at `point` reads, and whether anything
    // else keeps it alive that far.
    bool alive = false;
    for (const CopyVersion &version : cost.versions)
      if (version.unit == dep &&
          (version.point == CopyVersion::kOriginal || version.point <= point) &&
          version.first <= version.last && version.last >= gap(point))
        alive = true;
    if (!alive)
      addChain(points, cost, dep, point);
  }
}

void CopySearch::takeBack(CopyPoints &points, CopyPlanCost &cost,
                          uint64_t target,
                          std::optional<std::pair<unsigned, unsigned>> keep,
                          bool keepAll) {
  const RematModel &model = evaluator.getModel();
  std::vector<RematCopy> copies = CopyPlanEvaluator::toCopies(points);
  llvm::stable_sort(copies, [&](const RematCopy &a, const RematCopy &b) {
    return model.getUnit(a.unit).flops > model.getUnit(b.unit).flops;
  });
  for (const RematCopy &copy : copies) {
    if (spent())
      return;
    if (keep && keep->first == copy.unit && keep->second == copy.point)
      continue;
    auto &unitPoints = points[copy.unit];
    auto it = llvm::find(unitPoints, copy.point);
    // Taken back already, with the other unit of its pair.
    if (it == unitPoints.end())
      continue;
    unitPoints.erase(it);
    CopyPlanCost without = evaluate(points);
    if (without.peak <= target) {
      cost = std::move(without);
      if (keepAll && seen.insert(CopyPlanEvaluator::toCopies(points)).second)
        record(points, cost);
      continue;
    }
    // Units that read each other (an in-place pair) copied in one gap: the
    // copy left alone would read the older version of the other and keep
    // it, so the pair is taken back together.
    CopyPoints pairless = points;
    if (keepAll)
      for (unsigned other : evaluator.getDeps(copy.unit))
        if (llvm::is_contained(evaluator.getDeps(other), copy.unit) &&
            llvm::is_contained(pairless[other], copy.point))
          pairless[other].erase(llvm::find(pairless[other], copy.point));
    if (pairless != points) {
      pruneUnread(pairless);
      CopyPlanCost unpaired = evaluate(pairless);
      if (unpaired.peak <= target) {
        points = std::move(pairless);
        cost = std::move(unpaired);
        if (seen.insert(CopyPlanEvaluator::toCopies(points)).second)
          record(points, cost);
        continue;
      }
    }
    unitPoints.insert(llvm::lower_bound(unitPoints, copy.point), copy.point);
  }
}

void CopySearch::exchange(CopyPoints points, CopyPlanCost cost, uint64_t target,
                          bool chains) {
  const RematModel &model = evaluator.getModel();
  bool improved = true;
  while (improved && !spent()) {
    improved = false;
    for (unsigned unit = 0, e = model.getUnits().size();
         unit < e && !improved && !spent(); ++unit) {
      if (!evaluator.isCopyable(unit))
        continue;
      std::vector<unsigned> readerPoints(evaluator.getUses(unit).begin(),
                                         evaluator.getUses(unit).end());
      for (unsigned reader : model.getUnit(unit).consumers)
        if (evaluator.isCopyable(reader))
          readerPoints.insert(readerPoints.end(), points[reader].begin(),
                              points[reader].end());
      // With chains, also the gaps the plan already copies in before the
      // last reader: a chain there shares a gap that has room.
      if (chains && !readerPoints.empty()) {
        unsigned last = *llvm::max_element(readerPoints);
        for (unsigned point : usedPoints(points))
          if (point < last)
            readerPoints.push_back(point);
      }
      llvm::sort(readerPoints);
      readerPoints.erase(std::unique(readerPoints.begin(), readerPoints.end()),
                         readerPoints.end());
      for (unsigned point : readerPoints) {
        if (spent() || improved)
          break;
        CopyPoints alone = points;
        if (!addPoint(alone, unit, point))
          continue;
        CopyPoints chained = points;
        if (chains)
          addChain(chained, cost, unit, point);
        for (CopyPoints *move : {&alone, &chained}) {
          if (move == &chained && (!chains || chained == alone))
            continue;
          CopyPlanCost movedCost = evaluate(*move);
          if (movedCost.peak > target)
            continue;
          takeBack(*move, movedCost, target, std::make_pair(unit, point));
          if (movedCost.extraFlops >= cost.extraFlops)
            continue;
          points = std::move(*move);
          cost = std::move(movedCost);
          improved = true;
          break;
        }
      }
    }
    if (improved && seen.insert(CopyPlanEvaluator::toCopies(points)).second)
      record(points, cost);
  }
}

std::optional<CopySearch::Move>
CopySearch::lowerPeak(const CopyPoints &points, const CopyPlanCost &cost) {
  unsigned slot = cost.peakSlot;
  int64_t here = cost.live[slot];
  // The move that frees the most bytes at the peak slot per FLOP added,
  // without raising the peak; ties: the lower peak.
  std::optional<Move> best;
  uint64_t bestFlops = 0, bestFreed = 0;
  std::set<std::pair<unsigned, unsigned>> tried;
  // The gaps where the plan already makes copies: a copy placed there,
  // earlier than its next reader, shares a gap that has room instead of
  // crowding its reader's (the optimum copies small statistics beside the
  // copies of another unit, well before the copy that reads them).
  std::vector<unsigned> used = usedPoints(points);
  for (const CopyVersion &version : cost.versions) {
    if (spent())
      break;
    if (!evaluator.isCopyable(version.unit) || version.first > slot ||
        version.last <= slot)
      continue;
    std::optional<unsigned> next = nextReader(points, version.unit, slot);
    if (!next)
      continue;
    llvm::SmallVector<unsigned, 8> places{*next};
    for (unsigned point : used)
      if (gap(point) > slot && point < *next)
        places.push_back(point);
    for (unsigned place : places) {
      if (!tried.insert({version.unit, place}).second)
        continue;
      CopyPoints alone = points;
      addPoint(alone, version.unit, place);
      CopyPoints chained = points;
      addChain(chained, cost, version.unit, place);
      for (CopyPoints *move : {&alone, &chained}) {
        if (move == &chained && chained == alone)
          continue;
        CopyPlanCost moved = evaluate(*move);
        if (moved.peak > cost.peak || moved.live[slot] >= here)
          continue;
        uint64_t flops = moved.extraFlops - cost.extraFlops;
        uint64_t freed = uint64_t(here - moved.live[slot]);
        // flops / freed < bestFlops / bestFreed, exactly.
        unsigned __int128 lhs = (unsigned __int128)flops * bestFreed;
        unsigned __int128 rhs = (unsigned __int128)bestFlops * freed;
        if (!best || lhs < rhs ||
            (lhs == rhs && moved.peak < best->cost.peak)) {
          best = Move{*move, std::move(moved), {version.unit, place}};
          bestFlops = flops;
          bestFreed = freed;
        }
      }
    }
  }
  return best;
}

void CopySearch::run(CopyPoints points) {
  CopyPlanCost cost = evaluate(points);
  record(points, cost);
  while (!spent()) {
    std::optional<Move> best = lowerPeak(points, cost);
    if (!best)
      return;
    points = std::move(best->points);
    cost = std::move(best->cost);
    takeBack(points, cost, cost.peak, best->copy);
    if (!seen.insert(CopyPlanEvaluator::toCopies(points)).second)
      return;
    record(points, cost);
  }
}

void CopySearch::rebuild(CopyPoints points, CopyPlanCost cost,
                         uint64_t target) {
  bool improved = true;
  while (improved && !spent()) {
    improved = false;
    for (const RematCopy &copy : CopyPlanEvaluator::toCopies(points)) {
      if (spent())
        break;
      // Take `copy` back, lower the peak again to `target` by the search's
      // own moves, then take back what is no longer needed.
      // Or move it to its unit's next reader after it, or, with the copies
      // of the inputs it would keep alive, into an earlier gap where the
      // plan copies (a chain there shares a gap that has room, and the
      // copies its old place needed are then taken back).
      CopyPoints without = points;
      auto &unitPoints = without[copy.unit];
      unitPoints.erase(llvm::find(unitPoints, copy.point));
      std::vector<CopyPoints> variants{without};
      if (std::optional<unsigned> next =
              nextReader(points, copy.unit, gap(copy.point) + 1)) {
        variants.push_back(without);
        if (!addPoint(variants.back(), copy.unit, *next))
          variants.pop_back();
      }
      for (unsigned point : usedPoints(points))
        if (point < copy.point &&
            !llvm::is_contained(points[copy.unit], point)) {
          variants.push_back(without);
          addChain(variants.back(), cost, copy.unit, point);
        }
      for (CopyPoints &moved : variants) {
        CopyPlanCost movedCost = evaluate(moved);
        while (movedCost.peak > target &&
               movedCost.extraFlops < cost.extraFlops && !spent()) {
          std::optional<Move> step = lowerPeak(moved, movedCost);
          if (!step)
            break;
          moved = std::move(step->points);
          movedCost = std::move(step->cost);
        }
        if (movedCost.peak > target)
          continue;
        takeBack(moved, movedCost, target, std::nullopt);
        if (movedCost.extraFlops >= cost.extraFlops)
          continue;
        points = std::move(moved);
        cost = std::move(movedCost);
        improved = true;
        if (seen.insert(CopyPlanEvaluator::toCopies(points)).second)
          record(points, cost);
        break;
      }
      if (improved)
        break;
    }
  }
}

void CopySearch::pruneUnread(CopyPoints &points) const {
  const RematModel &model = evaluator.getModel();
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned unit = 0, e = points.size(); unit < e; ++unit)
      for (size_t index = 0; index < points[unit].size();) {
        // The version made at `from` serves the readers up to the next copy.
        unsigned from = points[unit][index];
        unsigned to =
            index + 1 < points[unit].size() ? points[unit][index + 1] : ~0u;
        auto inRange = [&](unsigned point) {
          return point >= from && point < to;
        };
        bool read = llvm::any_of(evaluator.getUses(unit), inRange);
        for (unsigned reader : model.getUnit(unit).consumers)
          if (!read && evaluator.isCopyable(reader) &&
              llvm::is_contained(evaluator.getDeps(reader), unit))
            read = llvm::any_of(points[reader], inRange);
        if (read) {
          ++index;
          continue;
        }
        points[unit].erase(points[unit].begin() + index);
        changed = true;
      }
  }
}

CopyPoints CopySearch::rechain(const CopyPoints &points,
                               const CopyPlanCost &cost,
                               uint64_t maxFlops) const {
  const RematModel &model = evaluator.getModel();
  CopyPoints result = points;
  auto alive = [&](unsigned unit, unsigned point) {
    return llvm::any_of(cost.versions, [&](const CopyVersion &version) {
      return version.unit == unit && version.first <= gap(point) &&
             version.last >= gap(point);
    });
  };
  // Whether `unit` can be read at `point` without holding a version that is
  // not there anyway: copied there (cheap, its own inputs readable), or
  // alive there already. Units that read each other (an in-place pair) are
  // not copied through their cycle.
  std::vector<char> visiting(model.getUnits().size(), 0);
  std::function<bool(unsigned, unsigned)> readable = [&](unsigned unit,
                                                         unsigned point) {
    if (llvm::is_contained(result[unit], point))
      return true;
    if (!visiting[unit] && evaluator.isCopyable(unit) &&
        model.getUnit(unit).flops <= maxFlops) {
      visiting[unit] = 1;
      bool inputs = llvm::all_of(evaluator.getDeps(unit), [&](unsigned dep) {
        return readable(dep, point);
      });
      visiting[unit] = 0;
      if (inputs) {
        addPoint(result, unit, point);
        return true;
      }
    }
    return alive(unit, point);
  };
  for (const RematCopy &copy : CopyPlanEvaluator::toCopies(points)) {
    visiting[copy.unit] = 1;
    for (unsigned dep : evaluator.getDeps(copy.unit))
      readable(dep, copy.point);
    visiting[copy.unit] = 0;
  }
  return result;
}

void CopySearch::rechainAt(const CopyPoints &start,
                           llvm::ArrayRef<uint64_t> levels, uint64_t target) {
  CopyPlanCost startCost = evaluate(start);
  CopyPoints last = start;
  for (uint64_t maxFlops : levels) {
    if (spent())
      return;
    CopyPoints points = rechain(start, startCost, maxFlops);
    // A level that adds no input the one below it did not is the same move.
    if (points == last)
      continue;
    last = points;
    CopyPlanCost cost = evaluate(points);
    if (cost.peak <= target)
      takeBack(points, cost, target, std::nullopt, /*keepAll=*/true);
  }
}

} // namespace

std::vector<CopySearchPlan> searchCopyPlans(const CopyPlanEvaluator &evaluator,
                                            llvm::ArrayRef<CopyPoints> starts,
                                            uint64_t maxWork) {
  CopySearch search(evaluator, maxWork);
  for (const CopyPoints &start : starts)
    search.run(start);
  search.exchangeAll();
  std::vector<CopySearchPlan> plans = search.takePlans();
  // The plans stop at their own peaks; the room between one peak and the
  // next is used by exchanges at fixed targets (chains included: a dear
  // copy traded for copies of the cheap statistics its readers need), from
  // the cheapest plan under each. The targets do not depend on the budget
  // and are tried in a fixed order, so the choice stays monotone in it.
  std::vector<uint64_t> peaks;
  for (const CopySearchPlan &plan : plans)
    peaks.push_back(plan.peak);
  llvm::sort(peaks);
  peaks.erase(std::unique(peaks.begin(), peaks.end()), peaks.end());
  // And at even steps between two peaks found: a budget there has room
  // that neither peak's plan uses.
  constexpr uint64_t kSteps = 8;
  std::vector<uint64_t> targets;
  for (size_t index = 0; index < peaks.size(); ++index) {
    targets.push_back(peaks[index]);
    if (index + 1 < peaks.size())
      for (uint64_t k = 1; k < kSteps; ++k)
        targets.push_back(peaks[index] +
                          (peaks[index + 1] - peaks[index]) * k / kSteps);
  }
  targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
  // Re-chaining at every FLOPs level of the copyable units: the cheapest
  // inputs only, up to all of them.
  std::vector<uint64_t> flopLevels;
  for (unsigned unit = 0, e = evaluator.getModel().getUnits().size(); unit < e;
       ++unit)
    if (evaluator.isCopyable(unit))
      flopLevels.push_back(evaluator.getModel().getUnit(unit).flops);
  llvm::sort(flopLevels);
  flopLevels.erase(std::unique(flopLevels.begin(), flopLevels.end()),
                   flopLevels.end());
  // Each target has an equal share of the work (and what the targets before
  // it left), so that the low targets' long climbs cannot starve the high
  // ones.
  uint64_t share = maxWork / 4 / std::max<size_t>(targets.size(), 1);
  for (uint64_t target : targets) {
    search.extend(share);
    const CopySearchPlan *chosen = cheapestFit(plans, target);
    if (!chosen || chosen->peak > target)
      continue;
    CopyPoints start = chosen->points;
    search.rechainAt(start, flopLevels, target);
    search.improveAt(start, target);
    for (CopySearchPlan &plan : search.takePlans())
      plans.push_back(std::move(plan));
  }
  return plans;
}

const CopySearchPlan *cheapestFit(llvm::ArrayRef<CopySearchPlan> plans,
                                  uint64_t budget) {
  const CopySearchPlan *chosen = nullptr;
  for (const CopySearchPlan &plan : plans) {
    if (!chosen) {
      chosen = &plan;
      continue;
    }
    bool fits = plan.peak <= budget, chosenFits = chosen->peak <= budget;
    if (fits != chosenFits) {
      if (fits)
        chosen = &plan;
      continue;
    }
    auto key = fits ? std::make_pair(plan.extraFlops, plan.peak)
                    : std::make_pair(plan.peak, plan.extraFlops);
    auto chosenKey = fits ? std::make_pair(chosen->extraFlops, chosen->peak)
                          : std::make_pair(chosen->peak, chosen->extraFlops);
    if (key < chosenKey)
      chosen = &plan;
  }
  return chosen;
}

std::optional<CopySearchPlan> planCopiesForBudget(const RematModel &model,
                                                  const RematPlan &heuristic,
                                                  uint64_t budget) {
  // Each step of a path evaluates about one move per unit live at the peak,
  // each a pass over the program: cheap on the steps whose plans the MILP
  // checks (tens of units), quadratic past that.
  constexpr size_t kMaxUnits = 512;
  constexpr uint64_t kMaxWork = 200'000'000;
  if (model.getUnits().size() > kMaxUnits)
    return std::nullopt;
  // A branch's result is a buffer of its own that its branches' values are
  // copied into, which the full space's count does not model (a random
  // step's scf.if: 476 bytes analysed against 468 counted); loops and
  // linalg bodies are counted as the analysis counts them.
  for (mlir::Operation &op : model.getProfile().func.getBody().front())
    if (op.getNumRegions() != 0 &&
        !mlir::isa<mlir::linalg::LinalgOp, mlir::scf::ForOp>(op))
      return std::nullopt;
  CopyPlanEvaluator evaluator(model);
  // The evaluator counts what RematPlan counts on one-clone plans; where the
  // two differ on the heuristics' own plan (a structure the full space's
  // count does not model), the family stays out.
  std::vector<RematCopy> own = getRematCopies(model, heuristic);
  if (!evaluator.covers(own) ||
      evaluator.evaluate(evaluator.toPoints(own)).peak != heuristic.getPeak())
    return std::nullopt;
  std::vector<CopyPoints> starts{CopyPoints(model.getUnits().size())};
  for (const RematPlan &fixed : planBlockStrategies(model)) {
    std::vector<RematCopy> copies = getRematCopies(model, fixed);
    if (evaluator.covers(copies))
      starts.push_back(evaluator.toPoints(copies));
  }
  std::vector<CopySearchPlan> plans =
      searchCopyPlans(evaluator, starts, kMaxWork);
  const CopySearchPlan *chosen = cheapestFit(plans, budget);
  if (!chosen)
    return std::nullopt;
  return *chosen;
}

} // namespace memopt
