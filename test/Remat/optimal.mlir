// REQUIRES: cbc
// The exact plan, in the full space: `a` is read by the forward, at the
// start of the backward and again after a 4 KiB backward temporary. Under
// 9,220 bytes the forward's 6 KiB temporary needs `a` dropped, and the
// backward's needs it dropped again between its two readers: `a` is
// recomputed twice, freed in between. One clone per buffer, before its
// first backward use, refuses every budget under 9,220; strategy=budget
// finds the plan in the full space with its heuristics and, on a step this
// small, solves the MILP as well: the plan is certified optimal.
// RUN: mem-opt %s --memopt-remat="budget=8196" -o %t.mlir | FileCheck %s --check-prefix=TEXT
// RUN: FileCheck %s < %t.mlir
// RUN: mem-run -O0 %s 2>/dev/null > %t.before.json
// RUN: mem-run -O0 %t.mlir 2>/dev/null > %t.after.json
// RUN: %python -c "import json,sys; a,b=(json.load(open(p)) for p in sys.argv[1:]); assert b['measured_peak_bytes']==b['predicted_peak_bytes'], b; assert a['checksums']==b['checksums']; print('run', b['measured_peak_bytes'])" %t.before.json %t.after.json | FileCheck %s --check-prefix=LOWERED
// RUN: mem-opt %s --memopt-remat="strategy=optimal budget=8196 time-limit=30 format=json" -o /dev/null | FileCheck %s --check-prefix=JSON
// One byte less: no plan in the space fits, and the MILP proves it.
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="budget=8195" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROVEN
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="strategy=optimal budget=8195" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIMAL-INFEASIBLE
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="strategy=optimal" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-BUDGET
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="strategy=optimal budget=8196 time-limit=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME

// TEXT: strategy              budget (plan: multi-copy)
// TEXT: peak bytes            9,220 (9.00 KiB) -> 8,196 (8.00 KiB)
// TEXT: solver                optimal, lower bound +1,024 FLOPs (within 0.00%)
// TEXT: linalg.generic #0 {{.*}} +1,024 FLOPs at {{.*}}, 2 copies
// LOWERED: run 8196
// JSON: "peak_bytes_after": 8196,
// JSON: "plan": "optimal",
// JSON: "copies": 2,
// JSON: "solver": {
// JSON-NEXT: "gap_percent": 0,
// JSON-NEXT: "lower_bound_extra_flops": 1024,
// JSON-NEXT: "lower_bound_peak_bytes": null,
// JSON-NEXT: "status": "optimal"
// PROVEN: error: memopt-remat: the budget of 8,195 (8.00 KiB) cannot be met: {{.*}}; the MILP proves that no plan in the full space fits the budget
// OPTIMAL-INFEASIBLE: error: memopt-remat: the budget of 8,195 (8.00 KiB) cannot be met: the MILP proves that no plan in the full space fits it
// NO-BUDGET: error: memopt-remat: strategy=optimal needs a budget
// TIME: error: memopt-remat: time-limit must be a positive number of seconds

#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
#row = affine_map<(d0, d1) -> (d1)>
#all = affine_map<(d0, d1) -> (d0, d1)>
#sum2 = affine_map<(d0, d1) -> ()>
func.func @step(%x: tensor<256xf32> {memopt.role = "input"},
                %w: tensor<256xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}, tensor<256xf32>, tensor<256xf32>) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<256xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %w : tensor<256xf32>, tensor<256xf32>) outs(%e0 : tensor<256xf32>) {
  ^bb0(%in: f32, %p: f32, %out: f32):
    %m = arith.mulf %in, %p : f32
    %v = math.exp %m : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %l2 = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%a : tensor<256xf32>) outs(%l1 : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // A 6 KiB forward temporary after the last forward read of a.
  %f0 = tensor.empty() : tensor<6x256xf32>
  %f = linalg.generic {indexing_maps = [#row, #all], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<256xf32>) outs(%f0 : tensor<6x256xf32>) {
  ^bb0(%p: f32, %out: f32):
    %v = math.cos %p : f32
    linalg.yield %v : f32
  } -> tensor<6x256xf32>
  %loss = linalg.generic {indexing_maps = [#all, #sum2], iterator_types = ["reduction", "reduction"]} ins(%f : tensor<6x256xf32>) outs(%l2 : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // Backward: a is read, a 4 KiB temporary peaks, and a is read again.
  %g0 = tensor.empty() : tensor<256xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %x : tensor<256xf32>, tensor<256xf32>) outs(%g0 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %v = arith.mulf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  %t0 = tensor.empty() : tensor<4x256xf32>
  %t = linalg.generic {indexing_maps = [#row, #all], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<256xf32>) outs(%t0 : tensor<4x256xf32>) {
  ^bb0(%p: f32, %out: f32):
    %v = math.sin %p : f32
    linalg.yield %v : f32
  } -> tensor<4x256xf32>
  %s0 = tensor.empty() : tensor<256xf32>
  %s1 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<256xf32>) -> tensor<256xf32>
  %s = linalg.generic {indexing_maps = [#all, #row], iterator_types = ["reduction", "parallel"]} ins(%t : tensor<4x256xf32>) outs(%s1 : tensor<256xf32>) {
  ^bb0(%p: f32, %acc: f32):
    %v = arith.addf %p, %acc : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  %h0 = tensor.empty() : tensor<256xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s, %a : tensor<256xf32>, tensor<256xf32>) outs(%h0 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %v = arith.mulf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  return %loss, %g, %h : tensor<f32>, tensor<256xf32>, tensor<256xf32>
}

// CHECK-LABEL: func.func @step
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1
// CHECK: %[[A1:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 {{.*}} memopt.remat
// CHECK: linalg.generic {{.*}} ins(%[[A1]], %arg0 :
// CHECK: %[[A2:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 {{.*}} memopt.remat
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[A2]] :
