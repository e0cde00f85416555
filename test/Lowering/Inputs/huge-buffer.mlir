// A temporary of 2^55 f32 (2^57 bytes): the analysis predicts it, the
// allocator refuses it at run time.
func.func @step(%x: tensor<4xf32>) -> tensor<f32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<36028797018963968xf32>
  %big = linalg.fill ins(%one : f32) outs(%e : tensor<36028797018963968xf32>) -> tensor<36028797018963968xf32>
  %s0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%big : tensor<36028797018963968xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %l : tensor<f32>
}
