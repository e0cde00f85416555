// Where no order is lower, the order is left alone: a chain (each op needs
// the one before) has one topological order, and in @diamond the
// two independent ops peak the same in either order.
// RUN: mem-opt %s --memopt-schedule -verify-diagnostics -o - | FileCheck %s

// CHECK-LABEL: func.func @chain
// CHECK: linalg.exp {tag = "a"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.exp {tag = "b"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.exp {tag = "c"}
// CHECK-NEXT: return
// expected-remark @+1 {{memopt-schedule: @chain: order kept, no order found with a lower peak than 3,072 (3.00 KiB) (gradients live at the peak 0)}}
func.func @chain(%x: tensor<256xf32> {memopt.role = "input"}) -> tensor<256xf32> {
  %e0 = tensor.empty() : tensor<256xf32>
  %a = linalg.exp {tag = "a"} ins(%x : tensor<256xf32>) outs(%e0 : tensor<256xf32>) -> tensor<256xf32>
  %e1 = tensor.empty() : tensor<256xf32>
  %b = linalg.exp {tag = "b"} ins(%a : tensor<256xf32>) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<256xf32>
  %c = linalg.exp {tag = "c"} ins(%b : tensor<256xf32>) outs(%e2 : tensor<256xf32>) -> tensor<256xf32>
  return %c : tensor<256xf32>
}

// CHECK-LABEL: func.func @diamond
// CHECK: linalg.exp {tag = "a"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.negf {tag = "b"}
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.add {tag = "c"}
// CHECK-NEXT: return
// expected-remark @+1 {{memopt-schedule: @diamond: order kept, no order found with a lower peak than 4,096 (4.00 KiB) (gradients live at the peak 0)}}
func.func @diamond(%x: tensor<256xf32> {memopt.role = "input"}) -> tensor<256xf32> {
  %e0 = tensor.empty() : tensor<256xf32>
  %a = linalg.exp {tag = "a"} ins(%x : tensor<256xf32>) outs(%e0 : tensor<256xf32>) -> tensor<256xf32>
  %e1 = tensor.empty() : tensor<256xf32>
  %b = linalg.negf {tag = "b"} ins(%x : tensor<256xf32>) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<256xf32>
  %c = linalg.add {tag = "c"} ins(%a, %b : tensor<256xf32>, tensor<256xf32>) outs(%e2 : tensor<256xf32>) -> tensor<256xf32>
  return %c : tensor<256xf32>
}
