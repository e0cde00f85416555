// What is never recomputed, whatever the budget: buffers made by calls, by
// ops with memory effects (an allocation; a random op that is not counter
// based, calling a generator that keeps its state) and inside regions. They are listed as refused; the one pure activation is
// recomputed.
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="strategy=budget budget=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=INFEASIBLE
// RUN: mem-opt %s --memopt-remat="strategy=selective" -o /dev/null | FileCheck %s

#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>

// Stands for a generator that keeps its state between calls (as C's rand
// does): to the pass a call is an op with unknown memory effects.
func.func private @draw() -> f32 {
  %u = arith.constant 0.5 : f32
  return %u : f32
}

func.func private @helper(%x: tensor<256xf32>) -> tensor<256xf32> {
  %e = tensor.empty() : tensor<256xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  return %r : tensor<256xf32>
}

func.func @step(%x: tensor<256xf32> {memopt.role = "input"},
                %w: tensor<256xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}, tensor<256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  // A pure elementwise activation: recomputable.
  %e0 = tensor.empty() : tensor<256xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %w : tensor<256xf32>, tensor<256xf32>) outs(%e0 : tensor<256xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %v = arith.mulf %in, %p : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  // Made by a call.
  %b = func.call @helper(%a) : (tensor<256xf32>) -> tensor<256xf32>
  // Made by an op with memory effects (an allocation).
  %alloc = bufferization.alloc_tensor() : tensor<256xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%b : tensor<256xf32>) outs(%alloc : tensor<256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  // A random op that is not counter based: each element calls a generator
  // that keeps its state, so a recomputation would draw other numbers.
  %re = tensor.empty() : tensor<256xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<256xf32>) outs(%re : tensor<256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %u = func.call @draw() : () -> f32
    %v = arith.mulf %in, %u : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  // Made inside a region: a loop's iteration argument.
  %d = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c) -> tensor<256xf32> {
    %e1 = tensor.empty() : tensor<256xf32>
    %n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%acc, %a : tensor<256xf32>, tensor<256xf32>) outs(%e1 : tensor<256xf32>) {
    ^bb0(%in: f32, %in2: f32, %out: f32):
      %v = arith.addf %in, %in2 : f32
      linalg.yield %v : f32
    } -> tensor<256xf32>
    scf.yield %n : tensor<256xf32>
  }
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%d : tensor<256xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  // A "backward" that reads every forward tensor.
  %ge = tensor.empty() : tensor<256xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b, %c, %d, %r : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%ge : tensor<256xf32>) {
  ^bb0(%i0: f32, %i1: f32, %i2: f32, %i3: f32, %i4: f32, %out: f32):
    %s0 = arith.addf %i0, %i1 : f32
    %s2 = arith.addf %i2, %i3 : f32
    %s1 = arith.addf %s2, %i4 : f32
    %v = arith.mulf %s0, %s1 : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  return %loss, %g : tensor<f32>, tensor<256xf32>
}

// INFEASIBLE: error: memopt-remat: the budget of 1 cannot be met: the lowest peak reachable with the allowed recomputations is {{.*}}; there parameters hold 1,024 (1.00 KiB), optimizer states 0, gradients 0, inputs {{.*}}; 4 buffers the backward reads (4,096 (4.00 KiB)) cannot be recomputed

// CHECK-LABEL: rematerialization of @step
// CHECK: refused 4 buffers
// CHECK-NEXT: func.call #0 {{.*}}: produced by a call (func.call)
// CHECK-NEXT: linalg.generic #0 {{.*}}: produced by an op with memory effects (bufferization.alloc_tensor)
// CHECK-NEXT: linalg.generic #0 {{.*}}refusals.mlir:54:8: produced by an op with memory effects (linalg.generic)
// CHECK-NEXT: scf.for #0 {{.*}}: produced inside a region
