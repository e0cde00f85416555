// An update made whole from the all-gathered slices of its momentum, as
// upstream's propagation, left alone, partitions a row-parallel weight under
// tp with zero1 or zero2 (memopt-shard now annotates that update split,
// docs/shard.md, "tp with ZeRO"): the gradient is what the momentum's slice
// reads, the all-reduced gradient (its slice a gradient too) or the
// reduce-scattered block; the gathered momentum is an optimizer state. Before, the walk back from the
// update stopped at the gathered momentum's cast, the first value of the
// weight's shape, and took it for the gradient: the real one was a
// temporary and "gradient" counted 0 bytes (the cast is the gathered
// momentum's buffer, counted as the state).
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON

// JSON: "bytes_by_role": {
// JSON: "gradient": 96,
// JSON: "optimizer_state": 128,
// JSON: "name": "zero1",
// JSON: "bytes_by_role": {
// JSON: "gradient": 32,
// JSON: "optimizer_state": 128,
// JSON: "name": "zero2",

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>
#t0 = affine_map<(i, j, k) -> (k, i)>
#t1 = affine_map<(i, j, k) -> (k, j)>
#t2 = affine_map<(i, j, k) -> (i, j)>
module {
shard.grid @g(shape = 2)

func.func @zero1(%x: tensor<2x4xf32> {memopt.role = "input"},
                 %w: tensor<4x4xf32> {memopt.role = "parameter"},
                 %m: tensor<2x4xf32> {memopt.role = "optimizer_state"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<4x4xf32> {memopt.role = "parameter"},
        tensor<2x4xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %e24 = tensor.empty() : tensor<2x4xf32>
  %z24 = linalg.fill ins(%zero : f32) outs(%e24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<2x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %e44 = tensor.empty() : tensor<4x4xf32>
  %z44 = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %partial = linalg.matmul indexing_maps = [#t0, #t1, #t2]
      ins(%x, %dy : tensor<2x4xf32>, tensor<2x4xf32>) outs(%z44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), buffer {{[0-9]+}} of 64 bytes, {{.*}}, gradient of argument #1{{$}}
  %dw = shard.all_reduce %partial on @g grid_axes = [0] : tensor<4x4xf32> -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), buffer {{[0-9]+}} of 32 bytes
  %slice = shard.all_slice %dw on @g grid_axes = [0] slice_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %slice : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%mv: f32, %g: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role optimizer_state (inferred), buffer {{[0-9]+}} of 64 bytes
  %gathered = shard.all_gather %mn on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  // CHECK-NOT: role gradient
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %cast = tensor.cast %gathered : tensor<4x4xf32> to tensor<4x4xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %cast : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e44 : tensor<4x4xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<4x4xf32>, tensor<2x4xf32>
}

func.func @zero2(%x: tensor<2x4xf32> {memopt.role = "input"},
                 %w: tensor<4x4xf32> {memopt.role = "parameter"},
                 %m: tensor<2x4xf32> {memopt.role = "optimizer_state"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<4x4xf32> {memopt.role = "parameter"},
        tensor<2x4xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %e24 = tensor.empty() : tensor<2x4xf32>
  %z24 = linalg.fill ins(%zero : f32) outs(%e24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<2x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %e44 = tensor.empty() : tensor<4x4xf32>
  %z44 = linalg.fill ins(%zero : f32) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %partial = linalg.matmul indexing_maps = [#t0, #t1, #t2]
      ins(%x, %dy : tensor<2x4xf32>, tensor<2x4xf32>) outs(%z44 : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), buffer {{[0-9]+}} of 32 bytes, {{.*}}, gradient of argument #1{{$}}
  %dw = shard.reduce_scatter %partial on @g grid_axes = [0] scatter_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%mv: f32, %g: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.addf %s, %g : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role optimizer_state (inferred), buffer {{[0-9]+}} of 64 bytes
  %gathered = shard.all_gather %mn on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  // CHECK-NOT: role gradient
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred)
  %cast = tensor.cast %gathered : tensor<4x4xf32> to tensor<4x4xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %cast : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e44 : tensor<4x4xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<4x4xf32>, tensor<2x4xf32>
}
}
