//===- Shard.h - a training step partitioned across ranks -------*- C++ -*-===//
//
// memopt-shard annotates a training step with upstream `shard` ops by role
// (docs/shard.md) and lets upstream sharding-propagation and shard-partition
// turn it into the program one rank of N runs.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TRANSFORMS_SHARD_H
#define MEMOPT_TRANSFORMS_SHARD_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace memopt {

/// The `strategy` option of memopt-shard.
enum class ShardStrategy {
  /// Data parallelism: the batch split, everything else replicated.
  DataParallel,
  /// ZeRO stage 1: as DataParallel, with the optimizer states and their
  /// update split (each on the first dimension the ranks divide).
  Zero1,
  /// ZeRO stage 2: as Zero1, with the gradients split too:
  /// each rank keeps its block of a gradient, reduce-scattered.
  Zero2,
  /// ZeRO stage 3 (FSDP): as Zero2, with the parameters split too, at the
  /// arguments and in the updated results: each use outside
  /// the update all-gathers the parameter whole.
  Zero3,
};

/// The `uneven` option of memopt-shard: what becomes of a tensor the stage
/// shards (parameter, gradient, optimizer state) that no dimension of which
/// the rank count divides.
enum class UnevenSplit {
  /// A located error naming the tensor, its shape and the ranks.
  Refuse,
  /// The tensor stays whole on every rank, and a remark says so.
  Replicate,
};

/// Attaches the ShardingInterface models upstream MLIR 22 lacks for the ops
/// of a generated training step (docs/shard.md): elementwise arith and math
/// ops, tensor.collapse_shape/expand_shape, tensor.extract_slice/insert_slice
/// and scf.for. Every tool that registers mem-opt's dialects calls it.
void registerShardingModels(mlir::DialectRegistry &registry);

} // namespace memopt

#endif // MEMOPT_TRANSFORMS_SHARD_H
