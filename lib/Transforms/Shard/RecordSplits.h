//===- RecordSplits.h - which grid axes split each argument -----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_RECORDSPLITS_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_RECORDSPLITS_H

#include "memopt/IR/MemOptAttributes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Records on `func`, as kArgumentSplitsAttrName and kResultSplitsAttrName
/// (one shard.GridAxesArrayAttr per argument and per result: the grid axes
/// splitting each dimension, `[[]]` where replicated or a scalar), the
/// `shard.shard` annotating each argument (its first user) and each
/// returned value (its definition); call after annotateStep, before
/// partitioning. The partitioned signature has only the per-rank shapes,
/// which on a grid of two axes of one size do not tell which axis splits a
/// dimension; mem-run reads the record to cut and glue the ranks' blocks.
void recordSplits(mlir::func::FuncOp func);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_RECORDSPLITS_H
