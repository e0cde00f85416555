//===- CostModel.cpp - FLOPs of the ops of a training step ----------------===//

#include "memopt/Analysis/CostModel.h"
#include "memopt/Analysis/ShapeResolver.h"
#include "memopt/Analysis/TensorSize.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;

namespace memopt {

bool isArithmeticOp(Operation *op) {
  Dialect *dialect = op->getDialect();
  if (!dialect || !isa<arith::ArithDialect, math::MathDialect>(dialect))
    return false;
  return !isa<arith::ConstantOp, CastOpInterface>(op);
}

uint64_t FlopCounter::add(uint64_t a, uint64_t b) {
  if (std::optional<uint64_t> sum = llvm::checkedAddUnsigned(a, b))
    return *sum;
  saturated = true;
  return UINT64_MAX;
}

uint64_t FlopCounter::multiply(uint64_t a, uint64_t b) {
  if (std::optional<uint64_t> product = llvm::checkedMulUnsigned(a, b))
    return *product;
  saturated = true;
  return UINT64_MAX;
}

uint64_t FlopCounter::markUncosted(Operation *op) {
  ++uncosted[op->getName().getStringRef().str()];
  return 0;
}

std::optional<uint64_t> FlopCounter::countResultElements(Operation *op) {
  if (op->getNumResults() == 0)
    return 0;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type)
    return isa<ShapedType>(op->getResult(0).getType()) ? std::nullopt
                                                       : std::optional(1);
  SmallVector<int64_t> shape(type.getShape());
  for (unsigned dim = 0, e = shape.size(); dim < e; ++dim) {
    if (!ShapedType::isDynamic(shape[dim]))
      continue;
    std::optional<int64_t> size = shapes.resolveDim(op->getResult(0), dim);
    if (!size)
      return std::nullopt;
    shape[dim] = *size;
  }
  return getCheckedElementCount(shape);
}

uint64_t FlopCounter::countLinalg(Operation *op) {
  auto linalgOp = cast<linalg::LinalgOp>(op);
  uint64_t bodyOps = 0;
  for (Operation &bodyOp : linalgOp.getBlock()->without_terminator())
    bodyOps += isArithmeticOp(&bodyOp);
  if (bodyOps == 0)
    return 0;
  // Loop ranges from the operand shapes, with dynamic sizes resolved.
  SmallVector<int64_t> operandDims;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<ShapedType>(operand.get().getType());
    if (!type)
      continue;
    for (unsigned dim = 0, e = type.getRank(); dim < e; ++dim) {
      std::optional<int64_t> size = type.isDynamicDim(dim)
                                        ? shapes.resolveDim(operand.get(), dim)
                                        : std::optional(type.getDimSize(dim));
      operandDims.push_back(size ? *size : ShapedType::kDynamic);
    }
  }
  AffineMap shapesToLoops = linalgOp.getShapesToLoopsMap();
  if (!shapesToLoops)
    return markUncosted(op);
  uint64_t iterations = 1;
  for (int64_t range : shapesToLoops.compose(operandDims)) {
    if (range < 0)
      return markUncosted(op);
    iterations = multiply(iterations, range);
  }
  return multiply(iterations, bodyOps);
}

uint64_t FlopCounter::countNested(Operation *op) {
  uint64_t total = 0;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        total = add(total, count(&nested));
  return total;
}

uint64_t FlopCounter::count(Operation *op) {
  if (isa<linalg::LinalgOp>(op))
    return countLinalg(op);
  if (isArithmeticOp(op) ||
      op->hasTrait<OpTrait::tosa::TosaElementwiseOperator>() ||
      (op->hasTrait<OpTrait::Elementwise>() && !isa<CastOpInterface>(op))) {
    std::optional<uint64_t> elements = countResultElements(op);
    return elements ? *elements : markUncosted(op);
  }
  Dialect *dialect = op->getDialect();
  if (isa<arith::ConstantOp, CastOpInterface, BranchOpInterface>(op) ||
      op->hasTrait<OpTrait::IsTerminator>() ||
      isa<tosa::ConstOp, tosa::ReshapeOp, tosa::TransposeOp, tosa::SliceOp,
          tosa::ConcatOp, tosa::PadOp, tosa::TileOp, tosa::IdentityOp,
          tosa::CastOp>(op) ||
      (dialect &&
       isa<tensor::TensorDialect, bufferization::BufferizationDialect>(
           dialect)))
    return countNested(op);
  if (auto matmul = dyn_cast<tosa::MatMulOp>(op)) {
    auto a = dyn_cast<RankedTensorType>(matmul.getA().getType());
    auto b = dyn_cast<RankedTensorType>(matmul.getB().getType());
    if (!a || !b || !a.hasStaticShape() || !b.hasStaticShape())
      return markUncosted(op);
    // A: N x H x C, B: N x C x W.
    return multiply(multiply(multiply(2, a.getDimSize(0)), a.getDimSize(1)),
                    multiply(a.getDimSize(2), b.getDimSize(2)));
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    std::optional<int64_t> lb = shapes.evaluateIndex(forOp.getLowerBound());
    std::optional<int64_t> ub = shapes.evaluateIndex(forOp.getUpperBound());
    std::optional<int64_t> step = shapes.evaluateIndex(forOp.getStep());
    uint64_t body = countNested(op);
    if (!lb || !ub || !step || *step <= 0)
      return markUncosted(op) + body;
    uint64_t trips = *ub > *lb ? llvm::divideCeil(*ub - *lb, *step) : 0;
    return multiply(trips, body);
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    uint64_t costliest = 0;
    for (Region &region : op->getRegions()) {
      uint64_t branch = 0;
      for (Block &block : region)
        for (Operation &nested : block)
          branch = add(branch, count(&nested));
      costliest = std::max(costliest, branch);
    }
    return costliest;
  }
  if (auto forall = dyn_cast<scf::ForallOp>(op)) {
    uint64_t body = countNested(op);
    std::optional<SmallVector<int64_t>> lbs =
        getConstantIntValues(forall.getMixedLowerBound());
    std::optional<SmallVector<int64_t>> ubs =
        getConstantIntValues(forall.getMixedUpperBound());
    std::optional<SmallVector<int64_t>> steps =
        getConstantIntValues(forall.getMixedStep());
    if (!lbs || !ubs || !steps)
      return markUncosted(op) + body;
    uint64_t trips = 1;
    for (auto [lb, ub, step] : llvm::zip_equal(*lbs, *ubs, *steps)) {
      if (step <= 0)
        return markUncosted(op) + body;
      trips = multiply(trips, ub > lb ? llvm::divideCeil(ub - lb, step) : 0);
    }
    return multiply(trips, body);
  }
  if (isa<scf::InParallelOp>(op))
    return countNested(op);
  if (isa<scf::WhileOp>(op))
    return markUncosted(op) + countNested(op);
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        op, call.getCalleeAttr());
    std::optional<uint64_t> flops = callee ? calleeFlops(callee) : std::nullopt;
    return flops ? *flops : markUncosted(op);
  }
  return markUncosted(op) + countNested(op);
}

} // namespace memopt
