// memopt's model for scf.for keeps it replicated: the embedding backward's
// scatter-add loop reads the batch-split token ids and output gradient from
// above, so memopt-shard gathers both before it (shard.all_gather), and
// every rank runs the single-device loop on the whole tensors; its result,
// the table's gradient, is then whole on every rank and is not all-reduced.
// RUN: mem-opt %s --memopt-shard="strategy=dp ranks=2" | FileCheck %s

// CHECK-LABEL: func.func @scatter(
// CHECK-SAME: %[[IDS:[^:]*]]: tensor<4xi32> {memopt.role = "input"}
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x4xf32> {memopt.role = "input"}
// CHECK-SAME: %[[W:[^:]*]]: tensor<6x4xf32> {memopt.role = "parameter"}
// CHECK: shard.all_gather %[[IDS]] on @memopt_ranks grid_axes = [0] gather_axis = 0 : tensor<4xi32> -> tensor<8xi32>
// CHECK: %[[DY:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4x4xf32>)
// CHECK: shard.all_gather %[[DY]] on @memopt_ranks grid_axes = [0] gather_axis = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK: %[[DW:.*]] = scf.for {{.*}} -> (tensor<6x4xf32>) {
// CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<8xi32>
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<8x4xf32>
// CHECK: }
// CHECK-NOT: shard.all_reduce
// CHECK: linalg.generic {{.*}} ins(%[[W]], %[[DW]] : tensor<6x4xf32>, tensor<6x4xf32>)
#id = affine_map<(i, j) -> (i, j)>
func.func @scatter(%ids: tensor<8xi32> {memopt.role = "input"},
                   %x: tensor<8x4xf32> {memopt.role = "input"},
                   %w: tensor<6x4xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<6x4xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%p: f32, %q: f32) {
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    }
  %ey = tensor.empty() : tensor<8x4xf32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x4xf32>) outs(%ey : tensor<8x4xf32>) {
    ^bb0(%in: f32, %o: f32):
      %m = arith.mulf %in, %two : f32
      linalg.yield %m : f32
    } -> tensor<8x4xf32>
  %ew = tensor.empty() : tensor<6x4xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<6x4xf32>) -> tensor<6x4xf32>
  %dw = scf.for %i = %c0 to %c8 step %c1 iter_args(%t = %zw) -> (tensor<6x4xf32>) {
    %id = tensor.extract %ids[%i] : tensor<8xi32>
    %row = arith.index_cast %id : i32 to index
    %u = scf.for %j = %c0 to %c4 step %c1 iter_args(%v = %t) -> (tensor<6x4xf32>) {
      %g = tensor.extract %dy[%i, %j] : tensor<8x4xf32>
      %o = tensor.extract %v[%row, %j] : tensor<6x4xf32>
      %s = arith.addf %o, %g : f32
      %n = tensor.insert %s into %v[%row, %j] : tensor<6x4xf32>
      scf.yield %n : tensor<6x4xf32>
    }
    scf.yield %u : tensor<6x4xf32>
  }
  %w2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %dw : tensor<6x4xf32>, tensor<6x4xf32>) outs(%ew : tensor<6x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.subf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<6x4xf32>
  return %loss, %w2 : tensor<f32>, tensor<6x4xf32>
}
