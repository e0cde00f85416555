// rand_graph.py 12765 --ops 10 --functions 2 --shapes --diamonds --scan --pairs,
// @step0 reduced (tools/rand-graph/reduce_mismatch.py): two loops carrying two
// values each, then a cf.cond_br diamond.
func.func @step0(%x0: tensor<8x8xf32> {memopt.role = "input"}, %mask1: tensor<8x8xf32> {memopt.role = "input"}, %flag2: i1 {memopt.role = "input"}, %mask3: tensor<8x8xf32> {memopt.role = "input"}) -> (tensor<f32>, tensor<8x8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %e2 = tensor.empty() : tensor<8x8xf32>
  %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x0 : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %r = math.exp %a0 : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %v3:2 = scf.for %i4 = %c0 to %c2 step %c1 iter_args(%p5 = %v1, %q6 = %x0) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e8 = tensor.empty() : tensor<8x8xf32>
  %v7 = linalg.add ins(%p5, %v1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e8 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e10 = tensor.empty() : tensor<8x8xf32>
  %v9 = linalg.add ins(%q6, %p5 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e10 : tensor<8x8xf32>) -> tensor<8x8xf32>
  scf.yield %v7, %v9 : tensor<8x8xf32>, tensor<8x8xf32>
  }
  %e12 = tensor.empty() : tensor<8x8xf32>
  %v11 = linalg.add ins(%v3#0, %v3#1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e12 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %v13:2 = scf.for %i14 = %c0 to %c3 step %c1 iter_args(%p15 = %v1, %q16 = %v1) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e18 = tensor.empty() : tensor<8x8xf32>
  %v17 = linalg.add ins(%p15, %v1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e18 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e20 = tensor.empty() : tensor<8x8xf32>
  %v19 = linalg.add ins(%q16, %p15 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e20 : tensor<8x8xf32>) -> tensor<8x8xf32>
  scf.yield %v17, %v19 : tensor<8x8xf32>, tensor<8x8xf32>
  }
  %e22 = tensor.empty() : tensor<8x8xf32>
  %v21 = linalg.add ins(%v13#0, %v13#1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e22 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e24 = tensor.empty() : tensor<8x8xf32>
  %v23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1 : tensor<8x8xf32>) outs(%e24 : tensor<8x8xf32>) {
  ^bb0(%a0: f32, %out: f32):
    %r = arith.maximumf %a0, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %e26 = tensor.empty() : tensor<8xf32>
  %z27 = linalg.fill ins(%zero : f32) outs(%e26 : tensor<8xf32>) -> tensor<8xf32>
  %v25 = linalg.reduce { arith.addf } ins(%v21 : tensor<8x8xf32>) outs(%z27 : tensor<8xf32>) dimensions = [1]
  %e29 = tensor.empty() : tensor<8x8xf32>
  %v28 = linalg.broadcast ins(%v25 : tensor<8xf32>) outs(%e29 : tensor<8x8xf32>) dimensions = [1]
  %e31 = tensor.empty() : tensor<8x8xf32>
  %v30 = linalg.sub ins(%v21, %v28 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e31 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e33 = tensor.empty() : tensor<8x8xf32>
  %v32 = linalg.mul ins(%v21, %mask1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e33 : tensor<8x8xf32>) -> tensor<8x8xf32>
  cf.cond_br %flag2, ^bb1(%v21 : tensor<8x8xf32>), ^bb2(%v21 : tensor<8x8xf32>)
^bb1(%s35: tensor<8x8xf32>):
  %e37 = tensor.empty() : tensor<8x8xf32>
  %v36 = linalg.add ins(%s35, %s35 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e37 : tensor<8x8xf32>) -> tensor<8x8xf32>
  cf.br ^bb3(%v36 : tensor<8x8xf32>)
^bb2(%s38: tensor<8x8xf32>):
  %e40 = tensor.empty() : tensor<8x8xf32>
  %v39 = linalg.add ins(%s38, %s38 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e40 : tensor<8x8xf32>) -> tensor<8x8xf32>
  cf.br ^bb3(%v39 : tensor<8x8xf32>)
^bb3(%m34: tensor<8x8xf32>):
  %v41 = scf.for %i43 = %c0 to %c2 step %c1 iter_args(%acc42 = %v32) -> (tensor<8x8xf32>) {
    %v44 = linalg.add ins(%acc42, %v32 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc42 : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %v44 : tensor<8x8xf32>
  }
  %e46 = tensor.empty() : tensor<8x8xf32>
  %v45 = linalg.mul ins(%v23, %mask3 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e46 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e48 = tensor.empty() : tensor<8xf32>
  %z49 = linalg.fill ins(%zero : f32) outs(%e48 : tensor<8xf32>) -> tensor<8xf32>
  %v47 = linalg.reduce { arith.addf } ins(%v32 : tensor<8x8xf32>) outs(%z49 : tensor<8xf32>) dimensions = [1]
  %e51 = tensor.empty() : tensor<8x8xf32>
  %v50 = linalg.broadcast ins(%v47 : tensor<8xf32>) outs(%e51 : tensor<8x8xf32>) dimensions = [1]
  %e53 = tensor.empty() : tensor<8x8xf32>
  %v52 = linalg.sub ins(%v32, %v50 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e53 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e55 = tensor.empty() : tensor<8x8xf32>
  %v54 = linalg.mul ins(%v11, %v11 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e55 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e57 = tensor.empty() : tensor<f32>
  %z58 = linalg.fill ins(%zero : f32) outs(%e57 : tensor<f32>) -> tensor<f32>
  %v56 = linalg.reduce { arith.addf } ins(%v54 : tensor<8x8xf32>) outs(%z58 : tensor<f32>) dimensions = [0, 1]
  %e60 = tensor.empty() : tensor<8x8xf32>
  %v59 = linalg.mul ins(%v30, %v30 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e60 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e62 = tensor.empty() : tensor<f32>
  %z63 = linalg.fill ins(%zero : f32) outs(%e62 : tensor<f32>) -> tensor<f32>
  %v61 = linalg.reduce { arith.addf } ins(%v59 : tensor<8x8xf32>) outs(%z63 : tensor<f32>) dimensions = [0, 1]
  %e65 = tensor.empty() : tensor<f32>
  %v64 = linalg.add ins(%v56, %v61 : tensor<f32>, tensor<f32>) outs(%e65 : tensor<f32>) -> tensor<f32>
  %e67 = tensor.empty() : tensor<8x8xf32>
  %v66 = linalg.mul ins(%m34, %m34 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e67 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e69 = tensor.empty() : tensor<f32>
  %z70 = linalg.fill ins(%zero : f32) outs(%e69 : tensor<f32>) -> tensor<f32>
  %v68 = linalg.reduce { arith.addf } ins(%v66 : tensor<8x8xf32>) outs(%z70 : tensor<f32>) dimensions = [0, 1]
  %e72 = tensor.empty() : tensor<f32>
  %v71 = linalg.add ins(%v64, %v68 : tensor<f32>, tensor<f32>) outs(%e72 : tensor<f32>) -> tensor<f32>
  %e74 = tensor.empty() : tensor<8x8xf32>
  %v73 = linalg.mul ins(%v41, %v41 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e74 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e76 = tensor.empty() : tensor<f32>
  %z77 = linalg.fill ins(%zero : f32) outs(%e76 : tensor<f32>) -> tensor<f32>
  %v75 = linalg.reduce { arith.addf } ins(%v73 : tensor<8x8xf32>) outs(%z77 : tensor<f32>) dimensions = [0, 1]
  %e79 = tensor.empty() : tensor<f32>
  %v78 = linalg.add ins(%v71, %v75 : tensor<f32>, tensor<f32>) outs(%e79 : tensor<f32>) -> tensor<f32>
  %e81 = tensor.empty() : tensor<8x8xf32>
  %v80 = linalg.mul ins(%v45, %v45 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e81 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e83 = tensor.empty() : tensor<f32>
  %z84 = linalg.fill ins(%zero : f32) outs(%e83 : tensor<f32>) -> tensor<f32>
  %v82 = linalg.reduce { arith.addf } ins(%v80 : tensor<8x8xf32>) outs(%z84 : tensor<f32>) dimensions = [0, 1]
  %e86 = tensor.empty() : tensor<f32>
  %v85 = linalg.add ins(%v78, %v82 : tensor<f32>, tensor<f32>) outs(%e86 : tensor<f32>) -> tensor<f32>
  %e88 = tensor.empty() : tensor<8x8xf32>
  %v87 = linalg.mul ins(%v52, %v52 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e90 = tensor.empty() : tensor<f32>
  %z91 = linalg.fill ins(%zero : f32) outs(%e90 : tensor<f32>) -> tensor<f32>
  %v89 = linalg.reduce { arith.addf } ins(%v87 : tensor<8x8xf32>) outs(%z91 : tensor<f32>) dimensions = [0, 1]
  %e93 = tensor.empty() : tensor<f32>
  %v92 = linalg.add ins(%v85, %v89 : tensor<f32>, tensor<f32>) outs(%e93 : tensor<f32>) -> tensor<f32>
  %v162 = tensor.extract_slice %x0[4, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  return %v92, %x0, %v162 : tensor<f32>, tensor<8x8xf32>, tensor<8xf32>
}
