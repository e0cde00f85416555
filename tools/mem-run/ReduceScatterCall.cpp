//===- ReduceScatterCall.cpp - shard.reduce_scatter as an MPI call --------===//

#include "ReduceScatterCall.h"

#include "CollectiveCall.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace memopt {
namespace {

/// The runtime function for `element`, or nullptr.
const char *getSymbol(Type element) {
  if (element.isF32())
    return "memopt_reduce_scatter_sum_f32";
  if (element.isF64())
    return "memopt_reduce_scatter_sum_f64";
  return nullptr;
}

/// The grid of `op`, when it has a static shape.
shard::GridOp gridOf(shard::ReduceScatterOp op) {
  auto grid =
      SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, op.getGridAttr());
  return grid && !ShapedType::isDynamicShape(grid.getShape()) ? grid : nullptr;
}

/// What the calls compute: a sum of f32 or f64 over one axis of the grid,
/// on any dimension (the shim packs the blocks of one after the first).
LogicalResult checkLowerable(shard::ReduceScatterOp op) {
  auto type = cast<RankedTensorType>(op.getInput().getType());
  if (op.getGridAxes().size() != 1 || !gridOf(op))
    return op.emitError() << "mem-run: expected a reduce-scatter over one "
                             "axis of memopt-shard's grid";
  if (op.getReduction() != shard::ReductionKind::Sum)
    return op.emitError() << "mem-run: expected a reduce-scatter that sums, "
                             "not "
                          << shard::stringifyReductionKind(op.getReduction());
  if (!getSymbol(type.getElementType()))
    return op.emitError()
           << "mem-run: expected a reduce-scatter of f32 or f64, not "
           << type.getElementType();
  return success();
}

} // namespace

LogicalResult lowerReduceScatters(ModuleOp module) {
  SmallVector<shard::ReduceScatterOp> ops;
  module.walk([&](shard::ReduceScatterOp op) { ops.push_back(op); });
  for (shard::ReduceScatterOp op : ops)
    if (failed(checkLowerable(op)))
      return failure();
  // MPI_Reduce_scatter_block reads a contiguous operand.
  for (shard::ReduceScatterOp op : ops) {
    // The axis's ranks in MPI_COMM_WORLD: those agreeing on every other
    // coordinate (row-major), `stride` apart.
    ArrayRef<int64_t> shape = gridOf(op).getShape();
    int64_t axis = op.getGridAxes().front(), stride = 1;
    for (int64_t later = axis + 1; later < int64_t(shape.size()); ++later)
      stride *= shape[later];
    replaceByRuntimeCall(
        module, op, op.getInput(),
        getSymbol(
            cast<RankedTensorType>(op.getInput().getType()).getElementType()),
        {stride, shape[axis]}, /*strided=*/false);
  }
  return success();
}

std::vector<std::pair<std::string, void *>> getReduceScatterSymbols() {
  return {{"memopt_reduce_scatter_sum_f32",
           reinterpret_cast<void *>(&memopt_reduce_scatter_sum_f32)},
          {"memopt_reduce_scatter_sum_f64",
           reinterpret_cast<void *>(&memopt_reduce_scatter_sum_f64)}};
}

} // namespace memopt
