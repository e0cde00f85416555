//===- BlockLoops.h - block maps made loop dimensions -----------*- C++ -*-===//
//
// 8-bit Adam reads a scale per block of 256 elements of a flattened moment
// through the map `(d0) -> (d0 floordiv 256)`. Upstream's linalg sharding
// model (MLIR 22) takes maps whose results are sums of multiples of loop
// dimensions only, and sharding-propagation fails on that op once the
// moment is split. Splitting the loop in two, blocks and the elements of a
// block, reads the same elements through `(b, i) -> (b, i)` of the moment
// expanded to [n / 256, 256] and `(b, i) -> (b)` of the scales: loop
// dimensions only, which upstream's model shards on the blocks (and
// memopt's reshape model carries the split through the expand_shape).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_BLOCKLOOPS_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_BLOCKLOOPS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace memopt {

/// Rewrites each top-level linalg.generic of `func` whose maps read a loop
/// dimension d of static extent n both as `d` and as `d floordiv C` (and in
/// no other way, without linalg.index) into one over (d / C', d mod C'),
/// C' = C, or n when n <= C (one block): the operands read at `d` are
/// expanded to [.., n / C, C, ..] (one block: [.., n, 1, ..]), those read
/// at `d floordiv C` read at the block, and the results collapsed back. A
/// block dimension is parallel when an init is read at the block (the
/// block's reduction, 8-bit Adam's absmax). Fails with a located error
/// where C does not divide n > C, or `ranks` do not split the n / C blocks.
/// Returns the number of ops rewritten.
mlir::FailureOr<unsigned> splitBlockLoops(mlir::func::FuncOp func,
                                          int64_t ranks);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_BLOCKLOOPS_H
