// test/Shard/mpi-all-to-all.test: two reshards upstream propagation makes
// with shard.all_to_all. Inputs are split on dimension 0, so the transpose
// of %x is split on dimension 1, and the product with %t (split on 0)
// reshards it (split axis 0, concat axis 1: each rank's received pieces
// land strided); the product with %u, the transpose first, reshards %u
// (split axis 1: each piece sent is strided).
#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<4x8xf32> {memopt.role = "input"},
                %t: tensor<8x4xf32> {memopt.role = "input"},
                %u: tensor<8x4xf32> {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<8x4xf32> {memopt.role = "output"},
        tensor<8x4xf32> {memopt.role = "output"}) {
  %zero = arith.constant 0.0 : f32
  %ey = tensor.empty() : tensor<8x4xf32>
  %y = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%ey : tensor<8x4xf32>) permutation = [1, 0]
  %ez = tensor.empty() : tensor<8x4xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t, %y : tensor<8x4xf32>, tensor<8x4xf32>) outs(%ez : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %p = arith.mulf %a, %b : f32
      linalg.yield %p : f32
    } -> tensor<8x4xf32>
  %ev = tensor.empty() : tensor<8x4xf32>
  %v = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %u : tensor<8x4xf32>, tensor<8x4xf32>) outs(%ev : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %p = arith.subf %a, %b : f32
      linalg.yield %p : f32
    } -> tensor<8x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%z : tensor<8x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss, %z, %v : tensor<f32>, tensor<8x4xf32>, tensor<8x4xf32>
}
