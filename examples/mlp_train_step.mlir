// A complete training step of a two-layer MLP with a mean-squared-error loss:
// forward, hand-derived backward, and an Adam update of both weights, on
// tensors. Arguments declare their roles; activations and gradients are
// inferred by mem-opt.
//
//   mem-opt examples/mlp_train_step.mlir --memopt-report -o /dev/null

#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#scalar2 = affine_map<(i, j) -> ()>
// Contractions: (i, j, k) iterate output rows, output columns, reduction.
#a_ik = affine_map<(i, j, k) -> (i, k)>
#b_kj = affine_map<(i, j, k) -> (k, j)>
#c_ij = affine_map<(i, j, k) -> (i, j)>
#at_ki = affine_map<(i, j, k) -> (k, i)>
#bt_jk = affine_map<(i, j, k) -> (j, k)>

func.func @train_step(
    %w1: tensor<256x1024xf32> {memopt.role = "parameter", memopt.name = "fc1.weight"},
    %w2: tensor<1024x256xf32> {memopt.role = "parameter", memopt.name = "fc2.weight"},
    %m1: tensor<256x1024xf32> {memopt.role = "optimizer_state", memopt.name = "fc1.weight.m"},
    %v1: tensor<256x1024xf32> {memopt.role = "optimizer_state", memopt.name = "fc1.weight.v"},
    %m2: tensor<1024x256xf32> {memopt.role = "optimizer_state", memopt.name = "fc2.weight.m"},
    %v2: tensor<1024x256xf32> {memopt.role = "optimizer_state", memopt.name = "fc2.weight.v"},
    %x: tensor<32x256xf32> {memopt.role = "input"},
    %target: tensor<32x256xf32> {memopt.role = "input"},
    %lr: f32 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<256x1024xf32>, tensor<1024x256xf32>,
        tensor<256x1024xf32>, tensor<256x1024xf32>,
        tensor<1024x256xf32>, tensor<1024x256xf32>) {
  %zero = arith.constant 0.0 : f32

  // ---- forward ----
  %e0 = tensor.empty() : tensor<32x1024xf32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<32x1024xf32>) -> tensor<32x1024xf32>
  %pre = linalg.matmul {memopt.layer = 0 : i64}
      ins(%x, %w1 : tensor<32x256xf32>, tensor<256x1024xf32>)
      outs(%acc0 : tensor<32x1024xf32>) -> tensor<32x1024xf32>
  %e1 = tensor.empty() : tensor<32x1024xf32>
  %h = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%pre : tensor<32x1024xf32>) outs(%e1 : tensor<32x1024xf32>) attrs = {memopt.layer = 0 : i64} {
  ^bb0(%p: f32, %o: f32):
    %r = arith.maximumf %p, %zero : f32
    linalg.yield %r : f32
  } -> tensor<32x1024xf32>
  %e2 = tensor.empty() : tensor<32x256xf32>
  %acc1 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x256xf32>) -> tensor<32x256xf32>
  %y = linalg.matmul {memopt.layer = 1 : i64}
      ins(%h, %w2 : tensor<32x1024xf32>, tensor<1024x256xf32>)
      outs(%acc1 : tensor<32x256xf32>) -> tensor<32x256xf32>
  %e3 = tensor.empty() : tensor<f32>
  %lacc = linalg.fill ins(%zero : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id2, #id2, #scalar2], iterator_types = ["reduction", "reduction"]}
      ins(%y, %target : tensor<32x256xf32>, tensor<32x256xf32>) outs(%lacc : tensor<f32>) {
  ^bb0(%a: f32, %t: f32, %s: f32):
    %d = arith.subf %a, %t : f32
    %sq = arith.mulf %d, %d : f32
    %n = arith.constant 1.220703125e-04 : f32  // 1 / (32 * 256)
    %scaled = arith.mulf %sq, %n : f32
    %sum = arith.addf %s, %scaled : f32
    linalg.yield %sum : f32
  } -> tensor<f32>

  // ---- backward ----
  %e4 = tensor.empty() : tensor<32x256xf32>
  %dy = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y, %target : tensor<32x256xf32>, tensor<32x256xf32>) outs(%e4 : tensor<32x256xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %d = arith.subf %a, %t : f32
    %k = arith.constant 2.44140625e-04 : f32  // 2 / (32 * 256)
    %g = arith.mulf %d, %k : f32
    linalg.yield %g : f32
  } -> tensor<32x256xf32>
  // dW2 = h^T . dy
  %e5 = tensor.empty() : tensor<1024x256xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
  %dw2 = linalg.generic {indexing_maps = [#at_ki, #b_kj, #c_ij], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %dy : tensor<32x1024xf32>, tensor<32x256xf32>) outs(%acc2 : tensor<1024x256xf32>) attrs = {memopt.layer = 1 : i64} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<1024x256xf32>
  // dh = dy . W2^T, then through the ReLU.
  %e6 = tensor.empty() : tensor<32x1024xf32>
  %acc3 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<32x1024xf32>) -> tensor<32x1024xf32>
  %dh = linalg.generic {indexing_maps = [#a_ik, #bt_jk, #c_ij], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dy, %w2 : tensor<32x256xf32>, tensor<1024x256xf32>) outs(%acc3 : tensor<32x1024xf32>) attrs = {memopt.layer = 1 : i64} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<32x1024xf32>
  %e7 = tensor.empty() : tensor<32x1024xf32>
  %dpre = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%dh, %pre : tensor<32x1024xf32>, tensor<32x1024xf32>) outs(%e7 : tensor<32x1024xf32>) attrs = {memopt.layer = 0 : i64} {
  ^bb0(%g: f32, %p: f32, %o: f32):
    %pos = arith.cmpf ogt, %p, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<32x1024xf32>
  // dW1 = x^T . dpre
  %e8 = tensor.empty() : tensor<256x1024xf32>
  %acc4 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %dw1 = linalg.generic {indexing_maps = [#at_ki, #b_kj, #c_ij], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dpre : tensor<32x256xf32>, tensor<32x1024xf32>) outs(%acc4 : tensor<256x1024xf32>) attrs = {memopt.layer = 0 : i64} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x1024xf32>

  // ---- optimizer: Adam, in place on weights and moments ----
  %w1n, %m1n, %v1n = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%dw1 : tensor<256x1024xf32>) outs(%w1, %m1, %v1 : tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>) {
  ^bb0(%g: f32, %w: f32, %m: f32, %v: f32):
    %b1 = arith.constant 0.9 : f32
    %c1 = arith.constant 0.1 : f32
    %b2 = arith.constant 0.999 : f32
    %c2 = arith.constant 0.001 : f32
    %eps = arith.constant 1.0e-8 : f32
    %mb = arith.mulf %m, %b1 : f32
    %mg = arith.mulf %g, %c1 : f32
    %mn = arith.addf %mb, %mg : f32
    %vb = arith.mulf %v, %b2 : f32
    %gg = arith.mulf %g, %g : f32
    %vg = arith.mulf %gg, %c2 : f32
    %vn = arith.addf %vb, %vg : f32
    %sq = math.sqrt %vn : f32
    %den = arith.addf %sq, %eps : f32
    %step = arith.divf %mn, %den : f32
    %upd = arith.mulf %step, %lr : f32
    %wn = arith.subf %w, %upd : f32
    linalg.yield %wn, %mn, %vn : f32, f32, f32
  } -> (tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>)
  %w2n, %m2n, %v2n = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%dw2 : tensor<1024x256xf32>) outs(%w2, %m2, %v2 : tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>) {
  ^bb0(%g: f32, %w: f32, %m: f32, %v: f32):
    %b1 = arith.constant 0.9 : f32
    %c1 = arith.constant 0.1 : f32
    %b2 = arith.constant 0.999 : f32
    %c2 = arith.constant 0.001 : f32
    %eps = arith.constant 1.0e-8 : f32
    %mb = arith.mulf %m, %b1 : f32
    %mg = arith.mulf %g, %c1 : f32
    %mn = arith.addf %mb, %mg : f32
    %vb = arith.mulf %v, %b2 : f32
    %gg = arith.mulf %g, %g : f32
    %vg = arith.mulf %gg, %c2 : f32
    %vn = arith.addf %vb, %vg : f32
    %sq = math.sqrt %vn : f32
    %den = arith.addf %sq, %eps : f32
    %step = arith.divf %mn, %den : f32
    %upd = arith.mulf %step, %lr : f32
    %wn = arith.subf %w, %upd : f32
    linalg.yield %wn, %mn, %vn : f32, f32, f32
  } -> (tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>)
  return %loss, %w1n, %w2n, %m1n, %v1n, %m2n, %v2n
      : tensor<f32>, tensor<256x1024xf32>, tensor<1024x256xf32>,
        tensor<256x1024xf32>, tensor<256x1024xf32>,
        tensor<1024x256xf32>, tensor<1024x256xf32>
}
