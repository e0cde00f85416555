// memopt's elementwise models for arith and math (upstream models only
// arith.constant): on tensors the op keeps its operands' split (each rank
// squares its 4 of the 8 rows), on scalars (AdamW's bias correction,
// 1 - beta^t, which a linalg body reads) it is left unannotated and cloned
// on every rank.
// RUN: mem-opt %s --memopt-shard="strategy=dp ranks=2" | FileCheck %s

// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<4x16xf32> {memopt.role = "input"}
// CHECK-SAME: %[[T:.*]]: i64
// CHECK: %[[TF:.*]] = arith.sitofp %[[T]] : i64 to f32
// CHECK: %[[P:.*]] = math.powf %{{.*}}, %[[TF]] : f32
// CHECK: %[[C:.*]] = arith.subf %{{.*}}, %[[P]] : f32
// CHECK: %[[Y:.*]] = arith.mulf %[[X]], %[[X]] : tensor<4x16xf32>
// CHECK: %[[E:.*]] = math.exp %[[Y]] : tensor<4x16xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[E]] : tensor<4x16xf32>)
// CHECK: arith.mulf %{{.*}}, %[[C]] : f32
// CHECK: linalg.reduce ins(%[[S]] : tensor<4x16xf32>)
// CHECK: shard.all_reduce
#id = affine_map<(i, j) -> (i, j)>
func.func @step(%x: tensor<8x16xf32> {memopt.role = "input"},
                %t: i64 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %beta = arith.constant 0.9 : f32
  %tf = arith.sitofp %t : i64 to f32
  %pow = math.powf %beta, %tf : f32
  %corr = arith.subf %one, %pow : f32
  %y = arith.mulf %x, %x : tensor<8x16xf32>
  %e = math.exp %y : tensor<8x16xf32>
  %es = tensor.empty() : tensor<8x16xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<8x16xf32>) outs(%es : tensor<8x16xf32>) {
    ^bb0(%in: f32, %o: f32):
      %m = arith.mulf %in, %corr : f32
      linalg.yield %m : f32
    } -> tensor<8x16xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%s : tensor<8x16xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    }
  return %loss : tensor<f32>
}
