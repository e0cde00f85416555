// zero2 splits the optimizer states and the gradients, each on the first
// dimension the rank count divides: a step without optimizer states, a
// state or a gradient no dimension of which the rank count divides is an
// error under uneven=refuse, the default (the gradient's on the op
// computing it).
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-shard="strategy=zero2 ranks=4" -o /dev/null

// expected-error @+1 {{memopt-shard: strategy=zero2 shards the optimizer states, and @sgd has none (no argument with role optimizer_state); use strategy=dp}}
func.func @sgd(%x: tensor<8x8xf32> {memopt.role = "input"},
               %w: tensor<8xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}, tensor<8xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %b = linalg.broadcast ins(%w : tensor<8xf32>) outs(%e : tensor<8x8xf32>) dimensions = [0]
  %p = linalg.mul ins(%x, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%p : tensor<8x8xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  %ew = tensor.empty() : tensor<8xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<8xf32>) -> tensor<8xf32>
  %g = linalg.reduce ins(%x : tensor<8x8xf32>) outs(%zw : tensor<8xf32>) dimensions = [0]
    (%a: f32, %c: f32) {
      %s = arith.addf %a, %c : f32
      linalg.yield %s : f32
    }
  %w2 = linalg.sub ins(%w, %g : tensor<8xf32>, tensor<8xf32>) outs(%ew : tensor<8xf32>) -> tensor<8xf32>
  return %loss, %w2 : tensor<f32>, tensor<8xf32>
}

// -----

// The momentum of `w` (16 rows) splits in 4; `v` (plain SGD, no state) has
// a 6x30 gradient, neither dimension of which 4 ranks divide.
#id = affine_map<(i, j) -> (i, j)>
func.func @mixed(%x: tensor<8x16xf32> {memopt.role = "input"},
                 %w: tensor<16x30xf32> {memopt.role = "parameter", memopt.name = "w"},
                 %m: tensor<16x30xf32> {memopt.role = "optimizer_state"},
                 %u: tensor<8x6xf32> {memopt.role = "input"},
                 %v: tensor<6x30xf32> {memopt.role = "parameter", memopt.name = "v"},
                 %lr: f32 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<16x30xf32> {memopt.role = "parameter"},
        tensor<16x30xf32> {memopt.role = "optimizer_state"},
        tensor<6x30xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  %beta = arith.constant 0.9 : f32
  %ey = tensor.empty() : tensor<8x30xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x30xf32>) -> tensor<8x30xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x30xf32>) outs(%zy : tensor<8x30xf32>) -> tensor<8x30xf32>
  %y2 = linalg.matmul ins(%u, %v : tensor<8x6xf32>, tensor<6x30xf32>) outs(%y : tensor<8x30xf32>) -> tensor<8x30xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y2 : tensor<8x30xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  // A stand-in backward reading the forward's output (as
  // Inputs/activation-step.mlir), so that role inference finds gradients.
  %ew = tensor.empty() : tensor<16x30xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x30xf32>) -> tensor<16x30xf32>
  %dw = linalg.matmul
      indexing_maps = [affine_map<(i, j, k) -> (k, i)>,
                       affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>]
      ins(%x, %y2 : tensor<8x16xf32>, tensor<8x30xf32>) outs(%zw : tensor<16x30xf32>) -> tensor<16x30xf32>
  %ev = tensor.empty() : tensor<6x30xf32>
  %zv = linalg.fill ins(%zero : f32) outs(%ev : tensor<6x30xf32>) -> tensor<6x30xf32>
  // expected-error @+1 {{memopt-shard: the gradient of argument #4 of @mixed (`v`, parameter), tensor<6x30xf32>, has no dimension that 4 ranks divide (uneven=replicate keeps it whole on every rank)}}
  %dv = linalg.matmul
      indexing_maps = [affine_map<(i, j, k) -> (k, i)>,
                       affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>]
      ins(%u, %y2 : tensor<8x6xf32>, tensor<8x30xf32>) outs(%zv : tensor<6x30xf32>) -> tensor<6x30xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<16x30xf32>, tensor<16x30xf32>) outs(%ew : tensor<16x30xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %r = arith.addf %t, %g : f32
      linalg.yield %r : f32
    } -> tensor<16x30xf32>
  %w2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %m2 : tensor<16x30xf32>, tensor<16x30xf32>) outs(%ew : tensor<16x30xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %r = arith.subf %wi, %t : f32
      linalg.yield %r : f32
    } -> tensor<16x30xf32>
  %v2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v, %dv : tensor<6x30xf32>, tensor<6x30xf32>) outs(%ev : tensor<6x30xf32>) {
    ^bb0(%vi: f32, %g: f32, %o: f32):
      %t = arith.mulf %g, %lr : f32
      %r = arith.subf %vi, %t : f32
      linalg.yield %r : f32
    } -> tensor<6x30xf32>
  return %loss, %w2, %m2, %v2 : tensor<f32>, tensor<16x30xf32>, tensor<16x30xf32>, tensor<6x30xf32>
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
