//===- CallOperandCopies.h - copies a call makes of operands ---*- C++ -*-===//
//
// A call operand that is a view of another layout than the callee's argument
// (the identity, ReturnedCopies.h) is passed as a copy, which One-Shot
// Bufferize makes just before the call, in operand order. Then the lowered
// program runs, for each copied operand: allocate the copy, copy, and free
// the view's buffer if nothing reads it later; then it allocates the call's
// results (buffer-results-to-out-params) and calls. So a buffer whose last
// reader is such a copy is not live while the call runs, and the bytes at
// the copies (those sources still live, the results not yet) may exceed
// those at the call.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_CALLOPERANDCOPIES_H
#define MEMOPT_LIB_ANALYSIS_CALLOPERANDCOPIES_H

#include "memopt/Analysis/MemoryProfile.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <utility>

namespace memopt {

struct CalleeBuffers;

/// A copy of one call operand.
struct OperandCopy {
  uint64_t bytes = 0;
  /// Whether the copy is the call's result (the callee returns the
  /// argument): a buffer of the call's, not a transient one.
  bool isResult = false;
};

/// The operand copies of one call and the buffers they free.
struct CallOperandCopies {
  /// In operand order.
  llvm::SmallVector<OperandCopy> copies;
  /// Buffers that the copies read last: freed before the call, each with
  /// the index in `copies` of the last copy that reads it.
  llvm::SmallVector<std::pair<unsigned, unsigned>> freedAfterCopy;
  /// Bytes of the buffers the call's results start (the result copies too).
  uint64_t resultBytes = 0;
};

/// The copies `call`, at program point `point`, makes of its operands
/// (`callee`: what the callee does with its arguments, null when unknown;
/// `bytesOf`: a value's bytes, 0 when unrecorded), and the buffers of
/// `profile` whose last reader they are. Moves those buffers' end before
/// the call.
CallOperandCopies
endBuffersAtOperandCopies(mlir::func::CallOp call, unsigned point,
                          const CalleeBuffers *callee,
                          FunctionMemoryProfile &profile,
                          llvm::function_ref<uint64_t(mlir::Value)> bytesOf);

/// Bytes the call adds, while it runs or while its operand copies are made,
/// to the buffers live at its point (which no longer hold the freed ones):
/// the callee's own peak `calleeBytes` and the copies that are not results,
/// or, if more, at a copy: the copies so far and the sources not yet freed,
/// without the call's other new results (allocated after the copies).
uint64_t getCallTransientBytes(const CallOperandCopies &copies,
                               const FunctionMemoryProfile &profile,
                               uint64_t calleeBytes);

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_CALLOPERANDCOPIES_H
