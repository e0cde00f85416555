func.func @step(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
