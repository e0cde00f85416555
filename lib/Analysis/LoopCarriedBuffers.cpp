//===- LoopCarriedBuffers.cpp - buffers a loop holds between iterations ---===//

#include "LoopCarriedBuffers.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;

namespace memopt {
namespace {

/// Whether `loop` may run more than once.
bool mayIterateTwice(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *step <= 0)
    return true;
  return *ub - *lb > *step;
}

/// A value an scf.for carries: its loop and result, and the buffers of its
/// init, iter_arg and yielded value.
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

/// Whether `init` is a view (a slice, a reshape or a cast) of another value
/// that shares its buffer: a view One-Shot passes itself, not a copy of it.
bool isViewInPlace(const FunctionMemoryProfile &profile, Value init,
                   unsigned buffer) {
  Operation *def = init.getDefiningOp();
  if (!def || !isa<tensor::ExtractSliceOp, tensor::CollapseShapeOp,
                   tensor::ExpandShapeOp, tensor::CastOp>(def))
    return false;
  auto it = profile.bufferOf.find(def->getOperand(0));
  return it != profile.bufferOf.end() && it->second == buffer;
}

/// Whether the lowering keeps the carried buffer of `value` after the loop
/// for other reasons than its result: an argument or a constant, never
/// freed in the function, or the base of a view the loop takes as its init
/// (upstream frees it after the result, which may alias it). A copy of the
/// view (One-Shot copies it where a later op reads the base) is an
/// allocation of its own, freed right after the loop
/// (memopt-free-loop-results).
bool carriedOutlivesLoop(const FunctionMemoryProfile &profile,
                         const CarriedValue &value) {
  if (value.initial != value.carried)
    return false;
  const Buffer &carried = profile.buffers[value.carried];
  return carried.holdsArgument || carried.holdsConstant ||
         isViewInPlace(profile, value.init, value.carried);
}

/// The last point at which the loop's result of `value`, or a value that
/// shares its buffer through it (a view, an in-place update), is used.
unsigned getResultEnd(const FunctionMemoryProfile &profile,
                      const CarriedValue &value) {
  const ProgramOrder &order = *profile.order;
  unsigned end = 0;
  SmallVector<Value> worklist{value.result};
  DenseSet<Value> seen{value.result};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      end = std::max(end, order.getUsePoint(current, use.getOwner()));
      for (Value next : use.getOwner()->getResults()) {
        auto it = profile.bufferOf.find(next);
        if (it != profile.bufferOf.end() && it->second == value.carried &&
            seen.insert(next).second)
          worklist.push_back(next);
      }
    }
  }
  return end;
}

} // namespace

void holdLoopInits(FunctionMemoryProfile &profile) {
  const ProgramOrder &order = *profile.order;
  forEachCarriedValue(profile, [&](CarriedValue value) {
    // A loop that runs at most once is inlined by canonicalization: its
    // init dies at its last use, as the analysis has it.
    if (value.carried == value.fresh || !mayIterateTwice(value.loop))
      return;
    Buffer &buffer = profile.buffers[value.carried];
    buffer.end =
        std::max(buffer.end, order.getSubtreeEnd(order.getPoint(value.loop)));
  });
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
    if (!yieldCopied && carriedOutlivesLoop(profile, value)) {
      unsigned resultEnd = getResultEnd(profile, value);
      if (resultEnd > bodyEnd)
        intervals.push_back({fresh, bodyEnd + 1, resultEnd,
                             /*yieldCopy=*/false, /*loopResult=*/true});
    }
  });
  return intervals;
}

} // namespace memopt
