//===- MemorySchedule.cpp - the --memopt-schedule pass --------------------===//

#include "PassOptions.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Transforms/Passes.h"
#include "memopt/Transforms/Schedule.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

#include <memory>

namespace memopt {
#define GEN_PASS_DEF_MEMORYSCHEDULE
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// One function's way through its groups of blocks: each group in turn gets
/// its candidate orders, and one is kept only when the function's analysed
/// peak is strictly lower than with the orders the group had.
struct FunctionState {
  func::FuncOp func;
  std::vector<ScheduleGroup> groups;
  size_t nextGroup = 0;
  /// The analysis of the function's current order (kept or restored).
  std::shared_ptr<MemoryAnalysis> analysis;

  /// The group whose candidates are applied and wait for an analysis: per
  /// block, its original order and its candidates. Try k applies each
  /// block's k-th candidate (its last when it has fewer).
  ScheduleGroup group;
  std::vector<std::vector<Operation *>> original;
  std::vector<BlockSchedule> schedules;
  size_t tried = 0, tries = 0;

  uint64_t peakBefore = 0, gradientsBefore = 0;
  uint64_t peakNow = 0, gradientsNow = 0;
  unsigned opsConsidered = 0, moved = 0, blocksConsidered = 0;
  /// The blocks reordered, and those of them that are not the entry block.
  llvm::SmallPtrSet<Block *, 4> reordered;
  unsigned innerReordered = 0;
  llvm::SmallVector<std::string, 2> kept;
  /// The last candidates analysed and not kept, and their peak.
  std::string lastRejected;
  uint64_t lastRejectedPeak = 0;

  /// The candidate block `i` of the group gets at try `k`, if any.
  const ScheduleCandidate *candidate(size_t i, size_t k) const {
    const std::vector<ScheduleCandidate> &all = schedules[i].candidates;
    if (all.empty())
      return nullptr;
    return &all[std::min(k, all.size() - 1)];
  }
  /// The names of the candidates of try `k`, once each.
  std::string names(size_t k) const {
    llvm::SmallVector<std::string, 2> list;
    for (size_t i = 0; i < group.size(); ++i)
      if (const ScheduleCandidate *c = candidate(i, k))
        if (!llvm::is_contained(list, c->name))
          list.push_back(c->name);
    return llvm::join(list, ", ");
  }
};

void applyOrder(Block &block, ArrayRef<Operation *> order) {
  Operation *terminator = block.getTerminator();
  for (Operation *op : order)
    op->moveBefore(terminator);
}

/// Applies try `k` of `state`'s group.
void applyTry(FunctionState &state, size_t k) {
  for (size_t i = 0; i < state.group.size(); ++i)
    if (const ScheduleCandidate *c = state.candidate(i, k))
      applyOrder(*state.group[i], c->order);
}

void restoreGroup(FunctionState &state) {
  for (size_t i = 0; i < state.group.size(); ++i)
    applyOrder(*state.group[i], state.original[i]);
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
        state.groups = getScheduleGroups(profile->func);
        state.analysis = before;
        state.peakBefore = state.peakNow = profile->peakBytes;
        state.gradientsBefore = state.gradientsNow = gradientsAtPeak(*profile);
        for (const ScheduleGroup &group : state.groups)
          if (group.size() == 1) {
            ++state.blocksConsidered;
            state.opsConsidered +=
                llvm::range_size(group.front()->without_terminator());
          }
        pending.push_back(std::move(state));
      }
    }

    // Each round applies one try per function still going and analyses the
    // module once; a try that is not lower gives way to the group's next
    // one, and the group keeps its orders after the last.
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
          restoreGroup(state);
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
  /// Whether `state` has a try applied that waits for an analysis, after
  /// applying the first try of its next group that has candidates. A
  /// function with no group left gets its remark.
  bool advance(FunctionState &state) {
    if (!state.group.empty())
      return true;
    const FunctionMemoryProfile &profile = *state.analysis->lookup(state.func);
    while (state.nextGroup < state.groups.size()) {
      const ScheduleGroup &group = state.groups[state.nextGroup++];
      std::vector<BlockSchedule> schedules;
      size_t tries = 0;
      for (Block *block : group) {
        schedules.push_back(scheduleBlock(profile, *block, strategy));
        tries = std::max(tries, schedules.back().candidates.size());
      }
      if (tries == 0)
        continue;
      state.group = group;
      state.schedules = std::move(schedules);
      state.original.clear();
      for (Block *block : group) {
        std::vector<Operation *> &ops = state.original.emplace_back();
        for (Operation &op : block->without_terminator())
          ops.push_back(&op);
      }
      state.tried = 0;
      state.tries = tries;
      applyTry(state, 0);
      return true;
    }
    report(state);
    return false;
  }

  /// Keeps the applied try of `state`'s group if `analysis` finds the
  /// function lower, else applies the next one, or the group's original
  /// orders after the last.
  void settle(FunctionState &state,
              const std::shared_ptr<MemoryAnalysis> &analysis) {
    const FunctionMemoryProfile &profile = *analysis->lookup(state.func);
    if (profile.peakBytes < state.peakNow) {
      for (size_t i = 0; i < state.group.size(); ++i) {
        const ScheduleCandidate *c = state.candidate(i, state.tried);
        if (!c)
          continue;
        unsigned moved = countMovedOps(state.original[i], c->order);
        state.moved += moved;
        Block *block = state.group[i];
        if (moved != 0 && state.reordered.insert(block).second &&
            block != &state.func.getBody().front())
          ++state.innerReordered;
        if (!llvm::is_contained(state.kept, c->name))
          state.kept.push_back(c->name);
      }
      state.peakNow = profile.peakBytes;
      state.gradientsNow = gradientsAtPeak(profile);
      state.analysis = analysis;
      state.group.clear();
      return;
    }
    state.lastRejected = state.names(state.tried);
    state.lastRejectedPeak = profile.peakBytes;
    if (++state.tried < state.tries) {
      restoreGroup(state);
      applyTry(state, state.tried);
      return;
    }
    // Back to the orders `state.analysis` analysed.
    restoreGroup(state);
    state.group.clear();
  }

  void report(const FunctionState &state) {
    func::FuncOp func = state.func;
    if (state.reordered.empty()) {
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
    if (state.blocksConsidered > 1 || state.innerReordered != 0)
      remark << " in " << state.reordered.size() << " of "
             << state.blocksConsidered << " blocks (" << state.innerReordered
             << " inner)";
    remark << " (" << llvm::join(state.kept, ", ") << ")";
  }
};

} // namespace
} // namespace memopt
