//===- RankRun.h - run a step on N MPI ranks -------------------*- C++ -*-===//
//
//   mem-run step.mlir --ranks N [--strategy dp] [--entry F] [--seed S]
//
// mem-run takes the unpartitioned step and partitions it itself with
// memopt-shard (strategy, ranks), so that each rank's arguments can be the
// blocks of the single device's arguments (RankSlices.h): the same file and
// seed run on one device and on N ranks, and the results compare.
//
// The parent process checks everything it can report once, at a location
// (the entry, the partition, the fills), then re-executes itself under
// MPICH's `mpiexec -n N` with --rank-dir. Each child calls MPI_Init, lowers
// the per-rank program with upstream convert-shard-to-mpi before
// memopt-lower-cpu (the collectives become MPI calls the JIT resolves in
// mem-run's own libmpich), fills its block of each argument, runs the step,
// writes its measurement (rank-R.json) and its results (rank-R-result-I.bin)
// to the directory, and calls MPI_Finalize. The parent gathers them: a
// result split across the ranks is glued back together, a replicated one is
// rank 0's (and the ranks are checked to agree), and it prints JSON.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_RANKRUN_H
#define MEMOPT_TOOLS_MEMRUN_RANKRUN_H

#include "StepRun.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace memopt {

struct RankRunOptions {
  int64_t ranks = 0;
  std::string strategy;          // of memopt-shard
  int64_t tp = 1;                // of memopt-shard: 1, or all the ranks
  std::string uneven = "refuse"; // of memopt-shard
  std::string entryName;         // as --entry
  uint64_t seed = 0;
  std::string mpiexec;         // the launcher; empty: mpiexec.mpich or mpiexec
  std::string dumpResults;     // the gathered results, as --dump-results
  unsigned timeoutSeconds = 0; // of the whole mpiexec run; 0: none
  StepRunOptions step;         // its fill and hooks are set here
};

/// The parent: checks `module` (unpartitioned), launches `self` with
/// `childArgs` (mem-run's own arguments) and --rank-dir under mpiexec,
/// gathers the ranks' files and prints JSON to `out`.
mlir::LogicalResult launchRanks(mlir::ModuleOp module,
                                const RankRunOptions &options,
                                llvm::StringRef self,
                                llvm::ArrayRef<std::string> childArgs,
                                llvm::raw_ostream &out);

/// A child (under mpiexec): runs its rank of `module` and writes its files
/// to `rankDir`. Call between MPI_Init and MPI_Finalize.
mlir::LogicalResult runRank(mlir::ModuleOp module,
                            const RankRunOptions &options,
                            llvm::StringRef rankDir);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_RANKRUN_H
