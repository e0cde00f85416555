// memopt's model for tensor.collapse_shape and expand_shape: a split of the
// first dimension of a reassociation group passes through when the rank
// count divides it ([4, 2, 8] -> [8, 8] split on the batch, 4, is each
// rank's [2, 2, 8] -> [4, 8]); otherwise the model offers no option and
// propagation replicates the reshape, gathering its operand first.
// RUN: mem-opt %s -split-input-file --memopt-shard="strategy=dp ranks=2" | FileCheck %s
// RUN: mem-opt %s -split-input-file --memopt-shard="strategy=dp ranks=4" | FileCheck %s --check-prefix=FOUR

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %[[X:.*]]: tensor<2x2x8xf32> {memopt.role = "input"}
// CHECK-NOT: shard.all_
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<2x2x8xf32> into tensor<4x8xf32>
// CHECK-NOT: shard.all_
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[C]], %{{.*}} : tensor<4x8xf32>, tensor<8x8xf32>)
// CHECK-NOT: shard.all_
// CHECK: %[[E:.*]] = tensor.expand_shape %[[Y]] {{\[}}[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
// CHECK-NOT: shard.all_
// CHECK: linalg.reduce ins(%[[E]] : tensor<2x2x8xf32>)
// CHECK: shard.all_reduce
// FOUR-LABEL: func.func @reshape(
// FOUR: tensor.collapse_shape %{{.*}} : tensor<1x2x8xf32> into tensor<2x8xf32>
// FOUR: tensor.expand_shape %{{.*}} output_shape [1, 2, 8] : tensor<2x8xf32> into tensor<1x2x8xf32>
func.func @reshape(%x: tensor<4x2x8xf32> {memopt.role = "input"},
                   %w: tensor<8x8xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x2x8xf32> into tensor<8x8xf32>
  %ey = tensor.empty() : tensor<8x8xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.matmul ins(%c, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%zy : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = tensor.expand_shape %y [[0, 1], [2]] output_shape [4, 2, 8] : tensor<8x8xf32> into tensor<4x2x8xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%e : tensor<4x2x8xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1, 2]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

// Refused: [8, 8] -> [2, 4, 8] on 4 ranks would split the group's first
// dimension, 2, in 4. The expand is replicated: the 2 rows of each rank are
// gathered to 8 first, and the reduction after it is not split either.
// FOUR-LABEL: func.func @refused(
// FOUR-SAME: tensor<2x8xf32> {memopt.role = "input"}
// FOUR: shard.all_gather %{{.*}} on @memopt_ranks grid_axes = [0] gather_axis = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
// FOUR: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
// FOUR-NOT: shard.all_reduce
// FOUR: return
// On 2 ranks it passes through: each rank's [4, 8] is [1, 4, 8].
// CHECK-LABEL: func.func @refused(
// CHECK-NOT: shard.all_gather
// CHECK: tensor.expand_shape %{{.*}} output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
func.func @refused(%x: tensor<8x8xf32> {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%e : tensor<2x4x8xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1, 2]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}
