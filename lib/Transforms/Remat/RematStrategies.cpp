//===- RematStrategies.cpp - choosing what to drop ------------------------===//

#include "RematStrategies.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

#include <cmath>

using namespace mlir;

namespace memopt {

namespace {

using UnitSet = llvm::DenseSet<unsigned>;

/// Drops every candidate not in `kept`, in program order.
RematPlan dropAllBut(const RematModel &model, const UnitSet &kept,
                     RematStrategy strategy) {
  RematPlan plan(model);
  plan.setOrigin(stringifyRematStrategy(strategy));
  for (auto [index, unit] : llvm::enumerate(model.getUnits()))
    if (unit.kind == RematUnit::Kind::Candidate && !kept.count(index))
      plan.drop(index);
  return plan;
}

/// Block boundaries: units without a layer, and units that an op of another
/// layer reads (a block's input), when `keepInputOf` says that layer's input
/// is a checkpoint.
FailureOr<UnitSet>
findBlockInputs(const RematModel &model,
                llvm::function_ref<bool(int64_t)> keepInputOf) {
  UnitSet kept;
  bool anyLayer = false;
  for (auto [index, unit] : llvm::enumerate(model.getUnits())) {
    if (!unit.layer) {
      kept.insert(index);
      continue;
    }
    anyLayer = true;
    for (unsigned reader : unit.consumers)
      for (Operation *op : model.getUnit(reader).ops)
        if (std::optional<int64_t> layer = model.getProfile().getLayer(op))
          if (*layer != *unit.layer && keepInputOf(*layer))
            kept.insert(index);
  }
  if (!anyLayer) {
    const FunctionMemoryProfile &profile = model.getProfile();
    InFlightDiagnostic diag = mlir::emitError(
        profile.func.getLoc(),
        "memopt-remat: this strategy needs blocks marked with memopt.layer on "
        "their ops; none found");
    if (profile.layersInferred && !profile.inferredLayers.note.empty())
      diag << ", and none could be inferred: " << profile.inferredLayers.note;
    return diag;
  }
  return kept;
}

/// Layers numbered in the function, in order.
std::vector<int64_t> collectLayers(const RematModel &model) {
  std::set<int64_t> layers;
  for (const RematUnit &unit : model.getUnits())
    if (unit.layer)
      layers.insert(*unit.layer);
  return {layers.begin(), layers.end()};
}

/// Whether `op` contracts two tensors (a matmul in any layout).
bool isContraction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumDpsInputs() == 2 &&
         linalg::isaContractionOpInterface(linalgOp);
}

/// The attention core: for every contraction of two activations (P.V),
/// the tensors on the paths from another contraction of two activations
/// (Q.K^T) to it that pass through no other contraction (scores, softmax,
/// dropout). Found from the IR alone: "activation" means derived from an
/// input argument (not only from parameters), which tells Q.K^T and P.V from
/// the products with weights.
UnitSet findAttentionCore(const RematModel &model) {
  const FunctionMemoryProfile &profile = model.getProfile();
  ArrayRef<Operation *> ops = profile.getOps();
  // Values derived from input arguments, in program order.
  llvm::DenseSet<Value> fromInputs;
  for (BlockArgument arg : profile.func.getArguments())
    if (profile.roles.lookup(arg).role == Role::Input)
      fromInputs.insert(arg);
  for (unsigned point = 0; point < model.getSplit(); ++point) {
    Operation *op = ops[point];
    if (op->getBlock() != &profile.func.getBody().front())
      continue;
    bool derived = llvm::any_of(op->getOperands(),
                                [&](Value v) { return fromInputs.count(v); });
    if (!derived && op->getNumRegions() != 0) {
      SetVector<Value> captured;
      getUsedValuesDefinedAbove(op->getRegions(), captured);
      derived =
          llvm::any_of(captured, [&](Value v) { return fromInputs.count(v); });
    }
    if (derived)
      for (Value result : op->getResults())
        fromInputs.insert(result);
  }
  auto isAttentionContraction = [&](Operation *op) {
    if (!isContraction(op))
      return false;
    auto linalgOp = cast<linalg::LinalgOp>(op);
    return llvm::all_of(linalgOp.getDpsInputs(),
                        [&](Value v) { return fromInputs.count(v); });
  };

  UnitSet core;
  for (unsigned point = 0; point < model.getSplit(); ++point) {
    Operation *second = ops[point];
    if (second->getBlock() != &profile.func.getBody().front() ||
        !isAttentionContraction(second))
      continue;
    // Backwards from P.V's inputs to the first contractions on each path.
    llvm::SetVector<Value> between;
    llvm::SmallVector<Value> roots;
    llvm::SmallVector<Value> stack(
        cast<linalg::LinalgOp>(second).getDpsInputs());
    while (!stack.empty()) {
      Value value = stack.pop_back_val();
      Operation *def = value.getDefiningOp();
      if (!def || def->getBlock() != &profile.func.getBody().front() ||
          !isa<RankedTensorType>(value.getType()) || !between.insert(value))
        continue;
      if (isContraction(def)) {
        if (isAttentionContraction(def))
          roots.push_back(value);
        continue;
      }
      for (Value operand : def->getOperands())
        stack.push_back(operand);
    }
    // Forwards from Q.K^T within what was found, in program order: the
    // paths between the two contractions.
    llvm::SmallVector<Value> ordered(between.begin(), between.end());
    llvm::sort(ordered, [&](Value a, Value b) {
      return profile.order->getPoint(a.getDefiningOp()) <
             profile.order->getPoint(b.getDefiningOp());
    });
    llvm::DenseSet<Value> onPath(roots.begin(), roots.end());
    for (Value value : ordered)
      if (llvm::any_of(value.getDefiningOp()->getOperands(),
                       [&](Value v) { return onPath.count(v); }))
        onPath.insert(value);
    for (Value value : onPath)
      if (std::optional<unsigned> unit = model.lookupUnit(value))
        core.insert(*unit);
  }
  return core;
}

} // namespace

FailureOr<RematPlan> planFixedStrategy(const RematModel &model,
                                       RematStrategy strategy) {
  switch (strategy) {
  case RematStrategy::Auto:
  case RematStrategy::None:
  case RematStrategy::Budget:
  case RematStrategy::Optimal: {
    RematPlan plan(model);
    plan.setOrigin("none");
    return plan;
  }
  case RematStrategy::PerLayer: {
    FailureOr<UnitSet> kept =
        findBlockInputs(model, [](int64_t) { return true; });
    if (failed(kept))
      return failure();
    return dropAllBut(model, *kept, strategy);
  }
  case RematStrategy::Sqrt: {
    std::vector<int64_t> layers = collectLayers(model);
    unsigned every = std::max<unsigned>(
        1, static_cast<unsigned>(std::ceil(std::sqrt(double(layers.size())))));
    llvm::DenseSet<int64_t> checkpointed;
    for (auto [position, layer] : llvm::enumerate(layers))
      if (position % every == 0)
        checkpointed.insert(layer);
    FailureOr<UnitSet> kept = findBlockInputs(
        model, [&](int64_t layer) { return checkpointed.count(layer) != 0; });
    if (failed(kept))
      return failure();
    return dropAllBut(model, *kept, strategy);
  }
  case RematStrategy::Selective: {
    UnitSet core = findAttentionCore(model);
    UnitSet kept;
    for (unsigned index = 0, e = model.getUnits().size(); index < e; ++index)
      if (!core.count(index))
        kept.insert(index);
    return dropAllBut(model, kept, strategy);
  }
  }
  return RematPlan(model);
}

} // namespace memopt
