// mlp-step.mlir with w1 stored as an imported nn.Linear stores it,
// [out, in] = 32x16, and read through a linalg.transpose: test/Shard/tp.mlir
// checks that tp=2 splits it on dimension 0, its output dimension.
#id = affine_map<(i, j) -> (i, j)>
#t0 = affine_map<(i, j, k) -> (k, i)>
#t1 = affine_map<(i, j, k) -> (k, j)>
#t2 = affine_map<(i, j, k) -> (i, j)>
#b0 = affine_map<(i, j, k) -> (i, k)>
#b1 = affine_map<(i, j, k) -> (j, k)>
func.func @step(%x: tensor<8x16xf32> {memopt.role = "input"},
                %w1t: tensor<32x16xf32> {memopt.role = "parameter"},
                %w2: tensor<32x16xf32> {memopt.role = "parameter"},
                %m1: tensor<32x16xf32> {memopt.role = "optimizer_state"},
                %m2: tensor<32x16xf32> {memopt.role = "optimizer_state"},
                %lr: f32 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<32x16xf32> {memopt.role = "parameter"},
        tensor<32x16xf32> {memopt.role = "parameter"},
        tensor<32x16xf32> {memopt.role = "optimizer_state"},
        tensor<32x16xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %beta = arith.constant 0.9 : f32
  // Forward.
  %et = tensor.empty() : tensor<16x32xf32>
  %w1 = linalg.transpose ins(%w1t : tensor<32x16xf32>) outs(%et : tensor<16x32xf32>) permutation = [1, 0]
  %eh = tensor.empty() : tensor<8x32xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %t = math.tanh %a : f32
      linalg.yield %t : f32
    } -> tensor<8x32xf32>
  %ey = tensor.empty() : tensor<8x16xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%g, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%zy : tensor<8x16xf32>) -> tensor<8x16xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<8x16xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // Backward: dy = 1, dw2 = g^T.dy, dg = dy.w2^T, dh = dg (1 - g^2),
  // dw1 = x^T.dh.
  %edy = tensor.empty() : tensor<8x16xf32>
  %dy = linalg.fill ins(%one : f32) outs(%edy : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ew2 = tensor.empty() : tensor<32x16xf32>
  %zw2 = linalg.fill ins(%zero : f32) outs(%ew2 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dw2 = linalg.matmul indexing_maps = [#t0, #t1, #t2]
      ins(%g, %dy : tensor<8x32xf32>, tensor<8x16xf32>) outs(%zw2 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dg = linalg.matmul indexing_maps = [#b0, #b1, #t2]
      ins(%dy, %w2 : tensor<8x16xf32>, tensor<32x16xf32>) outs(%zh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dg, %g : tensor<8x32xf32>, tensor<8x32xf32>) outs(%eh : tensor<8x32xf32>) {
    ^bb0(%d: f32, %a: f32, %o: f32):
      %sq = arith.mulf %a, %a : f32
      %c = arith.subf %one, %sq : f32
      %r = arith.mulf %d, %c : f32
      linalg.yield %r : f32
    } -> tensor<8x32xf32>
  %ew1 = tensor.empty() : tensor<32x16xf32>
  %zw1 = linalg.fill ins(%zero : f32) outs(%ew1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dw1 = linalg.matmul indexing_maps = [#t0, #t1, #t2]
      ins(%dh, %x : tensor<8x32xf32>, tensor<8x16xf32>) outs(%zw1 : tensor<32x16xf32>) -> tensor<32x16xf32>
  // SGD with momentum: m' = beta.m + dw, w' = w - lr.m'.
  %m1n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %dw1 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%ew1 : tensor<32x16xf32>) {
    ^bb0(%mi: f32, %gi: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %gi : f32
      linalg.yield %r : f32
    } -> tensor<32x16xf32>
  %w1n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1t, %m1n : tensor<32x16xf32>, tensor<32x16xf32>) outs(%ew1 : tensor<32x16xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<32x16xf32>
  %m2n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %dw2 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%ew2 : tensor<32x16xf32>) {
    ^bb0(%mi: f32, %gi: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %gi : f32
      linalg.yield %r : f32
    } -> tensor<32x16xf32>
  %w2n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %m2n : tensor<32x16xf32>, tensor<32x16xf32>) outs(%ew2 : tensor<32x16xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<32x16xf32>
  return %loss, %w1n, %w2n, %m1n, %m2n : tensor<f32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>
}
