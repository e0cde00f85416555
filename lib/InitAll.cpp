//===- InitAll.cpp - every dialect, pass and pipeline of mem-opt ----------===//

#include "memopt/InitAll.h"

#include "memopt/Analysis/AllSliceView.h"
#include "memopt/IR/MemOptDialect.h"
#include "memopt/Lowering/MPIEffects.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"
#include "memopt/Transforms/Passes.h"
#include "memopt/Transforms/Shard.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

namespace memopt {

void registerAllDialects(mlir::DialectRegistry &registry) {
  // Every upstream dialect with its interface models: a training step uses
  // func, linalg, tensor, arith, math, scf, cf, bufferization, memref and
  // tosa; the lowering adds llvm, gpu and nvvm; One-Shot analysis needs the
  // bufferization models registered by the extensions.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // mem-run translates the lowered step to LLVM IR; memopt-lower-cuda's
  // gpu-module-to-binary translates each gpu.module.
  mlir::registerAllGPUToLLVMIRTranslations(registry);
  // mem-run --ranks lowers partitioned steps through the mpi dialect.
  registerMPIMemoryEffects(registry);
  // The memopt dialect owns and verifies the memopt.* attributes.
  registry.insert<MemOptDialect>();
  // memopt-shard's sharding models for the ops upstream has none for.
  registerShardingModels(registry);
  // The analysis counts a rank's block as the view mem-run runs.
  registerAllSliceViewModel(registry);
}

void registerAllPasses() {
  registerMemOptPasses();
  registerMemOptLoweringPasses();
  registerLoweringPipelines();
}

} // namespace memopt
