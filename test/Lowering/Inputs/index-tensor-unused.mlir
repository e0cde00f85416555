func.func @step(%ids: tensor<4xi32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%ids, %w : tensor<4xi32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: i32, %x: f32, %o: f32):
    %f = arith.sitofp %i : i32 to f32
    %y = arith.addf %f, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
