//===- Shard.h - a training step partitioned across ranks -------*- C++ -*-===//
//
// memopt-shard annotates a training step with upstream `shard` ops by role
// (docs/shard.md) and lets upstream sharding-propagation and shard-partition
// turn it into the program one rank of N runs.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TRANSFORMS_SHARD_H
#define MEMOPT_TRANSFORMS_SHARD_H

namespace memopt {

/// The `strategy` option of memopt-shard.
enum class ShardStrategy {
  /// Data parallelism: the batch split, everything else replicated.
  DataParallel,
  /// ZeRO stage 1: as DataParallel, with the optimizer states and their
  /// update split on dimension 0.
  Zero1,
};

} // namespace memopt

#endif // MEMOPT_TRANSFORMS_SHARD_H
