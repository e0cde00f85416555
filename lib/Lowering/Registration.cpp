//===- Registration.cpp - memopt lowering pipelines -----------------------===//

#include "memopt/Lowering/CudaPipeline.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;

namespace memopt {

void registerLoweringPipelines() {
  PassPipelineRegistration<LowerCpuOptions>(
      "memopt-lower-cpu",
      "Bufferize a training step as the memory analysis models it and lower "
      "it to LLVM with allocations through the _mlir_memref_to_llvm_* hooks",
      [](OpPassManager &pm, const LowerCpuOptions &options) {
        // The pipelines name upstream passes; they parse whenever the tool
        // registered upstream's passes (mem-opt, mem-run and mlir-opt do).
        // Input the analysis refuses gets its located error here, before
        // upstream passes that crash on some of it (affine folds of
        // INT64_MIN floordiv -1, graph-region cycles).
        pm.addPass(createCheckAnalysable());
        if (failed(buildCpuBufferizePipeline(pm, options)) ||
            failed(buildCpuToLLVMPipeline(pm)))
          llvm::report_fatal_error(
              "memopt-lower-cpu: upstream passes are not registered");
      });
  registerCudaPipeline();
}

} // namespace memopt
