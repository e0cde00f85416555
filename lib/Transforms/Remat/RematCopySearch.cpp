//===- RematCopySearch.cpp - heuristic plans in the full space ------------===//

#include "RematCopySearch.h"
#include "RematStrategies.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <set>

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
  std::vector<CopySearchPlan> takePlans() { return std::move(plans); }

private:
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
  /// under `target`.
  void takeBack(CopyPoints &points, CopyPlanCost &cost, uint64_t target,
                std::optional<std::pair<unsigned, unsigned>> keep);
  /// Exchanges at the plan's own peak: one more copy (before any reader of a
  /// copyable unit), then take-backs; the first that lowers the FLOPs is
  /// taken, until none does.
  void exchange(CopyPoints points, CopyPlanCost cost);
  void record(const CopyPoints &points, const CopyPlanCost &cost) {
    plans.push_back({points, cost.peak, cost.extraFlops});
  }

  const CopyPlanEvaluator &evaluator;
  uint64_t maxWork, work = 0;
  std::vector<CopySearchPlan> plans;
  std::set<std::vector<RematCopy>> seen;
};

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
                          std::optional<std::pair<unsigned, unsigned>> keep) {
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
    unitPoints.erase(it);
    CopyPlanCost without = evaluate(points);
    if (without.peak <= target) {
      cost = std::move(without);
      continue;
    }
    unitPoints.insert(llvm::lower_bound(unitPoints, copy.point), copy.point);
  }
}

void CopySearch::exchange(CopyPoints points, CopyPlanCost cost) {
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
      llvm::sort(readerPoints);
      readerPoints.erase(std::unique(readerPoints.begin(), readerPoints.end()),
                         readerPoints.end());
      for (unsigned point : readerPoints) {
        if (spent())
          break;
        CopyPoints moved = points;
        if (!addPoint(moved, unit, point))
          continue;
        CopyPlanCost movedCost = evaluate(moved);
        if (movedCost.peak > cost.peak)
          continue;
        takeBack(moved, movedCost, cost.peak, std::make_pair(unit, point));
        if (movedCost.extraFlops >= cost.extraFlops)
          continue;
        points = std::move(moved);
        cost = std::move(movedCost);
        improved = true;
        break;
      }
    }
    if (improved && seen.insert(CopyPlanEvaluator::toCopies(points)).second)
      record(points, cost);
  }
}

void CopySearch::run(CopyPoints points) {
  CopyPlanCost cost = evaluate(points);
  record(points, cost);
  while (!spent()) {
    unsigned slot = cost.peakSlot;
    int64_t here = cost.live[slot];
    // The move that frees the most bytes at the peak slot per FLOP added,
    // without raising the peak; ties: the lower peak.
    std::optional<CopyPoints> best;
    std::optional<CopyPlanCost> bestCost;
    std::pair<unsigned, unsigned> bestCopy;
    uint64_t bestFlops = 0, bestFreed = 0;
    std::set<std::pair<unsigned, unsigned>> tried;
    for (const CopyVersion &version : cost.versions) {
      if (spent())
        break;
      if (!evaluator.isCopyable(version.unit) || version.first > slot ||
          version.last <= slot)
        continue;
      std::optional<unsigned> next = nextReader(points, version.unit, slot);
      if (!next || !tried.insert({version.unit, *next}).second)
        continue;
      CopyPoints alone = points;
      addPoint(alone, version.unit, *next);
      CopyPoints chained = points;
      addChain(chained, cost, version.unit, *next);
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
        if (!best || lhs < rhs || (lhs == rhs && moved.peak < bestCost->peak)) {
          best = *move;
          bestCost = std::move(moved);
          bestCopy = {version.unit, *next};
          bestFlops = flops;
          bestFreed = freed;
        }
      }
    }
    if (!best)
      return;
    points = std::move(*best);
    cost = std::move(*bestCost);
    takeBack(points, cost, cost.peak, bestCopy);
    if (!seen.insert(CopyPlanEvaluator::toCopies(points)).second)
      return;
    record(points, cost);
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
  return search.takePlans();
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
