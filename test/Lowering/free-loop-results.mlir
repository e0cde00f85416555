// memopt-free-loop-results, inside memopt-lower-cpu's deallocation: the
// fresh result of an scf.for that runs is freed right after its last use,
// and the init its block owns right after the loop, with no runtime alias
// check (no dealloc_helper); the result of a loop that may not run (then it
// returns its argument init) is freed there under its ownership flag. A
// returned result is left to upstream.
// RUN: mem-opt %s --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map buffer-alignment=0 allow-return-allocs-from-loops},memopt-drop-argument-results,ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification,func.func(memopt-free-loop-results),canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize,func.func(optimize-allocation-liveness))" | FileCheck %s
// CHECK-NOT: dealloc_helper

// CHECK-LABEL: func.func @result_then
// CHECK:      %[[R:.*]]:2 = scf.for
// CHECK:      linalg.add ins(%[[R]]#0, %[[R]]#0
// CHECK-NEXT: %[[BASE:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[R]]#0
// CHECK-NEXT: memref.dealloc %[[BASE]]
// CHECK:      return
func.func @result_then(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.mul ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  %e1 = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%r, %r : tensor<4xf32>, tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %t = linalg.add ins(%s, %s : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

// CHECK-LABEL: func.func @owned_init
// CHECK:      %[[INIT:.*]] = memref.alloc()
// CHECK:      %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]],
// CHECK:      scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[IBASE:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[INIT]]
// CHECK-NEXT: memref.dealloc %[[IBASE]]
// CHECK:      linalg.broadcast ins(%[[R]]#0
// CHECK:      linalg.add ins(%[[R]]#0, %[[R]]#0
// CHECK-NEXT: %[[BASE:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[R]]#0
// CHECK-NEXT: memref.dealloc %[[BASE]]
func.func @owned_init(%x: tensor<4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e0 = tensor.empty() : tensor<4xf32>
  %init = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %init) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.mul ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  %e1 = tensor.empty() : tensor<4x4xf32>
  %s = linalg.broadcast ins(%r : tensor<4xf32>) outs(%e1 : tensor<4x4xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<4x4xf32>
  %t = linalg.add ins(%s, %s : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %u = linalg.add ins(%r, %r : tensor<4xf32>, tensor<4xf32>) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  return %t, %u : tensor<4x4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @returned
// CHECK:      %[[R:.*]]:2 = scf.for
// CHECK:      bufferization.clone %[[R]]#0
// CHECK:      return
func.func @returned(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.mul ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @maybe_no_iteration
// CHECK:      %[[R:.*]]:2 = scf.for
// CHECK:      linalg.add ins(%[[R]]#0, %[[R]]#0
// CHECK-NEXT: %[[BASE:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[R]]#0
// CHECK-NEXT: scf.if %[[R]]#1 {
// CHECK-NEXT:   memref.dealloc %[[BASE]]
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloc
func.func @maybe_no_iteration(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.mul ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  %e1 = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%r, %r : tensor<4xf32>, tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %t = linalg.add ins(%s, %s : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}
