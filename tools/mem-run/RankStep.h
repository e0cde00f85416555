//===- RankStep.h - a step partitioned for N ranks -------------*- C++ -*-===//
//
// What the parent and each child of `mem-run --ranks` both compute from the
// unpartitioned step: the fills of the single device's arguments, the loss
// result, and, after memopt-shard has partitioned the module in place, how
// each per-rank argument and result is the rank's block of the single
// device's (RankSlices.h).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_RANKSTEP_H
#define MEMOPT_TOOLS_MEMRUN_RANKSTEP_H

#include "ArgumentFill.h"
#include "RankSlices.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>
#include <string>
#include <vector>

namespace memopt {

struct RankStep {
  mlir::func::FuncOp entry;        // the per-rank program
  mlir::FunctionType globalType;   // the unpartitioned signature
  std::vector<ArgumentFill> fills; // of the unpartitioned arguments
  std::optional<unsigned> lossResult;
  std::vector<RankSplit> argSplits, resultSplits;
};

/// Finds the entry, plans its fills, partitions `module` in place with
/// memopt-shard{strategy ranks tp uneven} and relates the two signatures;
/// failure after a located error (a module that is partitioned already, a step
/// the partition refuses).
mlir::FailureOr<RankStep>
prepareRankStep(mlir::ModuleOp module, llvm::StringRef entryName, int64_t ranks,
                llvm::StringRef strategy, int64_t tp = 1,
                llvm::StringRef uneven = "refuse");

/// Lowers the collectives of the partitioned `module`: its reduce-scatters
/// and all-to-alls to calls of MPI (ReduceScatterCall.h, AllToAllCall.h),
/// the others to the mpi dialect
/// with upstream convert-shard-to-mpi; and erases the grid; an error when it
/// leaves shard ops (it reports an op it cannot lower, such as MLIR 22's
/// `shard.all_slice`, without failing).
mlir::LogicalResult lowerCollectives(mlir::ModuleOp module);

/// Storage bytes of a tensor or scalar of a static type.
uint64_t storageBytesOf(mlir::Type type);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_RANKSTEP_H
