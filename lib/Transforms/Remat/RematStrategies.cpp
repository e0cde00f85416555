//===- RematStrategies.cpp - choosing what to drop ------------------------===//

#include "RematStrategies.h"
#include "RematPareto.h"
#include "RematSearch.h"

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
    InFlightDiagnostic diag = mlir::emitError(profile.func.getLoc(),
        "memopt-remat: this strategy needs blocks marked with memopt.layer on "
        "their ops; none found");
    if (profile.layersInferred && !profile.inferredLayers.note.empty())
      diag << ", and none could be inferred: "
           << profile.inferredLayers.note;
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
    bool derived = llvm::any_of(op->getOperands(), [&](Value v) {
      return fromInputs.count(v);
    });
    if (!derived && op->getNumRegions() != 0) {
      SetVector<Value> captured;
      getUsedValuesDefinedAbove(op->getRegions(), captured);
      derived = llvm::any_of(captured, [&](Value v) {
        return fromInputs.count(v);
      });
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
  case RematStrategy::None:
  case RematStrategy::Budget: {
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

RematPlan planForBudget(const RematModel &model, uint64_t budget) {
  std::vector<unsigned> candidates = model.getDroppableCandidates();

  // One step off the greedy path: a prefix of the sequence plus one other
  // drop. The best ratio can overshoot where a smaller, dearer-per-byte
  // buffer is enough, so each step also tries the few cheapest drops.
  struct Detour {
    size_t prefix;
    unsigned unit;
    uint64_t peak, flops;
  };
  constexpr size_t kDetoursPerStep = 8;
  std::vector<Detour> detours;

  // The greedy sequence; its prefixes cost more and more FLOPs.
  RematPlan plan(model);
  uint64_t lowestPeak = plan.getPeak();
  size_t lowestPrefix = 0;
  while (plan.getPeak() > budget) {
    std::vector<std::pair<uint64_t, unsigned>> freeing;
    std::optional<unsigned> best;
    uint64_t bestCost = 0, bestBytes = 0;
    for (unsigned index : candidates) {
      const RematUnit &unit = model.getUnit(index);
      if (plan.isDropped(index) || !plan.freesAtPeak(index))
        continue;
      uint64_t cost = plan.getDropCost(index);
      freeing.emplace_back(cost, index);
      // cost / bytes < bestCost / bestBytes, exactly; ties: more bytes.
      unsigned __int128 lhs = (unsigned __int128)cost * bestBytes;
      unsigned __int128 rhs = (unsigned __int128)bestCost * unit.bytes;
      if (!best || lhs < rhs || (lhs == rhs && unit.bytes > bestBytes)) {
        best = index;
        bestCost = cost;
        bestBytes = unit.bytes;
      }
    }
    if (!best)
      break;
    size_t tries = std::min(kDetoursPerStep, freeing.size());
    std::partial_sort(freeing.begin(), freeing.begin() + tries, freeing.end());
    for (auto [cost, unit] : llvm::make_range(freeing.begin(),
                                              freeing.begin() + tries)) {
      if (unit == *best)
        continue;
      unsigned mark = plan.checkpoint();
      plan.drop(unit);
      detours.push_back({plan.getDropOrder().size() - 1, unit, plan.getPeak(),
                         plan.getExtraFlops()});
      plan.rollback(mark);
    }
    plan.drop(*best);
    if (plan.getPeak() < lowestPeak) {
      lowestPeak = plan.getPeak();
      lowestPrefix = plan.getDropOrder().size();
    }
  }

  // The plan applied is the cheapest (then lowest-peak) that fits among the
  // prefixes, the detours and the block strategies. Each detour and prefix
  // past where the sequence stopped costs at least as much as the prefix it
  // stopped at, so a lower budget only adds dearer choices and removes ones
  // that no longer fit: never fewer extra FLOPs, never a higher peak.
  std::vector<unsigned> sequence(plan.getDropOrder().begin(),
                                 plan.getDropOrder().end());
  auto replay = [&](size_t prefix, std::optional<unsigned> extra) {
    RematPlan result(model);
    for (unsigned unit : llvm::ArrayRef(sequence).take_front(prefix))
      result.drop(unit);
    if (extra)
      result.drop(*extra);
    return result;
  };
  std::optional<RematPlan> chosen;
  auto better = [&](uint64_t flops, uint64_t peak) {
    bool fits = peak <= budget;
    bool chosenFits = chosen && chosen->getPeak() <= budget;
    if (!chosen || fits != chosenFits)
      return !chosen || fits;
    if (fits)
      return std::make_pair(flops, peak) <
             std::make_pair(chosen->getExtraFlops(), chosen->getPeak());
    return peak < chosen->getPeak();
  };
  auto consider = [&](RematPlan candidate) {
    if (better(candidate.getExtraFlops(), candidate.getPeak()))
      chosen.emplace(std::move(candidate));
  };
  if (plan.getPeak() <= budget || lowestPrefix == plan.getDropOrder().size())
    consider(std::move(plan));
  else
    consider(replay(lowestPrefix, std::nullopt));
  for (const Detour &detour : detours)
    if (detour.peak <= budget && better(detour.flops, detour.peak))
      consider(replay(detour.prefix, detour.unit));
  std::vector<std::vector<unsigned>> seeds;
  for (RematStrategy strategy : {RematStrategy::Selective,
                                 RematStrategy::PerLayer, RematStrategy::Sqrt}) {
    // Without blocks the layer strategies do not apply: skip them quietly.
    if (strategy != RematStrategy::Selective &&
        llvm::none_of(model.getUnits(),
                      [](const RematUnit &unit) { return unit.layer; }))
      continue;
    FailureOr<RematPlan> fixed = planFixedStrategy(model, strategy);
    if (failed(fixed))
      continue;
    seeds.emplace_back(fixed->getDropOrder().begin(),
                       fixed->getDropOrder().end());
    consider(std::move(*fixed));
  }
  // The cheapest-first search closes the greedy's overshoot. Its plans, like
  // the ones above, form a set that does not depend on the budget, so the
  // choice among all of them stays monotone.
  if (std::optional<RematPlan> searched =
          searchCheapestFit(model, budget, seeds))
    consider(std::move(*searched));
  if (std::optional<RematPlan> swept = paretoCheapestFit(model, budget))
    consider(std::move(*swept));
  return std::move(*chosen);
}

} // namespace memopt
