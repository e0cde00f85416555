//===- MemOptDialect.h - the memopt dialect ---------------------*- C++ -*-===//
//
// The dialect that owns and verifies the memopt.* attributes
// (MemOptDialect.td, docs/MemOptDialect.md; names in MemOptAttributes.h).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_IR_MEMOPTDIALECT_H
#define MEMOPT_IR_MEMOPTDIALECT_H

#include "mlir/IR/Dialect.h"

#include "memopt/IR/MemOptDialect.h.inc"

namespace memopt {

/// Verifies every memopt.* attribute on `root` and on the ops nested in it
/// (their own, and their function arguments' and results'), with the errors
/// the dialect's verifier emits. For IR that was verified without the
/// dialect loaded: a pass plugin parses its input before it loads the
/// memopt dialect.
mlir::LogicalResult verifyMemOptAttributes(mlir::Operation *root);

} // namespace memopt

#endif // MEMOPT_IR_MEMOPTDIALECT_H
