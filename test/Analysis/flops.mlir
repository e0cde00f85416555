// FLOPs: linalg ops cost iterations x arithmetic ops in the body; arith on
// tensors one per element; fill, copy and tensor ops are free; scf.for
// multiplies its body by a constant trip count; unknown ops are listed.
// RUN: mem-opt %s --allow-unregistered-dialect --memopt-annotate -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --allow-unregistered-dialect --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON

#id = affine_map<(i, j) -> (i, j)>

// 1024 + 96 + 32 + 4480
// JSON: "flops": 5632
// JSON: "uncosted_ops": [
// JSON-NEXT: {
// JSON-NEXT: "count": 1,
// JSON-NEXT: "name": "test.opaque"
func.func @flops(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %zero = arith.constant 0.0 : f32
  // CHECK: op 1: live {{[0-9]+}} bytes{{$}}
  %e = tensor.empty() : tensor<8x4xf32>
  // CHECK: op 2: live {{[0-9]+}} bytes{{$}}
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  // 2 * 8 * 4 * 16 = 1024
  // CHECK: op 4: live {{[0-9]+}} bytes, 1024 flops
  %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Three arithmetic ops per element (the cast is free): 3 * 32 = 96
  // CHECK: op 8: live {{[0-9]+}} bytes, 96 flops
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.truncf %x : f32 to f16
    %u = arith.extf %t : f16 to f32
    %s = arith.mulf %u, %u : f32
    %r = math.exp %s : f32
    %q = arith.addf %r, %o : f32
    linalg.yield %q : f32
  } -> tensor<8x4xf32>
  // Elementwise arith on tensors: 32.
  // CHECK: op 15: live {{[0-9]+}} bytes, 32 flops
  %add = arith.addf %g, %m : tensor<8x4xf32>
  // 4 trips of 32 (mulf) + 2 * 32 (generic) + 1024 (matmul) = 4480.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // CHECK: op 19: live {{[0-9]+}} bytes, 4480 flops
  %loop = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %add) -> tensor<8x4xf32> {
    %sq = arith.mulf %acc, %acc : tensor<8x4xf32>
    %more = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%sq : tensor<8x4xf32>) outs(%acc : tensor<8x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %v = arith.addf %x, %o : f32
      %w = arith.mulf %v, %x : f32
      linalg.yield %w : f32
    } -> tensor<8x4xf32>
    %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%more : tensor<8x4xf32>) -> tensor<8x4xf32>
    scf.yield %mm : tensor<8x4xf32>
  }
  // CHECK: op 30: live {{[0-9]+}} bytes{{$}}
  %slice = tensor.extract_slice %loop[0, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  %opaque = "test.opaque"(%slice) : (tensor<4x4xf32>) -> tensor<8x4xf32>
  return %loop, %opaque : tensor<8x4xf32>, tensor<8x4xf32>
}

// TOSA: matmul is 2*N*H*W*C = 2*1*8*4*16 = 1024; add one per element: 32;
// constants are free, and nothing is left uncosted.
// JSON-LABEL: "flops": 1056
// JSON-NEXT: "flops_by_phase": {},
// JSON-NEXT: "flops_by_phase_inferred": false,
// JSON-NEXT: "flops_saturated": false,
// JSON: "layers_inferred": true,
// JSON-NEXT: "live_at_peak": [
// JSON: "name": "tosa",
// JSON: "uncosted_ops": []
func.func @tosa(%a: tensor<1x8x16xf32>, %b: tensor<1x16x4xf32>) -> tensor<1x8x4xf32> {
  %za = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %zb = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %a, %b, %za, %zb : (tensor<1x8x16xf32>, tensor<1x16x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x4xf32>
  %s = tosa.add %m, %m : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  return %s : tensor<1x8x4xf32>
}
