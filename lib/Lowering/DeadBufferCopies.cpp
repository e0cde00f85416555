//===- DeadBufferCopies.cpp - no copy of a buffer that is dead after it ---===//
//
// One-Shot Bufferize orders ops by dominance only, so two blocks that never
// both run (the sides of a cf.cond_br diamond) look as if either could run
// after the other: a value one side forwards to the merge block's argument
// conflicts with the other side's write into that argument's buffer, and
// One-Shot copies it before the branch. The analysis (and the program) have
// no such conflict: the copy is of a buffer nothing reads again, and holds
// a second buffer for a moment that the prediction does not have.
//
// In functions of several blocks, this pass removes every copy of a block's
// own allocation into another allocation of the same type when the source
// is not used after the copy: the copy's target becomes the source.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace memopt {
#define GEN_PASS_DEF_DEADBUFFERCOPIES
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// Whether `copy` copies an allocation of its block, used only before it,
/// into another allocation of that block of the same type, used only after.
bool copiesDeadBuffer(memref::CopyOp copy) {
  auto source = copy.getSource().getDefiningOp<memref::AllocOp>();
  auto target = copy.getTarget().getDefiningOp<memref::AllocOp>();
  Block *block = copy->getBlock();
  if (!source || !target || source->getBlock() != block ||
      target->getBlock() != block || source.getType() != target.getType())
    return false;
  for (Operation *user : source->getUsers()) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (user != copy && (!ancestor || !ancestor->isBeforeInBlock(copy)))
      return false;
  }
  for (Operation *user : target->getUsers()) {
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    if (user != copy && (!ancestor || ancestor->isBeforeInBlock(copy)))
      return false;
  }
  return true;
}

struct DeadBufferCopiesPass final
    : public impl::DeadBufferCopiesBase<DeadBufferCopiesPass> {
  using DeadBufferCopiesBase::DeadBufferCopiesBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || func.getBody().hasOneBlock())
      return markAllAnalysesPreserved();
    SmallVector<memref::CopyOp> copies;
    func.walk([&](memref::CopyOp copy) {
      if (copiesDeadBuffer(copy))
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      Value source = copy.getSource();
      Operation *target = copy.getTarget().getDefiningOp();
      copy.erase();
      target->getResult(0).replaceAllUsesWith(source);
      target->erase();
    }
  }
};

} // namespace

} // namespace memopt
