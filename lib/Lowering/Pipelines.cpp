//===- Pipelines.cpp - memopt-lower-cpu -----------------------------------===//

#include "memopt/Lowering/Pipelines.h"
#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace memopt {

// The pipelines are written as upstream pass pipelines so that each step reads
// as the mlir-opt flag it is; every pass named here is registered by mem-opt,
// mem-run and upstream mlir-opt (which loads the plugin).

LogicalResult buildCpuBufferizePipeline(OpPassManager &pm,
                                        const LowerCpuOptions &options) {
  // A tensor.empty shared among destinations becomes one per destination,
  // as the analysis models it; One-Shot would otherwise write them all into
  // one buffer that lives from the first writer to the last.
  pm.addPass(createSplitSharedEmptyTensors());
  // One-Shot misses conflicts across blocks (writes an argument in place
  // after a branch although a later op reads it): in functions of several
  // blocks the copies the analysis predicts are made explicit.
  pm.addPass(createCopiesAcrossBlocks());
  // buffer-alignment=0: allocations carry no alignment, so the lowering passes
  // the requested size unpadded to _mlir_memref_to_llvm_alloc and the runtime
  // counts exactly the bytes the analysis predicts (the runtime itself returns
  // 64-byte aligned memory).
  if (failed(parsePassPipeline(
          "one-shot-bufferize{bufferize-function-boundaries "
          "function-boundary-type-conversion=identity-layout-map "
          "buffer-alignment=0 allow-return-allocs-from-loops}",
          pm)))
    return failure();
  // One-Shot copies a value one side of a diamond forwards to the merge
  // block (it takes the other side for a later write); nothing reads it.
  pm.addNestedPass<func::FuncOp>(createDeadBufferCopies());
  // Results that are their argument's buffer are not returned (no clones);
  // private callees keep upstream's treatment of equivalent results.
  pm.addPass(createDropArgumentResults());
  // An scf.if result gets a buffer of its own, as the analysis models it;
  // otherwise deallocation keeps every buffer it may yield until the end of
  // the block and clones a returned one that may be an argument.
  pm.addPass(createIfResultBuffers());
  // A private callee writes each result into a buffer its caller allocates
  // at the call (a static allocation it returned is replaced by that
  // buffer): call results are then plain allocations, which deallocation
  // frees after their last use. Otherwise it cannot tell them apart from
  // the other buffers, and frees them all at the end of the caller through
  // a run-time alias check that allocates itself.
  if (failed(parsePassPipeline("drop-equivalent-buffer-results", pm)))
    return failure();
  // A result the callee does not allocate statically would be copied into
  // the caller's buffer: refused.
  pm.addPass(createCheckCalleeResults());
  if (failed(parsePassPipeline("buffer-results-to-out-params{"
                               "hoist-static-allocs}",
                               pm)))
    return failure();
  // Upstream's buffer-deallocation-pipeline, with the fresh results of loops
  // that run freed after their last use before the deallocations are
  // lowered (otherwise the end of the block, with the loops' inits, through
  // a runtime alias check that allocates).
  if (failed(parsePassPipeline("expand-realloc{emit-deallocs=false},"
                               "canonicalize",
                               pm)))
    return failure();
  // Two block arguments every branch passes one buffer would be freed at
  // the end of the function through a run-time alias check: one argument.
  pm.addNestedPass<func::FuncOp>(createDedupeBlockArguments());
  // Results of the loops, branches and calls that deallocation rebuilds,
  // read in a later block, are named by a cast it does not rebuild (it
  // would free them at the end of their block, or crash).
  pm.addNestedPass<func::FuncOp>(createCastResultsAcrossBlocks());
  if (failed(parsePassPipeline("ownership-based-buffer-deallocation,"
                               "canonicalize,"
                               "buffer-deallocation-simplification",
                               pm)))
    return failure();
  // A buffer dying before a cf.cond_br is freed once per successor, under
  // complementary conditions that nothing moves: one free instead.
  pm.addNestedPass<func::FuncOp>(createMergeBranchDeallocs());
  pm.addNestedPass<func::FuncOp>(createFreeLoopResults());
  // A loop's carried buffers freed together go through a runtime alias
  // check that allocates: one free each where they are distinct.
  pm.addNestedPass<func::FuncOp>(createSplitCarriedDeallocs());
  if (failed(parsePassPipeline("canonicalize,"
                               "buffer-deallocation-simplification,"
                               "bufferization-lower-deallocations,"
                               "cse,"
                               "canonicalize,"
                               "func.func(optimize-allocation-liveness)",
                               pm)))
    return failure();
  if (options.arena)
    pm.addNestedPass<func::FuncOp>(createArenaPlan());
  return success();
}

LogicalResult buildCpuToLLVMPipeline(OpPassManager &pm) {
  return parsePassPipeline(
      // Clones the deallocation pipeline keeps (a loop result it may not own)
      // become alloc + copy through the same hooks.
      "convert-bufferization-to-memref,"
      "func.func(convert-linalg-to-loops),"
      // expand-strided-metadata writes affine.apply for dynamic offsets
      // (slices at a loop index, as the front ends' scatter loops have), so
      // lower-affine runs after it.
      "expand-strided-metadata,"
      "lower-affine,"
      "convert-scf-to-cf,"
      // bf16 arithmetic runs in f32; its conversions become integer ops.
      "arith-emulate-unsupported-floats{source-types=bf16 target-type=f32},"
      "arith-expand{include-bf16},"
      "convert-math-to-llvm,"
      "convert-math-to-libm,"
      "finalize-memref-to-llvm{use-generic-functions},"
      "convert-to-llvm,"
      "reconcile-unrealized-casts",
      pm);
}

} // namespace memopt
