//===- GathersIntoArguments.cpp - updates gathered in place ---------------===//

#include "memopt/Analysis/GathersIntoArguments.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

using namespace mlir;

namespace memopt {
namespace {

/// `value` through casts and reshapes (8-bit Adam updates its parameter
/// flattened, in blocks of 256): views of the same elements.
Value stripViews(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<tensor::CastOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
            def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// The rank's block of an argument that `value` is: a `shard.all_slice` of
/// it, or the `tensor.extract_slice` a rank's program has in its place,
/// through views; null otherwise.
Operation *getArgumentBlock(Value value) {
  value = stripViews(value);
  Operation *block = value.getDefiningOp();
  Value source;
  if (auto slice = dyn_cast_or_null<shard::AllSliceOp>(block))
    source = slice.getInput();
  else if (auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(block))
    source = slice.getSource();
  return source && isa<BlockArgument>(stripViews(source)) ? block : nullptr;
}

/// The update of an argument's block that `value` is (through views): the
/// destination-style result written into that block.
std::optional<GatherIntoArgument> getBlockUpdate(Value value) {
  auto result = dyn_cast<OpResult>(stripViews(value));
  if (!result)
    return std::nullopt;
  auto dps = dyn_cast<DestinationStyleOpInterface>(result.getOwner());
  if (!dps)
    return std::nullopt;
  Operation *block = getArgumentBlock(dps.getTiedOpOperand(result)->get());
  if (!block)
    return std::nullopt;
  return GatherIntoArgument{
      cast<BlockArgument>(stripViews(block->getOperand(0))), result, block};
}

/// Whether `arg`'s buffer can hold `gathered`: the same elements, maybe in
/// another shape (a view of the argument).
bool holds(BlockArgument arg, Type gathered) {
  auto argType = dyn_cast<RankedTensorType>(arg.getType());
  auto type = dyn_cast<RankedTensorType>(gathered);
  return argType && type && argType.hasStaticShape() && type.hasStaticShape() &&
         argType.getElementType() == type.getElementType() &&
         argType.getNumElements() == type.getNumElements();
}

/// Whether bufferization may write into `arg`'s buffer: a function argument
/// is writable unless marked otherwise.
bool isWritable(FunctionOpInterface func, BlockArgument arg) {
  auto writable = func.getArgAttrOfType<BoolAttr>(
      arg.getArgNumber(),
      bufferization::BufferizationDialect::kWritableAttrName);
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

llvm::MapVector<Operation *, GatherIntoArgument>
findGathersIntoArguments(Operation *op) {
  llvm::MapVector<Operation *, GatherIntoArgument> gathers;
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func || func.isExternal())
    return gathers;
  Block &entry = func.getFunctionBody().front();
  llvm::DenseMap<BlockArgument, unsigned> claims;
  for (auto gather : entry.getOps<shard::AllGatherOp>()) {
    std::optional<GatherIntoArgument> into = getBlockUpdate(gather.getInput());
    if (!into)
      continue;
    BlockArgument arg = into->argument;
    if (arg.getOwner() != &entry || !holds(arg, gather.getResult().getType()) ||
        !isWritable(func, arg) || !isDeadAt(arg, gather))
      continue;
    gathers.insert({gather, *into});
    ++claims[arg];
  }
  gathers.remove_if(
      [&](const auto &entry) { return claims[entry.second.argument] > 1; });
  return gathers;
}

} // namespace memopt
