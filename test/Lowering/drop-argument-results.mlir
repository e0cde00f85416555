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

// A public function that is also called drops a result that is its
// argument (mem-run may choose it as the entry: issue 17, a clone of the
// argument measured 64 bytes against 32), and its calls read the operand
// they passed, so the caller's result is its argument too. A reshaped view
// stays a result (a call could not read it from the operand).
// CHECK-LABEL: func.func @callee(%{{.*}}: memref<8xf32>)
// CHECK-SAME: memopt.result_args = array<i64: 0>
// CHECK-NEXT: return{{$}}
// CHECK-LABEL: func.func @caller(%{{.*}}: memref<8xf32>)
// CHECK-SAME: memopt.result_args = array<i64: 0>
// CHECK-NEXT: call @callee(%{{.*}}) : (memref<8xf32>) -> ()
// CHECK-NEXT: return{{$}}
// CHECK-LABEL: func.func @reshaped(%{{.*}}: memref<8xf32>) -> memref<2x4xf32>
// CHECK-SAME: memopt.result_args = array<i64: -1>
func.func @callee(%a: memref<8xf32>) -> memref<8xf32> {
  return %a : memref<8xf32>
}
func.func @caller(%a: memref<8xf32>) -> memref<8xf32> {
  %r = call @callee(%a) : (memref<8xf32>) -> memref<8xf32>
  return %r : memref<8xf32>
}
func.func @reshaped(%a: memref<8xf32>) -> memref<2x4xf32> {
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %e : memref<2x4xf32>
}
func.func @reshaped_caller(%a: memref<8xf32>) -> memref<2x4xf32> {
  %r = call @reshaped(%a) : (memref<8xf32>) -> memref<2x4xf32>
  return %r : memref<2x4xf32>
}

// -----

// Through an scf.for that yields its iteration argument back, an
// scf.execute_region, and a block argument its one branch passes: each
// result is the argument.
// CHECK-LABEL: func.func @carried(%{{.*}}: memref<8xf32>)
// CHECK-SAME: memopt.result_args = array<i64: 0, 0, 0>
func.func @carried(%a: memref<8xf32>) -> (memref<8xf32>, memref<8xf32>, memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %l = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %a) -> memref<8xf32> {
    scf.yield %t : memref<8xf32>
  }
  %r = scf.execute_region -> memref<8xf32> {
    scf.yield %l : memref<8xf32>
  }
  cf.br ^bb1(%r : memref<8xf32>)
^bb1(%b: memref<8xf32>):
  return %l, %r, %b : memref<8xf32>, memref<8xf32>, memref<8xf32>
}
