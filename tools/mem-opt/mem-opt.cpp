//===- mem-opt.cpp - the mem-opt driver -----------------------------------===//
//
// An mlir-opt-style driver: upstream dialects of a training step plus every
// memopt pass.
//
//===----------------------------------------------------------------------===//

#include "memopt/Driver/OptMain.h"
#include "memopt/Lowering/Pipelines.h"
#include "memopt/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  memopt::registerMemOptDialects(registry);
  // memopt-lower-cuda serializes kernels: gpu-module-to-binary translates
  // each gpu.module to LLVM IR.
  mlir::registerAllGPUToLLVMIRTranslations(registry);
  // Upstream passes too, so mem-opt can run whole lowering pipelines.
  mlir::registerAllPasses();
  memopt::registerMemOptPasses();
  memopt::registerLoweringPipelines();
  // Screened: upstream's parser crashes on some inputs (InputScreen.h).
  return memopt::runScreenedOptMain(
      argc, argv, "mem-opt: memory planning for training steps\n", registry);
}
