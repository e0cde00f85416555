// Two steps in one module, each with its own constant, each run with
// --entry: static_data_bytes holds only the globals the entry (or what it
// calls) reads, as the analysis counts only the constants of the function
// and its callees.
// RUN: mem-run %s --entry step0 --seed 1 | FileCheck %s --check-prefix=STEP0
// STEP0: "predicted_peak_bytes": 2304,
// STEP0-NEXT: "measured_peak_bytes": 2304,
// STEP0: "static_data_bytes": 256,
// RUN: mem-run %s --entry step1 --seed 1 | FileCheck %s --check-prefix=STEP1
// STEP1: "predicted_peak_bytes": 2560,
// STEP1-NEXT: "measured_peak_bytes": 2560,
// STEP1: "static_data_bytes": 512,

func.func @step0(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c = arith.constant dense<1.0> : tensor<64xf32>
  %e = tensor.empty() : tensor<256xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<256xf32>
  %r = tensor.insert_slice %c into %q[0] [64] [1] : tensor<64xf32> into tensor<256xf32>
  return %r : tensor<256xf32>
}
func.func @step1(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c = arith.constant dense<2.0> : tensor<128xf32>
  %e = tensor.empty() : tensor<256xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<256xf32>
  %r = tensor.insert_slice %c into %q[0] [128] [1] : tensor<128xf32> into tensor<256xf32>
  return %r : tensor<256xf32>
}
