//===- LayerNames.cpp - blocks from parameter names and op locations ------===//
//
// Step 1 (and 1b) of layer inference from the module paths in parameter
// names and op locations (see LayerInference.h).
//
//===----------------------------------------------------------------------===//

#include "LayerInferenceImpl.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace mlir;

namespace memopt {
namespace detail {

/// A parameter's name: `memopt.name`, else its name location.
StringRef LayerInference::parameterName(BlockArgument arg) const {
  func::FuncOp f = func; // getArgAttr is not const.
  if (auto name =
          f.getArgAttrOfType<StringAttr>(arg.getArgNumber(), kNameAttrName))
    return name.getValue();
  if (auto loc = dyn_cast<NameLoc>(arg.getLoc()))
    return loc.getName().getValue();
  return {};
}

/// Splits a name at its first integer component, one delimited by
/// separators: "h.3.mlp.0.weight" -> ("h.", 3); "params['layers_2']['w']"
/// -> ("params['layers_", 2). Digits inside a word ("w1") do not count.
std::optional<std::pair<StringRef, unsigned>>
LayerInference::splitAtIndex(StringRef name) {
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
std::optional<std::pair<StringRef, unsigned>>
LayerInference::blockOfLocation(Location loc, Accept accept) {
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
void LayerInference::locateOps() {
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
bool LayerInference::layerByLocations() {
  std::map<std::string, std::set<unsigned>> indices;
  SmallVector<std::string> firstSeen;
  std::vector<std::optional<std::pair<std::string, unsigned>>> blockOf(
      ops.size());
  for (auto [point, op] : llvm::enumerate(ops)) {
    auto block = blockOfLocation(op->getLoc(), [](StringRef) { return true; });
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
void LayerInference::placeUnlocated() {
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
void LayerInference::applyLocatedLayers(bool forwardOnly) {
  for (auto [point, op] : llvm::enumerate(ops))
    if (!forwardOnly || forward[point])
      if (auto it = located.find(op); it != located.end()) {
        layer[point] = it->second;
        followsUser[point] = false;
      }
}

/// Blocks from the parameters' module paths (see LayerInference.h).
bool LayerInference::layerByNames(ArrayRef<Value> order) {
  // prefix -> block index -> (parameters, holds a matrix)
  std::map<std::string, std::map<unsigned, std::pair<unsigned, bool>>> blocks;
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

} // namespace detail
} // namespace memopt
