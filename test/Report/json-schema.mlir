// Every field docs/report-schema.md promises, on a forward with declared
// roles and layers (no backward reads %y, so only the declared %h is an
// activation); the output is deterministic (two runs are identical).
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null > %t.1
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null > %t.2
// RUN: diff %t.1 %t.2
// RUN: mem-opt %s --mlir-disable-threading --memopt-report=format=json -o /dev/null > %t.3
// RUN: diff %t.1 %t.3
// RUN: FileCheck %s < %t.1

// CHECK: "activation_bytes_by_layer": [
// CHECK-NEXT: {
// CHECK-NEXT: "bytes": 32,
// CHECK-NEXT: "layer": 1
// CHECK: "bytes_by_role": {
// CHECK-NEXT: "activation": 32,
// CHECK-NEXT: "constant": 0,
// CHECK-NEXT: "gradient": 0,
// CHECK-NEXT: "input": 32,
// CHECK-NEXT: "loss": 4,
// CHECK-NEXT: "optimizer_state": 0,
// CHECK-NEXT: "output": 0,
// CHECK-NEXT: "parameter": 64,
// CHECK-NEXT: "temporary": 32
// CHECK: "bytes_per_parameter": {
// CHECK: "parameter": 4
// CHECK: "callee_constant_bytes": 0,
// CHECK: "collective_buffers": {
// CHECK-NEXT: "buffers": 0,
// CHECK-NEXT: "by_kind": {},
// CHECK-NEXT: "bytes": 0,
// CHECK-NEXT: "gathered_parameters": {
// CHECK-NEXT: "buffers": 0,
// CHECK-NEXT: "bytes": 0,
// CHECK-NEXT: "peak_bytes": 0
// CHECK-NEXT: },
// CHECK-NEXT: "peak_bytes": 0
// CHECK: "live_at_peak": [
// CHECK-NEXT: {
// CHECK-NEXT: "bytes": 64,
// CHECK-NEXT: "declared": true,
// CHECK-NEXT: "loc": "{{.*}}json-schema.mlir:{{[0-9]+}}:{{[0-9]+}}",
// CHECK-NEXT: "name": "w",
// CHECK-NEXT: "role": "parameter",
// CHECK-NEXT: "value": "%arg0"
// CHECK: "live_at_peak_count": 4,
// CHECK: "name": "layers",
// CHECK: "parameter_count": 16,
// CHECK: "peak_bytes": 160,
// CHECK: "peak_op": {
// CHECK: "role_sources": {
// CHECK: "parameter": {
// CHECK-NEXT: "declared": 1,
// CHECK-NEXT: "inferred": 0
// CHECK: "schema_version": 2
func.func @layers(%w: tensor<4x4xf32> {memopt.role = "parameter", memopt.name = "w"},
                  %x: tensor<2x4xf32> {memopt.role = "input"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul {memopt.layer = 0 : i64} ins(%x, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h = linalg.matmul {memopt.layer = 1 : i64, memopt.role = "activation"} ins(%y, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%h : tensor<2x4xf32>) outs(%l0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}
