//===- RankStep.cpp - a step partitioned for N ranks ----------------------===//

#include "RankStep.h"
#include "AllGatherCall.h"
#include "AllToAllCall.h"
#include "LossResult.h"
#include "ReduceScatterCall.h"
#include "StepRun.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptAttributes.h"

#include "mlir/Conversion/ShardToMPI/ShardToMPI.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace memopt {

uint64_t storageBytesOf(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return *getCheckedByteSize(
        shaped.getShape(), *getElementStorageBytes(shaped.getElementType()));
  return *getElementStorageBytes(type);
}

LogicalResult lowerCollectives(ModuleOp module) {
  // The reduce-scatters, all-to-alls and all-gathers first: upstream has
  // no lowering of them.
  if (failed(lowerReduceScatters(module)) || failed(lowerAllToAlls(module)) ||
      failed(lowerAllGathers(module)))
    return failure();
  PassManager pm(module->getName());
  pm.addPass(createConvertShardToMPIPass());
  if (failed(pm.run(module)))
    return failure();
  // The conversion reports the op it cannot lower without failing, and
  // rolls back: any shard op but the grid is left then.
  WalkResult left = module.walk([&](Operation *op) {
    return isa<shard::ShardDialect>(op->getDialect()) && !isa<shard::GridOp>(op)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  if (left.wasInterrupted())
    return module.emitError()
           << "mem-run: upstream convert-shard-to-mpi cannot lower this "
              "partitioned step (the op it names above; MLIR 22 has no "
              "lowering of shard.all_slice, which zero1 uses), so it cannot "
              "run on ranks";
  // Nothing refers to the grid any more, and LLVM has no use for it.
  for (auto grid : llvm::make_early_inc_range(module.getOps<shard::GridOp>()))
    grid.erase();
  return success();
}

FailureOr<RankStep> prepareRankStep(ModuleOp module, StringRef entryName,
                                    int64_t ranks, StringRef strategy,
                                    int64_t tp, StringRef uneven) {
  auto grids = module.getOps<shard::GridOp>();
  if (!grids.empty()) {
    (*grids.begin()).emitError()
        << "mem-run: --ranks takes the unpartitioned step and partitions it "
           "itself (memopt-shard), so that each rank's arguments are blocks "
           "of the single device's; this module is partitioned already";
    return failure();
  }
  if (ranks < 1) {
    module.emitError() << "mem-run: --ranks " << ranks
                       << ": expected at least 1";
    return failure();
  }
  RankStep step;
  func::FuncOp entry = findEntry(module, entryName);
  if (!entry || failed(checkStaticSignature(entry)))
    return failure();
  std::string name = entry.getSymName().str();
  FailureOr<std::vector<ArgumentFill>> fills = planArgumentFills(entry);
  if (failed(fills))
    return failure();
  step.fills = std::move(*fills);
  step.lossResult = findLossResult(entry);
  step.globalType = entry.getFunctionType();

  PassManager pm(module->getName());
  std::string pipeline =
      ("memopt-shard{strategy=" + strategy + " ranks=" + llvm::Twine(ranks) +
       " tp=" + llvm::Twine(tp) + " uneven=" + uneven + "}")
          .str();
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parsePassPipeline(pipeline, pm, errorStream))) {
    module.emitError() << "mem-run: --strategy " << strategy << ": "
                       << llvm::StringRef(error).trim();
    return failure();
  }
  if (failed(pm.run(module)))
    return failure();

  step.entry = module.lookupSymbol<func::FuncOp>(name);
  FunctionType localType = step.entry.getFunctionType();
  // The grid memopt-shard partitioned on, and the axes it recorded for
  // each argument and result (RecordSplits.h).
  SmallVector<int64_t> gridShape{ranks};
  if (tp > 1)
    gridShape = {ranks / tp, tp};
  auto relate = [&](TypeRange global, TypeRange local, StringRef kind,
                    StringRef recordName,
                    std::vector<RankSplit> &splits) -> LogicalResult {
    auto recorded = step.entry->getAttrOfType<ArrayAttr>(recordName);
    if (!recorded || recorded.size() != global.size())
      return step.entry.emitError()
             << "mem-run: memopt-shard left no " << recordName
             << " of one entry per " << kind << " on @" << name;
    for (auto [i, types] : llvm::enumerate(llvm::zip(global, local))) {
      std::string why;
      std::optional<RankSplit> split = getRankSplit(
          std::get<0>(types), std::get<1>(types), gridShape, recorded[i], why);
      if (!split)
        return step.entry.emitError()
               << "mem-run: " << kind << " #" << i << ": " << why;
      splits.push_back(*split);
    }
    return success();
  };
  if (localType.getNumInputs() != step.globalType.getNumInputs() ||
      localType.getNumResults() != step.globalType.getNumResults()) {
    step.entry.emitError() << "mem-run: the partition changed the number of "
                              "arguments or results of @"
                           << name;
    return failure();
  }
  if (failed(relate(step.globalType.getInputs(), localType.getInputs(),
                    "argument", kArgumentSplitsAttrName, step.argSplits)) ||
      failed(relate(step.globalType.getResults(), localType.getResults(),
                    "result", kResultSplitsAttrName, step.resultSplits)))
    return failure();
  // Read; the lowering rewrites the signature they describe.
  step.entry->removeAttr(kArgumentSplitsAttrName);
  step.entry->removeAttr(kResultSplitsAttrName);
  return step;
}

} // namespace memopt
