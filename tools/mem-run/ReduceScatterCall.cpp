//===- ReduceScatterCall.cpp - shard.reduce_scatter as an MPI call --------===//

#include "ReduceScatterCall.h"

#include "CollectiveCall.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"

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

/// What the calls compute: a sum of f32 or f64 over the 1-D grid, on any
/// dimension (the shim packs the blocks of one after the first).
LogicalResult checkLowerable(shard::ReduceScatterOp op) {
  auto type = cast<RankedTensorType>(op.getInput().getType());
  if (op.getGridAxes().size() != 1 || op.getGridAxes().front() != 0)
    return op.emitError() << "mem-run: expected a reduce-scatter over "
                             "memopt-shard's 1-D grid (grid_axes = [0])";
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
  for (shard::ReduceScatterOp op : ops)
    replaceByRuntimeCall(
        module, op, op.getInput(),
        getSymbol(
            cast<RankedTensorType>(op.getInput().getType()).getElementType()),
        {}, /*strided=*/false);
  return success();
}

std::vector<std::pair<std::string, void *>> getReduceScatterSymbols() {
  return {{"memopt_reduce_scatter_sum_f32",
           reinterpret_cast<void *>(&memopt_reduce_scatter_sum_f32)},
          {"memopt_reduce_scatter_sum_f64",
           reinterpret_cast<void *>(&memopt_reduce_scatter_sum_f64)}};
}

} // namespace memopt
