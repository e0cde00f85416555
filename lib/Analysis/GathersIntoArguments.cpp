//===- GathersIntoArguments.cpp - updates gathered in place ---------------===//

#include "memopt/Analysis/GathersIntoArguments.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;

namespace memopt {
namespace {

/// The argument whose block `value` is: a `shard.all_slice` of it, or the
/// `tensor.extract_slice` a rank's program has in its place, through casts.
BlockArgument getSlicedArgument(Value value) {
  while (auto cast = value.getDefiningOp<tensor::CastOp>())
    value = cast.getSource();
  Value source;
  if (auto slice = value.getDefiningOp<shard::AllSliceOp>())
    source = slice.getInput();
  else if (auto slice = value.getDefiningOp<tensor::ExtractSliceOp>())
    source = slice.getSource();
  return dyn_cast_or_null<BlockArgument>(source);
}

/// The argument whose rank block the update `value` was written into.
BlockArgument getUpdatedArgument(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return {};
  auto dps = dyn_cast<DestinationStyleOpInterface>(result.getOwner());
  if (!dps)
    return {};
  return getSlicedArgument(dps.getTiedOpOperand(result)->get());
}

/// Whether bufferization may write into `arg`'s buffer: a function argument
/// is writable unless marked otherwise.
bool isWritable(FunctionOpInterface func, BlockArgument arg) {
  auto writable = func.getArgAttrOfType<BoolAttr>(
      arg.getArgNumber(), bufferization::BufferizationDialect::kWritableAttrName);
  return !writable || writable.getValue();
}

/// Whether every use of `arg` is before `op` in `op`'s block.
bool isDeadAt(BlockArgument arg, Operation *op) {
  Block *block = op->getBlock();
  return llvm::all_of(arg.getUses(), [&](OpOperand &use) {
    Operation *user = block->findAncestorOpInBlock(*use.getOwner());
    return user && user != op && user->isBeforeInBlock(op);
  });
}

} // namespace

llvm::MapVector<Operation *, BlockArgument>
findGathersIntoArguments(Operation *op) {
  llvm::MapVector<Operation *, BlockArgument> gathers;
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func || func.isExternal())
    return gathers;
  Block &entry = func.getFunctionBody().front();
  llvm::DenseMap<BlockArgument, unsigned> claims;
  for (auto gather : entry.getOps<shard::AllGatherOp>()) {
    BlockArgument arg = getUpdatedArgument(gather.getInput());
    if (!arg || arg.getOwner() != &entry ||
        arg.getType() != gather.getResult().getType() ||
        !isWritable(func, arg) || !isDeadAt(arg, gather))
      continue;
    gathers.insert({gather, arg});
    ++claims[arg];
  }
  gathers.remove_if([&](const auto &entry) { return claims[entry.second] > 1; });
  return gathers;
}

} // namespace memopt
