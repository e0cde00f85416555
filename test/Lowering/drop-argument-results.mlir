// memopt-drop-argument-results: results that are an argument's whole buffer
// (directly, through a cast, a reshape or a subview covering it all) leave the
// signature of a public function nothing calls; memopt.result_args says which
// argument holds each original result. Upstream drop-equivalent-buffer-results
// leaves public functions alone (checked at the end).
// RUN: mem-opt %s --memopt-drop-argument-results -split-input-file | FileCheck %s
// RUN: mlir-opt %s --drop-equivalent-buffer-results -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<32xf32>, %[[C:.*]]: memref<8xf32>, %[[D:.*]]: memref<16xf32>)
// CHECK-SAME: -> (memref<f32>, memref<4xf32>)
// CHECK-SAME: memopt.result_args = array<i64: -1, 0, 1, 2, -1, 3>
// CHECK: return %{{.*}}, %{{.*}} : memref<f32>, memref<4xf32>
// UPSTREAM-LABEL: func.func @step
// UPSTREAM: return %{{.*}}, %arg0, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} :
func.func @step(%a: memref<4x8xf32>, %b: memref<32xf32>, %c: memref<8xf32>,
                %d: memref<16xf32>)
    -> (memref<f32>, memref<4x8xf32>, memref<4x8xf32>, memref<?xf32>,
        memref<4xf32>, memref<16xf32>) {
  %loss = memref.alloc() : memref<f32>
  %view = memref.expand_shape %b [[0, 1]] output_shape [4, 8]
      : memref<32xf32> into memref<4x8xf32>
  %cast = memref.cast %c : memref<8xf32> to memref<?xf32>
  // Part of %d only: a new result the caller cannot find in an argument.
  %part = memref.subview %d[0] [4] [1] : memref<16xf32> to memref<4xf32>
  %whole = memref.subview %d[0] [16] [1] : memref<16xf32> to memref<16xf32>
  return %loss, %a, %view, %cast, %part, %whole
      : memref<f32>, memref<4x8xf32>, memref<4x8xf32>, memref<?xf32>,
        memref<4xf32>, memref<16xf32>
}

// -----

// A public function that is called keeps its signature (its callers would
// need rewriting), and so does its caller's result that is a new buffer.
// CHECK-LABEL: func.func @callee
// CHECK-SAME: -> memref<8xf32>
// CHECK-NOT: memopt.result_args
// CHECK-LABEL: func.func @caller
// CHECK-SAME: memopt.result_args = array<i64: -1>
func.func @callee(%a: memref<8xf32>) -> memref<8xf32> {
  return %a : memref<8xf32>
}
func.func @caller(%a: memref<8xf32>) -> memref<8xf32> {
  %r = call @callee(%a) : (memref<8xf32>) -> memref<8xf32>
  return %r : memref<8xf32>
}
