// Ops with memory effects never cross each other; pure ops still move
// around them. Here the update of %w2 is a loop whose body has an effect
// (an unregistered op), so the loop has one too. In @no_barrier it moves up
// to right after the last read of %w2, before the 16 KiB temporary, and its
// gradient no longer lives through it; in @barrier an op with effects reads
// the temporary first, the update may not cross it, and the order is kept.
// The loop's body is a block of its own and is scheduled too (2 more ops
// considered, 25 in all); "test.count" has an effect, the update in the
// body gains nothing by moving, and the body keeps its order.
// RUN: mem-opt %s --allow-unregistered-dialect --memopt-schedule=strategy=hoist-updates -verify-diagnostics -o - | FileCheck %s

// CHECK-LABEL: func.func @no_barrier
// CHECK: linalg.mul {tag = "gw2"}
// CHECK: linalg.mul {tag = "dh"}
// CHECK-NEXT: scf.for
// CHECK-NEXT: "test.count"
// CHECK-NEXT: linalg.sub {tag = "update w2"}
// CHECK: linalg.generic {{.*}}tag = "big"
// CHECK: linalg.sub {tag = "update w1"}
// CHECK-NEXT: return

// CHECK-LABEL: func.func @barrier
// CHECK: linalg.mul {tag = "dh"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic {{.*}}tag = "big"
// CHECK: "test.probe"
// CHECK-NEXT: scf.for
// CHECK: linalg.sub {tag = "update w1"}
// CHECK-NEXT: return

// expected-remark @+1 {{memopt-schedule: @no_barrier: peak 21,508 (21.00 KiB) -> 20,484 (20.00 KiB), gradients live at the peak 1,024 (1.00 KiB) -> 0; 3 of 25 ops moved in 1 of 2 blocks (0 inner) (hoist-updates)}}
func.func @no_barrier(%x: tensor<256xf32> {memopt.role = "input"},
                      %w1: tensor<256xf32> {memopt.role = "parameter"},
                      %w2: tensor<256xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<256xf32> {memopt.role = "parameter"},
        tensor<256xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e0 = tensor.empty() : tensor<256xf32>
  %h = linalg.mul ins(%x, %w1 : tensor<256xf32>, tensor<256xf32>) outs(%e0 : tensor<256xf32>) -> tensor<256xf32>
  %e1 = tensor.empty() : tensor<256xf32>
  %y = linalg.mul ins(%h, %w2 : tensor<256xf32>, tensor<256xf32>) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<256xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %ed = tensor.empty() : tensor<256xf32>
  %dy = linalg.mul ins(%y, %x : tensor<256xf32>, tensor<256xf32>) outs(%ed : tensor<256xf32>) -> tensor<256xf32>
  %e3 = tensor.empty() : tensor<256xf32>
  %gw2 = linalg.mul {tag = "gw2"} ins(%h, %dy : tensor<256xf32>, tensor<256xf32>) outs(%e3 : tensor<256xf32>) -> tensor<256xf32>
  %e4 = tensor.empty() : tensor<256xf32>
  %dh = linalg.mul {tag = "dh"} ins(%w2, %dy : tensor<256xf32>, tensor<256xf32>) outs(%e4 : tensor<256xf32>) -> tensor<256xf32>
  %e5 = tensor.empty() : tensor<16x256xf32>
  %big = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%dh : tensor<256xf32>) outs(%e5 : tensor<16x256xf32>) attrs = {tag = "big"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256xf32>
  %w2n = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %w2) -> tensor<256xf32> {
    "test.count"() : () -> ()
    %u = linalg.sub {tag = "update w2"} ins(%acc, %gw2 : tensor<256xf32>, tensor<256xf32>) outs(%acc : tensor<256xf32>) -> tensor<256xf32>
    scf.yield %u : tensor<256xf32>
  }
  %e6 = tensor.empty() : tensor<256xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<256xf32>) -> tensor<256xf32>
  %gw1 = linalg.reduce ins(%big : tensor<16x256xf32>) outs(%z6 : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %w1n = linalg.sub {tag = "update w1"} ins(%w1, %gw1 : tensor<256xf32>, tensor<256xf32>) outs(%w1 : tensor<256xf32>) -> tensor<256xf32>
  return %loss, %w1n, %w2n : tensor<f32>, tensor<256xf32>, tensor<256xf32>
}

// expected-remark @+1 {{memopt-schedule: @barrier: order kept, no order found with a lower peak than 21,508 (21.00 KiB) (gradients live at the peak 1,024 (1.00 KiB))}}
func.func @barrier(%x: tensor<256xf32> {memopt.role = "input"},
                   %w1: tensor<256xf32> {memopt.role = "parameter"},
                   %w2: tensor<256xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<256xf32> {memopt.role = "parameter"},
        tensor<256xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e0 = tensor.empty() : tensor<256xf32>
  %h = linalg.mul ins(%x, %w1 : tensor<256xf32>, tensor<256xf32>) outs(%e0 : tensor<256xf32>) -> tensor<256xf32>
  %e1 = tensor.empty() : tensor<256xf32>
  %y = linalg.mul ins(%h, %w2 : tensor<256xf32>, tensor<256xf32>) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<256xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %ed = tensor.empty() : tensor<256xf32>
  %dy = linalg.mul ins(%y, %x : tensor<256xf32>, tensor<256xf32>) outs(%ed : tensor<256xf32>) -> tensor<256xf32>
  %e3 = tensor.empty() : tensor<256xf32>
  %gw2 = linalg.mul {tag = "gw2"} ins(%h, %dy : tensor<256xf32>, tensor<256xf32>) outs(%e3 : tensor<256xf32>) -> tensor<256xf32>
  %e4 = tensor.empty() : tensor<256xf32>
  %dh = linalg.mul {tag = "dh"} ins(%w2, %dy : tensor<256xf32>, tensor<256xf32>) outs(%e4 : tensor<256xf32>) -> tensor<256xf32>
  %e5 = tensor.empty() : tensor<16x256xf32>
  %big = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%dh : tensor<256xf32>) outs(%e5 : tensor<16x256xf32>) attrs = {tag = "big"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x256xf32>
  "test.probe"(%big) : (tensor<16x256xf32>) -> ()
  %w2n = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %w2) -> tensor<256xf32> {
    "test.count"() : () -> ()
    %u = linalg.sub {tag = "update w2"} ins(%acc, %gw2 : tensor<256xf32>, tensor<256xf32>) outs(%acc : tensor<256xf32>) -> tensor<256xf32>
    scf.yield %u : tensor<256xf32>
  }
  %e6 = tensor.empty() : tensor<256xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<256xf32>) -> tensor<256xf32>
  %gw1 = linalg.reduce ins(%big : tensor<16x256xf32>) outs(%z6 : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %w1n = linalg.sub {tag = "update w1"} ins(%w1, %gw1 : tensor<256xf32>, tensor<256xf32>) outs(%w1 : tensor<256xf32>) -> tensor<256xf32>
  return %loss, %w1n, %w2n : tensor<f32>, tensor<256xf32>, tensor<256xf32>
}
