//===- RematOptimal.cpp - the exact plan, from a MILP solved by CBC -------===//

#include "RematOptimal.h"
#include "RematCopyPlan.h"
#include "RematCutBound.h"
#include "RematMilp.h"

#ifdef MEMOPT_HAVE_CBC
#include <Cbc_C_Interface.h>
#endif

#include <chrono>
#include <cmath>
#include <limits>
#include <optional>

namespace memopt {

#ifdef MEMOPT_HAVE_CBC

bool isOptimalRematAvailable() { return true; }

namespace {
/// Owns a CBC model.
struct CbcModel {
  Cbc_Model *model = Cbc_newModel();
  ~CbcModel() { Cbc_deleteModel(model); }
};

/// What CBC found for one MILP.
struct Solution {
  bool infeasible = false, optimal = false;
  std::vector<double> values;
  double bound = 0;
  /// Stopped at the node limit (not proven either way).
  bool nodeLimit = false;
  /// Decided by CBC's root without a start or cutoff (solveRoot).
  bool atRoot = false;
};

/// What is left of a time limit counted from construction.
class Deadline {
public:
  explicit Deadline(double seconds) : seconds(seconds) {}
  double left() const {
    return seconds - std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - started)
                         .count();
  }

private:
  double seconds;
  std::chrono::steady_clock::time_point started =
      std::chrono::steady_clock::now();
};

/// A bound from an LP's optimum, rounded up: the quantities bounded are
/// integers.
uint64_t ceilBound(double value) {
  if (!std::isfinite(value) || value <= 0)
    return 0;
  // Bounds are sums of uint64 FLOPs and bytes; clamp before converting.
  return value >= 1.8e19 ? UINT64_MAX : uint64_t(std::ceil(value - 1e-6));
}

/// How CBC is asked to solve: the LP relaxation only (no integer columns);
/// from the integer columns' values `incumbent` (a plan that fits: CBC
/// starts with it as its incumbent and prunes every node that cannot beat
/// it); or for any plan of an objective under `cutoff`, the first one found
/// ending the search.
struct SolveMode {
  bool relax = false;
  llvm::ArrayRef<std::pair<int, double>> incumbent;
  std::optional<double> cutoff;
  /// Branch-and-bound nodes at most: a limit that, unlike the time, does
  /// not depend on the machine's load.
  std::optional<int> maxNodes;
  /// The search is mostly a proof that no plan beats the cutoff (a plan of
  /// that cost being known already), so primal heuristics are left out.
  bool proof = false;
};

Solution solve(const RematMilp &milp, double seconds, SolveMode mode = {}) {
  bool relax = mode.relax;
  llvm::ArrayRef<std::pair<int, double>> incumbent = mode.incumbent;
  // Column-major, as Cbc_loadProblem takes it.
  size_t numColumns = milp.columns.size(), numRows = milp.rows.size();
  std::vector<std::vector<std::pair<int, double>>> byColumn(numColumns);
  for (auto [index, row] : llvm::enumerate(milp.rows))
    for (auto [column, coefficient] : row.terms)
      byColumn[column].emplace_back(int(index), coefficient);
  std::vector<CoinBigIndex> start{0};
  std::vector<int> rowIndex;
  std::vector<double> value, lower, upper, cost, rowLower, rowUpper;
  for (auto [index, column] : llvm::enumerate(milp.columns)) {
    for (auto [row, coefficient] : byColumn[index]) {
      rowIndex.push_back(row);
      value.push_back(coefficient);
    }
    start.push_back(rowIndex.size());
    lower.push_back(column.lower);
    upper.push_back(column.upper);
    cost.push_back(column.cost);
  }
  for (const RematMilp::Row &row : milp.rows) {
    rowLower.push_back(-std::numeric_limits<double>::max());
    rowUpper.push_back(row.upper);
  }
  CbcModel cbc;
  Cbc_setLogLevel(cbc.model, 0);
  Cbc_loadProblem(cbc.model, numColumns, numRows, start.data(), rowIndex.data(),
                  value.data(), lower.data(), upper.data(), cost.data(),
                  rowLower.data(), rowUpper.data());
  for (auto [index, column] : llvm::enumerate(milp.columns))
    if (column.integer && !relax)
      Cbc_setInteger(cbc.model, index);
  if (!incumbent.empty() && !relax) {
    std::vector<int> indices;
    std::vector<double> values;
    for (auto [column, v] : incumbent) {
      indices.push_back(column);
      values.push_back(v);
    }
    Cbc_setMIPStartI(cbc.model, int(indices.size()), indices.data(),
                     values.data());
  }
  if (mode.cutoff) {
    Cbc_setCutoff(cbc.model, *mode.cutoff);
    Cbc_setMaximumSolutions(cbc.model, 1);
  }
  Cbc_setMaximumSeconds(cbc.model, seconds);
  if (mode.maxNodes)
    Cbc_setMaximumNodes(cbc.model, *mode.maxNodes);
  Cbc_setAllowableGap(cbc.model, 0.0);
  Cbc_setAllowableFractionGap(cbc.model, 0.0);
  // One thread, so that the plan does not depend on the machine's load.
  Cbc_setParameter(cbc.model, "threads", "1");
  // From a start CBC's primal heuristics only look for a plan to prune by,
  // which the start already is; the proof is the bound's. On gpt2 L4 at
  // 178,948 the same 338 nodes took 106 CPU s without them, 132 with; in
  // the least-peak round after it (a proof too), 31 s against about 130.
  if (!relax && ((!incumbent.empty() && !mode.cutoff) || mode.proof))
    Cbc_setParameter(cbc.model, "heuristicsOnOff", "off");
  Cbc_solve(cbc.model);

  Solution solution;
  solution.infeasible = Cbc_isProvenInfeasible(cbc.model);
  solution.optimal = Cbc_isProvenOptimal(cbc.model);
  // CBC's secondary status 3: stopped on nodes.
  solution.nodeLimit = !solution.optimal && !solution.infeasible &&
                       Cbc_secondaryStatus(cbc.model) == 3;
  // An LP has no branch-and-bound bound: its optimum is the bound.
  solution.bound = relax ? Cbc_getObjValue(cbc.model)
                         : Cbc_getBestPossibleObjValue(cbc.model);
  if (!solution.infeasible &&
      (solution.optimal || Cbc_numberSavedSolutions(cbc.model) > 0)) {
    const double *values = Cbc_getColSolution(cbc.model);
    solution.values.assign(values, values + numColumns);
  }
  return solution;
}

/// Steps of more units solve CBC's root alone first (solveFrom,
/// planAtMost). On the smaller ones the search from a start takes at most
/// 42 nodes and 1-8 CPU s (docs/remat.md), and the root only adds its
/// time (up to 3.4 CPU s: gpt2 L1 at 54,468 in `budget`, 8.6 -> 11.6);
/// on gpt2 L2 (50 units) it proves two rows of the table and adds about
/// 10 CPU s to the search of the third (94,736: 97.8 -> 109.2), and on
/// gpt2 L4 (90) it saves the search (128 -> 24 and 202 -> 5.5 CPU s). The
/// default of `budget`'s `milp-units` (40), so that its default path is
/// unchanged; with `milp-units=60` its 2-layer steps take the root first.
constexpr size_t kRootFirstUnits = 40;

/// CBC's root alone (no branch-and-bound node), with no start and no cutoff,
/// and no primal heuristics. Its cuts are far stronger so: on gpt2 L4 they
/// close the gap at the root (LP 6,812 -> 7,424 extra FLOPs at 185,000
/// bytes, 18,384 -> 20,224 at 178,948: both optima), where the same root
/// with the start or only a cutoff at its cost ends at 6,812-7,204 and
/// 18,384-19,067 and a proof takes 1,256 and 338 nodes (docs/remat.md).
Solution solveRoot(const RematMilp &milp, double seconds) {
  return solve(milp, seconds,
               {false, {}, std::nullopt, /*maxNodes=*/0, /*proof=*/true});
}

/// The objective of a solution's values.
double costOf(const RematMilp &milp, llvm::ArrayRef<double> values) {
  double cost = 0;
  for (auto [index, column] : llvm::enumerate(milp.columns))
    cost += column.cost * values[index];
  return cost;
}

/// The integer columns of `values`, as a start.
std::vector<std::pair<int, double>> startOf(const RematMilp &milp,
                                            llvm::ArrayRef<double> values) {
  std::vector<std::pair<int, double>> start;
  for (auto [index, column] : llvm::enumerate(milp.columns))
    if (column.integer)
      start.emplace_back(int(index), std::round(values[index]));
  return start;
}

/// A plan of `lower` of at most `extraFlops` extra FLOPs; none (no values)
/// when none is proven or found in time. In three steps, each only where
/// the one before decides nothing: CBC's root with that cutoff (what its
/// preprocessing proves with it is often enough: gpt2 L1 and L2), the root
/// without it (solveRoot: a bound over `extraFlops` proves that there is
/// none; on gpt2 L4 at 178,947 bytes 20,635 against 20,224, where the
/// cutoff's root stops at 18,771 and its search takes 22 nodes), then the
/// search; without `rootFirst`, the search alone.
Solution planAtMost(const RematMilp &lower, uint64_t extraFlops,
                    const Deadline &deadline, std::optional<int> maxNodes,
                    bool rootFirst) {
  SolveMode search{false,
                   {},
                   double(extraFlops) + 0.5,
                   maxNodes,
                   /*proof=*/true};
  if (!rootFirst)
    return solve(lower, deadline.left(), search);
  SolveMode root = search;
  root.maxNodes = 0;
  Solution found = solve(lower, deadline.left(), root);
  if (found.infeasible || !found.values.empty() || deadline.left() <= 0)
    return found;
  found = solveRoot(lower, deadline.left());
  if (found.infeasible || ceilBound(found.bound) > extraFlops)
    return {};
  if (!found.values.empty() &&
      costOf(lower, found.values) <= double(extraFlops) + 0.5)
    return found;
  if (deadline.left() <= 0)
    return {};
  return solve(lower, deadline.left(), search);
}

/// The MILP from the integer columns of a plan that fits (`start`): CBC's
/// root without it first (solveRoot), whose bound reaching the start's cost
/// proves the start optimal with no search (gpt2 L4: 3-9 CPU s, against
/// 105-177 for the search from the start); otherwise the search from the
/// start, or from the root's plan where that is cheaper, with the larger
/// of the two bounds.
Solution solveFrom(const RematMilp &milp,
                   std::vector<std::pair<int, double>> start,
                   const Deadline &deadline, std::optional<int> maxNodes) {
  std::vector<double> startValues(milp.columns.size(), 0);
  for (auto [column, value] : start)
    startValues[column] = value;
  double startCost = costOf(milp, startValues);
  Solution root = solveRoot(milp, deadline.left());
  root.atRoot = true;
  if (root.optimal)
    return root;
  // The start fits: CBC stopped by the time limit in its preprocessing has
  // said "infeasible" (the HuggingFace Llama of docs/remat.md, under load).
  if (root.infeasible)
    root = Solution{};
  if (ceilBound(root.bound) >= uint64_t(std::llround(startCost))) {
    Solution proven;
    proven.optimal = true;
    proven.atRoot = true;
    proven.bound = startCost;
    proven.values = std::move(startValues);
    return proven;
  }
  if (!root.values.empty() && costOf(milp, root.values) < startCost - 0.5) {
    start = startOf(milp, root.values);
    startValues = std::move(root.values);
  }
  // Out of time at the root (steps of about 200 units: the HuggingFace
  // Llama of docs/remat.md), the start is the plan, under the root's bound;
  // CBC given no time would not even take it.
  Solution stopped;
  stopped.values = std::move(startValues);
  stopped.bound = root.bound;
  if (deadline.left() <= 0)
    return stopped;
  Solution searched =
      solve(milp, deadline.left(), {false, start, std::nullopt, maxNodes});
  if (searched.values.empty())
    return stopped;
  // The search restarts from a weaker root (its bound the LP's on gpt2 L4
  // at 182,000 bytes: 11,517 extra FLOPs, against the root's 13,904), so
  // where it stops unproven the root's bound may be the larger.
  searched.bound = std::max(searched.bound, root.bound);
  return searched;
}

/// Among the plans of at most `extraFlops` extra FLOPs (the proven least at
/// some budget), the lowest peak, which keeps the peak monotone in the
/// budget: from `copies`, each round asks the FLOPs MILP one byte under the
/// current plan's peak for any plan under that cutoff (the first one found
/// will do: none costs less, it being the least at a higher budget) until
/// none is proven, or the time or `maxNodes` per round runs out (then the
/// lowest plan found). A
/// direct MILP for the least peak (a peak column over every memory row) did
/// the same in tens of times the CPU seconds: its LP bound is weak.
std::vector<RematCopy>
leastPeakAt(const RematModel &model, std::vector<RematCopy> copies,
            uint64_t extraFlops, const Deadline &deadline,
            std::optional<int> maxNodes, bool rootFirst) {
  CopyPlanEvaluator evaluator(model);
  uint64_t peak = evaluator.peakOf(copies);
  for (;;) {
    if (deadline.left() <= 0 || peak == 0)
      return copies;
    RematMilp lower = RematMilp::build(model, peak - 1);
    if (lower.infeasible)
      return copies;
    Solution found =
        planAtMost(lower, extraFlops, deadline, maxNodes, rootFirst);
    if (found.values.empty())
      return copies;
    std::vector<RematCopy> next = lower.readCopies(found.values);
    // The MILP's rows and the evaluator count the same bytes; should they
    // ever differ, the plan in hand stays.
    uint64_t nextPeak = evaluator.peakOf(next);
    if (nextPeak >= peak)
      return copies;
    copies = std::move(next);
    peak = nextPeak;
  }
}
} // namespace

OptimalRemat solveOptimalRemat(const RematModel &model, uint64_t budget,
                               double seconds,
                               llvm::ArrayRef<RematCopy> startPlan,
                               std::optional<int> maxNodes) {
  OptimalRemat result;
  RematMilp milp = RematMilp::build(model, budget);
  if (milp.infeasible) {
    result.status = "infeasible";
    return result;
  }
  Deadline deadline(seconds);
  std::vector<std::pair<int, double>> start;
  if (!startPlan.empty())
    if (auto values = milp.startFor(startPlan))
      start = std::move(*values);
  bool rootFirst = model.getUnits().size() > kRootFirstUnits;
  Solution cheapest =
      start.empty() || !rootFirst
          ? solve(milp, seconds, {false, start, std::nullopt, maxNodes})
          : solveFrom(milp, std::move(start), deadline, maxNodes);
  if (cheapest.infeasible) {
    result.status = "infeasible";
    return result;
  }
  result.lowerBound = std::isfinite(cheapest.bound) && cheapest.bound > 0
                          ? uint64_t(std::ceil(cheapest.bound - 1e-6))
                          : 0;
  if (cheapest.values.empty()) {
    result.status = "no plan";
    return result;
  }
  result.copies = milp.readCopies(cheapest.values);
  result.extraFlops = getExtraFlops(model, result.copies);
  // Where the MILP leaves out bytes that a view holds past a last read
  // (RematMilp.h, hasFixedTail), its plan may not fit once counted exactly:
  // then the start stays, under the MILP's bound.
  CopyPlanEvaluator evaluator(model);
  if (evaluator.peakOf(result.copies) > budget) {
    bool startFits =
        !startPlan.empty() && evaluator.peakOf(startPlan) <= budget;
    result.status = startFits ? "relaxation" : "no plan";
    result.copies.clear();
    if (startFits)
      result.copies.assign(startPlan.begin(), startPlan.end());
    result.extraFlops = getExtraFlops(model, result.copies);
    result.lowerBound = std::min(result.lowerBound, result.extraFlops);
    return result;
  }
  if (!cheapest.optimal) {
    result.status = cheapest.nodeLimit ? "node limit" : "time limit";
    result.lowerBound = std::min(result.lowerBound, result.extraFlops);
    return result;
  }
  result.status = "optimal";
  result.lowerBound = result.extraFlops;
  // The rounds' roots come first only where the optimum's root decided it:
  // on gpt2 L2 at 94,736 neither decided anything (2.4 and 9.1 CPU s).
  result.copies = leastPeakAt(model, result.copies, result.extraFlops, deadline,
                              maxNodes, cheapest.atRoot);
  return result;
}

LeastPeakRemat searchLeastPeak(const RematModel &model,
                               llvm::ArrayRef<RematCopy> start, double seconds,
                               int maxNodes) {
  CopyPlanEvaluator evaluator(model);
  uint64_t original = model.getProfile().peakBytes;
  LeastPeakRemat result;
  result.copies = start;
  result.peak = std::min(evaluator.peakOf(start), original);
  if (result.peak == original)
    result.copies.clear();
  // From the LP relaxation's least peak: the MILPs of the 1-layer steps
  // reach it (docs/remat.md), so the first probe is there.
  RematMilp any = RematMilp::build(model, original);
  Solution relaxed = solve(any.withLeastPeak(original, UINT64_MAX), seconds,
                           {true, {}, std::nullopt});
  uint64_t lower = relaxed.optimal ? ceilBound(relaxed.bound) : 0;
  for (bool first = true; lower < result.peak; first = false) {
    uint64_t probe = first ? lower : lower + (result.peak - 1 - lower) / 2;
    RematMilp milp = RematMilp::build(model, probe);
    // Any plan will do: the first one found ends the solve.
    Solution found = milp.infeasible
                         ? Solution{true, false, {}, 0}
                         : solve(milp, seconds, {false, {}, 1e30, maxNodes});
    if (found.infeasible) {
      lower = probe + 1;
      continue;
    }
    if (found.values.empty())
      break;
    std::vector<RematCopy> copies = milp.readCopies(found.values);
    // The MILP's rows and the evaluator count the same bytes; should they
    // ever differ, the plan in hand stays.
    uint64_t peak = evaluator.peakOf(copies);
    if (peak > probe || peak >= result.peak)
      break;
    result.copies = std::move(copies);
    result.peak = peak;
  }
  result.lowerBound = std::min(lower, result.peak);
  return result;
}

RematLpBound boundRematLp(const RematModel &model, uint64_t budget,
                          double seconds, uint64_t maxTerms) {
  RematLpBound result;
  // The least peak first: built at the original peak, where every plan's
  // rows hold, with the peak a column to minimise.
  uint64_t original = model.getProfile().peakBytes;
  RematMilp any = RematMilp::build(model, original, maxTerms);
  if (any.tooLarge) {
    result.status = "too large";
    return result;
  }
  Solution least = solve(any.withLeastPeak(original, UINT64_MAX), seconds,
                         {true, {}, std::nullopt});
  if (!least.optimal) {
    result.status = "time limit";
    return result;
  }
  result.peak = ceilBound(least.bound);
  if (budget < result.peak) {
    result.status = "infeasible";
    return result;
  }
  RematMilp atBudget = RematMilp::build(model, budget, maxTerms);
  Solution cheapest = atBudget.infeasible
                          ? Solution{true, false, {}, 0}
                          : solve(atBudget, seconds, {true, {}, std::nullopt});
  if (cheapest.infeasible) {
    result.status = "infeasible";
    return result;
  }
  if (!cheapest.optimal) {
    result.status = "time limit";
    return result;
  }
  result.status = "bound";
  result.extraFlops = ceilBound(cheapest.bound);
  return result;
}

RematLpBound boundRematCuts(const RematModel &model, uint64_t budget,
                            double seconds, unsigned maxCuts) {
  RematLpBound result;
  result.method = "cut relaxation";
  Deadline deadline(seconds);
  RematSpace space = RematSpace::build(model);
  // Each cut's bound holds for every plan, so the largest over any subset
  // of cuts is a bound: the ones most likely to be largest first, as many
  // as the time allows.
  std::vector<std::pair<uint64_t, unsigned>> held =
      rankCutsByHeldBytes(model, space);
  result.peak = held.empty() ? 0 : held.front().first;
  for (auto [bytes, index] : llvm::ArrayRef(held).take_front(maxCuts)) {
    if (deadline.left() <= 0)
      break;
    RematCutLp cut =
        buildCutLp(model, space, space.cuts[index], budget, /*leastPeak=*/true);
    Solution least = solve(cut.lp, deadline.left(), {true, {}, std::nullopt});
    if (least.optimal)
      result.peak =
          std::max(result.peak, ceilBound(cut.constant + least.bound));
  }
  if (budget < result.peak) {
    result.status = "infeasible";
    return result;
  }
  std::vector<unsigned> byExcess = rankCutsByExcess(model, space, budget);
  for (unsigned index : llvm::ArrayRef(byExcess).take_front(maxCuts)) {
    if (deadline.left() <= 0)
      break;
    RematCutLp cut = buildCutLp(model, space, space.cuts[index], budget,
                                /*leastPeak=*/false);
    Solution cheapest = cut.lp.infeasible ? Solution{true, false, {}, 0}
                                          : solve(cut.lp, deadline.left(),
                                                  {true, {}, std::nullopt});
    if (cheapest.infeasible) {
      result.status = "infeasible";
      return result;
    }
    if (cheapest.optimal)
      result.extraFlops =
          std::max(result.extraFlops, ceilBound(cheapest.bound));
  }
  result.status = "bound";
  return result;
}

#else

bool isOptimalRematAvailable() { return false; }

RematLpBound boundRematCuts(const RematModel &, uint64_t, double, unsigned) {
  return {"unavailable", 0, 0};
}

RematLpBound boundRematLp(const RematModel &, uint64_t, double, uint64_t) {
  return {"unavailable", 0, 0};
}

OptimalRemat solveOptimalRemat(const RematModel &, uint64_t, double,
                               llvm::ArrayRef<RematCopy>, std::optional<int>) {
  return {"unavailable", {}, 0, 0};
}

LeastPeakRemat searchLeastPeak(const RematModel &model,
                               llvm::ArrayRef<RematCopy> start, double, int) {
  return {std::vector<RematCopy>(start.begin(), start.end()),
          model.getProfile().peakBytes, 0};
}

#endif

} // namespace memopt
