//===- DropSetTree.cpp - drop sets that share prefixes --------------------===//

#include "DropSetTree.h"

namespace memopt {

DropSetTree::DropSetTree(const RematModel &model) : model(model), stack(model) {
  nodes.push_back({-1, 0, 0});
}

uint64_t DropSetTree::getUnitHash(unsigned unit) {
  // splitmix64: a well-mixed word per unit, so that XORs rarely collide (a
  // collision can only skip a set, never make a plan wrong).
  uint64_t x = unit + 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

unsigned DropSetTree::addChild(unsigned parent, unsigned unit) {
  nodes.push_back(
      {static_cast<int>(parent), unit, nodes[parent].hash ^ getUnitHash(unit)});
  return static_cast<unsigned>(nodes.size() - 1);
}

std::vector<unsigned> DropSetTree::pathTo(unsigned node) const {
  std::vector<unsigned> result;
  for (int at = node; at > 0; at = nodes[at].parent)
    result.push_back(at);
  std::reverse(result.begin(), result.end());
  return result;
}

const RematPlan &DropSetTree::moveTo(unsigned node) {
  std::vector<unsigned> target = pathTo(node);
  size_t common = 0;
  while (common < path.size() && common < target.size() &&
         path[common] == target[common])
    ++common;
  stack.popTo(common);
  path.resize(common);
  for (unsigned step : llvm::ArrayRef(target).drop_front(common)) {
    stack.push(nodes[step].unit);
    path.push_back(step);
  }
  return stack.getPlan();
}

std::vector<unsigned> DropSetTree::getDrops(unsigned node) const {
  std::vector<unsigned> units;
  for (unsigned step : pathTo(node))
    units.push_back(nodes[step].unit);
  return units;
}

RematPlan DropSetTree::materialize(unsigned node,
                                   llvm::StringRef origin) const {
  return buildPlan(model, getDrops(node), origin);
}

} // namespace memopt
