//===- StepRun.h - predict, lower, run and measure one step ----*- C++ -*-===//
//
// What mem-run does to the entry of a module, for one device or one rank:
// the analysis' prediction, memopt-lower-cpu in its two halves (reading the
// bufferized signature in between), the JIT compile with the allocation
// hooks bound to the counting runtime, the call, and the measured peak (the
// runtime's heap peak plus the arguments' bytes and the program's static
// data, its `memref.global`s, which the analysis counts as live for the
// whole call and which no allocation holds).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_STEPRUN_H
#define MEMOPT_TOOLS_MEMRUN_STEPRUN_H

#include "StepInvoker.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace memopt {

struct StepMeasurement {
  uint64_t predicted = 0;
  uint64_t heapPeak = 0, argumentBytes = 0, staticDataBytes = 0;
  uint64_t heapLiveAfter = 0, allocations = 0, frees = 0;
  std::optional<int64_t> arenaBytes, arenaLivePeak;
  double lowerSeconds = 0, runSeconds = 0;
  uint64_t measured() const {
    return heapPeak + argumentBytes + staticDataBytes;
  }
};

struct StepRunOptions {
  std::string pipelineOptions; // of memopt-lower-cpu
  unsigned optLevel = 2;
  /// Runs on the module right before bufferization (the collectives'
  /// lowering of a partitioned step); failure after a located error.
  std::function<mlir::LogicalResult(mlir::ModuleOp)> beforeBufferize;
  /// Plans the fills once the prediction is made (errors first from the
  /// analysis, then from the fill), and fills argument i before the call.
  std::function<mlir::LogicalResult()> planFills;
  std::function<void(unsigned, HostBuffer &)> fill;
  /// Runs after the fill, right before the call (e.g. --dump-inputs).
  std::function<mlir::LogicalResult(llvm::ArrayRef<HostBuffer>)> beforeCall;
  /// More functions of this process the JIT binds by name (the lowering of
  /// beforeBufferize calls them).
  std::vector<std::pair<std::string, void *>> symbols;
};

/// The entry function: `entryName` if not empty, or the only public
/// function with a body; null after a located error.
mlir::func::FuncOp findEntry(mlir::ModuleOp module, llvm::StringRef entryName);

/// FNV-1a, 64 bits, of `bytes`, as 16 hex digits: the results' checksums.
std::string fnv1a(const uint8_t *bytes, uint64_t size);

/// Writes buffer i to DIR/STEM-i.bin (creating DIR); failure after an error.
mlir::LogicalResult dumpAll(llvm::StringRef dir, llvm::StringRef stem,
                            llvm::ArrayRef<HostBuffer> buffers);

/// The measurement's byte and count fields of mem-run's JSON, in the
/// object `json` is writing.
void writeMeasurement(llvm::json::OStream &json,
                      const StepMeasurement &measured);

/// Whether the entry's arguments and results are statically shaped tensors
/// or scalars; a located error otherwise.
mlir::LogicalResult checkStaticSignature(mlir::func::FuncOp entry);

/// Runs `entry` of `module` (which it lowers in place) and calls `report`
/// with the measurement and the results, which live until it returns;
/// failure after a located error.
mlir::LogicalResult
runStep(mlir::ModuleOp module, mlir::func::FuncOp entry,
        const StepRunOptions &options,
        llvm::function_ref<mlir::LogicalResult(const StepMeasurement &,
                                               llvm::ArrayRef<HostBuffer>)>
            report);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_STEPRUN_H
