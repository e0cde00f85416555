// Regression: the bufferization model of func.call needs a One-Shot module
// analysis; the fast decider must not ask it (it crashed here). The call's
// result is a buffer of its own.
// RUN: mem-opt %s -split-input-file --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s -split-input-file --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s

// CHECK: peak of @g: 32 bytes
// CHECK: result #0: role output (inferred), buffer 1 of 32 bytes
// CHECK: peak of @f: 64 bytes
// CHECK: peak of @g: 32 bytes
// CHECK: peak of @f: 64 bytes
func.func @g(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}
func.func @f(%t0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @g(%t0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// -----
func.func @g(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}
func.func @f(%t0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @g(%t0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
