//===- ReduceScatterCall.cpp - shard.reduce_scatter as an MPI call --------===//

#include "ReduceScatterCall.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Builders.h"

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

/// The declaration of the runtime function for `element`, added once.
func::FuncOp getCallee(ModuleOp module, Type element) {
  const char *symbol = getSymbol(element);
  if (auto callee = module.lookupSymbol<func::FuncOp>(symbol))
    return callee;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto unranked = UnrankedMemRefType::get(element, 0);
  auto callee = func::FuncOp::create(
      b, module.getLoc(), symbol, b.getFunctionType({unranked, unranked}, {}));
  callee.setPrivate();
  return callee;
}

void lower(shard::ReduceScatterOp op, ModuleOp module) {
  auto inputType = cast<RankedTensorType>(op.getInput().getType());
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  func::FuncOp callee = getCallee(module, inputType.getElementType());
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto unranked = UnrankedMemRefType::get(inputType.getElementType(), 0);
  Value input = bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(inputType.getShape(), inputType.getElementType()),
      op.getInput(), /*read_only=*/true);
  auto blockType =
      MemRefType::get(resultType.getShape(), resultType.getElementType());
  Value block = memref::AllocOp::create(b, loc, blockType);
  func::CallOp::create(
      b, loc, callee,
      ValueRange{memref::CastOp::create(b, loc, unranked, input),
                 memref::CastOp::create(b, loc, unranked, block)});
  Value result = bufferization::ToTensorOp::create(
      b, loc, resultType, block, b.getUnitAttr(), b.getUnitAttr());
  op.getResult().replaceAllUsesWith(result);
  op.erase();
}

} // namespace

LogicalResult lowerReduceScatters(ModuleOp module) {
  SmallVector<shard::ReduceScatterOp> ops;
  module.walk([&](shard::ReduceScatterOp op) { ops.push_back(op); });
  for (shard::ReduceScatterOp op : ops)
    if (failed(checkLowerable(op)))
      return failure();
  if (ops.empty())
    return success();
  MLIRContext *ctx = module.getContext();
  ctx->loadDialect<bufferization::BufferizationDialect, func::FuncDialect,
                   memref::MemRefDialect>();
  for (shard::ReduceScatterOp op : ops)
    lower(op, module);
  return success();
}

std::vector<std::pair<std::string, void *>> getReduceScatterSymbols() {
  return {{"memopt_reduce_scatter_sum_f32",
           reinterpret_cast<void *>(&memopt_reduce_scatter_sum_f32)},
          {"memopt_reduce_scatter_sum_f64",
           reinterpret_cast<void *>(&memopt_reduce_scatter_sum_f64)}};
}

} // namespace memopt
