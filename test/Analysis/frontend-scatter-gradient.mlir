// Hand-written reduction of a position-embedding gradient as the front ends
// export it: the backward sums into a tensor of the parameter's shape and
// scatter-adds it, row by row, into zeros (an scf.for over
// extract_slice / linalg.generic / insert_slice, the upstream form of
// tm_tensor.scatter and iree_linalg_ext.scatter). The gradient is the
// scatter's result, not the summed rows that happen to have the same shape.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | grep -c "role gradient" | FileCheck %s --check-prefix=ONE
// ONE: {{^}}1{{$}}

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>

// CHECK: argument #0: role parameter (inferred)
func.func @step(%p: tensor<4x3xf32>, %x: tensor<4x3xf32>, %idx: tensor<4x1xi64>)
    -> (tensor<f32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %p : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%h : tensor<4x3xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // The rows to scatter: same shape as the parameter, not its gradient.
  %e2 = tensor.empty() : tensor<4x3xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %rows = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %x : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e2 : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %a : f32
    %r = arith.mulf %t, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  %zeros = arith.constant dense<0.0> : tensor<4x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred)
  %dp = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zeros) -> (tensor<4x3xf32>) {
    %raw = tensor.extract %idx[%i, %c0] : tensor<4x1xi64>
    %row = arith.index_cast %raw : i64 to index
    %u = tensor.extract_slice %rows[%i, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<1x3xf32>
    %o = tensor.extract_slice %acc[%row, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<1x3xf32>
    %sum = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%u : tensor<1x3xf32>) outs(%o : tensor<1x3xf32>) {
    ^bb0(%a: f32, %b: f32):
      %r = arith.addf %b, %a : f32
      linalg.yield %r : f32
    } -> tensor<1x3xf32>
    %ins = tensor.insert_slice %sum into %acc[%row, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<4x3xf32>
    scf.yield %ins : tensor<4x3xf32>
  }
  %pn = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dp : tensor<4x3xf32>) outs(%p : tensor<4x3xf32>) {
  ^bb0(%g: f32, %pv: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %g, %c : f32
    %r = arith.subf %pv, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  return %loss, %pn : tensor<f32>, tensor<4x3xf32>
}
