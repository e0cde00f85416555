//===- mem-opt.cpp - the mem-opt driver -----------------------------------===//
//
// An mlir-opt-style driver: upstream dialects of a training step plus every
// memopt pass.
//
//===----------------------------------------------------------------------===//

#include "memopt/Driver/OptMain.h"
#include "memopt/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  memopt::registerAllDialects(registry);
  // Upstream passes too, so mem-opt can run whole lowering pipelines.
  mlir::registerAllPasses();
  memopt::registerAllPasses();
  // Screened: upstream's parser crashes on some inputs (InputScreen.h).
  return memopt::runScreenedOptMain(
      argc, argv, "mem-opt: memory planning for training steps\n", registry);
}
