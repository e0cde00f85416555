// Each optimizer update moves up to right after the last op it needs, with
// the ops only it needs: %w2's update runs once its gradient is final and
// the backward has read %w2 for the last time, before the 16 KiB temporary
// that the gradients of %w1 and %w0 come from; those two updates run right
// after their gradients. No gradient is live at the peak any more.
// RUN: mem-opt %s --memopt-schedule=strategy=hoist-updates -verify-diagnostics -o - | FileCheck %s
// The analysis of the result agrees with the remark.
// RUN: mem-opt %s --memopt-schedule=strategy=hoist-updates -o - 2>/dev/null | mem-opt --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @step
// CHECK: linalg.mul {tag = "y"}
// CHECK: linalg.mul {tag = "dy"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.mul {tag = "dh"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.mul {tag = "gw2"}
// CHECK-NEXT: linalg.sub {tag = "update w2"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic {{.*}}tag = "big"
// CHECK: linalg.reduce
// CHECK: linalg.sub {tag = "update w0"}
// CHECK: linalg.reduce
// CHECK: linalg.sub {tag = "update w1"}
// CHECK-NEXT: return

// REPORT: "peak_bytes": 21508
// REPORT: "peak_bytes_by_role"
// REPORT-NEXT: "activation"
// REPORT-NEXT: "constant"
// REPORT-NEXT: "gradient": 0,

// expected-remark @+1 {{memopt-schedule: @step: peak 23,556 (23.00 KiB) -> 21,508 (21.00 KiB), gradients live at the peak 3,072 (3.00 KiB) -> 0; 6 of 25 ops moved (hoist-updates)}}
func.func @step(%x: tensor<256xf32> {memopt.role = "input"},
                %w1: tensor<256xf32> {memopt.role = "parameter"},
                %w2: tensor<256xf32> {memopt.role = "parameter"},
                %w0: tensor<256xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<256xf32> {memopt.role = "parameter"},
        tensor<256xf32> {memopt.role = "parameter"},
        tensor<256xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  // Forward.
  %e0 = tensor.empty() : tensor<256xf32>
  %h = linalg.mul {tag = "h"} ins(%x, %w1 : tensor<256xf32>, tensor<256xf32>) outs(%e0 : tensor<256xf32>) -> tensor<256xf32>
  %e1 = tensor.empty() : tensor<256xf32>
  %y = linalg.mul {tag = "y"} ins(%h, %w2 : tensor<256xf32>, tensor<256xf32>) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<256xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // Backward: the gradient of %w2, then those of %w1 and %w0 through a
  // temporary of 16 KiB.
  %ed = tensor.empty() : tensor<256xf32>
  %dy = linalg.mul {tag = "dy"} ins(%y, %x : tensor<256xf32>, tensor<256xf32>) outs(%ed : tensor<256xf32>) -> tensor<256xf32>
  %e3 = tensor.empty() : tensor<256xf32>
  %gw2 = linalg.mul {tag = "gw2"} ins(%h, %dy : tensor<256xf32>, tensor<256xf32>) outs(%e3 : tensor<256xf32>) -> tensor<256xf32>
  %e4 = tensor.empty() : tensor<256xf32>
  %dh = linalg.mul {tag = "dh"} ins(%w2, %dy : tensor<256xf32>, tensor<256xf32>) outs(%e4 : tensor<256xf32>) -> tensor<256xf32>
  %e5 = tensor.empty() : tensor<16x256xf32>
  %big = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%dh : tensor<256xf32>) outs(%e5 : tensor<16x256xf32>) attrs = {tag = "big"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256xf32>
  %e6 = tensor.empty() : tensor<256xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<256xf32>) -> tensor<256xf32>
  %gw1 = linalg.reduce ins(%big : tensor<16x256xf32>) outs(%z6 : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e7 = tensor.empty() : tensor<256xf32>
  %z7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<256xf32>) -> tensor<256xf32>
  %gw0 = linalg.reduce ins(%big : tensor<16x256xf32>) outs(%z7 : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.maximumf %in, %acc : f32
      linalg.yield %s : f32
    }
  // Updates, in place.
  %w0n = linalg.sub {tag = "update w0"} ins(%w0, %gw0 : tensor<256xf32>, tensor<256xf32>) outs(%w0 : tensor<256xf32>) -> tensor<256xf32>
  %w1n = linalg.sub {tag = "update w1"} ins(%w1, %gw1 : tensor<256xf32>, tensor<256xf32>) outs(%w1 : tensor<256xf32>) -> tensor<256xf32>
  %w2n = linalg.sub {tag = "update w2"} ins(%w2, %gw2 : tensor<256xf32>, tensor<256xf32>) outs(%w2 : tensor<256xf32>) -> tensor<256xf32>
  return %loss, %w1n, %w2n, %w0n : tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
}
