//===- LayerStacks.cpp - blocks from the parameters' repeated structure --===//
//
// Step 1 of layer inference when neither parameter names nor op locations
// give the blocks: stacks of one block of parameter signatures repeated
// (see LayerInference.h).
//
//===----------------------------------------------------------------------===//

#include "LayerInferenceImpl.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace memopt {
namespace detail {

/// The first stack is the repeat that covers the most parameters; then
/// the parameters before, between and after the stacks found are searched
/// again, for blocks of two matrices or more (so that the leftovers around
/// one stack, an embedding and a head, make none), until nothing repeats.
/// Returned in forward order.
SmallVector<Repeat> LayerInference::findStacks(ArrayRef<Value> order,
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

/// The repeat that covers the most parameters; on ties the shorter block,
/// then the earlier start. A block must hold `minMatrices` parameters of
/// rank >= 2.
std::optional<Repeat> LayerInference::findRepeat(ArrayRef<Value> order,
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

} // namespace detail
} // namespace memopt
