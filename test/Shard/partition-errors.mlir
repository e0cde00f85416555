// The reshape and slice models refuse, with a located error, to partition
// shardings they would not have chosen (here written by hand, and given to
// upstream shard-partition alone): memopt-shard never gets there, as the
// models offer no sharding option for these.
// RUN: mem-opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(shard-partition))" -o /dev/null

// Split on T, the group's second dimension: not the collapsed rows' split.
shard.grid @g(shape = 2)
func.func @collapse_inner(%x: tensor<4x2x8xf32>) -> tensor<8x8xf32> {
  %s = shard.sharding @g split_axes = [[], [0]] : !shard.sharding
  %a = shard.shard %x to %s : tensor<4x2x8xf32>
  %b = shard.shard %a to %s annotate_for_users : tensor<4x2x8xf32>
  // expected-error @+1 {{memopt-shard: the reshape's operand and result are not split alike (only a group's first dimension may be split, and only if the ranks divide it)}}
  %c = tensor.collapse_shape %b [[0, 1], [2]] : tensor<4x2x8xf32> into tensor<8x8xf32>
  %r = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %d = shard.shard %c to %r : tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

// -----

// [8, 8] -> [2, 4, 8] on 4 ranks: 2 rows each, but 4 ranks do not divide
// the 2 of the expanded group's first dimension.
shard.grid @g(shape = 4)
func.func @expand_indivisible(%x: tensor<8x8xf32>) -> tensor<2x4x8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %a = shard.shard %x to %s : tensor<8x8xf32>
  %b = shard.shard %a to %s annotate_for_users : tensor<8x8xf32>
  // expected-error @+1 {{memopt-shard: the reshape's operand and result are not split alike}}
  %e = tensor.expand_shape %b [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
  %d = shard.shard %e to %s : tensor<2x4x8xf32>
  return %d : tensor<2x4x8xf32>
}

// -----

// The slice cuts the split dimension (rows 0 to 4 of 8).
shard.grid @g(shape = 2)
func.func @slice_cut(%x: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %a = shard.shard %x to %s : tensor<8x8xf32>
  %b = shard.shard %a to %s annotate_for_users : tensor<8x8xf32>
  // expected-error @+1 {{memopt-shard: the slice's operands and result are not split alike (only a dimension the slice takes whole may be split, and only if the ranks divide it)}}
  %e = tensor.extract_slice %b[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %d = shard.shard %e to %s : tensor<4x8xf32>
  return %d : tensor<4x8xf32>
}

// -----

// The inserted slice is replicated, the destination split.
shard.grid @g(shape = 2)
func.func @insert_mixed(%x: tensor<8x4xf32>, %y: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %rep = shard.sharding @g split_axes = [[]] : !shard.sharding
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %a = shard.shard %x to %rep : tensor<8x4xf32>
  %b = shard.shard %a to %rep annotate_for_users : tensor<8x4xf32>
  %c = shard.shard %y to %s : tensor<8x8xf32>
  %d = shard.shard %c to %s annotate_for_users : tensor<8x8xf32>
  // expected-error @+1 {{memopt-shard: the slice's operands and result are not split alike}}
  %e = tensor.insert_slice %b into %d[0, 4] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<8x8xf32>
  %f = shard.shard %e to %s : tensor<8x8xf32>
  return %f : tensor<8x8xf32>
}

// -----

// scf.for is partitioned replicated only.
shard.grid @g(shape = 2)
func.func @loop_split(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shard.sharding @g split_axes = [[0]] : !shard.sharding
  %a = shard.shard %x to %s : tensor<8x8xf32>
  %b = shard.shard %a to %s annotate_for_users : tensor<8x8xf32>
  // expected-error @+1 {{memopt-shard: scf.for is partitioned replicated only, and one of its operands or results is split}}
  %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%t = %b) -> (tensor<8x8xf32>) {
    scf.yield %t : tensor<8x8xf32>
  }
  %d = shard.shard %l to %s : tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}
