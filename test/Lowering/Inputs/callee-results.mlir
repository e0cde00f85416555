// Called functions that return a buffer they do not allocate statically:
// mem-run refuses them (test/Lowering/callee-results-refused.test).
// A callee returning a block argument it was branched.
func.func private @pass_on(%a: tensor<16xf32>) -> tensor<16xf32> {
  cf.br ^bb1(%a : tensor<16xf32>)
^bb1(%t: tensor<16xf32>):
  return %t : tensor<16xf32>
}
// A callee returning the block argument of a diamond: its argument or new.
func.func private @maybe_double(%a: tensor<16xf32>, %flag: i1) -> tensor<16xf32> {
  cf.cond_br %flag, ^d, ^m(%a : tensor<16xf32>)
^d:
  %e = tensor.empty() : tensor<16xf32>
  %p = linalg.add ins(%a, %a : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  cf.br ^m(%p : tensor<16xf32>)
^m(%t: tensor<16xf32>):
  return %t : tensor<16xf32>
}
func.func @call_pass_on(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %y = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %z = func.call @pass_on(%y) : (tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %w = linalg.mul ins(%z, %z : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %w : tensor<16xf32>
}
func.func @call_maybe_double(%x: tensor<16xf32>, %flag: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %y = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %z = func.call @maybe_double(%y, %flag) : (tensor<16xf32>, i1) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %w = linalg.mul ins(%z, %z : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %w : tensor<16xf32>
}
func.func private @looped(%a: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %a) -> tensor<16xf32> {
    %e = tensor.empty() : tensor<16xf32>
    %y = linalg.mul ins(%t, %t : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %y : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
func.func private @two_fresh(%a: tensor<16xf32>, %flag: i1) -> tensor<16xf32> {
  cf.cond_br %flag, ^x, ^y
^x:
  %e = tensor.empty() : tensor<16xf32>
  %p = linalg.add ins(%a, %a : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  cf.br ^m(%p : tensor<16xf32>)
^y:
  %e2 = tensor.empty() : tensor<16xf32>
  %q = linalg.mul ins(%a, %a : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  cf.br ^m(%q : tensor<16xf32>)
^m(%t: tensor<16xf32>):
  return %t : tensor<16xf32>
}
func.func @call_looped(%x: tensor<16xf32>) -> tensor<16xf32> {
  %z = func.call @looped(%x) : (tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %w = linalg.mul ins(%z, %z : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %w : tensor<16xf32>
}
func.func @call_two_fresh(%x: tensor<16xf32>, %flag: i1) -> tensor<16xf32> {
  %z = func.call @two_fresh(%x, %flag) : (tensor<16xf32>, i1) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %w = linalg.mul ins(%z, %z : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %w : tensor<16xf32>
}
