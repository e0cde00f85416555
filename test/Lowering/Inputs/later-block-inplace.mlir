// After a branch, One-Shot Bufferize would write the loop's init, argument
// %x, in place although %t reads %x after the loop (later-block-inplace.test);
// @one_block is the same computation in one block.
func.func @later_block(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  cf.br ^bb1(%x, %x : tensor<4xf32>, tensor<4xf32>)
^bb1(%p: tensor<4xf32>, %q: tensor<4xf32>):
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%p, %q : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %a = linalg.add ins(%acc, %x : tensor<4xf32>, tensor<4xf32>) outs(%acc : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  %e2 = tensor.empty() : tensor<4xf32>
  %t = linalg.add ins(%l, %x : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %t, %s : tensor<4xf32>, tensor<4xf32>
}

func.func @one_block(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %a = linalg.add ins(%acc, %x : tensor<4xf32>, tensor<4xf32>) outs(%acc : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  %e2 = tensor.empty() : tensor<4xf32>
  %t = linalg.add ins(%l, %x : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %t, %s : tensor<4xf32>, tensor<4xf32>
}
