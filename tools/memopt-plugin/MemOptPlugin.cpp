//===- MemOptPlugin.cpp - memopt passes for upstream mlir-opt -------------===//
//
//   mlir-opt --load-pass-plugin=build/lib/MemOptPlugin.so
//       --pass-pipeline="builtin.module(memopt-report)" step.mlir -o /dev/null
//
// The same library is a dialect plugin: with
// --load-dialect-plugin=build/lib/MemOptPlugin.so mlir-opt knows the memopt
// dialect while it parses, so it verifies the memopt.* attributes of its
// input too.
//
// The plugin links the same shared MLIR library as mlir-opt, so the passes
// see mlir-opt's dialects and interfaces.
//
//===----------------------------------------------------------------------===//

#include "memopt/IR/MemOptDialect.h"
#include "memopt/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MemOpt", LLVM_VERSION_STRING,
          []() { memopt::registerAllPasses(); }};
}

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MemOpt", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            registry->insert<memopt::MemOptDialect>();
          }};
}
