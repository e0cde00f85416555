// A write into one slice of a buffer that an insert_slice of another slice
// reads back: the fast decider copies (at the write) as One-Shot does (at
// the extraction), so both find the same peak bytes.
// RUN: mem-opt %s -split-input-file --memopt-report=format=json -o /dev/null | FileCheck %s
// RUN: mem-opt %s -split-input-file --memopt-report="format=json inplace=one-shot" -o /dev/null | FileCheck %s

// CHECK-LABEL: "name": "other_slice"
// CHECK: "peak_bytes": 5120,
func.func @other_slice(%d: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<256xf32>) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %sl2 = tensor.extract_slice %d[256] [256] [1] : tensor<1024xf32> to tensor<256xf32>
  %w2 = linalg.fill ins(%c2 : f32) outs(%sl2 : tensor<256xf32>) -> tensor<256xf32>
  %sl = tensor.extract_slice %d[0] [256] [1] : tensor<1024xf32> to tensor<256xf32>
  %w = linalg.fill ins(%c1 : f32) outs(%sl : tensor<256xf32>) -> tensor<256xf32>
  %r = tensor.insert_slice %w into %d[0] [256] [1] : tensor<256xf32> into tensor<1024xf32>
  return %r, %w2 : tensor<1024xf32>, tensor<256xf32>
}

// -----

// CHECK-LABEL: "name": "other_write"
// CHECK: "peak_bytes": 5120,
func.func @other_write(%d: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<256xf32>) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %sl = tensor.extract_slice %d[0] [256] [1] : tensor<1024xf32> to tensor<256xf32>
  %w = linalg.fill ins(%c1 : f32) outs(%sl : tensor<256xf32>) -> tensor<256xf32>
  %sl2 = tensor.extract_slice %d[256] [256] [1] : tensor<1024xf32> to tensor<256xf32>
  %w2 = linalg.fill ins(%c2 : f32) outs(%sl2 : tensor<256xf32>) -> tensor<256xf32>
  %r = tensor.insert_slice %w into %d[0] [256] [1] : tensor<256xf32> into tensor<1024xf32>
  return %r, %w2 : tensor<1024xf32>, tensor<256xf32>
}
