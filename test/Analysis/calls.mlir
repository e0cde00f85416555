// A call keeps its operands and results live and adds the callee's own
// temporaries while it runs; its FLOPs are the callee's.
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s

#id = affine_map<(i) -> (i)>

// @scale: argument 16 + result 16 + one 16-byte temporary live at its peak.
// CHECK-LABEL: "name": "scale"
// CHECK: "peak_bytes": 48
func.func @scale(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = arith.mulf %x, %x : tensor<4xf32>
  %y = arith.addf %t, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// The caller: %x (16) + the call's result (16) + @scale's temporary (16).
// CHECK-LABEL: "flops": 8
// CHECK: "name": "caller"
// CHECK: "peak_bytes": 48
// CHECK: "name": "func.call"
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = func.call @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
