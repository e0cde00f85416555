// memopt-cast-results-across-blocks: a loop's or a call's memref result read
// in another block is read there through a memref.cast made right after it
// (ownership-based deallocation rebuilds the loop and the call after it has
// computed liveness); uses in the op's own block, and results of other ops,
// are left alone.
// RUN: mem-opt %s --pass-pipeline="builtin.module(func.func(memopt-cast-results-across-blocks))" | FileCheck %s

// CHECK-LABEL: func.func @loop_and_call
// CHECK:      %[[L:.*]] = scf.for
// CHECK:      %[[LC:.*]] = memref.cast %[[L]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %[[C:.*]] = call @id(%[[L]])
// CHECK-NEXT: %[[CC:.*]] = memref.cast %[[C]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %[[A:.*]] = memref.alloc
// CHECK-NEXT: cf.br ^bb1
// CHECK:      ^bb1:
// CHECK-NEXT: memref.copy %[[LC]], %[[A]]
// CHECK-NEXT: memref.copy %[[CC]], %[[A]]
func.func private @id(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func @loop_and_call(%x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%h = %x) -> (memref<4xf32>) {
    scf.yield %h : memref<4xf32>
  }
  %c = func.call @id(%l) : (memref<4xf32>) -> memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  cf.br ^bb1
^bb1:
  memref.copy %l, %a : memref<4xf32> to memref<4xf32>
  memref.copy %c, %a : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func @same_block
// CHECK-NOT:  memref.cast
// CHECK:      return
func.func @same_block(%x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%h = %x) -> (memref<4xf32>) {
    scf.yield %h : memref<4xf32>
  }
  return %l : memref<4xf32>
}
