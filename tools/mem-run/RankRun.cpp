//===- RankRun.cpp - launch `mem-run --ranks` under mpiexec and gather ----===//

#include "RankRun.h"
#include "LossResult.h"
#include "RankProgram.h"
#include "RankStep.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <chrono>
#include <set>

using namespace mlir;

namespace memopt {
namespace {

/// The launcher: --mpiexec, else MPICH's (mem-run links libmpich, and
/// another MPI's mpiexec would start N singletons), else `mpiexec`.
std::optional<std::string> findLauncher(StringRef given) {
  if (!given.empty()) {
    if (given.contains('/'))
      return llvm::sys::fs::can_execute(given)
                 ? std::optional<std::string>(given.str())
                 : std::nullopt;
    llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(given);
    return found ? std::optional<std::string>(*found) : std::nullopt;
  }
  for (StringRef name : {"mpiexec.mpich", "mpiexec"})
    if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(name))
      return *found;
  return std::nullopt;
}

/// The files of rank `rank` in `dir`.
std::string rankFile(StringRef dir, int64_t rank, const llvm::Twine &suffix) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "rank-" + llvm::Twine(rank) + suffix);
  return path.str().str();
}

/// Removes the rank directory however the run ends.
struct TempDir {
  llvm::SmallString<256> path;
  ~TempDir() {
    if (!path.empty())
      llvm::sys::fs::remove_directories(path);
  }
};

} // namespace

LogicalResult launchRanks(ModuleOp module, const RankRunOptions &options,
                          StringRef self, ArrayRef<std::string> childArgs,
                          llvm::raw_ostream &out) {
  // Everything a child would report N times, once, at its location.
  OwningOpRef<ModuleOp> partitioned(module.clone());
  FailureOr<RankStep> step =
      prepareRankStep(*partitioned, options.entryName, options.ranks,
                      options.strategy, options.tp, options.uneven);
  if (failed(step))
    return failure();
  // Rank 0's program stands for them all here.
  OwningOpRef<ModuleOp> lowered(partitioned->clone());
  if (failed(fixRank(
          lowered->lookupSymbol<func::FuncOp>(step->entry.getSymName()), 0)) ||
      failed(lowerCollectives(*lowered)))
    return failure();
  std::optional<std::string> launcher = findLauncher(options.mpiexec);
  if (!launcher) {
    module.emitError() << "mem-run: --ranks needs MPICH's mpiexec"
                       << (options.mpiexec.empty()
                               ? " (mpiexec.mpich or mpiexec on PATH)"
                               : " '" + options.mpiexec + "'")
                       << ", which is not found; scripts/setup.sh installs "
                          "mpich";
    return failure();
  }
  TempDir dir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("mem-run-ranks", dir.path)) {
    module.emitError() << "mem-run: cannot create a directory for the ranks: "
                       << ec.message();
    return failure();
  }

  std::vector<std::string> argv{*launcher, "-n", std::to_string(options.ranks),
                                self.str()};
  argv.insert(argv.end(), childArgs.begin(), childArgs.end());
  argv.push_back(("--rank-dir=" + dir.path).str());
  std::vector<StringRef> argvRefs(argv.begin(), argv.end());
  std::string message;
  auto start = std::chrono::steady_clock::now();
  int status = llvm::sys::ExecuteAndWait(*launcher, argvRefs, std::nullopt, {},
                                         options.timeoutSeconds, 0, &message);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (status != 0) {
    module.emitError() << "mem-run: " << options.ranks << " ranks under "
                       << *launcher << " failed ("
                       << (message.empty()
                               ? "exit status " + std::to_string(status)
                               : message)
                       << "); the ranks' errors are above";
    return failure();
  }

  // The ranks' measurements, and each result glued from their blocks.
  FunctionType globalType = step->globalType;
  std::vector<llvm::json::Value> rankReports;
  std::vector<std::vector<uint8_t>> results;
  for (Type type : globalType.getResults())
    results.emplace_back(storageBytesOf(type));
  bool agree = true;
  std::vector<std::set<std::vector<int64_t>>> placedBlocks(results.size());
  for (int64_t rank = 0; rank < options.ranks; ++rank) {
    std::string path = rankFile(dir.path, rank, ".json");
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(path);
    llvm::Expected<llvm::json::Value> report =
        file ? llvm::json::parse((*file)->getBuffer())
             : llvm::Expected<llvm::json::Value>(
                   llvm::errorCodeToError(file.getError()));
    if (!report) {
      module.emitError() << "mem-run: rank " << rank << " left no report '"
                         << path << "': " << llvm::toString(report.takeError());
      return failure();
    }
    rankReports.push_back(std::move(*report));
    for (auto [i, type] : llvm::enumerate(globalType.getResults())) {
      std::string binPath =
          rankFile(dir.path, rank, "-result-" + llvm::Twine(i) + ".bin");
      llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> bin =
          llvm::MemoryBuffer::getFile(binPath);
      const RankSplit &split = step->resultSplits[i];
      uint64_t expected = storageBytesOf(step->entry.getResultTypes()[i]);
      if (!bin || (*bin)->getBufferSize() != expected) {
        module.emitError() << "mem-run: rank " << rank << " left no result #"
                           << i << " of " << expected << " bytes ('" << binPath
                           << "')";
        return failure();
      }
      auto *bytes = reinterpret_cast<const uint8_t *>((*bin)->getBufferStart());
      // The first rank holding a block places it; the others holding the
      // same block (replicated on the other axes) must agree with it.
      if (!split.isSplit()) {
        if (rank == 0)
          std::copy(bytes, bytes + expected, results[i].begin());
        else
          agree &= std::equal(bytes, bytes + expected, results[i].begin());
        continue;
      }
      if (placedBlocks[i].insert(split.blockOf(rank)).second) {
        placeRankBlock(split, rank, bytes, results[i].data());
        continue;
      }
      std::vector<uint8_t> placed(expected);
      copyRankBlock(split, rank, results[i].data(), placed.data());
      agree &= std::equal(bytes, bytes + expected, placed.begin());
    }
  }

  std::vector<HostBuffer> buffers;
  for (auto [type, bytes] : llvm::zip(globalType.getResults(), results))
    buffers.push_back({type, bytes.size(), bytes.data()});
  if (!options.dumpResults.empty() &&
      failed(dumpAll(options.dumpResults, "result", buffers)))
    return failure();

  llvm::json::OStream json(out, 2);
  json.object([&] {
    json.attribute("entry", step->entry.getSymName());
    json.attribute("seed", int64_t(options.seed));
    json.attribute("strategy", options.strategy);
    json.attribute("tp", options.tp);
    json.attribute("uneven", options.uneven);
    json.attributeArray("ranks", [&] {
      for (llvm::json::Value &report : rankReports)
        json.value(std::move(report));
    });
    if (step->lossResult)
      json.attribute("loss", readLoss(buffers[*step->lossResult]));
    json.attributeArray("checksums", [&] {
      for (const HostBuffer &result : buffers)
        json.value(fnv1a(result.data, result.bytes));
    });
    json.attribute("replicated_results_agree", agree);
    json.attribute("mpiexec_seconds", seconds);
  });
  out << "\n";
  return success();
}

} // namespace memopt
