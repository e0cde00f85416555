//===- InitAllTest.cpp - memopt/InitAll.h registers everything ------------===//

#include "memopt/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassRegistry.h"

#include <gtest/gtest.h>

namespace {

TEST(InitAll, RegistersEveryPassAndPipeline) {
  memopt::registerAllPasses();
  // One pass of each Passes.td and both pipelines.
  for (const char *name : {"memopt-report", "memopt-remat", "memopt-arena-plan",
                           "memopt-device-alloc-walk"})
    EXPECT_NE(mlir::PassInfo::lookup(name), nullptr) << name;
  for (const char *name : {"memopt-lower-cpu", "memopt-lower-cuda"})
    EXPECT_NE(mlir::PassPipelineInfo::lookup(name), nullptr) << name;
}

TEST(InitAll, RegistersTheDialectsOfAStepAndItsLowering) {
  mlir::DialectRegistry registry;
  memopt::registerAllDialects(registry);
  for (const char *name : {"func", "linalg", "tensor", "bufferization",
                           "memref", "tosa", "gpu", "llvm", "nvvm"})
    EXPECT_TRUE(static_cast<bool>(registry.getDialectAllocator(name))) << name;
}

} // namespace
