// A collapse_shape of a slice across rows cannot be a view of it (its rows
// are not contiguous): bufferization allocates a copy, so the analysis gives
// the collapse a buffer of its own, in both in-place modes, and the measured
// peak equals the prediction. A slice of whole rows collapses in place.
// (Found by the random graphs run through mem-run: the backward of a concat.)
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-run %s --entry across_rows | FileCheck %s --check-prefix=PEAK
// RUN: mem-run %s --entry whole_rows | FileCheck %s --check-prefix=PEAK
// PEAK: "predicted_peak_bytes": [[PEAK:[0-9]+]]
// PEAK-NEXT: "measured_peak_bytes": [[PEAK]]

#map = affine_map<(d0) -> (d0)>

// CHECK-LABEL: argument #0: {{.*}} buffer 0 of 208 bytes
func.func @across_rows(%a: tensor<4x13xf32>) -> tensor<32xf32> {
  // CHECK: result #0: {{.*}} buffer 0 of 208 bytes
  %s = tensor.extract_slice %a[0, 0] [4, 8] [1, 1] : tensor<4x13xf32> to tensor<4x8xf32>
  // CHECK: result #0: {{.*}} buffer 1 of 128 bytes
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %e = tensor.empty() : tensor<32xf32>
  // CHECK: result #0: {{.*}} buffer 2 of 128 bytes
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.tanh %x : f32
    linalg.yield %y : f32
  } -> tensor<32xf32>
  return %r : tensor<32xf32>
}

// CHECK-LABEL: argument #0: {{.*}} buffer 0 of 208 bytes
func.func @whole_rows(%a: tensor<4x13xf32>) -> tensor<26xf32> {
  // CHECK: result #0: {{.*}} buffer 0 of 208 bytes
  %s = tensor.extract_slice %a[1, 0] [2, 13] [1, 1] : tensor<4x13xf32> to tensor<2x13xf32>
  // CHECK: result #0: {{.*}} buffer 0 of 208 bytes
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x13xf32> into tensor<26xf32>
  %e = tensor.empty() : tensor<26xf32>
  // CHECK: result #0: {{.*}} buffer 1 of 104 bytes
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%c : tensor<26xf32>) outs(%e : tensor<26xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.tanh %x : f32
    linalg.yield %y : f32
  } -> tensor<26xf32>
  return %r : tensor<26xf32>
}
