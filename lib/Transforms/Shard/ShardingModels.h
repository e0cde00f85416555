//===- ShardingModels.h - memopt's ShardingInterface models -----*- C++ -*-===//
//
// The models upstream MLIR 22 lacks for the ops of a generated step, one
// file per kind, and what they share. Each model lets sharding-propagation
// pick an option only where its partition means the same as the op on one
// device; where it would not, it offers none, and propagation replicates the
// op (resharding its operands with collectives) or leaves it unannotated,
// which memopt-shard's checker reports on the op.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_SHARDINGMODELS_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_SHARDINGMODELS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/IR/DialectRegistry.h"

#include <optional>

namespace memopt {

void registerElementwiseModels(mlir::DialectRegistry &registry);
void registerReshapeModels(mlir::DialectRegistry &registry);
void registerSliceModels(mlir::DialectRegistry &registry);
void registerLoopModels(mlir::DialectRegistry &registry);
void registerConcatPadModels(mlir::DialectRegistry &registry);

/// How many shards `axes` of `grid` cut a dimension into; nullopt when the
/// grid is not found from `op` or its size is dynamic.
std::optional<int64_t> shardCount(mlir::Operation *op,
                                  mlir::FlatSymbolRefAttr grid,
                                  llvm::ArrayRef<mlir::shard::GridAxis> axes);

/// `option` if `allowed` accepts every loop it splits (the loop and its shard
/// count), else failure: the model offers no option for these shardings.
mlir::FailureOr<mlir::shard::ShardingOption> keepAllowedSplits(
    mlir::Operation *op, mlir::FailureOr<mlir::shard::ShardingOption> option,
    llvm::function_ref<bool(unsigned loop, int64_t shards)> allowed);

/// Inserts `shardings` (operands then results, as getShardingAnnotations
/// returns them) for the ranked tensors among `op`'s operands and results;
/// upstream's default would annotate an index operand too.
mlir::LogicalResult
annotateTensors(mlir::Operation *op, mlir::OpBuilder &builder,
                llvm::ArrayRef<mlir::shard::Sharding> shardings);

/// Upstream's default annotations for `option`, inserted by annotateTensors:
/// what a model's addShardingAnnotations does when its maps say it all.
mlir::LogicalResult annotateByMaps(mlir::Operation *op,
                                   mlir::OpBuilder &builder,
                                   const mlir::shard::ShardingOption &option);

/// A model whose maps say how to annotate (the default), but that inserts
/// annotations for tensors only (annotateByMaps).
template <typename Model, typename OpTy>
struct MapsModel : mlir::shard::ShardingInterface::ExternalModel<Model, OpTy> {
  mlir::LogicalResult
  addShardingAnnotations(mlir::Operation *op, mlir::OpBuilder &builder,
                         const mlir::shard::ShardingOption &option) const {
    return annotateByMaps(op, builder, option);
  }
};

/// Annotates each of `results` replicated on `grid` (one sharding at the
/// entry), its other uses reading the annotation: annotate_for_users when
/// `forUsers`, else the result's own annotation.
void annotateReplicated(mlir::func::FuncOp func, mlir::FlatSymbolRefAttr grid,
                        llvm::ArrayRef<mlir::OpResult> results, bool forUsers);

/// `rank` parallel loops: a model whose loops are a tensor's dimensions.
llvm::SmallVector<mlir::utils::IteratorType> parallelLoops(int64_t rank);

/// The shard type of `value`'s type under `sharding` (the type itself when
/// `sharding` is null or `value` is not a ranked tensor); null when the
/// sharding's grid is not found from `op`, or a split size does not divide
/// its dimension.
mlir::Type shardTypeOf(mlir::Operation *op, mlir::Value value,
                       const mlir::shard::Sharding &sharding,
                       mlir::SymbolTableCollection &symbolTable);

/// The grid axes `sharding` splits dimension `dim` on (none when it is
/// null, or replicates the dimension).
llvm::ArrayRef<mlir::shard::GridAxis>
splitAxesOf(const mlir::shard::Sharding &sharding, unsigned dim);

/// Whether `sharding` is a plain split: no halos, no explicit offsets.
bool isPlainSplit(const mlir::shard::Sharding &sharding);

/// scf.for is partitioned replicated, its region cloned as it is, so every
/// tensor its region reads from above must be whole on each rank: after
/// propagation, each such tensor that is split gets a replicated
/// `shard.shard` (annotate_for_users) before the loop, which the partitioner
/// turns into an all-gather, and the region reads that. The same for the
/// tensors any other top-level op's region reads from above (a linalg
/// body's tensor.extract of a gather), but those it reads only at its own
/// rows (readsOnlyOwnRows), which stay split.
void replicateLoopCaptures(mlir::func::FuncOp func);

/// Before propagation: a tensor only regions read (the indices a scatter
/// loop reads from above) has no user propagation sees, so it and what
/// computes it would stay unannotated; each gets a replicated
/// annotate_for_users `shard.shard` on `grid` that the regions read.
void annotateCapturedOnly(mlir::func::FuncOp func,
                          mlir::FlatSymbolRefAttr grid);

/// Whether every read of `value` in `op`'s regions is a tensor.extract of
/// its own rows: each split dimension at the linalg.index of a loop of
/// `op` split alike (ShardCheck.cpp).
bool readsOnlyOwnRows(mlir::Operation &op, mlir::Value value);

/// Annotates replicated on `grid` each unannotated result of a top-level op
/// with no loops (a 0-d linalg.generic), which upstream's propagation would
/// otherwise annotate with a sharding of no grid (ZeroLoopResults.cpp).
void replicateZeroLoopResults(mlir::func::FuncOp func,
                              mlir::FlatSymbolRefAttr grid);

/// Whether `func` has a linalg op with a result's indexing map that is not
/// a projected permutation (a keepdim reduction's `(d0, d1, 0)`), which
/// upstream's linalg sharding model refuses (ExportShapes.cpp).
bool needsUnitDimFolding(mlir::func::FuncOp func);

/// After propagation: annotates each unused result of a top-level linalg op
/// as the result of the same indexing map and type that is annotated.
void annotateUnusedResults(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_SHARDINGMODELS_H
