// apply-plan: the copies an exact solver chose, in the full Checkmate space.
// Here `a` (unit 0) is recomputed twice, before each backward group that
// reads it (points 17 and 21, freed in between), and `b` (unit 1) is
// recomputed from the first copy of `a` (a chain). The planner's one clone per
// unit cannot write this program.
// RUN: echo '{"copies": [{"unit": 0, "before": 17}, {"unit": 1, "before": 17}, {"unit": 0, "before": 21}]}' > %t.plan.json
// RUN: mem-opt %s --memopt-remat="apply-plan=%t.plan.json format=json" -o %t.mlir | FileCheck %s --check-prefix=JSON
// RUN: FileCheck %s < %t.mlir
// Lowered and run: measured == predicted, results identical to the step's.
// RUN: mem-run -O0 %s 2>/dev/null > %t.before.json
// RUN: mem-run -O0 %t.mlir 2>/dev/null > %t.after.json
// RUN: %python -c "import json,sys; a,b=(json.load(open(p)) for p in sys.argv[1:]); assert b['measured_peak_bytes']==b['predicted_peak_bytes'], b; assert a['checksums']==b['checksums']; print('run', b['measured_peak_bytes'])" %t.before.json %t.after.json | FileCheck %s --check-prefix=LOWERED
// RUN: mem-opt %s --memopt-remat="strategy=none export-model=%t.model.json" -o /dev/null
// RUN: %python -c "import json,sys; m=json.load(open(sys.argv[1])); print(m['split'], [u['backward_uses'] for u in m['units']])" %t.model.json | FileCheck %s --check-prefix=MODEL
//
// Errors, each on the function:
// RUN: echo '{"copies": [{"unit": 2, "before": 17}]}' > %t.pinned.json
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.pinned.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PINNED
// RUN: echo '{"copies": [{"unit": 9, "before": 17}]}' > %t.range.json
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.range.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: echo '{"copies": [{"unit": 0, "before": 5}]}' > %t.forward.json
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.forward.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORWARD
// RUN: echo '{"copies": [{"unit": 0}]}' > %t.shape.json
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.shape.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: echo '{"copies": [' > %t.json.json
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.json.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.missing.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.plan.json strategy=per-layer" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRATEGY
// A budget the rewritten step does not meet is refused on its analysis.
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="apply-plan=%t.plan.json budget=5000" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET

// LOWERED: run 5124
// MODEL: 13 {{\[}}[17, 21], [17], []]
// JSON: "plan": "file",
// JSON: "planned_peak_bytes": null,
// JSON: "copies": 2,
// JSON: "flops_added": 1024,
// JSON: "copies": 1,
// JSON: "flops_added": 256,
// PINNED: error: memopt-remat: plan '{{.*}}': copy 0: unit 2 may not be recomputed (it is returned)
// RANGE: error: memopt-remat: plan '{{.*}}': copy 0: no unit 9 (the model has 3)
// FORWARD: error: memopt-remat: plan '{{.*}}': copy 0: point 5 is not in the backward (points 14 to 24)
// SHAPE: error: memopt-remat: plan '{{.*}}': copy 0: expected integers "unit" and "before"
// PARSE: error: memopt-remat: plan '{{.*}}':
// MISSING: error: memopt-remat: plan '{{.*}}':
// STRATEGY: error: memopt-remat: apply-plan takes the plan from the file; it cannot be combined with a strategy
// BUDGET: error: memopt-remat: the budget of 5,000 (4.88 KiB) cannot be met: the plan from the file peaks at 5,124 (5.00 KiB), at {{.*}} of the rewritten step, analysed; there

#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
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
  %e1 = tensor.empty() : tensor<256xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<256xf32>) outs(%e1 : tensor<256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  %l0 = tensor.empty() : tensor<f32>
  %l1 = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%b : tensor<256xf32>) outs(%l1 : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // Backward: the first gradient reads a and b, the second reads a again.
  %g0 = tensor.empty() : tensor<256xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<256xf32>, tensor<256xf32>) outs(%g0 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %v = arith.mulf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  %h0 = tensor.empty() : tensor<256xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%g, %a : tensor<256xf32>, tensor<256xf32>) outs(%h0 : tensor<256xf32>) {
  ^bb0(%p: f32, %q: f32, %out: f32):
    %v = arith.mulf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<256xf32>
  return %loss, %g, %h : tensor<f32>, tensor<256xf32>, tensor<256xf32>
}

// CHECK-LABEL: func.func @step
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]] :
// CHECK: %[[A1:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 {{.*}} memopt.remat
// CHECK: %[[B1:.*]] = linalg.generic {{.*}} ins(%[[A1]] : {{.*}} memopt.remat
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[A1]], %[[B1]] :
// CHECK: %[[A2:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 {{.*}} memopt.remat
// CHECK: linalg.generic {{.*}} ins(%[[G]], %[[A2]] :
