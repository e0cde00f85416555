//===- Collectives.h - which ops are shard collectives ----------*- C++ -*-===//

#ifndef MEMOPT_LIB_ANALYSIS_COLLECTIVES_H
#define MEMOPT_LIB_ANALYSIS_COLLECTIVES_H

#include "mlir/IR/Operation.h"

namespace memopt {

/// The kind of a shard dialect collective ("all_reduce", "all_gather",
/// "reduce_scatter", "all_slice", ...: the op's name without the dialect),
/// or an empty string for any other op (shard.shard, shard.grid, the
/// process indices) and for an all_slice of a tensor.empty: no data moves.
llvm::StringRef getCollectiveKind(mlir::Operation *op);

/// Whether `op` is a `shard.all_slice` of a `tensor.empty`: the rank's block
/// of an empty tensor (the partitioner's destination of a split update),
/// which moves no data and is, to bufferization, a new empty tensor of the
/// block's shape that its writer may write in place (mem-run makes it one).
bool isEmptyBlock(mlir::Operation *op);

/// Replaces every empty block (isEmptyBlock) of static shape under `root`
/// with a `tensor.empty` of its type, for upstream's One-Shot analysis,
/// which takes an op it does not know for a buffer it may not write.
void replaceEmptyBlocks(mlir::Operation *root);

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_COLLECTIVES_H
