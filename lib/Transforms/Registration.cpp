//===- Registration.cpp - dialects and passes of mem-opt ------------------===//

#include "memopt/IR/MemOptDialect.h"
#include "memopt/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"

namespace memopt {

void registerMemOptDialects(mlir::DialectRegistry &registry) {
  // Every upstream dialect with its interface models: a training step uses
  // func, linalg, tensor, arith, math, scf, cf, bufferization, memref and
  // tosa; the lowering adds llvm, gpu and nvvm; One-Shot analysis needs the
  // bufferization models registered by the extensions.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<MemOptDialect>();
}

} // namespace memopt
