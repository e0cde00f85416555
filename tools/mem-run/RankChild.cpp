//===- RankChild.cpp - one rank of `mem-run --ranks`, under mpiexec -------===//

#include "AllGatherCall.h"
#include "AllToAllCall.h"
#include "RankProgram.h"
#include "RankRun.h"
#include "RankStep.h"
#include "ReduceScatterCall.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

// mem-run calls MPI's C API only.
#define MPICH_SKIP_MPICXX
#include <mpi.h>

using namespace mlir;

namespace memopt {

LogicalResult runRank(ModuleOp module, const RankRunOptions &options,
                      StringRef rankDir) {
  int rank = 0, size = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size != options.ranks) {
    module.emitError() << "mem-run: mpiexec started " << size
                       << " ranks for --ranks " << options.ranks
                       << " (is the launcher MPICH's, the MPI mem-run is "
                          "built with?)";
    return failure();
  }
  FailureOr<RankStep> step =
      prepareRankStep(module, options.entryName, options.ranks,
                      options.strategy, options.tp, options.uneven);
  // This rank's program, which the analysis predicts (RankProgram.h).
  if (failed(step) || failed(fixRank(step->entry, rank)))
    return failure();
  // The MPI library the collectives' calls are lowered for (MLIR's MPI to
  // LLVM lowering reads it from the module's DLTI; MPICH's ABI is also its
  // default).
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<DLTIDialect>();
  module->setAttr(
      "dlti.map",
      MapAttr::get(ctx, {DataLayoutEntryAttr::get(
                            StringAttr::get(ctx, "MPI:Implementation"),
                            StringAttr::get(ctx, "MPICH"))}));

  StepRunOptions run = options.step;
  run.beforeBufferize = lowerCollectives;
  run.symbols = getReduceScatterSymbols();
  for (auto &symbol : getAllToAllSymbols())
    run.symbols.push_back(symbol);
  for (auto &symbol : getAllGatherSymbols())
    run.symbols.push_back(symbol);
  // Argument i is the single device's, filled from the same stream, cut to
  // this rank's block.
  run.fill = [&](unsigned i, HostBuffer &buffer) {
    const RankSplit &split = step->argSplits[i];
    Type global = step->globalType.getInput(i);
    auto shaped = dyn_cast<ShapedType>(global);
    Type element = shaped ? shaped.getElementType() : global;
    uint64_t count = shaped ? uint64_t(shaped.getNumElements()) : 1;
    if (!split.isSplit()) {
      fillElements(step->fills[i], element, count, options.seed, i,
                   buffer.data);
      return;
    }
    std::vector<uint8_t> whole(storageBytesOf(global));
    fillElements(step->fills[i], element, count, options.seed, i, whole.data());
    copyRankBlock(split, rank, whole.data(), buffer.data);
  };

  return runStep(
      module, step->entry, run,
      [&](const StepMeasurement &measured, ArrayRef<HostBuffer> results) {
        llvm::SmallString<256> path(rankDir);
        llvm::sys::path::append(path, "rank-" + llvm::Twine(rank) + ".json");
        std::error_code ec;
        llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
        if (ec) {
          llvm::errs() << "mem-run: cannot write '" << path
                       << "': " << ec.message() << "\n";
          return failure();
        }
        llvm::json::OStream json(os);
        json.object([&] {
          json.attribute("rank", rank);
          writeMeasurement(json, measured);
          json.attribute("run_seconds", measured.runSeconds);
        });
        return dumpAll(rankDir, ("rank-" + llvm::Twine(rank) + "-result").str(),
                       results);
      });
}

} // namespace memopt
