// In-place cases from a code review, where the fast decider must agree with
// One-Shot Bufferize (no extra buffer for a loop or forall's carried tensor;
// a copy when a view reads old contents later, when an op reads the buffer
// it writes in another order, and none for a call's result).
// RUN: mem-opt %s -split-input-file --memopt-report=format=json -o /dev/null > %t.fast
// RUN: mem-opt %s -split-input-file --memopt-report="format=json inplace=one-shot" -o /dev/null > %t.oneshot
// RUN: diff %t.fast %t.oneshot
// RUN: FileCheck %s < %t.fast

// The loop accumulates into %acc0's buffer: 4 KiB + 4 KiB, no copy.
// CHECK: "name": "loop_init"
// CHECK: "peak_bytes": 8192
func.func @loop_init(%x: tensor<1024xf32>, %acc0: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %acc0) -> tensor<1024xf32> {
    %s = linalg.add ins(%t, %x : tensor<1024xf32>, tensor<1024xf32>) outs(%t : tensor<1024xf32>) -> tensor<1024xf32>
    scf.yield %s : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}

// -----

// CHECK: "name": "forall_outs"
// CHECK: "peak_bytes": 8192
func.func @forall_outs(%x: tensor<1024xf32>, %out: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> tensor<1024xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 256)>(%i)
    %xs = tensor.extract_slice %x[%off] [256] [1] : tensor<1024xf32> to tensor<256xf32>
    %os = tensor.extract_slice %o[%off] [256] [1] : tensor<1024xf32> to tensor<256xf32>
    %s = linalg.add ins(%xs, %xs : tensor<256xf32>, tensor<256xf32>) outs(%os : tensor<256xf32>) -> tensor<256xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [256] [1] : tensor<256xf32> into tensor<1024xf32>
    }
  }
  return %r : tensor<1024xf32>
}

// -----

// The fill may not overwrite %a in place: the view %v reads the old contents
// afterwards. 256 + 64 + a 256-byte copy.
// CHECK: "name": "view_after_write"
// CHECK: "peak_bytes": 576
func.func @view_after_write(%a: tensor<64xf32>) -> (tensor<64xf32>, tensor<16xf32>) {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %1 = linalg.fill ins(%c : f32) outs(%a : tensor<64xf32>) -> tensor<64xf32>
  %v = tensor.extract_slice %a[0] [16] [1] : tensor<64xf32> to tensor<16xf32>
  %r = linalg.copy ins(%v : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %1, %r : tensor<64xf32>, tensor<16xf32>
}

// -----

// A matmul reading %a while accumulating into it needs a copy of %a.
// CHECK: "name": "matmul_into_input"
// CHECK: "peak_bytes": 49152
func.func @matmul_into_input(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%a : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// -----

// A call's result is writable: the fill reuses it.
// CHECK: "name": "make"
// CHECK: "name": "call_result"
// CHECK: "peak_bytes": 8192
func.func @make(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.add ins(%x, %x : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
func.func @call_result(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %z = arith.constant 0.0 : f32
  %c = func.call @make(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %w = linalg.fill ins(%z : f32) outs(%c : tensor<1024xf32>) -> tensor<1024xf32>
  return %w : tensor<1024xf32>
}
