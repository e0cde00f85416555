// A one-matmul step with SGD momentum: test/Shard/dp.mlir and zero1.mlir
// partition it.
#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<8x16xf32> {memopt.role = "input"},
                %w: tensor<16x32xf32> {memopt.role = "parameter"},
                %m: tensor<16x32xf32> {memopt.role = "optimizer_state"},
                %lr: f32 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<16x32xf32> {memopt.role = "parameter"},
        tensor<16x32xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %beta = arith.constant 0.9 : f32
  // Forward: y = x.w, loss = sum(y).
  %ey = tensor.empty() : tensor<8x32xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zy : tensor<8x32xf32>) -> tensor<8x32xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<8x32xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // Backward: dy = 1, dw = x^T.dy.
  %dy = linalg.fill ins(%one : f32) outs(%ey : tensor<8x32xf32>) -> tensor<8x32xf32>
  %ew = tensor.empty() : tensor<16x32xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw = linalg.matmul
      indexing_maps = [affine_map<(i, j, k) -> (k, i)>,
                       affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>]
      ins(%x, %dy : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw : tensor<16x32xf32>) -> tensor<16x32xf32>
  // SGD with momentum: m' = beta.m + dw, w' = w - lr.m'.
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %g : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  %w2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %m2 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  return %loss, %w2, %m2 : tensor<f32>, tensor<16x32xf32>, tensor<16x32xf32>
}
