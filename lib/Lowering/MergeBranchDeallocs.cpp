//===- MergeBranchDeallocs.cpp - one dealloc for both sides of a branch ---===//
//
// Ownership-based deallocation frees the buffers that die in a block ending
// in a cf.cond_br once per successor: `dealloc (%a) if (%c)` and
// `dealloc (%a) if (%c xor true)`, placed before the branch. Lowered, they
// are two conditional frees that optimize-allocation-liveness cannot move,
// so every such buffer lives to the end of its block, where the analysis
// (and an unconditional free) ends it after its last use.
//
// This pass merges each such pair into one unconditional dealloc, which the
// deallocation lowering turns into a plain memref.dealloc that is then moved
// up to the buffer's last use. The same for a pair freeing several buffers
// (`dealloc (%a, %r) if (%c, %o and %c)` and `... if (%c xor true, %o and
// (%c xor true))`): one dealloc `if (true, %o)`, which the passes after it
// treat as the dealloc of a block without a branch (a loop's results freed
// after their last use, buffers told apart), where two of them went through
// a runtime alias check that allocates, at the end of the block.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/Matchers.h"

namespace memopt {
#define GEN_PASS_DEF_MERGEBRANCHDEALLOCS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// Whether `value` is `other xor true`, in either operand order.
bool isNegationOf(Value value, Value other) {
  auto xorOp = value.getDefiningOp<arith::XOrIOp>();
  if (!xorOp)
    return false;
  Value lhs = xorOp.getLhs(), rhs = xorOp.getRhs();
  return (lhs == other && matchPattern(rhs, m_One())) ||
         (rhs == other && matchPattern(lhs, m_One()));
}

/// Whether `a` and `b` are `c` and `c xor true`, in either order.
bool areComplementary(Value a, Value b) {
  return isNegationOf(a, b) || isNegationOf(b, a);
}

/// The condition under which one of two frees on the two sides of a branch
/// runs: always (null) for `c` and `not c`; `x` for `x and c` and `x and not
/// c` (a buffer the block owns only when `x`, a loop's ownership flag).
/// Failure when the two are not such a pair.
FailureOr<Value> getEitherCondition(Value a, Value b) {
  if (areComplementary(a, b))
    return Value();
  auto andA = a.getDefiningOp<arith::AndIOp>();
  auto andB = b.getDefiningOp<arith::AndIOp>();
  if (!andA || !andB)
    return failure();
  for (auto [x, c] : {std::pair(andA.getLhs(), andA.getRhs()),
                      std::pair(andA.getRhs(), andA.getLhs())})
    for (auto [y, d] : {std::pair(andB.getLhs(), andB.getRhs()),
                        std::pair(andB.getRhs(), andB.getLhs())})
      if (x == y && areComplementary(c, d))
        return x;
  return failure();
}

/// Whether `a` and `b` free the same memrefs, in order, retaining nothing.
bool freeSameMemrefs(bufferization::DeallocOp a, bufferization::DeallocOp b) {
  return a.getRetained().empty() && b.getRetained().empty() &&
         llvm::equal(a.getMemrefs(), b.getMemrefs());
}

/// Merges `second` into `first` when each memref's two conditions are the
/// two sides of a branch; returns whether it did.
bool mergePair(bufferization::DeallocOp first,
               bufferization::DeallocOp second) {
  if (!freeSameMemrefs(first, second))
    return false;
  SmallVector<Value> merged;
  for (auto [a, b] :
       llvm::zip_equal(first.getConditions(), second.getConditions())) {
    FailureOr<Value> either = getEitherCondition(a, b);
    if (failed(either))
      return false;
    merged.push_back(*either);
  }
  // Built only once the pair merges, and once for all its buffers.
  Value always;
  for (Value &condition : merged) {
    if (condition)
      continue;
    if (!always) {
      OpBuilder builder(first);
      always = arith::ConstantOp::create(builder, first.getLoc(),
                                         builder.getBoolAttr(true));
    }
    condition = always;
  }
  first.getConditionsMutable().assign(merged);
  second.erase();
  return true;
}

/// Merges the pairs of `block`'s deallocs that free the same memrefs on the
/// two sides of its branch.
void mergeInBlock(Block &block) {
  SmallVector<bufferization::DeallocOp> deallocs;
  for (Operation &op : block)
    if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op))
      deallocs.push_back(dealloc);
  SmallVector<bool> merged(deallocs.size(), false);
  for (size_t i = 0; i < deallocs.size(); ++i) {
    if (merged[i])
      continue;
    for (size_t j = i + 1; j < deallocs.size(); ++j) {
      if (merged[j] || !mergePair(deallocs[i], deallocs[j]))
        continue;
      merged[i] = merged[j] = true;
      break;
    }
  }
}

struct MergeBranchDeallocsPass final
    : public impl::MergeBranchDeallocsBase<MergeBranchDeallocsPass> {
  using MergeBranchDeallocsBase::MergeBranchDeallocsBase;

  void runOnOperation() override {
    getOperation()->walk([](Block *block) { mergeInBlock(*block); });
  }
};

} // namespace

} // namespace memopt
