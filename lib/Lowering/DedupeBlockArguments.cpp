//===- DedupeBlockArguments.cpp - one argument for one forwarded buffer ---===//
//
// A block whose predecessors all pass one value to two of its arguments
// (`cf.br ^bb(%a, %a)`; canonicalization moves such a pair into a block of
// several predecessors when it merges the block into the one that branches
// to it) gets that value through one argument. Ownership-based deallocation
// would otherwise free the two at the end of the function, through a
// run-time alias check, long after their last use.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace memopt {
#define GEN_PASS_DEF_DEDUPEBLOCKARGUMENTS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// The branches into `block` and each one's successor index, or nothing
/// when a predecessor is not a branch that forwards every operand.
std::optional<SmallVector<std::pair<BranchOpInterface, unsigned>>>
getIncomingEdges(Block &block) {
  SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
  for (BlockOperand &use : block.getUses()) {
    auto branch = dyn_cast<BranchOpInterface>(use.getOwner());
    if (!branch || branch.getSuccessorOperands(use.getOperandNumber())
                           .getProducedOperandCount() != 0)
      return std::nullopt;
    edges.emplace_back(branch, use.getOperandNumber());
  }
  return edges;
}

void dedupeArguments(Block &block) {
  auto edges = getIncomingEdges(block);
  if (!edges || edges->empty())
    return;
  auto passedTogether = [&](unsigned i, unsigned j) {
    return llvm::all_of(*edges, [&](auto edge) {
      SuccessorOperands operands = edge.first.getSuccessorOperands(edge.second);
      return operands[i] == operands[j];
    });
  };
  // From the last argument down, so erasing one keeps lower indices.
  for (unsigned j = block.getNumArguments(); j-- > 1;) {
    BlockArgument duplicate = block.getArgument(j);
    if (!isa<BaseMemRefType>(duplicate.getType()))
      continue;
    for (unsigned i = 0; i < j; ++i) {
      if (block.getArgument(i).getType() != duplicate.getType() ||
          !passedTogether(i, j))
        continue;
      duplicate.replaceAllUsesWith(block.getArgument(i));
      for (auto [branch, successor] : *edges)
        branch.getSuccessorOperands(successor).erase(j);
      block.eraseArgument(j);
      break;
    }
  }
}

struct DedupeBlockArgumentsPass final
    : impl::DedupeBlockArgumentsBase<DedupeBlockArgumentsPass> {
  void runOnOperation() override {
    for (Block &block : llvm::drop_begin(getOperation().getBody()))
      dedupeArguments(block);
  }
};

} // namespace
} // namespace memopt
