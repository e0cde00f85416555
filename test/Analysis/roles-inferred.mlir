// Roles inferred without any attribute: an SGD step on y = x.W, loss = sum(y).
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>
#a = affine_map<(i, j, k) -> (k, i)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>

// CHECK-LABEL: argument #0: role parameter (inferred), buffer 0 of 64 bytes
// CHECK: argument #1: role optimizer_state (inferred), buffer 1 of 64 bytes
// CHECK: argument #2: role input (inferred), buffer 2 of 32 bytes
func.func @sgd(%w: tensor<4x4xf32>, %mom: tensor<4x4xf32>, %x: tensor<2x4xf32>)
    -> (tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  // CHECK: result #0: role activation (inferred)
  %y = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  // CHECK: result #0: role loss (inferred)
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<2x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // The backward reads the forward value %y (so it is an activation).
  %dye = tensor.empty() : tensor<2x4xf32>
  // CHECK: result #0: role temporary (inferred)
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x4xf32>) outs(%dye : tensor<2x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %zero : f32
    %s = arith.addf %r, %one : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  %ge = tensor.empty() : tensor<4x4xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%ge : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: result #0: role gradient (inferred)
  %g = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dy : tensor<2x4xf32>, tensor<2x4xf32>) outs(%g0 : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %acc2: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc2, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  // Momentum and weight updated in place.
  // CHECK: result #0: role optimizer_state (inferred), buffer 1 of 64 bytes
  // CHECK: result #1: role parameter (inferred), buffer 0 of 64 bytes
  %mnew, %wnew = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<4x4xf32>) outs(%mom, %w : tensor<4x4xf32>, tensor<4x4xf32>) {
  ^bb0(%gv: f32, %mv: f32, %wv: f32):
    %mm = arith.mulf %mv, %one : f32
    %m2 = arith.addf %mm, %gv : f32
    %w2 = arith.subf %wv, %m2 : f32
    linalg.yield %m2, %w2 : f32, f32
  } -> (tensor<4x4xf32>, tensor<4x4xf32>)
  return %loss, %wnew, %mnew : tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>
}
