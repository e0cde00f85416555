//===- UnionFind.h - disjoint sets over dense ids ---------------*- C++ -*-===//
//
// Path halving and union by size over ids 0..n-1: near-constant time per
// operation, and plain vectors (llvm::EquivalenceClasses keeps a map and
// linked member lists, several times slower on 100k-value graphs).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_UNIONFIND_H
#define MEMOPT_LIB_ANALYSIS_UNIONFIND_H

#include <numeric>
#include <utility>
#include <vector>

namespace memopt {

class UnionFind {
public:
  /// Adds a singleton set and returns its id.
  unsigned add() {
    parent.push_back(parent.size());
    size.push_back(1);
    return parent.size() - 1;
  }

  unsigned find(unsigned id) {
    while (parent[id] != id) {
      parent[id] = parent[parent[id]];
      id = parent[id];
    }
    return id;
  }

  /// Merges the sets of `a` and `b`; returns the new leader.
  unsigned unite(unsigned a, unsigned b) {
    a = find(a);
    b = find(b);
    if (a == b)
      return a;
    if (size[a] < size[b])
      std::swap(a, b);
    parent[b] = a;
    size[a] += size[b];
    return a;
  }

private:
  std::vector<unsigned> parent;
  std::vector<unsigned> size;
};

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_UNIONFIND_H
