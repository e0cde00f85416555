// A random training step (tools/rand-graph/rand_graph.py 2 --shapes, calls
// only) whose forward calls one private callee three times.
func.func private @tanh_2x2(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<2x2xf32>
  %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x2xf32>) outs(%e2 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %r = math.tanh %a0 : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %v1 : tensor<2x2xf32>
}

func.func @step0(%x0: tensor<2x2xf32> {memopt.role = "input"}) -> (tensor<f32>, tensor<2x2xf32>, tensor<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %lr = arith.constant 0.01 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v1 = func.call @tanh_2x2(%x0) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %v2 = func.call @tanh_2x2(%v1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %e4 = tensor.empty() : tensor<2x2xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2 : tensor<2x2xf32>) outs(%e4 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %r = arith.maximumf %a0, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %v5 = func.call @tanh_2x2(%v1) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %e7 = tensor.empty() : tensor<2x2xf32>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v3 : tensor<2x2xf32>) outs(%e7 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %r = math.exp %a0 : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %e9 = tensor.empty() : tensor<2x2xf32>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v5 : tensor<2x2xf32>) outs(%e9 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %r = math.tanh %a0 : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %e11 = tensor.empty() : tensor<2x2xf32>
  %v10 = linalg.mul ins(%v6, %v6 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e11 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e13 = tensor.empty() : tensor<f32>
  %z14 = linalg.fill ins(%zero : f32) outs(%e13 : tensor<f32>) -> tensor<f32>
  %v12 = linalg.reduce { arith.addf } ins(%v10 : tensor<2x2xf32>) outs(%z14 : tensor<f32>) dimensions = [0, 1]
  %e16 = tensor.empty() : tensor<2x2xf32>
  %v15 = linalg.mul ins(%v8, %v8 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e16 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e18 = tensor.empty() : tensor<f32>
  %z19 = linalg.fill ins(%zero : f32) outs(%e18 : tensor<f32>) -> tensor<f32>
  %v17 = linalg.reduce { arith.addf } ins(%v15 : tensor<2x2xf32>) outs(%z19 : tensor<f32>) dimensions = [0, 1]
  %e21 = tensor.empty() : tensor<f32>
  %v20 = linalg.add ins(%v12, %v17 : tensor<f32>, tensor<f32>) outs(%e21 : tensor<f32>) -> tensor<f32>
  %e23 = tensor.empty() : tensor<2x2xf32>
  %v22 = linalg.add ins(%v6, %v6 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e23 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e25 = tensor.empty() : tensor<2x2xf32>
  %v24 = linalg.add ins(%v8, %v8 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e25 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e27 = tensor.empty() : tensor<2x2xf32>
  %v26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v24, %v8 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e27 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %y2 = arith.mulf %a1, %a1 : f32
    %d = arith.subf %one, %y2 : f32
    %r = arith.mulf %a0, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %e29 = tensor.empty() : tensor<2x2xf32>
  %v28 = linalg.mul ins(%v22, %v6 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e29 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e31 = tensor.empty() : tensor<2x2xf32>
  %v30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v26, %v5 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e31 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %y2 = arith.mulf %a1, %a1 : f32
    %d = arith.subf %one, %y2 : f32
    %r = arith.mulf %a0, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %e33 = tensor.empty() : tensor<2x2xf32>
  %v32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v28, %v2 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e33 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %p = arith.cmpf ogt, %a1, %zero : f32
    %r = arith.select %p, %a0, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %e35 = tensor.empty() : tensor<2x2xf32>
  %v34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v32, %v2 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e35 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %y2 = arith.mulf %a1, %a1 : f32
    %d = arith.subf %one, %y2 : f32
    %r = arith.mulf %a0, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %e37 = tensor.empty() : tensor<2x2xf32>
  %v36 = linalg.add ins(%v30, %v34 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e37 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e39 = tensor.empty() : tensor<2x2xf32>
  %v38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v36, %v1 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e39 : tensor<2x2xf32>) {
  ^bb0(%a0: f32, %a1: f32, %out: f32):
    %y2 = arith.mulf %a1, %a1 : f32
    %d = arith.subf %one, %y2 : f32
    %r = arith.mulf %a0, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %v40 = tensor.extract_slice %x0[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  return %v20, %x0, %v40 : tensor<f32>, tensor<2x2xf32>, tensor<2xf32>
}
