//===- CalleeBuffers.cpp - what a callee does with its arguments' buffers -===//
//
// The summary of a function's buffers that its callers' aliasing reads
// (CalleeBuffers in BufferAliasing.h), from the function's own profile.
//
//===----------------------------------------------------------------------===//

#include "BufferAliasing.h"
#include "ReturnedCopies.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

#include <optional>

using namespace mlir;

namespace memopt {

CalleeBuffers getBuffersForCallers(func::FuncOp func,
                                   const DenseMap<Value, unsigned> &buffers) {
  CalleeBuffers info;
  info.resultArguments.assign(func.getNumResults(), -1);
  info.writtenArguments.assign(func.getNumArguments(), false);
  info.resultCopiesArgument.assign(func.getNumResults(), false);
  auto bufferOf = [&](Value value) -> std::optional<unsigned> {
    auto it = buffers.find(value);
    if (it == buffers.end())
      return std::nullopt;
    return it->second;
  };
  DenseMap<unsigned, unsigned> argumentOfBuffer;
  for (BlockArgument arg : func.getArguments())
    if (std::optional<unsigned> buffer = bufferOf(arg))
      argumentOfBuffer.try_emplace(*buffer, arg.getArgNumber());
  // An argument is written when a destination-style op's result lives in
  // its buffer (the order of this walk does not matter).
  for (auto [value, buffer] : buffers) {
    auto it = argumentOfBuffer.find(buffer);
    if (it != argumentOfBuffer.end() &&
        value.getDefiningOp<DestinationStyleOpInterface>())
      info.writtenArguments[it->second] = true;
  }
  // One return (several: no result is known to be an argument).
  func::ReturnOp ret;
  for (Block &block : func.getBody())
    if (auto r = dyn_cast<func::ReturnOp>(block.getTerminator())) {
      if (ret)
        return info;
      ret = r;
    }
  if (!ret)
    return info;
  for (auto [i, value] : llvm::enumerate(ret.getOperands())) {
    std::optional<unsigned> buffer = bufferOf(value);
    auto it = buffer ? argumentOfBuffer.find(*buffer) : argumentOfBuffer.end();
    if (it == argumentOfBuffer.end())
      continue;
    if (func.getArgument(it->second).getType() != value.getType() ||
        isReturnedAsCopy(value, buffers)) {
      info.resultCopiesArgument[i] = true;
      continue;
    }
    info.resultArguments[i] = it->second;
  }
  return info;
}

} // namespace memopt
