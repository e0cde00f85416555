// Loops carrying several buffers that each iteration replaces.
func.func @swap(%a: tensor<64xf32>, %b: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (tensor<64xf32>, tensor<64xf32>) {
    scf.yield %y, %x : tensor<64xf32>, tensor<64xf32>
  }
  return %r#0, %r#1 : tensor<64xf32>, tensor<64xf32>
}

func.func @two_sums(%a: tensor<64xf32>, %b: tensor<64xf32>, %w: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (tensor<64xf32>, tensor<64xf32>) {
    %e = tensor.empty() : tensor<64xf32>
    %s = linalg.mul ins(%x, %w : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    %e2 = tensor.empty() : tensor<64xf32>
    %t = linalg.add ins(%y, %x : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
    scf.yield %s, %t : tensor<64xf32>, tensor<64xf32>
  }
  return %r#0, %r#1 : tensor<64xf32>, tensor<64xf32>
}

// Fresh inits the block owns, then a sum of the results.
func.func @fresh_inits(%a: tensor<64xf32>, %w: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %e0 = tensor.empty() : tensor<64xf32>
  %p = linalg.add ins(%a, %w : tensor<64xf32>, tensor<64xf32>) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %q = linalg.mul ins(%a, %w : tensor<64xf32>, tensor<64xf32>) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %p, %y = %q) -> (tensor<64xf32>, tensor<64xf32>) {
    %e = tensor.empty() : tensor<64xf32>
    %s = linalg.mul ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    %e2 = tensor.empty() : tensor<64xf32>
    %t = linalg.add ins(%y, %w : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
    scf.yield %s, %t : tensor<64xf32>, tensor<64xf32>
  }
  %e3 = tensor.empty() : tensor<64xf32>
  %z = linalg.add ins(%r#0, %r#1 : tensor<64xf32>, tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  return %z : tensor<64xf32>
}

// One fresh init for both carries: the two may be one buffer in the first
// iteration, so their frees stay together (and correct).
func.func @shared_init(%a: tensor<64xf32>, %w: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %e0 = tensor.empty() : tensor<64xf32>
  %p = linalg.add ins(%a, %w : tensor<64xf32>, tensor<64xf32>) outs(%e0 : tensor<64xf32>) -> tensor<64xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %p, %y = %p) -> (tensor<64xf32>, tensor<64xf32>) {
    %e = tensor.empty() : tensor<64xf32>
    %s = linalg.mul ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    %e2 = tensor.empty() : tensor<64xf32>
    %t = linalg.add ins(%y, %w : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
    scf.yield %s, %t : tensor<64xf32>, tensor<64xf32>
  }
  %e3 = tensor.empty() : tensor<64xf32>
  %z = linalg.add ins(%r#0, %r#1 : tensor<64xf32>, tensor<64xf32>) outs(%e3 : tensor<64xf32>) -> tensor<64xf32>
  return %z : tensor<64xf32>
}

// Three carries, one passed through unchanged.
func.func @one_unchanged(%a: tensor<64xf32>, %b: tensor<64xf32>, %c: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b, %k = %c) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %e = tensor.empty() : tensor<64xf32>
    %s = linalg.mul ins(%x, %k : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    %e2 = tensor.empty() : tensor<64xf32>
    %t = linalg.add ins(%y, %x : tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64xf32>) -> tensor<64xf32>
    scf.yield %s, %t, %k : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}
