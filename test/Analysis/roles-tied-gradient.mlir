// A weight used twice in the forward (like tied embeddings) has one
// gradient: the sum of both contributions, through which all of its
// update's dependence on the forward flows. A declared role wins over the
// inferred one.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// Only the sum is the gradient:
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | grep -c "role gradient" | FileCheck %s --check-prefix=ONE
// ONE: {{^}}1{{$}}

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>

// CHECK: argument #0: role parameter (inferred)
// CHECK: argument #1: role input (declared)

func.func @tied(%w: tensor<4x4xf32>, %x: tensor<4x4xf32> {memopt.role = "input"})
    -> (tensor<f32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role activation (inferred)
  %y1 = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %y2 = linalg.matmul ins(%y1, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y2 : tensor<4x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // Backward of loss = sum(y2^2): dy2 = 2 y2.
  %dy2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y2 : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4x4xf32>
  %y1t = linalg.transpose ins(%y1 : tensor<4x4xf32>) outs(%e1 : tensor<4x4xf32>) permutation = [1, 0]
  // One contribution, declared: a declared role is kept.
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (declared)
  %dwb = linalg.matmul {memopt.role = "temporary"} ins(%y1t, %dy2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %wt = linalg.transpose ins(%w : tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) permutation = [1, 0]
  %dy1 = linalg.matmul ins(%dy2, %wt : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e3 = tensor.empty() : tensor<4x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x4xf32>) outs(%e3 : tensor<4x4xf32>) permutation = [1, 0]
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %dwa = linalg.matmul ins(%xt, %dy1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred)
  %dw = arith.addf %dwa, %dwb : tensor<4x4xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dw : tensor<4x4xf32>) outs(%w : tensor<4x4xf32>) {
  ^bb0(%g: f32, %wv: f32):
    %r = arith.subf %wv, %g : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %loss, %wn : tensor<f32>, tensor<4x4xf32>
}
