// Review findings on sizes and live ranges, each with its expected answer.
// RUN: mem-opt %s -split-input-file --memopt-report=format=json -o /dev/null 2>&1 | FileCheck %s

// A tensor passed to another block is live there (its block argument is a
// buffer of its own, counted conservatively): 4 KiB x 4 at the second add.
// It is not a function argument: only %x counts as argument bytes.
// CHECK: "argument_bytes": 4096,
// CHECK-LABEL: "name": "block_args"
// CHECK: "peak_bytes": 16384
func.func @block_args(%x: tensor<1024xf32>, %c: i1) -> tensor<1024xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  cf.br ^bb1(%a : tensor<1024xf32>)
^bb1(%t: tensor<1024xf32>):
  %o = tensor.empty() : tensor<1024xf32>
  %r = linalg.add ins(%t, %x : tensor<1024xf32>, tensor<1024xf32>) outs(%o : tensor<1024xf32>) -> tensor<1024xf32>
  %o2 = tensor.empty() : tensor<1024xf32>
  %r2 = linalg.add ins(%t, %r : tensor<1024xf32>, tensor<1024xf32>) outs(%o2 : tensor<1024xf32>) -> tensor<1024xf32>
  return %r2 : tensor<1024xf32>
}

// -----

// scf.if: the larger branch bounds the result.
// CHECK-LABEL: "name": "if_branches"
// CHECK: "peak_bytes": 800000
func.func @if_branches(%c: i1) -> tensor<?xf32> {
  %r = scf.if %c -> tensor<?xf32> {
    %a = tensor.empty() : tensor<4xf32>
    %ca = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
    scf.yield %ca : tensor<?xf32>
  } else {
    %b = tensor.empty() : tensor<100000xf32>
    %cb = tensor.cast %b : tensor<100000xf32> to tensor<?xf32>
    scf.yield %cb : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// 200 : i8 read unsigned is 200 elements.
// CHECK-LABEL: "name": "index_castui"
// CHECK: "peak_bytes": 800
func.func @index_castui() -> tensor<?xf32> {
  %c = arith.constant 200 : i8
  %n = arith.index_castui %c : i8 to index
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// 300 truncated to i8 is 44 elements.
// CHECK-LABEL: "name": "trunci"
// CHECK: "peak_bytes": 176
func.func @trunci() -> tensor<?xf32> {
  %c = arith.constant 300 : i64
  %t = arith.trunci %c : i64 to i8
  %n = arith.index_cast %t : i8 to index
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// The returned buffer is the caller's, wherever the return is: each call
// adds its 4 KiB result and nothing else.
// CHECK-LABEL: "name": "caller"
// CHECK: "peak_bytes": 16384
func.func @callee(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.fill ins(%c : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  cf.br ^ret
^ret:
  return %r : tensor<1024xf32>
}
func.func @callee2(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.fill ins(%c : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  cf.br ^ret
^dead:
  cf.br ^ret
^ret:
  return %r : tensor<1024xf32>
}
func.func @callee3(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %c = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.fill ins(%c : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  cf.br ^ret
^ret:
  return %r : tensor<1024xf32>
^dead:
  cf.br ^ret
}
func.func @caller(%a: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
  %r = func.call @callee(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %r2 = func.call @callee2(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %r3 = func.call @callee3(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %r, %r2, %r3 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
}

// -----

// A memopt.layer of unsigned type is read unsigned.
// CHECK-LABEL: "activation_bytes_by_layer": [
// CHECK-NEXT: {
// CHECK-NEXT: "bytes": 64,
// CHECK-NEXT: "layer": 200
func.func @unsigned_layer(%w: tensor<16xf32>, %x: tensor<16xf32>) -> (f32, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %h = linalg.mul {memopt.layer = 200 : ui8} ins(%w, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %z = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<f32>
  %s1 = linalg.fill ins(%z : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%h : tensor<16xf32>) outs(%s1 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) { %t = arith.addf %a, %b : f32
      linalg.yield %t : f32 }
  %lv = tensor.extract %l[] : tensor<f32>
  %e2 = tensor.empty() : tensor<16xf32>
  %g = linalg.mul ins(%h, %x : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  %e3 = tensor.empty() : tensor<16xf32>
  %nw = linalg.sub ins(%w, %g : tensor<16xf32>, tensor<16xf32>) outs(%e3 : tensor<16xf32>) -> tensor<16xf32>
  return %lv, %nw : f32, tensor<16xf32>
}

// -----

// The callee's temporary is part of the caller's peak, and named as such.
// CHECK-LABEL: "name": "caller_transient"
// CHECK: "peak_bytes": 12288,
// CHECK-NEXT: "peak_bytes_by_role"
// CHECK: "peak_callee_bytes": 4096,
func.func @callee(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %t = linalg.add ins(%a, %a : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  %e2 = tensor.empty() : tensor<1024xf32>
  %r = linalg.add ins(%t, %a : tensor<1024xf32>, tensor<1024xf32>) outs(%e2 : tensor<1024xf32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
func.func @caller_transient(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = func.call @callee(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}

// -----

// A block argument is named as one (^argN), not as the function argument
// with its number, nor with that argument's memopt.name.
// Branches cost no FLOPs.
// CHECK-LABEL: "live_at_peak": [
// CHECK: "loc": "{{.*}}review-sizes.mlir:[[@LINE+10]]:6",
// CHECK-NEXT: "role": "temporary",
// CHECK-NEXT: "value": "^arg0"
// CHECK: "name": "block_arg_name"
// CHECK: "uncosted_ops": []
func.func @block_arg_name(%a: tensor<1024xf32> {memopt.name = "weights"}) -> tensor<4096xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  cf.br ^bb1(%f : tensor<4096xf32>)
^bb1(%t: tensor<4096xf32>):
  %e2 = tensor.empty() : tensor<4096xf32>
  %r = linalg.copy ins(%t : tensor<4096xf32>) outs(%e2 : tensor<4096xf32>) -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
