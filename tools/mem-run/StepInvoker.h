//===- StepInvoker.h - call a lowered entry through the JIT ----*- C++ -*-===//
//
// Holds the argument buffers of one call, passes them to the packed wrapper
// ExecutionEngine generates (`_mlir_<name>`), and reads every result of the
// tensor signature back: a result dropped by memopt-drop-argument-results is
// read from the argument buffer that holds it, the others from the returned
// memref descriptors (identity layout: contiguous from aligned + offset).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_STEPINVOKER_H
#define MEMOPT_TOOLS_MEMRUN_STEPINVOKER_H

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinTypes.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace memopt {

/// The bytes of one argument or result.
struct HostBuffer {
  mlir::Type type;    // tensor or scalar type of the tensor signature
  uint64_t bytes = 0; // storage bytes
  uint8_t *data = nullptr;
};

class StepInvoker {
public:
  /// `tensorType` is the entry's signature before lowering, `bufferType`
  /// after bufferization (dropped results removed); `resultArgs[i]` is the
  /// argument holding result i, or -1.
  StepInvoker(mlir::FunctionType tensorType, mlir::FunctionType bufferType,
              std::vector<int64_t> resultArgs);
  ~StepInvoker();

  /// Allocates the argument buffers (zeroed); the index of the first one the
  /// C allocator refused, if any.
  std::optional<unsigned> allocateArguments();
  /// Argument buffers (64-byte aligned, owned), to fill before `invoke`.
  std::vector<HostBuffer> &arguments() { return args; }
  /// Calls `name`; on success, `results()` holds one buffer per result of
  /// the tensor signature, unless the runtime refused an allocation: then
  /// the call was abandoned, and `getRefusedBytes()` says how much it asked.
  llvm::Error invoke(mlir::ExecutionEngine &engine, llvm::StringRef name);
  std::optional<uint64_t> getRefusedBytes() const { return refusedBytes; }
  const std::vector<HostBuffer> &results() const { return resultBuffers; }
  /// Frees the buffers the call returned through the runtime's free hook.
  void releaseReturnedBuffers();

private:
  mlir::FunctionType tensorType, bufferType;
  std::vector<int64_t> resultArgs;
  std::vector<HostBuffer> args;
  std::vector<HostBuffer> resultBuffers;
  std::vector<void *> returnedAllocations;
  std::vector<uint64_t> returnedValues;
  std::optional<uint64_t> refusedBytes;
};

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_STEPINVOKER_H
