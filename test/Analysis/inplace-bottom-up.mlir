// One-Shot Bufferize decides in-place-ness bottom-up: a write is decided
// before the ops above it, seeing only the aliases later ops made. When a
// buffer written in place is also read after the write through a view made
// before it, One-Shot copies that earlier view (or reshape) and writes in
// place; the fast decider, deciding top-down, would copy the written value.
// Both deciders now give One-Shot's buffers (the fast one takes One-Shot's
// decisions on such a function), and mem-run measures them.
// RUN: mem-opt %s --memopt-report -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=inplace=one-shot -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-run -O0 %s --entry sibling_view | FileCheck %s --check-prefix=SIBLING
// RUN: mem-run -O0 %s --entry view_of_init | FileCheck %s --check-prefix=INIT
// RUN: mem-run -O0 %s --entry callee_view | FileCheck %s --check-prefix=CALLEE
// RUN: mem-run -O0 %s --entry strided_operand | FileCheck %s --check-prefix=STRIDED

// The loop writes columns 8..15 of %big in place; the 32-byte %small,
// columns 0..1, is read after it, so One-Shot copies %small, not the loop's
// init. The loop's result, a strided view of %big, is returned as a copy:
// at the return, 128 argument bytes, %big's 256, %twice (32) and the
// returned copy (128). (The fast decider's copy of the init made 544 at the
// loop, and One-Shot's decisions missed the returned copy: 448.)
// CHECK-LABEL: memory report for @sibling_view
// CHECK: peak live bytes   544 at func.return
// SIBLING: "predicted_peak_bytes": [[P:[0-9]+]],
// SIBLING-NEXT: "measured_peak_bytes": [[P]],
func.func @sibling_view(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4x16xf32>
  %big = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %small = tensor.extract_slice %big[0, 0] [4, 2] [1, 1] : tensor<4x16xf32> to tensor<4x2xf32>
  %init = tensor.extract_slice %big[0, 8] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (tensor<4x8xf32>) {
    %s = linalg.add ins(%acc, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
    scf.yield %s : tensor<4x8xf32>
  }
  %e2 = tensor.empty() : tensor<4x2xf32>
  %twice = linalg.add ins(%small, %small : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %r, %twice : tensor<4x8xf32>, tensor<4x2xf32>
}

// The loop writes %v in place; %head, a view of it made before the loop, is
// read after it: One-Shot copies %head (32 bytes), the fast decider copied
// %v (128 bytes) and predicted 416.
// CHECK-LABEL: memory report for @view_of_init
// CHECK: peak live bytes   320 at tensor.empty
// INIT: "predicted_peak_bytes": [[P:[0-9]+]],
// INIT-NEXT: "measured_peak_bytes": [[P]],
func.func @view_of_init(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %v = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %head = tensor.extract_slice %v[0, 0] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %v) -> (tensor<4x8xf32>) {
    %s = linalg.add ins(%acc, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
    scf.yield %s : tensor<4x8xf32>
  }
  %e2 = tensor.empty() : tensor<4x2xf32>
  %twice = linalg.add ins(%head, %head : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %r, %twice : tensor<4x8xf32>, tensor<4x2xf32>
}

func.func private @head(%a: tensor<4x8xf32>) -> tensor<4x2xf32> {
  %h = tensor.extract_slice %a[0, 0] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  return %h : tensor<4x2xf32>
}

// @head returns a copy of part of its argument, but One-Shot takes the
// call's result for an alias of %m, a reshape of %flat: the loop's in-place
// write of the result would clobber %flat, read after it, so One-Shot
// copies the reshape (128 bytes), which peaks at the call.
// CHECK-LABEL: memory report for @callee_view
// CHECK: peak live bytes   416 at func.call
// CALLEE: "predicted_peak_bytes": [[P:[0-9]+]],
// CALLEE-NEXT: "measured_peak_bytes": [[P]],
func.func @callee_view(%x: tensor<32xf32>) -> (tensor<4x2xf32>, tensor<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<32xf32>
  %flat = linalg.add ins(%x, %x : tensor<32xf32>, tensor<32xf32>) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %m = tensor.expand_shape %flat [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %h = func.call @head(%m) : (tensor<4x8xf32>) -> tensor<4x2xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %h) -> (tensor<4x2xf32>) {
    %s = linalg.add ins(%acc, %acc : tensor<4x2xf32>, tensor<4x2xf32>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
    scf.yield %s : tensor<4x2xf32>
  }
  %e2 = tensor.empty() : tensor<32xf32>
  %flat2 = linalg.add ins(%flat, %flat : tensor<32xf32>, tensor<32xf32>) outs(%e2 : tensor<32xf32>) -> tensor<32xf32>
  return %r, %flat2 : tensor<4x2xf32>, tensor<32xf32>
}

// A strided view passed to a callee that returns its argument: bufferization
// passes a copy (the callee's argument has the identity layout), which
// One-Shot's analysis does not see: it takes the result for the view itself.
// The loop writes its init, the result, in place, so for One-Shot that write
// clobbers %x, which is returned: it copies the slice (24 bytes, at the
// slice), and the copy with the identity layout is passed as is. The fast
// decider placed the copy at the call, and One-Shot's decisions were read as
// a copy at the slice plus one at the call (84 bytes; seed 2135 of the
// shapes sweep).
// CHECK-LABEL: memory report for @strided_operand
// CHECK: peak live bytes   60 at tensor.extract_slice
// STRIDED: "predicted_peak_bytes": [[P:60]],
// STRIDED-NEXT: "measured_peak_bytes": [[P]],
func.func private @pass_3x2(%a: tensor<3x2xf32>) -> tensor<3x2xf32> {
  return %a : tensor<3x2xf32>
}

func.func @strided_operand(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %view = tensor.extract_slice %x[0, 1] [3, 2] [1, 1] : tensor<3x3xf32> to tensor<3x2xf32>
  %same = func.call @pass_3x2(%view) : (tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %same) -> (tensor<3x2xf32>) {
    %e = tensor.empty() : tensor<3x2xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
    scf.yield %z : tensor<3x2xf32>
  }
  return %x : tensor<3x3xf32>
}
