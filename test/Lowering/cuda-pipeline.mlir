// memopt-lower-cuda: the step is bufferized as memopt-lower-cpu does it, its
// buffers live in device memory (gpu.alloc / gpu.dealloc where the CPU run
// has memref.alloc / dealloc), and a host main allocates the arguments on
// the device, calls the step, hands every result to the runtime and frees.
// RUN: mem-opt %s --memopt-lower-cuda=stop-before-gpu | FileCheck %s
// RUN: mlir-opt %s --load-pass-plugin=%memopt_obj_root/lib/MemOptPlugin.so --pass-pipeline="builtin.module(memopt-lower-cuda{stop-before-gpu})" | FileCheck %s
// The static walk: argument (256 B) + temporary (256 B) + loss (4 B).
// RUN: mem-opt %s --memopt-lower-cuda="stop-before-gpu walk=true" -o /dev/null | FileCheck %s --check-prefix=WALK
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | %python -c "import json,sys; print('peak', json.load(sys.stdin)['functions'][0]['peak_bytes'])" | FileCheck %s --check-prefix=WALK
// To PTX (no ptxas needed): loops on blocks of 32 threads, the reduction
// and the 0-d fill on one thread, allocations through mgpuMemAlloc.
// RUN: mem-opt %s --memopt-lower-cuda="chip=sm_80 format=isa" | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @step(%arg0: memref<64xf32>
// CHECK-SAME: memopt.result_args = array<i64: -1, 0>
// CHECK-NOT: memref.alloc
// CHECK: %[[T:.*]] = gpu.alloc () : memref<64xf32>
// CHECK: %[[L:.*]] = gpu.alloc () : memref<f32>
// CHECK: gpu.dealloc %[[T]] : memref<64xf32>
// CHECK-NOT: gpu.dealloc
// CHECK: return %[[L]] : memref<f32>
// CHECK-LABEL: func.func @main() -> i32
// CHECK: %[[A:.*]] = gpu.alloc () : memref<64xf32>
// CHECK: call @memopt_cuda_load_argument(
// CHECK: %[[R:.*]] = call @step(%[[A]])
// Result 0 is the loss, result 1 the parameter updated in place.
// CHECK: call @memopt_cuda_store_result(
// CHECK: call @memopt_cuda_store_result(
// CHECK: gpu.dealloc %[[R]] : memref<f32>
// CHECK: gpu.dealloc %[[A]] : memref<64xf32>
// CHECK: call @memopt_cuda_finish()

// WALK: {{"walk_peak_bytes":516|peak 516}}

// LLVM-LABEL: llvm.func @step(
// LLVM: %[[THREADS:.*]] = llvm.mlir.constant(32 : index) : i64
// LLVM: llvm.call @mgpuMemAlloc(
// LLVM: gpu.launch_func {{.*}} blocks in ({{.*}}) threads in (%[[THREADS]],
// LLVM: llvm.call @mgpuMemAlloc(
// LLVM: gpu.launch_func {{.*}} blocks in (%[[ONE:.*]], %[[ONE]], %[[ONE]]) threads in (%[[ONE]], %[[ONE]], %[[ONE]])
// LLVM: gpu.launch_func {{.*}} blocks in (%[[ONE]], %[[ONE]], %[[ONE]]) threads in (%[[ONE]], %[[ONE]], %[[ONE]])
// LLVM: llvm.call @mgpuMemFree(
// LLVM: gpu.launch_func {{.*}} threads in (%[[THREADS]],
// LLVM: gpu.binary @step_kernel {{.*}}#nvvm.target<chip = "sm_80", features = "+ptx80">{{.*}}.target sm_80
// LLVM-LABEL: llvm.func @main() -> i32

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
  %w2 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%w : tensor<64xf32>) {
  ^bb0(%o: f32):
    %y = arith.subf %o, %zero : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  return %loss, %w2 : tensor<f32>, tensor<64xf32>
}
