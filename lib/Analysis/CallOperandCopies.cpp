//===- CallOperandCopies.cpp - the copies a call makes of its operands ----===//

#include "CallOperandCopies.h"
#include "BufferAliasing.h"
#include "ReturnedCopies.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;

namespace memopt {

CallOperandCopies
endBuffersAtOperandCopies(func::CallOp call, unsigned point,
                          const CalleeBuffers *callee,
                          FunctionMemoryProfile &profile,
                          llvm::function_ref<uint64_t(Value)> bytesOf) {
  CallOperandCopies result;
  auto bufferOf = [&](Value value) -> std::optional<unsigned> {
    auto it = profile.bufferOf.find(value);
    if (it == profile.bufferOf.end())
      return std::nullopt;
    return it->second;
  };
  // Buffers the call reads or defines other than through a copy stay live
  // while it runs.
  llvm::DenseSet<unsigned> keptLive;
  llvm::DenseMap<unsigned, unsigned> lastCopyOf;
  for (OpOperand &operand : call->getOpOperands()) {
    std::optional<unsigned> buffer = bufferOf(operand.get());
    if (!buffer)
      continue;
    if (!hasNonIdentityLayout(operand.get(), profile.bufferOf)) {
      keptLive.insert(*buffer);
      continue;
    }
    // A copy the callee returns as is is the call's result buffer.
    int arg = operand.getOperandNumber();
    bool isResult = callee && llvm::is_contained(callee->resultArguments, arg);
    lastCopyOf[*buffer] = result.copies.size();
    result.copies.push_back({bytesOf(operand.get()), isResult});
  }
  llvm::DenseSet<unsigned> results;
  for (Value value : call.getResults())
    if (std::optional<unsigned> buffer = bufferOf(value)) {
      keptLive.insert(*buffer);
      if (profile.buffers[*buffer].start == point &&
          results.insert(*buffer).second)
        result.resultBytes += profile.buffers[*buffer].bytes;
    }
  for (auto [index, last] : lastCopyOf) {
    Buffer &buffer = profile.buffers[index];
    // Only a buffer the lowering frees after its last use, which the copy
    // is (arguments, results and constants live on).
    if (keptLive.contains(index) || buffer.end != point ||
        buffer.start >= point || buffer.holdsArgument || buffer.holdsResult ||
        buffer.holdsConstant)
      continue;
    buffer.end = point - 1;
    result.freedAfterCopy.emplace_back(index, last);
  }
  // Deterministic order (the map's is not).
  llvm::sort(result.freedAfterCopy);
  return result;
}

uint64_t getCallTransientBytes(const CallOperandCopies &copies,
                               const FunctionMemoryProfile &profile,
                               uint64_t calleeBytes) {
  // Relative to the bytes live at the call's point: while the call runs,
  // the callee's peak and the copies that are not results.
  uint64_t atCall = calleeBytes;
  for (const OperandCopy &copy : copies.copies)
    if (!copy.isResult)
      atCall = llvm::SaturatingAdd(atCall, copy.bytes);
  // Before it, copy by copy: the freed sources still live, the results
  // (but the copies among them) not yet allocated.
  uint64_t notFreed = 0, copied = 0, atCopies = 0;
  for (auto [buffer, last] : copies.freedAfterCopy)
    notFreed = llvm::SaturatingAdd(notFreed, profile.buffers[buffer].bytes);
  for (auto [i, copy] : llvm::enumerate(copies.copies)) {
    copied = llvm::SaturatingAdd(copied, copy.bytes);
    uint64_t live = llvm::SaturatingAdd(notFreed, copied);
    if (live > copies.resultBytes)
      atCopies = std::max(atCopies, live - copies.resultBytes);
    for (auto [buffer, last] : copies.freedAfterCopy)
      if (last == i)
        notFreed -= std::min(notFreed, profile.buffers[buffer].bytes);
  }
  return std::max(atCall, atCopies);
}

} // namespace memopt
