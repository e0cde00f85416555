// Layers inferred where no op carries memopt.layer (LayerInference.h): the
// parameters' repeated structure numbers the blocks, and each op takes the
// block of the parameters around it. Without a repeated block that holds a
// matrix there are no layers, and the report says why instead of guessing.
// RUN: mem-opt %s --split-input-file --memopt-annotate="layers=1 live-bytes=0" -o /dev/null 2>&1 | grep -E "remark: op [0-9]+ \(" | FileCheck %s
// RUN: mem-opt %s --split-input-file --memopt-report -o /dev/null | FileCheck %s --check-prefix=REPORT
// RUN: mem-opt %s --split-input-file --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: not mem-opt %s --split-input-file --mlir-print-op-on-diagnostic=false --memopt-remat="strategy=per-layer format=none" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMAT

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>

// Two blocks x -> x + tanh(x W): the residual add closes its block, the
// loss is after the last block, and destinations and constants go with
// their first user.
// CHECK: op 0 (arith.constant, forward): layer 0 (inferred)
// CHECK-NEXT: op 1 (tensor.empty, forward): layer 0 (inferred)
// CHECK-NEXT: op 2 (linalg.fill, forward): layer 0 (inferred)
// CHECK-NEXT: op 4 (linalg.matmul, forward): layer 0 (inferred)
// CHECK-NEXT: op 8 (tensor.empty, forward): layer 0 (inferred)
// CHECK-NEXT: op 9 (linalg.generic, forward): layer 0 (inferred)
// CHECK-NEXT: op 12 (linalg.generic, forward): layer 0 (inferred)
// CHECK-NEXT: op 15 (tensor.empty, forward): layer 1 (inferred)
// CHECK-NEXT: op 16 (linalg.fill, forward): layer 1 (inferred)
// CHECK-NEXT: op 18 (linalg.matmul, forward): layer 1 (inferred)
// CHECK-NEXT: op 22 (linalg.generic, forward): layer 1 (inferred)
// CHECK-NEXT: op 25 (linalg.generic, forward): layer 1 (inferred)
// CHECK-NEXT: op 28 (tensor.empty, forward): no layer
// CHECK-NEXT: op 29 (linalg.fill, forward): no layer
// CHECK-NEXT: op 31 (linalg.generic, forward): no layer
// REPORT-LABEL: memory report for @residual
// REPORT-NEXT: peak live bytes 16,384 (16.00 KiB) at linalg.generic ({{.*}}), op 22 of 35, layer 1
// JSON: "layer_inference": {
// JSON-NEXT: "layers": 2,
// JSON-NEXT: "parameters_per_layer": 1,
// JSON-NEXT: "source": "structure",
// JSON-NEXT: "stacks": [
// JSON-NEXT: {
// JSON-NEXT: "first_layer": 0,
// JSON-NEXT: "layers": 2,
// JSON-NEXT: "parameters_per_layer": 1
// JSON-NEXT: }
// JSON-NEXT: ]
// JSON-NEXT: },
// JSON-NEXT: "layers_inferred": true,
// REMAT-NOT: error
func.func @residual(%x: tensor<16x32xf32> {memopt.role = "input"},
                    %w0: tensor<32x32xf32> {memopt.role = "parameter"},
                    %w1: tensor<32x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x32xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h0 = linalg.matmul ins(%x, %w0 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %t0 = tensor.empty() : tensor<16x32xf32>
  %a0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x32xf32>) outs(%t0 : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %x1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %a0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%t0 : tensor<16x32xf32>) {
  ^bb0(%in: f32, %in1: f32, %out: f32):
    %v = arith.addf %in, %in1 : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1 = linalg.matmul ins(%x1, %w1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h1 : tensor<16x32xf32>) outs(%e1 : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %x2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x1, %a1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e1 : tensor<16x32xf32>) {
  ^bb0(%in: f32, %in1: f32, %out: f32):
    %v = arith.addf %in, %in1 : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%x2 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>

// Two layers of different shapes repeat nothing: no layers, and a note.
// CHECK: op 0 (arith.constant, forward): no layer
// CHECK: op 4 (linalg.matmul, forward): no layer
// CHECK: op 14 (linalg.matmul, forward): no layer
// REPORT-LABEL: memory report for @no_repeat
// REPORT: layers: none inferred (no block of parameters (with a matrix) repeats in the forward)
// REPORT-NOT: activations by layer
// JSON: "layer_inference": {
// JSON-NEXT: "layers": 0,
// JSON-NEXT: "note": "no block of parameters (with a matrix) repeats in the forward",
// JSON-NEXT: "parameters_per_layer": 0
// JSON-NEXT: },
// JSON-NEXT: "layers_inferred": true,
// REMAT: error: memopt-remat: this strategy needs blocks marked with memopt.layer on their ops; none found, and none could be inferred: no block of parameters (with a matrix) repeats in the forward
func.func @no_repeat(%x: tensor<16x32xf32> {memopt.role = "input"},
                     %w0: tensor<32x64xf32> {memopt.role = "parameter"},
                     %w1: tensor<64x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x64xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %h0 = linalg.matmul ins(%x, %w0 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%z0 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %a0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x64xf32>) outs(%e0 : tensor<16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x64xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1 = linalg.matmul ins(%a0, %w1 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%z1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%h1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>

// Repeated vectors (biases) are no block: a block must hold a matrix.
// CHECK: op 2 (linalg.add, forward): no layer
// CHECK: op 5 (linalg.add, forward): no layer
// REPORT-LABEL: memory report for @vectors_only
// REPORT: layers: none inferred (no block of parameters (with a matrix) repeats in the forward)
// REMAT: error: memopt-remat: this strategy needs blocks marked with memopt.layer on their ops; none found, and none could be inferred: no block of parameters (with a matrix) repeats in the forward
func.func @vectors_only(%x: tensor<32xf32> {memopt.role = "input"},
                        %b0: tensor<32xf32> {memopt.role = "parameter"},
                        %b1: tensor<32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32xf32>
  %y0 = linalg.add ins(%x, %b0 : tensor<32xf32>, tensor<32xf32>) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %y1 = linalg.add ins(%y0, %b1 : tensor<32xf32>, tensor<32xf32>) outs(%e : tensor<32xf32>) -> tensor<32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y1 : tensor<32xf32>) outs(%lz : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#sum = affine_map<(d0, d1) -> ()>

// One declared memopt.layer turns inference off: it is never overridden,
// and the other ops stay without a layer.
// CHECK: op 2 (linalg.fill, forward): no layer
// CHECK-NEXT: op 4 (linalg.matmul, forward): layer 7 (declared)
// CHECK-NEXT: op 8 (linalg.generic, forward): no layer
// CHECK: op 14 (linalg.matmul, forward): no layer
// JSON: "layer_inference": null,
// JSON-NEXT: "layers_inferred": false,
func.func @declared(%x: tensor<16x32xf32> {memopt.role = "input"},
                    %w0: tensor<32x32xf32> {memopt.role = "parameter"},
                    %w1: tensor<32x32xf32> {memopt.role = "parameter"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x32xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h0 = linalg.matmul {memopt.layer = 7} ins(%x, %w0 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %a0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<16x32xf32>) outs(%e0 : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.tanh %in : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %h1 = linalg.matmul ins(%a0, %w1 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%z1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction", "reduction"]} ins(%h1 : tensor<16x32xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}
