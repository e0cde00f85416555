//===- AllToAllCall.cpp - shard.all_to_all as an MPI call -----------------===//

#include "AllToAllCall.h"
#include "CollectiveCall.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace memopt {
namespace {

/// One symbol per element type (a func.func declares one type); all bind to
/// memopt_all_to_all, which moves bytes.
constexpr std::pair<const char *, const char *> kSymbols[] = {
    {"f16", "memopt_all_to_all_f16"}, {"bf16", "memopt_all_to_all_bf16"},
    {"f32", "memopt_all_to_all_f32"}, {"f64", "memopt_all_to_all_f64"},
    {"i32", "memopt_all_to_all_i32"}, {"i64", "memopt_all_to_all_i64"},
};

const char *getSymbol(Type element) {
  return findRuntimeSymbol(element, kSymbols);
}

/// The ranks the all-to-all exchanges among: failure after a located error
/// when they are not every rank (the call communicates on MPI_COMM_WORLD).
FailureOr<int64_t> getGroupSize(shard::AllToAllOp op) {
  auto grid =
      SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, op.getGridAttr());
  if (!grid || ShapedType::isDynamicShape(grid.getShape()))
    return op.emitError() << "mem-run: expected an all-to-all over a grid of "
                             "static shape (memopt-shard's)";
  int64_t group = 1, all = 1;
  for (int16_t axis : op.getGridAxes())
    group *= grid.getShape()[axis];
  for (int64_t size : grid.getShape())
    all *= size;
  if (group != all)
    return op.emitError()
           << "mem-run: expected an all-to-all among every rank (its grid "
              "axes covering the grid but for axes of size 1), not "
           << group << " of " << all;
  return group;
}

} // namespace

LogicalResult lowerAllToAlls(ModuleOp module) {
  SmallVector<std::pair<shard::AllToAllOp, int64_t>> ops;
  WalkResult walk = module.walk([&](shard::AllToAllOp op) {
    FailureOr<int64_t> group = getGroupSize(op);
    if (failed(group))
      return WalkResult::interrupt();
    Type element = op.getInput().getType().getElementType();
    if (*group > 1 && !getSymbol(element)) {
      op.emitError() << "mem-run: expected an all-to-all of f16, bf16, f32, "
                        "f64, i32 or i64, not "
                     << element;
      return WalkResult::interrupt();
    }
    ops.push_back({op, *group});
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  for (auto [op, group] : ops) {
    // Among one rank every piece is the whole and stays (the same type).
    if (group == 1) {
      op.getResult().replaceAllUsesWith(op.getInput());
      op.erase();
      continue;
    }
    Type element = op.getInput().getType().getElementType();
    int64_t bytes = (element.getIntOrFloatBitWidth() + 7) / 8;
    replaceByRuntimeCall(module, op, op.getInput(), getSymbol(element),
                         {op.getSplitAxis().getSExtValue(),
                          op.getConcatAxis().getSExtValue(), bytes},
                         /*strided=*/true);
  }
  return success();
}

std::vector<std::pair<std::string, void *>> getAllToAllSymbols() {
  std::vector<std::pair<std::string, void *>> symbols;
  for (auto [type, symbol] : kSymbols)
    symbols.push_back({symbol, reinterpret_cast<void *>(&memopt_all_to_all)});
  return symbols;
}

} // namespace memopt
