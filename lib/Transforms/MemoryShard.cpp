//===- MemoryShard.cpp - the --memopt-shard pass --------------------------===//
//
// Annotates each training step by role (Shard/ShardAnnotate.cpp), then runs
// upstream sharding-propagation and shard-partition on it, with the sharding
// models upstream lacks attached (Shard/ShardingModels.h); between the two
// it gathers what scf.for bodies read and checks what MLIR 22's partitioner
// assumes (Shard/ShardCheck.cpp), so that a step it cannot take is a
// located error instead of a crash. After it, a gather or all-to-all of an
// empty tensor becomes an empty tensor (Shard/EmptyCollectives.cpp). Under
// zero2 and zero3 it fuses each gradient's all-reduce and slice into a
// reduce-scatter (Shard/ReduceScatter.cpp); under zero3 it moves each
// parameter's all-gather to its use (Shard/SinkGathers.cpp).
//
//===----------------------------------------------------------------------===//

#include "Shard/BlockLoops.h"
#include "Shard/ConstantIndexSlices.h"
#include "Shard/EmptyCollectives.h"
#include "Shard/RankBranches.h"
#include "Shard/RecordSplits.h"
#include "Shard/ReduceScatter.h"
#include "Shard/ShardAnnotate.h"
#include "Shard/ShardCheck.h"
#include "Shard/ShardingModels.h"
#include "Shard/SingleRankCollectives.h"
#include "Shard/SinkGathers.h"
#include "Shard/SlicesToAllReduce.h"
#include "Shard/TensorParallel.h"

#include "memopt/Analysis/Roles.h"
#include "memopt/Transforms/Passes.h"
#include "memopt/Transforms/Shard.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"

namespace memopt {
#define GEN_PASS_DEF_MEMORYSHARD
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

StringRef strategyName(ShardStrategy strategy) {
  switch (strategy) {
  case ShardStrategy::DataParallel:
    return "dp";
  case ShardStrategy::Zero1:
    return "zero1";
  case ShardStrategy::Zero2:
    return "zero2";
  case ShardStrategy::Zero3:
    return "zero3";
  }
  llvm_unreachable("unknown strategy");
}

struct MemoryShardPass final : public impl::MemoryShardBase<MemoryShardPass> {
  using MemoryShardBase::MemoryShardBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    MemoryShardBase::getDependentDialects(registry);
    // Also here, not only in registerAllDialects: mlir-opt loading memopt as
    // a pass plugin registers upstream's dialects only.
    registerShardingModels(registry);
    // What linalg-fold-unit-extent-dims creates (foldUnitDims).
    registry.insert<affine::AffineDialect, memref::MemRefDialect>();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (ranks < 1) {
      emitError(module.getLoc()) << "memopt-shard: ranks must be at least 1";
      return signalPassFailure();
    }
    auto grids = module.getOps<shard::GridOp>();
    if (!grids.empty()) {
      (*grids.begin()).emitError()
          << "memopt-shard: the module is sharded already (it has a "
             "shard.grid)";
      return signalPassFailure();
    }
    int64_t tpRanks = tp, allRanks = ranks;
    if (tpRanks < 1 || allRanks % tpRanks != 0) {
      emitError(module.getLoc())
          << "memopt-shard: tp=" << tpRanks
          << " must be at least 1 and divide ranks=" << allRanks
          << " (the grid is ranks/tp data-parallel x tp tensor-parallel "
             "ranks)";
      return signalPassFailure();
    }
    std::string error;
    FailureOr<std::vector<RoleOverride>> overrides =
        parseRoleOverrides(*roles, error);
    if (failed(overrides)) {
      emitError(module.getLoc()) << error;
      return signalPassFailure();
    }

    // Block maps first: 8-bit Adam's `d floordiv 256` is no projected
    // permutation, and would have linalg-fold-unit-extent-dims run for it.
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() && (failed(splitBlockLoops(func, ranks / tp)) ||
                                 failed(foldUnitDims(func))))
        return signalPassFailure();

    // The steps: the functions that compute a loss.
    std::vector<std::pair<func::FuncOp, RoleAssignment>> steps;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      FailureOr<RoleAssignment> assigned =
          RoleAssignment::compute(func, *overrides);
      if (failed(assigned))
        return signalPassFailure();
      if (assigned->getLoss())
        steps.emplace_back(func, std::move(*assigned));
    }
    if (steps.empty()) {
      emitError(module.getLoc())
          << "memopt-shard: no function computes a loss (declare one with "
          << kRoleAttrName << " = \"loss\" on a result)";
      return signalPassFailure();
    }

    // One grid for every step: 1-D of `ranks`, or (ranks/tp) x tp.
    OpBuilder builder(module.getContext());
    SmallVector<int64_t> gridShape{ranks};
    if (tp > 1)
      gridShape = {ranks / tp, tp};
    auto grid = shard::GridOp::create(builder, module.getLoc(), "memopt_ranks",
                                      gridShape);
    SymbolTable(module).insert(grid, module.getBody()->begin());

    for (auto &[func, stepRoles] : steps) {
      if (strategy != ShardStrategy::DataParallel &&
          !hasOptimizerState(func, stepRoles)) {
        func.emitError() << "memopt-shard: strategy=" << strategyName(strategy)
                         << " shards the optimizer states, and @"
                         << func.getSymName()
                         << " has none (no argument with role "
                            "optimizer_state); use strategy=dp";
        return signalPassFailure();
      }
      eraseDeadOps(func);
      sliceConstantIndices(func);
      std::optional<TensorParallelPlan> tpPlan;
      if (tp > 1) {
        // On the step as it is now (the slices just made have no phase in
        // the roles computed before).
        FailureOr<RoleAssignment> now =
            RoleAssignment::compute(func, *overrides);
        if (failed(now))
          return signalPassFailure();
        FailureOr<TensorParallelPlan> planned =
            planTensorParallel(func, *now, tp);
        if (failed(planned))
          return signalPassFailure();
        tpPlan = std::move(*planned);
        func.emitRemark() << "memopt-shard: tp=" << tpRanks << " splits "
                          << tpPlan->columnWeights << " column-parallel and "
                          << tpPlan->rowWeights << " row-parallel weights of @"
                          << func.getSymName();
      }
      if (failed(annotateStep(func, stepRoles, strategy, grid,
                              tpPlan ? &*tpPlan : nullptr, uneven)))
        return signalPassFailure();
      recordSplits(func);
      auto gridRef = FlatSymbolRefAttr::get(grid.getSymNameAttr());
      replicateZeroLoopResults(func, gridRef);
      annotateCapturedOnly(func, gridRef);
      if (failed(partition(func)))
        return signalPassFailure();
    }
  }

private:
  /// Propagation annotates only used results and the partitioner needs all
  /// annotated, so the ops nothing uses go first (users before producers).
  static void eraseDeadOps(func::FuncOp func) {
    SmallVector<Operation *> ops;
    for (Operation &op : func.getBody().front().without_terminator())
      ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        op->erase();
  }

  static bool hasOptimizerState(func::FuncOp func,
                                const RoleAssignment &stepRoles) {
    return llvm::any_of(func.getArguments(), [&](BlockArgument arg) {
      return stepRoles.lookup(arg).role == Role::OptimizerState;
    });
  }

  /// Upstream's linalg-fold-unit-extent-dims on `func` where a keepdim
  /// reduction needs it (ExportShapes.cpp).
  LogicalResult foldUnitDims(func::FuncOp func) {
    if (!needsUnitDimFolding(func))
      return success();
    OpPassManager fold(func::FuncOp::getOperationName());
    fold.addPass(createLinalgFoldUnitExtentDimsPass());
    if (failed(runPipeline(fold, func)))
      return func.emitError() << "memopt-shard: upstream "
                                 "linalg-fold-unit-extent-dims failed on @"
                              << func.getSymName();
    return success();
  }

  /// Upstream propagation, the check of what the partitioner assumes, and
  /// upstream partitioning, on `func` alone.
  LogicalResult partition(func::FuncOp func) {
    if (failed(checkPropagatable(func)))
      return failure();
    OpPassManager propagate(func::FuncOp::getOperationName());
    shard::ShardingPropagationOptions options;
    // Forward first: the batch split of the inputs reaches the loss before
    // the replicated results are propagated back.
    options.traversal = shard::TraversalOrder::ForwardBackward;
    propagate.addPass(shard::createShardingPropagation(options));
    if (failed(runPipeline(propagate, func)))
      return func.emitError()
             << "memopt-shard: upstream sharding-propagation failed on @"
             << func.getSymName() << " (strategy=" << strategyName(strategy)
             << ")";
    replicateLoopCaptures(func);
    annotateUnusedResults(func);
    if (failed(checkPartitionable(func)))
      return failure();
    OpPassManager split(func::FuncOp::getOperationName());
    split.addPass(shard::createPartition());
    if (failed(runPipeline(split, func)))
      return func.emitError() << "memopt-shard: upstream shard-partition "
                                 "failed on @"
                              << func.getSymName();
    replaceEmptyCollectives(func);
    if (strategy == ShardStrategy::Zero2 || strategy == ShardStrategy::Zero3) {
      moveSlicesToAllReduces(func);
      fuseReduceScatters(func);
    }
    if (strategy == ShardStrategy::Zero3)
      sinkArgumentGathers(func);
    dropSingleRankCollectives(func);
    simplifyRankBranches(func);
    return success();
  }
};

} // namespace
} // namespace memopt
