// A zero3 rank's update of its parameter block, as memopt-shard partitions
// the PyTorch export's AdamW: the weight decay is computed on the
// all-gathered whole parameter and the update reads its rank's block
// (all_slice), while the momentum's block, of the block's type, is two
// elementwise ops away. The update pairs with the parameter: the walk takes
// the gathered whole's shape past the all_slice and the all_gather, and
// prefers an argument the loss depends on (docs/roles.md, rule 3), with
// the roles declared (@zero3) or not (@zero3_inferred, as the pass writes
// an undeclared step). Before, the update paired with the momentum: the
// parameter had no update and so no gradient (undeclared: it was an
// input), and the reduce-scattered gradient was a temporary.
// The walk stops at a matmul or reduction, so a state's update does not
// reach an input of its type through the gradient's matmul and pair with
// it as an argument the loss depends on (@square: x, w, m all 4x4).
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON

// JSON: "bytes_by_role": {
// JSON: "gradient": 32,
// JSON: "optimizer_state": 64,
// JSON: "parameter": 192,
// JSON: "name": "zero3",
// JSON: "bytes_by_role": {
// JSON: "gradient": 32,
// JSON: "optimizer_state": 64,
// JSON: "parameter": 192,
// JSON: "name": "zero3_inferred",

#id = affine_map<(i, j) -> (i, j)>
#red = affine_map<(i, j) -> ()>
#t0 = affine_map<(i, j, k) -> (k, i)>
#t1 = affine_map<(i, j, k) -> (k, j)>
#t2 = affine_map<(i, j, k) -> (i, j)>
module {
shard.grid @g(shape = 2)

func.func @zero3(%x: tensor<2x4xf32> {memopt.role = "input"},
                 %w: tensor<2x4xf32> {memopt.role = "parameter"},
                 %m: tensor<2x4xf32> {memopt.role = "optimizer_state"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<2x4xf32> {memopt.role = "parameter"},
        tensor<2x4xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %whole = shard.all_gather %w on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  %e24 = tensor.empty() : tensor<2x4xf32>
  %z24 = linalg.fill ins(%zero : f32) outs(%e24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %whole : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
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
  %gathered = shard.all_gather %w on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  %decayed = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gathered : tensor<4x4xf32>) outs(%e44 : tensor<4x4xf32>) {
  ^bb0(%wv: f32, %o: f32):
    %c = arith.constant 0.99 : f32
    %r = arith.mulf %wv, %c : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %block = shard.all_slice %decayed on @g grid_axes = [0] slice_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%block, %mn : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>
}


func.func @zero3_inferred(%x: tensor<2x4xf32>,
                 %w: tensor<2x4xf32>,
                 %m: tensor<2x4xf32>)
    -> (tensor<f32>,
        tensor<2x4xf32>,
        tensor<2x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %whole = shard.all_gather %w on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  %e24 = tensor.empty() : tensor<2x4xf32>
  %z24 = linalg.fill ins(%zero : f32) outs(%e24 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %whole : tensor<2x4xf32>, tensor<4x4xf32>) outs(%z24 : tensor<2x4xf32>) -> tensor<2x4xf32>
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
  %gathered = shard.all_gather %w on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  %decayed = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gathered : tensor<4x4xf32>) outs(%e44 : tensor<4x4xf32>) {
  ^bb0(%wv: f32, %o: f32):
    %c = arith.constant 0.99 : f32
    %r = arith.mulf %wv, %c : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %block = shard.all_slice %decayed on @g grid_axes = [0] slice_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%block, %mn : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// CHECK: :[[@LINE+3]]:{{[0-9]+}}: remark: argument #0: role input (inferred)
// CHECK: :[[@LINE+2]]:{{[0-9]+}}: remark: argument #1: role parameter (inferred)
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: argument #2: role optimizer_state (inferred)
func.func @square(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %m: tensor<4x4xf32>)
    -> (tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z : tensor<4x4xf32>) -> tensor<4x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<4x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<4x4xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), {{.*}}, gradient of argument #1{{$}}
  %g = linalg.matmul indexing_maps = [#t0, #t1, #t2]
      ins(%x, %dy : tensor<4x4xf32>, tensor<4x4xf32>) outs(%z2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%mv: f32, %gv: f32, %o: f32):
    %c = arith.constant 0.9 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.addf %s, %gv : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %mn : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%wv: f32, %mv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %mv, %c : f32
    %r = arith.subf %wv, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %loss, %wn, %mn : tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>
}
}
