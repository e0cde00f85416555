// Every memopt attribute in every place it belongs verifies, and prints back
// as it was written.
// RUN: mem-opt %s -verify-diagnostics | mem-opt | FileCheck %s

// CHECK-LABEL: func.func @step(
// CHECK-SAME: {memopt.name = "fc.weight", memopt.role = "parameter"}
// CHECK-SAME: {memopt.dims = ["batch", "features"], memopt.role = "input"}
// CHECK-SAME: {memopt.range = array<i64: 0, 50257>}
// CHECK-SAME: -> (tensor<f32> {memopt.role = "loss"}, tensor<4x8xf32> {memopt.name = "fc.weight.new"})
func.func @step(%w: tensor<4x8xf32> {memopt.role = "parameter", memopt.name = "fc.weight"},
                %x: tensor<?x4xf32> {memopt.role = "input", memopt.dims = ["batch", "features"]},
                %tokens: tensor<2x16xi32> {memopt.range = array<i64: 0, 50257>})
    -> (tensor<f32> {memopt.role = "loss"}, tensor<4x8xf32> {memopt.name = "fc.weight.new"}) {
  // CHECK: arith.addf {{.*}}memopt.layer = 0 : i64, memopt.phase = "forward", memopt.role = "activation"
  %a = arith.addf %w, %w {memopt.layer = 0 : i64, memopt.phase = "forward", memopt.role = "activation"} : tensor<4x8xf32>
  // CHECK: arith.mulf {{.*}}memopt.layer = 200 : ui8, memopt.phase = "backward", memopt.remat
  %b = arith.mulf %a, %a {memopt.layer = 200 : ui8, memopt.phase = "backward", memopt.remat} : tensor<4x8xf32>
  // CHECK: arith.subf {{.*}}memopt.layer = 3 : index, memopt.phase = "optimizer"
  %c = arith.subf %w, %b {memopt.layer = 3 : index, memopt.phase = "optimizer"} : tensor<4x8xf32>
  %z = arith.constant dense<0.0> : tensor<f32>
  return %z, %c : tensor<f32>, tensor<4x8xf32>
}

// The lowering's marks, on a function of buffers.
// CHECK-LABEL: func.func @lowered(
// CHECK-SAME: {memopt.dims = ["n"], memopt.role = "parameter"}
// CHECK-SAME: attributes {memopt.arena_bytes = 4096 : i64, memopt.arena_live_peak_bytes = 1024 : i64, memopt.result_args = array<i64: 0, -1>}
func.func @lowered(%w: memref<4xf32> {memopt.role = "parameter", memopt.dims = ["n"]}) -> memref<4xf32>
    attributes {memopt.result_args = array<i64: 0, -1>, memopt.arena_bytes = 4096 : i64,
                memopt.arena_live_peak_bytes = 1024 : i64} {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}

// An external function's arguments and results are checked like a body's.
// CHECK-LABEL: func.func private @external(
// CHECK-SAME: tensor<2xf32> {memopt.role = "input"}) -> (f32 {memopt.role = "output"})
func.func private @external(tensor<2xf32> {memopt.role = "input"}) -> (f32 {memopt.role = "output"})
