// A returned tensor constant leaves as a copy: its global is not the
// caller's to free, so the deallocation pipeline clones it at the return.
// The analysis counts the constant for the whole call (static data) and the
// copy, as an output, at the return. Before the copy was modelled, the
// prediction was 3,072 and the measurement 4,096.
// RUN: mem-run %s --seed 1 | FileCheck %s
// CHECK: "predicted_peak_bytes": 4096,
// CHECK-NEXT: "measured_peak_bytes": 4096,
// CHECK-NEXT: "heap_peak_bytes": 2048,
// CHECK-NEXT: "argument_bytes": 1024,
// CHECK-NEXT: "static_data_bytes": 1024,
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// JSON: "peak_bytes_by_role": {
// JSON: "constant": 1024,
// JSON: "output": 2048,

#id = affine_map<(d0) -> (d0)>
func.func @step(%a: tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>) {
  %c1 = arith.constant dense<1.0> : tensor<256xf32>
  %e = tensor.empty() : tensor<256xf32>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%c1, %a : tensor<256xf32>, tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  return %q, %c1 : tensor<256xf32>, tensor<256xf32>
}
