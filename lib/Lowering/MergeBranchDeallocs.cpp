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
// up to the buffer's last use.
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

/// A dealloc of one memref under one condition, retaining nothing.
bool isSingleDealloc(bufferization::DeallocOp dealloc) {
  return dealloc.getMemrefs().size() == 1 &&
         dealloc.getConditions().size() == 1 && dealloc.getRetained().empty();
}

/// Whether `value` is `other xor true`, in either operand order.
bool isNegationOf(Value value, Value other) {
  auto xorOp = value.getDefiningOp<arith::XOrIOp>();
  if (!xorOp)
    return false;
  Value lhs = xorOp.getLhs(), rhs = xorOp.getRhs();
  return (lhs == other && matchPattern(rhs, m_One())) ||
         (rhs == other && matchPattern(lhs, m_One()));
}

bool areComplementary(Value a, Value b) {
  return isNegationOf(a, b) || isNegationOf(b, a);
}

/// Merges the complementary pairs of `block`'s single deallocs: the first of
/// each pair becomes unconditional, the second is erased.
void mergeInBlock(Block &block) {
  SmallVector<bufferization::DeallocOp> deallocs;
  for (Operation &op : block)
    if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op);
        dealloc && isSingleDealloc(dealloc))
      deallocs.push_back(dealloc);
  SmallVector<bool> merged(deallocs.size(), false);
  for (size_t i = 0; i < deallocs.size(); ++i) {
    if (merged[i])
      continue;
    for (size_t j = i + 1; j < deallocs.size(); ++j) {
      if (merged[j] ||
          deallocs[i].getMemrefs()[0] != deallocs[j].getMemrefs()[0] ||
          !areComplementary(deallocs[i].getConditions()[0],
                            deallocs[j].getConditions()[0]))
        continue;
      OpBuilder builder(deallocs[i]);
      Value always = arith::ConstantOp::create(builder, deallocs[i].getLoc(),
                                               builder.getBoolAttr(true));
      deallocs[i].getConditionsMutable().assign(always);
      deallocs[j].erase();
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
