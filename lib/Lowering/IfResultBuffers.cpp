//===- IfResultBuffers.cpp - an scf.if result in a buffer of its own
//-------===//
//
// After One-Shot Bufferize an scf.if result is whichever buffer the branch
// that ran yielded: an allocation of the branch, a buffer of the enclosing
// block, or a function argument. Upstream's ownership-based deallocation
// then cannot tell statically who owns the result, so it frees every buffer
// an scf.if may yield only at the end of the enclosing block, through a
// runtime aliasing check (a helper that itself allocates), and clones a
// returned result that may be an argument. None of that follows a buffer's
// last use, which is what the memory analysis (and any plan of peak memory)
// assumes.
//
// The analysis gives an scf.if result a buffer of its own, live from the
// scf.if to the result's last use (docs/lowering.md). This pass makes the
// lowered program do exactly that: before each scf.if, one allocation per
// statically shaped memref result; each branch copies what it yielded into
// it; the scf.if no longer returns the buffer. Every buffer then has a
// statically known owner, so the deallocation pipeline frees each right
// after its last use, with no runtime check and no clone. The price is one
// copy per result and branch (the analysis already counts the bytes).
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/BitVector.h"

namespace memopt {
#define GEN_PASS_DEF_IFRESULTBUFFERS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// The identity-layout buffer type that can hold a result of type `type`
/// and be cast back to it, if there is one.
MemRefType getResultBufferType(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return {};
  auto buffer =
      MemRefType::get(memref.getShape(), memref.getElementType(),
                      MemRefLayoutAttrInterface(), memref.getMemorySpace());
  if (buffer != memref && !memref::CastOp::areCastCompatible(buffer, memref))
    return {};
  return buffer;
}

/// Gives the memref results of `ifOp` buffers allocated before it; returns
/// the scf.if that replaces it (itself when nothing changed).
scf::IfOp giveResultsOwnBuffers(scf::IfOp ifOp) {
  OpBuilder builder(ifOp);
  Location loc = ifOp.getLoc();
  llvm::BitVector moved(ifOp.getNumResults());
  SmallVector<Value> buffers(ifOp.getNumResults());
  for (OpResult result : ifOp.getResults()) {
    // An unused result is dropped by canonicalization, and the analysis
    // gives it no live range past the scf.if: leave it alone.
    MemRefType type = getResultBufferType(result.getType());
    if (!type || result.use_empty())
      continue;
    unsigned i = result.getResultNumber();
    buffers[i] = memref::AllocOp::create(builder, loc, type);
    moved.set(i);
  }
  if (moved.none())
    return ifOp;

  // Each branch copies what it yields into the buffers.
  for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()}) {
    auto yield = cast<scf::YieldOp>(region->front().getTerminator());
    OpBuilder inBranch(yield);
    SmallVector<Value> kept;
    for (auto [i, value] : llvm::enumerate(yield.getOperands())) {
      if (moved.test(i))
        memref::CopyOp::create(inBranch, loc, value, buffers[i]);
      else
        kept.push_back(value);
    }
    yield.getResultsMutable().assign(kept);
  }

  // The same scf.if without the moved results.
  SmallVector<Type> keptTypes;
  for (OpResult result : ifOp.getResults())
    if (!moved.test(result.getResultNumber()))
      keptTypes.push_back(result.getType());
  auto replacement =
      scf::IfOp::create(builder, loc, keptTypes, ifOp.getCondition(),
                        /*addThenBlock=*/false, /*addElseBlock=*/false);
  replacement.getThenRegion().takeBody(ifOp.getThenRegion());
  replacement.getElseRegion().takeBody(ifOp.getElseRegion());
  replacement->setAttrs(ifOp->getAttrs());
  unsigned next = 0;
  for (OpResult result : ifOp.getResults()) {
    unsigned i = result.getResultNumber();
    Value value;
    if (moved.test(i)) {
      value = buffers[i];
      if (value.getType() != result.getType())
        value = memref::CastOp::create(builder, loc, result.getType(), value);
    } else {
      value = replacement.getResult(next++);
    }
    result.replaceAllUsesWith(value);
  }
  ifOp.erase();
  return replacement;
}

struct IfResultBuffersPass final
    : public impl::IfResultBuffersBase<IfResultBuffersPass> {
  using IfResultBuffersBase::IfResultBuffersBase;

  void runOnOperation() override {
    // Collected first: the rewrite replaces the ops it visits.
    SmallVector<scf::IfOp> ifOps;
    getOperation().walk([&](scf::IfOp ifOp) {
      // An scf.if with results has both branches.
      if (ifOp.getNumResults() != 0)
        ifOps.push_back(ifOp);
    });
    for (scf::IfOp ifOp : ifOps)
      giveResultsOwnBuffers(ifOp);
  }
};

} // namespace

} // namespace memopt
