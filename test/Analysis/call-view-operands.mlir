// A call operand that is a view at an offset (a column of %x) has another
// layout than the callee's argument (the identity): bufferization passes a
// copy of it. The copy is the call's result when the callee returns its
// argument, and a transient of the call otherwise.
// RUN: mem-opt %s --memopt-report -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=inplace=one-shot -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-run -O0 %s --entry returned_copy | FileCheck %s --check-prefix=RETURNED
// RUN: mem-run -O0 %s --entry transient_copy | FileCheck %s --check-prefix=TRANSIENT

func.func private @pass(%a: tensor<4x1xf32>) -> tensor<4x1xf32> {
  return %a : tensor<4x1xf32>
}

func.func private @double(%a: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %e = tensor.empty() : tensor<4x1xf32>
  %r = linalg.add ins(%a, %a : tensor<4x1xf32>, tensor<4x1xf32>) outs(%e : tensor<4x1xf32>) -> tensor<4x1xf32>
  return %r : tensor<4x1xf32>
}

// 128 argument bytes, the 16-byte copy (the result of @pass, read by the
// sum) and the 4-byte sum.
// CHECK-LABEL: memory report for @returned_copy
// CHECK: peak live bytes   148
// RETURNED: "predicted_peak_bytes": 148,
// RETURNED-NEXT: "measured_peak_bytes": 148,
func.func @returned_copy(%x: tensor<4x8xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %column = tensor.extract_slice %x[0, 7] [4, 1] [1, 1] : tensor<4x8xf32> to tensor<4x1xf32>
  %same = func.call @pass(%column) : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce { arith.addf } ins(%same : tensor<4x1xf32>) outs(%z : tensor<f32>) dimensions = [0, 1]
  return %s : tensor<f32>
}

// At the call: 128 argument bytes, the 16-byte copy, @double's 16-byte
// result.
// CHECK-LABEL: memory report for @transient_copy
// CHECK: peak live bytes   160 at func.call
// TRANSIENT: "predicted_peak_bytes": 160,
// TRANSIENT-NEXT: "measured_peak_bytes": 160,
func.func @transient_copy(%x: tensor<4x8xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %column = tensor.extract_slice %x[0, 7] [4, 1] [1, 1] : tensor<4x8xf32> to tensor<4x1xf32>
  %twice = func.call @double(%column) : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce { arith.addf } ins(%twice : tensor<4x1xf32>) outs(%z : tensor<f32>) dimensions = [0, 1]
  return %s : tensor<f32>
}
