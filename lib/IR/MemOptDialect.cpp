//===- MemOptDialect.cpp - the memopt dialect -----------------------------===//

#include "memopt/IR/MemOptDialect.h"
#include "AttributeVerifier.h"

using namespace mlir;

#include "memopt/IR/MemOptDialect.cpp.inc"

namespace memopt {

void MemOptDialect::initialize() {}

LogicalResult MemOptDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  return verifyOperationMemOptAttribute(op, attr);
}

LogicalResult MemOptDialect::verifyRegionArgAttribute(Operation *op,
                                                      unsigned regionIndex,
                                                      unsigned argIndex,
                                                      NamedAttribute attr) {
  return verifyArgumentMemOptAttribute(op, regionIndex, argIndex, attr);
}

LogicalResult MemOptDialect::verifyRegionResultAttribute(Operation *op,
                                                         unsigned regionIndex,
                                                         unsigned resultIndex,
                                                         NamedAttribute attr) {
  return verifyResultMemOptAttribute(op, resultIndex, attr);
}

} // namespace memopt
