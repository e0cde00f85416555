// memopt-lower-cpu: the step is bufferized in place, its updated argument is
// not returned (nor cloned), every temporary is freed right after its last
// use, and all heap traffic goes through the generic hooks. The pipeline is
// the same from mem-opt and from upstream mlir-opt with the plugin.
// RUN: mem-opt %s --memopt-lower-cpu | FileCheck %s
// RUN: mlir-opt %s --load-pass-plugin=%memopt_obj_root/lib/MemOptPlugin.so --pass-pipeline="builtin.module(memopt-lower-cpu)" | FileCheck %s
// Before the LLVM lowering: the free of %t directly follows its last use.
// RUN: mem-opt %s --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map buffer-alignment=0},memopt-drop-argument-results,buffer-deallocation-pipeline,func.func(optimize-allocation-liveness))" | FileCheck %s --check-prefix=BUF

// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-NOT: llvm.func @malloc
// CHECK-NOT: llvm.func @free
// CHECK-LABEL: llvm.func @step
// CHECK-SAME: memopt.result_args = array<i64: -1, 0>
// CHECK-COUNT-2: llvm.call @_mlir_memref_to_llvm_alloc
// CHECK-NOT: llvm.call @_mlir_memref_to_llvm_alloc
// CHECK-NOT: llvm.intr.memcpy
// CHECK: llvm.call @_mlir_memref_to_llvm_free
// CHECK-NOT: llvm.intr.memcpy
// CHECK: llvm.return

// BUF-LABEL: func.func @step(%arg0: memref<64xf32>{{.*}}) -> memref<f32>
// BUF: %[[T:.*]] = memref.alloc() : memref<64xf32>
// BUF: linalg.generic {{.*}} outs(%[[T]]
// BUF: %[[L:.*]] = memref.alloc() : memref<f32>
// BUF: linalg.generic {{.*}} ins(%[[T]] {{.*}} outs(%[[L]]
// BUF-NEXT: ^bb0
// BUF: memref.dealloc %[[T]]
// BUF-NEXT: linalg.generic {{.*}} outs(%arg0
// BUF-NOT: bufferization.clone
// BUF: return %[[L]] : memref<f32>

#id = affine_map<(i) -> (i)>
#sum = affine_map<(i) -> ()>
func.func @step(%w: tensor<64xf32> {memopt.role = "parameter"})
    -> (tensor<f32>, tensor<64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%w : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]}
      ins(%t : tensor<64xf32>) outs(%l1 : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  // In place: the parameter's buffer is written and returned.
  %w2 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%w : tensor<64xf32>) {
  ^bb0(%o: f32):
    %y = arith.subf %o, %zero : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  return %loss, %w2 : tensor<f32>, tensor<64xf32>
}
