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

} // namespace

std::vector<PreviousIterationBuffer>
getPreviousIterationBuffers(const FunctionMemoryProfile &profile) {
  std::vector<PreviousIterationBuffer> intervals;
  const ProgramOrder &order = *profile.order;
  auto bufferOf = [&](Value value) -> std::optional<unsigned> {
    auto it = profile.bufferOf.find(value);
    if (it == profile.bufferOf.end())
      return std::nullopt;
    return it->second;
  };
  for (Operation *op : order.getOps()) {
    auto loop = dyn_cast<scf::ForOp>(op);
    if (!loop)
      continue;
    unsigned point = order.getPoint(op);
    unsigned bodyEnd = order.getSubtreeEnd(point);
    if (bodyEnd <= point)
      continue;
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    unsigned yieldPoint = order.getPoint(yield);
    for (auto [init, iterArg, yielded] :
         llvm::zip(loop.getInitArgs(), loop.getRegionIterArgs(),
                   yield.getOperands())) {
      std::optional<unsigned> carried = bufferOf(iterArg);
      std::optional<unsigned> fresh = bufferOf(yielded);
      std::optional<unsigned> initial = bufferOf(init);
      if (!carried || !fresh || !initial || *carried == *fresh)
        continue;
      // A yielded value whose buffer exists before the loop (an argument, a
      // value the loop reads) is copied at the yield, beside the previous
      // iteration's copy, which is freed only after it.
      if (profile.buffers[*fresh].start <= point)
        intervals.push_back({*fresh, yieldPoint, yieldPoint, true});
      if (!mayIterateTwice(loop))
        continue;
      // An init that dies with the loop is freed in the first iteration, and
      // the previous buffers take its place: no third buffer.
      const Buffer &initBuffer = profile.buffers[*initial];
      if (!initBuffer.holdsArgument && initBuffer.end <= bodyEnd)
        continue;
      intervals.push_back({*fresh, point + 1, bodyEnd});
    }
  }
  return intervals;
}

} // namespace memopt
