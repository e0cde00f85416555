// A tensor constant is static data (a memref.global once bufferized): role
// `constant`, live for the whole function however early its last use, one
// buffer per distinct value (equal constants share one global). A constant
// only a callee holds is counted by the caller too, once, for the whole
// call; a constant the caller also holds is not counted twice.
// RUN: mem-opt %s --memopt-annotate -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: mem-opt %s --memopt-report -o /dev/null | FileCheck %s --check-prefix=TEXT

#id = affine_map<(d0) -> (d0)>

// REMARK: :[[@LINE+3]]:{{[0-9]+}}: remark: result #0: role constant (inferred), buffer [[ONES:[0-9]+]] of 64 bytes, live 0..7
// REMARK: :[[@LINE+3]]:{{[0-9]+}}: remark: result #0: role constant (inferred), buffer [[TWOS:[0-9]+]] of 64 bytes, live 0..7
func.func private @callee(%a: tensor<16xf32>) -> tensor<16xf32> {
  %ones = arith.constant dense<1.0> : tensor<16xf32>
  %twos = arith.constant dense<2.0> : tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %ones, %twos : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.mulf %s, %z : f32
    linalg.yield %t : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// The two equal constants are one buffer, live to the end (op 8) though
// last read at op 2.
// REMARK: :[[@LINE+3]]:{{[0-9]+}}: remark: result #0: role constant (inferred), buffer [[C:[0-9]+]] of 64 bytes, live 0..8
// REMARK: :[[@LINE+3]]:{{[0-9]+}}: remark: result #0: role constant (inferred), buffer [[C]] of 64 bytes, live 0..8
func.func @caller(%a: tensor<16xf32>) -> tensor<16xf32> {
  %c1 = arith.constant dense<1.0> : tensor<16xf32>
  %c2 = arith.constant dense<1.0> : tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %c1, %c2 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %u = arith.addf %x, %y : f32
    %v = arith.addf %u, %z : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  %r = func.call @callee(%s) : (tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// @callee: its two constants. @caller: its own (the 1.0 it shares with the
// callee) and the callee's 2.0, which only the callee holds.
// JSON: "bytes_by_role": {
// JSON-NEXT: "activation": 0,
// JSON-NEXT: "constant": 128,
// JSON: "callee_constant_bytes": 0,
// JSON: "name": "callee",
// JSON: "peak_bytes": 256,
// JSON: "bytes_by_role": {
// JSON-NEXT: "activation": 0,
// JSON-NEXT: "constant": 64,
// JSON: "callee_constant_bytes": 64,
// JSON: "name": "caller",
// JSON: "peak_bytes": 320,
// JSON: "peak_callee_bytes": 64,
// TEXT-LABEL: memory report for @caller
// TEXT-NEXT: peak live bytes   320 at func.call
// TEXT-NEXT: 64 of it constants only called functions hold
// TEXT-NEXT: parameters
