// Ops from unknown dialects are analysed conservatively: their results are
// new buffers, their operands live until them, and their FLOPs are listed.
// RUN: mem-opt %s --allow-unregistered-dialect --memopt-report=format=json -o /dev/null | FileCheck %s

// CHECK: "flops": 0
// CHECK: "live_at_peak": [
// CHECK-NEXT: {
// CHECK-NEXT: "bytes": 4096,
// CHECK: "peak_bytes": 7168,
// CHECK: "peak_op": {
// CHECK-NEXT: "index": 1,
// CHECK-NEXT: "loc": "{{.*}}unknown-ops.mlir:[[@LINE+8]]:8",
// CHECK-NEXT: "name": "frontend.attention"
// CHECK: "uncosted_ops": [
// CHECK-NEXT: {
// CHECK-NEXT: "count": 2,
// CHECK-NEXT: "name": "frontend.attention"
func.func @opaque(%q: tensor<16x16xf32>, %k: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %a = "frontend.attention"(%q, %k) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x64xf32>
  %b = "frontend.attention"(%a, %k) : (tensor<16x64xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  return %b : tensor<16x16xf32>
}
