// The gradient is the value the update reads, found from the data flow
// alone (no memopt.role, no front-end truth): walking back from a
// parameter's update, the walk passes only ops that scale the gradient in
// place (the optimizer's arithmetic), not a transpose, reshape or cast,
// which make the gradient the update reads from another layout or precision
// of it. Before, the walk went on through them: on a square weight it took
// the matmul before the transpose (as on IREE's JAX exports: 20 of 28
// gradients of jax-gpt at the value its optimizer reads,
// test/Frontends/fixture-jax-gpt.test), and on a mixed-precision step the
// f16 matmul result, so the f32 gradient the optimizer reads was a
// temporary and "gradient" counted 24 bytes instead of 48.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s

// JSON: "name": "square"
// JSON: "gradient": 64
// JSON: "name": "mixed"
// JSON: "gradient": 48

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>
func.func @square(%w: tensor<4x4xf32>, %m: tensor<4x4xf32>, %x: tensor<2x4xf32>)
    -> (tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e23 = tensor.empty() : tensor<2x4xf32>
  %z23 = linalg.fill ins(%zero : f32) outs(%e23 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z23 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<2x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x4xf32>) outs(%e23 : tensor<2x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %e32 = tensor.empty() : tensor<4x2xf32>
  %dyt = linalg.transpose ins(%dy : tensor<2x4xf32>) outs(%e32 : tensor<4x2xf32>) permutation = [1, 0]
  %e34 = tensor.empty() : tensor<4x4xf32>
  %z34 = linalg.fill ins(%zero : f32) outs(%e34 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %dwt = linalg.matmul ins(%dyt, %x : tensor<4x2xf32>, tensor<2x4xf32>) outs(%z34 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e43 = tensor.empty() : tensor<4x4xf32>
  // The update reads the transpose: that is the gradient.
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), {{.*}}, gradient of argument #0{{$}}
  %dw = linalg.transpose ins(%dwt : tensor<4x4xf32>) outs(%e43 : tensor<4x4xf32>) permutation = [1, 0]
  %em = tensor.empty() : tensor<4x4xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<4x4xf32>, tensor<4x4xf32>) outs(%em : tensor<4x4xf32>) {
  ^bb0(%mv: f32, %g: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %ew = tensor.empty() : tensor<4x4xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %mn : tensor<4x4xf32>, tensor<4x4xf32>) outs(%ew : tensor<4x4xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>
}

func.func @mixed(%w: tensor<4x3xf32>, %m: tensor<4x3xf32>, %x: tensor<2x4xf16>)
    -> (tensor<f32>, tensor<4x3xf32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %zh = arith.constant 0.0 : f16
  %e43h = tensor.empty() : tensor<4x3xf16>
  %wh = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<4x3xf32>) outs(%e43h : tensor<4x3xf16>) {
  ^bb0(%v: f32, %o: f16):
    %t = arith.truncf %v : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4x3xf16>
  %e23 = tensor.empty() : tensor<2x3xf16>
  %z23 = linalg.fill ins(%zh : f16) outs(%e23 : tensor<2x3xf16>) -> tensor<2x3xf16>
  %y = linalg.matmul ins(%x, %wh : tensor<2x4xf16>, tensor<4x3xf16>) outs(%z23 : tensor<2x3xf16>) -> tensor<2x3xf16>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<2x3xf16>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f16, %s: f32):
    %v32 = arith.extf %v : f16 to f32
    %sq = arith.mulf %v32, %v32 : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x3xf16>) outs(%e23 : tensor<2x3xf16>) {
  ^bb0(%v: f16, %o: f16):
    %d = arith.addf %v, %v : f16
    linalg.yield %d : f16
  } -> tensor<2x3xf16>
  %e42 = tensor.empty() : tensor<4x2xf16>
  %xt = linalg.transpose ins(%x : tensor<2x4xf16>) outs(%e42 : tensor<4x2xf16>) permutation = [1, 0]
  %z43 = linalg.fill ins(%zh : f16) outs(%e43h : tensor<4x3xf16>) -> tensor<4x3xf16>
  // The f16 gradient of the f16 matmul: cast before the update reads it.
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %dwh = linalg.matmul ins(%xt, %dy : tensor<4x2xf16>, tensor<2x3xf16>) outs(%z43 : tensor<4x3xf16>) -> tensor<4x3xf16>
  %e43 = tensor.empty() : tensor<4x3xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), buffer {{[0-9]+}} of 48 bytes, {{.*}}, gradient of argument #0{{$}}
  %dw = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dwh : tensor<4x3xf16>) outs(%e43 : tensor<4x3xf32>) {
  ^bb0(%v: f16, %o: f32):
    %e = arith.extf %v : f16 to f32
    linalg.yield %e : f32
  } -> tensor<4x3xf32>
  %em = tensor.empty() : tensor<4x3xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<4x3xf32>, tensor<4x3xf32>) outs(%em : tensor<4x3xf32>) {
  ^bb0(%mv: f32, %g: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %ew = tensor.empty() : tensor<4x3xf32>
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
