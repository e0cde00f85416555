// Regression: the bufferization model of func.call needs a One-Shot module
// analysis; the fast decider must not ask it (it crashed here). @g returns
// its argument, so the call's result is the operand's buffer (calls of @g
// read the operand they passed: memopt-drop-argument-results).
// RUN: mem-opt %s -split-input-file --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s -split-input-file --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s

// CHECK: peak of @g: 32 bytes
// CHECK: result #0: role output (inferred), buffer 0 of 32 bytes
// CHECK: peak of @f: 32 bytes
// CHECK: peak of @g: 32 bytes
// CHECK: peak of @f: 32 bytes
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
