// One tensor.empty as the destination of several ops, as torch-mlir emits
// after CSE: it holds no data, so every op writing into it gets a buffer of
// its own (as if each had its own tensor.empty) in both in-place modes, and
// the empty itself takes no bytes. Without this, the fast model and One-Shot
// chained different writers into one buffer and disagreed on the peak.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2> %t.fast
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2> %t.oneshot
// RUN: diff %t.fast %t.oneshot

#id = affine_map<(i) -> (i)>

func.func @shared(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred), buffer [[E:[0-9]+]] of 0 bytes
  %e = tensor.empty() : tensor<8xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred), buffer [[X:[0-9]+]] of 32 bytes, live 1..10
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.addf %v, %v : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  // CHECK-NOT: buffer [[X]] of
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred), buffer {{[0-9]+}} of 32 bytes
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %v : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %r = arith.subf %v, %w : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.negf %v : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %z, %w : tensor<8xf32>, tensor<8xf32>
}
// CHECK: remark: peak of @shared: 160 bytes
