//===- ShardCheck.cpp - what shard-partition can take ---------------------===//

#include "ShardCheck.h"
#include "ShardingModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/MapVector.h"

#include <optional>

using namespace mlir;

namespace memopt {
namespace {

/// Tensors with a dimension to split: the partitioner ignores the others.
bool isSplittable(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.getRank() > 0;
}

/// The first dimension `sharding` splits, if any.
std::optional<unsigned> splitDimension(const shard::Sharding &sharding) {
  for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes()))
    if (!axes.empty())
      return dim;
  return std::nullopt;
}

/// The sharding `value` is read with: that of the shard.shard defining it.
std::optional<shard::Sharding> readSharding(Value value) {
  if (auto shardOp = value.getDefiningOp<shard::ShardOp>())
    return shard::Sharding(shardOp.getSharding());
  return std::nullopt;
}

InFlightDiagnostic cannotPartition(Operation *op) {
  return op->emitError() << "memopt-shard: upstream shard-partition cannot "
                            "partition '"
                         << op->getName() << "': ";
}

/// Whether `sharding` splits dimension `dim`.
bool splitsDimension(const shard::Sharding &sharding, unsigned dim) {
  ArrayRef<shard::GridAxesAttr> axes = sharding.getSplitAxes();
  return dim < axes.size() && !axes[dim].empty();
}

/// The grid axes each loop of `op` is split on, read off its annotated
/// operands and results (empty for a loop not split).
SmallVector<SmallVector<shard::GridAxis>> loopSplits(linalg::LinalgOp op) {
  SmallVector<SmallVector<shard::GridAxis>> axesOf(op.getNumLoops());
  auto note = [&](AffineMap map, const shard::Sharding &sharding) {
    for (auto [dim, expr] : llvm::enumerate(map.getResults()))
      if (auto loop = dyn_cast<AffineDimExpr>(expr);
          loop && splitsDimension(sharding, dim))
        axesOf[loop.getPosition()] =
            llvm::to_vector(sharding.getSplitAxes()[dim].asArrayRef());
  };
  for (OpOperand &operand : op->getOpOperands())
    if (std::optional<shard::Sharding> sharding = readSharding(operand.get()))
      note(op.getMatchingIndexingMap(&operand), *sharding);
  for (OpResult result : op->getResults())
    if (result.hasOneUse())
      if (auto annotation = dyn_cast<shard::ShardOp>(*result.user_begin()))
        note(op.getIndexingMapMatchingResult(result),
             shard::Sharding(annotation.getSharding()));
  return axesOf;
}

/// Whether `extract`, in `op`'s body, reads a tensor from above split as the
/// loops it indexes it with: each split dimension p read at linalg.index d
/// of a loop split on the same axes over the same extent. Then each rank
/// reads its own rows with its local index (torch.gather's pick of the
/// target logit, row by row), as on one device.
bool readsOwnRows(linalg::LinalgOp op, tensor::ExtractOp extract,
                  ArrayRef<SmallVector<shard::GridAxis>> loopAxes) {
  std::optional<shard::Sharding> sharding = readSharding(extract.getTensor());
  if (!sharding || !isPlainSplit(*sharding))
    return false;
  RankedTensorType type = extract.getTensor().getType();
  SmallVector<int64_t> extents = op.getStaticLoopRanges();
  for (auto [dim, axes] : llvm::enumerate(sharding->getSplitAxes())) {
    if (axes.empty())
      continue;
    auto index = extract.getIndices()[dim].getDefiningOp<linalg::IndexOp>();
    if (!index || index->getParentOp() != op.getOperation())
      return false;
    uint64_t loop = index.getDim();
    if (ArrayRef<shard::GridAxis>(loopAxes[loop]) != axes.asArrayRef() ||
        type.getDimSize(dim) != extents[loop])
      return false;
  }
  return true;
}

/// Upstream's linalg model gives each rank its part of a split loop, and
/// linalg.index counts from 0 on every rank: a body that reads the index of
/// a split loop (a causal mask on a split sequence, say) would not compute
/// what it does on one device, unless it only reads a tensor from above
/// split alike with it (readsOwnRows).
LogicalResult checkIndexedLoops(linalg::LinalgOp op) {
  SmallVector<SmallVector<shard::GridAxis>> loopAxes = loopSplits(op);
  WalkResult walk = op->walk([&](linalg::IndexOp index) {
    if (loopAxes[index.getDim()].empty())
      return WalkResult::advance();
    bool local = llvm::all_of(index->getUsers(), [&](Operation *user) {
      auto extract = dyn_cast<tensor::ExtractOp>(user);
      return extract && readsOwnRows(op, extract, loopAxes);
    });
    if (local)
      return WalkResult::advance();
    cannotPartition(op) << "its body reads linalg.index " << index.getDim()
                        << " of a loop split across the ranks, which would "
                           "count from 0 on every rank";
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

} // namespace

bool readsOnlyOwnRows(Operation &op, Value value) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return false;
  SmallVector<SmallVector<shard::GridAxis>> loopAxes = loopSplits(linalgOp);
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    if (!op.isProperAncestor(user))
      return true;
    auto extract = dyn_cast<tensor::ExtractOp>(user);
    return extract && readsOwnRows(linalgOp, extract, loopAxes);
  });
}

namespace {

LogicalResult checkOp(Operation &op) {
  if (isa<shard::ShardOp, shard::ShardingOp, shard::GetShardingOp>(op))
    return success();
  // The return passes each rank's shard on as it is (a split state under
  // zero1 is returned split), which is what a result annotation asks for.
  bool modelled =
      isa<shard::ShardingInterface>(op) || op.hasTrait<OpTrait::ReturnLike>();
  auto replicatedOnly = [&](const shard::Sharding &sharding, StringRef what,
                            unsigned index) -> LogicalResult {
    std::optional<unsigned> dim = splitDimension(sharding);
    if (modelled || !dim)
      return success();
    return cannotPartition(&op)
           << "it has no sharding model (ShardingInterface, upstream's or "
              "memopt's), "
              "so it can only be replicated, but its "
           << what << " #" << index << " is split on dimension " << *dim
           << " across the ranks";
  };

  for (OpOperand &operand : op.getOpOperands()) {
    if (!isSplittable(operand.get()))
      continue;
    std::optional<shard::Sharding> sharding = readSharding(operand.get());
    if (!sharding)
      return cannotPartition(&op)
             << "its operand #" << operand.getOperandNumber()
             << " is not read through a shard.shard (sharding-propagation "
                "left it unannotated)";
    if (failed(
            replicatedOnly(*sharding, "operand", operand.getOperandNumber())))
      return failure();
  }
  for (OpResult result : op.getResults()) {
    if (!isSplittable(result))
      continue;
    auto shardOp = result.hasOneUse()
                       ? dyn_cast<shard::ShardOp>(*result.user_begin())
                       : nullptr;
    if (!shardOp)
      return cannotPartition(&op)
             << "its result #" << result.getResultNumber()
             << " is not annotated by exactly one shard.shard (it has "
             << std::distance(result.use_begin(), result.use_end()) << " uses)";
    if (failed(replicatedOnly(shard::Sharding(shardOp.getSharding()), "result",
                              result.getResultNumber())))
      return failure();
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    if (failed(checkIndexedLoops(linalgOp)))
      return failure();
  // A region is cloned as it is: a tensor it reads from above must be whole
  // on every rank.
  for (Region &region : op.getRegions()) {
    llvm::SetVector<Value> above;
    getUsedValuesDefinedAbove(region, above);
    for (Value value : above) {
      if (!isSplittable(value))
        continue;
      std::optional<shard::Sharding> sharding = readSharding(value);
      std::optional<unsigned> dim =
          sharding ? splitDimension(*sharding) : std::nullopt;
      if (sharding && (!dim || readsOnlyOwnRows(op, value)))
        continue;
      auto diag = cannotPartition(&op) << "its region reads a tensor from "
                                          "above that ";
      if (dim)
        diag << "is split on dimension " << *dim << " across the ranks";
      else
        diag << "sharding-propagation left unannotated";
      if (Operation *def = value.getDefiningOp())
        diag.attachNote(def->getLoc()) << "the tensor is defined here";
      return diag;
    }
  }
  return success();
}

} // namespace

LogicalResult checkPropagatable(func::FuncOp func) {
  llvm::MapVector<OperationName, std::pair<Operation *, unsigned>> missing;
  bool failed = false;
  for (Operation &op : func.getBody().getOps()) {
    bool modelled = isa<shard::ShardingInterface>(op);
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      if (dense && !dense.isSplat()) {
        constant.emitError()
            << "memopt-shard: upstream shard-partition cannot partition "
               "a tensor constant that is not a splat";
        failed = true;
      }
    }
    if (modelled || op.hasTrait<OpTrait::IsTerminator>() ||
        op.hasTrait<OpTrait::ConstantLike>() ||
        isa<shard::ShardOp, shard::ShardingOp, shard::GetShardingOp>(op))
      continue;
    auto [it, inserted] =
        missing.try_emplace(op.getName(), std::make_pair(&op, 0u));
    ++it->second.second;
  }
  for (auto &[name, first] : missing)
    first.first->emitError()
        << "memopt-shard: no sharding model (ShardingInterface, upstream's "
           "or memopt's) for '"
        << name << "', so sharding-propagation cannot pass it (" << first.second
        << " such op" << (first.second == 1 ? "" : "s") << " in @"
        << func.getSymName() << ")";
  return success(!failed && missing.empty());
}

LogicalResult checkPartitionable(func::FuncOp func) {
  Region &body = func.getBody();
  if (!body.hasOneBlock())
    return func.emitError()
           << "memopt-shard: @" << func.getSymName() << " has "
           << body.getBlocks().size()
           << " blocks; upstream shard-partition rebuilds only the blocks "
              "that hold shard ops, so memopt-shard takes one-block "
              "functions (structured control flow, scf, is fine)";
  Block &block = body.front();
  for (BlockArgument arg : block.getArguments()) {
    if (!isSplittable(arg))
      continue;
    if (!arg.hasOneUse() || !isa<shard::ShardOp>(*arg.user_begin()))
      return func.emitError()
             << "memopt-shard: argument #" << arg.getArgNumber() << " of @"
             << func.getSymName()
             << " is not annotated by exactly one shard.shard";
  }
  for (Operation &op : block)
    if (failed(checkOp(op)))
      return failure();
  return success();
}

} // namespace memopt
