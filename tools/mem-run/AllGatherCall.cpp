//===- AllGatherCall.cpp - an update all-gathered in place ----------------===//

#include "AllGatherCall.h"
#include "CollectiveCall.h"

#include "memopt/Analysis/GathersIntoArguments.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace memopt {
namespace {

/// One symbol per element type (a func.func declares one type); all bind to
/// memopt_all_gather_into, which moves bytes.
constexpr std::pair<const char *, const char *> kSymbols[] = {
    {"f16", "memopt_all_gather_into_f16"},
    {"bf16", "memopt_all_gather_into_bf16"},
    {"f32", "memopt_all_gather_into_f32"},
    {"f64", "memopt_all_gather_into_f64"},
    {"i8", "memopt_all_gather_into_i8"},
    {"i32", "memopt_all_gather_into_i32"},
    {"i64", "memopt_all_gather_into_i64"},
};

const char *getSymbol(Type element) {
  return findRuntimeSymbol(element, kSymbols);
}

/// `value` reshaped to `type` (the same elements, contiguous): flattened,
/// then expanded; views of its buffer.
Value reshapeTo(OpBuilder &b, Location loc, Value value,
                RankedTensorType type) {
  auto from = cast<RankedTensorType>(value.getType());
  if (from == type)
    return value;
  auto flat =
      RankedTensorType::get({from.getNumElements()}, from.getElementType());
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, from.getRank()));
  if (from.getRank() != 1)
    value = tensor::CollapseShapeOp::create(
        b, loc, flat, value, ArrayRef<ReassociationIndices>{all});
  if (type.getRank() == 1)
    return value;
  all = llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return tensor::ExpandShapeOp::create(b, loc, type, value,
                                       ArrayRef<ReassociationIndices>{all});
}

} // namespace

LogicalResult lowerAllGathers(ModuleOp module) {
  SmallVector<shard::AllGatherOp> gathers;
  module.walk([&](shard::AllGatherOp op) { gathers.push_back(op); });
  llvm::DenseMap<Operation *, GatherIntoArgument> intoArguments;
  for (auto func : module.getOps<func::FuncOp>())
    for (auto &[op, into] : findGathersIntoArguments(func))
      intoArguments.try_emplace(op, into);
  for (shard::AllGatherOp op : gathers) {
    auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
        op, op.getGridAttr());
    if (!grid || ShapedType::isDynamicShape(grid.getShape()) ||
        op.getGridAxes().size() != 1)
      return op.emitError() << "mem-run: expected an all-gather over one "
                               "axis of memopt-shard's grid";
    Type element = op.getResult().getType().getElementType();
    if (!getSymbol(element))
      return op.emitError() << "mem-run: expected an all-gather of f16, "
                               "bf16, f32, f64, i8, i32 or i64, not "
                            << element;
    auto into = intoArguments.find(op);
    if (into != intoArguments.end() &&
        !isa<tensor::ExtractSliceOp>(into->second.block))
      return op.emitError() << "mem-run: expected the rank's block of the "
                               "updated parameter as a tensor.extract_slice "
                               "(fixRank's)";
  }
  for (shard::AllGatherOp op : gathers) {
    // The axis's ranks in MPI_COMM_WORLD: those agreeing on every other
    // coordinate (row-major), `stride` apart.
    ArrayRef<int64_t> shape =
        SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op,
                                                            op.getGridAttr())
            .getShape();
    int64_t axis = op.getGridAxes().front(), stride = 1;
    for (int64_t later = axis + 1; later < int64_t(shape.size()); ++later)
      stride *= shape[later];
    Type element = op.getResult().getType().getElementType();
    int64_t bytes = (element.getIntOrFloatBitWidth() + 7) / 8;
    SmallVector<int64_t> scalars{stride, shape[axis], bytes};
    auto into = intoArguments.find(op);
    // Any other gather is a new buffer of the whole, as the analysis counts
    // it: the call copies the block to its place and gathers the rest.
    if (into == intoArguments.end()) {
      replaceByRuntimeCall(module, op, op.getInput(), getSymbol(element),
                           scalars, /*strided=*/true);
      continue;
    }
    // The updated block put back where it was taken from: One-Shot keeps a
    // matching extract_slice / insert_slice pair in place, and the result is
    // the argument's buffer holding the update (a view of it in the
    // gathered shape: 8-bit Adam's flattened update). The call reads the
    // block where it is and writes that buffer.
    // Built after the block's buffer is taken for reading: a read of the
    // update after the insert would be a conflict One-Shot resolves by
    // copying the block.
    auto slice = cast<tensor::ExtractSliceOp>(into->second.block);
    Value update = into->second.update;
    auto placeBlock = [&](OpBuilder &b) {
      Value placed = tensor::InsertSliceOp::create(
          b, op.getLoc(), update, slice.getSource(), slice.getMixedOffsets(),
          slice.getMixedSizes(), slice.getMixedStrides());
      return reshapeTo(b, op.getLoc(), placed,
                       cast<RankedTensorType>(op.getResult().getType()));
    };
    replaceByRuntimeCall(module, op, op.getInput(), getSymbol(element), scalars,
                         /*strided=*/true, placeBlock);
  }
  return success();
}

std::vector<std::pair<std::string, void *>> getAllGatherSymbols() {
  std::vector<std::pair<std::string, void *>> symbols;
  for (auto [type, symbol] : kSymbols)
    symbols.push_back(
        {symbol, reinterpret_cast<void *>(&memopt_all_gather_into)});
  return symbols;
}

} // namespace memopt
