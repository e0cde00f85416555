//===- mem-gen.cpp - transformer training-step generator ------------------===//
//
// Writes one func.func @train_step (forward, hand-derived backward, optimizer
// update) for a GPT-2 or Llama model in upstream MLIR dialects on tensors.
// See docs/generator.md.
//===----------------------------------------------------------------------===//
#include "Options.h"
#include "TrainStep.h"

#include "memopt/IR/MemOptDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  memgen::Config cfg;
  if (!memgen::parseArgs(argc, argv, cfg))
    return 1;

  DialectRegistry registry;
  registry
      .insert<func::FuncDialect, linalg::LinalgDialect, tensor::TensorDialect,
              arith::ArithDialect, math::MathDialect, scf::SCFDialect>();
  // The memopt dialect verifies the annotations the generator writes.
  registry.insert<memopt::MemOptDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();

  if (cfg.printParamCount) {
    memgen::StaticSummary s = memgen::staticSummary(&ctx, cfg);
    int64_t total = s.parameterBytes + s.gradientBytes + s.optimizerStateBytes;
    auto &os = llvm::outs();
    os << "parameters: " << s.parameters << "\n";
    os << "parameter bytes: " << s.parameterBytes << "\n";
    os << "gradient bytes: " << s.gradientBytes << "\n";
    os << "optimizer_state bytes: " << s.optimizerStateBytes << "\n";
    os << "static bytes: " << total << "\n";
    os << llvm::format("static bytes per parameter: %.3f\n",
                       (double)total / (double)s.parameters);
    os.flush();
    if (cfg.output == "-")
      return 0;
  }
  OwningOpRef<ModuleOp> module = memgen::buildTrainStep(&ctx, cfg);
  if (failed(verify(*module))) {
    llvm::errs() << "mem-gen: error: generated IR failed to verify\n";
    return 1;
  }
  std::string err;
  auto out = openOutputFile(cfg.output, &err);
  if (!out) {
    llvm::errs() << "mem-gen: error: " << err << "\n";
    return 1;
  }
  OpPrintingFlags flags;
  module->print(out->os(), flags);
  out->os() << "\n";
  out->keep();
  return 0;
}
