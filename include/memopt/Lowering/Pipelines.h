//===- Pipelines.h - lowering pipelines that validate the analysis -*- C++
//-*-===//
//
// `memopt-lower-cpu` bufferizes a training step the way the memory analysis
// models it (One-Shot Bufferize across function boundaries, buffers updated in
// place, each buffer freed right after its last use) and lowers it to the LLVM
// dialect with every allocation going through the generic
// `_mlir_memref_to_llvm_*` hooks, which runtime/ defines to count bytes.
//
// The pipeline has two halves so that a runner can read the bufferized
// signature (which results were dropped because they are their argument's
// buffer) before the LLVM lowering erases it.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LOWERING_PIPELINES_H
#define MEMOPT_LOWERING_PIPELINES_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

#include <memory>

namespace memopt {

/// Options of `memopt-lower-cpu`.
struct LowerCpuOptions : public mlir::PassPipelineOptions<LowerCpuOptions> {
  Option<bool> arena{*this, "arena",
                     llvm::cl::desc("Place the temporary buffers at static "
                                    "offsets of one arena (one allocation)"),
                     llvm::cl::init(false)};
};

/// Tensors to buffers: bufferize, drop results that are their argument's
/// buffer, insert deallocations, move each free after its buffer's last use,
/// and with `arena` place the temporaries in one arena.
mlir::LogicalResult buildCpuBufferizePipeline(mlir::OpPassManager &pm,
                                              const LowerCpuOptions &options);
/// Buffers to the LLVM dialect, allocations through the generic hooks.
mlir::LogicalResult buildCpuToLLVMPipeline(mlir::OpPassManager &pm);

/// Registers `memopt-lower-cpu` and `memopt-lower-cuda` (the passes they
/// name are registered by registerMemOptLoweringPasses, Passes.h).
void registerLoweringPipelines();

} // namespace memopt

#endif // MEMOPT_LOWERING_PIPELINES_H
