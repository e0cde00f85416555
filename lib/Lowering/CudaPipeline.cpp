//===- CudaPipeline.cpp - memopt-lower-cuda -------------------------------===//

#include "memopt/Lowering/CudaPipeline.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace memopt {

LogicalResult
buildCudaPipeline(OpPassManager &pm, const LowerCudaOptions &options,
                  function_ref<LogicalResult(const Twine &)> errorHandler) {
  // The same bufferization as memopt-lower-cpu: the device sees the
  // allocation sequence the CPU run measures and the analysis predicts.
  pm.addPass(createCheckAnalysable());
  LowerCpuOptions cpu;
  cpu.arena = options.arena;
  if (failed(buildCpuBufferizePipeline(pm, cpu)) ||
      failed(parsePassPipeline("convert-bufferization-to-memref", pm)))
    return failure();
  pm.addNestedPass<func::FuncOp>(createDeviceBuffers());
  pm.addPass(createCudaHostMain(CudaHostMainOptions{options.entry}));
  if (options.walk)
    pm.addPass(createDeviceAllocWalk());
  if (options.stopAtHost)
    return success();

  if (options.blockSizes.empty())
    return errorHandler(
        "memopt-lower-cuda: block-sizes must name at least one size");
  std::string tiles;
  int64_t threads = 1;
  for (auto [index, size] : llvm::enumerate(options.blockSizes)) {
    threads *= index < 3 ? std::max<int64_t>(size, 1) : 1;
    if (size <= 0 || threads > 1024)
      return errorHandler(
          "memopt-lower-cuda: block-sizes must be positive, at most 3 of "
          "them counted, with at most 1024 threads per block");
    tiles += (tiles.empty() ? "" : ",") + std::to_string(size);
  }
  // Loops: every linalg op becomes an scf.parallel over its parallel
  // dimensions (reductions stay sequential inside, in the CPU's order); bf16
  // arithmetic runs in f32 as on the CPU; each parallel loop is tiled by the
  // block sizes (constant inner bounds, a guard for the edge), the tile loop
  // maps to blocks and the loop inside a tile to threads.
  if (failed(parsePassPipeline(
          "func.func(convert-linalg-to-parallel-loops,"
          "arith-emulate-unsupported-floats{source-types=bf16 "
          "target-type=f32},"
          "arith-expand{include-bf16},"
          "scf-parallel-loop-tiling{parallel-loop-tile-sizes=" +
              tiles + " no-min-max-bounds=true})",
          pm)))
    return failure();
  pm.addNestedPass<func::FuncOp>(createSequentialCodeToDevice());
  // Kernels: outlined into gpu.module, launched on one stream per function
  // (gpu-async-region makes allocs, frees and launches stream-ordered, as
  // gpu-to-llvm requires), lowered to NVVM and serialized with ptxas; the
  // host to the LLVM dialect with mgpu* calls.
  return parsePassPipeline(
      "func.func(gpu-map-parallel-loops,convert-parallel-loops-to-gpu),"
      "gpu-kernel-outlining,"
      "func.func(gpu-async-region),"
      "gpu-lower-to-nvvm-pipeline{cubin-chip=" +
          options.chip + " cubin-features=" + options.features +
          " cubin-format=" + options.format + "}",
      pm);
}

void registerCudaPipeline() {
  // Registered by hand rather than with PassPipelineRegistration, whose
  // builder cannot fail: bad block sizes are an error of the pipeline
  // option, reported where the pipeline is parsed.
  mlir::registerPassPipeline(
      "memopt-lower-cuda",
      "Bufferize a training step as memopt-lower-cpu does, put its buffers "
      "on the device, map its loops to CUDA blocks and threads, serialize "
      "the kernels to a cubin and lower the host code (with a main) to LLVM",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        LowerCudaOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        return buildCudaPipeline(pm, options, errorHandler);
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> print) {
        print(LowerCudaOptions());
      });
}

} // namespace memopt
