// memopt-if-result-buffers: each used, statically shaped memref result of an
// scf.if gets a buffer allocated before the scf.if, which both branches copy
// into; the scf.if keeps its other results. A result of a layout an identity
// buffer can be cast to is cast back; a dynamic shape, a layout with a static
// offset, and an unused result are left alone.
// RUN: mem-opt %s --memopt-if-result-buffers -split-input-file | FileCheck %s
// In memopt-lower-cpu, the deallocation pipeline then needs no clone and no
// runtime alias check (test/Lowering/Inputs/scf-if.mlir, @both_before_if).
// RUN: mem-opt %S/Inputs/scf-if.mlir --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map buffer-alignment=0 allow-return-allocs-from-loops},memopt-drop-argument-results,memopt-if-result-buffers,drop-equivalent-buffer-results,buffer-deallocation-pipeline,func.func(optimize-allocation-liveness))" | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @two_results
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[IDX:.*]] = scf.if %{{.*}} -> (index) {
// CHECK:   memref.copy %arg0, %[[BUF]]
// CHECK:   scf.yield %c0
// CHECK: } else {
// CHECK:   %[[N:.*]] = memref.alloc() : memref<4xf32>
// CHECK:   memref.copy %[[N]], %[[BUF]]
// CHECK:   scf.yield %c1
// CHECK: }
// CHECK: return %[[BUF]], %[[IDX]]
func.func @two_results(%a: memref<4xf32>, %flag: i1) -> (memref<4xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.if %flag -> (memref<4xf32>, index) {
    scf.yield %a, %c0 : memref<4xf32>, index
  } else {
    %n = memref.alloc() : memref<4xf32>
    scf.yield %n, %c1 : memref<4xf32>, index
  }
  return %r#0, %r#1 : memref<4xf32>, index
}

// -----

// A fully dynamic layout: an identity buffer, cast to it.
// CHECK-LABEL: func.func @strided
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<2xf32>
// CHECK: scf.if
// CHECK:   memref.copy %{{.*}}, %[[BUF]] : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// CHECK: %[[C:.*]] = memref.cast %[[BUF]] : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK: return %[[C]]
func.func @strided(%a: memref<4xf32>, %flag: i1) -> memref<2xf32, strided<[?], offset: ?>> {
  %r = scf.if %flag -> (memref<2xf32, strided<[?], offset: ?>>) {
    %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    %c = memref.cast %s : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[?], offset: ?>>
    scf.yield %c : memref<2xf32, strided<[?], offset: ?>>
  } else {
    %s = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    %c = memref.cast %s : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
    scf.yield %c : memref<2xf32, strided<[?], offset: ?>>
  }
  return %r : memref<2xf32, strided<[?], offset: ?>>
}

// -----

// Left alone: a dynamic shape, a static offset, an unused result.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: scf.if %{{.*}} -> (memref<?xf32>)
// CHECK: scf.if %{{.*}} -> (memref<2xf32, strided<[1], offset: 1>>)
// CHECK: scf.if %{{.*}} -> (memref<4xf32>)
func.func @left_alone(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<4xf32>, %flag: i1) -> (memref<?xf32>, memref<2xf32, strided<[1], offset: 1>>) {
  %r = scf.if %flag -> (memref<?xf32>) {
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %b : memref<?xf32>
  }
  %s = scf.if %flag -> (memref<2xf32, strided<[1], offset: 1>>) {
    %v = memref.subview %c[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    scf.yield %v : memref<2xf32, strided<[1], offset: 1>>
  } else {
    %v = memref.subview %c[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    scf.yield %v : memref<2xf32, strided<[1], offset: 1>>
  }
  %u = scf.if %flag -> (memref<4xf32>) {
    scf.yield %c : memref<4xf32>
  } else {
    scf.yield %c : memref<4xf32>
  }
  return %r, %s : memref<?xf32>, memref<2xf32, strided<[1], offset: 1>>
}

// -----

// Nested: the inner scf.if's buffer is copied into the outer one's.
// CHECK-LABEL: func.func @nested
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4xf32>
// CHECK: scf.if
// CHECK:   %[[IN:.*]] = memref.alloc() : memref<4xf32>
// CHECK:   scf.if
// CHECK:     memref.copy %arg0, %[[IN]]
// CHECK:   } else {
// CHECK:     memref.copy %arg1, %[[IN]]
// CHECK:   }
// CHECK:   memref.copy %[[IN]], %[[OUT]]
// CHECK: } else {
// CHECK:   memref.copy %arg0, %[[OUT]]
// CHECK: return %[[OUT]]
func.func @nested(%a: memref<4xf32>, %b: memref<4xf32>, %f1: i1, %f2: i1) -> memref<4xf32> {
  %r = scf.if %f1 -> (memref<4xf32>) {
    %in = scf.if %f2 -> (memref<4xf32>) {
      scf.yield %a : memref<4xf32>
    } else {
      scf.yield %b : memref<4xf32>
    }
    scf.yield %in : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// PIPE-LABEL: func.func @both_before_if
// PIPE-NOT: bufferization.clone
// PIPE-NOT: extract_aligned_pointer_as_index
// PIPE-NOT: dealloc_helper
// PIPE: return
