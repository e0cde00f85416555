// loop-argument-reader.mlir's step with %a recomputed before its backward
// reader %g, as the planner's rewrite would place the clone.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<8x2xf32> {memopt.role = "input"}, %w: tensor<2x2xf32> {memopt.role = "parameter"}) -> (tensor<f32>, tensor<8x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ea = tensor.empty() : tensor<8x2xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x2xf32>) outs(%ea : tensor<8x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<8x2xf32>
  %e1 = tensor.empty() : tensor<f32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %l1 = linalg.reduce { arith.addf } ins(%a : tensor<8x2xf32>) outs(%z1 : tensor<f32>) dimensions = [0, 1]
  %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (tensor<8x2xf32>) {
    %em = tensor.empty() : tensor<8x2xf32>
    %zm = linalg.fill ins(%zero : f32) outs(%em : tensor<8x2xf32>) -> tensor<8x2xf32>
    %m = linalg.matmul ins(%acc, %w : tensor<8x2xf32>, tensor<2x2xf32>) outs(%zm : tensor<8x2xf32>) -> tensor<8x2xf32>
    scf.yield %m : tensor<8x2xf32>
  }
  %e2 = tensor.empty() : tensor<f32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %l2 = linalg.reduce { arith.addf } ins(%h : tensor<8x2xf32>) outs(%z2 : tensor<f32>) dimensions = [0, 1]
  %e3 = tensor.empty() : tensor<f32>
  %loss = linalg.add ins(%l1, %l2 : tensor<f32>, tensor<f32>) outs(%e3 : tensor<f32>) -> tensor<f32>
  %eg = tensor.empty() : tensor<8x2xf32>
  %ea2 = tensor.empty() : tensor<8x2xf32>
  %a2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x2xf32>) outs(%ea2 : tensor<8x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<8x2xf32>
  %g = linalg.mul ins(%a2, %h : tensor<8x2xf32>, tensor<8x2xf32>) outs(%eg : tensor<8x2xf32>) -> tensor<8x2xf32>
  return %loss, %g : tensor<f32>, tensor<8x2xf32>
}
