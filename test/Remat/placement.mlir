// Where clones land and what dies early. A two-layer tanh MLP: the forward
// keeps x1 = tanh(x W0) and y = tanh(x1 W1) for the backward; per-layer keeps
// the block input x1 and recomputes layer 1's pre-activation and y right
// before the backward first reads them.
// RUN: mem-opt %s --memopt-remat="strategy=per-layer format=none" | FileCheck %s
// RUN: mem-opt %s --memopt-remat="strategy=per-layer" -o /dev/null | FileCheck %s --check-prefix=REPORT

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>

// CHECK-LABEL: func.func @step
func.func @step(%x: tensor<16x32xf32> {memopt.role = "input"},
                %w0: tensor<32x32xf32> {memopt.role = "parameter"},
                %w1: tensor<32x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}, tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  // Layer 0.
  %e0 = tensor.empty() {memopt.layer = 0} : tensor<16x32xf32>
  %z0 = linalg.fill {memopt.layer = 0} ins(%zero : f32) outs(%e0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h0 = linalg.matmul {memopt.layer = 0} ins(%x, %w0 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t0 = tensor.empty() {memopt.layer = 0} : tensor<16x32xf32>
  %x1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x32xf32>) outs(%t0 : tensor<16x32xf32>) attrs = {memopt.layer = 0} {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  // Layer 1.
  %e1 = tensor.empty() {memopt.layer = 1} : tensor<16x32xf32>
  %z1 = linalg.fill {memopt.layer = 1} ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1 = linalg.matmul {memopt.layer = 1} ins(%x1, %w1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t1 = tensor.empty() {memopt.layer = 1} : tensor<16x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<16x32xf32>) outs(%t1 : tensor<16x32xf32>) attrs = {memopt.layer = 1} {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  // Loss: the sum of y.
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%y : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  // CHECK: %[[LOSS:.*]] = linalg.generic
  // CHECK-SAME: ins(%[[Y:.*]] : tensor<16x32xf32>)

  // Backward of layer 1: dh1 = 1 - y^2 (dy = 1), dW1 = x1^T dh1.
  // The clones come right before the first backward reader of y, after the
  // loss, marked and in the backward phase, with layer 1 kept.
  // CHECK: tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward", memopt.remat}
  // CHECK: linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward", memopt.remat}
  // CHECK: %[[H1:.*]] = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward", memopt.remat} ins(%[[X1:.*]], %arg2
  // CHECK: %[[YC:.*]] = linalg.generic {{.*}} ins(%[[H1]] : tensor<16x32xf32>)
  // CHECK-SAME: memopt.remat
  // CHECK: linalg.generic {{.*}} ins(%[[YC]] : tensor<16x32xf32>)
  %de = tensor.empty() : tensor<16x32xf32>
  %dh1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<16x32xf32>) outs(%de : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %v = arith.subf %one, %sq : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %x1t_e = tensor.empty() : tensor<32x16xf32>
  %x1t = linalg.transpose ins(%x1 : tensor<16x32xf32>) outs(%x1t_e : tensor<32x16xf32>) permutation = [1, 0]
  %gw1_e = tensor.empty() : tensor<32x32xf32>
  %gw1_z = linalg.fill ins(%zero : f32) outs(%gw1_e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %gw1 = linalg.matmul ins(%x1t, %dh1 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%gw1_z : tensor<32x32xf32>) -> tensor<32x32xf32>
  // Backward of layer 0: dx1 = dh1 W1^T, dh0 = dx1 (1 - x1^2), dW0 = x^T dh0.
  %w1t_e = tensor.empty() : tensor<32x32xf32>
  %w1t = linalg.transpose ins(%w1 : tensor<32x32xf32>) outs(%w1t_e : tensor<32x32xf32>) permutation = [1, 0]
  %dx1_e = tensor.empty() : tensor<16x32xf32>
  %dx1_z = linalg.fill ins(%zero : f32) outs(%dx1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dx1 = linalg.matmul ins(%dh1, %w1t : tensor<16x32xf32>, tensor<32x32xf32>) outs(%dx1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dh0_e = tensor.empty() : tensor<16x32xf32>
  %dh0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%dx1, %x1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%dh0_e : tensor<16x32xf32>) {
  ^bb0(%g: f32, %a: f32, %out: f32):
    %sq = arith.mulf %a, %a : f32
    %d = arith.subf %one, %sq : f32
    %v = arith.mulf %g, %d : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %xt_e = tensor.empty() : tensor<32x16xf32>
  %xt = linalg.transpose ins(%x : tensor<16x32xf32>) outs(%xt_e : tensor<32x16xf32>) permutation = [1, 0]
  %gw0_e = tensor.empty() : tensor<32x32xf32>
  %gw0_z = linalg.fill ins(%zero : f32) outs(%gw0_e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %gw0 = linalg.matmul ins(%xt, %dh0 : tensor<32x16xf32>, tensor<16x32xf32>) outs(%gw0_z : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %loss, %gw0, %gw1 : tensor<f32>, tensor<32x32xf32>, tensor<32x32xf32>
}

// Layer 1's output y (2 KiB, 512 tanh) is the only activation dropped: x1 is
// layer 1's input, and layer 0 has no other activation the backward reads.
// REPORT: rematerialization of @step
// REPORT: strategy per-layer
// REPORT: activation bytes 4,096 (4.00 KiB) -> 2,048 (2.00 KiB)
// REPORT: FLOPs 167,936 -> 201,216 (+19.82%)
// REPORT: recomputed 1 buffers, 5 ops cloned
// REPORT-NEXT: linalg.generic #0  2,048 (2.00 KiB) +33,280 FLOPs at {{.*}}placement.mlir:{{[0-9]+}}:{{[0-9]+}}, layer 1
