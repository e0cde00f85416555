//===- Remat.h - rematerialization under a byte budget ----------*- C++ -*-===//
//
// Rematerialization trades FLOPs for bytes: a forward tensor that the
// backward reads is dropped after its last forward use and recomputed right
// before the backward needs it, from tensors that are kept.
//
// The unit of decision is a forward *buffer* the backward reads (views and
// in-place results share it, as bufferization places them). A strategy
// chooses which of these buffers are kept; every other recomputable one is
// dropped. Recomputing a dropped buffer clones its producers, and
// recursively those of every non-kept buffer they read, once each, at the
// first point in the backward where any of them is needed. Only ops without
// memory effects are cloned: MLIR ops without memory effects are
// deterministic, so a recomputed dropout mask (a counter-based hash of a
// seed, as mem-gen writes it) is bit-identical; anything stateful is never
// recomputed.
//
// After the rewrite the memory analysis runs again on the new IR; the
// summary's numbers come from it, never from the planner's estimate.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TRANSFORMS_REMAT_H
#define MEMOPT_TRANSFORMS_REMAT_H

#include "memopt/Analysis/MemoryProfile.h"

#include "mlir/IR/OwningOpRef.h"

#include <optional>
#include <string>
#include <vector>

namespace memopt {

enum class RematStrategy {
  /// Only a value of memopt-remat's `strategy` option, resolved by the pass
  /// before planning: `Budget` when a budget is given, else `None`.
  Auto,
  /// Keep everything (report only).
  None,
  /// Keep each `memopt.layer` block's input; recompute the rest of the block.
  PerLayer,
  /// Keep the input of every ceil(sqrt(L))-th block (Chen et al. 2016).
  Sqrt,
  /// Recompute only the attention core: the tensors between the two
  /// contractions of two activations (scores, softmax, dropout).
  Selective,
  /// The fewest extra FLOPs that fit the budget.
  Budget,
  /// The exact optimum in the full Checkmate space (a MILP solved by CBC).
  Optimal,
};

llvm::StringRef stringifyRematStrategy(RematStrategy strategy);

struct RematOptions {
  RematStrategy strategy = RematStrategy::None;
  /// Peak bytes not to exceed; required by `Budget`, checked by the others.
  std::optional<uint64_t> budget;
  /// Where to write the planner's model as JSON (for an external solver,
  /// bench/remat_ilp.py); empty for nowhere.
  std::string exportModel;
  /// The MILP solver's time limit, in seconds (strategy=optimal, and
  /// strategy=budget on small steps).
  double timeLimit = 60.0;
  /// Branch-and-bound nodes per MILP solve, when given (strategy=budget's
  /// MILP has 1,000 otherwise).
  std::optional<int> nodeLimit;
  /// strategy=budget solves the MILP on steps of at most this many units.
  unsigned milpUnits = 40;
  /// Whether a budget plan the MILP does not solve gets the LP relaxation's
  /// bounds.
  bool certify = false;
  /// A plan to apply instead of planning: the copies an exact solver chose
  /// on the exported model (bench/remat_checkmate.py); empty for none.
  std::string applyPlan;
};

/// One dropped buffer.
struct RecomputedBuffer {
  /// What the buffer is ("linalg.matmul #0" at `loc`), as reports name it.
  std::string value;
  std::string loc;
  std::optional<int64_t> layer;
  uint64_t bytes = 0;
  /// FLOPs of the producers cloned on its behalf (its own and those of the
  /// intermediate buffers first needed to recompute it).
  uint64_t flopsAdded = 0;
  /// How many times it is recomputed (a plan from a file may copy a unit
  /// before several groups of its uses).
  unsigned copies = 1;
};

/// What the solver said about the plan: the MILP's status (strategy=optimal,
/// or budget on a small step), or on larger steps its LP relaxation's ("lp
/// relaxation", "lp infeasible", "lp too large", "lp time limit"), and the
/// proven lower bound on the extra FLOPs of any plan in the full space that
/// fits the budget.
struct RematCertificate {
  std::string status;
  uint64_t lowerBound = 0;
  /// How far the plan's extra FLOPs are above the bound, in percent of them.
  double gapPercent = 0;
  /// The proven lower bound on the lowest peak of any plan: the LP's, or
  /// the MILPs' where they searched for the least peak (RematOptimal.h).
  std::optional<uint64_t> peakLowerBound;
  bool peakBoundByMilp = false;
  /// Whether the bounds hold numbers (not for a status that gave none).
  bool hasBound() const {
    return status != "infeasible" && status != "lp infeasible" &&
           status != "lp too large" && status != "lp time limit";
  }
};

/// A buffer the backward reads that may not be recomputed.
struct RefusedBuffer {
  std::string value;
  std::string loc;
  uint64_t bytes = 0;
  std::string reason;
};

/// What one function's rewrite did; numbers from the analysis of the IR
/// before and after.
struct RematSummary {
  std::string function;
  RematStrategy strategy = RematStrategy::None;
  /// The plan applied: the strategy's own, or for `budget` the cheapest
  /// fitting one ("greedy", "per-layer", "sqrt", "selective").
  std::string plan;
  std::optional<uint64_t> budget;
  uint64_t peakBefore = 0, peakAfter = 0;
  uint64_t activationBytesBefore = 0, activationBytesAfter = 0;
  uint64_t flopsBefore = 0, flopsAfter = 0;
  /// What the planner predicted for the peak (an upper bound of peakAfter);
  /// none for a plan from a file.
  std::optional<uint64_t> plannedPeak;
  unsigned clonedOps = 0;
  std::vector<RecomputedBuffer> recomputed;
  std::vector<RefusedBuffer> refused;
  std::optional<RematCertificate> certificate;

  double extraFlopsPercent() const {
    return flopsBefore == 0
               ? 0.0
               : 100.0 * (double(flopsAfter) - double(flopsBefore)) /
                     double(flopsBefore);
  }
};

/// What rematerialize did to one function.
struct RematApplied {
  RematSummary summary;
  /// The function as it was, kept when only the analysis of the rewritten IR
  /// can tell whether the budget is met (the planner's bound is over it, or
  /// the plan came from a file): finishRemat's caller puts it back when the
  /// budget is not met.
  mlir::OwningOpRef<mlir::func::FuncOp> original;
};

/// Plans and applies rematerialization to `profile.func` (whose profile must
/// describe its current IR). On failure (a bad option or plan file, a
/// function without a loss) emits a located error and leaves the IR
/// unchanged. On success the summary's "after" fields are still unset: the
/// caller re-analyses the rewritten IR and calls finishRemat.
llvm::FailureOr<RematApplied>
rematerialize(const FunctionMemoryProfile &profile,
              const RematOptions &options);

/// Fills the "after" fields of `summary` from the analysis of the new IR,
/// and decides on them: a budget the rewritten step does not meet is a
/// located error that names the peak it reached and what holds it there
/// (failure: the caller restores the function); a plan that raises the peak
/// is a warning with the analysed peak.
mlir::LogicalResult finishRemat(RematSummary &summary,
                                const FunctionMemoryProfile &after);

/// Reports of what `--memopt-remat` did (docs/report-schema.md).
void writeRematTextReport(llvm::ArrayRef<RematSummary> summaries,
                          llvm::raw_ostream &os);
void writeRematJsonReport(llvm::ArrayRef<RematSummary> summaries,
                          llvm::raw_ostream &os);

} // namespace memopt

#endif // MEMOPT_TRANSFORMS_REMAT_H
