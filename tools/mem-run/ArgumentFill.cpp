//===- ArgumentFill.cpp - deterministic arguments for a step --------------===//

#include "ArgumentFill.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptAttributes.h"
#include "memopt/IR/Role.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <cstring>

using namespace mlir;

namespace memopt {
namespace {

/// The static size of loop `dim` of the linalg op that holds `index`, if
/// `value` is `arith.index_cast(linalg.index dim)`.
std::optional<int64_t> indexLoopSize(Value value) {
  auto cast = value.getDefiningOp<arith::IndexCastOp>();
  if (!cast)
    return std::nullopt;
  auto index = cast.getIn().getDefiningOp<linalg::IndexOp>();
  if (!index)
    return std::nullopt;
  auto linalgOp = index->getParentOfType<linalg::LinalgOp>();
  if (!linalgOp)
    return std::nullopt;
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  uint64_t dim = index.getDim();
  if (dim >= ranges.size() || ShapedType::isDynamic(ranges[dim]))
    return std::nullopt;
  return ranges[dim];
}

/// Upper bounds that the uses of the scalar `element` imply: compared with a
/// loop index, or cast to an index of tensor.extract.
void scalarUseBounds(Value element, SmallVectorImpl<int64_t> &bounds) {
  for (OpOperand &use : element.getUses()) {
    Operation *user = use.getOwner();
    if (auto cmp = dyn_cast<arith::CmpIOp>(user)) {
      if (cmp.getPredicate() != arith::CmpIPredicate::eq)
        continue;
      Value other = cmp.getLhs() == element ? cmp.getRhs() : cmp.getLhs();
      if (std::optional<int64_t> size = indexLoopSize(other))
        bounds.push_back(*size);
    } else if (auto cast = dyn_cast<arith::IndexCastOp>(user)) {
      for (OpOperand &indexUse : cast.getOut().getUses()) {
        auto extract = dyn_cast<tensor::ExtractOp>(indexUse.getOwner());
        if (!extract || indexUse.getOperandNumber() == 0)
          continue;
        unsigned dim = indexUse.getOperandNumber() - 1;
        int64_t size = extract.getTensor().getType().getDimSize(dim);
        if (!ShapedType::isDynamic(size))
          bounds.push_back(size);
      }
    }
  }
}

/// The range of an integer tensor argument inferred from how its elements
/// are used (through reshapes, slices and casts of the tensor).
std::optional<IntRange> inferRange(BlockArgument arg) {
  SmallVector<Value> worklist{arg};
  SmallVector<int64_t> bounds;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
              tensor::ExtractSliceOp, tensor::CastOp>(user)) {
        worklist.push_back(user->getResult(0));
      } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
        if (linalgOp.isDpsInput(&use))
          scalarUseBounds(linalgOp.getMatchingBlockArgument(&use), bounds);
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
        if (use.getOperandNumber() == 0)
          scalarUseBounds(extract.getResult(), bounds);
      }
    }
  }
  if (bounds.empty())
    return std::nullopt;
  return IntRange{0, *std::min_element(bounds.begin(), bounds.end())};
}

/// The declared `memopt.range` of argument `i`, if any (the memopt dialect
/// verified its form when mem-run parsed the step).
std::optional<IntRange> declaredRange(func::FuncOp func, unsigned i) {
  auto range = func.getArgAttrOfType<DenseI64ArrayAttr>(i, kRangeAttrName);
  if (!range)
    return std::nullopt;
  return IntRange{range[0], range[1]};
}

bool isOptimizerState(func::FuncOp func, unsigned i) {
  auto role = func.getArgAttrOfType<StringAttr>(i, kRoleAttrName);
  return role && role.getValue() == stringifyRole(Role::OptimizerState);
}

/// splitmix64: a small, well-mixed generator with a fixed definition.
struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, 1) with 53 random bits.
  double unit() { return (next() >> 11) * 0x1.0p-53; }
};

} // namespace

FailureOr<std::vector<ArgumentFill>> planArgumentFills(func::FuncOp func) {
  std::vector<ArgumentFill> fills;
  for (BlockArgument arg : func.getArguments()) {
    unsigned i = arg.getArgNumber();
    Type type = arg.getType();
    auto tensor = dyn_cast<RankedTensorType>(type);
    Type element = tensor ? tensor.getElementType() : type;
    ArgumentFill fill;
    if (tensor && isOptimizerState(func, i)) {
      fill.kind = ArgumentFill::Kind::Zero;
    } else if (isa<FloatType>(element)) {
      fill.kind = ArgumentFill::Kind::UniformFloat;
      fill.floatLo = tensor ? -0.5 : 0.0;
      fill.floatHi = tensor ? 0.5 : 0.01;
    } else if (isa<IntegerType, IndexType>(element)) {
      fill.kind = ArgumentFill::Kind::UniformInt;
      std::optional<IntRange> range = declaredRange(func, i);
      if (!range && tensor)
        range = inferRange(arg);
      if (!range && !tensor)
        range = element.isInteger(1) ? IntRange{0, 2} : IntRange{1, 100};
      if (!range) {
        func.emitError() << "mem-run: cannot fill argument #" << i
                         << ": an integer tensor that is never used as an "
                            "index; declare its values with "
                         << kRangeAttrName << " = array<i64: lo, hi>";
        return failure();
      }
      fill.range = *range;
    } else {
      func.emitError() << "mem-run: cannot fill argument #" << i << " of type "
                       << type
                       << ": expected ranked tensors of integers or "
                          "floats, or such scalars";
      return failure();
    }
    fills.push_back(fill);
  }
  return fills;
}

void fillElements(const ArgumentFill &fill, Type elementType, uint64_t count,
                  uint64_t seed, uint64_t stream, uint8_t *bytes) {
  uint64_t width = *getElementStorageBytes(elementType);
  if (fill.kind == ArgumentFill::Kind::Zero) {
    std::memset(bytes, 0, count * width);
    return;
  }
  SplitMix64 rng{seed * 0xD1B54A32D192ED03ull + stream};
  for (uint64_t k = 0; k < count; ++k, bytes += width) {
    llvm::APInt bits;
    if (auto floatType = dyn_cast<FloatType>(elementType)) {
      double v = fill.floatLo + (fill.floatHi - fill.floatLo) * rng.unit();
      llvm::APFloat value(v);
      bool lost = false;
      value.convert(floatType.getFloatSemantics(),
                    llvm::APFloat::rmNearestTiesToEven, &lost);
      bits = value.bitcastToAPInt();
    } else {
      uint64_t span = uint64_t(fill.range.hi - fill.range.lo);
      int64_t v = fill.range.lo + int64_t(rng.next() % span);
      bits = llvm::APInt(64, uint64_t(v), /*isSigned=*/true);
    }
    // Little-endian bytes of the value, as many as the storage holds.
    for (uint64_t b = 0; b < width; ++b)
      bytes[b] =
          b * 8 < bits.getBitWidth()
              ? uint8_t(bits.extractBitsAsZExtValue(
                    std::min<unsigned>(8, bits.getBitWidth() - b * 8), b * 8))
              : 0;
  }
}

} // namespace memopt
