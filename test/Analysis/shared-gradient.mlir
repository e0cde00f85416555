// One value that is the gradient of two parameters: y = x + a + b, as in
// GPT-NeoX's parallel residual (x + attn(ln1(x)) + mlp(ln2(x)), each branch
// ending in a bias), gives both biases the same gradient, the sum of dy over
// the batch, and the importer keeps one sum that both updates read. Each
// parameter gets that value as its gradient. Before, the role assignment
// held one parameter per value: the second bias had no gradient (26 of 28
// on HuggingFace's GPTNeoXForCausalLM, docs/frontends.md). The gradient's
// bytes stay those of its one buffer: the program holds one tensor.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=format=json -o /dev/null | FileCheck %s --check-prefix=JSON

// JSON: "gradient": 16,
// JSON: "name": "parallel_biases",
// JSON: "parameter_count": 8,

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#red = affine_map<(i, j) -> ()>
#id1 = affine_map<(j) -> (j)>
// CHECK-LABEL: remark: argument #0: role parameter (inferred)
// CHECK: remark: argument #1: role parameter (inferred)
// CHECK: remark: argument #2: role input (inferred)
func.func @parallel_biases(%a: tensor<4xf32>, %b: tensor<4xf32>, %x: tensor<2x4xf32>)
    -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e24 = tensor.empty() : tensor<2x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %a, %b : tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%xv: f32, %av: f32, %bv: f32, %o: f32):
    %s = arith.addf %xv, %av : f32
    %r = arith.addf %s, %bv : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<2x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %dy = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x4xf32>) outs(%e24 : tensor<2x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  // The one sum both updates read.
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role gradient (inferred), {{.*}}, gradient of arguments #0, #1{{$}}
  %g = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction", "parallel"]}
      ins(%dy : tensor<2x4xf32>) outs(%z4 : tensor<4xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  // CHECK-NOT: role gradient
  %ea = tensor.empty() : tensor<4xf32>
  %an = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %g : tensor<4xf32>, tensor<4xf32>) outs(%ea : tensor<4xf32>) {
  ^bb0(%av: f32, %gv: f32, %o: f32):
    %c = arith.constant 0.1 : f32
    %s = arith.mulf %gv, %c : f32
    %r = arith.subf %av, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %eb = tensor.empty() : tensor<4xf32>
  %bn = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%b, %g : tensor<4xf32>, tensor<4xf32>) outs(%eb : tensor<4xf32>) {
  ^bb0(%bv: f32, %gv: f32, %o: f32):
    %c = arith.constant 0.2 : f32
    %s = arith.mulf %gv, %c : f32
    %r = arith.subf %bv, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %loss, %an, %bn : tensor<f32>, tensor<4xf32>, tensor<4xf32>
}
