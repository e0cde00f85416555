//===- FreeLoopResults.cpp - free a loop's fresh result after its last use ===//
//
// An scf.for whose body yields a new buffer every iteration (a carried
// activation, a scanned layer's output) returns with it an ownership flag
// that ownership-based deallocation only knows at run time: a loop that does
// not run returns its init. So the result, and the init the block owns, are
// freed only at the end of the block, in one bufferization.dealloc whose
// lowering checks aliasing at run time through a helper that allocates.
// The memory analysis frees the result after its last use and the init
// after the loop (docs/lowering.md, "Loops"); a scanned-layers step measured
// 64 bytes above the prediction.
//
// When the loop runs at least once and each iteration yields a buffer it
// owns, the result is the last iteration's fresh buffer, which nothing
// outside the loop aliases: it is freed right after its last use (or a
// view's), and leaves the block's dealloc, whose other buffers the next
// buffer-deallocation-simplification then tells apart.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <optional>

namespace memopt {
#define GEN_PASS_DEF_FREELOOPRESULTS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// Whether `loop` runs at least once: constant bounds with lb < ub.
bool runsAtLeastOnce(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  return lb && ub && step && *step > 0 && *lb >= 0 && *lb < *ub;
}

/// The ownership flag the deallocation pipeline appended to `loop` for its
/// memref result `result`: one i1 result per memref result, in order, after
/// the loop's own results.
Value getOwnershipResult(scf::ForOp loop, OpResult result) {
  unsigned memrefs = 0, rank = 0;
  for (OpResult other : loop.getResults()) {
    if (!isa<BaseMemRefType>(other.getType()))
      continue;
    if (other == result)
      rank = memrefs;
    ++memrefs;
  }
  if (loop.getNumResults() < 2 * memrefs)
    return {};
  return loop.getResult(loop.getNumResults() - memrefs + rank);
}

/// Whether every iteration of `loop` yields, for `result`, a buffer it owns
/// (the ownership flag the deallocation pipeline yields is true) and the
/// loop does not own its init (the flag starts false): the loop's ownership
/// result is then true exactly when the loop ran and `result` is the buffer
/// its last iteration allocated.
bool yieldsOwnedBuffers(scf::ForOp loop, OpResult result) {
  Value ownership = getOwnershipResult(loop, result);
  if (!ownership)
    return false;
  unsigned index = cast<OpResult>(ownership).getResultNumber();
  return matchPattern(loop.getYieldedValues()[index], m_One()) &&
         matchPattern(loop.getInits()[index], m_Zero());
}

/// Whether `result` of `loop` is always the buffer its last iteration
/// allocated.
bool isFreshResult(scf::ForOp loop, OpResult result) {
  return runsAtLeastOnce(loop) && yieldsOwnedBuffers(loop, result);
}

/// Whether `loop` takes `value` only as inits of fresh results, so that no
/// result aliases it.
bool onlyInitsFreshResults(scf::ForOp loop, Value value) {
  for (auto [init, result] : llvm::zip(loop.getInits(), loop.getResults()))
    if (init == value && !isFreshResult(loop, cast<OpResult>(result)))
      return false;
  return llvm::is_contained(loop.getInits(), value);
}

/// The last op of `block` that uses `root` or a view of it, ignoring `skip`
/// (the dealloc and the metadata op that frees it); null when some use lets
/// the buffer escape (a terminator, a loop's init whose result may be it, an
/// op returning a memref that is not a view, another dealloc).
Operation *findLastUse(Value root, Block *block,
                       llvm::ArrayRef<Operation *> skip) {
  // A block argument nothing uses is left to upstream (null).
  Operation *last = root.getDefiningOp();
  SmallVector<Value> worklist{root};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (llvm::is_contained(skip, user))
        continue;
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      auto loop = dyn_cast<scf::ForOp>(user);
      if (view && view.getViewSource() == value) {
        for (Value result : user->getResults())
          if (isa<BaseMemRefType>(result.getType()))
            worklist.push_back(result);
      } else if (loop && onlyInitsFreshResults(loop, value)) {
        // Read in the loop's first iteration only.
      } else if (user->hasTrait<OpTrait::IsTerminator>() ||
                 isa<bufferization::DeallocOp, LoopLikeOpInterface,
                     RegionBranchOpInterface>(user) ||
                 llvm::any_of(user->getResultTypes(),
                              llvm::IsaPred<BaseMemRefType>)) {
        return nullptr;
      }
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      if (!ancestor)
        return nullptr;
      if (!last || last->isBeforeInBlock(ancestor))
        last = ancestor;
    }
  }
  return last;
}

/// Frees `buffer` after `last` instead of as `dealloc`'s `index`th memref,
/// under that memref's condition unless it is always true. Through its base
/// buffer, as the deallocation pipeline frees: a memref.dealloc of an
/// allocation itself would be moved by optimize-allocation-liveness past the
/// last use of every value it takes for an alias (a loop result, even past a
/// return that yields one).
void freeAfter(Operation *last, Value buffer, bufferization::DeallocOp dealloc,
               unsigned index, bool always) {
  OpBuilder builder(last->getContext());
  Location loc = dealloc.getLoc();
  builder.setInsertionPointAfter(last);
  auto metadata =
      memref::ExtractStridedMetadataOp::create(builder, loc, buffer);
  Value condition = dealloc.getConditions()[index];
  if (always) {
    memref::DeallocOp::create(builder, loc, metadata.getBaseBuffer());
  } else {
    auto ifOwned = scf::IfOp::create(builder, loc, condition,
                                     /*withElseRegion=*/false);
    builder.setInsertionPointToStart(ifOwned.thenBlock());
    memref::DeallocOp::create(builder, loc, metadata.getBaseBuffer());
  }
  builder.setInsertionPoint(dealloc);
  Value never =
      arith::ConstantIntOp::create(builder, loc, builder.getI1Type(), 0);
  dealloc.getConditionsMutable()[index].set(never);
}

/// The value `dealloc` frees as its `index`th memref, seen through the
/// metadata op that gives its base buffer (added to `skip`: it exists for
/// the dealloc); null when that base buffer has other uses.
Value getFreedValue(bufferization::DeallocOp dealloc, unsigned index,
                    SmallVectorImpl<Operation *> &skip) {
  Value freed = dealloc.getMemrefs()[index];
  auto metadata = freed.getDefiningOp<memref::ExtractStridedMetadataOp>();
  if (!metadata)
    return freed;
  if (!freed.hasOneUse())
    return {};
  skip.push_back(metadata);
  return metadata.getSource();
}

/// Frees the fresh loop result that `dealloc` frees as its `index`th memref,
/// if it is one, after its last use; returns whether it did.
bool freeLoopResult(bufferization::DeallocOp dealloc, unsigned index) {
  SmallVector<Operation *, 2> skip{dealloc};
  Value result = getFreedValue(dealloc, index, skip);
  if (!result)
    return false;
  auto loop = result.getDefiningOp<scf::ForOp>();
  Block *block = dealloc->getBlock();
  if (!loop || loop->getBlock() != block ||
      !yieldsOwnedBuffers(loop, cast<OpResult>(result)) ||
      dealloc.getConditions()[index] !=
          getOwnershipResult(loop, cast<OpResult>(result)))
    return false;
  Operation *last = findLastUse(result, block, skip);
  if (!last)
    return false;
  // A loop that may not run returns its init, which it does not own: freed
  // only when owned.
  freeAfter(last, result, dealloc, index, runsAtLeastOnce(loop));
  return true;
}

/// Whether an scf.for takes `root`, or a view of it, as an init.
bool isLoopInit(Value root) {
  SmallVector<Value> worklist{root};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (isa<scf::ForOp>(user))
        return true;
      if (auto view = dyn_cast<ViewLikeOpInterface>(user);
          view && view.getViewSource() == value)
        for (Value result : user->getResults())
          if (isa<BaseMemRefType>(result.getType()))
            worklist.push_back(result);
    }
  }
  return false;
}

/// Frees the allocation that `dealloc` frees as its `index`th memref after
/// its last use, if it, or a view of it (a slice of an activation), is the
/// init of loops whose results are fresh (else a result may be it, and
/// upstream keeps it to the end of the block with them); returns whether
/// it did.
bool freeLoopInit(bufferization::DeallocOp dealloc, unsigned index) {
  Value freed = dealloc.getMemrefs()[index];
  Block *block = dealloc->getBlock();
  auto alloc = freed.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != block ||
      !matchPattern(dealloc.getConditions()[index], m_One()) ||
      !isLoopInit(freed))
    return false;
  Operation *last = findLastUse(freed, block, {dealloc});
  if (!last)
    return false;
  freeAfter(last, freed, dealloc, index, /*always=*/true);
  return true;
}

/// Whether every value the branches into `block` forward to `argument` is
/// either a function argument (never owned: the free's flag is false) or an
/// allocation's buffer that only its own block uses and that is forwarded to
/// no other argument: when the flag is true the argument's buffer is then
/// reachable from `block` only through the argument.
bool isOnlyNameInBlock(BlockArgument argument, Block *block) {
  Block *entry = &block->getParent()->front();
  for (Block *predecessor : block->getPredecessors()) {
    auto branch = dyn_cast<BranchOpInterface>(predecessor->getTerminator());
    if (!branch)
      return false;
    for (auto [index, successor] : llvm::enumerate(branch->getSuccessors())) {
      if (successor != block)
        continue;
      SuccessorOperands operands = branch.getSuccessorOperands(index);
      if (operands.getProducedOperandCount() != 0)
        return false;
      Value value = operands[argument.getArgNumber()];
      for (auto [i, other] : llvm::enumerate(block->getArguments()))
        if (i != argument.getArgNumber() && operands[i] == value)
          return false;
      auto blockArgument = dyn_cast<BlockArgument>(value);
      if (blockArgument && blockArgument.getOwner() == entry)
        continue;
      Block *home = value.getParentBlock();
      if (blockArgument || home == block ||
          llvm::any_of(value.getUsers(), [&](Operation *user) {
            return !home->findAncestorOpInBlock(*user);
          }))
        return false;
    }
  }
  return true;
}

/// Frees the block argument that `dealloc`, in the argument's block, frees
/// as its `index`th memref under the argument's ownership flag (another
/// argument), if it is one, right after its last use; returns whether it
/// did.
bool freeBlockArgument(bufferization::DeallocOp dealloc, unsigned index) {
  SmallVector<Operation *, 2> skip{dealloc};
  Value value = getFreedValue(dealloc, index, skip);
  if (!value)
    return false;
  Block *block = dealloc->getBlock();
  auto argument = dyn_cast<BlockArgument>(value);
  auto flag = dyn_cast<BlockArgument>(dealloc.getConditions()[index]);
  if (!argument || !flag || argument.getOwner() != block ||
      flag.getOwner() != block || block->isEntryBlock() ||
      !isOnlyNameInBlock(argument, block))
    return false;
  Operation *last = findLastUse(argument, block, skip);
  if (!last)
    return false;
  freeAfter(last, argument, dealloc, index, /*always=*/false);
  return true;
}

struct FreeLoopResultsPass final
    : public impl::FreeLoopResultsBase<FreeLoopResultsPass> {
  using FreeLoopResultsBase::FreeLoopResultsBase;

  void runOnOperation() override {
    SmallVector<bufferization::DeallocOp> deallocs;
    getOperation().walk(
        [&](bufferization::DeallocOp dealloc) { deallocs.push_back(dealloc); });
    for (bufferization::DeallocOp dealloc : deallocs)
      for (unsigned i = 0, e = dealloc.getMemrefs().size(); i != e; ++i)
        if (!freeLoopResult(dealloc, i) && !freeBlockArgument(dealloc, i))
          (void)freeLoopInit(dealloc, i);
  }
};

} // namespace

} // namespace memopt
