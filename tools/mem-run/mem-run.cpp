//===- mem-run.cpp - run a training step and count its bytes --------------===//
//
//   mem-run step.mlir [--entry NAME] [--seed N] [--pipeline-options OPTS]
//                     [--dump-results DIR] [--dump-inputs DIR]
//                     [--ranks N [--strategy S] [--mpiexec PATH]]
//
// Predicts the entry function's peak with the memory analysis, lowers the
// same IR with memopt-lower-cpu, fills the arguments from the seed (see
// ArgumentFill.h), runs it with MLIR's ExecutionEngine against the counting
// allocator of runtime/ (StepRun.h), and prints JSON: the predicted and the
// measured peak, the loss (LossResult.h) and an FNV-1a checksum of every
// result's bytes. With --ranks N it partitions the step for N ranks and
// runs them under MPI (RankRun.h).
//
//===----------------------------------------------------------------------===//

#include "ArgumentFill.h"
#include "LossResult.h"
#include "RankRun.h"
#include "StepRun.h"

#include "memopt/InitAll.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#define MPICH_SKIP_MPICXX
#include <mpi.h>

using namespace mlir;
using namespace memopt;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required);
static cl::opt<std::string>
    entryName("entry",
              cl::desc("Function to run (default: the only public "
                       "function with a body)"),
              cl::init(""));
static cl::opt<uint64_t> seed("seed", cl::desc("Seed of the argument values"),
                              cl::init(0));
static cl::opt<std::string>
    pipelineOptions("pipeline-options",
                    cl::desc("Options of memopt-lower-cpu, e.g. 'arena=true'"),
                    cl::init(""));
static cl::opt<unsigned>
    optLevel("O", cl::desc("LLVM optimization level of the JIT (0-3)"),
             cl::init(2), cl::Prefix);
static cl::opt<std::string>
    dumpResults("dump-results",
                cl::desc("Write the bytes of result i to DIR/result-i.bin"),
                cl::init(""));
static cl::opt<std::string>
    dumpInputs("dump-inputs",
               cl::desc("Write the bytes of argument i, as filled before the "
                        "call, to DIR/arg-i.bin"),
               cl::init(""));
static cl::opt<int64_t>
    ranks("ranks",
          cl::desc("Partition the step for N ranks (memopt-shard) and run "
                   "them under MPICH's mpiexec (0: one device)"),
          cl::init(0));
static cl::opt<std::string>
    strategy("strategy", cl::desc("memopt-shard's strategy under --ranks"),
             cl::init("dp"));
static cl::opt<int64_t>
    tp("tp",
       cl::desc("memopt-shard's tensor-parallel ranks under --ranks (dividing "
                "them: a (ranks/tp) x tp grid, the batch split on its first "
                "axis, the matmul pairs on its second)"),
       cl::init(1));
static cl::opt<std::string>
    uneven("uneven",
           cl::desc("memopt-shard's uneven= under --ranks: refuse (default) "
                    "or replicate a tensor the stage shards no dimension of "
                    "which the ranks divide"),
           cl::init("refuse"));
static cl::opt<std::string>
    mpiexec("mpiexec",
            cl::desc("The MPI launcher under --ranks (default: mpiexec.mpich, "
                     "else mpiexec)"),
            cl::init(""));
static cl::opt<unsigned>
    rankTimeout("rank-timeout",
                cl::desc("Seconds the ranks may take under --ranks (0: no "
                         "limit)"),
                cl::init(600));
static cl::opt<std::string>
    rankDir("rank-dir",
            cl::desc("Internal: run as one rank under mpiexec, writing to DIR"),
            cl::init(""), cl::Hidden);

namespace {

StepRunOptions stepOptions() {
  StepRunOptions options;
  options.pipelineOptions = pipelineOptions;
  options.optLevel = optLevel;
  return options;
}

/// One device: runs the entry and prints its JSON.
LogicalResult runOne(ModuleOp module, llvm::raw_ostream &out) {
  func::FuncOp entry = findEntry(module, entryName);
  if (!entry)
    return failure();
  std::string name = entry.getSymName().str();
  std::optional<unsigned> lossResult = findLossResult(entry);
  std::vector<ArgumentFill> fills;
  StepRunOptions options = stepOptions();
  options.planFills = [&]() -> LogicalResult {
    FailureOr<std::vector<ArgumentFill>> planned = planArgumentFills(entry);
    if (failed(planned))
      return failure();
    fills = std::move(*planned);
    return success();
  };
  options.fill = [&](unsigned i, HostBuffer &buffer) {
    auto shaped = dyn_cast<ShapedType>(buffer.type);
    Type element = shaped ? shaped.getElementType() : buffer.type;
    uint64_t count = shaped ? uint64_t(shaped.getNumElements()) : 1;
    fillElements(fills[i], element, count, seed, i, buffer.data);
  };
  options.beforeCall = [&](ArrayRef<HostBuffer> arguments) {
    return success(dumpInputs.empty() ||
                   succeeded(dumpAll(dumpInputs, "arg", arguments)));
  };
  return runStep(
      module, entry, options,
      [&](const StepMeasurement &measured, ArrayRef<HostBuffer> results) {
        if (!dumpResults.empty() &&
            failed(dumpAll(dumpResults, "result", results)))
          return failure();
        llvm::json::OStream json(out, 2);
        json.object([&] {
          json.attribute("entry", name);
          json.attribute("seed", int64_t(seed));
          writeMeasurement(json, measured);
          if (measured.arenaBytes && measured.arenaLivePeak) {
            json.attribute("arena_bytes", *measured.arenaBytes);
            json.attribute("arena_live_peak_bytes", *measured.arenaLivePeak);
            json.attribute("fragmentation",
                           double(*measured.arenaBytes) /
                               double(*measured.arenaLivePeak));
          }
          if (lossResult)
            json.attribute("loss", readLoss(results[*lossResult]));
          json.attributeArray("checksums", [&] {
            for (const HostBuffer &result : results)
              json.value(fnv1a(result.data, result.bytes));
          });
          json.attribute("lower_seconds", measured.lowerSeconds);
          json.attribute("run_seconds", measured.runSeconds);
        });
        out << "\n";
        return success();
      });
}

RankRunOptions rankOptions() {
  RankRunOptions options;
  options.ranks = ranks;
  options.strategy = strategy;
  options.tp = tp;
  options.uneven = uneven;
  options.entryName = entryName;
  options.seed = seed;
  options.mpiexec = mpiexec;
  options.dumpResults = dumpResults;
  options.timeoutSeconds = rankTimeout;
  options.step = stepOptions();
  return options;
}

} // namespace

/// One rank under mpiexec: MPI_Init and MPI_Finalize around the step; a
/// failing rank aborts them all (the others would wait in a collective).
int runAsRank(ModuleOp module) {
  MPI_Init(nullptr, nullptr);
  if (failed(memopt::runRank(module, rankOptions(), rankDir)))
    MPI_Abort(MPI_COMM_WORLD, 1);
  MPI_Finalize();
  return 0;
}

int main(int argc, char **argv) {
  // The parent passes its own arguments on to the ranks.
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string self = llvm::sys::fs::getMainExecutable(
      argv[0], reinterpret_cast<void *>(&runAsRank));
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  mlir::registerAllPasses();
  memopt::registerAllPasses();
  cl::ParseCommandLineOptions(
      argc, argv,
      "mem-run: run a training step on the CPU and "
      "compare its measured peak with the prediction\n");

  DialectRegistry registry;
  memopt::registerAllDialects(registry);
  MLIRContext context(registry);
  // Errors name their location; a dump of the whole module helps no one.
  context.printOpOnDiagnostic(false);

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "mem-run: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  if (!rankDir.empty())
    return runAsRank(*module);
  if (ranks.getNumOccurrences() == 0) {
    for (cl::Option *option : std::initializer_list<cl::Option *>{
             &strategy, &tp, &uneven, &mpiexec, &rankTimeout})
      if (option->getNumOccurrences()) {
        llvm::errs() << "mem-run: --" << option->ArgStr
                     << " applies under --ranks only\n";
        return 1;
      }
    return failed(runOne(*module, llvm::outs())) ? 1 : 0;
  }
  if (!dumpInputs.empty()) {
    llvm::errs() << "mem-run: --dump-inputs is for one device (under --ranks "
                    "the inputs are the single device's, cut per rank)\n";
    return 1;
  }
  return failed(memopt::launchRanks(*module, rankOptions(), self, args,
                                    llvm::outs()))
             ? 1
             : 0;
}
