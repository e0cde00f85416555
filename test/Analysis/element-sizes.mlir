// Exact bytes per element type: every element is stored unpacked at its LLVM
// allocation size (i1 and i4 take a byte, index 8, complex<f32> 8).
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s

// CHECK: argument #0: {{.*}} buffer 0 of 10 bytes
// CHECK: argument #1: {{.*}} buffer 1 of 10 bytes
// CHECK: argument #2: {{.*}} buffer 2 of 10 bytes
// CHECK: argument #3: {{.*}} buffer 3 of 20 bytes
// CHECK: argument #4: {{.*}} buffer 4 of 20 bytes
// CHECK: argument #5: {{.*}} buffer 5 of 40 bytes
// CHECK: argument #6: {{.*}} buffer 6 of 80 bytes
// CHECK: argument #7: {{.*}} buffer 7 of 80 bytes
// CHECK: argument #8: {{.*}} buffer 8 of 80 bytes
// CHECK: argument #9: {{.*}} buffer 9 of 40 bytes
// CHECK: argument #10: {{.*}} buffer 10 of 160 bytes
// CHECK: argument #11: {{.*}} buffer 11 of 0 bytes
// CHECK: argument #12: {{.*}} buffer 12 of 4 bytes
func.func @sizes(%i1: tensor<10xi1>, %i4: tensor<10xi4>, %f8: tensor<10xf8E4M3FN>,
                 %bf16: tensor<10xbf16>, %f16: tensor<10xf16>, %f32: tensor<10xf32>,
                 %f64: tensor<10xf64>, %index: tensor<10xindex>,
                 %c32: tensor<10xcomplex<f32>>, %i24: tensor<10xi24>,
                 %f128: tensor<10xf128>, %empty: tensor<0x7xf32>, %scalar: tensor<f32>) {
  return
}
