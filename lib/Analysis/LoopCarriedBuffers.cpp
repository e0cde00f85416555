//===- LoopCarriedBuffers.cpp - buffers a loop holds between iterations ---===//

#include "LoopCarriedBuffers.h"
#include "ReturnedCopies.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace memopt {
namespace {

/// A value an scf.for carries: its loop, init and result, and the buffers
/// of its init, iter_arg and yielded value.
struct CarriedValue {
  scf::ForOp loop;
  Value init, result;
  unsigned initial, carried, fresh;
};

/// Calls `fn` with every value an scf.for of `profile` carries whose init,
/// iter_arg and yielded value all have buffers.
template <typename Fn>
void forEachCarriedValue(const FunctionMemoryProfile &profile, Fn fn) {
  auto bufferOf = [&](Value value) -> std::optional<unsigned> {
    auto it = profile.bufferOf.find(value);
    if (it == profile.bufferOf.end())
      return std::nullopt;
    return it->second;
  };
  for (Operation *op : profile.order->getOps()) {
    auto loop = dyn_cast<scf::ForOp>(op);
    if (!loop)
      continue;
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (auto [init, iterArg, yielded, result] :
         llvm::zip(loop.getInitArgs(), loop.getRegionIterArgs(),
                   yield.getOperands(), loop.getResults())) {
      // Canonicalization drops an iter_arg nothing reads, inside the loop or
      // after it: its init dies before the loop, each iteration's value in
      // its iteration.
      if (iterArg.use_empty() && result.use_empty())
        continue;
      std::optional<unsigned> carried = bufferOf(iterArg);
      std::optional<unsigned> fresh = bufferOf(yielded);
      std::optional<unsigned> initial = bufferOf(init);
      if (carried && fresh && initial)
        fn(CarriedValue{loop, init, result, *initial, *carried, *fresh});
    }
  }
}

/// Whether `value`'s loop takes as its init a view (a slice, a reshape, a
/// cast) of an allocation, without a copy: the init shares the view's
/// source's buffer, which the lowering frees right after the loop
/// (memopt-free-loop-results), while the result, a buffer of the view's
/// size, lives on. (Where One-Shot copies the view, the copy is the init's
/// buffer, not its source's.)
bool takesViewOfAllocation(const FunctionMemoryProfile &profile,
                           const CarriedValue &value) {
  const Buffer &carried = profile.buffers[value.carried];
  if (value.initial != value.carried || value.carried == value.fresh ||
      carried.holdsArgument || carried.holdsConstant)
    return false;
  Operation *def = value.init.getDefiningOp();
  if (!def || !isViewOp(def))
    return false;
  auto it = profile.bufferOf.find(def->getOperand(0));
  return it != profile.bufferOf.end() && it->second == value.carried;
}

/// Whether the result of `value`'s loop is a buffer of its own after the
/// loop, beside the carried buffer or after it, where the carried buffer
/// cannot stand for it: an argument or a constant, never freed in the
/// function, or the base of a view taken as the init.
bool isResultOwnBuffer(const FunctionMemoryProfile &profile,
                       const CarriedValue &value) {
  const Buffer &carried = profile.buffers[value.carried];
  return (value.initial == value.carried &&
          (carried.holdsArgument || carried.holdsConstant)) ||
         takesViewOfAllocation(profile, value);
}

/// Whether `use` is the init of an scf.for that yields a new buffer every
/// iteration (not `buffer`): the loop's result is then a buffer of its own,
/// which that loop counts.
bool isInitOfFreshResult(const FunctionMemoryProfile &profile, OpOperand &use,
                         unsigned buffer) {
  auto loop = dyn_cast<scf::ForOp>(use.getOwner());
  if (!loop || use.getOperandNumber() < loop.getNumControlOperands())
    return false;
  OpResult result = loop.getTiedLoopResult(&use);
  Value yielded = loop.getYieldedValues()[result.getResultNumber()];
  auto it = profile.bufferOf.find(yielded);
  return it != profile.bufferOf.end() && it->second != buffer;
}

/// The loop's result of `value` and the values that share its buffer
/// through it (views, in-place updates, the iteration argument of a later
/// loop that takes it as its init), and, with `withFreshResults`, the
/// fresh results of such loops, which the analysis groups with their init
/// though each is a buffer of its own.
DenseSet<Value> getResultMembers(const FunctionMemoryProfile &profile,
                                 const CarriedValue &value,
                                 bool withFreshResults = false) {
  SmallVector<Value> worklist{value.result};
  DenseSet<Value> members{value.result};
  auto visit = [&](Value next) {
    auto it = profile.bufferOf.find(next);
    if (it != profile.bufferOf.end() && it->second == value.carried &&
        members.insert(next).second)
      worklist.push_back(next);
  };
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      if (auto loop = dyn_cast<scf::ForOp>(use.getOwner());
          loop && use.getOperandNumber() >= loop.getNumControlOperands())
        visit(loop.getTiedLoopRegionIterArg(&use));
      if (!withFreshResults && isInitOfFreshResult(profile, use, value.carried))
        continue;
      for (Value next : use.getOwner()->getResults())
        visit(next);
    }
  }
  return members;
}

/// The last point at which `value` is used (its definition if unused); an
/// scf.for that may run twice holds its init to its end, as the lowering
/// frees it only after the loop.
unsigned getLastUse(const ProgramOrder &order, Value value) {
  unsigned end = order.getLastUsePoint(value, order.getDefinitionPoint(value));
  for (OpOperand &use : value.getUses())
    if (auto loop = dyn_cast<scf::ForOp>(use.getOwner());
        loop && use.getOperandNumber() >= loop.getNumControlOperands() &&
        mayIterateTwice(loop))
      end = std::max(end, order.getSubtreeEnd(order.getPoint(loop)));
  return end;
}

/// The last point at which the loop's result of `value`, or a value that
/// shares its buffer through it, is used.
unsigned getResultEnd(const FunctionMemoryProfile &profile,
                      const CarriedValue &value) {
  unsigned end = 0;
  for (Value member : getResultMembers(profile, value))
    end = std::max(end, getLastUse(*profile.order, member));
  return end;
}

/// Ends the base buffer of a view `value`'s loop takes as its init at its
/// last use other than through the loop's result (the loop's end when it
/// may run twice, its init being held until then), which
/// getPreviousIterationBuffers counts on its own after the loop.
void endBaseAtLoop(FunctionMemoryProfile &profile, const CarriedValue &value,
                   ArrayRef<Value> members) {
  const ProgramOrder &order = *profile.order;
  DenseSet<Value> result =
      getResultMembers(profile, value, /*withFreshResults=*/true);
  unsigned end = 0;
  if (mayIterateTwice(value.loop))
    end = order.getSubtreeEnd(order.getPoint(value.loop));
  for (Value member : members)
    if (!result.contains(member))
      end = std::max(end, getLastUse(order, member));
  profile.buffers[value.carried].end = end;
}

} // namespace

void holdLoopInits(FunctionMemoryProfile &profile) {
  const ProgramOrder &order = *profile.order;
  SmallVector<CarriedValue> viewInits;
  forEachCarriedValue(profile, [&](CarriedValue value) {
    if (takesViewOfAllocation(profile, value)) {
      viewInits.push_back(value);
      return;
    }
    // A loop that runs at most once is inlined by canonicalization: its
    // init dies at its last use, as the analysis has it.
    if (value.carried == value.fresh || !mayIterateTwice(value.loop))
      return;
    Buffer &buffer = profile.buffers[value.carried];
    buffer.end =
        std::max(buffer.end, order.getSubtreeEnd(order.getPoint(value.loop)));
  });
  if (viewInits.empty())
    return;
  DenseMap<unsigned, SmallVector<Value>> members;
  for (const CarriedValue &value : viewInits)
    members[value.carried];
  for (auto [member, buffer] : profile.bufferOf)
    if (auto it = members.find(buffer); it != members.end())
      it->second.push_back(member);
  for (const CarriedValue &value : viewInits)
    endBaseAtLoop(profile, value, members[value.carried]);
}

std::vector<PreviousIterationBuffer>
getPreviousIterationBuffers(const FunctionMemoryProfile &profile) {
  std::vector<PreviousIterationBuffer> intervals;
  const ProgramOrder &order = *profile.order;
  forEachCarriedValue(profile, [&](CarriedValue value) {
    unsigned point = order.getPoint(value.loop);
    unsigned bodyEnd = order.getSubtreeEnd(point);
    unsigned fresh = value.fresh;
    if (value.carried == fresh || bodyEnd <= point)
      return;
    // A yielded value whose buffer exists before the loop (an argument, a
    // value the loop reads) is copied at the yield, beside the previous
    // iteration's copy, which is freed only after it.
    unsigned yieldPoint = order.getPoint(value.loop.getBody()->getTerminator());
    bool yieldCopied = profile.buffers[fresh].start <= point;
    if (yieldCopied)
      intervals.push_back({fresh, yieldPoint, yieldPoint, true});
    // From the second iteration on the previous buffer is a third one beside
    // the new one and the init, which lives over the whole loop
    // (holdLoopInits) or is copied into a buffer that does.
    if (mayIterateTwice(value.loop))
      intervals.push_back({fresh, point + 1, bodyEnd});
    // After the loop its result is the last iteration's buffer: the carried
    // buffer stands for it only where the lowering frees the init at the
    // loop's end (not an argument's, nor a view's base:
    // test/Analysis/loop-result-beside-init.mlir).
    if (!yieldCopied && isResultOwnBuffer(profile, value)) {
      unsigned resultEnd = getResultEnd(profile, value);
      if (resultEnd > bodyEnd)
        intervals.push_back({fresh, bodyEnd + 1, resultEnd,
                             /*yieldCopy=*/false, /*loopResult=*/true});
    }
  });
  return intervals;
}

} // namespace memopt
