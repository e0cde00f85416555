// Layers inferred for more than one repeated stack, and from parameter
// names and op locations (LayerInference.h, docs/roles.md "Layers").
// RUN: mem-opt %s --split-input-file --memopt-annotate="layers=1 live-bytes=0" -o /dev/null 2>&1 | grep -E "remark: (loc\(.*\): )?op [0-9]+ \((linalg.matmul|linalg.add|linalg.generic)" | FileCheck %s
// RUN: mem-opt %s --split-input-file --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>
// An encoder of two blocks x + tanh(x A) B and a decoder of two different
// blocks y + ((y C) * (m D)) E, m the encoder's output (cross-attention's
// shape): both stacks get layers, numbered in forward order (before, the
// decoder alone had them and every encoder op was put in layer 0).
// CHECK-LABEL: op 4 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 9 (linalg.generic, forward): layer 0 (inferred)
// CHECK-NEXT: op 15 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 20 (linalg.add, forward): layer 0 (inferred)
// CHECK-NEXT: op 26 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 31 (linalg.generic, forward): layer 1 (inferred)
// CHECK-NEXT: op 37 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 42 (linalg.add, forward): layer 1 (inferred)
// CHECK-NEXT: op 48 (linalg.matmul, forward): layer 2 (inferred)
// CHECK-NEXT: op 55 (linalg.matmul, forward): layer 2 (inferred)
// CHECK-NEXT: op 66 (linalg.matmul, forward): layer 2 (inferred)
// CHECK-NEXT: op 71 (linalg.add, forward): layer 2 (inferred)
// CHECK-NEXT: op 77 (linalg.matmul, forward): layer 3 (inferred)
// CHECK-NEXT: op 84 (linalg.matmul, forward): layer 3 (inferred)
// CHECK-NEXT: op 95 (linalg.matmul, forward): layer 3 (inferred)
// CHECK-NEXT: op 100 (linalg.add, forward): layer 3 (inferred)
// CHECK-NEXT: op 106 (linalg.generic, forward): no layer
// JSON: "layer_inference": {
// JSON-NEXT: "layers": 4,
// JSON-NEXT: "parameters_per_layer": 2,
// JSON-NEXT: "source": "structure",
// JSON-NEXT: "stacks": [
// JSON-NEXT: {
// JSON-NEXT: "first_layer": 0,
// JSON-NEXT: "layers": 2,
// JSON-NEXT: "parameters_per_layer": 2
// JSON-NEXT: },
// JSON-NEXT: {
// JSON-NEXT: "first_layer": 2,
// JSON-NEXT: "layers": 2,
// JSON-NEXT: "parameters_per_layer": 3
// JSON-NEXT: }
// JSON-NEXT: ]
func.func @encoder_decoder(%x: tensor<16x32xf32> {memopt.role = "input"},
    %a0: tensor<32x64xf32> {memopt.role = "parameter"}, %b0: tensor<64x32xf32> {memopt.role = "parameter"},
    %a1: tensor<32x64xf32> {memopt.role = "parameter"}, %b1: tensor<64x32xf32> {memopt.role = "parameter"},
    %c0: tensor<32x48xf32> {memopt.role = "parameter"}, %d0: tensor<32x48xf32> {memopt.role = "parameter"}, %e0: tensor<48x32xf32> {memopt.role = "parameter"},
    %c1: tensor<32x48xf32> {memopt.role = "parameter"}, %d1: tensor<32x48xf32> {memopt.role = "parameter"}, %e1: tensor<48x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %eh0_e = tensor.empty() : tensor<16x64xf32>
  %eh0_z = linalg.fill ins(%zero : f32) outs(%eh0_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %eh0 = linalg.matmul ins(%x, %a0 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%eh0_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %et0_e = tensor.empty() : tensor<16x64xf32>
  %et0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%eh0 : tensor<16x64xf32>) outs(%et0_e : tensor<16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x64xf32>
  %eo0_e = tensor.empty() : tensor<16x32xf32>
  %eo0_z = linalg.fill ins(%zero : f32) outs(%eo0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %eo0 = linalg.matmul ins(%et0, %b0 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%eo0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %ex0_e = tensor.empty() : tensor<16x32xf32>
  %ex0 = linalg.add ins(%x, %eo0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ex0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %eh1_e = tensor.empty() : tensor<16x64xf32>
  %eh1_z = linalg.fill ins(%zero : f32) outs(%eh1_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %eh1 = linalg.matmul ins(%ex0, %a1 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%eh1_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %et1_e = tensor.empty() : tensor<16x64xf32>
  %et1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%eh1 : tensor<16x64xf32>) outs(%et1_e : tensor<16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x64xf32>
  %eo1_e = tensor.empty() : tensor<16x32xf32>
  %eo1_z = linalg.fill ins(%zero : f32) outs(%eo1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %eo1 = linalg.matmul ins(%et1, %b1 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%eo1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %ex1_e = tensor.empty() : tensor<16x32xf32>
  %ex1 = linalg.add ins(%ex0, %eo1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ex1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dq0_e = tensor.empty() : tensor<16x48xf32>
  %dq0_z = linalg.fill ins(%zero : f32) outs(%dq0_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dq0 = linalg.matmul ins(%x, %c0 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dq0_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk0_e = tensor.empty() : tensor<16x48xf32>
  %dk0_z = linalg.fill ins(%zero : f32) outs(%dk0_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk0 = linalg.matmul ins(%ex1, %d0 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dk0_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dp0_e = tensor.empty() : tensor<16x48xf32>
  %dp0 = linalg.mul ins(%dq0, %dk0 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%dp0_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %do0_e = tensor.empty() : tensor<16x32xf32>
  %do0_z = linalg.fill ins(%zero : f32) outs(%do0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %do0 = linalg.matmul ins(%dp0, %e0 : tensor<16x48xf32>, tensor<48x32xf32>) outs(%do0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dy0_e = tensor.empty() : tensor<16x32xf32>
  %dy0 = linalg.add ins(%x, %do0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%dy0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dq1_e = tensor.empty() : tensor<16x48xf32>
  %dq1_z = linalg.fill ins(%zero : f32) outs(%dq1_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dq1 = linalg.matmul ins(%dy0, %c1 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dq1_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk1_e = tensor.empty() : tensor<16x48xf32>
  %dk1_z = linalg.fill ins(%zero : f32) outs(%dk1_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk1 = linalg.matmul ins(%ex1, %d1 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dk1_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dp1_e = tensor.empty() : tensor<16x48xf32>
  %dp1 = linalg.mul ins(%dq1, %dk1 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%dp1_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %do1_e = tensor.empty() : tensor<16x32xf32>
  %do1_z = linalg.fill ins(%zero : f32) outs(%do1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %do1 = linalg.matmul ins(%dp1, %e1 : tensor<16x48xf32>, tensor<48x32xf32>) outs(%do1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dy1_e = tensor.empty() : tensor<16x32xf32>
  %dy1 = linalg.add ins(%dy0, %do1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%dy1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%dy1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>
// The same with a final op on the encoder's output (its final norm) that
// the decoder's blocks read: it belongs to no block. The encoder's last
// block ends at its residual add; the decoder's first block starts at its
// own ops (before, the final op was put in layer 2, the decoder's first
// block, as the op that opens it).
// CHECK-LABEL: op 4 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 9 (linalg.generic, forward): layer 0 (inferred)
// CHECK-NEXT: op 15 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 20 (linalg.add, forward): layer 0 (inferred)
// CHECK-NEXT: op 26 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 31 (linalg.generic, forward): layer 1 (inferred)
// CHECK-NEXT: op 37 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 42 (linalg.add, forward): layer 1 (inferred)
// CHECK-NEXT: op 46 (linalg.generic, forward): no layer
// CHECK-NEXT: op 52 (linalg.matmul, forward): layer 2 (inferred)
// CHECK-NEXT: op 59 (linalg.matmul, forward): layer 2 (inferred)
// CHECK-NEXT: op 70 (linalg.matmul, forward): layer 2 (inferred)
// CHECK-NEXT: op 75 (linalg.add, forward): layer 2 (inferred)
// CHECK-NEXT: op 81 (linalg.matmul, forward): layer 3 (inferred)
// CHECK-NEXT: op 88 (linalg.matmul, forward): layer 3 (inferred)
// CHECK-NEXT: op 99 (linalg.matmul, forward): layer 3 (inferred)
// CHECK-NEXT: op 104 (linalg.add, forward): layer 3 (inferred)
// CHECK-NEXT: op 110 (linalg.generic, forward): no layer
// JSON: "layer_inference": {
// JSON-NEXT: "layers": 4,
// JSON-NEXT: "parameters_per_layer": 2,
// JSON-NEXT: "source": "structure",
func.func @encoder_final_norm(%x: tensor<16x32xf32> {memopt.role = "input"},
    %a0: tensor<32x64xf32> {memopt.role = "parameter"}, %b0: tensor<64x32xf32> {memopt.role = "parameter"},
    %a1: tensor<32x64xf32> {memopt.role = "parameter"}, %b1: tensor<64x32xf32> {memopt.role = "parameter"},
    %c0: tensor<32x48xf32> {memopt.role = "parameter"}, %d0: tensor<32x48xf32> {memopt.role = "parameter"}, %e0: tensor<48x32xf32> {memopt.role = "parameter"},
    %c1: tensor<32x48xf32> {memopt.role = "parameter"}, %d1: tensor<32x48xf32> {memopt.role = "parameter"}, %e1: tensor<48x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %eh0_e = tensor.empty() : tensor<16x64xf32>
  %eh0_z = linalg.fill ins(%zero : f32) outs(%eh0_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %eh0 = linalg.matmul ins(%x, %a0 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%eh0_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %et0_e = tensor.empty() : tensor<16x64xf32>
  %et0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%eh0 : tensor<16x64xf32>) outs(%et0_e : tensor<16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x64xf32>
  %eo0_e = tensor.empty() : tensor<16x32xf32>
  %eo0_z = linalg.fill ins(%zero : f32) outs(%eo0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %eo0 = linalg.matmul ins(%et0, %b0 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%eo0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %ex0_e = tensor.empty() : tensor<16x32xf32>
  %ex0 = linalg.add ins(%x, %eo0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ex0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %eh1_e = tensor.empty() : tensor<16x64xf32>
  %eh1_z = linalg.fill ins(%zero : f32) outs(%eh1_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %eh1 = linalg.matmul ins(%ex0, %a1 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%eh1_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %et1_e = tensor.empty() : tensor<16x64xf32>
  %et1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%eh1 : tensor<16x64xf32>) outs(%et1_e : tensor<16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x64xf32>
  %eo1_e = tensor.empty() : tensor<16x32xf32>
  %eo1_z = linalg.fill ins(%zero : f32) outs(%eo1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %eo1 = linalg.matmul ins(%et1, %b1 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%eo1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %ex1_e = tensor.empty() : tensor<16x32xf32>
  %ex1 = linalg.add ins(%ex0, %eo1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ex1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %en_e = tensor.empty() : tensor<16x32xf32>
  %en = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%ex1 : tensor<16x32xf32>) outs(%en_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %dq0_e = tensor.empty() : tensor<16x48xf32>
  %dq0_z = linalg.fill ins(%zero : f32) outs(%dq0_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dq0 = linalg.matmul ins(%x, %c0 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dq0_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk0_e = tensor.empty() : tensor<16x48xf32>
  %dk0_z = linalg.fill ins(%zero : f32) outs(%dk0_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk0 = linalg.matmul ins(%en, %d0 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dk0_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dp0_e = tensor.empty() : tensor<16x48xf32>
  %dp0 = linalg.mul ins(%dq0, %dk0 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%dp0_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %do0_e = tensor.empty() : tensor<16x32xf32>
  %do0_z = linalg.fill ins(%zero : f32) outs(%do0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %do0 = linalg.matmul ins(%dp0, %e0 : tensor<16x48xf32>, tensor<48x32xf32>) outs(%do0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dy0_e = tensor.empty() : tensor<16x32xf32>
  %dy0 = linalg.add ins(%x, %do0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%dy0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dq1_e = tensor.empty() : tensor<16x48xf32>
  %dq1_z = linalg.fill ins(%zero : f32) outs(%dq1_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dq1 = linalg.matmul ins(%dy0, %c1 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dq1_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk1_e = tensor.empty() : tensor<16x48xf32>
  %dk1_z = linalg.fill ins(%zero : f32) outs(%dk1_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dk1 = linalg.matmul ins(%en, %d1 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%dk1_z : tensor<16x48xf32>) -> tensor<16x48xf32>
  %dp1_e = tensor.empty() : tensor<16x48xf32>
  %dp1 = linalg.mul ins(%dq1, %dk1 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%dp1_e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %do1_e = tensor.empty() : tensor<16x32xf32>
  %do1_z = linalg.fill ins(%zero : f32) outs(%do1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %do1 = linalg.matmul ins(%dp1, %e1 : tensor<16x48xf32>, tensor<48x32xf32>) outs(%do1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dy1_e = tensor.empty() : tensor<16x32xf32>
  %dy1 = linalg.add ins(%dy0, %do1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%dy1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%dy1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>
// Two blocks of two same-typed matrices each. Structure alone cannot tell
// 2 blocks of 2 from 4 blocks of 1 (it takes the shorter block: @unnamed
// below); the parameters' names can: the first integer component of
// blocks.<i>.a is the block.
// CHECK-LABEL: op 4 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 9 (linalg.generic, forward): layer 0 (inferred)
// CHECK-NEXT: op 15 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 20 (linalg.add, forward): layer 0 (inferred)
// CHECK-NEXT: op 26 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 31 (linalg.generic, forward): layer 1 (inferred)
// CHECK-NEXT: op 37 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 42 (linalg.add, forward): layer 1 (inferred)
// CHECK-NEXT: op 48 (linalg.generic, forward): no layer
// JSON: "layer_inference": {
// JSON-NEXT: "layers": 2,
// JSON-NEXT: "parameters_per_layer": 2,
// JSON-NEXT: "source": "names",
// JSON-NEXT: "stacks": [
// JSON-NEXT: {
// JSON-NEXT: "first_layer": 0,
// JSON-NEXT: "layers": 2,
// JSON-NEXT: "name": "blocks.",
// JSON-NEXT: "parameters_per_layer": 2
func.func @named(%x: tensor<16x32xf32> {memopt.role = "input"},
    %w0a: tensor<32x32xf32> {memopt.role = "parameter", memopt.name = "blocks.0.a"}, %w0b: tensor<32x32xf32> {memopt.role = "parameter", memopt.name = "blocks.0.b"},
    %w1a: tensor<32x32xf32> {memopt.role = "parameter", memopt.name = "blocks.1.a"}, %w1b: tensor<32x32xf32> {memopt.role = "parameter", memopt.name = "blocks.1.b"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %h0_e = tensor.empty() : tensor<16x32xf32>
  %h0_z = linalg.fill ins(%zero : f32) outs(%h0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h0 = linalg.matmul ins(%x, %w0a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t0_e = tensor.empty() : tensor<16x32xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x32xf32>) outs(%t0_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %o0_e = tensor.empty() : tensor<16x32xf32>
  %o0_z = linalg.fill ins(%zero : f32) outs(%o0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %o0 = linalg.matmul ins(%t0, %w0b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %x0_e = tensor.empty() : tensor<16x32xf32>
  %x0 = linalg.add ins(%x, %o0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1_e = tensor.empty() : tensor<16x32xf32>
  %h1_z = linalg.fill ins(%zero : f32) outs(%h1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1 = linalg.matmul ins(%x0, %w1a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t1_e = tensor.empty() : tensor<16x32xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<16x32xf32>) outs(%t1_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %o1_e = tensor.empty() : tensor<16x32xf32>
  %o1_z = linalg.fill ins(%zero : f32) outs(%o1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %o1 = linalg.matmul ins(%t1, %w1b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %x1_e = tensor.empty() : tensor<16x32xf32>
  %x1 = linalg.add ins(%x0, %o1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%x1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>
// The same with the names as argument locations, as JAX writes them.
// CHECK-LABEL: op 4 (linalg.matmul, forward): layer 0 (inferred)
// CHECK: op 15 (linalg.matmul, forward): layer 0 (inferred)
// CHECK: op 26 (linalg.matmul, forward): layer 1 (inferred)
// CHECK: op 37 (linalg.matmul, forward): layer 1 (inferred)
// JSON: "source": "names",
// JSON: "name": "params['blocks.",
func.func @name_locations(%x: tensor<16x32xf32> {memopt.role = "input"},
    %w0a: tensor<32x32xf32> {memopt.role = "parameter"} loc("params['blocks.0.a']"), %w0b: tensor<32x32xf32> {memopt.role = "parameter"} loc("params['blocks.0.b']"),
    %w1a: tensor<32x32xf32> {memopt.role = "parameter"} loc("params['blocks.1.a']"), %w1b: tensor<32x32xf32> {memopt.role = "parameter"} loc("params['blocks.1.b']"))
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %h0_e = tensor.empty() : tensor<16x32xf32>
  %h0_z = linalg.fill ins(%zero : f32) outs(%h0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h0 = linalg.matmul ins(%x, %w0a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t0_e = tensor.empty() : tensor<16x32xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x32xf32>) outs(%t0_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %o0_e = tensor.empty() : tensor<16x32xf32>
  %o0_z = linalg.fill ins(%zero : f32) outs(%o0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %o0 = linalg.matmul ins(%t0, %w0b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %x0_e = tensor.empty() : tensor<16x32xf32>
  %x0 = linalg.add ins(%x, %o0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1_e = tensor.empty() : tensor<16x32xf32>
  %h1_z = linalg.fill ins(%zero : f32) outs(%h1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1 = linalg.matmul ins(%x0, %w1a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t1_e = tensor.empty() : tensor<16x32xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<16x32xf32>) outs(%t1_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %o1_e = tensor.empty() : tensor<16x32xf32>
  %o1_z = linalg.fill ins(%zero : f32) outs(%o1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %o1 = linalg.matmul ins(%t1, %w1b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %x1_e = tensor.empty() : tensor<16x32xf32>
  %x1 = linalg.add ins(%x0, %o1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%x1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>
// Without names: four blocks of one matrix.
// CHECK-LABEL: op 4 (linalg.matmul, forward): layer 0 (inferred)
// CHECK: op 15 (linalg.matmul, forward): layer 1 (inferred)
// CHECK: op 26 (linalg.matmul, forward): layer 2 (inferred)
// CHECK: op 37 (linalg.matmul, forward): layer 3 (inferred)
// JSON: "layers": 4,
// JSON-NEXT: "parameters_per_layer": 1,
// JSON-NEXT: "source": "structure",
func.func @unnamed(%x: tensor<16x32xf32> {memopt.role = "input"},
    %w0a: tensor<32x32xf32> {memopt.role = "parameter"}, %w0b: tensor<32x32xf32> {memopt.role = "parameter"},
    %w1a: tensor<32x32xf32> {memopt.role = "parameter"}, %w1b: tensor<32x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %h0_e = tensor.empty() : tensor<16x32xf32>
  %h0_z = linalg.fill ins(%zero : f32) outs(%h0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h0 = linalg.matmul ins(%x, %w0a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t0_e = tensor.empty() : tensor<16x32xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x32xf32>) outs(%t0_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %o0_e = tensor.empty() : tensor<16x32xf32>
  %o0_z = linalg.fill ins(%zero : f32) outs(%o0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %o0 = linalg.matmul ins(%t0, %w0b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o0_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %x0_e = tensor.empty() : tensor<16x32xf32>
  %x0 = linalg.add ins(%x, %o0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x0_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1_e = tensor.empty() : tensor<16x32xf32>
  %h1_z = linalg.fill ins(%zero : f32) outs(%h1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1 = linalg.matmul ins(%x0, %w1a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t1_e = tensor.empty() : tensor<16x32xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<16x32xf32>) outs(%t1_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %o1_e = tensor.empty() : tensor<16x32xf32>
  %o1_z = linalg.fill ins(%zero : f32) outs(%o1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %o1 = linalg.matmul ins(%t1, %w1b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o1_z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %x1_e = tensor.empty() : tensor<16x32xf32>
  %x1 = linalg.add ins(%x0, %o1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x1_e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%x1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>
// The same without names but with op locations, as JAX writes them (scope
// paths): the blocks come from the paths' first integer component, as for
// parameter names (structure alone finds four blocks of one above), and an
// op whose path names no block (the loss) is in none.
// CHECK-LABEL: op 4 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 9 (linalg.generic, forward): layer 0 (inferred)
// CHECK-NEXT: op 15 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 20 (linalg.add, forward): layer 0 (inferred)
// CHECK-NEXT: op 26 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 31 (linalg.generic, forward): layer 1 (inferred)
// CHECK-NEXT: op 37 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 42 (linalg.add, forward): layer 1 (inferred)
// CHECK-NEXT: op 48 (linalg.generic, forward): no layer
// JSON: "layers": 2,
// JSON-NEXT: "located_ops": 20,
// JSON-NEXT: "parameters_per_layer": 2,
// JSON-NEXT: "source": "locations",
// JSON-NEXT: "stacks": [
// JSON-NEXT: {
// JSON-NEXT: "first_layer": 0,
// JSON-NEXT: "layers": 2,
// JSON-NEXT: "name": "blocks.",
// JSON-NEXT: "parameters_per_layer": 2
func.func @op_locations(%x: tensor<16x32xf32> {memopt.role = "input"},
    %w0a: tensor<32x32xf32> {memopt.role = "parameter"}, %w0b: tensor<32x32xf32> {memopt.role = "parameter"},
    %w1a: tensor<32x32xf32> {memopt.role = "parameter"}, %w1b: tensor<32x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %h0_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/empty")
  %h0_z = linalg.fill ins(%zero : f32) outs(%h0_e : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/fill")
  %h0 = linalg.matmul ins(%x, %w0a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h0_z : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/matmul")
  %t0_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/empty")
  %t0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x32xf32>) outs(%t0_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/generic")
  %o0_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/empty")
  %o0_z = linalg.fill ins(%zero : f32) outs(%o0_e : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/fill")
  %o0 = linalg.matmul ins(%t0, %w0b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o0_z : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/matmul")
  %x0_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/empty")
  %x0 = linalg.add ins(%x, %o0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x0_e : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.0/add")
  %h1_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/empty")
  %h1_z = linalg.fill ins(%zero : f32) outs(%h1_e : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/fill")
  %h1 = linalg.matmul ins(%x0, %w1a : tensor<16x32xf32>, tensor<32x32xf32>) outs(%h1_z : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/matmul")
  %t1_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/empty")
  %t1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<16x32xf32>) outs(%t1_e : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/generic")
  %o1_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/empty")
  %o1_z = linalg.fill ins(%zero : f32) outs(%o1_e : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/fill")
  %o1 = linalg.matmul ins(%t1, %w1b : tensor<16x32xf32>, tensor<32x32xf32>) outs(%o1_z : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/matmul")
  %x1_e = tensor.empty() : tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/empty")
  %x1 = linalg.add ins(%x0, %o1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%x1_e : tensor<16x32xf32>) -> tensor<16x32xf32> loc("jit(step)/jvp(forward)/blocks.1/add")
  %le = tensor.empty() : tensor<f32> loc("jit(step)/jvp(forward)/empty")
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32> loc("jit(step)/jvp(forward)/fill")
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%x1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32 loc("jit(step)/jvp(forward)/addf")
    linalg.yield %v : f32
  } -> tensor<f32> loc("jit(step)/jvp(forward)/generic")
  return %loss : tensor<f32>
}
