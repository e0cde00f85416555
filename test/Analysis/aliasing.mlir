// Buffers as bufferization places them: views share their source, in-place
// destinations share their op's result, a tensor.empty destination is its
// op's buffer, and an out-of-place write gets a buffer of its own.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s
// The returned view of part of %t leaves as a copy (an identity-layout
// result), which mem-run measures too:
// RUN: mem-run -O0 %s --entry views | FileCheck %s --check-prefix=EXEC
// EXEC: "predicted_peak_bytes": 96,
// EXEC-NEXT: "measured_peak_bytes": 96,

#id = affine_map<(i) -> (i)>

// CHECK-LABEL: argument #0: role input (inferred), buffer 0 of 64 bytes, live 0..
func.func @views(%t: tensor<16xf32>) -> tensor<2x4xf32> {
  // CHECK: result #0: {{.*}} buffer 0 of 64 bytes
  %s = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  // CHECK: result #0: {{.*}} buffer 0 of 64 bytes
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %e : tensor<2x4xf32>
}

// CHECK-LABEL: peak of @views: 96 bytes

// CHECK: argument #0: {{.*}} buffer 0 of 32 bytes
func.func @destinations(%x: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  // CHECK: result #0: role temporary (inferred), buffer 1 of 32 bytes
  %e = tensor.empty() : tensor<8xf32>
  // CHECK: result #0: role temporary (inferred), buffer 1 of 32 bytes
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // CHECK: result #0: role output (inferred), buffer 1 of 32 bytes
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: peak of @destinations: 64 bytes

// Writing into %x while it is still read later forces a copy.
// CHECK: argument #0: {{.*}} buffer 0 of 32 bytes
func.func @out_of_place(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  // CHECK: result #0: role output (inferred), buffer 1 of 32 bytes
  %f = linalg.fill ins(%zero : f32) outs(%x : tensor<8xf32>) -> tensor<8xf32>
  return %f, %x : tensor<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: peak of @out_of_place: 64 bytes
