//===- MemorySchedule.cpp - the --memopt-schedule pass --------------------===//

#include "PassOptions.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Transforms/Passes.h"
#include "memopt/Transforms/Schedule.h"

namespace memopt {
#define GEN_PASS_DEF_MEMORYSCHEDULE
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// A function whose order changed and whose analysed peak is not yet known
/// to be lower.
struct Reordered {
  func::FuncOp func;
  std::vector<Operation *> original;
  FunctionSchedule schedule;
  size_t tried = 0;
  uint64_t peakBefore = 0;
  uint64_t gradientsBefore = 0;
};

void applyOrder(func::FuncOp func, ArrayRef<Operation *> order) {
  Operation *terminator = func.getBody().front().getTerminator();
  for (Operation *op : order)
    op->moveBefore(terminator);
}

uint64_t gradientsAtPeak(const FunctionMemoryProfile &profile) {
  return profile.totals(Role::Gradient).peakBytes;
}

struct MemorySchedulePass final
    : public impl::MemoryScheduleBase<MemorySchedulePass> {
  using MemoryScheduleBase::MemoryScheduleBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<MemoryAnalysisOptions> analysisOptions =
        parseAnalysisOptions(module, *bind, inplace, *roles);
    if (failed(analysisOptions))
      return signalPassFailure();

    std::vector<Reordered> pending;
    {
      MemoryAnalysis before(module, *analysisOptions);
      if (!before.succeeded())
        return signalPassFailure();
      for (const auto &profile : before.getFunctions())
        if (std::optional<Reordered> reordered = schedule(*profile))
          pending.push_back(std::move(*reordered));
    }

    // Each reordered function is analysed again; one whose peak is not
    // lower tries its next candidate, and keeps its order after the last.
    while (!pending.empty()) {
      MemoryAnalysis after(module, *analysisOptions);
      if (!after.succeeded()) {
        for (Reordered &reordered : pending)
          applyOrder(reordered.func, reordered.original);
        emitError(module.getLoc())
            << "memopt-schedule: a reordered function cannot be analysed (a "
               "bug: please report it); the order is kept";
        return signalPassFailure();
      }
      std::vector<Reordered> next;
      for (Reordered &reordered : pending)
        if (!settle(reordered, *after.lookup(reordered.func)))
          next.push_back(std::move(reordered));
      pending = std::move(next);
    }
  }

private:
  /// Applies the best candidate order of `profile`'s function, if any.
  std::optional<Reordered> schedule(const FunctionMemoryProfile &profile) {
    func::FuncOp func = profile.func;
    Region &body = func.getBody();
    if (!body.hasOneBlock()) {
      emitRemark(func.getLoc())
          << "memopt-schedule: @" << func.getSymName() << " has "
          << llvm::range_size(body) << " blocks: order kept (only "
          << "single-block functions are scheduled)";
      return std::nullopt;
    }
    FunctionSchedule scheduled = scheduleFunction(profile, strategy);
    if (scheduled.candidates.empty()) {
      emitRemark(func.getLoc())
          << "memopt-schedule: @" << func.getSymName()
          << ": order kept, no order found with a lower peak than "
          << formatBytes(profile.peakBytes) << " (gradients live at the peak "
          << formatBytes(gradientsAtPeak(profile)) << ")";
      return std::nullopt;
    }
    Reordered reordered;
    reordered.func = func;
    for (Operation &op : body.front().without_terminator())
      reordered.original.push_back(&op);
    reordered.schedule = std::move(scheduled);
    reordered.peakBefore = profile.peakBytes;
    reordered.gradientsBefore = gradientsAtPeak(profile);
    applyOrder(func, reordered.schedule.candidates.front().order);
    return reordered;
  }

  /// Whether `reordered` is final given the analysis of its current order:
  /// lower (kept), or out of candidates (the original order restored).
  bool settle(Reordered &reordered, const FunctionMemoryProfile &profile) {
    func::FuncOp func = reordered.func;
    const ScheduleCandidate &candidate =
        reordered.schedule.candidates[reordered.tried];
    if (profile.peakBytes < reordered.peakBefore) {
      unsigned moved = countMovedOps(reordered.original, candidate.order);
      ++numScheduled;
      numMovedOps += moved;
      emitRemark(func.getLoc())
          << "memopt-schedule: @" << func.getSymName() << ": peak "
          << formatBytes(reordered.peakBefore) << " -> "
          << formatBytes(profile.peakBytes) << ", gradients live at the peak "
          << formatBytes(reordered.gradientsBefore) << " -> "
          << formatBytes(gradientsAtPeak(profile)) << "; "
          << formatWithSeparators(moved) << " of "
          << formatWithSeparators(reordered.original.size()) << " ops moved ("
          << candidate.name << ")";
      return true;
    }
    if (++reordered.tried < reordered.schedule.candidates.size()) {
      applyOrder(func, reordered.schedule.candidates[reordered.tried].order);
      return false;
    }
    applyOrder(func, reordered.original);
    emitRemark(func.getLoc())
        << "memopt-schedule: @" << func.getSymName()
        << ": order kept, no order found with a lower peak than "
        << formatBytes(reordered.peakBefore) << " (gradients live at the peak "
        << formatBytes(reordered.gradientsBefore) << "); the last tried, "
        << candidate.name << ", peaks at " << formatBytes(profile.peakBytes);
    return true;
  }
};

} // namespace
} // namespace memopt
