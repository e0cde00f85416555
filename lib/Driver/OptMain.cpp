//===- OptMain.cpp - mlir-opt's main, screened and on a large stack -------===//

#include "memopt/Driver/OptMain.h"
#include "memopt/Driver/InputScreen.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;

namespace memopt {

/// Parsing and analysing hold about this many bytes of memory per input byte
/// (bench/resource_limits.py: 847 MiB for a 1.25-million-op step of 72 MiB;
/// mlir-opt-22 parsing and printing it, 800 MiB), so a 1 GB input would need
/// some 12 GB: inputs over --max-input-mib are refused before parsing.
constexpr uint64_t kMemoryPerInputByte = 12;

static llvm::cl::opt<unsigned> maxInputMiB(
    "max-input-mib",
    llvm::cl::desc("Refuse an input larger than this many MiB before parsing "
                   "it (0: no limit); analysing takes about 12 bytes of "
                   "memory per input byte"),
    llvm::cl::init(256));

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
    uint64_t limit = uint64_t(maxInputMiB) << 20;
    if (limit && input->getBufferSize() > limit) {
      // Located at the start, without echoing the first line (which may be
      // the whole file).
      uint64_t bytes = input->getBufferSize();
      std::string where = (input->getBufferIdentifier() + ":1:1").str();
      llvm::WithColor::error(llvm::errs(), where)
          << "input is " << bytes << " bytes ("
          << llvm::format("%.1f", bytes / double(1 << 20))
          << " MiB), over the --max-input-mib limit of " << maxInputMiB
          << " MiB: analysing it would take about "
          << (bytes * kMemoryPerInputByte >> 20) << " MiB of memory\n";
      return EXIT_FAILURE;
    }
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
