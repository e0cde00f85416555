//===- ReturnedCopies.h - results bufferization returns as copies -*- C++ -*-//
//
// memopt-lower-cpu bufferizes function boundaries with the identity layout
// (function-boundary-type-conversion=identity-layout-map): a function result
// is a contiguous buffer starting at its allocation. A returned view of part
// of a buffer (an extract_slice at an offset, across rows, or a reshape of
// one) has a layout of its own, which a memref.cast cannot turn into the
// identity, so One-Shot Bufferize returns a new buffer and copies the view
// into it (castOrReallocMemRefValue). The analysis counts that copy.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_RETURNEDCOPIES_H
#define MEMOPT_LIB_ANALYSIS_RETURNEDCOPIES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace memopt {

/// Whether bufferization returns a copy of `value`, a function result,
/// because its buffer's layout is not the identity. `inPlace(result, init)`
/// says whether `result` (a destination-style result, a view) shares the
/// buffer of `init` (its init, its source).
bool isReturnedAsCopy(
    mlir::Value value,
    llvm::function_ref<bool(mlir::Value, mlir::Value)> inPlace);

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_RETURNEDCOPIES_H
