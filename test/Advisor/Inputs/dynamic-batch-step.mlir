// A training step whose batch is a dynamic dimension named by memopt.dims:
// a linear layer, a squared-sum loss, momentum SGD.
#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>
func.func @step(%w: tensor<64x64xf32>, %m: tensor<64x64xf32>,
                %x: tensor<?x64xf32> {memopt.dims = ["batch", "features"]})
    -> (tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %b = tensor.dim %x, %c0 : tensor<?x64xf32>
  %eb = tensor.empty(%b) : tensor<?x64xf32>
  %zb = linalg.fill ins(%zero : f32) outs(%eb : tensor<?x64xf32>) -> tensor<?x64xf32>
  %y = linalg.matmul ins(%x, %w : tensor<?x64xf32>, tensor<64x64xf32>) outs(%zb : tensor<?x64xf32>) -> tensor<?x64xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<?x64xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<?x64xf32>) outs(%eb : tensor<?x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<?x64xf32>
  %et = tensor.empty(%b) : tensor<64x?xf32>
  %xt = linalg.transpose ins(%x : tensor<?x64xf32>) outs(%et : tensor<64x?xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dw = linalg.matmul ins(%xt, %dy : tensor<64x?xf32>, tensor<?x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  %em = tensor.empty() : tensor<64x64xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<64x64xf32>, tensor<64x64xf32>) outs(%em : tensor<64x64xf32>) {
  ^bb0(%mv: f32, %g: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %ew = tensor.empty() : tensor<64x64xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %mn : tensor<64x64xf32>, tensor<64x64xf32>) outs(%ew : tensor<64x64xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<64x64xf32>, tensor<64x64xf32>
}
