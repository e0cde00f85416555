//===- ShapeResolver.cpp - sizes of dynamic dimensions --------------------===//

#include "memopt/Analysis/ShapeResolver.h"
#include "memopt/Analysis/Roles.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace memopt {

FailureOr<DimBindings> DimBindings::parse(ArrayRef<std::string> entries,
                                          std::string &error) {
  DimBindings bindings;
  for (StringRef entry : entries) {
    entry = entry.trim();
    if (entry.empty())
      continue;
    auto [name, sizeText] = entry.rsplit('=');
    if (sizeText.empty() && !entry.ends_with("="))
      std::swap(name, sizeText);
    name = name.trim();
    sizeText = sizeText.trim();
    int64_t size;
    if (sizeText.getAsInteger(10, size) || size < 0) {
      error = ("bind: expected a non-negative integer size in '" + entry + "'")
                  .str();
      return failure();
    }
    if (name.empty()) {
      bindings.byPosition.push_back(size);
      continue;
    }
    if (!bindings.byName.try_emplace(name, size).second) {
      error = ("bind: dimension '" + name + "' is bound twice").str();
      return failure();
    }
  }
  return bindings;
}

ShapeResolver::ShapeResolver(func::FuncOp func, const DimBindings &bindings)
    : func(func) {
  unsigned nextPosition = 0;
  for (BlockArgument arg : func.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type)
      continue;
    auto names =
        func.getArgAttrOfType<ArrayAttr>(arg.getArgNumber(), kDimsAttrName);
    for (unsigned dim = 0, e = type.getRank(); dim < e; ++dim) {
      if (!type.isDynamicDim(dim))
        continue;
      auto key = std::make_pair(arg.getArgNumber(), dim);
      auto name = names && dim < names.size() ? dyn_cast<StringAttr>(names[dim])
                                              : StringAttr();
      if (name) {
        auto bound = bindings.byName.find(name.getValue());
        if (bound != bindings.byName.end()) {
          argumentDims[key] = bound->second;
          continue;
        }
      }
      if (nextPosition < bindings.byPosition.size())
        argumentDims[key] = bindings.byPosition[nextPosition++];
    }
  }
}

FailureOr<SmallVector<int64_t>> ShapeResolver::resolveShape(Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape(type.getShape());
  if (type.hasStaticShape())
    return shape;
  for (unsigned dim = 0, e = type.getRank(); dim < e; ++dim) {
    if (!type.isDynamicDim(dim))
      continue;
    if (std::optional<int64_t> size = resolveDim(value, dim)) {
      if (*size >= 0) {
        shape[dim] = *size;
        continue;
      }
      emitError(value.getLoc())
          << "dynamic dimension " << dim << " of " << type
          << " resolves to a negative size (" << *size << ")";
      return failure();
    }
    if (auto arg = dyn_cast<BlockArgument>(value);
        arg && arg.getOwner()->isEntryBlock() &&
        arg.getOwner()->getParentOp() == func) {
      auto names =
          func.getArgAttrOfType<ArrayAttr>(arg.getArgNumber(), kDimsAttrName);
      auto name = names && dim < names.size() ? dyn_cast<StringAttr>(names[dim])
                                              : StringAttr();
      InFlightDiagnostic diag = emitError(arg.getLoc())
                                << "dynamic dimension " << dim
                                << " of argument #" << arg.getArgNumber()
                                << " (" << type << ") is not bound: ";
      if (name)
        diag << "pass bind=" << name.getValue() << "=<size>";
      else
        diag << "name it with " << kDimsAttrName
             << " and pass bind=<name>=<size>, or bind it by position with "
                "bind=<size>";
      return failure();
    }
    if (Operation *def = value.getDefiningOp()) {
      def->emitError() << "cannot resolve dynamic dimension " << dim
                       << " of result #"
                       << cast<OpResult>(value).getResultNumber() << " ("
                       << type << ")";
      return failure();
    }
    emitError(value.getLoc()) << "cannot resolve dynamic dimension " << dim
                              << " of block argument (" << type << ")";
    return failure();
  }
  return shape;
}

template <typename Key, typename Compute>
std::optional<int64_t>
ShapeResolver::memoized(DenseMap<Key, std::optional<int64_t>> &cache, Key key,
                        Compute compute) {
  if (auto it = cache.find(key); it != cache.end())
    return it->second;
  // Sizes are resolved in program order, so chains stay short; the bound
  // keeps an adversarial chain from exhausting the stack.
  if (depth > kMaxDepth) {
    hitDepthLimit = true;
    return std::nullopt;
  }
  ++depth;
  std::optional<int64_t> result = compute();
  --depth;
  // An answer cut short by the depth limit is not the value's answer.
  if (!hitDepthLimit)
    cache[key] = result;
  if (depth == 0)
    hitDepthLimit = false;
  return result;
}

std::optional<int64_t> ShapeResolver::resolveDim(Value value, unsigned dim) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || dim >= type.getRank())
    return std::nullopt;
  if (!type.isDynamicDim(dim))
    return type.getDimSize(dim);
  return memoized(dimCache, std::make_pair(value, dim),
                  [&] { return computeDim(value, dim); });
}

std::optional<int64_t> ShapeResolver::resolveLoopCarriedDim(scf::ForOp forOp,
                                                            unsigned index,
                                                            unsigned dim) {
  std::optional<int64_t> initSize = resolveDim(forOp.getInitArgs()[index], dim);
  if (!initSize)
    return std::nullopt;
  // The size holds for every iteration only if the body yields it back: seed
  // the iteration argument with it, then check the yielded value.
  BlockArgument iterArg = forOp.getRegionIterArgs()[index];
  auto key = std::make_pair(Value(iterArg), dim);
  auto [it, inserted] = dimCache.try_emplace(key, initSize);
  if (!inserted)
    return it->second;
  Value yielded = forOp.getYieldedValues()[index];
  std::optional<int64_t> yieldedSize = resolveDim(yielded, dim);
  if (yieldedSize != initSize) {
    dimCache[key] = std::nullopt;
    return std::nullopt;
  }
  return initSize;
}

std::optional<int64_t> ShapeResolver::resolveMixedSize(OpFoldResult size) {
  if (auto attr = dyn_cast<Attribute>(size)) {
    if (auto intAttr = dyn_cast<IntegerAttr>(attr))
      return intAttr.getInt();
    return std::nullopt;
  }
  return evaluateIndex(cast<Value>(size));
}

std::optional<int64_t> ShapeResolver::computeDim(Value value, unsigned dim) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (owner == func) {
      if (!arg.getOwner()->isEntryBlock())
        return std::nullopt;
      auto it = argumentDims.find({arg.getArgNumber(), dim});
      return it == argumentDims.end() ? std::nullopt
                                      : std::optional(it->second);
    }
    if (auto forOp = dyn_cast<scf::ForOp>(owner))
      if (OpOperand *init = forOp.getTiedLoopInit(arg))
        return resolveLoopCarriedDim(
            forOp, init->getOperandNumber() - forOp.getNumControlOperands(),
            dim);
    if (auto forall = dyn_cast<scf::ForallOp>(owner))
      if (OpOperand *init = forall.getTiedOpOperand(arg))
        return resolveDim(init->get(), dim);
    return std::nullopt;
  }

  Operation *op = value.getDefiningOp();
  auto result = cast<OpResult>(value);
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
    if (OpOperand *init = dps.getTiedOpOperand(result))
      return resolveDim(init->get(), dim);
  if (auto empty = dyn_cast<tensor::EmptyOp>(op))
    return evaluateIndex(empty.getDynamicSize(dim));
  if (auto alloc = dyn_cast<bufferization::AllocTensorOp>(op)) {
    if (alloc.getCopy())
      return resolveDim(alloc.getCopy(), dim);
    return evaluateIndex(
        alloc.getDynamicSizes()[alloc.getType().getDynamicDimIndex(dim)]);
  }
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
    unsigned resultDim = 0;
    for (unsigned i = 0, e = sizes.size(); i < e; ++i) {
      if (dropped.test(i))
        continue;
      if (resultDim++ == dim)
        return resolveMixedSize(sizes[i]);
    }
    return std::nullopt;
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
    return resolveMixedSize(expand.getMixedOutputShape()[dim]);
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    // getReassociationIndices() returns by value: keep the groups alive
    // while iterating over one of them.
    SmallVector<ReassociationIndices, 4> groups =
        collapse.getReassociationIndices();
    if (dim >= groups.size())
      return std::nullopt;
    int64_t size = 1;
    for (int64_t sourceDim : groups[dim]) {
      std::optional<int64_t> part = resolveDim(collapse.getSrc(), sourceDim);
      if (!part || llvm::MulOverflow(size, *part, size))
        return std::nullopt;
    }
    return size;
  }
  if (auto castOp = dyn_cast<tensor::CastOp>(op))
    return resolveDim(castOp.getSource(), dim);
  if (auto generate = dyn_cast<tensor::GenerateOp>(op)) {
    auto type = cast<RankedTensorType>(value.getType());
    return evaluateIndex(
        generate.getDynamicExtents()[type.getDynamicDimIndex(dim)]);
  }
  if (auto pad = dyn_cast<tensor::PadOp>(op)) {
    std::optional<int64_t> source = resolveDim(pad.getSource(), dim);
    std::optional<int64_t> low = resolveMixedSize(pad.getMixedLowPad()[dim]);
    std::optional<int64_t> high = resolveMixedSize(pad.getMixedHighPad()[dim]);
    int64_t size;
    if (!source || !low || !high || llvm::AddOverflow(*source, *low, size) ||
        llvm::AddOverflow(size, *high, size))
      return std::nullopt;
    return size;
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
    if (dim != concat.getDim())
      return resolveDim(concat.getInputs().front(), dim);
    int64_t total = 0;
    for (Value input : concat.getInputs()) {
      std::optional<int64_t> size = resolveDim(input, dim);
      if (!size || llvm::AddOverflow(total, *size, total))
        return std::nullopt;
    }
    return total;
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return resolveLoopCarriedDim(forOp, result.getResultNumber(), dim);
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    // The larger branch: a bound on what the result holds.
    unsigned index = result.getResultNumber();
    std::optional<int64_t> thenSize =
        resolveDim(ifOp.thenYield().getOperand(index), dim);
    if (!thenSize || ifOp.getElseRegion().empty())
      return thenSize;
    std::optional<int64_t> elseSize =
        resolveDim(ifOp.elseYield().getOperand(index), dim);
    if (!elseSize)
      return std::nullopt;
    return std::max(*thenSize, *elseSize);
  }
  // Elementwise ops keep the shape of their first tensor operand.
  if (op->hasTrait<OpTrait::Elementwise>() ||
      op->hasTrait<OpTrait::SameOperandsAndResultShape>())
    for (Value operand : op->getOperands())
      if (isa<RankedTensorType>(operand.getType()))
        return resolveDim(operand, dim);
  return std::nullopt;
}

namespace {
/// Bits of an integer or index type (index: 64).
unsigned getIndexBitWidth(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.getWidth();
  return 64;
}

/// `value` truncated to `type`'s width and sign-extended back.
int64_t signExtendTo(int64_t value, Type type) {
  unsigned width = getIndexBitWidth(type);
  return width >= 64 ? value : llvm::SignExtend64(value, width);
}
} // namespace

std::optional<int64_t> evaluateAffineExpr(AffineExpr expr,
                                          ArrayRef<int64_t> dims,
                                          ArrayRef<int64_t> symbols) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return constant.getValue();
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return dim.getPosition() < dims.size()
               ? std::optional(dims[dim.getPosition()])
               : std::nullopt;
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return symbol.getPosition() < symbols.size()
               ? std::optional(symbols[symbol.getPosition()])
               : std::nullopt;
  auto binary = cast<AffineBinaryOpExpr>(expr);
  std::optional<int64_t> lhs =
      evaluateAffineExpr(binary.getLHS(), dims, symbols);
  std::optional<int64_t> rhs =
      evaluateAffineExpr(binary.getRHS(), dims, symbols);
  if (!lhs || !rhs)
    return std::nullopt;
  int64_t out;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return llvm::AddOverflow(*lhs, *rhs, out) ? std::nullopt
                                              : std::optional(out);
  case AffineExprKind::Mul:
    return llvm::MulOverflow(*lhs, *rhs, out) ? std::nullopt
                                              : std::optional(out);
  // Affine division and modulo take positive divisors; anything else
  // (including INT64_MIN / -1, which traps) is unknown.
  case AffineExprKind::FloorDiv:
    if (*rhs <= 0)
      return std::nullopt;
    return llvm::divideFloorSigned(*lhs, *rhs);
  case AffineExprKind::CeilDiv:
    if (*rhs <= 0)
      return std::nullopt;
    return llvm::divideCeilSigned(*lhs, *rhs);
  case AffineExprKind::Mod:
    if (*rhs <= 0)
      return std::nullopt;
    return llvm::mod(*lhs, *rhs);
  default:
    return std::nullopt;
  }
}

std::optional<int64_t> ShapeResolver::evaluateIndex(Value value) {
  if (!value)
    return std::nullopt;
  return memoized(indexCache, value, [&] { return computeIndex(value); });
}

std::optional<int64_t> ShapeResolver::computeIndex(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getBitWidth() > 64 ? std::nullopt
                                       : std::optional(constant.getSExtValue());
  Operation *op = value.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto dimOp = dyn_cast<tensor::DimOp>(op)) {
    std::optional<int64_t> index = evaluateIndex(dimOp.getIndex());
    if (!index || *index < 0)
      return std::nullopt;
    return resolveDim(dimOp.getSource(), *index);
  }
  // Integers are held sign-extended from their own width; casts re-read the
  // bits at the result's width.
  if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(op)) {
    std::optional<int64_t> source = evaluateIndex(op->getOperand(0));
    if (!source)
      return std::nullopt;
    return signExtendTo(*source, op->getResult(0).getType());
  }
  if (isa<arith::IndexCastUIOp, arith::ExtUIOp>(op)) {
    std::optional<int64_t> source = evaluateIndex(op->getOperand(0));
    unsigned width = getIndexBitWidth(op->getOperand(0).getType());
    if (!source)
      return std::nullopt;
    uint64_t bits = static_cast<uint64_t>(*source);
    if (width < 64)
      bits &= (uint64_t(1) << width) - 1;
    return signExtendTo(static_cast<int64_t>(bits), op->getResult(0).getType());
  }
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
    SmallVector<int64_t> operands;
    for (Value operand : apply.getMapOperands()) {
      std::optional<int64_t> v = evaluateIndex(operand);
      if (!v)
        return std::nullopt;
      operands.push_back(*v);
    }
    AffineMap map = apply.getAffineMap();
    return evaluateAffineExpr(map.getResult(0),
                              ArrayRef(operands).take_front(map.getNumDims()),
                              ArrayRef(operands).drop_front(map.getNumDims()));
  }
  if (op->getNumOperands() != 2)
    return std::nullopt;
  std::optional<int64_t> lhs = evaluateIndex(op->getOperand(0));
  std::optional<int64_t> rhs = evaluateIndex(op->getOperand(1));
  if (!lhs || !rhs)
    return std::nullopt;
  int64_t out;
  return llvm::TypeSwitch<Operation *, std::optional<int64_t>>(op)
      .Case([&](arith::AddIOp) -> std::optional<int64_t> {
        if (llvm::AddOverflow(*lhs, *rhs, out))
          return std::nullopt;
        return out;
      })
      .Case([&](arith::SubIOp) -> std::optional<int64_t> {
        if (llvm::SubOverflow(*lhs, *rhs, out))
          return std::nullopt;
        return out;
      })
      .Case([&](arith::MulIOp) -> std::optional<int64_t> {
        if (llvm::MulOverflow(*lhs, *rhs, out))
          return std::nullopt;
        return out;
      })
      .Case<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp>(
          [&](auto) -> std::optional<int64_t> {
            if (*rhs <= 0 || *lhs < 0)
              return std::nullopt;
            return *lhs / *rhs;
          })
      .Case<arith::CeilDivSIOp, arith::CeilDivUIOp>(
          [&](auto) -> std::optional<int64_t> {
            if (*rhs <= 0 || *lhs < 0)
              return std::nullopt;
            return llvm::divideCeil(*lhs, *rhs);
          })
      .Case<arith::RemSIOp, arith::RemUIOp>(
          [&](auto) -> std::optional<int64_t> {
            if (*rhs <= 0 || *lhs < 0)
              return std::nullopt;
            return *lhs % *rhs;
          })
      .Case([&](arith::MaxSIOp) -> std::optional<int64_t> {
        return std::max(*lhs, *rhs);
      })
      .Case([&](arith::MinSIOp) -> std::optional<int64_t> {
        return std::min(*lhs, *rhs);
      })
      .Default([](Operation *) { return std::nullopt; });
}

} // namespace memopt
