// Hand-written reduction of a forward + backward graph without an optimizer
// (AOTAutograd's joint graph, `python -m memopt.torch --no-optimizer`): the
// loss and the gradients are returned. Nothing is declared: the returned
// gradients are gradients, their arguments are parameters (in argument
// order among arguments of their type), the data is an input.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// JSON: "bytes_by_role": {
// JSON: "gradient": 72,
// JSON-NEXT: "input": 48,
// JSON-NEXT: "loss": 4,
// JSON-NEXT: "optimizer_state": 0,
// JSON-NEXT: "output": 0,
// JSON-NEXT: "parameter": 72,
// JSON: "parameter_count": 18,

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>

// CHECK: argument #0: role parameter (inferred)
// CHECK: argument #1: role parameter (inferred)
// CHECK: argument #2: role input (inferred)
func.func @joint(%w1: tensor<3x3xf32>, %w2: tensor<3x3xf32>, %x: tensor<4x3xf32>)
    -> (tensor<f32>, tensor<3x3xf32>, tensor<3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role activation (inferred)
  %h = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x3xf32>) outs(%z : tensor<4x3xf32>) -> tensor<4x3xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<4x3xf32>, tensor<3x3xf32>) outs(%z : tensor<4x3xf32>) -> tensor<4x3xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<4x3xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %e1 = tensor.empty() : tensor<4x3xf32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x3xf32>) outs(%e1 : tensor<4x3xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<4x3xf32>
  %e34 = tensor.empty() : tensor<3x4xf32>
  %ht = linalg.transpose ins(%h : tensor<4x3xf32>) outs(%e34 : tensor<3x4xf32>) permutation = [1, 0]
  %e33 = tensor.empty() : tensor<3x3xf32>
  %z33 = linalg.fill ins(%zero : f32) outs(%e33 : tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred)
  %dw2 = linalg.matmul ins(%ht, %dy : tensor<3x4xf32>, tensor<4x3xf32>) outs(%z33 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %e2 = tensor.empty() : tensor<3x3xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<3x3xf32>) outs(%e2 : tensor<3x3xf32>) permutation = [1, 0]
  %e3 = tensor.empty() : tensor<4x3xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %dh = linalg.matmul ins(%dy, %w2t : tensor<4x3xf32>, tensor<3x3xf32>) outs(%z3 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %e4 = tensor.empty() : tensor<3x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x3xf32>) outs(%e4 : tensor<3x4xf32>) permutation = [1, 0]
  %e5 = tensor.empty() : tensor<3x3xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred)
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<3x4xf32>, tensor<4x3xf32>) outs(%z5 : tensor<3x3xf32>) -> tensor<3x3xf32>
  return %loss, %dw1, %dw2 : tensor<f32>, tensor<3x3xf32>, tensor<3x3xf32>
}
