// An op with regions moves as a unit within its block: its body is never
// split, and is scheduled on its own turn as a block of its own. In
// @loop_update the update of %w2 is an scf.for over two halves of the
// parameter; it moves up as a whole to right after the last read of %w2,
// ahead of the 16 KiB temporary (the body's 5 ops count among the 30
// considered; no order of the body is lower, and it keeps its order).
// Functions with several blocks are scheduled block by block too (they
// used to be skipped); @branches has nothing to gain in either block and
// keeps its order. test/Schedule/region-bodies.mlir reorders bodies.
// RUN: mem-opt %s --memopt-schedule=strategy=hoist-updates -verify-diagnostics -o - | FileCheck %s

// CHECK-LABEL: func.func @loop_update
// CHECK: linalg.mul {tag = "dh"}
// CHECK-NEXT: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: tensor.extract_slice
// CHECK-NEXT: tensor.extract_slice
// CHECK-NEXT: linalg.sub {tag = "update half"}
// CHECK-NEXT: tensor.insert_slice
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.generic {{.*}}tag = "big"

// expected-remark @+1 {{memopt-schedule: @loop_update: peak 21,508 (21.00 KiB) -> 20,484 (20.00 KiB), gradients live at the peak 1,024 (1.00 KiB) -> 0; 5 of 30 ops moved in 1 of 2 blocks (0 inner) (hoist-updates)}}
func.func @loop_update(%x: tensor<256xf32> {memopt.role = "input"},
                       %w1: tensor<256xf32> {memopt.role = "parameter"},
                       %w2: tensor<256xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<256xf32> {memopt.role = "parameter"},
        tensor<256xf32> {memopt.role = "parameter"}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
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
  %e6 = tensor.empty() : tensor<256xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<256xf32>) -> tensor<256xf32>
  %gw1 = linalg.reduce ins(%big : tensor<16x256xf32>) outs(%z6 : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %w1n = linalg.sub {tag = "update w1"} ins(%w1, %gw1 : tensor<256xf32>, tensor<256xf32>) outs(%w1 : tensor<256xf32>) -> tensor<256xf32>
  %w2n = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %w2) -> tensor<256xf32> {
    %off = arith.muli %i, %c128 : index
    %p = tensor.extract_slice %acc[%off] [128] [1] : tensor<256xf32> to tensor<128xf32>
    %g = tensor.extract_slice %gw2[%off] [128] [1] : tensor<256xf32> to tensor<128xf32>
    %u = linalg.sub {tag = "update half"} ins(%p, %g : tensor<128xf32>, tensor<128xf32>) outs(%p : tensor<128xf32>) -> tensor<128xf32>
    %r = tensor.insert_slice %u into %acc[%off] [128] [1] : tensor<128xf32> into tensor<256xf32>
    scf.yield %r : tensor<256xf32>
  }
  return %loss, %w1n, %w2n : tensor<f32>, tensor<256xf32>, tensor<256xf32>
}

// expected-remark @+1 {{memopt-schedule: @branches: order kept, no order found with a lower peak than 2,048 (2.00 KiB) (gradients live at the peak 0)}}
func.func @branches(%x: tensor<256xf32> {memopt.role = "input"}, %flag: i1) -> tensor<256xf32> {
  cf.cond_br %flag, ^exp, ^done
^exp:
  %e0 = tensor.empty() : tensor<256xf32>
  %a = linalg.exp ins(%x : tensor<256xf32>) outs(%e0 : tensor<256xf32>) -> tensor<256xf32>
  return %a : tensor<256xf32>
^done:
  return %x : tensor<256xf32>
}
