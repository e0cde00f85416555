//===- SplitCarriedDeallocs.cpp - one free per carried buffer -------------===//
//
// An scf.for carrying several buffers that each iteration replaces (a scan
// with two carries, an activation and its residual) frees the previous
// iteration's buffers in one `bufferization.dealloc (%a, %b) if (%fa, %fb)`.
// Its lowering cannot assume %a and %b are distinct, so it calls a helper
// that compares their addresses at run time in arrays it allocates: 10 bytes
// per buffer, at the point where the loop holds both iterations' buffers
// (its peak), which the memory analysis does not count (a loop carrying two
// 64-float sums: 1,812 bytes measured, 1,792 predicted).
//
// When the buffers are distinct whenever both flags hold, this pass splits
// such a dealloc into one per buffer, each lowered to a conditional free.
// They are distinct when each is an iteration argument of the enclosing
// loop or a buffer the body allocates, and, for two iteration arguments,
// in the first iteration their inits are distinct allocations or one flag
// starts false, and in the next ones the body yields distinct allocations
// for them or one of the yielded flags is false.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

namespace memopt {
#define GEN_PASS_DEF_SPLITCARRIEDDEALLOCS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// The buffer `memref` is the base of (through extract_strided_metadata,
/// which the deallocation pipeline inserts before each dealloc).
Value getBase(Value memref) {
  if (auto metadata = memref.getDefiningOp<memref::ExtractStridedMetadataOp>();
      metadata && memref == metadata.getBaseBuffer())
    return metadata.getSource();
  return memref;
}

/// One buffer of a dealloc, seen from the loop whose body holds it.
struct Freed {
  /// The iteration argument's position, or none for a body allocation.
  std::optional<unsigned> iterArg;
  /// The body's allocation when `iterArg` is none.
  Operation *alloc = nullptr;
  Value condition;
};

/// Whether `a` and `b` are results of two different memref.alloc ops.
bool areDistinctAllocations(Value a, Value b) {
  auto allocA = a.getDefiningOp<memref::AllocOp>();
  auto allocB = b.getDefiningOp<memref::AllocOp>();
  return allocA && allocB && allocA != allocB;
}

/// The value `condition` takes in the first iteration and the value the body
/// yields for the next one (a condition that is not an iteration argument
/// is the same value in every iteration).
std::pair<Value, Value> getFlagValues(scf::ForOp loop, Value condition) {
  auto arg = dyn_cast<BlockArgument>(condition);
  if (!arg || arg.getOwner() != loop.getBody() ||
      arg.getArgNumber() < loop.getNumInductionVars())
    return {condition, condition};
  OpOperand *init = loop.getTiedLoopInit(arg);
  OpOperand *yielded = loop.getTiedLoopYieldedValue(arg);
  return {init->get(), yielded->get()};
}

bool isFalse(Value flag) { return matchPattern(flag, m_Zero()); }

/// Whether two iteration arguments' buffers may be one buffer while both
/// flags hold: in the first iteration (the inits) or a later one (what the
/// body yields).
bool mayCoincide(scf::ForOp loop, const Freed &a, const Freed &b) {
  auto [initFlagA, yieldFlagA] = getFlagValues(loop, a.condition);
  auto [initFlagB, yieldFlagB] = getFlagValues(loop, b.condition);
  Value initA = loop.getInitArgs()[*a.iterArg];
  Value initB = loop.getInitArgs()[*b.iterArg];
  Value yieldA = loop.getYieldedValues()[*a.iterArg];
  Value yieldB = loop.getYieldedValues()[*b.iterArg];
  bool firstApart = isFalse(initFlagA) || isFalse(initFlagB) ||
                    areDistinctAllocations(initA, initB);
  bool nextApart = isFalse(yieldFlagA) || isFalse(yieldFlagB) ||
                   (areDistinctAllocations(yieldA, yieldB) &&
                    yieldA.getParentBlock() == loop.getBody() &&
                    yieldB.getParentBlock() == loop.getBody());
  return !(firstApart && nextApart);
}

/// The buffers `dealloc` frees, when each is an iteration argument of
/// `loop` or an allocation of its body; none otherwise.
std::optional<SmallVector<Freed>> classify(scf::ForOp loop,
                                           bufferization::DeallocOp dealloc) {
  SmallVector<Freed> freed;
  for (auto [memref, condition] :
       llvm::zip_equal(dealloc.getMemrefs(), dealloc.getConditions())) {
    Value base = getBase(memref);
    Freed entry;
    entry.condition = condition;
    if (auto arg = dyn_cast<BlockArgument>(base);
        arg && arg.getOwner() == loop.getBody() &&
        arg.getArgNumber() >= loop.getNumInductionVars())
      entry.iterArg = arg.getArgNumber() - loop.getNumInductionVars();
    else if (auto alloc = base.getDefiningOp<memref::AllocOp>();
             alloc && alloc->getBlock() == loop.getBody())
      entry.alloc = alloc;
    else
      return std::nullopt;
    freed.push_back(entry);
  }
  return freed;
}

/// Whether the buffers `dealloc` frees are pairwise distinct whenever their
/// conditions hold.
bool freesDistinctBuffers(scf::ForOp loop, bufferization::DeallocOp dealloc) {
  std::optional<SmallVector<Freed>> freed = classify(loop, dealloc);
  if (!freed)
    return false;
  for (size_t i = 0; i < freed->size(); ++i)
    for (size_t j = i + 1; j < freed->size(); ++j) {
      const Freed &a = (*freed)[i], &b = (*freed)[j];
      if (a.alloc && b.alloc && a.alloc == b.alloc)
        return false;
      if (a.iterArg && b.iterArg &&
          (*a.iterArg == *b.iterArg || mayCoincide(loop, a, b)))
        return false;
    }
  return true;
}

struct SplitCarriedDeallocs
    : impl::SplitCarriedDeallocsBase<SplitCarriedDeallocs> {
  void runOnOperation() override {
    SmallVector<bufferization::DeallocOp> splits;
    getOperation().walk([&](bufferization::DeallocOp dealloc) {
      auto loop = dyn_cast<scf::ForOp>(dealloc->getParentOp());
      if (loop && dealloc.getMemrefs().size() > 1 &&
          dealloc.getRetained().empty() && freesDistinctBuffers(loop, dealloc))
        splits.push_back(dealloc);
    });
    for (bufferization::DeallocOp dealloc : splits) {
      OpBuilder builder(dealloc);
      for (auto [memref, condition] :
           llvm::zip_equal(dealloc.getMemrefs(), dealloc.getConditions()))
        bufferization::DeallocOp::create(builder, dealloc.getLoc(), memref,
                                         condition, ValueRange());
      dealloc.erase();
    }
  }
};

} // namespace
} // namespace memopt
