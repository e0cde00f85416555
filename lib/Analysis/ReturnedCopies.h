//===- ReturnedCopies.h - results bufferization returns as copies -*- C++ -*-//
//
// memopt-lower-cpu bufferizes function boundaries with the identity layout
// (function-boundary-type-conversion=identity-layout-map): a function result
// is a contiguous buffer starting at its allocation. A returned view of part
// of a buffer (an extract_slice at an offset, across rows, or a reshape of
// one) has a layout of its own, which a memref.cast cannot turn into the
// identity, so One-Shot Bufferize returns a new buffer and copies the view
// into it (castOrReallocMemRefValue). The analysis counts that copy. So is
// a call operand with such a layout: the callee's argument has the identity
// layout, so the caller passes a copy of the view.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_RETURNEDCOPIES_H
#define MEMOPT_LIB_ANALYSIS_RETURNEDCOPIES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace memopt {

/// The ops whose result bufferization makes a view of their source (when in
/// place), so a buffer with the source's layout.
bool isViewOp(mlir::Operation *op);

/// Whether bufferization returns a copy of `value`, a function result,
/// because its buffer's layout is not the identity. `bufferOf` gives each
/// value's buffer (FunctionMemoryProfile::bufferOf): a destination-style
/// result or a view is in place when it shares its init's or source's.
bool isReturnedAsCopy(mlir::Value value,
                      const llvm::DenseMap<mlir::Value, unsigned> &bufferOf);

/// Whether bufferization gives `value` a buffer whose layout is not the
/// identity, which a memref.cast cannot turn into the identity (a view at
/// an offset or across rows). `inPlace(result, init)` says whether a view's
/// or an in-place destination's result shares its source's or init's
/// buffer. An unknown layout counts as the identity.
bool hasNonIdentityLayout(
    mlir::Value value,
    llvm::function_ref<bool(mlir::Value, mlir::Value)> inPlace);

/// The same, with the in-place decisions read from each value's buffer
/// (FunctionMemoryProfile::bufferOf).
bool hasNonIdentityLayout(
    mlir::Value value, const llvm::DenseMap<mlir::Value, unsigned> &bufferOf);

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_RETURNEDCOPIES_H
