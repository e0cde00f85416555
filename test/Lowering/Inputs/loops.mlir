// Layers as a loop: an activation carried through a matmul per iteration.
// @arg_init: the init is an argument (it outlives the loop).
// @temp_init_dies: the init is a temporary only the loop reads.
// @temp_init_lives: the init is a temporary read again after the loop.
// @tail_ops: the body makes more buffers after the carried value's last use.
// @once: a loop that runs once never holds a previous iteration's buffer.
// @result_then, @init_then: ops after the loop (issue 17's scanned layers):
// the result dies at its last use, not at the end of the function, and a
// temporary init right after the loop (memopt-free-loop-results).
#id = affine_map<(i, j) -> (i, j)>
func.func @arg_init(%x: tensor<16x64xf32> {memopt.role = "input"},
                    %w: tensor<64x64xf32> {memopt.role = "parameter"}) -> tensor<16x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> tensor<16x64xf32> {
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %y = linalg.matmul ins(%a, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %y : tensor<16x64xf32>
  }
  return %r : tensor<16x64xf32>
}

func.func @temp_init_dies(%x: tensor<16x64xf32> {memopt.role = "input"},
                          %w: tensor<64x64xf32> {memopt.role = "parameter"}) -> tensor<16x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x64xf32>) outs(%e0 : tensor<16x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.mulf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> tensor<16x64xf32> {
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %y = linalg.matmul ins(%a, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %y : tensor<16x64xf32>
  }
  return %r : tensor<16x64xf32>
}

func.func @temp_init_lives(%x: tensor<16x64xf32> {memopt.role = "input"},
                           %w: tensor<64x64xf32> {memopt.role = "parameter"})
    -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x64xf32>) outs(%e0 : tensor<16x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.mulf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> tensor<16x64xf32> {
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %y = linalg.matmul ins(%a, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %y : tensor<16x64xf32>
  }
  %e1 = tensor.empty() : tensor<16x64xf32>
  %u = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t, %r : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e1 : tensor<16x64xf32>) {
  ^bb0(%v: f32, %q: f32, %o: f32):
    %s = arith.addf %v, %q : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  return %r, %u : tensor<16x64xf32>, tensor<16x64xf32>
}

func.func @tail_ops(%x: tensor<16x64xf32> {memopt.role = "input"},
                    %w: tensor<64x64xf32> {memopt.role = "parameter"}) -> tensor<16x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> tensor<16x64xf32> {
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %y = linalg.matmul ins(%a, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    %e2 = tensor.empty() : tensor<16x64xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%y : tensor<16x64xf32>) outs(%e2 : tensor<16x64xf32>) {
    ^bb0(%v: f32, %o: f32):
      %s = arith.maximumf %v, %zero : f32
      linalg.yield %s : f32
    } -> tensor<16x64xf32>
    scf.yield %g : tensor<16x64xf32>
  }
  return %r : tensor<16x64xf32>
}

func.func @once(%x: tensor<16x64xf32> {memopt.role = "input"},
                %w: tensor<64x64xf32> {memopt.role = "parameter"}) -> tensor<16x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> tensor<16x64xf32> {
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %y = linalg.matmul ins(%a, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %y : tensor<16x64xf32>
  }
  return %r : tensor<16x64xf32>
}

func.func @result_then(%x: tensor<16x64xf32> {memopt.role = "input"},
                       %w: tensor<64x64xf32> {memopt.role = "parameter"}) -> tensor<16x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> tensor<16x64xf32> {
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %y = linalg.matmul ins(%a, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %y : tensor<16x64xf32>
  }
  %e1 = tensor.empty() : tensor<16x64xf32>
  %s = linalg.add ins(%r, %r : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %e2 = tensor.empty() : tensor<16x64xf32>
  %t = linalg.add ins(%s, %s : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e2 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %e3 = tensor.empty() : tensor<16x64xf32>
  %u = linalg.add ins(%t, %t : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e3 : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

func.func @init_then(%x: tensor<16x64xf32> {memopt.role = "input"},
                     %w: tensor<64x64xf32> {memopt.role = "parameter"})
    -> (tensor<16x64x4xf32>, tensor<16x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x64xf32>
  %t0 = linalg.add ins(%x, %x : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e0 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t0) -> tensor<16x64xf32> {
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %y = linalg.matmul ins(%a, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %y : tensor<16x64xf32>
  }
  %e1 = tensor.empty() : tensor<16x64x4xf32>
  %b = linalg.broadcast ins(%r : tensor<16x64xf32>) outs(%e1 : tensor<16x64x4xf32>) dimensions = [2]
  %e2 = tensor.empty() : tensor<16x64x4xf32>
  %bb = linalg.add ins(%b, %b : tensor<16x64x4xf32>, tensor<16x64x4xf32>) outs(%e2 : tensor<16x64x4xf32>) -> tensor<16x64x4xf32>
  %e3 = tensor.empty() : tensor<16x64xf32>
  %u = linalg.add ins(%r, %r : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e3 : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %bb, %u : tensor<16x64x4xf32>, tensor<16x64xf32>
}
// A loop that yields a tensor from before it (here the argument): One-Shot
// copies it at every yield, beside the previous iteration's copy, which is
// freed only after it, and the init, which lives until after the loop
// (predicted 192 before the yield's copy was counted, measured 256).
func.func @yield_outer(%x: tensor<16xf32> {memopt.role = "input"}) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<16xf32>
  %i0 = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %v = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %i0) -> (tensor<16xf32>) {
    scf.yield %x : tensor<16xf32>
  }
  %e3 = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%v, %x : tensor<16xf32>, tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}
// The same loop running once: the yield's copy, no previous iteration.
func.func @yield_outer_once(%x: tensor<16xf32> {memopt.role = "input"}) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<16xf32>
  %i0 = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %v = scf.for %i = %c0 to %c1 step %c1 iter_args(%h = %i0) -> (tensor<16xf32>) {
    scf.yield %x : tensor<16xf32>
  }
  %e3 = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%v, %x : tensor<16xf32>, tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}
