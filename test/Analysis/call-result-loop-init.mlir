// A loop carried from a call result that is the callee's own argument: the
// loop writes its carried buffer, so the result may be the argument's buffer
// only if nothing reads the argument after the loop. When something does
// (%x is returned), One-Shot Bufferize passes the call a copy of %x, which
// the loop then carries in place: one buffer more than %x's.
// RUN: mem-opt %s --memopt-report -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=inplace=one-shot -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-run -O0 %s --entry copied | FileCheck %s --check-prefix=COPIED
// RUN: mem-run -O0 %s --entry not_copied | FileCheck %s --check-prefix=NOTCOPIED
// RUN: mem-run -O0 %s --entry copied_across_blocks | FileCheck %s --check-prefix=BLOCKS

func.func private @pass(%a: tensor<8x2xf32>) -> tensor<8x2xf32> {
  return %a : tensor<8x2xf32>
}

// 8x2xf32 is 64 bytes, 2x2xf32 16. At the second iteration's tensor.empty:
// %x, %w, the copy the loop carries, the previous iteration's matmul and
// the new one: 4 * 64 + 16 = 272.
// CHECK-LABEL: memory report for @copied
// CHECK: peak live bytes   272
// COPIED: "predicted_peak_bytes": 272,
// COPIED-NEXT: "measured_peak_bytes": 272,
func.func @copied(%x: tensor<8x2xf32> {memopt.role = "input"}, %w: tensor<2x2xf32> {memopt.role = "parameter"}) -> (tensor<f32>, tensor<8x2xf32>, tensor<8x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v1 = func.call @pass(%x) : (tensor<8x2xf32>) -> tensor<8x2xf32>
  %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %v1) -> (tensor<8x2xf32>) {
    %em = tensor.empty() : tensor<8x2xf32>
    %zm = linalg.fill ins(%zero : f32) outs(%em : tensor<8x2xf32>) -> tensor<8x2xf32>
    %m = linalg.matmul ins(%acc, %w : tensor<8x2xf32>, tensor<2x2xf32>) outs(%zm : tensor<8x2xf32>) -> tensor<8x2xf32>
    scf.yield %m : tensor<8x2xf32>
  }
  %e = tensor.empty() : tensor<f32>
  %l = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  return %l, %x, %h : tensor<f32>, tensor<8x2xf32>, tensor<8x2xf32>
}

// %x is not read after the call: the loop carries %x's own buffer, no copy
// (the fix must not count one): 3 * 64 + 16 = 208.
// CHECK-LABEL: memory report for @not_copied
// CHECK: peak live bytes   208
// NOTCOPIED: "predicted_peak_bytes": 208,
// NOTCOPIED-NEXT: "measured_peak_bytes": 208,
func.func @not_copied(%x: tensor<8x2xf32> {memopt.role = "input"}, %w: tensor<2x2xf32> {memopt.role = "parameter"}) -> (tensor<f32>, tensor<8x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v1 = func.call @pass(%x) : (tensor<8x2xf32>) -> tensor<8x2xf32>
  %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %v1) -> (tensor<8x2xf32>) {
    %em = tensor.empty() : tensor<8x2xf32>
    %zm = linalg.fill ins(%zero : f32) outs(%em : tensor<8x2xf32>) -> tensor<8x2xf32>
    %m = linalg.matmul ins(%acc, %w : tensor<8x2xf32>, tensor<2x2xf32>) outs(%zm : tensor<8x2xf32>) -> tensor<8x2xf32>
    scf.yield %m : tensor<8x2xf32>
  }
  %e = tensor.empty() : tensor<f32>
  %l = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  return %l, %h : tensor<f32>, tensor<8x2xf32>
}

// The same in two blocks, where the fast decider keeps its own decisions
// (the copy at the loop instead of the call, the same bytes) and the
// lowering runs them: each decider alone counts the copy.
// CHECK-LABEL: memory report for @copied_across_blocks
// CHECK: peak live bytes   272
// BLOCKS: "predicted_peak_bytes": 272,
// BLOCKS-NEXT: "measured_peak_bytes": 272,
func.func @copied_across_blocks(%x: tensor<8x2xf32> {memopt.role = "input"}, %w: tensor<2x2xf32> {memopt.role = "parameter"}) -> (tensor<f32>, tensor<8x2xf32>, tensor<8x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v1 = func.call @pass(%x) : (tensor<8x2xf32>) -> tensor<8x2xf32>
  %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %v1) -> (tensor<8x2xf32>) {
    %em = tensor.empty() : tensor<8x2xf32>
    %zm = linalg.fill ins(%zero : f32) outs(%em : tensor<8x2xf32>) -> tensor<8x2xf32>
    %m = linalg.matmul ins(%acc, %w : tensor<8x2xf32>, tensor<2x2xf32>) outs(%zm : tensor<8x2xf32>) -> tensor<8x2xf32>
    scf.yield %m : tensor<8x2xf32>
  }
  cf.br ^bb1
^bb1:
  %e = tensor.empty() : tensor<f32>
  %l = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  return %l, %x, %h : tensor<f32>, tensor<8x2xf32>, tensor<8x2xf32>
}
