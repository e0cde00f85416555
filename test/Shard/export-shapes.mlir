// RUN: mem-opt %s --memopt-shard="strategy=dp ranks=2" | FileCheck %s
// RUN: mem-opt %s --memopt-shard="strategy=zero1 ranks=2" | mem-opt --memopt-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// What front-end exports have and generated steps do not (docs/shard.md,
// "Front-end exports"): a concat and a pad on the dimension after the
// batch (torch.cat, F.pad), a keepdim reduction (its output map has a
// constant 0), and 0-d arithmetic on a tensor<f32> input (JAX's scalars).
// Each rank runs them on its 4 of the 8 rows.
// CHECK-LABEL: func.func @step
// CHECK-SAME: %arg0: tensor<4x16xf32>
// CHECK: tensor.concat dim(1) %{{.*}}, %{{.*}} : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x64xf32>
// CHECK: tensor.pad %{{.*}} low[0, 0] high[0, 1]
// CHECK: tensor<4x64xf32> to tensor<4x65xf32>
// The keepdim reduction, onto tensor<4xf32> by linalg-fold-unit-extent-dims.
// CHECK: iterator_types = ["parallel", "reduction"]{{.*}}outs(%{{.*}} : tensor<4xf32>)
// CHECK: shard.all_reduce
// CHECK: iterator_types = []
// REPORT: peak live bytes
#id = affine_map<(i, j) -> (i, j)>
#keep = affine_map<(i, j) -> (i, 0)>
#scalar = affine_map<() -> ()>
func.func @step(%x: tensor<8x16xf32> {memopt.role = "input"},
                %w: tensor<16x32xf32> {memopt.role = "parameter"},
                %m: tensor<16x32xf32> {memopt.role = "optimizer_state"},
                %scale: tensor<f32> {memopt.role = "input"},
                %lr: f32 {memopt.role = "input"})
    -> (tensor<f32> {memopt.role = "loss"},
        tensor<16x32xf32> {memopt.role = "parameter"},
        tensor<16x32xf32> {memopt.role = "optimizer_state"}) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %beta = arith.constant 0.9 : f32
  %ey = tensor.empty() : tensor<8x32xf32>
  %zy = linalg.fill ins(%zero : f32) outs(%ey : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%zy : tensor<8x32xf32>) -> tensor<8x32xf32>
  %c = tensor.concat dim(1) %y, %y : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x64xf32>
  %p = tensor.pad %c low[0, 0] high[0, 1] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<8x64xf32> to tensor<8x65xf32>
  %er = tensor.empty() : tensor<8x1xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<8x1xf32>) -> tensor<8x1xf32>
  %r = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<8x65xf32>) outs(%zr : tensor<8x1xf32>) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<8x1xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%r : tensor<8x1xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %es = tensor.empty() : tensor<f32>
  %loss = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []}
      ins(%sum, %scale : tensor<f32>, tensor<f32>) outs(%es : tensor<f32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %t = arith.mulf %a, %s : f32
      linalg.yield %t : f32
    } -> tensor<f32>
  %dy = linalg.fill ins(%one : f32) outs(%ey : tensor<8x32xf32>) -> tensor<8x32xf32>
  %ew = tensor.empty() : tensor<16x32xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x32xf32>) -> tensor<16x32xf32>
  %dw = linalg.matmul
      indexing_maps = [affine_map<(i, j, k) -> (k, i)>,
                       affine_map<(i, j, k) -> (k, j)>,
                       affine_map<(i, j, k) -> (i, j)>]
      ins(%x, %dy : tensor<8x16xf32>, tensor<8x32xf32>) outs(%zw : tensor<16x32xf32>) -> tensor<16x32xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %dw : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%mi: f32, %g: f32, %o: f32):
      %t = arith.mulf %mi, %beta : f32
      %s = arith.addf %t, %g : f32
      linalg.yield %s : f32
    } -> tensor<16x32xf32>
  %w2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %m2 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%ew : tensor<16x32xf32>) {
    ^bb0(%wi: f32, %mi: f32, %o: f32):
      %t = arith.mulf %mi, %lr : f32
      %s = arith.subf %wi, %t : f32
      linalg.yield %s : f32
    } -> tensor<16x32xf32>
  return %loss, %w2, %m2 : tensor<f32>, tensor<16x32xf32>, tensor<16x32xf32>
}
