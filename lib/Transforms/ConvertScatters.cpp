//===- ConvertScatters.cpp - the importers' scatters as upstream loops ----===//
//
// torch-mlir leaves tm_tensor.scatter and IREE iree_linalg_ext.scatter in the
// linalg it imports (embedding backwards, scatter-adds). mem-opt reads them
// as unregistered ops in the generic form the front ends hand over, and this
// pass rewrites each into what it computes with upstream ops only: one
// scf.for over the updates that extracts the destination slice at the
// update's index, combines it with the update in a linalg.generic (the
// scatter's own region) and inserts it back. That bufferizes in place like
// the scatter (the slice goes back where it came from) and is costed per
// update. Every new op keeps the scatter's location (its traced node).
//
//===----------------------------------------------------------------------===//

#include "memopt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

#include "llvm/ADT/STLExtras.h"

namespace memopt {
#define GEN_PASS_DEF_CONVERTSCATTERS
#include "memopt/Transforms/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// The importers' dialects: their scatters are rewritten, any other op of
/// theirs has no upstream form and is an error.
bool isImporterOp(Operation *op) {
  StringRef dialect = op->getName().getDialectNamespace();
  return dialect == "tm_tensor" || dialect == "iree_linalg_ext";
}

bool isScatter(Operation *op) {
  return isImporterOp(op) && op->getName().stripDialect() == "scatter";
}

/// An inherent attribute of an unregistered op: in its properties (`<{...}>`
/// in the generic form) or, as printers before properties wrote it, in its
/// attribute dictionary.
Attribute getInherent(Operation *op, StringRef name) {
  if (auto props =
          dyn_cast_if_present<DictionaryAttr>(op->getPropertiesAsAttribute()))
    if (Attribute attr = props.get(name))
      return attr;
  return op->getAttr(name);
}

/// A scatter's parts: ins(updates, indices) outs(original), the destination
/// dimensions the index columns address, and the combining region.
struct Scatter {
  Value updates, indices, original;
  RankedTensorType updatesType, indicesType, originalType;
  SmallVector<int64_t> dimensionMap;
  Block *body = nullptr;
  /// Shape of one update (updates without their leading dimension).
  ArrayRef<int64_t> sliceShape;
  /// Sizes of the destination slice one update covers.
  SmallVector<int64_t> destSizes;
};

FailureOr<SmallVector<int64_t>> getDimensionMap(Operation *op) {
  Attribute attr = getInherent(op, "dimension_map");
  if (auto dense = dyn_cast_if_present<DenseI64ArrayAttr>(attr))
    return SmallVector<int64_t>(dense.asArrayRef());
  if (auto array = dyn_cast_if_present<ArrayAttr>(attr)) {
    SmallVector<int64_t> dims;
    for (Attribute element : array) {
      auto integer = dyn_cast<IntegerAttr>(element);
      if (!integer)
        break;
      dims.push_back(integer.getInt());
    }
    if (dims.size() == array.size())
      return dims;
  }
  op->emitError() << "'" << op->getName()
                  << "' without a dimension_map of integers";
  return failure();
}

/// Checks that `op` has the form the rewrite handles; emits a located error
/// otherwise.
FailureOr<Scatter> matchScatter(Operation *op) {
  auto fail = [&]() {
    InFlightDiagnostic diag = op->emitError();
    diag << "'" << op->getName() << "' ";
    return diag;
  };
  if (op->getNumOperands() != 3 || op->getNumResults() != 1 ||
      op->getNumRegions() != 1) {
    fail() << "has no upstream form: expected ins(updates, indices) "
              "outs(original), one result and one region";
    return failure();
  }
  Scatter s;
  s.updates = op->getOperand(0);
  s.indices = op->getOperand(1);
  s.original = op->getOperand(2);
  s.updatesType = dyn_cast<RankedTensorType>(s.updates.getType());
  s.indicesType = dyn_cast<RankedTensorType>(s.indices.getType());
  s.originalType = dyn_cast<RankedTensorType>(s.original.getType());
  if (!s.updatesType || !s.indicesType || !s.originalType ||
      !s.updatesType.hasStaticShape() || !s.indicesType.hasStaticShape() ||
      !s.originalType.hasStaticShape() || s.updatesType.getRank() < 1) {
    fail() << "has no upstream form: its operands are not tensors of static "
              "shape";
    return failure();
  }
  if (op->getResult(0).getType() != s.originalType ||
      s.updatesType.getElementType() != s.originalType.getElementType()) {
    fail() << "has no upstream form: its result or updates differ in type "
              "from the original "
           << s.originalType;
    return failure();
  }
  FailureOr<SmallVector<int64_t>> dims = getDimensionMap(op);
  if (failed(dims))
    return failure();
  s.dimensionMap = *dims;

  int64_t count = s.updatesType.getDimSize(0);
  int64_t rank = s.originalType.getRank();
  if (s.indicesType.getRank() != 2 || s.indicesType.getDimSize(0) != count ||
      s.indicesType.getDimSize(1) != (int64_t)s.dimensionMap.size() ||
      !s.indicesType.getElementType().isSignlessInteger()) {
    fail() << "has unexpected indices " << s.indicesType << " for updates "
           << s.updatesType;
    return failure();
  }
  for (auto [k, d] : llvm::enumerate(s.dimensionMap))
    if (d < 0 || d >= rank ||
        llvm::is_contained(ArrayRef(s.dimensionMap).take_front(k), d)) {
      fail() << "maps index column " << k << " to dimension " << d << " of "
             << s.originalType;
      return failure();
    }

  // One update covers the unmapped destination dimensions whole, with or
  // without unit dimensions for the mapped ones.
  s.sliceShape = s.updatesType.getShape().drop_front();
  SmallVector<int64_t> unmapped;
  for (int64_t d = 0; d < rank; ++d) {
    bool mapped = llvm::is_contained(s.dimensionMap, d);
    s.destSizes.push_back(mapped ? 1 : s.originalType.getDimSize(d));
    if (!mapped)
      unmapped.push_back(s.originalType.getDimSize(d));
  }
  bool fits = (int64_t)s.sliceShape.size() == rank
                  ? s.sliceShape == ArrayRef(s.destSizes)
                  : s.sliceShape == ArrayRef(unmapped);
  if (!fits) {
    fail() << "has an update slice of updates " << s.updatesType
           << " that does not fit " << s.originalType;
    return failure();
  }

  Region &region = op->getRegion(0);
  Type element = s.originalType.getElementType();
  if (!region.hasOneBlock() || region.front().getNumArguments() != 2 ||
      region.front().getArgument(0).getType() != element ||
      region.front().getArgument(1).getType() != element) {
    fail() << "has no upstream form: expected a region of one block with "
              "(update, original) "
           << element << " arguments";
    return failure();
  }
  s.body = &region.front();
  Operation *yield = s.body->empty() ? nullptr : &s.body->back();
  if (!yield || yield->getName().stripDialect() != "yield" ||
      yield->getName().getDialectNamespace() !=
          op->getName().getDialectNamespace() ||
      yield->getNumOperands() != 1 ||
      yield->getOperand(0).getType() != element) {
    fail() << "has no upstream form: its region does not end in one yielded "
           << element;
    return failure();
  }
  // The region becomes a linalg.generic body, which reads nothing from
  // above in the loop it is moved into only if the scatter's did not.
  WalkResult reads = s.body->walk([&](Operation *inner) {
    for (Value operand : inner->getOperands())
      if (!region.isAncestor(operand.getParentRegion())) {
        inner->emitError("scatter region reads a value from above")
                .attachNote(op->getLoc())
            << "in this scatter";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (reads.wasInterrupted())
    return failure();
  return s;
}

/// Replaces the scatter `op` by its loop (see the file comment).
void rewrite(Operation *op, const Scatter &s) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  int64_t rank = s.originalType.getRank();
  auto sliceType =
      RankedTensorType::get(s.sliceShape, s.originalType.getElementType());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value count =
      arith::ConstantIndexOp::create(b, loc, s.updatesType.getDimSize(0));
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, ValueRange{s.original},
      [&](OpBuilder &b, Location loc, Value i, ValueRange iterArgs) {
        Value acc = iterArgs.front();
        SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
        for (auto [k, d] : llvm::enumerate(s.dimensionMap)) {
          Value column = arith::ConstantIndexOp::create(b, loc, k);
          Value raw = tensor::ExtractOp::create(b, loc, s.indices,
                                                ValueRange{i, column});
          offsets[d] = arith::IndexCastOp::create(b, loc, b.getIndexType(), raw)
                           .getResult();
        }
        SmallVector<OpFoldResult> sizes, strides(rank, b.getIndexAttr(1));
        for (int64_t size : s.destSizes)
          sizes.push_back(b.getIndexAttr(size));
        SmallVector<OpFoldResult> updateOffsets{i},
            updateSizes{b.getIndexAttr(1)};
        for (int64_t size : s.sliceShape) {
          updateOffsets.push_back(b.getIndexAttr(0));
          updateSizes.push_back(b.getIndexAttr(size));
        }
        SmallVector<OpFoldResult> updateStrides(updateOffsets.size(),
                                                b.getIndexAttr(1));
        Value update = tensor::ExtractSliceOp::create(
            b, loc, sliceType, s.updates, updateOffsets, updateSizes,
            updateStrides);
        Value current = tensor::ExtractSliceOp::create(b, loc, sliceType, acc,
                                                       offsets, sizes, strides);
        unsigned sliceRank = s.sliceShape.size();
        AffineMap identity =
            AffineMap::getMultiDimIdentityMap(sliceRank, b.getContext());
        SmallVector<utils::IteratorType> iterators(
            sliceRank, utils::IteratorType::parallel);
        auto combined = linalg::GenericOp::create(
            b, loc, TypeRange{sliceType}, ValueRange{update},
            ValueRange{current}, ArrayRef<AffineMap>{identity, identity},
            iterators, [&](OpBuilder &b, Location loc, ValueRange args) {
              IRMapping map;
              map.map(s.body->getArgument(0), args[0]);
              map.map(s.body->getArgument(1), args[1]);
              // The yield is unregistered: no trait marks it the terminator.
              for (Operation &inner : llvm::make_range(
                       s.body->begin(), std::prev(s.body->end()))) {
                Operation *clone = b.clone(inner, map);
                clone->walk([&](Operation *nested) { nested->setLoc(loc); });
              }
              linalg::YieldOp::create(b, loc,
                                      map.lookup(s.body->back().getOperand(0)));
            });
        Value inserted = tensor::InsertSliceOp::create(
            b, loc, combined.getResult(0), acc, offsets, sizes, strides);
        scf::YieldOp::create(b, loc, inserted);
      });
  op->getResult(0).replaceAllUsesWith(loop.getResult(0));
  op->erase();
}

struct ConvertScattersPass final
    : public impl::ConvertScattersBase<ConvertScattersPass> {
  void runOnOperation() override {
    SmallVector<Operation *> scatters;
    // Pre-order, so that an op of the importers' dialects is reported, not
    // the yield in its region.
    WalkResult walk =
        getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
          if (isScatter(op)) {
            scatters.push_back(op);
            return WalkResult::advance();
          }
          Operation *parent = op->getParentOp();
          bool scatterYield = op->getName().stripDialect() == "yield" &&
                              parent && isScatter(parent);
          if (isImporterOp(op) && !scatterYield) {
            op->emitError() << "no upstream form for '" << op->getName() << "'";
            return WalkResult::interrupt();
          }
          return WalkResult::advance();
        });
    if (walk.wasInterrupted())
      return signalPassFailure();
    // Innermost first: a scatter in another's region is rewritten before
    // that region is cloned into the outer loop.
    for (Operation *op : llvm::reverse(scatters)) {
      FailureOr<Scatter> scatter = matchScatter(op);
      if (failed(scatter))
        return signalPassFailure();
      rewrite(op, *scatter);
    }
  }
};

} // namespace
} // namespace memopt
