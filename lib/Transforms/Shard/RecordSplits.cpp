//===- RecordSplits.cpp - which grid axes split each argument -------------===//

#include "RecordSplits.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

namespace memopt {
namespace {

/// The split axes of `annotation`'s sharding, or `[[]]` (replicated) without
/// one (upstream's parser takes no empty `axisarray[]`).
Attribute splitsOf(MLIRContext *ctx, shard::ShardOp annotation) {
  if (annotation)
    if (auto sharding =
            annotation.getSharding().getDefiningOp<shard::ShardingOp>())
      return sharding.getSplitAxesAttr();
  return shard::GridAxesArrayAttr::get(ctx,
                                       {shard::GridAxesAttr::get(ctx, {})});
}

} // namespace

void recordSplits(func::FuncOp func) {
  MLIRContext *ctx = func.getContext();
  Block &entry = func.getBody().front();
  SmallVector<Attribute> args, results;
  for (BlockArgument arg : entry.getArguments()) {
    shard::ShardOp annotation;
    for (Operation *user : arg.getUsers())
      if (auto shardOp = dyn_cast<shard::ShardOp>(user);
          shardOp && !shardOp.getAnnotateForUsers())
        annotation = shardOp;
    args.push_back(splitsOf(ctx, annotation));
  }
  if (auto ret = dyn_cast<func::ReturnOp>(entry.getTerminator()))
    for (Value value : ret.getOperands())
      results.push_back(splitsOf(ctx, value.getDefiningOp<shard::ShardOp>()));
  func->setAttr(kArgumentSplitsAttrName, ArrayAttr::get(ctx, args));
  func->setAttr(kResultSplitsAttrName, ArrayAttr::get(ctx, results));
}

} // namespace memopt
