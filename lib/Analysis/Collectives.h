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

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_COLLECTIVES_H
