//===- AllGatherCall.cpp - an update all-gathered in place ----------------===//

#include "AllGatherCall.h"
#include "CollectiveCall.h"

#include "memopt/Analysis/GathersIntoArguments.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
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
  std::string name;
  llvm::raw_string_ostream os(name);
  element.print(os);
  for (auto [type, symbol] : kSymbols)
    if (name == type)
      return symbol;
  return nullptr;
}

} // namespace

LogicalResult lowerGathersIntoArguments(ModuleOp module) {
  SmallVector<std::pair<shard::AllGatherOp, BlockArgument>> gathers;
  for (auto func : module.getOps<func::FuncOp>())
    for (auto [op, arg] : findGathersIntoArguments(func))
      gathers.push_back({cast<shard::AllGatherOp>(op), arg});
  for (auto [op, arg] : gathers) {
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
  }
  for (auto [op, arg] : gathers) {
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
    // The block is read where it is (the update's view of the argument).
    replaceByRuntimeCall(module, op, op.getInput(), getSymbol(element),
                         {stride, shape[axis], bytes}, /*strided=*/true, arg);
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
