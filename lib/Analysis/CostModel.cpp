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
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace memopt {

bool isArithmeticOp(Operation *op) {
  Dialect *dialect = op->getDialect();
  if (!dialect || !isa<arith::ArithDialect, math::MathDialect>(dialect))
    return false;
  return !isa<arith::ConstantOp, CastOpInterface>(op);
}

uint64_t FlopCounter::add(uint64_t a, uint64_t b) {
  bool overflowed = false;
  uint64_t sum = llvm::SaturatingAdd(a, b, &overflowed);
  saturated |= overflowed;
  return sum;
}

uint64_t FlopCounter::multiply(uint64_t a, uint64_t b) {
  bool overflowed = false;
  uint64_t product = llvm::SaturatingMultiply(a, b, &overflowed);
  saturated |= overflowed;
  return product;
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
  std::optional<SmallVector<int64_t>> ranges = getLoopRanges(op, operandDims);
  if (!ranges)
    return markUncosted(op);
  uint64_t iterations = 1;
  for (int64_t range : *ranges) {
    if (range < 0)
      return markUncosted(op);
    iterations = multiply(iterations, range);
  }
  return multiply(iterations, bodyOps);
}

std::optional<SmallVector<int64_t>>
FlopCounter::getLoopRanges(Operation *op, ArrayRef<int64_t> operandDims) {
  OperationName name = op->getName();
  // Ops without properties keep their inherent attributes in the
  // dictionary: then it is part of the kind.
  bool hasProperties = op->getPropertiesStorageSize() != 0;
  llvm::hash_code hash = llvm::hash_combine(
      name.getAsOpaquePointer(),
      hasProperties ? op->hashProperties() : llvm::hash_code(0),
      hasProperties ? nullptr
                    : op->getRawDictionaryAttrs().getAsOpaquePointer(),
      llvm::hash_combine_range(operandDims.begin(), operandDims.end()));
  SmallVector<LoopRanges, 1> &bucket = loopRangesByHash[hash];
  for (const LoopRanges &entry : bucket) {
    Operation *other = entry.representative;
    if (other->getName() == name && entry.operandDims == operandDims &&
        (hasProperties
             ? name.compareOpProperties(op->getPropertiesStorage(),
                                        other->getPropertiesStorage())
             : op->getRawDictionaryAttrs() == other->getRawDictionaryAttrs()))
      return entry.ranges;
  }
  std::optional<SmallVector<int64_t>> ranges;
  if (AffineMap shapesToLoops =
          cast<linalg::LinalgOp>(op).getShapesToLoopsMap())
    ranges = shapesToLoops.compose(operandDims);
  bucket.push_back({op, SmallVector<int64_t>(operandDims), ranges});
  return ranges;
}

namespace {
/// Iterations of a loop from `lb` to `ub` by a positive `step`; the
/// difference is taken unsigned, where it cannot overflow.
uint64_t getTripCount(int64_t lb, int64_t ub, int64_t step) {
  if (ub <= lb)
    return 0;
  return llvm::divideCeil(static_cast<uint64_t>(ub) - static_cast<uint64_t>(lb),
                          static_cast<uint64_t>(step));
}
} // namespace

FlopCounter::OwnCost FlopCounter::getOwnCost(Operation *op) {
  auto leaf = [](uint64_t flops) {
    return OwnCost{flops, /*scale=*/0, Nesting::None};
  };
  auto nested = [](uint64_t scale) {
    return OwnCost{/*base=*/0, scale, Nesting::Sum};
  };
  if (isa<linalg::LinalgOp>(op))
    return leaf(countLinalg(op));
  if (isArithmeticOp(op) ||
      op->hasTrait<OpTrait::tosa::TosaElementwiseOperator>() ||
      (op->hasTrait<OpTrait::Elementwise>() && !isa<CastOpInterface>(op))) {
    std::optional<uint64_t> elements = countResultElements(op);
    return leaf(elements ? *elements : markUncosted(op));
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
    return nested(1);
  if (auto matmul = dyn_cast<tosa::MatMulOp>(op)) {
    auto a = dyn_cast<RankedTensorType>(matmul.getA().getType());
    auto b = dyn_cast<RankedTensorType>(matmul.getB().getType());
    if (!a || !b || !a.hasStaticShape() || !b.hasStaticShape())
      return leaf(markUncosted(op));
    // A: N x H x C, B: N x C x W.
    return leaf(
        multiply(multiply(multiply(2, a.getDimSize(0)), a.getDimSize(1)),
                 multiply(a.getDimSize(2), b.getDimSize(2))));
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    std::optional<int64_t> lb = shapes.evaluateIndex(forOp.getLowerBound());
    std::optional<int64_t> ub = shapes.evaluateIndex(forOp.getUpperBound());
    std::optional<int64_t> step = shapes.evaluateIndex(forOp.getStep());
    if (!lb || !ub || !step || *step <= 0) {
      markUncosted(op);
      return nested(1);
    }
    return nested(getTripCount(*lb, *ub, *step));
  }
  if (isa<scf::IfOp>(op))
    return OwnCost{/*base=*/0, /*scale=*/1, Nesting::CostliestRegion};
  if (auto forall = dyn_cast<scf::ForallOp>(op)) {
    std::optional<SmallVector<int64_t>> lbs =
        getConstantIntValues(forall.getMixedLowerBound());
    std::optional<SmallVector<int64_t>> ubs =
        getConstantIntValues(forall.getMixedUpperBound());
    std::optional<SmallVector<int64_t>> steps =
        getConstantIntValues(forall.getMixedStep());
    if (!lbs || !ubs || !steps) {
      markUncosted(op);
      return nested(1);
    }
    uint64_t trips = 1;
    for (auto [lb, ub, step] : llvm::zip_equal(*lbs, *ubs, *steps)) {
      if (step <= 0) {
        markUncosted(op);
        return nested(1);
      }
      trips = multiply(trips, getTripCount(lb, ub, step));
    }
    return nested(trips);
  }
  if (isa<scf::InParallelOp>(op))
    return nested(1);
  if (isa<scf::WhileOp>(op)) {
    markUncosted(op);
    return nested(1);
  }
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        op, call.getCalleeAttr());
    std::optional<uint64_t> flops = callee ? calleeFlops(callee) : std::nullopt;
    return leaf(flops ? *flops : markUncosted(op));
  }
  markUncosted(op);
  return nested(1);
}

namespace {
/// An op whose nested ops are being counted, with the ops left to count.
struct NestedCount {
  mlir::Operation *op;
  uint64_t base, scale;
  bool costliestRegion;
  /// The nested ops with the index of their region, in order.
  SmallVector<std::pair<unsigned, Operation *>> nested;
  unsigned next = 0;
  unsigned region = 0;
  /// FLOPs of the region being counted, and of the regions done.
  uint64_t regionFlops = 0, doneFlops = 0;
};
} // namespace

uint64_t FlopCounter::count(Operation *root) {
  // An explicit stack, not recursion: nesting depth is the input's to choose.
  SmallVector<NestedCount> stack;
  auto closeRegion = [&](NestedCount &frame) {
    frame.doneFlops = frame.costliestRegion
                          ? std::max(frame.doneFlops, frame.regionFlops)
                          : add(frame.doneFlops, frame.regionFlops);
    frame.regionFlops = 0;
  };
  // The FLOPs of `op` if they need no nested op; else pushes a frame.
  auto enter = [&](Operation *op) -> std::optional<uint64_t> {
    OwnCost own = getOwnCost(op);
    if (own.nesting == Nesting::None || op->getNumRegions() == 0)
      return own.base;
    NestedCount frame{
        op, own.base, own.scale, own.nesting == Nesting::CostliestRegion, {}};
    for (auto [index, region] : llvm::enumerate(op->getRegions()))
      for (Block &block : region)
        for (Operation &nestedOp : block)
          frame.nested.emplace_back(index, &nestedOp);
    stack.push_back(std::move(frame));
    return std::nullopt;
  };
  if (std::optional<uint64_t> flops = enter(root))
    return *flops;
  while (true) {
    NestedCount &top = stack.back();
    if (top.next == top.nested.size()) {
      closeRegion(top);
      uint64_t flops = add(top.base, multiply(top.scale, top.doneFlops));
      stack.pop_back();
      if (stack.empty())
        return flops;
      stack.back().regionFlops = add(stack.back().regionFlops, flops);
      continue;
    }
    auto [region, op] = top.nested[top.next++];
    if (region != top.region) {
      closeRegion(top);
      top.region = region;
    }
    // (`top` dangles once `enter` pushes.)
    if (std::optional<uint64_t> flops = enter(op))
      stack.back().regionFlops = add(stack.back().regionFlops, *flops);
  }
}

} // namespace memopt
