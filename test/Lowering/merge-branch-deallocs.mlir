// memopt-merge-branch-deallocs: a buffer freed under complementary conditions
// (once per successor of a cf.cond_br, as ownership-based deallocation frees
// it) is freed once, unconditionally, where the first free was; frees under
// unrelated conditions, or of other buffers, are left alone.
// RUN: mem-opt %s --pass-pipeline="builtin.module(func.func(memopt-merge-branch-deallocs))" | FileCheck %s

// CHECK-LABEL: func.func @pair
// CHECK:      %[[A:.*]] = memref.alloc
// CHECK:      %[[T:.*]] = arith.constant true
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[T]])
// CHECK-NOT:  bufferization.dealloc
// CHECK:      cf.cond_br
func.func @pair(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  %n = arith.xori %c, %true : i1
  bufferization.dealloc (%a : memref<4xf32>) if (%n)
  cf.cond_br %c, ^b1, ^b2
^b1:
  return
^b2:
  return
}

// CHECK-LABEL: func.func @unrelated
// CHECK: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg0)
// CHECK: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg1)
// CHECK: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%{{.*}})
func.func @unrelated(%c: i1, %d: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  bufferization.dealloc (%a : memref<4xf32>) if (%d)
  %n = arith.xori %true, %c : i1
  bufferization.dealloc (%b : memref<4xf32>) if (%n)
  return
}
