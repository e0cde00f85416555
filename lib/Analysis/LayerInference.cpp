//===- LayerInference.cpp - layers of a step that has no memopt.layer -----===//
//
// The rules are in LayerInference.h and docs/roles.md.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/LayerInference.h"

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
    return op->hasAttr(kLayerAttrName) ? WalkResult::interrupt()
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
    std::string text = llvm::formatv("{0} blocks of {1} parameters",
                                     layers.numLayers,
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

namespace {

constexpr int64_t kNoLayer = -1;
constexpr int64_t kAfterAll = std::numeric_limits<int64_t>::max();
constexpr unsigned kNoOp = ~0u;

/// A run of one block of parameters repeated `count` times.
struct Repeat {
  unsigned start = 0, period = 0, count = 0;
  unsigned coverage() const { return period * count; }
};

class LayerInference {
public:
  LayerInference(func::FuncOp func, const RoleAssignment &roles,
                 InferredLayers &result)
      : func(func), body(func.getBody()), roles(roles), result(result) {}

  void run() {
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

private:
  /// The top-level ops in program order, what each reads, and its phase.
  void collectOps() {
    bool declaredPhases = false;
    for (Block &block : body)
      for (Operation &op : block)
        declaredPhases |= op.hasAttr(kPhaseAttrName);
    for (Block &block : body)
      for (Operation &op : block) {
        if (op.hasTrait<OpTrait::IsTerminator>())
          continue;
        pointOf[&op] = ops.size();
        ops.push_back(&op);
        StringRef phase = roles.getInferredPhase(&op);
        if (declaredPhases) {
          auto attr = op.getAttrOfType<StringAttr>(kPhaseAttrName);
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
  unsigned definingPoint(Value value) const {
    Operation *def = value.getDefiningOp();
    if (!def)
      return kNoOp;
    Operation *top = body.findAncestorOpInRegion(*def);
    return top ? pointOf.lookup(top) : kNoOp;
  }

  /// Step 1: layers of the parameters, from their names or else from their
  /// repeated structure.
  bool layerParameters() {
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

  /// The first stack is the repeat that covers the most parameters; then
  /// the parameters before, between and after the stacks found are searched
  /// again, for blocks of two matrices or more (so that the leftovers around
  /// one stack, an embedding and a head, make none), until nothing repeats.
  /// Returned in forward order.
  static SmallVector<Repeat> findStacks(ArrayRef<Value> order,
                                        ArrayRef<unsigned> signature) {
    SmallVector<Repeat> stacks;
    std::optional<Repeat> first = findRepeat(order, signature, 1);
    if (!first)
      return stacks;
    stacks.push_back(*first);
    while (true) {
      llvm::sort(stacks, [](const Repeat &a, const Repeat &b) {
        return a.start < b.start;
      });
      std::optional<Repeat> best;
      unsigned begin = 0;
      for (unsigned i = 0; i <= stacks.size(); ++i) {
        unsigned end = i < stacks.size() ? stacks[i].start : order.size();
        if (end > begin)
          if (std::optional<Repeat> found =
                  findRepeat(order.slice(begin, end - begin),
                             signature.slice(begin, end - begin), 2)) {
            found->start += begin;
            if (!best || found->coverage() > best->coverage())
              best = found;
          }
        if (i < stacks.size())
          begin = stacks[i].start + stacks[i].coverage();
      }
      if (!best)
        return stacks;
      stacks.push_back(*best);
    }
  }

  /// A parameter's name: `memopt.name`, else its name location.
  StringRef parameterName(BlockArgument arg) const {
    func::FuncOp f = func; // getArgAttr is not const.
    if (auto name = f.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                      "memopt.name"))
      return name.getValue();
    if (auto loc = dyn_cast<NameLoc>(arg.getLoc()))
      return loc.getName().getValue();
    return {};
  }

  /// Splits a name at its first integer component, one delimited by
  /// separators: "h.3.mlp.0.weight" -> ("h.", 3); "params['layers_2']['w']"
  /// -> ("params['layers_", 2). Digits inside a word ("w1") do not count.
  static std::optional<std::pair<StringRef, unsigned>>
  splitAtIndex(StringRef name) {
    auto separator = [](char c) { return StringRef("._[]/'\"").contains(c); };
    for (size_t i = 1; i < name.size(); ++i) {
      if (!llvm::isDigit(name[i]) || !separator(name[i - 1]))
        continue;
      size_t end = i;
      while (end < name.size() && llvm::isDigit(name[end]))
        ++end;
      unsigned index;
      if ((end == name.size() || separator(name[end])) &&
          !name.slice(i, end).getAsInteger(10, index))
        return std::make_pair(name.take_front(i), index);
      i = end;
    }
    return std::nullopt;
  }

  /// The first block index that an op's location names: a component of a
  /// name location's name or a file location's file name (split at `/`,
  /// `(` and `)`: JAX's `jvp(forward)/h.0/dot_general`, a torch module
  /// path `encoder.layers.1.attn`), split as parameter names are; through
  /// fused, call-site and name locations' children. `accept` says which
  /// stack prefixes count.
  template <typename Accept>
  static std::optional<std::pair<StringRef, unsigned>>
  blockOfLocation(Location loc, Accept accept) {
    std::optional<std::pair<StringRef, unsigned>> found;
    loc->walk([&](Location sub) {
      StringRef text;
      if (auto name = dyn_cast<NameLoc>(sub))
        text = name.getName().getValue();
      else if (auto file = dyn_cast<FileLineColLoc>(sub))
        text = file.getFilename().getValue();
      SmallVector<StringRef> parts;
      llvm::SplitString(text, parts, "/()");
      for (StringRef part : parts)
        if (auto split = splitAtIndex(part); split && accept(split->first)) {
          found = split;
          return WalkResult::interrupt();
        }
      return WalkResult::advance();
    });
    return found;
  }

  /// The layer each top-level op's location names, for stacks already
  /// found from parameter names (`layerOfBlock`).
  void locateOps() {
    for (auto [point, op] : llvm::enumerate(ops)) {
      auto block = blockOfLocation(op->getLoc(), [&](StringRef prefix) {
        return layerOfBlock.count(prefix.str()) != 0;
      });
      if (!block)
        continue;
      const auto &indices = layerOfBlock[block->first.str()];
      if (auto it = indices.find(block->second); it != indices.end())
        located[op] = it->second;
    }
    result.locatedOps = located.size();
    placeUnlocated();
  }

  /// Blocks from op locations alone, when the parameters have no names: a
  /// prefix whose indices are 0..k-1 (k >= 2) over the ops is a stack (an
  /// importer's node names, `add_1`, `mm_7`, start at 1 and are none); a
  /// parameter is in the block of the first forward op that reads it and
  /// names a block.
  bool layerByLocations() {
    std::map<std::string, std::set<unsigned>> indices;
    SmallVector<std::string> firstSeen;
    std::vector<std::optional<std::pair<std::string, unsigned>>> blockOf(
        ops.size());
    for (auto [point, op] : llvm::enumerate(ops)) {
      auto block =
          blockOfLocation(op->getLoc(), [](StringRef) { return true; });
      if (!block)
        continue;
      std::string prefix = block->first.str();
      blockOf[point] = std::make_pair(prefix, block->second);
      indices[prefix].insert(block->second);
      if (forward[point] && !llvm::is_contained(firstSeen, prefix))
        firstSeen.push_back(prefix);
    }
    unsigned firstLayer = 0;
    for (const std::string &prefix : firstSeen) {
      const std::set<unsigned> &seen = indices[prefix];
      if (seen.size() < 2 || *seen.rbegin() != seen.size() - 1)
        continue;
      for (unsigned index : seen)
        layerOfBlock[prefix][index] = firstLayer + index;
      result.stacks.push_back(
          {firstLayer, static_cast<unsigned>(seen.size()), 0, prefix});
      firstLayer += seen.size();
    }
    if (result.stacks.empty())
      return false;
    for (auto [point, op] : llvm::enumerate(ops)) {
      if (!blockOf[point])
        continue;
      auto stack = layerOfBlock.find(blockOf[point]->first);
      if (stack == layerOfBlock.end())
        continue;
      int64_t opLayer = stack->second[blockOf[point]->second];
      located[op] = opLayer;
      if (!forward[point])
        continue;
      for (Value value : inputs[point])
        if (isParameter.contains(value))
          parameterLayer.try_emplace(value, opLayer);
    }
    for (InferredStack &stack : result.stacks)
      stack.parametersPerLayer =
          llvm::count_if(parameterLayer, [&](const auto &entry) {
            return entry.second == static_cast<int64_t>(stack.firstLayer);
          });
    result.numLayers = firstLayer;
    result.parametersPerLayer = result.stacks.front().parametersPerLayer;
    result.locatedOps = located.size();
    placeUnlocated();
    result.fromLocations = true;
    return true;
  }

  /// Where op locations name blocks, an op whose location has a name (a
  /// scope or module path) that names none is in no block: JAX's
  /// `jvp(forward)/mul` of a final norm, `optimizer/...`. Ops without a
  /// name location (constants, file locations) keep the structural rules.
  void placeUnlocated() {
    if (located.empty())
      return;
    for (Operation *op : ops) {
      if (located.count(op))
        continue;
      bool named = op->getLoc()
                       ->walk([](Location sub) {
                         return isa<NameLoc>(sub) ? WalkResult::interrupt()
                                                  : WalkResult::advance();
                       })
                       .wasInterrupted();
      if (named)
        located[op] = kNoLayer;
    }
  }

  /// Names and locations win over structure: an op whose location names a
  /// block is in it. Applied to the forward before the backward and the
  /// optimizer take their layers from it, then to every op.
  void applyLocatedLayers(bool forwardOnly) {
    for (auto [point, op] : llvm::enumerate(ops))
      if (!forwardOnly || forward[point])
        if (auto it = located.find(op); it != located.end()) {
          layer[point] = it->second;
          followsUser[point] = false;
        }
  }

  /// Blocks from the parameters' module paths (see LayerInference.h).
  bool layerByNames(ArrayRef<Value> order) {
    // prefix -> block index -> (parameters, holds a matrix)
    std::map<std::string, std::map<unsigned, std::pair<unsigned, bool>>>
        blocks;
    llvm::DenseMap<Value, std::pair<std::string, unsigned>> blockOf;
    for (BlockArgument arg : func.getArguments()) {
      if (!isParameter.contains(arg))
        continue;
      auto split = splitAtIndex(parameterName(arg));
      if (!split)
        continue;
      auto &block = blocks[split->first.str()][split->second];
      ++block.first;
      auto type = dyn_cast<ShapedType>(arg.getType());
      block.second |= type && type.hasRank() && type.getRank() >= 2;
      blockOf[arg] = {split->first.str(), split->second};
    }
    // Stacks in the order the forward first reads one of their parameters.
    SmallVector<std::string> stacks;
    for (Value param : order) {
      auto it = blockOf.find(param);
      if (it == blockOf.end() || llvm::is_contained(stacks, it->second.first))
        continue;
      const auto &indices = blocks[it->second.first];
      if (indices.size() >= 2 && llvm::all_of(indices, [](const auto &block) {
            return block.second.second;
          }))
        stacks.push_back(it->second.first);
    }
    if (stacks.empty())
      return false;
    unsigned firstLayer = 0;
    for (const std::string &name : stacks) {
      const auto &indices = blocks[name];
      unsigned k = 0;
      for (const auto &[index, block] : indices)
        layerOfBlock[name][index] = firstLayer + k++;
      result.stacks.push_back({firstLayer, static_cast<unsigned>(k),
                               indices.begin()->second.first, name});
      firstLayer += k;
    }
    for (auto &[param, block] : blockOf)
      if (auto it = layerOfBlock.find(block.first); it != layerOfBlock.end())
        parameterLayer[param] = it->second[block.second];
    result.numLayers = firstLayer;
    result.parametersPerLayer = result.stacks.front().parametersPerLayer;
    result.fromNames = true;
    return true;
  }

  /// The repeat that covers the most parameters; on ties the shorter block,
  /// then the earlier start. A block must hold `minMatrices` parameters of
  /// rank >= 2.
  static std::optional<Repeat> findRepeat(ArrayRef<Value> order,
                                          ArrayRef<unsigned> signature,
                                          unsigned minMatrices) {
    unsigned n = order.size();
    std::vector<unsigned> matricesBefore(n + 1, 0);
    for (unsigned i = 0; i < n; ++i) {
      auto type = dyn_cast<ShapedType>(order[i].getType());
      matricesBefore[i + 1] =
          matricesBefore[i] + (type && type.hasRank() && type.getRank() >= 2);
    }
    std::optional<Repeat> best;
    for (unsigned period = 1; period <= n / 2; ++period) {
      unsigned i = 0;
      while (i + period < n) {
        if (signature[i] != signature[i + period]) {
          ++i;
          continue;
        }
        unsigned end = i;
        while (end + period < n && signature[end] == signature[end + period])
          ++end;
        Repeat run{i, period, (end - i) / period + 1};
        bool hasMatrix =
            matricesBefore[i + period] - matricesBefore[i] >= minMatrices;
        if (hasMatrix && run.count >= 2 &&
            (!best || run.coverage() > best->coverage()))
          best = run;
        i = end + 1;
      }
    }
    return best;
  }

  /// The stack that holds `layer` (a layer that is not kNoLayer/kAfterAll).
  unsigned stackOf(int64_t layer) const {
    for (auto [i, stack] : llvm::enumerate(result.stacks))
      if (layer < static_cast<int64_t>(stack.firstLayer + stack.layers))
        return i;
    return result.stacks.size();
  }

  int64_t layerOfArgument(Value value) const {
    auto it = parameterLayer.find(value);
    return it == parameterLayer.end() ? kNoLayer : it->second;
  }

  /// Step 2: forward ops.
  void assignForward() {
    unsigned n = ops.size();
    std::vector<int64_t> latest(n, kNoLayer), earliest(n, kAfterAll);
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
    // Ops of a block that compute on data (not on its weights alone).
    auto inside = [&](unsigned point) {
      return forward[point] && !weightOnly(point) &&
             latest[point] != kNoLayer && latest[point] == earliest[point];
    };
    // Before the first block `latest` is kNoLayer, below every layer.
    auto between = [&](unsigned point) {
      return forward[point] && fromArguments[point] && !weightOnly(point) &&
             latest[point] < earliest[point];
    };
    // Ops between blocks that close the earlier block: (a) those that read
    // an op inside it; (b) the ancestors (between the same blocks) of a
    // value that the later block reads again beside its own ops (the
    // residual stream, which keeps its type); (c) after the last block, as many ops, in program
    // order, as close the block before it (nothing follows to tell them
    // from a final norm or loss).
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
        if (use != kNoOp && forward[use] &&
            blockRead[use] >= earliest[point] &&
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
        if (unsigned def = definingPoint(value);
            def != kNoOp && between(def) && latest[def] == latest[point] &&
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
      if (between(point) && latest[point] == last &&
          earliest[point] == kAfterAll)
        closing[point] = closingAfter++ < closingBefore;
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

  int64_t positionOfArgument(Value value) const {
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
  void assignOthers() {
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
          anchored = std::max(
              anchored, stackEnd[def] != kNoLayer ? stackEnd[def] : layer[def]);
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
      for (Value result : ops[point]->getResults())
        if (BlockArgument param = roles.getParameterOfGradient(result)) {
          layer[point] = positionOfArgument(param);
          followsUser[point] = false;
        }
    }
  }

  /// Step 4: ops that read nothing derived from the arguments (destinations,
  /// fills, constants), ops outside the forward that read neither the
  /// forward nor a layered op (the start of a block's backward, the
  /// optimizer's reads of its states), and forward side branches with
  /// nothing layered before them belong with their first user.
  void assignSources() {
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
  bool weightOnly(unsigned point) const {
    return fromArguments[point] && !fromData[point];
  }

  func::FuncOp func;
  Region &body;
  const RoleAssignment &roles;
  InferredLayers &result;
  std::vector<Operation *> ops;
  llvm::DenseMap<Operation *, unsigned> pointOf;
  std::vector<bool> forward, optimizer;
  std::vector<SmallVector<Value, 0>> inputs;
  /// Whether the op reads (transitively) a block argument; one that is not a
  /// parameter.
  std::vector<bool> fromArguments, fromData;
  llvm::DenseSet<Value> isParameter;
  /// The arguments that forward ops read.
  llvm::DenseSet<Value> readByForward;
  llvm::DenseMap<Value, int64_t> parameterLayer;
  /// Stack prefix -> block index -> layer, from names or locations.
  std::map<std::string, std::map<unsigned, unsigned>> layerOfBlock;
  /// The layer of each top-level op whose location names a block.
  llvm::DenseMap<Operation *, int64_t> located;
  /// Arguments the forward reads: their parameter's layer, else the layer
  /// (kNoLayer before the first block, kAfterAll after the last) of their
  /// first forward reader.
  llvm::DenseMap<Value, int64_t> argumentPosition;
  /// The layer of each op, kNoLayer when it has none.
  std::vector<int64_t> layer;
  /// Ops outside the forward that take their first user's layer.
  std::vector<bool> followsUser;
  /// Of forward ops in no block between two stacks (an encoder's final
  /// norm): the earlier stack's last layer; else kNoLayer.
  std::vector<int64_t> stackEnd;
};

} // namespace

InferredLayers inferLayers(func::FuncOp func, const RoleAssignment &roles) {
  InferredLayers result;
  LayerInference inference(func, roles, result);
  inference.run();
  return result;
}

} // namespace memopt
