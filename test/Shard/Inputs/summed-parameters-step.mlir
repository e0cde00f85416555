// Three parameters summed before the matmul that reads the sum, SGD with
// momentum: under zero3 all three are all-gathered for the sum, where the
// per-rank peak is (test/Shard/collective-buffers.test).
#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<8x16xf32> {memopt.role = "input"},
                %w1: tensor<16x32xf32> {memopt.role = "parameter"},
                %w2: tensor<16x32xf32> {memopt.role = "parameter"},
                %w3: tensor<16x32xf32> {memopt.role = "parameter"},
                %m1: tensor<16x32xf32> {memopt.role = "optimizer_state"},
                %m2: tensor<16x32xf32> {memopt.role = "optimizer_state"},
                %m3: tensor<16x32xf32> {memopt.role = "optimizer_state"},
                %lr: f32 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<16x32xf32> {memopt.role = "parameter"},
        tensor<16x32xf32> {memopt.role = "parameter"},
        tensor<16x32xf32> {memopt.role = "parameter"},
        tensor<16x32xf32> {memopt.role = "optimizer_state"},
        tensor<16x32xf32> {memopt.role = "optimizer_state"},
        tensor<16x32xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %beta = arith.constant 0.9 : f32
  %ew = tensor.empty() : tensor<16x32xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %w2, %w3 : tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %q = arith.addf %a, %b : f32
      %r = arith.addf %q, %c : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  %ey = tensor.empty() : tensor<8x32xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %s : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zy : tensor<8x32xf32>) -> tensor<8x32xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<8x32xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    }
  %dy = linalg.fill ins(%one : f32) outs(%ey : tensor<8x32xf32>) -> tensor<8x32xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x32xf32>) -> tensor<16x32xf32>
  %ds = linalg.matmul
      indexing_maps = [affine_map<(i, j, k) -> (k, i)>,
                       affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>]
      ins(%x, %dy : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw : tensor<16x32xf32>) -> tensor<16x32xf32>
  %m1n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %ds : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %g : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  %m2n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %ds : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %g : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  %w1n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %m1n : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  %w2n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %m2n : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  %m3n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m3, %ds : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %g : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  %w3n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w3, %m3n : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<16x32xf32>
  return %loss, %w1n, %w2n, %w3n, %m1n, %m2n, %m3n : tensor<f32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>
}
