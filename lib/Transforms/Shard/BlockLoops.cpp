//===- BlockLoops.cpp - block maps made loop dimensions -------------------===//

#include "BlockLoops.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <optional>

using namespace mlir;

namespace memopt {
namespace {

/// `d floordiv C` as (d, C), if `expr` is that.
std::optional<std::pair<unsigned, int64_t>> blockOf(AffineExpr expr) {
  auto div = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!div || div.getKind() != AffineExprKind::FloorDiv)
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(div.getLHS());
  auto size = dyn_cast<AffineConstantExpr>(div.getRHS());
  if (!dim || !size || size.getValue() <= 0)
    return std::nullopt;
  return std::make_pair(dim.getPosition(), size.getValue());
}

/// The loop `generic` reads in blocks, and the block size, if it reads
/// exactly one loop both whole and in blocks of one size, and every other
/// map result is a loop dimension.
std::optional<std::pair<unsigned, int64_t>>
blockLoop(linalg::GenericOp generic) {
  std::optional<std::pair<unsigned, int64_t>> found;
  for (AffineMap map : generic.getIndexingMapsArray())
    for (AffineExpr expr : map.getResults()) {
      if (isa<AffineDimExpr>(expr))
        continue;
      std::optional<std::pair<unsigned, int64_t>> block = blockOf(expr);
      if (!block || (found && *found != *block))
        return std::nullopt;
      found = block;
    }
  if (!found || generic.hasIndexSemantics())
    return std::nullopt;
  return found;
}

/// Rewrites `generic` over (d / block, d mod block) for its loop `d` of
/// extent `n` (ExpandShape/CollapseShape are views). With one block
/// (`n <= block`) the element loop goes first and the block loop, of extent
/// 1, second: [n] expands to [n, 1], so that a split of the elements stays
/// on the first dimension of the group, where the reshape model carries it
/// (the block's reduction then spans the ranks, and upstream's partitioner
/// all-reduces it).
void split(linalg::GenericOp generic, unsigned d, int64_t n, int64_t block) {
  MLIRContext *ctx = generic.getContext();
  OpBuilder b(generic);
  Location loc = generic.getLoc();
  unsigned loops = generic.getNumLoops();
  bool oneBlock = n <= block;
  // Old loop d becomes loops d and d + 1; the block's is the first of the
  // two unless there is one block. The loops after d shift by one.
  unsigned blockLoop = oneBlock ? d + 1 : d;
  auto remap = [&](unsigned l) { return l <= d ? l : l + 1; };
  auto attrs = generic->getDiscardableAttrDictionary();
  bool blockParallel =
      generic.getIteratorTypesArray()[d] != utils::IteratorType::reduction;
  SmallVector<AffineMap> maps;
  SmallVector<Value> operands;
  SmallVector<bool> expanded;
  for (OpOperand &operand : generic->getOpOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(&operand);
    auto type = cast<RankedTensorType>(operand.get().getType());
    SmallVector<AffineExpr> results;
    SmallVector<int64_t> shape;
    SmallVector<ReassociationIndices> groups;
    bool expand = false;
    for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
      ReassociationIndices group = {static_cast<int64_t>(shape.size())};
      if (blockOf(expr)) {
        results.push_back(getAffineDimExpr(blockLoop, ctx));
        shape.push_back(type.getDimSize(pos));
        if (generic.isDpsInit(&operand))
          blockParallel = true;
      } else if (cast<AffineDimExpr>(expr).getPosition() == d) {
        results.push_back(getAffineDimExpr(d, ctx));
        results.push_back(getAffineDimExpr(d + 1, ctx));
        shape.push_back(oneBlock ? n : n / block);
        shape.push_back(oneBlock ? 1 : block);
        group.push_back(group.front() + 1);
        expand = true;
      } else {
        results.push_back(getAffineDimExpr(
            remap(cast<AffineDimExpr>(expr).getPosition()), ctx));
        shape.push_back(type.getDimSize(pos));
      }
      groups.push_back(group);
    }
    maps.push_back(AffineMap::get(loops + 1, 0, results, ctx));
    Value value = operand.get();
    if (expand) {
      auto op = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(shape, type.getElementType()), value,
          groups);
      op->setDiscardableAttrs(attrs);
      value = op;
    }
    operands.push_back(value);
    expanded.push_back(expand);
  }
  SmallVector<utils::IteratorType> iterators;
  for (auto [l, kind] : llvm::enumerate(generic.getIteratorTypesArray())) {
    if (l != d) {
      iterators.push_back(kind);
      continue;
    }
    utils::IteratorType blockKind =
        blockParallel ? utils::IteratorType::parallel : kind;
    iterators.push_back(blockLoop == d ? blockKind : kind);
    iterators.push_back(blockLoop == d ? kind : blockKind);
  }
  unsigned inputs = generic.getNumDpsInputs();
  ValueRange ins = ValueRange(operands).take_front(inputs);
  ValueRange outs = ValueRange(operands).drop_front(inputs);
  auto rewritten = linalg::GenericOp::create(b, loc, outs.getTypes(), ins, outs,
                                             maps, iterators);
  rewritten->setDiscardableAttrs(attrs);
  b.cloneRegionBefore(generic.getRegion(), rewritten.getRegion(),
                      rewritten.getRegion().begin());
  for (auto [i, result] : llvm::enumerate(generic.getResults())) {
    Value value = rewritten.getResult(i);
    if (expanded[inputs + i]) {
      auto reassociation = outs[i]
                               .getDefiningOp<tensor::ExpandShapeOp>()
                               .getReassociationIndices();
      auto op = tensor::CollapseShapeOp::create(b, loc, result.getType(), value,
                                                reassociation);
      op->setDiscardableAttrs(attrs);
      value = op;
    }
    result.replaceAllUsesWith(value);
  }
  generic.erase();
}

} // namespace

FailureOr<unsigned> splitBlockLoops(func::FuncOp func, int64_t ranks) {
  SmallVector<linalg::GenericOp> generics(
      func.getBody().getOps<linalg::GenericOp>());
  unsigned count = 0;
  for (linalg::GenericOp generic : generics) {
    std::optional<std::pair<unsigned, int64_t>> loop = blockLoop(generic);
    if (!loop)
      continue;
    auto [d, size] = *loop;
    SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
    int64_t n = ranges[d];
    if (ShapedType::isDynamic(n) || (n > size && n % size != 0))
      return generic.emitError()
             << "memopt-shard: loop " << d << " of extent "
             << (ShapedType::isDynamic(n) ? std::string("?")
                                          : std::to_string(n))
             << " is read in blocks of " << size << " (`d" << d << " floordiv "
             << size
             << "`), which upstream's linalg sharding model refuses, and "
                "blocks of that size do not tile it";
    // Each rank's part of the elements must hold whole blocks (or all the
    // elements one block): no rank computes the scale of a block across
    // ranks.
    if (n > size && (n / size) % ranks != 0)
      return generic.emitError()
             << "memopt-shard: loop " << d << " of extent " << n
             << " is read in " << n / size << " blocks of " << size
             << ", which " << ranks << " ranks do not split into whole blocks";
    split(generic, d, n, n <= size ? n : size);
    ++count;
  }
  return count;
}

} // namespace memopt
