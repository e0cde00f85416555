//===- LayerInference.cpp - layers of a step that has no memopt.layer -----===//
//
// The rules are in LayerInference.h and docs/roles.md.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/LayerInference.h"
#include "LayerInferenceImpl.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>
#include <map>
#include <set>

using namespace mlir;

namespace memopt {

bool hasDeclaredLayers(func::FuncOp func) {
  WalkResult found = func.getBody().walk([](Operation *op) {
    return op->getDiscardableAttr(kLayerAttrName) ? WalkResult::interrupt()
                                                  : WalkResult::advance();
  });
  return found.wasInterrupted();
}

std::string describeInferredLayers(const InferredLayers &layers) {
  auto stackText = [&](const InferredStack &stack) {
    std::string text = llvm::formatv("{0} of {1} parameters", stack.layers,
                                     stack.parametersPerLayer);
    return stack.name.empty() ? text : stack.name + "<i> " + text;
  };
  std::string source = layers.fromNames       ? ", from parameter names"
                       : layers.fromLocations ? ", from op locations"
                                              : "";
  std::string located =
      layers.fromNames && layers.locatedOps
          ? llvm::formatv(" and {0} op locations", layers.locatedOps).str()
          : "";
  if (layers.stacks.size() == 1) {
    std::string text =
        llvm::formatv("{0} blocks of {1} parameters", layers.numLayers,
                      layers.parametersPerLayer);
    if (!source.empty())
      text += source + " " + layers.stacks.front().name + "<i>" + located;
    return text;
  }
  std::string text =
      llvm::formatv("{0} blocks in {1} stacks{2}{3}: ", layers.numLayers,
                    layers.stacks.size(), source, located);
  for (auto [i, stack] : llvm::enumerate(layers.stacks))
    text += (i ? "; " : "") + stackText(stack);
  return text;
}

namespace detail {

void LayerInference::run() {
  // Without parameters there are no blocks (most of the time goes to
  // reading every op's inputs, which this skips).
  if (roles.getParameters().empty()) {
    result.note = "no parameters were found";
    return;
  }
  collectOps();
  if (!layerParameters())
    return;
  assignForward();
  applyLocatedLayers(/*forwardOnly=*/true);
  assignOthers();
  assignSources();
  applyLocatedLayers(/*forwardOnly=*/false);
  // Before the first block or after the last is no layer.
  for (auto [point, op] : llvm::enumerate(ops))
    if (layer[point] != kNoLayer && layer[point] != kAfterAll)
      result.layerOf[op] = layer[point];
}

/// The top-level ops in program order, what each reads, and its phase.
void LayerInference::collectOps() {
  bool declaredPhases = false;
  for (Block &block : body)
    for (Operation &op : block)
      declaredPhases |= bool(op.getDiscardableAttr(kPhaseAttrName));
  for (Block &block : body)
    for (Operation &op : block) {
      if (op.hasTrait<OpTrait::IsTerminator>())
        continue;
      pointOf[&op] = ops.size();
      ops.push_back(&op);
      StringRef phase = roles.getInferredPhase(&op);
      if (declaredPhases) {
        auto attr =
            dyn_cast_or_null<StringAttr>(op.getDiscardableAttr(kPhaseAttrName));
        phase = attr ? attr.getValue() : StringRef();
      }
      forward.push_back(phase == "forward");
      optimizer.push_back(phase == "optimizer");
    }
  layer.assign(ops.size(), kNoLayer);
  followsUser.assign(ops.size(), false);
  stackEnd.assign(ops.size(), kNoLayer);
  inputs.resize(ops.size());
  fromArguments.assign(ops.size(), false);
  fromData.assign(ops.size(), false);
  for (BlockArgument arg : roles.getParameters())
    isParameter.insert(arg);
  for (auto [point, op] : llvm::enumerate(ops)) {
    llvm::SetVector<Value> read(op->getOperands().begin(),
                                op->getOperands().end());
    getUsedValuesDefinedAbove(op->getRegions(), read);
    inputs[point] = read.takeVector();
    for (Value value : inputs[point]) {
      unsigned def = definingPoint(value);
      if (def != kNoOp) {
        fromArguments[point] = fromArguments[point] || fromArguments[def];
        fromData[point] = fromData[point] || fromData[def];
        continue;
      }
      if (!isa<BlockArgument>(value))
        continue;
      fromArguments[point] = true;
      fromData[point] = fromData[point] || !isParameter.contains(value);
      if (forward[point])
        readByForward.insert(value);
    }
  }
}

/// The program point of the top-level op that defines `value`; kNoOp for
/// block arguments.
unsigned LayerInference::definingPoint(Value value) const {
  Operation *def = value.getDefiningOp();
  if (!def)
    return kNoOp;
  Operation *top = body.findAncestorOpInRegion(*def);
  return top ? pointOf.lookup(top) : kNoOp;
}

/// Step 1: layers of the parameters, from their names or else from their
/// repeated structure.
bool LayerInference::layerParameters() {
  // Parameters in the order the forward first reads them, with signatures.
  SmallVector<Value> order;
  llvm::DenseSet<Value> listed;
  SmallVector<unsigned> signature;
  llvm::DenseMap<std::pair<const void *, const void *>, unsigned> ids;
  for (auto [point, op] : llvm::enumerate(ops)) {
    if (!forward[point])
      continue;
    for (Value value : inputs[point]) {
      if (!isParameter.contains(value) || !listed.insert(value).second)
        continue;
      order.push_back(value);
      auto key = std::make_pair(value.getType().getAsOpaquePointer(),
                                op->getName().getAsOpaquePointer());
      signature.push_back(ids.try_emplace(key, ids.size()).first->second);
    }
  }
  if (layerByNames(order)) {
    locateOps();
    return true;
  }
  if (layerByLocations())
    return true;
  SmallVector<Repeat> stacks = findStacks(order, signature);
  if (stacks.empty()) {
    result.note = "no block of parameters (with a matrix) repeats in the "
                  "forward";
    return false;
  }
  unsigned firstLayer = 0;
  for (const Repeat &stack : stacks) {
    for (unsigned i = 0; i < stack.coverage(); ++i)
      parameterLayer[order[stack.start + i]] = firstLayer + i / stack.period;
    result.stacks.push_back({firstLayer, stack.count, stack.period, ""});
    firstLayer += stack.count;
  }
  result.numLayers = firstLayer;
  result.parametersPerLayer = stacks.front().period;
  return true;
}

/// The stack that holds `layer` (a layer that is not kNoLayer/kAfterAll).
unsigned LayerInference::stackOf(int64_t layer) const {
  for (auto [i, stack] : llvm::enumerate(result.stacks))
    if (layer < static_cast<int64_t>(stack.firstLayer + stack.layers))
      return i;
  return result.stacks.size();
}

int64_t LayerInference::layerOfArgument(Value value) const {
  auto it = parameterLayer.find(value);
  return it == parameterLayer.end() ? kNoLayer : it->second;
}

/// Step 2: forward ops.
void LayerInference::assignForward() {
  unsigned n = ops.size();
  std::vector<int64_t> latest(n, kNoLayer), earliest(n, kAfterAll);
  boundForward(latest, earliest);
  std::vector<bool> closing = findClosing(latest, earliest);
  placeForward(latest, earliest, closing);
}

/// Of each forward op: the latest layer among the layered parameters it
/// depends on (`latest`) and the earliest among those that depend on it
/// (`earliest`).
void LayerInference::boundForward(std::vector<int64_t> &latest,
                                  std::vector<int64_t> &earliest) const {
  unsigned n = ops.size();
  for (unsigned point = 0; point < n; ++point) {
    if (!forward[point])
      continue;
    for (Value value : inputs[point]) {
      unsigned def = definingPoint(value);
      int64_t from = def == kNoOp ? layerOfArgument(value)
                                  : (forward[def] ? latest[def] : kNoLayer);
      latest[point] = std::max(latest[point], from);
    }
  }
  // A transpose or cast of parameters counts as a read of the parameters.
  auto weightLayer = [&](Value value) {
    unsigned def = definingPoint(value);
    if (def == kNoOp)
      return layerOfArgument(value);
    return forward[def] && weightOnly(def) ? latest[def] : kNoLayer;
  };
  for (unsigned point = n; point-- > 0;) {
    if (!forward[point])
      continue;
    for (Value value : inputs[point])
      if (int64_t from = weightLayer(value); from != kNoLayer)
        earliest[point] = std::min(earliest[point], from);
    for (Value value : inputs[point])
      if (unsigned def = definingPoint(value); def != kNoOp && forward[def])
        earliest[def] = std::min(earliest[def], earliest[point]);
  }
}

/// Which forward ops between two blocks close the earlier one.
std::vector<bool>
LayerInference::findClosing(const std::vector<int64_t> &latest,
                            const std::vector<int64_t> &earliest) const {
  unsigned n = ops.size();
  // Ops of a block that compute on data (not on its weights alone).
  auto inside = [&](unsigned point) {
    return forward[point] && !weightOnly(point) && latest[point] != kNoLayer &&
           latest[point] == earliest[point];
  };
  // Before the first block `latest` is kNoLayer, below every layer.
  auto between = [&](unsigned point) {
    return forward[point] && fromArguments[point] && !weightOnly(point) &&
           latest[point] < earliest[point];
  };
  // Ops between blocks that close the earlier block: (a) those that read
  // an op inside it; (b) the ancestors (between the same blocks) of a
  // value that the later block reads again beside its own ops (the
  // residual stream, which keeps its type); (c) after the last block, as many
  // ops, in program order, as close the block before it (nothing follows to
  // tell them from a final norm or loss).
  std::vector<bool> closing(n, false);
  for (unsigned point = 0; point < n; ++point) {
    if (!between(point) || latest[point] == kNoLayer)
      continue;
    for (Value value : inputs[point])
      if (unsigned def = definingPoint(value);
          def != kNoOp && inside(def) && latest[def] == latest[point])
        closing[point] = true;
  }
  // The latest block whose ops (inside or closing it) each op reads.
  std::vector<int64_t> blockRead(n, kNoLayer);
  for (unsigned point = 0; point < n; ++point)
    for (Value value : inputs[point])
      if (unsigned def = definingPoint(value);
          def != kNoOp && (inside(def) || closing[def]))
        blockRead[point] = std::max(blockRead[point], latest[def]);
  for (unsigned point = 0; point < n; ++point) {
    if (!between(point) || earliest[point] == kAfterAll)
      continue;
    // The stream has one type from block to block: a seed or a mask that
    // every block reads is no residual.
    for (Operation *user : ops[point]->getUsers()) {
      Operation *top = body.findAncestorOpInRegion(*user);
      unsigned use = top ? pointOf.lookup(top) : kNoOp;
      if (use != kNoOp && forward[use] && blockRead[use] >= earliest[point] &&
          llvm::any_of(ops[point]->getResultTypes(), [&](Type type) {
            return llvm::is_contained(top->getResultTypes(), type);
          }))
        closing[point] = true;
    }
  }
  for (unsigned point = n; point-- > 0;) {
    if (!between(point) || !closing[point] || earliest[point] == kAfterAll)
      continue;
    for (Value value : inputs[point])
      if (unsigned def = definingPoint(value); def != kNoOp && between(def) &&
                                               latest[def] == latest[point] &&
                                               earliest[def] == earliest[point])
        closing[def] = true;
  }
  int64_t last = static_cast<int64_t>(result.numLayers) - 1;
  unsigned closingBefore = 0;
  for (unsigned point = 0; point < n; ++point)
    closingBefore += between(point) && closing[point] &&
                     latest[point] == last - 1 && earliest[point] == last;
  unsigned closingAfter = 0;
  for (unsigned point = 0; point < n; ++point)
    if (between(point) && latest[point] == last && earliest[point] == kAfterAll)
      closing[point] = closingAfter++ < closingBefore;
  return closing;
}

/// The layer of each forward op from its bounds, and the position of each
/// argument the forward reads.
void LayerInference::placeForward(const std::vector<int64_t> &latest,
                                  const std::vector<int64_t> &earliest,
                                  const std::vector<bool> &closing) {
  unsigned n = ops.size();
  int64_t last = static_cast<int64_t>(result.numLayers) - 1;
  // Ops without a layer are before the first block or after the last.
  // Between two stacks, what does not close the earlier stack's last
  // block is in no block (an encoder's final norm): the next stack reads
  // it beside its own stream (cross-attention), so it opens none of its
  // blocks, and a checkpoint of the next stack's first block would not
  // hold it. A side branch (read only outside the forward, e.g. kept for
  // the backward) before the last block follows the ops it reads.
  for (unsigned point = 0; point < n; ++point) {
    if (!forward[point] || !fromArguments[point])
      continue;
    if (weightOnly(point) || closing[point] ||
        latest[point] >= earliest[point]) {
      layer[point] = latest[point];
    } else if (latest[point] != kNoLayer && earliest[point] != kAfterAll &&
               stackOf(latest[point]) != stackOf(earliest[point])) {
      // A reshape of it is taken where it is read (inside the block).
      bool reshape = isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                         tensor::ReshapeOp>(ops[point]);
      layer[point] = reshape ? earliest[point] : kNoLayer;
      if (!reshape)
        stackEnd[point] = latest[point];
    } else if (earliest[point] != kAfterAll || latest[point] == last) {
      layer[point] = earliest[point];
    } else {
      layer[point] = latest[point];
      for (Value value : inputs[point])
        if (unsigned def = definingPoint(value);
            def != kNoOp && forward[def] && fromArguments[def])
          layer[point] = std::max(layer[point], layer[def]);
      // Nothing layered before it (a dropout seed's hash): its reader's.
      followsUser[point] = layer[point] == kNoLayer;
    }
  }
  // An argument is where the forward first reads it.
  for (unsigned point = 0; point < n; ++point)
    if (forward[point])
      for (Value value : inputs[point])
        if (definingPoint(value) == kNoOp && isa<BlockArgument>(value))
          argumentPosition.try_emplace(value, stackEnd[point] != kNoLayer
                                                  ? stackEnd[point]
                                                  : layer[point]);
  for (auto [param, paramLayer] : parameterLayer)
    argumentPosition[param] = paramLayer;
}

int64_t LayerInference::positionOfArgument(Value value) const {
  auto it = argumentPosition.find(value);
  return it == argumentPosition.end() ? kNoLayer : it->second;
}

/// Step 3: ops outside the forward that read something derived from the
/// arguments. The backward: what it reads from the forward (values and
/// the arguments the forward reads) anchors it, at the latest such
/// position; else it follows its operands, at the earliest position (the
/// backward runs from the last block to the first); else its first user.
/// The optimizer: the parameter it reads, else the other optimizer ops
/// it reads, else its first user (the update of the parameter it serves).
void LayerInference::assignOthers() {
  for (unsigned point = 0, n = ops.size(); point < n; ++point) {
    if (forward[point] || !fromArguments[point])
      continue;
    bool anchoredSomewhere = false;
    int64_t anchored = kNoLayer, inherited = kAfterAll;
    for (Value value : inputs[point]) {
      unsigned def = definingPoint(value);
      if (def == kNoOp) {
        bool anchors = optimizer[point] ? isParameter.contains(value)
                                        : argumentPosition.count(value);
        if (anchors) {
          anchoredSomewhere = true;
          anchored = std::max(anchored, positionOfArgument(value));
        }
      } else if (!fromArguments[def] || followsUser[def] ||
                 optimizer[point] != optimizer[def]) {
        continue;
      } else if (forward[def]) {
        // What is in no block between two stacks anchors the backward
        // at the earlier stack's end, where the backward reaches it.
        anchoredSomewhere = true;
        anchored = std::max(anchored, stackEnd[def] != kNoLayer ? stackEnd[def]
                                                                : layer[def]);
      } else {
        inherited = std::min(inherited, layer[def]);
      }
    }
    if (anchoredSomewhere)
      layer[point] = anchored;
    else if (inherited != kAfterAll)
      layer[point] = inherited;
    else
      followsUser[point] = true;
    // A parameter's gradient is in its parameter's block, though the
    // backward may compute it from the next block's values only (a bias).
    // A gradient that several parameters share takes the first one's block.
    for (Value result : ops[point]->getResults())
      if (ArrayRef<BlockArgument> params =
              roles.getParametersOfGradient(result);
          !params.empty()) {
        layer[point] = positionOfArgument(params.front());
        followsUser[point] = false;
      }
  }
}

/// Step 4: ops that read nothing derived from the arguments (destinations,
/// fills, constants), ops outside the forward that read neither the
/// forward nor a layered op (the start of a block's backward, the
/// optimizer's reads of its states), and forward side branches with
/// nothing layered before them belong with their first user.
void LayerInference::assignSources() {
  for (unsigned point = ops.size(); point-- > 0;) {
    if (fromArguments[point] && !followsUser[point])
      continue;
    unsigned first = kNoOp;
    for (Operation *user : ops[point]->getUsers())
      if (Operation *top = body.findAncestorOpInRegion(*user))
        if (auto it = pointOf.find(top); it != pointOf.end())
          first = std::min(first, it->second);
    if (first != kNoOp)
      layer[point] = layer[first];
  }
}

/// Whether the op reads arguments, but only parameters.
bool LayerInference::weightOnly(unsigned point) const {
  return fromArguments[point] && !fromData[point];
}

} // namespace detail

InferredLayers inferLayers(func::FuncOp func, const RoleAssignment &roles) {
  InferredLayers result;
  detail::LayerInference inference(func, roles, result);
  inference.run();
  return result;
}

} // namespace memopt
