// zero1 splits the optimizer states, each on the first dimension the rank
// count divides: a step without one, or a state no dimension of which the
// rank count divides, is an error under uneven=refuse (the default).
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-shard="strategy=zero1 ranks=4" -o /dev/null

// expected-error @+1 {{memopt-shard: strategy=zero1 shards the optimizer states, and @sgd has none (no argument with role optimizer_state); use strategy=dp}}
func.func @sgd(%x: tensor<8x6xf32> {memopt.role = "input"},
               %w: tensor<6xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}, tensor<6xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %b = linalg.broadcast ins(%w : tensor<6xf32>) outs(%e : tensor<8x6xf32>) dimensions = [0]
  %p = linalg.mul ins(%x, %b : tensor<8x6xf32>, tensor<8x6xf32>) outs(%e : tensor<8x6xf32>) -> tensor<8x6xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%p : tensor<8x6xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  %ew = tensor.empty() : tensor<6xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<6xf32>) -> tensor<6xf32>
  %g = linalg.reduce ins(%x : tensor<8x6xf32>) outs(%zw : tensor<6xf32>) dimensions = [0]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  %w2 = linalg.sub ins(%w, %g : tensor<6xf32>, tensor<6xf32>) outs(%ew : tensor<6xf32>) -> tensor<6xf32>
  return %loss, %w2 : tensor<f32>, tensor<6xf32>
}

// -----

// expected-error @+1 {{memopt-shard: argument #2 of @momentum (`w.momentum`, optimizer_state), tensor<6xf32>, has no dimension that 4 ranks divide (uneven=replicate keeps it whole on every rank)}}
func.func @momentum(%x: tensor<8x6xf32> {memopt.role = "input"},
                    %w: tensor<6xf32> {memopt.role = "parameter"},
                    %m: tensor<6xf32> {memopt.role = "optimizer_state", memopt.name = "w.momentum"})
    -> (tensor<f32> {memopt.role = "loss"}, tensor<6xf32> {memopt.role = "parameter"},
        tensor<6xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %b = linalg.broadcast ins(%w : tensor<6xf32>) outs(%e : tensor<8x6xf32>) dimensions = [0]
  %p = linalg.mul ins(%x, %b : tensor<8x6xf32>, tensor<8x6xf32>) outs(%e : tensor<8x6xf32>) -> tensor<8x6xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%p : tensor<8x6xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  %ew = tensor.empty() : tensor<6xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<6xf32>) -> tensor<6xf32>
  %g = linalg.reduce ins(%x : tensor<8x6xf32>) outs(%zw : tensor<6xf32>) dimensions = [0]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  %m2 = linalg.add ins(%m, %g : tensor<6xf32>, tensor<6xf32>) outs(%ew : tensor<6xf32>) -> tensor<6xf32>
  %w2 = linalg.sub ins(%w, %m2 : tensor<6xf32>, tensor<6xf32>) outs(%ew : tensor<6xf32>) -> tensor<6xf32>
  return %loss, %w2, %m2 : tensor<f32>, tensor<6xf32>, tensor<6xf32>
}
