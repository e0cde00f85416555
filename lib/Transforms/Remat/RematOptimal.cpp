//===- RematOptimal.cpp - the exact plan, from a MILP solved by CBC -------===//

#include "RematOptimal.h"
#include "RematMilp.h"

#ifdef MEMOPT_HAVE_CBC
#include <Cbc_C_Interface.h>
#endif

#include <chrono>
#include <cmath>
#include <limits>

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
};

Solution solve(const RematMilp &milp, double seconds) {
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
    if (column.integer)
      Cbc_setInteger(cbc.model, index);
  Cbc_setMaximumSeconds(cbc.model, seconds);
  Cbc_setAllowableGap(cbc.model, 0.0);
  Cbc_setAllowableFractionGap(cbc.model, 0.0);
  // One thread, so that the plan does not depend on the machine's load.
  Cbc_setParameter(cbc.model, "threads", "1");
  Cbc_solve(cbc.model);

  Solution solution;
  solution.infeasible = Cbc_isProvenInfeasible(cbc.model);
  solution.optimal = Cbc_isProvenOptimal(cbc.model);
  solution.bound = Cbc_getBestPossibleObjValue(cbc.model);
  if (!solution.infeasible &&
      (solution.optimal || Cbc_numberSavedSolutions(cbc.model) > 0)) {
    const double *values = Cbc_getColSolution(cbc.model);
    solution.values.assign(values, values + numColumns);
  }
  return solution;
}
} // namespace

OptimalRemat solveOptimalRemat(const RematModel &model, uint64_t budget,
                               double seconds) {
  OptimalRemat result;
  RematMilp milp = RematMilp::build(model, budget);
  if (milp.infeasible) {
    result.status = "infeasible";
    return result;
  }
  auto started = std::chrono::steady_clock::now();
  Solution cheapest = solve(milp, seconds);
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
  for (const RematCopy &copy : result.copies)
    result.extraFlops += model.getUnit(copy.unit).flops;
  if (!cheapest.optimal) {
    result.status = "time limit";
    result.lowerBound = std::min(result.lowerBound, result.extraFlops);
    return result;
  }
  result.status = "optimal";
  result.lowerBound = result.extraFlops;
  // Among the cheapest plans, the lowest peak, in the time left; the
  // cheapest plan found first when that runs out.
  double left = seconds - std::chrono::duration<double>(
                              std::chrono::steady_clock::now() - started)
                              .count();
  if (left <= 0)
    return result;
  Solution lowest = solve(milp.withLeastPeak(budget, result.extraFlops), left);
  if (lowest.optimal && !lowest.values.empty())
    result.copies = milp.readCopies(lowest.values);
  return result;
}

#else

bool isOptimalRematAvailable() { return false; }

OptimalRemat solveOptimalRemat(const RematModel &, uint64_t, double) {
  return {"unavailable", {}, 0, 0};
}

#endif

} // namespace memopt
