//===- ReduceScatterCall.cpp - shard.reduce_scatter as an MPI call --------===//

#include "ReduceScatterCall.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Builders.h"
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
/// on dimension 0.
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
  if (op.getScatterAxis().getSExtValue() != 0)
    return op.emitError() << "mem-run: expected a reduce-scatter on dimension "
                             "0 (each rank's block contiguous), not "
                          << op.getScatterAxis().getSExtValue();
  return success();
}

/// The declaration of the runtime function for `element`, added once.
func::FuncOp getCallee(ModuleOp module, Type element) {
  const char *symbol = getSymbol(element);
  if (auto callee = module.lookupSymbol<func::FuncOp>(symbol))
    return callee;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto unranked = UnrankedMemRefType::get(element, 0);
  Type i64 = b.getI64Type();
  auto callee = func::FuncOp::create(
      b, module.getLoc(), symbol,
      b.getFunctionType({i64, i64, unranked, unranked}, {}));
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
  // The axis's ranks in MPI_COMM_WORLD: those agreeing on every other
  // coordinate (row-major), `stride` apart.
  ArrayRef<int64_t> shape = gridOf(op).getShape();
  int64_t axis = op.getGridAxes().front(), stride = 1;
  for (int64_t later = axis + 1; later < int64_t(shape.size()); ++later)
    stride *= shape[later];
  func::CallOp::create(
      b, loc, callee,
      ValueRange{arith::ConstantIntOp::create(b, loc, stride, 64),
                 arith::ConstantIntOp::create(b, loc, shape[axis], 64),
                 memref::CastOp::create(b, loc, unranked, input),
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
  ctx->loadDialect<arith::ArithDialect, bufferization::BufferizationDialect,
                   func::FuncDialect, memref::MemRefDialect>();
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
