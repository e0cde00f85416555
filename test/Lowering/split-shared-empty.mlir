// memopt-split-shared-empty-tensors: a tensor.empty that is the destination
// of several ops (torch-mlir CSEs them) becomes one per destination, before
// bufferization, as the analysis models it. Otherwise One-Shot Bufferize
// makes it one buffer that each writer reuses in place, live from the first
// writer to the last: here across the peak, 128 bytes above the prediction
// (the cause of the PyTorch export's gap, docs/known-issues.md).
// RUN: mem-opt %s --memopt-split-shared-empty-tensors | FileCheck %s
// RUN: mem-run %s -O0 | FileCheck %s --check-prefix=MEASURE

// The original, now unused, is left for canonicalization to erase.
// CHECK-LABEL: func.func @step
// CHECK: tensor.empty() : tensor<32xf32>
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<32xf32>
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[E1]] : tensor<32xf32>)
// CHECK: %[[E2:.*]] = tensor.empty() : tensor<32xf32>
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[E2]] : tensor<32xf32>)
// CHECK-NOT: tensor.empty() : tensor<32xf32>

// MEASURE: "predicted_peak_bytes": [[P:[0-9]+]],
// MEASURE-NEXT: "measured_peak_bytes": [[P]],

#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
func.func @step(%x: tensor<32xf32>, %big: tensor<1024xf32>) -> (tensor<f32>, tensor<f32>, tensor<32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<32xf32>
  %se = tensor.empty() : tensor<f32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%a : tensor<32xf32>) outs(%sz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  // The peak: a 4 KiB temporary while only %s is live.
  %te = tensor.empty() : tensor<1024xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%big : tensor<1024xf32>) outs(%te : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  %ue = tensor.empty() : tensor<f32>
  %uz = linalg.fill ins(%zero : f32) outs(%ue : tensor<f32>) -> tensor<f32>
  %u = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%t : tensor<1024xf32>) outs(%uz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  // The second writer of %e.
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<32xf32>
  return %s, %u, %b : tensor<f32>, tensor<f32>, tensor<32xf32>
}
