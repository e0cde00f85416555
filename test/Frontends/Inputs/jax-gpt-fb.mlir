#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d1, d0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> ()>
#map13 = affine_map<() -> ()>
#map14 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map15 = affine_map<(d0, d1, d2) -> (d0)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map18 = affine_map<(d0) -> (d0)>
module @jit_step {
  func.func public @main(%arg0: tensor<64x32xf32> {memopt.name = "wte.weight", memopt.role = "parameter"}, %arg1: tensor<16x32xf32> {memopt.name = "wpe.weight", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "h.0.ln_1.weight", memopt.role = "parameter"}, %arg3: tensor<32xf32> {memopt.name = "h.0.ln_1.bias", memopt.role = "parameter"}, %arg4: tensor<96x32xf32> {memopt.name = "h.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg5: tensor<96xf32> {memopt.name = "h.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg6: tensor<32x32xf32> {memopt.name = "h.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32xf32> {memopt.name = "h.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "h.0.ln_2.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "h.0.ln_2.bias", memopt.role = "parameter"}, %arg10: tensor<128x32xf32> {memopt.name = "h.0.mlp.0.weight", memopt.role = "parameter"}, %arg11: tensor<128xf32> {memopt.name = "h.0.mlp.0.bias", memopt.role = "parameter"}, %arg12: tensor<32x128xf32> {memopt.name = "h.0.mlp.2.weight", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "h.0.mlp.2.bias", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "h.1.ln_1.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "h.1.ln_1.bias", memopt.role = "parameter"}, %arg16: tensor<96x32xf32> {memopt.name = "h.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg17: tensor<96xf32> {memopt.name = "h.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg18: tensor<32x32xf32> {memopt.name = "h.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg19: tensor<32xf32> {memopt.name = "h.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg20: tensor<32xf32> {memopt.name = "h.1.ln_2.weight", memopt.role = "parameter"}, %arg21: tensor<32xf32> {memopt.name = "h.1.ln_2.bias", memopt.role = "parameter"}, %arg22: tensor<128x32xf32> {memopt.name = "h.1.mlp.0.weight", memopt.role = "parameter"}, %arg23: tensor<128xf32> {memopt.name = "h.1.mlp.0.bias", memopt.role = "parameter"}, %arg24: tensor<32x128xf32> {memopt.name = "h.1.mlp.2.weight", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "h.1.mlp.2.bias", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<32xf32> {memopt.name = "ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<2x16xi32> {memopt.name = "tokens", memopt.range = array<i64: 0, 64>, memopt.role = "input"}, %arg29: tensor<2x16xi32> {memopt.name = "targets", memopt.range = array<i64: 0, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "wte.weight.grad", memopt.role = "gradient"}, tensor<16x32xf32> {memopt.name = "wpe.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_1.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_1.bias.grad", memopt.role = "gradient"}, tensor<96x32xf32> {memopt.name = "h.0.attn.c_attn.weight.grad", memopt.role = "gradient"}, tensor<96xf32> {memopt.name = "h.0.attn.c_attn.bias.grad", memopt.role = "gradient"}, tensor<32x32xf32> {memopt.name = "h.0.attn.c_proj.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.attn.c_proj.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.ln_2.bias.grad", memopt.role = "gradient"}, tensor<128x32xf32> {memopt.name = "h.0.mlp.0.weight.grad", memopt.role = "gradient"}, tensor<128xf32> {memopt.name = "h.0.mlp.0.bias.grad", memopt.role = "gradient"}, tensor<32x128xf32> {memopt.name = "h.0.mlp.2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.0.mlp.2.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_1.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_1.bias.grad", memopt.role = "gradient"}, tensor<96x32xf32> {memopt.name = "h.1.attn.c_attn.weight.grad", memopt.role = "gradient"}, tensor<96xf32> {memopt.name = "h.1.attn.c_attn.bias.grad", memopt.role = "gradient"}, tensor<32x32xf32> {memopt.name = "h.1.attn.c_proj.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.attn.c_proj.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.ln_2.bias.grad", memopt.role = "gradient"}, tensor<128x32xf32> {memopt.name = "h.1.mlp.0.weight.grad", memopt.role = "gradient"}, tensor<128xf32> {memopt.name = "h.1.mlp.0.bias.grad", memopt.role = "gradient"}, tensor<32x128xf32> {memopt.name = "h.1.mlp.2.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "h.1.mlp.2.bias.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "ln_f.weight.grad", memopt.role = "gradient"}, tensor<32xf32> {memopt.name = "ln_f.bias.grad", memopt.role = "gradient"}) {
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant {memopt.phase = "backward"} 2 : index
    %cst = arith.constant {memopt.phase = "backward"} -1.000000e+00 : f32
    %cst_0 = arith.constant {memopt.phase = "forward"} 0x7FC00000 : f32
    %c63 = arith.constant {memopt.phase = "forward"} 63 : index
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index
    %c63_i32 = arith.constant {memopt.phase = "forward"} 63 : i32
    %cst_1 = arith.constant {memopt.phase = "forward"} 0.797884583 : f32
    %cst_2 = arith.constant {memopt.phase = "forward"} 4.471500e-02 : f32
    %cst_3 = arith.constant {memopt.phase = "forward"} 3.000000e+00 : f32
    %cst_4 = arith.constant {memopt.phase = "forward"} 0xFF800000 : f32
    %true = arith.constant {memopt.phase = "forward"} true
    %cst_5 = arith.constant {memopt.phase = "forward"} 4.000000e+00 : f32
    %cst_6 = arith.constant {memopt.phase = "forward"} 1.000000e+00 : f32
    %cst_7 = arith.constant {memopt.phase = "forward"} 5.000000e-01 : f32
    %cst_8 = arith.constant {memopt.phase = "forward"} 9.99999974E-6 : f32
    %cst_9 = arith.constant {memopt.phase = "forward"} 2.000000e+00 : f32
    %cst_10 = arith.constant {memopt.phase = "forward"} 3.200000e+01 : f32
    %cst_11 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32
    %c64_i32 = arith.constant {memopt.phase = "forward"} 64 : i32
    %c0_i32 = arith.constant {memopt.phase = "forward"} 0 : i32
    %cst_12 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x16x64xf32>
    %cst_13 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32>
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x16xi32>) outs(%0 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1173 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %1173 : i1
    } -> tensor<2x16xi1>
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<2x16xi32>) outs(%2 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %1173 = arith.addi %in, %c64_i32 : i32
      linalg.yield %1173 : i32
    } -> tensor<2x16xi32>
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg28 : tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) outs(%4 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: i32, %in_173: i32, %out: i32):
      %1173 = arith.select %in, %in_172, %in_173 : i32
      linalg.yield %1173 : i32
    } -> tensor<2x16xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x1xi32>) outs(%6 : tensor<2x16x1x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %1173 = arith.index_cast %in : i32 to index
      %1174 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%1173, %1174] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x1x32xf32>
    %collapsed = tensor.collapse_shape %7 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x1x32xf32> into tensor<2x16x32xf32>
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16x32xf32>) outs(%8 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %9 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %12 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %13 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%12 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x16x32xf32>) outs(%13 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_14 = tensor.expand_shape %14 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %15 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %17 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %18 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %19 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %18 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%19 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %21 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x32xf32>) outs(%21 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %23 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_9 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %25 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %26 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%25 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x16x32xf32>) outs(%26 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_15 = tensor.expand_shape %27 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %28 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<2x16x1xf32>) outs(%28 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %30 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %in, %cst_8 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %32 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x16x1xf32>) outs(%32 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.sqrt %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %34 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16x1xf32>) outs(%34 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_7, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %36 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16x1xf32>) outs(%36 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %37 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%38 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %40 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16x1xf32>) outs(%40 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %42 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x16x1xf32>) outs(%42 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %44 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%44 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %46 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %45 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%46 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %48 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%48 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %50 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %49 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%50 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %52 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<96x32xf32>) outs(%52 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_16 = tensor.collapse_shape %51 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %55 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%54 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %56 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_16, %53 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%55 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %expanded_17 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32>
    %57 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32>
    %58 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<96xf32>) outs(%57 : tensor<2x16x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x96xf32>
    %59 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17, %58 : tensor<2x16x96xf32>, tensor<2x16x96xf32>) outs(%59 : tensor<2x16x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x96xf32>
    %extracted_slice = tensor.extract_slice %60[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_18 = tensor.extract_slice %60[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_19 = tensor.extract_slice %60[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %61 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<2x16x2x16xf32>) outs(%61 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_18 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %63 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<2x16x2x16xf32>) outs(%63 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_19 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %65 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x16x2x16xf32>) outs(%65 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %67 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %68 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<2x2x16x16xf32>) outs(%67 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_23 = tensor.collapse_shape %62 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_24 = tensor.collapse_shape %68 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %69 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %70 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%69 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %71 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_23, %collapsed_24 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%70 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_25 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %72 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x2x16x16xf32>) outs(%72 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_5 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %74 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi32>
    %75 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%74 : tensor<16x16xi32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %1173 = linalg.index 0 : index
      %1174 = arith.index_cast %1173 : index to i32
      linalg.yield %1174 : i32
    } -> tensor<16x16xi32>
    %76 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi32>
    %77 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%76 : tensor<16x16xi32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %1173 = linalg.index 1 : index
      %1174 = arith.index_cast %1173 : index to i32
      linalg.yield %1174 : i32
    } -> tensor<16x16xi32>
    %78 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi1>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %77 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%78 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i32, %in_172: i32, %out: i1):
      %1173 = arith.cmpi sge, %in, %in_172 : i32
      linalg.yield %1173 : i1
    } -> tensor<16x16xi1>
    %80 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xi1>
    %81 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<16x16xi1>) outs(%80 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x16x16xi1>
    %82 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %73 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%82 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: f32, %out: f32):
      %1173 = arith.select %in, %in_172, %cst_4 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %84 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %85 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_4 : f32) outs(%84 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<2x2x16x16xf32>) outs(%85 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.maximumf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %87 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<2x2x16xf32>) outs(%87 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %89 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %88 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%89 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %91 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<2x2x16x16xf32>) outs(%91 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.exp %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %93 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %94 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%93 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<2x2x16x16xf32>) outs(%94 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %expanded_26 = tensor.expand_shape %95 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %96 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<2x2x16xf32>) outs(%96 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %98 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %97 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%98 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %100 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x2x16x1xf32>) outs(%100 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x1xf32>
    %102 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<2x2x16x1xf32>) outs(%102 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x1xf32>
    %collapsed_27 = tensor.collapse_shape %99 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %66 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %104 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %105 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%104 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %106 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_27, %collapsed_28 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%105 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_29 = tensor.expand_shape %106 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %107 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %108 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x2x16x16xf32>) outs(%107 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %109 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %110 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x32xf32>) outs(%109 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_30 = tensor.collapse_shape %108 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %111 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %112 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%111 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_30, %110 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%112 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_31 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %114 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%114 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %116 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_31, %115 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%116 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %118 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %117 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%118 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %120 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %121 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%120 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x16x32xf32>) outs(%121 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_32 = tensor.expand_shape %122 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %123 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x16x1xf32>) outs(%123 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %125 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x1xf32>) outs(%125 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %127 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %126 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%127 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %129 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x16x32xf32>) outs(%129 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %131 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x16x32xf32>) outs(%131 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_9 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %133 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %134 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%133 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<2x16x32xf32>) outs(%134 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_33 = tensor.expand_shape %135 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %136 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x16x1xf32>) outs(%136 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %138 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x16x1xf32>) outs(%138 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %in, %cst_8 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %140 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x16x1xf32>) outs(%140 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.sqrt %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %142 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf32>) outs(%142 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_7, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %144 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf32>) outs(%144 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %146 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %145 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%146 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %148 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf32>) outs(%148 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %150 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x16x1xf32>) outs(%150 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %152 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %153 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%152 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %154 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %153 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%154 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %156 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %157 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%156 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %158 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %157 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%158 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %160 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32>
    %161 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<128x32xf32>) outs(%160 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_34 = tensor.collapse_shape %159 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %162 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32>
    %163 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%162 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %164 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_34, %161 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%163 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_35 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %165 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %166 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%165 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %167 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %166 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%167 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %169 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x16x128xf32>) outs(%169 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %171 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %168 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%171 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %173 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x16x128xf32>) outs(%173 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %175 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x16x128xf32>) outs(%175 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %177 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %178 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %176 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%177 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %179 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x16x128xf32>) outs(%179 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %181 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x16x128xf32>) outs(%181 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.tanh %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %183 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x128xf32>) outs(%183 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.subf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %185 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x128xf32>) outs(%185 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %in, %cst_6 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %187 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x16x128xf32>) outs(%187 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_7 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %189 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %188 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%189 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %191 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x32xf32>
    %192 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x128xf32>) outs(%191 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_36 = tensor.collapse_shape %190 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %193 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %194 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%193 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %195 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_36, %192 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%194 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_37 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %196 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %197 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%196 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %198 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %199 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %197 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%198 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %200 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %199 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%200 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %202 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %203 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%202 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x16x32xf32>) outs(%203 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_38 = tensor.expand_shape %204 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %205 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x16x1xf32>) outs(%205 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %207 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x1xf32>) outs(%207 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %209 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %208 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%209 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %211 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16x32xf32>) outs(%211 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %213 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16x32xf32>) outs(%213 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_9 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %215 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %216 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%215 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%212 : tensor<2x16x32xf32>) outs(%216 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_39 = tensor.expand_shape %217 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %218 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %219 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x16x1xf32>) outs(%218 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %220 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x16x1xf32>) outs(%220 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %in, %cst_8 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %222 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x16x1xf32>) outs(%222 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.sqrt %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %224 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x16x1xf32>) outs(%224 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_7, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %226 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %227 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x16x1xf32>) outs(%226 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %228 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %227 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%228 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %230 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x16x1xf32>) outs(%230 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %232 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %233 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x16x1xf32>) outs(%232 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %234 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %235 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%234 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %236 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %235 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%236 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %238 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %239 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<32xf32>) outs(%238 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %240 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %239 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%240 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %242 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %243 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<96x32xf32>) outs(%242 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_40 = tensor.collapse_shape %241 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %244 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %245 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%244 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %246 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_40, %243 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%245 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %expanded_41 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32>
    %247 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32>
    %248 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<96xf32>) outs(%247 : tensor<2x16x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x96xf32>
    %249 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %248 : tensor<2x16x96xf32>, tensor<2x16x96xf32>) outs(%249 : tensor<2x16x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x96xf32>
    %extracted_slice_42 = tensor.extract_slice %250[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_43 = tensor.extract_slice %250[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_44 = tensor.extract_slice %250[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_45 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %251 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %252 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x16x2x16xf32>) outs(%251 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_46 = tensor.expand_shape %extracted_slice_43 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %253 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %254 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x16x2x16xf32>) outs(%253 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %255 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %256 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<2x16x2x16xf32>) outs(%255 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %257 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %258 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<2x2x16x16xf32>) outs(%257 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_48 = tensor.collapse_shape %252 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_49 = tensor.collapse_shape %258 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %259 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %260 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%259 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %261 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_48, %collapsed_49 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%260 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_50 = tensor.expand_shape %261 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %262 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x2x16x16xf32>) outs(%262 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_5 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %264 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %265 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %263 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%264 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: f32, %out: f32):
      %1173 = arith.select %in, %in_172, %cst_4 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %266 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %267 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_4 : f32) outs(%266 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %268 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%265 : tensor<2x2x16x16xf32>) outs(%267 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.maximumf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %269 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<2x2x16xf32>) outs(%269 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %271 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %270 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%271 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %273 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<2x2x16x16xf32>) outs(%273 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.exp %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %275 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %276 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%275 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%274 : tensor<2x2x16x16xf32>) outs(%276 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %expanded_51 = tensor.expand_shape %277 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %278 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<2x2x16xf32>) outs(%278 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %280 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %279 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%280 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %282 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x2x16x1xf32>) outs(%282 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x1xf32>
    %284 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %285 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<2x2x16x1xf32>) outs(%284 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x1xf32>
    %collapsed_52 = tensor.collapse_shape %281 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_53 = tensor.collapse_shape %256 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %286 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %287 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%286 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %288 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_52, %collapsed_53 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%287 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_54 = tensor.expand_shape %288 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %289 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %290 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x2x16x16xf32>) outs(%289 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %291 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %292 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32x32xf32>) outs(%291 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_55 = tensor.collapse_shape %290 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %293 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %294 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%293 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %295 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_55, %292 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%294 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_56 = tensor.expand_shape %295 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %296 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %297 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<32xf32>) outs(%296 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %298 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %297 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%298 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %300 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %299 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%300 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %302 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %303 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%302 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %304 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<2x16x32xf32>) outs(%303 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_57 = tensor.expand_shape %304 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %305 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %306 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<2x16x1xf32>) outs(%305 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %307 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %308 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<2x16x1xf32>) outs(%307 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %309 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %310 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %308 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%309 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %311 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %312 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x16x32xf32>) outs(%311 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %313 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x16x32xf32>) outs(%313 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_9 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %315 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %316 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%315 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%312 : tensor<2x16x32xf32>) outs(%316 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_58 = tensor.expand_shape %317 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %318 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x16x1xf32>) outs(%318 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %320 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x16x1xf32>) outs(%320 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %in, %cst_8 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %322 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x16x1xf32>) outs(%322 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.sqrt %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %324 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x16x1xf32>) outs(%324 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_7, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %326 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %327 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x16x1xf32>) outs(%326 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %328 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %329 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %327 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%328 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %330 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x16x1xf32>) outs(%330 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %332 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %333 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<2x16x1xf32>) outs(%332 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %334 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %335 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%334 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %336 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %337 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %335 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%336 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %338 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %339 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%338 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %340 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %341 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %339 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%340 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %342 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x128xf32>
    %343 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128x32xf32>) outs(%342 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_59 = tensor.collapse_shape %341 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %344 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x128xf32>
    %345 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%344 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %346 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_59, %343 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%345 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_60 = tensor.expand_shape %346 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %347 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %348 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%347 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %349 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %348 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%349 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %351 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<2x16x128xf32>) outs(%351 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %353 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %350 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%353 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %355 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<2x16x128xf32>) outs(%355 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %357 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<2x16x128xf32>) outs(%357 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %359 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %358 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%359 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %361 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<2x16x128xf32>) outs(%361 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %363 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %364 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<2x16x128xf32>) outs(%363 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.tanh %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %365 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %366 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x16x128xf32>) outs(%365 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.subf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %367 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %368 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x16x128xf32>) outs(%367 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %in, %cst_6 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %369 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<2x16x128xf32>) outs(%369 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_7 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %371 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %370 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%371 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %373 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<128x32xf32>
    %374 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x128xf32>) outs(%373 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_61 = tensor.collapse_shape %372 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %375 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %376 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_11 : f32) outs(%375 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %377 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_61, %374 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%376 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_62 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %378 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %379 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%378 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %380 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %379 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%380 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %382 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %381 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%382 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %384 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %385 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%384 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %386 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<2x16x32xf32>) outs(%385 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_63 = tensor.expand_shape %386 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %387 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x16x1xf32>) outs(%387 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %389 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %390 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<2x16x1xf32>) outs(%389 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %391 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %390 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%391 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %393 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x16x32xf32>) outs(%393 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %395 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %396 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x16x32xf32>) outs(%395 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_9 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %397 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %398 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%397 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %399 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%394 : tensor<2x16x32xf32>) outs(%398 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_64 = tensor.expand_shape %399 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %400 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %401 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<2x16x1xf32>) outs(%400 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %402 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<2x16x1xf32>) outs(%402 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %in, %cst_8 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %404 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403 : tensor<2x16x1xf32>) outs(%404 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.sqrt %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %406 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x16x1xf32>) outs(%406 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_7, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %408 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %409 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x16x1xf32>) outs(%408 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %410 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %409 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%410 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %412 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x16x1xf32>) outs(%412 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %414 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %415 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<2x16x1xf32>) outs(%414 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %cst_6, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %416 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %417 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%416 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %418 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %417 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%418 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %420 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %421 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%420 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %422 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %421 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%422 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %424 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %425 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%424 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_65 = tensor.collapse_shape %423 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %426 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %427 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%426 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %428 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_65, %425 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%427 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_66 = tensor.expand_shape %428 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32>
    %429 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %430 = linalg.fill {memopt.phase = "forward"} ins(%cst_4 : f32) outs(%429 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %431 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_66 : tensor<2x16x64xf32>) outs(%430 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.maximumf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %432 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %433 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<2x16xf32>) outs(%432 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %434 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %433 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%434 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x64xf32>
    %436 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %437 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<2x16x64xf32>) outs(%436 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.exp %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x64xf32>
    %438 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %439 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%438 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%437 : tensor<2x16x64xf32>) outs(%439 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_67 = tensor.expand_shape %440 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %441 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x16x1xf32>) outs(%441 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = math.log %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %443 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<2x16x1xf32>) outs(%443 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %445 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %446 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %444 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%445 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.subf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x64xf32>
    %expanded_68 = tensor.expand_shape %arg29 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %447 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %448 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<2x16x1xi32>) outs(%447 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1173 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %1173 : i1
    } -> tensor<2x16x1xi1>
    %449 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %450 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<2x16x1xi32>) outs(%449 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %1173 = arith.addi %in, %c64_i32 : i32
      linalg.yield %1173 : i32
    } -> tensor<2x16x1xi32>
    %451 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %452 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %450, %expanded_68 : tensor<2x16x1xi1>, tensor<2x16x1xi32>, tensor<2x16x1xi32>) outs(%451 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: i32, %in_173: i32, %out: i32):
      %1173 = arith.select %in, %in_172, %in_173 : i32
      linalg.yield %1173 : i32
    } -> tensor<2x16x1xi32>
    %expanded_69 = tensor.expand_shape %452 [[0], [1], [2, 3]] output_shape [2, 16, 1, 1] {memopt.phase = "forward"} : tensor<2x16x1xi32> into tensor<2x16x1x1xi32>
    %453 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x16x1x1xi32>) outs(%453 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1173 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %1173 : i1
    } -> tensor<2x16x1x1xi1>
    %455 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x16x1x1xi32>) outs(%455 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1173 = arith.cmpi sle, %in, %c63_i32 : i32
      linalg.yield %1173 : i1
    } -> tensor<2x16x1x1xi1>
    %457 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454, %456 : tensor<2x16x1x1xi1>, tensor<2x16x1x1xi1>) outs(%457 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: i1, %out: i1):
      %1173 = arith.andi %in, %in_172 : i1
      linalg.yield %1173 : i1
    } -> tensor<2x16x1x1xi1>
    %459 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %460 = linalg.fill {memopt.phase = "forward"} ins(%true : i1) outs(%459 : tensor<2x16x1xi1>) -> tensor<2x16x1xi1>
    %461 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%458 : tensor<2x16x1x1xi1>) outs(%460 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1173 = arith.andi %out, %in : i1
      linalg.yield %1173 : i1
    } -> tensor<2x16x1xi1>
    %462 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %463 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%462 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      %1173 = linalg.index 0 : index
      %1174 = linalg.index 1 : index
      %extracted = tensor.extract %expanded_69[%1173, %1174, %c0, %c0] : tensor<2x16x1x1xi32>
      %1175 = arith.index_cast %extracted : i32 to index
      %1176 = arith.maxsi %1175, %c0 : index
      %1177 = arith.minsi %1176, %c63 : index
      %extracted_172 = tensor.extract %446[%1173, %1174, %1177] : tensor<2x16x64xf32>
      linalg.yield %extracted_172 : f32
    } -> tensor<2x16x1xf32>
    %464 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %465 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %463 : tensor<2x16x1xi1>, tensor<2x16x1xf32>) outs(%464 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_172: f32, %out: f32):
      %1173 = arith.select %in, %in_172, %cst_0 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %466 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %467 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%466 : tensor<f32>) -> tensor<f32>
    %468 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["reduction", "reduction", "reduction"]} ins(%465 : tensor<2x16x1xf32>) outs(%467 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<f32>
    %469 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %470 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%468 : tensor<f32>) outs(%469 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<f32>
    %471 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %472 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%470 : tensor<f32>) outs(%471 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<f32>
    %473 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %474 = linalg.generic {indexing_maps = [#map13], iterator_types = []} outs(%473 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %475 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %476 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%474 : tensor<f32>) outs(%475 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<f32>
    %477 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %478 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<f32>) outs(%477 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x1xf32>
    %479 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %480 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%479 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %1173 = linalg.index 0 : index
      %1174 = arith.index_cast %1173 : index to i32
      linalg.yield %1174 : i32
    } -> tensor<2x16x1x1xi32>
    %481 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %482 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%481 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %1173 = linalg.index 1 : index
      %1174 = arith.index_cast %1173 : index to i32
      linalg.yield %1174 : i32
    } -> tensor<2x16x1x1xi32>
    %483 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x3xi32>
    %inserted_slice = tensor.insert_slice %480 into %483[0, 0, 0, 0] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_70 = tensor.insert_slice %482 into %inserted_slice[0, 0, 0, 1] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_71 = tensor.insert_slice %expanded_69 into %inserted_slice_70[0, 0, 0, 2] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %collapsed_72 = tensor.collapse_shape %inserted_slice_71 [[0, 1, 2], [3]] {memopt.phase = "backward"} : tensor<2x16x1x3xi32> into tensor<32x3xi32>
    %collapsed_73 = tensor.collapse_shape %478 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<32xf32>
    %484 = scf.for %arg30 = %c0 to %c32 step %c1 iter_args(%arg31 = %cst_12) -> (tensor<2x16x64xf32>) {
      %extracted = tensor.extract %collapsed_72[%arg30, %c0] : tensor<32x3xi32>
      %1173 = arith.index_cast %extracted : i32 to index
      %extracted_172 = tensor.extract %collapsed_72[%arg30, %c1] : tensor<32x3xi32>
      %1174 = arith.index_cast %extracted_172 : i32 to index
      %extracted_173 = tensor.extract %collapsed_72[%arg30, %c2] : tensor<32x3xi32>
      %1175 = arith.index_cast %extracted_173 : i32 to index
      %extracted_slice_174 = tensor.extract_slice %collapsed_73[%arg30] [1] [1] : tensor<32xf32> to tensor<f32>
      %extracted_slice_175 = tensor.extract_slice %arg31[%1173, %1174, %1175] [1, 1, 1] [1, 1, 1] : tensor<2x16x64xf32> to tensor<f32>
      %1176 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%extracted_slice_174 : tensor<f32>) outs(%extracted_slice_175 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %1177 = arith.addf %out, %in : f32
        linalg.yield %1177 : f32
      } -> tensor<f32>
      %inserted_slice_176 = tensor.insert_slice %1176 into %arg31[%1173, %1174, %1175] [1, 1, 1] [1, 1, 1] : tensor<f32> into tensor<2x16x64xf32>
      scf.yield %inserted_slice_176 : tensor<2x16x64xf32>
    } {memopt.phase = "backward"}
    %485 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %486 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<2x16x64xf32>) outs(%485 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x64xf32>
    %487 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %488 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%487 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %489 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<2x16x64xf32>) outs(%488 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_74 = tensor.expand_shape %489 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %490 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %491 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %expanded_67 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%490 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %492 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %493 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%492 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %494 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%491 : tensor<2x16x1xf32>) outs(%493 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %495 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %496 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<2x16xf32>) outs(%495 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %497 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %437 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%497 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x64xf32>
    %499 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %500 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %498 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%499 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x64xf32>
    %501 = tensor.empty() {memopt.phase = "backward"} : tensor<64x2x16xf32>
    %502 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<2x16x64xf32>) outs(%501 : tensor<64x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x16xf32>
    %collapsed_75 = tensor.collapse_shape %502 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<64x2x16xf32> into tensor<64x32xf32>
    %503 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %504 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%503 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %505 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_75, %collapsed_65 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%504 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %506 = tensor.empty() {memopt.phase = "backward"} : tensor<32x64xf32>
    %507 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%505 : tensor<64x32xf32>) outs(%506 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_76 = tensor.collapse_shape %500 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32>
    %508 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %509 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%425 : tensor<32x64xf32>) outs(%508 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %510 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %511 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%510 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %512 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_76, %509 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%511 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_77 = tensor.expand_shape %512 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %513 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %514 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%507 : tensor<32x64xf32>) outs(%513 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %515 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %516 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%515 : tensor<32xf32>) -> tensor<32xf32>
    %517 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_77 : tensor<2x16x32xf32>) outs(%516 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_78 = tensor.expand_shape %517 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %518 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %519 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%518 : tensor<32xf32>) -> tensor<32xf32>
    %520 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_78 : tensor<1x1x32xf32>) outs(%519 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %521 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %expanded_77 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%521 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %523 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %524 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%523 : tensor<32xf32>) -> tensor<32xf32>
    %525 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%522 : tensor<2x16x32xf32>) outs(%524 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_79 = tensor.expand_shape %525 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %526 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %527 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %417 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%526 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %528 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %529 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%528 : tensor<32xf32>) -> tensor<32xf32>
    %530 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_79 : tensor<1x1x32xf32>) outs(%529 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %531 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %532 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<2x16x1xf32>) outs(%531 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %533 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %532 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%533 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %535 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %392 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%535 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %537 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %538 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%537 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %539 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%536 : tensor<2x16x32xf32>) outs(%538 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %540 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%539 : tensor<2x16xf32>) outs(%540 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_80 = tensor.expand_shape %541 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %542 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %543 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %409 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%542 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %544 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %545 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %407 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%544 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %546 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %547 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<2x16x32xf32>) outs(%546 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %548 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %549 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%548 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %550 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%547 : tensor<2x16x32xf32>) outs(%549 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_81 = tensor.expand_shape %550 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %551 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %552 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545 : tensor<2x16x1xf32>) outs(%551 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %553 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %554 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%553 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%552 : tensor<2x16x1xf32>) outs(%554 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %556 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %557 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<2x16xf32>) outs(%556 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %558 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %559 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %396 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%558 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %560 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %561 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<2x16x32xf32>) outs(%560 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %562 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %563 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%562 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %564 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%561 : tensor<2x16x32xf32>) outs(%563 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_82 = tensor.expand_shape %564 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %565 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %566 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %559 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%565 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %567 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %568 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %expanded_82 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%567 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %569 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %570 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<2x16x1xf32>) outs(%569 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %571 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %572 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%571 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %573 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%570 : tensor<2x16x1xf32>) outs(%572 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %574 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %575 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<2x16xf32>) outs(%574 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %576 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %577 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %575 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%576 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %578 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %579 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%578 : tensor<32xf32>) -> tensor<32xf32>
    %580 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%577 : tensor<2x16x32xf32>) outs(%579 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_83 = tensor.expand_shape %580 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %581 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %582 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%581 : tensor<32xf32>) -> tensor<32xf32>
    %583 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_83 : tensor<1x1x32xf32>) outs(%582 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %584 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %585 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577 : tensor<2x16x32xf32>) outs(%584 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_84 = tensor.collapse_shape %585 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %586 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %587 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%586 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %588 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_84, %collapsed_61 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%587 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %589 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %590 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<32x128xf32>) outs(%589 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_85 = tensor.collapse_shape %577 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %591 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %592 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<128x32xf32>) outs(%591 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %593 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %594 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%593 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %595 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_85, %592 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%594 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_86 = tensor.expand_shape %595 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %596 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %597 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%590 : tensor<128x32xf32>) outs(%596 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %598 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %599 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %expanded_86 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%598 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %600 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %601 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %370 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%600 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %602 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %603 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<2x16x128xf32>) outs(%602 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_7 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %604 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %605 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %366 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%604 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %606 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %607 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %364 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%606 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %608 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %609 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %607 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%608 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %610 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %611 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<2x16x128xf32>) outs(%610 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %612 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %613 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %611 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%612 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %614 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %615 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611 : tensor<2x16x128xf32>) outs(%614 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %616 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %617 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %356 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%616 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %618 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %619 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %617 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%618 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %620 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128xf32>
    %621 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%620 : tensor<128xf32>) -> tensor<128xf32>
    %622 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%619 : tensor<2x16x128xf32>) outs(%621 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<128xf32>
    %expanded_87 = tensor.expand_shape %622 [[0, 1, 2]] output_shape [1, 1, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128xf32> into tensor<1x1x128xf32>
    %623 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128xf32>
    %624 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%623 : tensor<128xf32>) -> tensor<128xf32>
    %625 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_87 : tensor<1x1x128xf32>) outs(%624 : tensor<128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<128xf32>
    %626 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x2x16xf32>
    %627 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<2x16x128xf32>) outs(%626 : tensor<128x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %collapsed_88 = tensor.collapse_shape %627 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %628 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %629 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%628 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %630 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_88, %collapsed_59 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%629 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %631 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %632 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%630 : tensor<128x32xf32>) outs(%631 : tensor<32x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_89 = tensor.collapse_shape %619 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %633 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %634 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%343 : tensor<32x128xf32>) outs(%633 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %635 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %636 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%635 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %637 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_89, %634 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%636 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_90 = tensor.expand_shape %637 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %638 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %639 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%632 : tensor<32x128xf32>) outs(%638 : tensor<128x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %640 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %641 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%640 : tensor<32xf32>) -> tensor<32xf32>
    %642 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_90 : tensor<2x16x32xf32>) outs(%641 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_91 = tensor.expand_shape %642 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %643 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %644 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%643 : tensor<32xf32>) -> tensor<32xf32>
    %645 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_91 : tensor<1x1x32xf32>) outs(%644 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %646 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %647 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %expanded_90 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%646 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %648 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %649 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%648 : tensor<32xf32>) -> tensor<32xf32>
    %650 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%647 : tensor<2x16x32xf32>) outs(%649 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_92 = tensor.expand_shape %650 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %651 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %652 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %335 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%651 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %653 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %654 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%653 : tensor<32xf32>) -> tensor<32xf32>
    %655 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_92 : tensor<1x1x32xf32>) outs(%654 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %656 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %657 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x1xf32>) outs(%656 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %658 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %659 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %657 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%658 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %660 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %661 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659, %310 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%660 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %662 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %663 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%662 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %664 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%661 : tensor<2x16x32xf32>) outs(%663 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %665 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %666 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<2x16xf32>) outs(%665 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_93 = tensor.expand_shape %666 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %667 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %668 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %327 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%667 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %669 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %670 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %325 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%669 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %671 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %672 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<2x16x32xf32>) outs(%671 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %673 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %674 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%673 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %675 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%672 : tensor<2x16x32xf32>) outs(%674 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_94 = tensor.expand_shape %675 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %676 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %677 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %668 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%676 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %678 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %679 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<2x16x1xf32>) outs(%678 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %680 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %681 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%680 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %682 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%679 : tensor<2x16x1xf32>) outs(%681 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %683 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %684 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<2x16xf32>) outs(%683 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %685 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %686 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %314 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%685 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %687 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %688 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686 : tensor<2x16x32xf32>) outs(%687 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %689 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %690 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%689 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %691 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%688 : tensor<2x16x32xf32>) outs(%690 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_95 = tensor.expand_shape %691 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %692 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %693 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %686 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%692 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %694 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %expanded_95 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%694 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %696 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %697 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<2x16x1xf32>) outs(%696 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %698 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %699 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%698 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %700 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%697 : tensor<2x16x1xf32>) outs(%699 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %701 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %702 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700 : tensor<2x16xf32>) outs(%701 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %703 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %704 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %702 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%703 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %705 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %706 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%705 : tensor<32xf32>) -> tensor<32xf32>
    %707 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%704 : tensor<2x16x32xf32>) outs(%706 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_96 = tensor.expand_shape %707 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %708 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %709 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%708 : tensor<32xf32>) -> tensor<32xf32>
    %710 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_96 : tensor<1x1x32xf32>) outs(%709 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %711 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %712 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704 : tensor<2x16x32xf32>) outs(%711 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_97 = tensor.collapse_shape %712 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %713 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %714 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%713 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %715 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_97, %collapsed_55 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%714 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %716 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %717 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%715 : tensor<32x32xf32>) outs(%716 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_98 = tensor.collapse_shape %704 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %718 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %719 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<32x32xf32>) outs(%718 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %720 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %721 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%720 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %722 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_98, %719 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%721 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %723 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %724 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%717 : tensor<32x32xf32>) outs(%723 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %expanded_99 = tensor.expand_shape %722 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %725 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %726 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_99 : tensor<2x16x2x16xf32>) outs(%725 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %727 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %728 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726 : tensor<2x2x16x16xf32>) outs(%727 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_100 = tensor.collapse_shape %728 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %729 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %730 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%729 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %731 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_100, %collapsed_52 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%730 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_101 = tensor.expand_shape %731 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %732 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %733 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<2x2x16x16xf32>) outs(%732 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %734 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %735 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256 : tensor<2x2x16x16xf32>) outs(%734 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_102 = tensor.collapse_shape %726 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_103 = tensor.collapse_shape %735 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %736 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %737 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%736 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %738 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_102, %collapsed_103 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%737 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_104 = tensor.expand_shape %738 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %739 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %740 = linalg.generic {indexing_maps = [#map16, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<2x2x16x1xf32>) outs(%739 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %741 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %742 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %740 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%741 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %743 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %274 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%743 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %745 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %746 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%745 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %747 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%744 : tensor<2x2x16x16xf32>) outs(%746 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %748 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %749 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<2x2x16xf32>) outs(%748 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %expanded_105 = tensor.expand_shape %749 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %750 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %279 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%750 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %752 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %753 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%752 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %754 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_105 : tensor<2x2x16x1xf32>) outs(%753 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %755 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %756 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%754 : tensor<2x2x16xf32>) outs(%755 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %757 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751, %756 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%757 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %759 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%758, %274 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%759 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %761 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %760 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%761 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: f32, %out: f32):
      %1173 = arith.select %in, %in_172, %cst_11 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %763 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762 : tensor<2x2x16x16xf32>) outs(%763 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_5 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %765 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %766 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%764 : tensor<2x2x16x16xf32>) outs(%765 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_106 = tensor.collapse_shape %766 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %767 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %768 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%767 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %769 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_106, %collapsed_48 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%768 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_107 = tensor.expand_shape %769 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %770 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %771 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<2x2x16x16xf32>) outs(%770 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %772 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %773 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<2x2x16x16xf32>) outs(%772 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_108 = tensor.collapse_shape %764 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_109 = tensor.collapse_shape %773 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %774 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %775 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%774 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %776 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_108, %collapsed_109 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%775 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_110 = tensor.expand_shape %776 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %777 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %778 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771 : tensor<2x2x16x16xf32>) outs(%777 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %779 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %780 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733 : tensor<2x2x16x16xf32>) outs(%779 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_111 = tensor.collapse_shape %780 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %781 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %782 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778 : tensor<2x2x16x16xf32>) outs(%781 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_112 = tensor.collapse_shape %782 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %783 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %784 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110 : tensor<2x2x16x16xf32>) outs(%783 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_113 = tensor.collapse_shape %784 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %785 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32>
    %inserted_slice_114 = tensor.insert_slice %collapsed_113 into %785[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_115 = tensor.insert_slice %collapsed_112 into %inserted_slice_114[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_116 = tensor.insert_slice %collapsed_111 into %inserted_slice_115[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %786 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96xf32>
    %787 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%786 : tensor<96xf32>) -> tensor<96xf32>
    %788 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_116 : tensor<2x16x96xf32>) outs(%787 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<96xf32>
    %expanded_117 = tensor.expand_shape %788 [[0, 1, 2]] output_shape [1, 1, 96] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96xf32> into tensor<1x1x96xf32>
    %789 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96xf32>
    %790 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%789 : tensor<96xf32>) -> tensor<96xf32>
    %791 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_117 : tensor<1x1x96xf32>) outs(%790 : tensor<96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<96xf32>
    %792 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32>
    %793 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_116 : tensor<2x16x96xf32>) outs(%792 : tensor<96x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x2x16xf32>
    %collapsed_118 = tensor.collapse_shape %793 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32> into tensor<96x32xf32>
    %794 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %795 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%794 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %796 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_118, %collapsed_40 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%795 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %797 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x96xf32>
    %798 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%796 : tensor<96x32xf32>) outs(%797 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_119 = tensor.collapse_shape %inserted_slice_116 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32>
    %799 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %800 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<32x96xf32>) outs(%799 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %801 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %802 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%801 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %803 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_119, %800 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%802 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_120 = tensor.expand_shape %803 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %804 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %805 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%798 : tensor<32x96xf32>) outs(%804 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %806 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %807 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%806 : tensor<32xf32>) -> tensor<32xf32>
    %808 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_120 : tensor<2x16x32xf32>) outs(%807 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_121 = tensor.expand_shape %808 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %809 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %810 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%809 : tensor<32xf32>) -> tensor<32xf32>
    %811 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_121 : tensor<1x1x32xf32>) outs(%810 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %812 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %813 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %expanded_120 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%812 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %814 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %815 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%814 : tensor<32xf32>) -> tensor<32xf32>
    %816 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%813 : tensor<2x16x32xf32>) outs(%815 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_122 = tensor.expand_shape %816 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %817 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %818 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120, %235 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%817 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %819 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %820 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%819 : tensor<32xf32>) -> tensor<32xf32>
    %821 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_122 : tensor<1x1x32xf32>) outs(%820 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %822 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %823 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x16x1xf32>) outs(%822 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %824 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %825 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %823 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%824 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %826 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %827 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %210 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%826 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %828 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %829 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%828 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %830 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%827 : tensor<2x16x32xf32>) outs(%829 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %831 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<2x16xf32>) outs(%831 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_123 = tensor.expand_shape %832 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %833 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %834 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %227 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%833 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %835 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %836 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %225 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%835 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %837 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %838 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834 : tensor<2x16x32xf32>) outs(%837 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %839 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %840 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%839 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %841 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%838 : tensor<2x16x32xf32>) outs(%840 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_124 = tensor.expand_shape %841 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %842 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %843 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %834 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%842 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %844 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %845 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836 : tensor<2x16x1xf32>) outs(%844 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %846 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %847 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%846 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %848 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%845 : tensor<2x16x1xf32>) outs(%847 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %849 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %850 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848 : tensor<2x16xf32>) outs(%849 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %851 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %852 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %214 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%851 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %853 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %854 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<2x16x32xf32>) outs(%853 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %855 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %856 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%855 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %857 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%854 : tensor<2x16x32xf32>) outs(%856 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_125 = tensor.expand_shape %857 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %858 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %859 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %852 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%858 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %860 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %861 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %expanded_125 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%860 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %862 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %863 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861 : tensor<2x16x1xf32>) outs(%862 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %864 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %865 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%864 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %866 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%863 : tensor<2x16x1xf32>) outs(%865 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %867 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %868 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%866 : tensor<2x16xf32>) outs(%867 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %869 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %870 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859, %868 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%869 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %871 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %872 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%871 : tensor<32xf32>) -> tensor<32xf32>
    %873 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%870 : tensor<2x16x32xf32>) outs(%872 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_126 = tensor.expand_shape %873 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %874 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %875 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%874 : tensor<32xf32>) -> tensor<32xf32>
    %876 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_126 : tensor<1x1x32xf32>) outs(%875 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %877 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %878 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870 : tensor<2x16x32xf32>) outs(%877 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_127 = tensor.collapse_shape %878 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %879 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %880 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%879 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %881 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_127, %collapsed_36 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%880 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %882 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %883 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%881 : tensor<32x128xf32>) outs(%882 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_128 = tensor.collapse_shape %870 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %884 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %885 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<128x32xf32>) outs(%884 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %886 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %887 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%886 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %888 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_128, %885 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%887 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_129 = tensor.expand_shape %888 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %889 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %890 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%883 : tensor<128x32xf32>) outs(%889 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %891 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %892 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %expanded_129 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%891 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %893 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %894 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %188 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%893 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %895 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %896 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%892 : tensor<2x16x128xf32>) outs(%895 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_7 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %897 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %898 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896, %184 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%897 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %899 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %900 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %182 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%899 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %901 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %902 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %900 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%901 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %903 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %904 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902 : tensor<2x16x128xf32>) outs(%903 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %905 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %906 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%894, %904 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%905 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %907 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %908 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%904 : tensor<2x16x128xf32>) outs(%907 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %909 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %910 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %174 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%909 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %911 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32>
    %912 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906, %910 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%911 : tensor<2x16x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x128xf32>
    %913 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128xf32>
    %914 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%913 : tensor<128xf32>) -> tensor<128xf32>
    %915 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%912 : tensor<2x16x128xf32>) outs(%914 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<128xf32>
    %expanded_130 = tensor.expand_shape %915 [[0, 1, 2]] output_shape [1, 1, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128xf32> into tensor<1x1x128xf32>
    %916 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128xf32>
    %917 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%916 : tensor<128xf32>) -> tensor<128xf32>
    %918 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_130 : tensor<1x1x128xf32>) outs(%917 : tensor<128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<128xf32>
    %919 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128x2x16xf32>
    %920 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%912 : tensor<2x16x128xf32>) outs(%919 : tensor<128x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %collapsed_131 = tensor.collapse_shape %920 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %921 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %922 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%921 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %923 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_131, %collapsed_34 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%922 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %924 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x128xf32>
    %925 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%923 : tensor<128x32xf32>) outs(%924 : tensor<32x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_132 = tensor.collapse_shape %912 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %926 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %927 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<32x128xf32>) outs(%926 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %928 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %929 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%928 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %930 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_132, %927 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%929 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_133 = tensor.expand_shape %930 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %931 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<128x32xf32>
    %932 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%925 : tensor<32x128xf32>) outs(%931 : tensor<128x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %933 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %934 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%933 : tensor<32xf32>) -> tensor<32xf32>
    %935 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_133 : tensor<2x16x32xf32>) outs(%934 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_134 = tensor.expand_shape %935 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %936 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %937 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%936 : tensor<32xf32>) -> tensor<32xf32>
    %938 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_134 : tensor<1x1x32xf32>) outs(%937 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %939 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %940 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %expanded_133 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%939 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %941 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %942 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%941 : tensor<32xf32>) -> tensor<32xf32>
    %943 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%940 : tensor<2x16x32xf32>) outs(%942 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_135 = tensor.expand_shape %943 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %944 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %945 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_133, %153 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%944 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %946 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %947 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%946 : tensor<32xf32>) -> tensor<32xf32>
    %948 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_135 : tensor<1x1x32xf32>) outs(%947 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %949 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %950 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x16x1xf32>) outs(%949 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %951 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %952 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %950 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%951 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %953 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %954 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%952, %128 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%953 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %955 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %956 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%955 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %957 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%954 : tensor<2x16x32xf32>) outs(%956 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %958 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %959 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%957 : tensor<2x16xf32>) outs(%958 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_136 = tensor.expand_shape %959 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %960 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %961 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %145 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%960 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %962 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %963 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136, %143 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%962 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %964 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %965 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961 : tensor<2x16x32xf32>) outs(%964 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %966 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %967 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%966 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %968 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%965 : tensor<2x16x32xf32>) outs(%967 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_137 = tensor.expand_shape %968 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %969 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %970 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870, %961 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%969 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %971 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %972 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963 : tensor<2x16x1xf32>) outs(%971 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %973 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %974 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%973 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %975 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%972 : tensor<2x16x1xf32>) outs(%974 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %976 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %977 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%975 : tensor<2x16xf32>) outs(%976 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %978 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %979 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977, %132 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%978 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %980 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %981 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%979 : tensor<2x16x32xf32>) outs(%980 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %982 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %983 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%982 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %984 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%981 : tensor<2x16x32xf32>) outs(%983 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_138 = tensor.expand_shape %984 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %985 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %986 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970, %979 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%985 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %987 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %988 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %expanded_138 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%987 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %989 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %990 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<2x16x1xf32>) outs(%989 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %991 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %992 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%991 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %993 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%990 : tensor<2x16x1xf32>) outs(%992 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %994 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %995 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%993 : tensor<2x16xf32>) outs(%994 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %996 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %997 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%986, %995 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%996 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %998 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %999 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%998 : tensor<32xf32>) -> tensor<32xf32>
    %1000 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%997 : tensor<2x16x32xf32>) outs(%999 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_139 = tensor.expand_shape %1000 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1001 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %1002 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1001 : tensor<32xf32>) -> tensor<32xf32>
    %1003 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_139 : tensor<1x1x32xf32>) outs(%1002 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %1004 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1005 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997 : tensor<2x16x32xf32>) outs(%1004 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_140 = tensor.collapse_shape %1005 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %1006 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %1007 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1006 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1008 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_140, %collapsed_30 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1007 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1009 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %1010 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1008 : tensor<32x32xf32>) outs(%1009 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_141 = tensor.collapse_shape %997 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1011 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %1012 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<32x32xf32>) outs(%1011 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1013 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %1014 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1013 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1015 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_141, %1012 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1014 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1016 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %1017 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1010 : tensor<32x32xf32>) outs(%1016 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %expanded_142 = tensor.expand_shape %1015 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %1018 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1019 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_142 : tensor<2x16x2x16xf32>) outs(%1018 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1020 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1021 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1019 : tensor<2x2x16x16xf32>) outs(%1020 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_143 = tensor.collapse_shape %1021 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1022 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1023 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1022 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1024 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_143, %collapsed_27 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1023 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_144 = tensor.expand_shape %1024 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1025 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1026 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144 : tensor<2x2x16x16xf32>) outs(%1025 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1027 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1028 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x2x16x16xf32>) outs(%1027 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_145 = tensor.collapse_shape %1019 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_146 = tensor.collapse_shape %1028 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1029 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1030 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1029 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1031 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_145, %collapsed_146 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1030 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_147 = tensor.expand_shape %1031 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1032 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1033 = linalg.generic {indexing_maps = [#map16, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x2x16x1xf32>) outs(%1032 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1034 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1035 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_147, %1033 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1034 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %1036 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1037 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035, %92 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1036 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %1038 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1039 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1038 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %1040 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1037 : tensor<2x2x16x16xf32>) outs(%1039 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %1041 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1042 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1040 : tensor<2x2x16xf32>) outs(%1041 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %expanded_148 = tensor.expand_shape %1042 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %1043 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1044 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_147, %97 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1043 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %1045 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1046 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1045 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %1047 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_148 : tensor<2x2x16x1xf32>) outs(%1046 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16xf32>
    %1048 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1049 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047 : tensor<2x2x16xf32>) outs(%1048 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1050 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1051 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %1049 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1050 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %1052 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1053 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1051, %92 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1052 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %1054 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1055 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %1053 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%1054 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_172: f32, %out: f32):
      %1173 = arith.select %in, %in_172, %cst_11 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %1056 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1057 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055 : tensor<2x2x16x16xf32>) outs(%1056 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_5 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x2x16x16xf32>
    %1058 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1059 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1057 : tensor<2x2x16x16xf32>) outs(%1058 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_149 = tensor.collapse_shape %1059 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1060 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1061 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1060 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1062 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_149, %collapsed_23 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1061 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_150 = tensor.expand_shape %1062 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1063 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1064 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<2x2x16x16xf32>) outs(%1063 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1065 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1066 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x2x16x16xf32>) outs(%1065 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_151 = tensor.collapse_shape %1057 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_152 = tensor.collapse_shape %1066 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1067 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1068 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1067 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1069 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_151, %collapsed_152 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1068 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_153 = tensor.expand_shape %1069 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1070 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1071 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1064 : tensor<2x2x16x16xf32>) outs(%1070 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1072 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1073 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026 : tensor<2x2x16x16xf32>) outs(%1072 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_154 = tensor.collapse_shape %1073 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %1074 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1075 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1071 : tensor<2x2x16x16xf32>) outs(%1074 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_155 = tensor.collapse_shape %1075 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %1076 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1077 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<2x2x16x16xf32>) outs(%1076 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_156 = tensor.collapse_shape %1077 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %1078 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32>
    %inserted_slice_157 = tensor.insert_slice %collapsed_156 into %1078[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_158 = tensor.insert_slice %collapsed_155 into %inserted_slice_157[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_159 = tensor.insert_slice %collapsed_154 into %inserted_slice_158[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %1079 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96xf32>
    %1080 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1079 : tensor<96xf32>) -> tensor<96xf32>
    %1081 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_159 : tensor<2x16x96xf32>) outs(%1080 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<96xf32>
    %expanded_160 = tensor.expand_shape %1081 [[0, 1, 2]] output_shape [1, 1, 96] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96xf32> into tensor<1x1x96xf32>
    %1082 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96xf32>
    %1083 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1082 : tensor<96xf32>) -> tensor<96xf32>
    %1084 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_160 : tensor<1x1x96xf32>) outs(%1083 : tensor<96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<96xf32>
    %1085 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32>
    %1086 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_159 : tensor<2x16x96xf32>) outs(%1085 : tensor<96x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x2x16xf32>
    %collapsed_161 = tensor.collapse_shape %1086 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32> into tensor<96x32xf32>
    %1087 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %1088 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1087 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %1089 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_161, %collapsed_16 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%1088 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %1090 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x96xf32>
    %1091 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1089 : tensor<96x32xf32>) outs(%1090 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_162 = tensor.collapse_shape %inserted_slice_159 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32>
    %1092 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %1093 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<32x96xf32>) outs(%1092 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %1094 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %1095 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1094 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1096 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_162, %1093 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%1095 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_163 = tensor.expand_shape %1096 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1097 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %1098 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1091 : tensor<32x96xf32>) outs(%1097 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %1099 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %1100 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1099 : tensor<32xf32>) -> tensor<32xf32>
    %1101 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_163 : tensor<2x16x32xf32>) outs(%1100 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_164 = tensor.expand_shape %1101 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1102 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %1103 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1102 : tensor<32xf32>) -> tensor<32xf32>
    %1104 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_164 : tensor<1x1x32xf32>) outs(%1103 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %1105 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %expanded_163 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1105 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1107 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %1108 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1107 : tensor<32xf32>) -> tensor<32xf32>
    %1109 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1106 : tensor<2x16x32xf32>) outs(%1108 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %expanded_165 = tensor.expand_shape %1109 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1110 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1111 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %45 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1110 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1112 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %1113 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1112 : tensor<32xf32>) -> tensor<32xf32>
    %1114 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_165 : tensor<1x1x32xf32>) outs(%1113 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<32xf32>
    %1115 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1116 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x16x1xf32>) outs(%1115 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1117 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1118 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1111, %1116 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1117 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1119 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1118, %20 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1119 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1121 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %1122 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1121 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1123 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1120 : tensor<2x16x32xf32>) outs(%1122 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %1124 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %1125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1123 : tensor<2x16xf32>) outs(%1124 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_166 = tensor.expand_shape %1125 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1126 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1127 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1111, %37 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1126 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.divf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1128 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1129 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %35 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1128 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %1130 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1131 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1127 : tensor<2x16x32xf32>) outs(%1130 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1132 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %1133 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1132 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1134 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1131 : tensor<2x16x32xf32>) outs(%1133 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_167 = tensor.expand_shape %1134 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1135 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1136 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997, %1127 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1135 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1137 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1129 : tensor<2x16x1xf32>) outs(%1137 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %1139 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %1140 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1139 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1141 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1138 : tensor<2x16x1xf32>) outs(%1140 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %1142 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1143 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1141 : tensor<2x16xf32>) outs(%1142 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1144 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1143, %24 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1144 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.mulf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1146 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145 : tensor<2x16x32xf32>) outs(%1146 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.negf %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1148 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %1149 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1148 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1150 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1147 : tensor<2x16x32xf32>) outs(%1149 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %expanded_168 = tensor.expand_shape %1150 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1151 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1136, %1145 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1151 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1153 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1154 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167, %expanded_168 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1153 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %1155 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154 : tensor<2x16x1xf32>) outs(%1155 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.divf %in, %cst_10 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x1xf32>
    %1157 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %1158 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1157 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1159 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1156 : tensor<2x16x1xf32>) outs(%1158 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16xf32>
    %1160 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1161 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1159 : tensor<2x16xf32>) outs(%1160 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1162 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152, %1161 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1162 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<2x16x32xf32>
    %1164 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %1165 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1164 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %1166 = linalg.generic {indexing_maps = [#map17, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1163 : tensor<2x16x32xf32>) outs(%1165 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<16x32xf32>
    %expanded_169 = tensor.expand_shape %1166 [[0, 1], [2]] output_shape [1, 16, 32] {memopt.phase = "backward"} : tensor<16x32xf32> into tensor<1x16x32xf32>
    %1167 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %1168 = linalg.fill {memopt.phase = "backward"} ins(%cst_11 : f32) outs(%1167 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %1169 = linalg.generic {indexing_maps = [#map17, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_169 : tensor<1x16x32xf32>) outs(%1168 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1173 = arith.addf %out, %in : f32
      linalg.yield %1173 : f32
    } -> tensor<16x32xf32>
    %collapsed_170 = tensor.collapse_shape %expanded [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x1xi32> into tensor<32x1xi32>
    %collapsed_171 = tensor.collapse_shape %1163 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1170 = scf.for %arg30 = %c0 to %c32 step %c1 iter_args(%arg31 = %cst_13) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %collapsed_170[%arg30, %c0] : tensor<32x1xi32>
      %1173 = arith.index_cast %extracted : i32 to index
      %extracted_slice_172 = tensor.extract_slice %collapsed_171[%arg30, 0] [1, 32] [1, 1] : tensor<32x32xf32> to tensor<32xf32>
      %extracted_slice_173 = tensor.extract_slice %arg31[%1173, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<32xf32>
      %1174 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%extracted_slice_172 : tensor<32xf32>) outs(%extracted_slice_173 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1175 = arith.addf %out, %in : f32
        linalg.yield %1175 : f32
      } -> tensor<32xf32>
      %inserted_slice_174 = tensor.insert_slice %1174 into %arg31[%1173, 0] [1, 32] [1, 1] : tensor<32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_174 : tensor<64x32xf32>
    } {memopt.phase = "backward"}
    %1171 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %1172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%514, %1170 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1171 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_172: f32, %out: f32):
      %1173 = arith.addf %in, %in_172 : f32
      linalg.yield %1173 : f32
    } -> tensor<64x32xf32>
    return {memopt.phase = "backward"} %472, %1172, %1169, %1114, %1104, %1098, %1084, %1017, %1003, %948, %938, %932, %918, %890, %876, %821, %811, %805, %791, %724, %710, %655, %645, %639, %625, %597, %583, %530, %520 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
