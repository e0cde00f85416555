//===- DropSetTree.h - drop sets that share prefixes ------------*- C++ -*-===//
//
// The searches over drop sets visit many sets that differ in a few drops. A
// node of this tree is its parent's set plus one unit; one RematPlan follows
// the tree, so moving to a node undoes the drops back to the part of the path
// it shares with the current node and applies the rest. Every drop applied
// is counted, the searches' bound on time.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_DROPSETTREE_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_DROPSETTREE_H

#include "DropStack.h"

namespace memopt {

class DropSetTree {
public:
  static constexpr unsigned kRoot = 0;

  explicit DropSetTree(const RematModel &model);

  /// A new node: the set of `parent` plus `unit`.
  unsigned addChild(unsigned parent, unsigned unit);

  /// A hash of the node's set that does not depend on the order of its drops
  /// (an XOR of one random word per unit), to search each set once.
  uint64_t getSetHash(unsigned node) const { return nodes[node].hash; }
  static uint64_t getUnitHash(unsigned unit);

  /// Brings the plan to the node's set, and returns it.
  const RematPlan &moveTo(unsigned node);
  const RematPlan &getPlan() const { return stack.getPlan(); }

  /// The nodes from the root (excluded) to `node`.
  std::vector<unsigned> pathTo(unsigned node) const;
  /// The node's set: the units on its path, in order.
  std::vector<unsigned> getDrops(unsigned node) const;
  /// A plan of its own with the node's drops, in the order of its path.
  RematPlan materialize(unsigned node, llvm::StringRef origin) const;

  uint64_t getDropsApplied() const { return stack.getDropsApplied(); }

private:
  struct Node {
    int parent;
    unsigned unit;
    uint64_t hash;
  };
  const RematModel &model;
  DropStack stack;
  std::vector<Node> nodes;
  /// The nodes whose units are on `stack`.
  std::vector<unsigned> path;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_DROPSETTREE_H
