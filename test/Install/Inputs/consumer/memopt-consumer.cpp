//===- memopt-consumer.cpp - a user of the installed memopt library -------===//
//
//   memopt-consumer FILE PIPELINE
//
// Registers the memopt dialects and passes (memopt/InitAll.h), parses FILE,
// runs the textual PIPELINE on the module (the passes inside
// `builtin.module(...)`, for example `memopt-report{format=json}`), then reads
// the memory analysis through the C++ API and prints each function's peak.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/InitAll.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 3) {
    llvm::errs() << "usage: memopt-consumer FILE PIPELINE\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  memopt::registerAllDialects(registry);
  memopt::registerAllPasses();
  mlir::MLIRContext context(registry);

  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], sourceMgr, &context);
  if (!module)
    return 1;

  mlir::PassManager pm(&context);
  if (mlir::failed(mlir::parsePassPipeline(argv[2], pm)) ||
      mlir::failed(pm.run(*module)))
    return 1;

  memopt::MemoryAnalysis analysis(module->getOperation());
  if (!analysis.succeeded())
    return 1;
  for (const auto &profile : analysis.getFunctions())
    llvm::outs() << "consumer: @" << profile->func.getSymName() << " peak "
                 << profile->peakBytes << " bytes, " << profile->parameterCount
                 << " parameters, " << profile->flops << " FLOPs\n";
  return 0;
}
