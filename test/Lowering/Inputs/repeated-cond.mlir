// One value passed twice to a successor and once with another value to the
// other: One-Shot Bufferize fails at the branch, and the analysis refuses it
// (callee-results-refused.test).
// Repeated operands on one side of a conditional branch.
func.func @repeated_cond(%x: tensor<16xf32>, %flag: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %y = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  cf.cond_br %flag, ^m(%y, %y : tensor<16xf32>, tensor<16xf32>), ^m(%y, %x : tensor<16xf32>, tensor<16xf32>)
^m(%p: tensor<16xf32>, %q: tensor<16xf32>):
  %e2 = tensor.empty() : tensor<16xf32>
  %s = linalg.add ins(%p, %q : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %s : tensor<16xf32>
}
