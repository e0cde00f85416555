//===- LoopCarriedBuffers.cpp - buffers a loop holds between iterations ---===//

#include "LoopCarriedBuffers.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
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

/// Calls `fn(loop, init, carried, fresh)` with the buffers of the init, the
/// iter_arg and the yielded value of every value an scf.for of `profile`
/// carries, where it has all three.
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
        fn(loop, *initial, *carried, *fresh);
    }
  }
}

} // namespace

void holdLoopInits(FunctionMemoryProfile &profile) {
  const ProgramOrder &order = *profile.order;
  forEachCarriedValue(profile, [&](scf::ForOp loop, unsigned /*initial*/,
                                   unsigned carried, unsigned fresh) {
    // A loop that runs at most once is inlined by canonicalization: its
    // init dies at its last use, as the analysis has it.
    if (carried == fresh || !mayIterateTwice(loop))
      return;
    Buffer &buffer = profile.buffers[carried];
    buffer.end =
        std::max(buffer.end, order.getSubtreeEnd(order.getPoint(loop)));
  });
}

std::vector<PreviousIterationBuffer>
getPreviousIterationBuffers(const FunctionMemoryProfile &profile) {
  std::vector<PreviousIterationBuffer> intervals;
  const ProgramOrder &order = *profile.order;
  forEachCarriedValue(profile, [&](scf::ForOp loop, unsigned /*initial*/,
                                   unsigned carried, unsigned fresh) {
    unsigned point = order.getPoint(loop);
    unsigned bodyEnd = order.getSubtreeEnd(point);
    if (carried == fresh || bodyEnd <= point)
      return;
    // A yielded value whose buffer exists before the loop (an argument, a
    // value the loop reads) is copied at the yield, beside the previous
    // iteration's copy, which is freed only after it.
    unsigned yieldPoint = order.getPoint(loop.getBody()->getTerminator());
    if (profile.buffers[fresh].start <= point)
      intervals.push_back({fresh, yieldPoint, yieldPoint, true});
    // From the second iteration on the previous buffer is a third one beside
    // the new one and the init, which lives over the whole loop
    // (holdLoopInits) or is copied into a buffer that does.
    if (mayIterateTwice(loop))
      intervals.push_back({fresh, point + 1, bodyEnd});
  });
  return intervals;
}

} // namespace memopt
