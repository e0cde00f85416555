// A step with SGD momentum whose parameters 4 ranks cannot split on
// dimension 0: w is 6x32 (4 ranks split it, its gradient and momentum on
// dimension 1) and b has 6 elements (no dimension 4 ranks divide: refused
// under uneven=refuse, replicated under uneven=replicate). test/Shard/
// uneven.test partitions it, mpi-uneven.test runs it.
#id = affine_map<(i, j) -> (i, j)>
#v = affine_map<(i) -> (i)>
func.func @step(%x: tensor<8x6xf32> {memopt.role = "input"},
                %w: tensor<6x32xf32> {memopt.role = "parameter", memopt.name = "w"},
                %m: tensor<6x32xf32> {memopt.role = "optimizer_state", memopt.name = "w.momentum"},
                %b: tensor<6xf32> {memopt.role = "parameter", memopt.name = "b"},
                %mb: tensor<6xf32> {memopt.role = "optimizer_state", memopt.name = "b.momentum"},
                %lr: f32 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<6x32xf32> {memopt.role = "parameter"},
        tensor<6x32xf32> {memopt.role = "optimizer_state"},
        tensor<6xf32> {memopt.role = "parameter"},
        tensor<6xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %beta = arith.constant 0.9 : f32
  // Forward: y = x.w, z = x * b (b broadcast over the rows),
  // loss = sum(y) + sum(z).
  %ey = tensor.empty() : tensor<8x32xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x6xf32>, tensor<6x32xf32>) outs(%zy : tensor<8x32xf32>) -> tensor<8x32xf32>
  %ez = tensor.empty() : tensor<8x6xf32>
  %bb = linalg.broadcast ins(%b : tensor<6xf32>) outs(%ez : tensor<8x6xf32>) dimensions = [0]
  %z = linalg.mul ins(%x, %bb : tensor<8x6xf32>, tensor<8x6xf32>) outs(%ez : tensor<8x6xf32>) -> tensor<8x6xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %ly = linalg.reduce ins(%y : tensor<8x32xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  %loss = linalg.reduce ins(%z : tensor<8x6xf32>) outs(%ly : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  // Backward (a stand-in reading the forward's outputs, so that they are
  // activations): dw = x^T.y, db = the column sums of z.
  %ew = tensor.empty() : tensor<6x32xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<6x32xf32>) -> tensor<6x32xf32>
  %dw = linalg.matmul
      indexing_maps = [affine_map<(i, j, k) -> (k, i)>,
                       affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>]
      ins(%x, %y : tensor<8x6xf32>, tensor<8x32xf32>) outs(%zw : tensor<6x32xf32>) -> tensor<6x32xf32>
  %eb = tensor.empty() : tensor<6xf32>
  %zb = linalg.fill ins(%zero : f32) outs(%eb : tensor<6xf32>) -> tensor<6xf32>
  %db = linalg.reduce ins(%z : tensor<8x6xf32>) outs(%zb : tensor<6xf32>) dimensions = [0]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  // SGD with momentum: m' = beta.m + g, p' = p - lr.m'.
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<6x32xf32>, tensor<6x32xf32>) outs(%ew : tensor<6x32xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %g : f32
      linalg.yield %r : f32
    } -> tensor<6x32xf32>
  %w2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %m2 : tensor<6x32xf32>, tensor<6x32xf32>) outs(%ew : tensor<6x32xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<6x32xf32>
  %mb2 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
      ins(%mb, %db : tensor<6xf32>, tensor<6xf32>) outs(%eb : tensor<6xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %g : f32
      linalg.yield %r : f32
    } -> tensor<6xf32>
  %b2 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
      ins(%b, %mb2 : tensor<6xf32>, tensor<6xf32>) outs(%eb : tensor<6xf32>) {
    ^bb0(%bi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %bi, %t : f32
      linalg.yield %r : f32
    } -> tensor<6xf32>
  return %loss, %w2, %m2, %b2, %mb2 : tensor<f32>, tensor<6x32xf32>, tensor<6x32xf32>, tensor<6xf32>, tensor<6xf32>
}
