// Hand-written reduction of the exported PyTorch/JAX steps: a functional
// update returns new tensors (w_new, m_new in fresh buffers) instead of
// writing the arguments. The parameter is counted once, at its argument;
// the returned copies keep the argument's role and the report says that the
// updates are not in place and what they cost at the peak. The optimizer
// reads the gradient through a transpose (torch-mlir's aten.t): the
// gradient is the transposed matmul, not its untransposed input.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report -o /dev/null | FileCheck %s --check-prefix=TEXT
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2> %t.fast
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2> %t.oneshot
// RUN: diff %t.fast %t.oneshot

// TEXT: parameters        12
// TEXT-NEXT: updates           2 parameters and optimizer states are returned as new tensors: 96, 0 of it live at the peak
// JSON: "parameter_count": 12,
// JSON: "updates_not_in_place": {
// JSON-NEXT: "buffers": 2,
// JSON-NEXT: "bytes": 96,
// JSON-NEXT: "peak_bytes": 0

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>

// CHECK: argument #0: role parameter (inferred)
// CHECK: argument #1: role optimizer_state (inferred)
// CHECK: argument #2: role input (inferred)
func.func @step(%w: tensor<4x3xf32>, %m: tensor<4x3xf32>, %x: tensor<2x4xf32>)
    -> (tensor<f32>, tensor<4x3xf32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e23 = tensor.empty() : tensor<2x3xf32>
  %z23 = linalg.fill ins(%zero : f32) outs(%e23 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x3xf32>) outs(%z23 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<2x3xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x3xf32>) outs(%e23 : tensor<2x3xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<2x3xf32>
  // dw^T = dy^T x, then transposed: the gradient is the transpose.
  %e32 = tensor.empty() : tensor<3x2xf32>
  %dyt = linalg.transpose ins(%dy : tensor<2x3xf32>) outs(%e32 : tensor<3x2xf32>) permutation = [1, 0]
  %e34 = tensor.empty() : tensor<3x4xf32>
  %z34 = linalg.fill ins(%zero : f32) outs(%e34 : tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %dwt = linalg.matmul ins(%dyt, %x : tensor<3x2xf32>, tensor<2x4xf32>) outs(%z34 : tensor<3x4xf32>) -> tensor<3x4xf32>
  %e43 = tensor.empty() : tensor<4x3xf32>
  // The remark names the parameter whose gradient it is (%w, argument #0).
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), {{.*}}, gradient of argument #0{{$}}
  %dw = linalg.transpose ins(%dwt : tensor<3x4xf32>) outs(%e43 : tensor<4x3xf32>) permutation = [1, 0]
  %em = tensor.empty() : tensor<4x3xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role optimizer_state (inferred), buffer {{[0-9]+}} of 48 bytes, live
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<4x3xf32>, tensor<4x3xf32>) outs(%em : tensor<4x3xf32>) {
  ^bb0(%mv: f32, %g: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %ew = tensor.empty() : tensor<4x3xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role parameter (inferred), buffer {{[0-9]+}} of 48 bytes, live
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %mn : tensor<4x3xf32>, tensor<4x3xf32>) outs(%ew : tensor<4x3xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<4x3xf32>, tensor<4x3xf32>
}
