// memopt-arena-plan: temporaries freed in the entry block share one arena
// (%b at 0; %a, then %c after %a's free, at 128); the returned buffer and the
// one allocated in a loop keep their own allocations.
// RUN: mem-opt %s --memopt-arena-plan | FileCheck %s

// CHECK-LABEL: func.func @step
// CHECK-SAME: memopt.arena_bytes = 192 : i64, memopt.arena_live_peak_bytes = 192 : i64
// CHECK: %[[ARENA:.*]] = memref.alloc() : memref<192xi8>
// CHECK: %[[A:.*]] = memref.view %[[ARENA]][%c128{{.*}}][] : memref<192xi8> to memref<16xf32>
// CHECK: %[[B:.*]] = memref.view %[[ARENA]][%c0{{.*}}][] : memref<192xi8> to memref<32xf32>
// CHECK-NOT: memref.dealloc %[[A]]
// CHECK: %[[C:.*]] = memref.view %[[ARENA]][%c128{{.*}}][] : memref<192xi8> to memref<16xf32>
// CHECK: %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK: scf.for
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.dealloc %[[T]]
// CHECK: memref.dealloc %[[ARENA]] : memref<192xi8>
// CHECK-NEXT: return %[[R]]
func.func @step(%x: memref<16xf32>, %y: memref<32xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<16xf32>
  memref.copy %x, %a : memref<16xf32> to memref<16xf32>
  %b = memref.alloc() : memref<32xf32>
  memref.copy %y, %b : memref<32xf32> to memref<32xf32>
  memref.copy %a, %x : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %x, %c : memref<16xf32> to memref<16xf32>
  memref.copy %b, %y : memref<32xf32> to memref<32xf32>
  memref.dealloc %b : memref<32xf32>
  memref.copy %c, %x : memref<16xf32> to memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  %r = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %t = memref.alloc() : memref<8xf32>
    memref.dealloc %t : memref<8xf32>
  }
  return %r : memref<4xf32>
}
