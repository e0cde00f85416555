// Dense tensor constants are static data. One-Shot Bufferize makes each
// distinct value one memref.global (equal constants share it; a constant
// only overwritten, here the fill's destination, keeps its global too),
// read with memref.get_global and never allocated. The analysis counts each
// distinct constant once, live for the whole call; mem-run adds the lowered
// module's globals (static_data_bytes) to the heap peak and the arguments.
// Before, the analysis counted the four constants as four buffers live to
// their last use (predicted 6,144 at the linalg.generic, all of them live)
// and mem-run no globals (measured 3,072).
// RUN: mem-run %s --seed 1 | FileCheck %s --check-prefix=MEASURE
// MEASURE-LABEL: "entry": "step",
// MEASURE-NEXT: "seed": 1,
// MEASURE-NEXT: "predicted_peak_bytes": 6144,
// MEASURE-NEXT: "measured_peak_bytes": 6144,
// MEASURE-NEXT: "heap_peak_bytes": 2048,
// MEASURE-NEXT: "argument_bytes": 1024,
// MEASURE-NEXT: "static_data_bytes": 3072,
// Upstream's own bufferization holds the same three globals.
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=GLOBALS
// GLOBALS-COUNT-3: memref.global "private" constant @{{.*}} : memref<256xf32> = dense<
// GLOBALS-NOT: memref.global
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON
// JSON: "bytes_by_role": {
// JSON-NEXT: "activation": 0,
// JSON-NEXT: "constant": 3072,
// JSON: "peak_bytes_by_role": {
// JSON-NEXT: "activation": 0,
// JSON-NEXT: "constant": 3072,
// JSON: "role_sources": {
// JSON-NEXT: "activation": {
// JSON: "constant": {
// JSON-NEXT: "declared": 0,
// JSON-NEXT: "inferred": 3

#id = affine_map<(d0) -> (d0)>
func.func @step(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c1 = arith.constant dense<1.0> : tensor<256xf32>
  %c2 = arith.constant dense<1.0> : tensor<256xf32>
  %c3 = arith.constant dense<2.0> : tensor<256xf32>
  %c4 = arith.constant dense<0.0> : tensor<256xf32>
  %three = arith.constant 3.0 : f32
  %f = linalg.fill ins(%three : f32) outs(%c4 : tensor<256xf32>) -> tensor<256xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%c1, %c2, %f : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>)
      outs(%c3 : tensor<256xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %o : f32
    %u = arith.addf %t, %z : f32
    linalg.yield %u : f32
  } -> tensor<256xf32>
  %e = tensor.empty() : tensor<256xf32>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%r, %a : tensor<256xf32>, tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  return %q : tensor<256xf32>
}
