//===- OptMain.cpp - mlir-opt's main, screened and on a large stack -------===//

#include "memopt/Driver/OptMain.h"
#include "memopt/Driver/InputScreen.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

namespace memopt {

int runScreenedOptMain(int argc, char **argv, llvm::StringRef toolName,
                       DialectRegistry &registry) {
  llvm::InitLLVM initLLVM(argc, argv);
  auto [inputFilename, outputFilename] =
      registerAndParseCLIOptions(argc, argv, toolName, registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // Nothing to parse.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(input->getMemBufferRef(),
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    if (!screenMainBuffer(sourceMgr))
      return EXIT_FAILURE;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  LogicalResult result = failure();
  runWithLargeStack([&] {
    result = MlirOptMain(output->os(), std::move(input), registry, config);
  });
  if (failed(result))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}

} // namespace memopt
