//===- MemorySchedule.cpp - the --memopt-schedule pass --------------------===//

#include "PassOptions.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Transforms/Passes.h"
#include "memopt/Transforms/Schedule.h"

#include "llvm/ADT/StringExtras.h"

#include <memory>

namespace memopt {
#define GEN_PASS_DEF_MEMORYSCHEDULE
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// One function's way through its blocks: each block in turn gets its
/// candidate orders, and one is kept only when the function's analysed peak
/// is strictly lower than with the order it had.
struct FunctionState {
  func::FuncOp func;
  std::vector<Block *> blocks;
  size_t nextBlock = 0;
  /// The analysis of the function's current order (kept or restored).
  std::shared_ptr<MemoryAnalysis> analysis;

  /// The block whose candidate is applied and waits for an analysis.
  Block *block = nullptr;
  std::vector<Operation *> original;
  BlockSchedule schedule;
  size_t tried = 0;

  uint64_t peakBefore = 0, gradientsBefore = 0;
  uint64_t peakNow = 0, gradientsNow = 0;
  unsigned opsConsidered = 0, moved = 0, blocksReordered = 0;
  /// Blocks reordered other than the function's entry block.
  unsigned innerReordered = 0;
  llvm::SmallVector<std::string, 2> kept;
  /// The last candidate analysed and not kept, and its peak.
  std::string lastRejected;
  uint64_t lastRejectedPeak = 0;
};

void applyOrder(Block &block, ArrayRef<Operation *> order) {
  Operation *terminator = block.getTerminator();
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

    std::vector<FunctionState> pending;
    {
      auto before = std::make_shared<MemoryAnalysis>(module, *analysisOptions);
      if (!before->succeeded())
        return signalPassFailure();
      for (const auto &profile : before->getFunctions()) {
        FunctionState state;
        state.func = profile->func;
        state.blocks = getSchedulableBlocks(profile->func);
        state.analysis = before;
        state.peakBefore = state.peakNow = profile->peakBytes;
        state.gradientsBefore = state.gradientsNow = gradientsAtPeak(*profile);
        for (Block *block : state.blocks)
          state.opsConsidered += llvm::range_size(block->without_terminator());
        pending.push_back(std::move(state));
      }
    }

    // Each round applies one candidate per function still going and
    // analyses the module once; a candidate that is not lower gives way to
    // the block's next one, and the block keeps its order after the last.
    while (true) {
      std::vector<FunctionState> waiting;
      for (FunctionState &state : pending)
        if (advance(state))
          waiting.push_back(std::move(state));
      if (waiting.empty())
        return;
      auto after = std::make_shared<MemoryAnalysis>(module, *analysisOptions);
      if (!after->succeeded()) {
        for (FunctionState &state : waiting)
          applyOrder(*state.block, state.original);
        emitError(module.getLoc())
            << "memopt-schedule: a reordered function cannot be analysed (a "
               "bug: please report it); the order is kept";
        return signalPassFailure();
      }
      for (FunctionState &state : waiting)
        settle(state, after);
      pending = std::move(waiting);
    }
  }

private:
  /// Whether `state` has a candidate applied that waits for an analysis,
  /// after applying the first candidate of its next block that has one. A
  /// function with no block left gets its remark.
  bool advance(FunctionState &state) {
    if (state.block)
      return true;
    while (state.nextBlock < state.blocks.size()) {
      Block *block = state.blocks[state.nextBlock++];
      BlockSchedule scheduled =
          scheduleBlock(*state.analysis->lookup(state.func), *block, strategy);
      if (scheduled.candidates.empty())
        continue;
      state.block = block;
      state.original.clear();
      for (Operation &op : block->without_terminator())
        state.original.push_back(&op);
      state.schedule = std::move(scheduled);
      state.tried = 0;
      applyOrder(*block, state.schedule.candidates.front().order);
      return true;
    }
    report(state);
    return false;
  }

  /// Keeps the applied candidate of `state`'s block if `analysis` finds the
  /// function lower, else applies the next one, or the block's original
  /// order after the last.
  void settle(FunctionState &state,
              const std::shared_ptr<MemoryAnalysis> &analysis) {
    const FunctionMemoryProfile &profile = *analysis->lookup(state.func);
    const ScheduleCandidate &candidate = state.schedule.candidates[state.tried];
    if (profile.peakBytes < state.peakNow) {
      state.moved += countMovedOps(state.original, candidate.order);
      ++state.blocksReordered;
      if (state.block != &state.func.getBody().front())
        ++state.innerReordered;
      if (!llvm::is_contained(state.kept, candidate.name))
        state.kept.push_back(candidate.name);
      state.peakNow = profile.peakBytes;
      state.gradientsNow = gradientsAtPeak(profile);
      state.analysis = analysis;
      state.block = nullptr;
      return;
    }
    state.lastRejected = candidate.name;
    state.lastRejectedPeak = profile.peakBytes;
    if (++state.tried < state.schedule.candidates.size()) {
      applyOrder(*state.block, state.schedule.candidates[state.tried].order);
      return;
    }
    // Back to the order `state.analysis` analysed.
    applyOrder(*state.block, state.original);
    state.block = nullptr;
  }

  void report(const FunctionState &state) {
    func::FuncOp func = state.func;
    if (state.blocksReordered == 0) {
      InFlightDiagnostic remark = emitRemark(func.getLoc());
      remark << "memopt-schedule: @" << func.getSymName()
             << ": order kept, no order found with a lower peak than "
             << formatBytes(state.peakBefore) << " (gradients live at the peak "
             << formatBytes(state.gradientsBefore) << ")";
      if (!state.lastRejected.empty())
        remark << "; the last tried, " << state.lastRejected << ", peaks at "
               << formatBytes(state.lastRejectedPeak);
      return;
    }
    ++numScheduled;
    numMovedOps += state.moved;
    InFlightDiagnostic remark = emitRemark(func.getLoc());
    remark << "memopt-schedule: @" << func.getSymName() << ": peak "
           << formatBytes(state.peakBefore) << " -> "
           << formatBytes(state.peakNow) << ", gradients live at the peak "
           << formatBytes(state.gradientsBefore) << " -> "
           << formatBytes(state.gradientsNow) << "; "
           << formatWithSeparators(state.moved) << " of "
           << formatWithSeparators(state.opsConsidered) << " ops moved";
    if (state.blocks.size() > 1 || state.innerReordered != 0)
      remark << " in " << state.blocksReordered << " of " << state.blocks.size()
             << " blocks (" << state.innerReordered << " inner)";
    remark << " (" << llvm::join(state.kept, ", ") << ")";
  }
};

} // namespace
} // namespace memopt
