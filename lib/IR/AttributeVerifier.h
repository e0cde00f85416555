//===- AttributeVerifier.h - checks of the memopt.* attributes --*- C++ -*-===//
//
// One check per attribute and place, shared by the dialect's verifier hooks
// and verifyMemOptAttributes.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_IR_ATTRIBUTEVERIFIER_H
#define MEMOPT_LIB_IR_ATTRIBUTEVERIFIER_H

#include "mlir/IR/Operation.h"

namespace memopt {

/// `attr` (a memopt.* attribute) on `op` itself.
mlir::LogicalResult verifyOperationMemOptAttribute(mlir::Operation *op,
                                                   mlir::NamedAttribute attr);

/// `attr` on argument `argIndex` of region `regionIndex` of `op` (a function
/// argument when `op` is a function).
mlir::LogicalResult verifyArgumentMemOptAttribute(mlir::Operation *op,
                                                  unsigned regionIndex,
                                                  unsigned argIndex,
                                                  mlir::NamedAttribute attr);

/// `attr` on result `resultIndex` of the function `op`.
mlir::LogicalResult verifyResultMemOptAttribute(mlir::Operation *op,
                                                unsigned resultIndex,
                                                mlir::NamedAttribute attr);

} // namespace memopt

#endif // MEMOPT_LIB_IR_ATTRIBUTEVERIFIER_H
