//===- InitAll.h - every dialect, pass and pipeline of mem-opt --*- C++ -*-===//
//
// The one place a tool registers mem-opt: mem-opt, mem-run, the mlir-opt
// plugin, the fuzzer and find_package(MemOpt) users call these (as
// mlir/InitAllDialects.h and mlir/InitAllPasses.h do upstream, and CIRCT's
// InitAll headers do for CIRCT). A new dialect or pass file is added here.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_INITALL_H
#define MEMOPT_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace memopt {

/// Adds the dialects a training step and its lowering use, with the
/// interface models (bufferization, inlining) the analysis relies on and the
/// translations to LLVM IR the lowering pipelines need.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers every memopt pass (memopt/Transforms/Passes.td and
/// memopt/Lowering/Passes.td) and the lowering pipelines. Upstream's passes
/// are not included: a tool that runs the pipelines registers them too
/// (mlir::registerAllPasses), which mlir-opt, loading the plugin, already did.
void registerAllPasses();

} // namespace memopt

#endif // MEMOPT_INITALL_H
