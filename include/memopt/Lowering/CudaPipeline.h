//===- CudaPipeline.h - memopt-lower-cuda ------------------------*- C++
//-*-===//
//
// `memopt-lower-cuda` bufferizes a training step exactly as `memopt-lower-cpu`
// does (the same passes, so the same allocations and frees in the same
// order), moves every buffer to device memory (gpu.alloc / gpu.dealloc), adds
// a host `main` that allocates the arguments on the device, calls the step and
// hands the results to the runtime, maps every linalg loop nest onto blocks
// and threads, outlines the kernels, serializes them to a cubin for one chip
// with the toolkit's ptxas, and lowers the host code to the LLVM dialect with
// calls to the `mgpu*` functions that runtime/CudaRuntime.cpp defines.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LOWERING_CUDAPIPELINE_H
#define MEMOPT_LOWERING_CUDAPIPELINE_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

#include <memory>

namespace memopt {

/// Options of `memopt-lower-cuda`.
struct LowerCudaOptions : public mlir::PassPipelineOptions<LowerCudaOptions> {
  Option<bool> arena{*this, "arena",
                     llvm::cl::desc("Place the temporary buffers at static "
                                    "offsets of one device arena"),
                     llvm::cl::init(false)};
  Option<std::string> entry{
      *this, "entry",
      llvm::cl::desc("The step the host main calls (default: the only "
                     "public function nothing calls)"),
      llvm::cl::init("")};
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU architecture of the cubin"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{*this, "features",
                               llvm::cl::desc("PTX features of the cubin"),
                               llvm::cl::init("+ptx80")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Kernel serialization: bin (cubin, needs ptxas), isa "
                     "(PTX text) or fatbin"),
      llvm::cl::init("bin")};
  ListOption<int64_t> blockSizes{
      *this, "block-sizes",
      llvm::cl::desc("Threads per block along the first parallel loop "
                     "dimensions (the rest get one thread each)"),
      llvm::cl::list_init<int64_t>({32, 8})};
  Option<bool> walk{*this, "walk",
                    llvm::cl::desc("Print the static walk of the host "
                                   "program's device allocations and frees "
                                   "(JSON, one line on stdout)"),
                    llvm::cl::init(false)};
  Option<bool> stopAtHost{
      *this, "stop-before-gpu",
      llvm::cl::desc("Stop once buffers are on the device and main exists "
                     "(gpu dialect on memrefs; for tests and debugging)"),
      llvm::cl::init(false)};
};

/// Appends `memopt-lower-cuda` to `pm`; bad options (block sizes) and
/// unregistered upstream passes go to `errorHandler`.
mlir::LogicalResult buildCudaPipeline(
    mlir::OpPassManager &pm, const LowerCudaOptions &options,
    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler);

/// Registers `memopt-lower-cuda`.
void registerCudaPipeline();

} // namespace memopt

#endif // MEMOPT_LOWERING_CUDAPIPELINE_H
