// memopt's model for tensor.extract_slice and insert_slice: a split of a
// dimension the slice takes whole (offset 0, full size, stride 1) passes
// through (the column slices of the batch-split [8, 12] keep its rows
// split); a split of a dimension the slice cuts gets no option, and
// propagation replicates the slice, gathering its operand first.
// RUN: mem-opt %s -split-input-file --memopt-shard="strategy=dp ranks=2" | FileCheck %s

// CHECK-LABEL: func.func @columns(
// CHECK-SAME: %[[X:.*]]: tensor<4x12xf32> {memopt.role = "input"}
// CHECK-NOT: shard.all_
// CHECK: %[[A:.*]] = tensor.extract_slice %[[X]][0, 4] [4, 4] [1, 1] : tensor<4x12xf32> to tensor<4x4xf32>
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[A]], %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK-NOT: shard.all_
// CHECK: %[[I:.*]] = tensor.insert_slice %[[Y]] into %{{.*}}[0, 8] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x12xf32>
// CHECK: linalg.reduce ins(%[[I]] : tensor<4x12xf32>)
// CHECK: shard.all_reduce
func.func @columns(%x: tensor<8x12xf32> {memopt.role = "input"},
                   %w: tensor<4x4xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %a = tensor.extract_slice %x[0, 4] [8, 4] [1, 1] : tensor<8x12xf32> to tensor<8x4xf32>
  %ey = tensor.empty() : tensor<8x4xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%a, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%zy : tensor<8x4xf32>) -> tensor<8x4xf32>
  %ez = tensor.empty() : tensor<8x12xf32>
  %z = linalg.fill ins(%zero : f32) outs(%ez : tensor<8x12xf32>) -> tensor<8x12xf32>
  %i = tensor.insert_slice %y into %z[0, 8] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<8x12xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%i : tensor<8x12xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%p: f32, %q: f32) {
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

// Refused: rows 0 to 3 of the batch cut its split. The 4 rows of each rank
// are gathered to 8 and every rank takes the same first 3.
// CHECK-LABEL: func.func @rows(
// CHECK-SAME: tensor<4x12xf32> {memopt.role = "input"}
// CHECK: shard.all_gather %{{.*}} on @memopt_ranks grid_axes = [0] gather_axis = 0 : tensor<4x12xf32> -> tensor<8x12xf32>
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [3, 12] [1, 1] : tensor<8x12xf32> to tensor<3x12xf32>
// CHECK-NOT: shard.all_reduce
// CHECK: return
func.func @rows(%x: tensor<8x12xf32> {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %a = tensor.extract_slice %x[0, 0] [3, 12] [1, 1] : tensor<8x12xf32> to tensor<3x12xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%a : tensor<3x12xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%p: f32, %q: f32) {
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}
