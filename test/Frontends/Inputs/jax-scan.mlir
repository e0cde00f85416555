#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d2)>
#map9 = affine_map<(d0, d1) -> (d1, d0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2) -> ()>
#map17 = affine_map<() -> ()>
#map18 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map19 = affine_map<(d0, d1, d2) -> (d0)>
#map20 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map22 = affine_map<(d0, d1) -> (d1)>
#map23 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map24 = affine_map<(d0) -> (d0)>
#map25 = affine_map<(d0, d1) -> ()>
#map26 = affine_map<(d0) -> ()>
module @jit_step {
  func.func public @main(%arg0: tensor<2x96xf32> {memopt.name = "h.attn.c_attn.bias", memopt.role = "parameter"}, %arg1: tensor<2x96x32xf32> {memopt.name = "h.attn.c_attn.weight", memopt.role = "parameter"}, %arg2: tensor<2x32xf32> {memopt.name = "h.attn.c_proj.bias", memopt.role = "parameter"}, %arg3: tensor<2x32x32xf32> {memopt.name = "h.attn.c_proj.weight", memopt.role = "parameter"}, %arg4: tensor<2x32xf32> {memopt.name = "h.ln_1.bias", memopt.role = "parameter"}, %arg5: tensor<2x32xf32> {memopt.name = "h.ln_1.weight", memopt.role = "parameter"}, %arg6: tensor<2x32xf32> {memopt.name = "h.ln_2.bias", memopt.role = "parameter"}, %arg7: tensor<2x32xf32> {memopt.name = "h.ln_2.weight", memopt.role = "parameter"}, %arg8: tensor<2x128xf32> {memopt.name = "h.mlp.0.bias", memopt.role = "parameter"}, %arg9: tensor<2x128x32xf32> {memopt.name = "h.mlp.0.weight", memopt.role = "parameter"}, %arg10: tensor<2x32xf32> {memopt.name = "h.mlp.2.bias", memopt.role = "parameter"}, %arg11: tensor<2x32x128xf32> {memopt.name = "h.mlp.2.weight", memopt.role = "parameter"}, %arg12: tensor<32xf32> {memopt.name = "ln_f.bias", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "ln_f.weight", memopt.role = "parameter"}, %arg14: tensor<16x32xf32> {memopt.name = "wpe.weight", memopt.role = "parameter"}, %arg15: tensor<64x32xf32> {memopt.name = "wte.weight", memopt.role = "parameter"}, %arg16: tensor<i32> {memopt.name = "opt.0.count", memopt.role = "optimizer_state"}, %arg17: tensor<2x96xf32> {memopt.name = "h.attn.c_attn.bias.mu", memopt.role = "optimizer_state"}, %arg18: tensor<2x96x32xf32> {memopt.name = "h.attn.c_attn.weight.mu", memopt.role = "optimizer_state"}, %arg19: tensor<2x32xf32> {memopt.name = "h.attn.c_proj.bias.mu", memopt.role = "optimizer_state"}, %arg20: tensor<2x32x32xf32> {memopt.name = "h.attn.c_proj.weight.mu", memopt.role = "optimizer_state"}, %arg21: tensor<2x32xf32> {memopt.name = "h.ln_1.bias.mu", memopt.role = "optimizer_state"}, %arg22: tensor<2x32xf32> {memopt.name = "h.ln_1.weight.mu", memopt.role = "optimizer_state"}, %arg23: tensor<2x32xf32> {memopt.name = "h.ln_2.bias.mu", memopt.role = "optimizer_state"}, %arg24: tensor<2x32xf32> {memopt.name = "h.ln_2.weight.mu", memopt.role = "optimizer_state"}, %arg25: tensor<2x128xf32> {memopt.name = "h.mlp.0.bias.mu", memopt.role = "optimizer_state"}, %arg26: tensor<2x128x32xf32> {memopt.name = "h.mlp.0.weight.mu", memopt.role = "optimizer_state"}, %arg27: tensor<2x32xf32> {memopt.name = "h.mlp.2.bias.mu", memopt.role = "optimizer_state"}, %arg28: tensor<2x32x128xf32> {memopt.name = "h.mlp.2.weight.mu", memopt.role = "optimizer_state"}, %arg29: tensor<32xf32> {memopt.name = "ln_f.bias.mu", memopt.role = "optimizer_state"}, %arg30: tensor<32xf32> {memopt.name = "ln_f.weight.mu", memopt.role = "optimizer_state"}, %arg31: tensor<16x32xf32> {memopt.name = "wpe.weight.mu", memopt.role = "optimizer_state"}, %arg32: tensor<64x32xf32> {memopt.name = "wte.weight.mu", memopt.role = "optimizer_state"}, %arg33: tensor<2x96xf32> {memopt.name = "h.attn.c_attn.bias.nu", memopt.role = "optimizer_state"}, %arg34: tensor<2x96x32xf32> {memopt.name = "h.attn.c_attn.weight.nu", memopt.role = "optimizer_state"}, %arg35: tensor<2x32xf32> {memopt.name = "h.attn.c_proj.bias.nu", memopt.role = "optimizer_state"}, %arg36: tensor<2x32x32xf32> {memopt.name = "h.attn.c_proj.weight.nu", memopt.role = "optimizer_state"}, %arg37: tensor<2x32xf32> {memopt.name = "h.ln_1.bias.nu", memopt.role = "optimizer_state"}, %arg38: tensor<2x32xf32> {memopt.name = "h.ln_1.weight.nu", memopt.role = "optimizer_state"}, %arg39: tensor<2x32xf32> {memopt.name = "h.ln_2.bias.nu", memopt.role = "optimizer_state"}, %arg40: tensor<2x32xf32> {memopt.name = "h.ln_2.weight.nu", memopt.role = "optimizer_state"}, %arg41: tensor<2x128xf32> {memopt.name = "h.mlp.0.bias.nu", memopt.role = "optimizer_state"}, %arg42: tensor<2x128x32xf32> {memopt.name = "h.mlp.0.weight.nu", memopt.role = "optimizer_state"}, %arg43: tensor<2x32xf32> {memopt.name = "h.mlp.2.bias.nu", memopt.role = "optimizer_state"}, %arg44: tensor<2x32x128xf32> {memopt.name = "h.mlp.2.weight.nu", memopt.role = "optimizer_state"}, %arg45: tensor<32xf32> {memopt.name = "ln_f.bias.nu", memopt.role = "optimizer_state"}, %arg46: tensor<32xf32> {memopt.name = "ln_f.weight.nu", memopt.role = "optimizer_state"}, %arg47: tensor<16x32xf32> {memopt.name = "wpe.weight.nu", memopt.role = "optimizer_state"}, %arg48: tensor<64x32xf32> {memopt.name = "wte.weight.nu", memopt.role = "optimizer_state"}, %arg49: tensor<2x16xi32> {memopt.name = "targets", memopt.range = array<i64: 0, 61>, memopt.role = "input"}, %arg50: tensor<2x16xi32> {memopt.name = "tokens", memopt.range = array<i64: 5, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<2x96xf32> {memopt.name = "h.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<2x96x32xf32> {memopt.name = "h.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<2x32xf32> {memopt.name = "h.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<2x32x32xf32> {memopt.name = "h.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<2x32xf32> {memopt.name = "h.ln_1.bias.new", memopt.role = "parameter"}, tensor<2x32xf32> {memopt.name = "h.ln_1.weight.new", memopt.role = "parameter"}, tensor<2x32xf32> {memopt.name = "h.ln_2.bias.new", memopt.role = "parameter"}, tensor<2x32xf32> {memopt.name = "h.ln_2.weight.new", memopt.role = "parameter"}, tensor<2x128xf32> {memopt.name = "h.mlp.0.bias.new", memopt.role = "parameter"}, tensor<2x128x32xf32> {memopt.name = "h.mlp.0.weight.new", memopt.role = "parameter"}, tensor<2x32xf32> {memopt.name = "h.mlp.2.bias.new", memopt.role = "parameter"}, tensor<2x32x128xf32> {memopt.name = "h.mlp.2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "ln_f.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "ln_f.weight.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "wpe.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "wte.weight.new", memopt.role = "parameter"}, tensor<i32> {memopt.name = "opt.0.count.new", memopt.role = "optimizer_state"}, tensor<2x96xf32> {memopt.name = "h.attn.c_attn.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x96x32xf32> {memopt.name = "h.attn.c_attn.weight.mu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.attn.c_proj.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x32x32xf32> {memopt.name = "h.attn.c_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_1.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_1.weight.mu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_2.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_2.weight.mu.new", memopt.role = "optimizer_state"}, tensor<2x128xf32> {memopt.name = "h.mlp.0.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x128x32xf32> {memopt.name = "h.mlp.0.weight.mu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.mlp.2.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x32x128xf32> {memopt.name = "h.mlp.2.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.weight.mu.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "wpe.weight.mu.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "wte.weight.mu.new", memopt.role = "optimizer_state"}, tensor<2x96xf32> {memopt.name = "h.attn.c_attn.bias.nu.new", memopt.role = "optimizer_state"}, tensor<2x96x32xf32> {memopt.name = "h.attn.c_attn.weight.nu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.attn.c_proj.bias.nu.new", memopt.role = "optimizer_state"}, tensor<2x32x32xf32> {memopt.name = "h.attn.c_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_1.bias.nu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_1.weight.nu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_2.bias.nu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.ln_2.weight.nu.new", memopt.role = "optimizer_state"}, tensor<2x128xf32> {memopt.name = "h.mlp.0.bias.nu.new", memopt.role = "optimizer_state"}, tensor<2x128x32xf32> {memopt.name = "h.mlp.0.weight.nu.new", memopt.role = "optimizer_state"}, tensor<2x32xf32> {memopt.name = "h.mlp.2.bias.nu.new", memopt.role = "optimizer_state"}, tensor<2x32x128xf32> {memopt.name = "h.mlp.2.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.bias.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.weight.nu.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "wpe.weight.nu.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "wte.weight.nu.new", memopt.role = "optimizer_state"}) {
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant -1.000000e-03 : f32
    %cst_1 = arith.constant 9.99999974E-5 : f32
    %cst_2 = arith.constant 9.99999993E-9 : f32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst_3 = arith.constant 9.990000e-01 : f32
    %cst_4 = arith.constant 1.000000e-03 : f32
    %cst_5 = arith.constant 0.899999976 : f32
    %cst_6 = arith.constant 1.000000e-01 : f32
    %cst_7 = arith.constant {memopt.phase = "forward"} 0x7FC00000 : f32
    %c63 = arith.constant {memopt.phase = "forward"} 63 : index
    %c63_i32 = arith.constant {memopt.phase = "forward"} 63 : i32
    %cst_8 = arith.constant {memopt.phase = "forward"} 0.797884583 : f32
    %cst_9 = arith.constant {memopt.phase = "forward"} 4.471500e-02 : f32
    %cst_10 = arith.constant {memopt.phase = "forward"} 3.000000e+00 : f32
    %cst_11 = arith.constant {memopt.phase = "forward"} 0xFF800000 : f32
    %cst_12 = arith.constant {memopt.phase = "forward"} 4.000000e+00 : f32
    %cst_13 = arith.constant {memopt.phase = "forward"} 1.000000e+00 : f32
    %cst_14 = arith.constant {memopt.phase = "forward"} 5.000000e-01 : f32
    %cst_15 = arith.constant {memopt.phase = "forward"} 9.99999974E-6 : f32
    %cst_16 = arith.constant {memopt.phase = "forward"} 2.000000e+00 : f32
    %cst_17 = arith.constant {memopt.phase = "forward"} 3.200000e+01 : f32
    %cst_18 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32
    %c1 = arith.constant {memopt.phase = "forward"} 1 : index
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index
    %true = arith.constant {memopt.phase = "forward"} true
    %c64_i32 = arith.constant {memopt.phase = "forward"} 64 : i32
    %cst_19 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x16x64xf32>
    %c1_i32 = arith.constant {memopt.phase = "backward"} 1 : i32
    %c2_i32 = arith.constant {memopt.phase = "backward"} 2 : i32
    %c0_i32 = arith.constant {memopt.phase = "backward"} 0 : i32
    %cst_20 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32>
    %cst_21 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x128xf32>
    %cst_22 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x32xf32>
    %cst_23 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x96x32xf32>
    %cst_24 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x96xf32>
    %cst_25 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x128x32xf32>
    %cst_26 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x2x16x128xf32>
    %cst_27 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x32x128xf32>
    %cst_28 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x32x32xf32>
    %cst_29 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x2x2x16x1xf32>
    %cst_30 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x2x2x16x16xf32>
    %cst_31 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x32x96xf32>
    %cst_32 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x1x1x32xf32>
    %cst_33 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x2x16x1xf32>
    %cst_34 = arith.constant {memopt.phase = "forward"} dense<0.000000e+00> : tensor<2x2x16x32xf32>
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<2x16xi32>) outs(%0 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %825 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %825 : i1
    } -> tensor<2x16xi1>
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<2x16xi32>) outs(%2 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %825 = arith.addi %in, %c64_i32 : i32
      linalg.yield %825 : i32
    } -> tensor<2x16xi32>
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg50 : tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) outs(%4 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_58: i32, %in_59: i32, %out: i32):
      %825 = arith.select %in, %in_58, %in_59 : i32
      linalg.yield %825 : i32
    } -> tensor<2x16xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x1xi32>) outs(%6 : tensor<2x16x1x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %825 = arith.index_cast %in : i32 to index
      %826 = linalg.index 3 : index
      %extracted = tensor.extract %arg15[%825, %826] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x1x32xf32>
    %collapsed = tensor.collapse_shape %7 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x1x32xf32> into tensor<2x16x32xf32>
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<16x32xf32>) outs(%8 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %9 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %12 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi32>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<16x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %825 = linalg.index 0 : index
      %826 = arith.index_cast %825 : index to i32
      linalg.yield %826 : i32
    } -> tensor<16x16xi32>
    %14 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi32>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%14 : tensor<16x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %825 = linalg.index 1 : index
      %826 = arith.index_cast %825 : index to i32
      linalg.yield %826 : i32
    } -> tensor<16x16xi32>
    %16 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi1>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %15 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%16 : tensor<16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %in_58: i32, %out: i1):
      %825 = arith.cmpi sge, %in, %in_58 : i32
      linalg.yield %825 : i1
    } -> tensor<16x16xi1>
    %18 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xi1>
    %19 = linalg.generic {indexing_maps = [#map5, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<16x16xi1>) outs(%18 : tensor<2x2x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x16x16xi1>
    %20:35 = scf.for %arg51 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg52 = %11, %arg53 = %cst_34, %arg54 = %cst_33, %arg55 = %cst_33, %arg56 = %cst_34, %arg57 = %cst_33, %arg58 = %cst_32, %arg59 = %cst_34, %arg60 = %cst_31, %arg61 = %cst_34, %arg62 = %cst_30, %arg63 = %cst_30, %arg64 = %cst_30, %arg65 = %cst_29, %arg66 = %cst_29, %arg67 = %cst_30, %arg68 = %cst_30, %arg69 = %cst_28, %arg70 = %cst_34, %arg71 = %cst_34, %arg72 = %cst_33, %arg73 = %cst_33, %arg74 = %cst_34, %arg75 = %cst_33, %arg76 = %cst_32, %arg77 = %cst_34, %arg78 = %cst_27, %arg79 = %cst_34, %arg80 = %cst_26, %arg81 = %cst_26, %arg82 = %cst_26, %arg83 = %cst_26, %arg84 = %cst_26, %arg85 = %cst_25, %arg86 = %cst_26) -> (tensor<2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x1x1x32xf32>, tensor<2x2x16x32xf32>, tensor<2x32x96xf32>, tensor<2x2x16x32xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x1xf32>, tensor<2x2x2x16x1xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>, tensor<2x32x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x1x1x32xf32>, tensor<2x2x16x32xf32>, tensor<2x32x128xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x128x32xf32>, tensor<2x2x16x128xf32>)  : i32 {
      %825 = arith.index_cast %arg51 : i32 to index
      %826 = arith.maxsi %825, %c0 : index
      %827 = arith.minsi %826, %c1 : index
      %extracted_slice = tensor.extract_slice %arg0[%827, 0] [1, 96] [1, 1] : tensor<2x96xf32> to tensor<1x96xf32>
      %collapsed_58 = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<1x96xf32> into tensor<96xf32>
      %828 = arith.index_cast %arg51 : i32 to index
      %829 = arith.maxsi %828, %c0 : index
      %830 = arith.minsi %829, %c1 : index
      %extracted_slice_59 = tensor.extract_slice %arg1[%830, 0, 0] [1, 96, 32] [1, 1, 1] : tensor<2x96x32xf32> to tensor<1x96x32xf32>
      %collapsed_60 = tensor.collapse_shape %extracted_slice_59 [[0, 1], [2]] : tensor<1x96x32xf32> into tensor<96x32xf32>
      %831 = arith.index_cast %arg51 : i32 to index
      %832 = arith.maxsi %831, %c0 : index
      %833 = arith.minsi %832, %c1 : index
      %extracted_slice_61 = tensor.extract_slice %arg2[%833, 0] [1, 32] [1, 1] : tensor<2x32xf32> to tensor<1x32xf32>
      %collapsed_62 = tensor.collapse_shape %extracted_slice_61 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %834 = arith.index_cast %arg51 : i32 to index
      %835 = arith.maxsi %834, %c0 : index
      %836 = arith.minsi %835, %c1 : index
      %extracted_slice_63 = tensor.extract_slice %arg3[%836, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<2x32x32xf32> to tensor<1x32x32xf32>
      %collapsed_64 = tensor.collapse_shape %extracted_slice_63 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
      %837 = arith.index_cast %arg51 : i32 to index
      %838 = arith.maxsi %837, %c0 : index
      %839 = arith.minsi %838, %c1 : index
      %extracted_slice_65 = tensor.extract_slice %arg4[%839, 0] [1, 32] [1, 1] : tensor<2x32xf32> to tensor<1x32xf32>
      %collapsed_66 = tensor.collapse_shape %extracted_slice_65 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %840 = arith.index_cast %arg51 : i32 to index
      %841 = arith.maxsi %840, %c0 : index
      %842 = arith.minsi %841, %c1 : index
      %extracted_slice_67 = tensor.extract_slice %arg5[%842, 0] [1, 32] [1, 1] : tensor<2x32xf32> to tensor<1x32xf32>
      %collapsed_68 = tensor.collapse_shape %extracted_slice_67 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %843 = arith.index_cast %arg51 : i32 to index
      %844 = arith.maxsi %843, %c0 : index
      %845 = arith.minsi %844, %c1 : index
      %extracted_slice_69 = tensor.extract_slice %arg6[%845, 0] [1, 32] [1, 1] : tensor<2x32xf32> to tensor<1x32xf32>
      %collapsed_70 = tensor.collapse_shape %extracted_slice_69 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %846 = arith.index_cast %arg51 : i32 to index
      %847 = arith.maxsi %846, %c0 : index
      %848 = arith.minsi %847, %c1 : index
      %extracted_slice_71 = tensor.extract_slice %arg7[%848, 0] [1, 32] [1, 1] : tensor<2x32xf32> to tensor<1x32xf32>
      %collapsed_72 = tensor.collapse_shape %extracted_slice_71 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %849 = arith.index_cast %arg51 : i32 to index
      %850 = arith.maxsi %849, %c0 : index
      %851 = arith.minsi %850, %c1 : index
      %extracted_slice_73 = tensor.extract_slice %arg8[%851, 0] [1, 128] [1, 1] : tensor<2x128xf32> to tensor<1x128xf32>
      %collapsed_74 = tensor.collapse_shape %extracted_slice_73 [[0, 1]] : tensor<1x128xf32> into tensor<128xf32>
      %852 = arith.index_cast %arg51 : i32 to index
      %853 = arith.maxsi %852, %c0 : index
      %854 = arith.minsi %853, %c1 : index
      %extracted_slice_75 = tensor.extract_slice %arg9[%854, 0, 0] [1, 128, 32] [1, 1, 1] : tensor<2x128x32xf32> to tensor<1x128x32xf32>
      %collapsed_76 = tensor.collapse_shape %extracted_slice_75 [[0, 1], [2]] : tensor<1x128x32xf32> into tensor<128x32xf32>
      %855 = arith.index_cast %arg51 : i32 to index
      %856 = arith.maxsi %855, %c0 : index
      %857 = arith.minsi %856, %c1 : index
      %extracted_slice_77 = tensor.extract_slice %arg10[%857, 0] [1, 32] [1, 1] : tensor<2x32xf32> to tensor<1x32xf32>
      %collapsed_78 = tensor.collapse_shape %extracted_slice_77 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %858 = arith.index_cast %arg51 : i32 to index
      %859 = arith.maxsi %858, %c0 : index
      %860 = arith.minsi %859, %c1 : index
      %extracted_slice_79 = tensor.extract_slice %arg11[%860, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<2x32x128xf32> to tensor<1x32x128xf32>
      %collapsed_80 = tensor.collapse_shape %extracted_slice_79 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
      %861 = tensor.empty() : tensor<2x16xf32>
      %862 = linalg.fill ins(%cst_18 : f32) outs(%861 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %863 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg52 : tensor<2x16x32xf32>) outs(%862 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %out, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16xf32>
      %expanded_81 = tensor.expand_shape %863 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %864 = tensor.empty() : tensor<2x16x1xf32>
      %865 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x16x1xf32>) outs(%864 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %in, %cst_17 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %866 = tensor.empty() : tensor<2x16x32xf32>
      %867 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%865 : tensor<2x16x1xf32>) outs(%866 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %868 = tensor.empty() : tensor<2x16x32xf32>
      %869 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52, %867 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%868 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.subf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %870 = tensor.empty() : tensor<2x16x32xf32>
      %871 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<2x16x32xf32>) outs(%870 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %872 = tensor.empty() : tensor<2x16x32xf32>
      %873 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<2x16x32xf32>) outs(%872 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %cst_16 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %874 = tensor.empty() : tensor<2x16xf32>
      %875 = linalg.fill ins(%cst_18 : f32) outs(%874 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %876 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%871 : tensor<2x16x32xf32>) outs(%875 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %out, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16xf32>
      %expanded_82 = tensor.expand_shape %876 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %877 = tensor.empty() : tensor<2x16x1xf32>
      %878 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x16x1xf32>) outs(%877 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %in, %cst_17 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %879 = tensor.empty() : tensor<2x16x1xf32>
      %880 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%878 : tensor<2x16x1xf32>) outs(%879 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %in, %cst_15 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %881 = tensor.empty() : tensor<2x16x1xf32>
      %882 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<2x16x1xf32>) outs(%881 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = math.sqrt %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %883 = tensor.empty() : tensor<2x16x1xf32>
      %884 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882 : tensor<2x16x1xf32>) outs(%883 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %cst_14, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %885 = tensor.empty() : tensor<2x16x32xf32>
      %886 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882 : tensor<2x16x1xf32>) outs(%885 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %887 = tensor.empty() : tensor<2x16x32xf32>
      %888 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869, %886 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%887 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.divf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %889 = tensor.empty() : tensor<2x16x1xf32>
      %890 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882 : tensor<2x16x1xf32>) outs(%889 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %891 = tensor.empty() : tensor<2x16x1xf32>
      %892 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<2x16x1xf32>) outs(%891 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %cst_13, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %893 = tensor.empty() : tensor<2x16x32xf32>
      %894 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_68 : tensor<32xf32>) outs(%893 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %895 = tensor.empty() : tensor<2x16x32xf32>
      %896 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888, %894 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%895 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.mulf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %897 = tensor.empty() : tensor<2x16x32xf32>
      %898 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_66 : tensor<32xf32>) outs(%897 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %899 = tensor.empty() : tensor<2x16x32xf32>
      %900 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896, %898 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%899 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %901 = tensor.empty() : tensor<32x96xf32>
      %902 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_60 : tensor<96x32xf32>) outs(%901 : tensor<32x96xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x96xf32>
      %collapsed_83 = tensor.collapse_shape %900 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
      %903 = tensor.empty() : tensor<32x96xf32>
      %904 = linalg.fill ins(%cst_18 : f32) outs(%903 : tensor<32x96xf32>) -> tensor<32x96xf32>
      %905 = linalg.matmul ins(%collapsed_83, %902 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%904 : tensor<32x96xf32>) -> tensor<32x96xf32>
      %expanded_84 = tensor.expand_shape %905 [[0, 1], [2]] output_shape [2, 16, 96] : tensor<32x96xf32> into tensor<2x16x96xf32>
      %906 = tensor.empty() : tensor<2x16x96xf32>
      %907 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<96xf32>) outs(%906 : tensor<2x16x96xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x96xf32>
      %908 = tensor.empty() : tensor<2x16x96xf32>
      %909 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %907 : tensor<2x16x96xf32>, tensor<2x16x96xf32>) outs(%908 : tensor<2x16x96xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x96xf32>
      %extracted_slice_85 = tensor.extract_slice %909[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
      %extracted_slice_86 = tensor.extract_slice %909[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
      %extracted_slice_87 = tensor.extract_slice %909[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x96xf32> to tensor<2x16x32xf32>
      %expanded_88 = tensor.expand_shape %extracted_slice_85 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
      %910 = tensor.empty() : tensor<2x2x16x16xf32>
      %911 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<2x16x2x16xf32>) outs(%910 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %expanded_89 = tensor.expand_shape %extracted_slice_86 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
      %912 = tensor.empty() : tensor<2x2x16x16xf32>
      %913 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<2x16x2x16xf32>) outs(%912 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %expanded_90 = tensor.expand_shape %extracted_slice_87 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
      %914 = tensor.empty() : tensor<2x2x16x16xf32>
      %915 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<2x16x2x16xf32>) outs(%914 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %916 = tensor.empty() : tensor<2x2x16x16xf32>
      %917 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913 : tensor<2x2x16x16xf32>) outs(%916 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %collapsed_91 = tensor.collapse_shape %911 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %collapsed_92 = tensor.collapse_shape %917 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %918 = tensor.empty() : tensor<4x16x16xf32>
      %919 = linalg.fill ins(%cst_18 : f32) outs(%918 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %920 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%919 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %expanded_93 = tensor.expand_shape %920 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
      %921 = tensor.empty() : tensor<2x2x16x16xf32>
      %922 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<2x2x16x16xf32>) outs(%921 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %in, %cst_12 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16x16xf32>
      %923 = tensor.empty() : tensor<2x2x16x16xf32>
      %924 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %922 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%923 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: i1, %in_141: f32, %out: f32):
        %1213 = arith.select %in, %in_141, %cst_11 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16x16xf32>
      %925 = tensor.empty() : tensor<2x2x16xf32>
      %926 = linalg.fill ins(%cst_11 : f32) outs(%925 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
      %927 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%924 : tensor<2x2x16x16xf32>) outs(%926 : tensor<2x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.maximumf %out, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16xf32>
      %928 = tensor.empty() : tensor<2x2x16x16xf32>
      %929 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927 : tensor<2x2x16xf32>) outs(%928 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %930 = tensor.empty() : tensor<2x2x16x16xf32>
      %931 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%924, %929 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%930 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.subf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16x16xf32>
      %932 = tensor.empty() : tensor<2x2x16x16xf32>
      %933 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931 : tensor<2x2x16x16xf32>) outs(%932 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = math.exp %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16x16xf32>
      %934 = tensor.empty() : tensor<2x2x16xf32>
      %935 = linalg.fill ins(%cst_18 : f32) outs(%934 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
      %936 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%933 : tensor<2x2x16x16xf32>) outs(%935 : tensor<2x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %out, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16xf32>
      %expanded_94 = tensor.expand_shape %936 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
      %937 = tensor.empty() : tensor<2x2x16x16xf32>
      %938 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936 : tensor<2x2x16xf32>) outs(%937 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %939 = tensor.empty() : tensor<2x2x16x16xf32>
      %940 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%933, %938 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%939 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.divf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16x16xf32>
      %941 = tensor.empty() : tensor<2x2x16x1xf32>
      %942 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<2x2x16x1xf32>) outs(%941 : tensor<2x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16x1xf32>
      %943 = tensor.empty() : tensor<2x2x16x1xf32>
      %944 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942 : tensor<2x2x16x1xf32>) outs(%943 : tensor<2x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %cst_13, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x2x16x1xf32>
      %collapsed_95 = tensor.collapse_shape %940 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %collapsed_96 = tensor.collapse_shape %915 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %945 = tensor.empty() : tensor<4x16x16xf32>
      %946 = linalg.fill ins(%cst_18 : f32) outs(%945 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %947 = linalg.batch_matmul ins(%collapsed_95, %collapsed_96 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%946 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %expanded_97 = tensor.expand_shape %947 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
      %948 = tensor.empty() : tensor<2x16x2x16xf32>
      %949 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<2x2x16x16xf32>) outs(%948 : tensor<2x16x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x2x16xf32>
      %collapsed_98 = tensor.collapse_shape %949 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
      %950 = tensor.empty() : tensor<32x32xf32>
      %951 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_64 : tensor<32x32xf32>) outs(%950 : tensor<32x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x32xf32>
      %collapsed_99 = tensor.collapse_shape %949 [[0, 1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<32x32xf32>
      %952 = tensor.empty() : tensor<32x32xf32>
      %953 = linalg.fill ins(%cst_18 : f32) outs(%952 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %954 = linalg.matmul ins(%collapsed_99, %951 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%953 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_100 = tensor.expand_shape %954 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
      %955 = tensor.empty() : tensor<2x16x32xf32>
      %956 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_62 : tensor<32xf32>) outs(%955 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %957 = tensor.empty() : tensor<2x16x32xf32>
      %958 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %956 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%957 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %959 = tensor.empty() : tensor<2x16x32xf32>
      %960 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52, %958 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%959 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %961 = tensor.empty() : tensor<2x16xf32>
      %962 = linalg.fill ins(%cst_18 : f32) outs(%961 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %963 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%960 : tensor<2x16x32xf32>) outs(%962 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %out, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16xf32>
      %expanded_101 = tensor.expand_shape %963 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %964 = tensor.empty() : tensor<2x16x1xf32>
      %965 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<2x16x1xf32>) outs(%964 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %in, %cst_17 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %966 = tensor.empty() : tensor<2x16x32xf32>
      %967 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%965 : tensor<2x16x1xf32>) outs(%966 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %968 = tensor.empty() : tensor<2x16x32xf32>
      %969 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%960, %967 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%968 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.subf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %970 = tensor.empty() : tensor<2x16x32xf32>
      %971 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%969 : tensor<2x16x32xf32>) outs(%970 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %972 = tensor.empty() : tensor<2x16x32xf32>
      %973 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%969 : tensor<2x16x32xf32>) outs(%972 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %cst_16 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %974 = tensor.empty() : tensor<2x16xf32>
      %975 = linalg.fill ins(%cst_18 : f32) outs(%974 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %976 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%971 : tensor<2x16x32xf32>) outs(%975 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %out, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16xf32>
      %expanded_102 = tensor.expand_shape %976 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %977 = tensor.empty() : tensor<2x16x1xf32>
      %978 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<2x16x1xf32>) outs(%977 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %in, %cst_17 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %979 = tensor.empty() : tensor<2x16x1xf32>
      %980 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978 : tensor<2x16x1xf32>) outs(%979 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %in, %cst_15 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %981 = tensor.empty() : tensor<2x16x1xf32>
      %982 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<2x16x1xf32>) outs(%981 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = math.sqrt %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %983 = tensor.empty() : tensor<2x16x1xf32>
      %984 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%982 : tensor<2x16x1xf32>) outs(%983 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %cst_14, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %985 = tensor.empty() : tensor<2x16x32xf32>
      %986 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%982 : tensor<2x16x1xf32>) outs(%985 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %987 = tensor.empty() : tensor<2x16x32xf32>
      %988 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%969, %986 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%987 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.divf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %989 = tensor.empty() : tensor<2x16x1xf32>
      %990 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%982 : tensor<2x16x1xf32>) outs(%989 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %991 = tensor.empty() : tensor<2x16x1xf32>
      %992 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%990 : tensor<2x16x1xf32>) outs(%991 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.divf %cst_13, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x1xf32>
      %993 = tensor.empty() : tensor<2x16x32xf32>
      %994 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_72 : tensor<32xf32>) outs(%993 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %995 = tensor.empty() : tensor<2x16x32xf32>
      %996 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988, %994 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%995 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.mulf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %997 = tensor.empty() : tensor<2x16x32xf32>
      %998 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_70 : tensor<32xf32>) outs(%997 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %999 = tensor.empty() : tensor<2x16x32xf32>
      %1000 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%996, %998 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%999 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %1001 = tensor.empty() : tensor<32x128xf32>
      %1002 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_76 : tensor<128x32xf32>) outs(%1001 : tensor<32x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x128xf32>
      %collapsed_103 = tensor.collapse_shape %1000 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
      %1003 = tensor.empty() : tensor<32x128xf32>
      %1004 = linalg.fill ins(%cst_18 : f32) outs(%1003 : tensor<32x128xf32>) -> tensor<32x128xf32>
      %1005 = linalg.matmul ins(%collapsed_103, %1002 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%1004 : tensor<32x128xf32>) -> tensor<32x128xf32>
      %expanded_104 = tensor.expand_shape %1005 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
      %1006 = tensor.empty() : tensor<2x16x128xf32>
      %1007 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_74 : tensor<128xf32>) outs(%1006 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x128xf32>
      %1008 = tensor.empty() : tensor<2x16x128xf32>
      %1009 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %1007 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1008 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1010 = tensor.empty() : tensor<2x16x128xf32>
      %1011 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1009 : tensor<2x16x128xf32>) outs(%1010 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1012 = tensor.empty() : tensor<2x16x128xf32>
      %1013 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011, %1009 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1012 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.mulf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1014 = tensor.empty() : tensor<2x16x128xf32>
      %1015 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011 : tensor<2x16x128xf32>) outs(%1014 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %cst_10 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1016 = tensor.empty() : tensor<2x16x128xf32>
      %1017 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1013 : tensor<2x16x128xf32>) outs(%1016 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %cst_9 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1018 = tensor.empty() : tensor<2x16x128xf32>
      %1019 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1009, %1017 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1018 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1020 = tensor.empty() : tensor<2x16x128xf32>
      %1021 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1019 : tensor<2x16x128xf32>) outs(%1020 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %cst_8 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1022 = tensor.empty() : tensor<2x16x128xf32>
      %1023 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<2x16x128xf32>) outs(%1022 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = math.tanh %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1024 = tensor.empty() : tensor<2x16x128xf32>
      %1025 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1023 : tensor<2x16x128xf32>) outs(%1024 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.subf %cst_13, %in : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1026 = tensor.empty() : tensor<2x16x128xf32>
      %1027 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1023 : tensor<2x16x128xf32>) outs(%1026 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.addf %in, %cst_13 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1028 = tensor.empty() : tensor<2x16x128xf32>
      %1029 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027 : tensor<2x16x128xf32>) outs(%1028 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1213 = arith.mulf %in, %cst_14 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1030 = tensor.empty() : tensor<2x16x128xf32>
      %1031 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1009, %1029 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1030 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.mulf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x128xf32>
      %1032 = tensor.empty() : tensor<128x32xf32>
      %1033 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_80 : tensor<32x128xf32>) outs(%1032 : tensor<128x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<128x32xf32>
      %collapsed_105 = tensor.collapse_shape %1031 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
      %1034 = tensor.empty() : tensor<32x32xf32>
      %1035 = linalg.fill ins(%cst_18 : f32) outs(%1034 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %1036 = linalg.matmul ins(%collapsed_105, %1033 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%1035 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_106 = tensor.expand_shape %1036 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
      %1037 = tensor.empty() : tensor<2x16x32xf32>
      %1038 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_78 : tensor<32xf32>) outs(%1037 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1039 = tensor.empty() : tensor<2x16x32xf32>
      %1040 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %1038 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1039 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %1041 = tensor.empty() : tensor<2x16x32xf32>
      %1042 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%960, %1040 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1041 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_141: f32, %out: f32):
        %1213 = arith.addf %in, %in_141 : f32
        linalg.yield %1213 : f32
      } -> tensor<2x16x32xf32>
      %1043 = tensor.empty() : tensor<1x2x16x32xf32>
      %1044 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873 : tensor<2x16x32xf32>) outs(%1043 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1045 = arith.index_cast %arg51 : i32 to index
      %1046 = arith.maxsi %1045, %c0 : index
      %1047 = arith.minsi %1046, %c1 : index
      %inserted_slice_107 = tensor.insert_slice %1044 into %arg53[%1047, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1048 = tensor.empty() : tensor<1x2x16x1xf32>
      %1049 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884 : tensor<2x16x1xf32>) outs(%1048 : tensor<1x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x1xf32>
      %1050 = arith.index_cast %arg51 : i32 to index
      %1051 = arith.maxsi %1050, %c0 : index
      %1052 = arith.minsi %1051, %c1 : index
      %inserted_slice_108 = tensor.insert_slice %1049 into %arg54[%1052, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<1x2x16x1xf32> into tensor<2x2x16x1xf32>
      %1053 = tensor.empty() : tensor<1x2x16x1xf32>
      %1054 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882 : tensor<2x16x1xf32>) outs(%1053 : tensor<1x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x1xf32>
      %1055 = arith.index_cast %arg51 : i32 to index
      %1056 = arith.maxsi %1055, %c0 : index
      %1057 = arith.minsi %1056, %c1 : index
      %inserted_slice_109 = tensor.insert_slice %1054 into %arg55[%1057, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<1x2x16x1xf32> into tensor<2x2x16x1xf32>
      %1058 = tensor.empty() : tensor<1x2x16x32xf32>
      %1059 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869 : tensor<2x16x32xf32>) outs(%1058 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1060 = arith.index_cast %arg51 : i32 to index
      %1061 = arith.maxsi %1060, %c0 : index
      %1062 = arith.minsi %1061, %c1 : index
      %inserted_slice_110 = tensor.insert_slice %1059 into %arg56[%1062, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1063 = tensor.empty() : tensor<1x2x16x1xf32>
      %1064 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%892 : tensor<2x16x1xf32>) outs(%1063 : tensor<1x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x1xf32>
      %1065 = arith.index_cast %arg51 : i32 to index
      %1066 = arith.maxsi %1065, %c0 : index
      %1067 = arith.minsi %1066, %c1 : index
      %inserted_slice_111 = tensor.insert_slice %1064 into %arg57[%1067, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<1x2x16x1xf32> into tensor<2x2x16x1xf32>
      %1068 = tensor.empty() : tensor<1x1x1x32xf32>
      %1069 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_68 : tensor<32xf32>) outs(%1068 : tensor<1x1x1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x1x1x32xf32>
      %1070 = arith.index_cast %arg51 : i32 to index
      %1071 = arith.maxsi %1070, %c0 : index
      %1072 = arith.minsi %1071, %c1 : index
      %inserted_slice_112 = tensor.insert_slice %1069 into %arg58[%1072, 0, 0, 0] [1, 1, 1, 32] [1, 1, 1, 1] : tensor<1x1x1x32xf32> into tensor<2x1x1x32xf32>
      %1073 = tensor.empty() : tensor<1x2x16x32xf32>
      %1074 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%888 : tensor<2x16x32xf32>) outs(%1073 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1075 = arith.index_cast %arg51 : i32 to index
      %1076 = arith.maxsi %1075, %c0 : index
      %1077 = arith.minsi %1076, %c1 : index
      %inserted_slice_113 = tensor.insert_slice %1074 into %arg59[%1077, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1078 = tensor.empty() : tensor<1x32x96xf32>
      %1079 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902 : tensor<32x96xf32>) outs(%1078 : tensor<1x32x96xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32x96xf32>
      %1080 = arith.index_cast %arg51 : i32 to index
      %1081 = arith.maxsi %1080, %c0 : index
      %1082 = arith.minsi %1081, %c1 : index
      %inserted_slice_114 = tensor.insert_slice %1079 into %arg60[%1082, 0, 0] [1, 32, 96] [1, 1, 1] : tensor<1x32x96xf32> into tensor<2x32x96xf32>
      %1083 = tensor.empty() : tensor<1x2x16x32xf32>
      %1084 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900 : tensor<2x16x32xf32>) outs(%1083 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1085 = arith.index_cast %arg51 : i32 to index
      %1086 = arith.maxsi %1085, %c0 : index
      %1087 = arith.minsi %1086, %c1 : index
      %inserted_slice_115 = tensor.insert_slice %1084 into %arg61[%1087, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1088 = tensor.empty() : tensor<1x2x2x16x16xf32>
      %1089 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%917 : tensor<2x2x16x16xf32>) outs(%1088 : tensor<1x2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x2x16x16xf32>
      %1090 = arith.index_cast %arg51 : i32 to index
      %1091 = arith.maxsi %1090, %c0 : index
      %1092 = arith.minsi %1091, %c1 : index
      %inserted_slice_116 = tensor.insert_slice %1089 into %arg62[%1092, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<1x2x2x16x16xf32> into tensor<2x2x2x16x16xf32>
      %1093 = tensor.empty() : tensor<1x2x2x16x16xf32>
      %1094 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%911 : tensor<2x2x16x16xf32>) outs(%1093 : tensor<1x2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x2x16x16xf32>
      %1095 = arith.index_cast %arg51 : i32 to index
      %1096 = arith.maxsi %1095, %c0 : index
      %1097 = arith.minsi %1096, %c1 : index
      %inserted_slice_117 = tensor.insert_slice %1094 into %arg63[%1097, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<1x2x2x16x16xf32> into tensor<2x2x2x16x16xf32>
      %1098 = tensor.empty() : tensor<1x2x2x16x16xf32>
      %1099 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%933 : tensor<2x2x16x16xf32>) outs(%1098 : tensor<1x2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x2x16x16xf32>
      %1100 = arith.index_cast %arg51 : i32 to index
      %1101 = arith.maxsi %1100, %c0 : index
      %1102 = arith.minsi %1101, %c1 : index
      %inserted_slice_118 = tensor.insert_slice %1099 into %arg64[%1102, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<1x2x2x16x16xf32> into tensor<2x2x2x16x16xf32>
      %1103 = tensor.empty() : tensor<1x2x2x16x1xf32>
      %1104 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<2x2x16x1xf32>) outs(%1103 : tensor<1x2x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x2x16x1xf32>
      %1105 = arith.index_cast %arg51 : i32 to index
      %1106 = arith.maxsi %1105, %c0 : index
      %1107 = arith.minsi %1106, %c1 : index
      %inserted_slice_119 = tensor.insert_slice %1104 into %arg65[%1107, 0, 0, 0, 0] [1, 2, 2, 16, 1] [1, 1, 1, 1, 1] : tensor<1x2x2x16x1xf32> into tensor<2x2x2x16x1xf32>
      %1108 = tensor.empty() : tensor<1x2x2x16x1xf32>
      %1109 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%944 : tensor<2x2x16x1xf32>) outs(%1108 : tensor<1x2x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x2x16x1xf32>
      %1110 = arith.index_cast %arg51 : i32 to index
      %1111 = arith.maxsi %1110, %c0 : index
      %1112 = arith.minsi %1111, %c1 : index
      %inserted_slice_120 = tensor.insert_slice %1109 into %arg66[%1112, 0, 0, 0, 0] [1, 2, 2, 16, 1] [1, 1, 1, 1, 1] : tensor<1x2x2x16x1xf32> into tensor<2x2x2x16x1xf32>
      %1113 = tensor.empty() : tensor<1x2x2x16x16xf32>
      %1114 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%915 : tensor<2x2x16x16xf32>) outs(%1113 : tensor<1x2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x2x16x16xf32>
      %1115 = arith.index_cast %arg51 : i32 to index
      %1116 = arith.maxsi %1115, %c0 : index
      %1117 = arith.minsi %1116, %c1 : index
      %inserted_slice_121 = tensor.insert_slice %1114 into %arg67[%1117, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<1x2x2x16x16xf32> into tensor<2x2x2x16x16xf32>
      %1118 = tensor.empty() : tensor<1x2x2x16x16xf32>
      %1119 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%940 : tensor<2x2x16x16xf32>) outs(%1118 : tensor<1x2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x2x16x16xf32>
      %1120 = arith.index_cast %arg51 : i32 to index
      %1121 = arith.maxsi %1120, %c0 : index
      %1122 = arith.minsi %1121, %c1 : index
      %inserted_slice_122 = tensor.insert_slice %1119 into %arg68[%1122, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<1x2x2x16x16xf32> into tensor<2x2x2x16x16xf32>
      %1123 = tensor.empty() : tensor<1x32x32xf32>
      %1124 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951 : tensor<32x32xf32>) outs(%1123 : tensor<1x32x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32x32xf32>
      %1125 = arith.index_cast %arg51 : i32 to index
      %1126 = arith.maxsi %1125, %c0 : index
      %1127 = arith.minsi %1126, %c1 : index
      %inserted_slice_123 = tensor.insert_slice %1124 into %arg69[%1127, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<1x32x32xf32> into tensor<2x32x32xf32>
      %1128 = tensor.empty() : tensor<1x2x16x32xf32>
      %1129 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_98 : tensor<2x16x32xf32>) outs(%1128 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1130 = arith.index_cast %arg51 : i32 to index
      %1131 = arith.maxsi %1130, %c0 : index
      %1132 = arith.minsi %1131, %c1 : index
      %inserted_slice_124 = tensor.insert_slice %1129 into %arg70[%1132, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1133 = tensor.empty() : tensor<1x2x16x32xf32>
      %1134 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973 : tensor<2x16x32xf32>) outs(%1133 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1135 = arith.index_cast %arg51 : i32 to index
      %1136 = arith.maxsi %1135, %c0 : index
      %1137 = arith.minsi %1136, %c1 : index
      %inserted_slice_125 = tensor.insert_slice %1134 into %arg71[%1137, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1138 = tensor.empty() : tensor<1x2x16x1xf32>
      %1139 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984 : tensor<2x16x1xf32>) outs(%1138 : tensor<1x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x1xf32>
      %1140 = arith.index_cast %arg51 : i32 to index
      %1141 = arith.maxsi %1140, %c0 : index
      %1142 = arith.minsi %1141, %c1 : index
      %inserted_slice_126 = tensor.insert_slice %1139 into %arg72[%1142, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<1x2x16x1xf32> into tensor<2x2x16x1xf32>
      %1143 = tensor.empty() : tensor<1x2x16x1xf32>
      %1144 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%982 : tensor<2x16x1xf32>) outs(%1143 : tensor<1x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x1xf32>
      %1145 = arith.index_cast %arg51 : i32 to index
      %1146 = arith.maxsi %1145, %c0 : index
      %1147 = arith.minsi %1146, %c1 : index
      %inserted_slice_127 = tensor.insert_slice %1144 into %arg73[%1147, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<1x2x16x1xf32> into tensor<2x2x16x1xf32>
      %1148 = tensor.empty() : tensor<1x2x16x32xf32>
      %1149 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969 : tensor<2x16x32xf32>) outs(%1148 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1150 = arith.index_cast %arg51 : i32 to index
      %1151 = arith.maxsi %1150, %c0 : index
      %1152 = arith.minsi %1151, %c1 : index
      %inserted_slice_128 = tensor.insert_slice %1149 into %arg74[%1152, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1153 = tensor.empty() : tensor<1x2x16x1xf32>
      %1154 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%992 : tensor<2x16x1xf32>) outs(%1153 : tensor<1x2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x1xf32>
      %1155 = arith.index_cast %arg51 : i32 to index
      %1156 = arith.maxsi %1155, %c0 : index
      %1157 = arith.minsi %1156, %c1 : index
      %inserted_slice_129 = tensor.insert_slice %1154 into %arg75[%1157, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<1x2x16x1xf32> into tensor<2x2x16x1xf32>
      %1158 = tensor.empty() : tensor<1x1x1x32xf32>
      %1159 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_72 : tensor<32xf32>) outs(%1158 : tensor<1x1x1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x1x1x32xf32>
      %1160 = arith.index_cast %arg51 : i32 to index
      %1161 = arith.maxsi %1160, %c0 : index
      %1162 = arith.minsi %1161, %c1 : index
      %inserted_slice_130 = tensor.insert_slice %1159 into %arg76[%1162, 0, 0, 0] [1, 1, 1, 32] [1, 1, 1, 1] : tensor<1x1x1x32xf32> into tensor<2x1x1x32xf32>
      %1163 = tensor.empty() : tensor<1x2x16x32xf32>
      %1164 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%988 : tensor<2x16x32xf32>) outs(%1163 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1165 = arith.index_cast %arg51 : i32 to index
      %1166 = arith.maxsi %1165, %c0 : index
      %1167 = arith.minsi %1166, %c1 : index
      %inserted_slice_131 = tensor.insert_slice %1164 into %arg77[%1167, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1168 = tensor.empty() : tensor<1x32x128xf32>
      %1169 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002 : tensor<32x128xf32>) outs(%1168 : tensor<1x32x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32x128xf32>
      %1170 = arith.index_cast %arg51 : i32 to index
      %1171 = arith.maxsi %1170, %c0 : index
      %1172 = arith.minsi %1171, %c1 : index
      %inserted_slice_132 = tensor.insert_slice %1169 into %arg78[%1172, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x32x128xf32> into tensor<2x32x128xf32>
      %1173 = tensor.empty() : tensor<1x2x16x32xf32>
      %1174 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1000 : tensor<2x16x32xf32>) outs(%1173 : tensor<1x2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x32xf32>
      %1175 = arith.index_cast %arg51 : i32 to index
      %1176 = arith.maxsi %1175, %c0 : index
      %1177 = arith.minsi %1176, %c1 : index
      %inserted_slice_133 = tensor.insert_slice %1174 into %arg79[%1177, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<1x2x16x32xf32> into tensor<2x2x16x32xf32>
      %1178 = tensor.empty() : tensor<1x2x16x128xf32>
      %1179 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1015 : tensor<2x16x128xf32>) outs(%1178 : tensor<1x2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x128xf32>
      %1180 = arith.index_cast %arg51 : i32 to index
      %1181 = arith.maxsi %1180, %c0 : index
      %1182 = arith.minsi %1181, %c1 : index
      %inserted_slice_134 = tensor.insert_slice %1179 into %arg80[%1182, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<1x2x16x128xf32> into tensor<2x2x16x128xf32>
      %1183 = tensor.empty() : tensor<1x2x16x128xf32>
      %1184 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023 : tensor<2x16x128xf32>) outs(%1183 : tensor<1x2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x128xf32>
      %1185 = arith.index_cast %arg51 : i32 to index
      %1186 = arith.maxsi %1185, %c0 : index
      %1187 = arith.minsi %1186, %c1 : index
      %inserted_slice_135 = tensor.insert_slice %1184 into %arg81[%1187, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<1x2x16x128xf32> into tensor<2x2x16x128xf32>
      %1188 = tensor.empty() : tensor<1x2x16x128xf32>
      %1189 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1025 : tensor<2x16x128xf32>) outs(%1188 : tensor<1x2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x128xf32>
      %1190 = arith.index_cast %arg51 : i32 to index
      %1191 = arith.maxsi %1190, %c0 : index
      %1192 = arith.minsi %1191, %c1 : index
      %inserted_slice_136 = tensor.insert_slice %1189 into %arg82[%1192, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<1x2x16x128xf32> into tensor<2x2x16x128xf32>
      %1193 = tensor.empty() : tensor<1x2x16x128xf32>
      %1194 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1029 : tensor<2x16x128xf32>) outs(%1193 : tensor<1x2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x128xf32>
      %1195 = arith.index_cast %arg51 : i32 to index
      %1196 = arith.maxsi %1195, %c0 : index
      %1197 = arith.minsi %1196, %c1 : index
      %inserted_slice_137 = tensor.insert_slice %1194 into %arg83[%1197, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<1x2x16x128xf32> into tensor<2x2x16x128xf32>
      %1198 = tensor.empty() : tensor<1x2x16x128xf32>
      %1199 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1009 : tensor<2x16x128xf32>) outs(%1198 : tensor<1x2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x128xf32>
      %1200 = arith.index_cast %arg51 : i32 to index
      %1201 = arith.maxsi %1200, %c0 : index
      %1202 = arith.minsi %1201, %c1 : index
      %inserted_slice_138 = tensor.insert_slice %1199 into %arg84[%1202, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<1x2x16x128xf32> into tensor<2x2x16x128xf32>
      %1203 = tensor.empty() : tensor<1x128x32xf32>
      %1204 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1033 : tensor<128x32xf32>) outs(%1203 : tensor<1x128x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x128x32xf32>
      %1205 = arith.index_cast %arg51 : i32 to index
      %1206 = arith.maxsi %1205, %c0 : index
      %1207 = arith.minsi %1206, %c1 : index
      %inserted_slice_139 = tensor.insert_slice %1204 into %arg85[%1207, 0, 0] [1, 128, 32] [1, 1, 1] : tensor<1x128x32xf32> into tensor<2x128x32xf32>
      %1208 = tensor.empty() : tensor<1x2x16x128xf32>
      %1209 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1031 : tensor<2x16x128xf32>) outs(%1208 : tensor<1x2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x2x16x128xf32>
      %1210 = arith.index_cast %arg51 : i32 to index
      %1211 = arith.maxsi %1210, %c0 : index
      %1212 = arith.minsi %1211, %c1 : index
      %inserted_slice_140 = tensor.insert_slice %1209 into %arg86[%1212, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<1x2x16x128xf32> into tensor<2x2x16x128xf32>
      scf.yield %1042, %inserted_slice_107, %inserted_slice_108, %inserted_slice_109, %inserted_slice_110, %inserted_slice_111, %inserted_slice_112, %inserted_slice_113, %inserted_slice_114, %inserted_slice_115, %inserted_slice_116, %inserted_slice_117, %inserted_slice_118, %inserted_slice_119, %inserted_slice_120, %inserted_slice_121, %inserted_slice_122, %inserted_slice_123, %inserted_slice_124, %inserted_slice_125, %inserted_slice_126, %inserted_slice_127, %inserted_slice_128, %inserted_slice_129, %inserted_slice_130, %inserted_slice_131, %inserted_slice_132, %inserted_slice_133, %inserted_slice_134, %inserted_slice_135, %inserted_slice_136, %inserted_slice_137, %inserted_slice_138, %inserted_slice_139, %inserted_slice_140 : tensor<2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x1x1x32xf32>, tensor<2x2x16x32xf32>, tensor<2x32x96xf32>, tensor<2x2x16x32xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x1xf32>, tensor<2x2x2x16x1xf32>, tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>, tensor<2x32x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x1xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x1xf32>, tensor<2x1x1x32xf32>, tensor<2x2x16x32xf32>, tensor<2x32x128xf32>, tensor<2x2x16x32xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x2x16x128xf32>, tensor<2x128x32xf32>, tensor<2x2x16x128xf32>
    } {memopt.phase = "forward"}
    %21 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %22 = linalg.fill {memopt.phase = "forward"} ins(%cst_18 : f32) outs(%21 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20#0 : tensor<2x16x32xf32>) outs(%22 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %expanded_35 = tensor.expand_shape %23 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %24 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x16x1xf32>) outs(%24 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %in, %cst_17 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %26 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %27 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<2x16x1xf32>) outs(%26 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %28 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#0, %27 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%28 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.subf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %30 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x16x32xf32>) outs(%30 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %32 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x16x32xf32>) outs(%32 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_16 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %34 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %35 = linalg.fill {memopt.phase = "forward"} ins(%cst_18 : f32) outs(%34 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<2x16x32xf32>) outs(%35 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %expanded_36 = tensor.expand_shape %36 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %37 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<2x16x1xf32>) outs(%37 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %in, %cst_17 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %39 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x16x1xf32>) outs(%39 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_15 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %41 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x16x1xf32>) outs(%41 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %43 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x16x1xf32>) outs(%43 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %cst_14, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %45 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x16x1xf32>) outs(%45 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %47 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %46 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%47 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %49 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x16x1xf32>) outs(%49 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %51 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x16x1xf32>) outs(%51 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %cst_13, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %53 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%53 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %55 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %54 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%55 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %57 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%57 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %59 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %58 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%59 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %61 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %62 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x32xf32>) outs(%61 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_37 = tensor.collapse_shape %60 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %63 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %64 = linalg.fill {memopt.phase = "forward"} ins(%cst_18 : f32) outs(%63 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %65 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_37, %62 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%64 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_38 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32>
    %66 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %67 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%66 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_38 : tensor<2x16x64xf32>) outs(%67 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.maximumf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %69 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x16xf32>) outs(%69 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %71 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %70 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%71 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.subf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x64xf32>
    %73 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<2x16x64xf32>) outs(%73 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.exp %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x64xf32>
    %75 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %76 = linalg.fill {memopt.phase = "forward"} ins(%cst_18 : f32) outs(%75 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<2x16x64xf32>) outs(%76 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %expanded_39 = tensor.expand_shape %77 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %78 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x16x1xf32>) outs(%78 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.log %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %80 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<2x16x1xf32>) outs(%80 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %82 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %81 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%82 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.subf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x64xf32>
    %expanded_40 = tensor.expand_shape %arg49 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %84 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %85 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x16x1xi32>) outs(%84 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %825 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %825 : i1
    } -> tensor<2x16x1xi1>
    %86 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<2x16x1xi32>) outs(%86 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %825 = arith.addi %in, %c64_i32 : i32
      linalg.yield %825 : i32
    } -> tensor<2x16x1xi32>
    %88 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %89 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %87, %expanded_40 : tensor<2x16x1xi1>, tensor<2x16x1xi32>, tensor<2x16x1xi32>) outs(%88 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_58: i32, %in_59: i32, %out: i32):
      %825 = arith.select %in, %in_58, %in_59 : i32
      linalg.yield %825 : i32
    } -> tensor<2x16x1xi32>
    %expanded_41 = tensor.expand_shape %89 [[0], [1], [2, 3]] output_shape [2, 16, 1, 1] {memopt.phase = "forward"} : tensor<2x16x1xi32> into tensor<2x16x1x1xi32>
    %90 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %91 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x16x1x1xi32>) outs(%90 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %825 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %825 : i1
    } -> tensor<2x16x1x1xi1>
    %92 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x16x1x1xi32>) outs(%92 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %825 = arith.cmpi sle, %in, %c63_i32 : i32
      linalg.yield %825 : i1
    } -> tensor<2x16x1x1xi1>
    %94 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %95 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %93 : tensor<2x16x1x1xi1>, tensor<2x16x1x1xi1>) outs(%94 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_58: i1, %out: i1):
      %825 = arith.andi %in, %in_58 : i1
      linalg.yield %825 : i1
    } -> tensor<2x16x1x1xi1>
    %96 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %97 = linalg.fill {memopt.phase = "forward"} ins(%true : i1) outs(%96 : tensor<2x16x1xi1>) -> tensor<2x16x1xi1>
    %98 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<2x16x1x1xi1>) outs(%97 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %825 = arith.andi %out, %in : i1
      linalg.yield %825 : i1
    } -> tensor<2x16x1xi1>
    %99 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %100 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%99 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      %825 = linalg.index 0 : index
      %826 = linalg.index 1 : index
      %extracted = tensor.extract %expanded_41[%825, %826, %c0, %c0] : tensor<2x16x1x1xi32>
      %827 = arith.index_cast %extracted : i32 to index
      %828 = arith.maxsi %827, %c0 : index
      %829 = arith.minsi %828, %c63 : index
      %extracted_58 = tensor.extract %83[%825, %826, %829] : tensor<2x16x64xf32>
      linalg.yield %extracted_58 : f32
    } -> tensor<2x16x1xf32>
    %101 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %100 : tensor<2x16x1xi1>, tensor<2x16x1xf32>) outs(%101 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_58: f32, %out: f32):
      %825 = arith.select %in, %in_58, %cst_7 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %103 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %104 = linalg.fill {memopt.phase = "forward"} ins(%cst_18 : f32) outs(%103 : tensor<f32>) -> tensor<f32>
    %105 = linalg.generic {indexing_maps = [#map4, #map16], iterator_types = ["reduction", "reduction", "reduction"]} ins(%102 : tensor<2x16x1xf32>) outs(%104 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %106 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %107 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%105 : tensor<f32>) outs(%106 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %in, %cst_17 : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %108 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %109 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%107 : tensor<f32>) outs(%108 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.negf %in : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %110 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %111 = linalg.generic {indexing_maps = [#map17], iterator_types = []} outs(%110 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %112 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %113 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%111 : tensor<f32>) outs(%112 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %in, %cst_17 : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %114 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %115 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<f32>) outs(%114 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x1xf32>
    %116 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %117 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%116 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %825 = linalg.index 0 : index
      %826 = arith.index_cast %825 : index to i32
      linalg.yield %826 : i32
    } -> tensor<2x16x1x1xi32>
    %118 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %119 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%118 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %825 = linalg.index 1 : index
      %826 = arith.index_cast %825 : index to i32
      linalg.yield %826 : i32
    } -> tensor<2x16x1x1xi32>
    %120 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x3xi32>
    %inserted_slice = tensor.insert_slice %117 into %120[0, 0, 0, 0] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_42 = tensor.insert_slice %119 into %inserted_slice[0, 0, 0, 1] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_43 = tensor.insert_slice %expanded_41 into %inserted_slice_42[0, 0, 0, 2] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %collapsed_44 = tensor.collapse_shape %inserted_slice_43 [[0, 1, 2], [3]] {memopt.phase = "backward"} : tensor<2x16x1x3xi32> into tensor<32x3xi32>
    %collapsed_45 = tensor.collapse_shape %115 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<32xf32>
    %121 = scf.for %arg51 = %c0 to %c32 step %c1 iter_args(%arg52 = %cst_19) -> (tensor<2x16x64xf32>) {
      %extracted = tensor.extract %collapsed_44[%arg51, %c0] : tensor<32x3xi32>
      %825 = arith.index_cast %extracted : i32 to index
      %extracted_58 = tensor.extract %collapsed_44[%arg51, %c1] : tensor<32x3xi32>
      %826 = arith.index_cast %extracted_58 : i32 to index
      %extracted_59 = tensor.extract %collapsed_44[%arg51, %c2] : tensor<32x3xi32>
      %827 = arith.index_cast %extracted_59 : i32 to index
      %extracted_slice = tensor.extract_slice %collapsed_45[%arg51] [1] [1] : tensor<32xf32> to tensor<f32>
      %extracted_slice_60 = tensor.extract_slice %arg52[%825, %826, %827] [1, 1, 1] [1, 1, 1] : tensor<2x16x64xf32> to tensor<f32>
      %828 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%extracted_slice : tensor<f32>) outs(%extracted_slice_60 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %829 = arith.addf %out, %in : f32
        linalg.yield %829 : f32
      } -> tensor<f32>
      %inserted_slice_61 = tensor.insert_slice %828 into %arg52[%825, %826, %827] [1, 1, 1] [1, 1, 1] : tensor<f32> into tensor<2x16x64xf32>
      scf.yield %inserted_slice_61 : tensor<2x16x64xf32>
    } {memopt.phase = "backward"}
    %122 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x16x64xf32>) outs(%122 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.negf %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x64xf32>
    %124 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %125 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%124 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<2x16x64xf32>) outs(%125 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %expanded_46 = tensor.expand_shape %126 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %127 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_39 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%127 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %129 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %130 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%129 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<2x16x1xf32>) outs(%130 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %132 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<2x16xf32>) outs(%132 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %134 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %74 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%134 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x64xf32>
    %136 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %135 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%136 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x64xf32>
    %138 = tensor.empty() {memopt.phase = "backward"} : tensor<64x2x16xf32>
    %139 = linalg.generic {indexing_maps = [#map18, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x16x64xf32>) outs(%138 : tensor<64x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x16xf32>
    %collapsed_47 = tensor.collapse_shape %139 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<64x2x16xf32> into tensor<64x32xf32>
    %140 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %141 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%140 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %142 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_47, %collapsed_37 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%141 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %143 = tensor.empty() {memopt.phase = "backward"} : tensor<32x64xf32>
    %144 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%142 : tensor<64x32xf32>) outs(%143 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_48 = tensor.collapse_shape %137 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32>
    %145 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %146 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<32x64xf32>) outs(%145 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %147 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %148 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%147 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_48, %146 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%148 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_49 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %150 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %151 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<32x64xf32>) outs(%150 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %152 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %153 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%152 : tensor<32xf32>) -> tensor<32xf32>
    %154 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_49 : tensor<2x16x32xf32>) outs(%153 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %expanded_50 = tensor.expand_shape %154 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %155 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %156 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%155 : tensor<32xf32>) -> tensor<32xf32>
    %157 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_50 : tensor<1x1x32xf32>) outs(%156 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %158 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %expanded_49 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%158 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %160 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %161 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%160 : tensor<32xf32>) -> tensor<32xf32>
    %162 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%159 : tensor<2x16x32xf32>) outs(%161 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %expanded_51 = tensor.expand_shape %162 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %163 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %54 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%163 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %165 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %166 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%165 : tensor<32xf32>) -> tensor<32xf32>
    %167 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_51 : tensor<1x1x32xf32>) outs(%166 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %168 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %169 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<2x16x1xf32>) outs(%168 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %170 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %171 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %169 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%170 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %172 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %29 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%172 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %174 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %175 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%174 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%173 : tensor<2x16x32xf32>) outs(%175 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %177 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%176 : tensor<2x16xf32>) outs(%177 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.negf %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %expanded_52 = tensor.expand_shape %178 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %179 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %46 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%179 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %181 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %44 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%181 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %183 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x16x32xf32>) outs(%183 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.negf %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %185 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %186 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%185 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%184 : tensor<2x16x32xf32>) outs(%186 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %expanded_53 = tensor.expand_shape %187 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %188 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x1xf32>) outs(%188 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %in, %cst_17 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %190 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %191 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%190 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%189 : tensor<2x16x1xf32>) outs(%191 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %193 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %194 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<2x16xf32>) outs(%193 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %195 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %33 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%195 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.mulf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %197 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<2x16x32xf32>) outs(%197 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.negf %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %199 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %200 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%199 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%198 : tensor<2x16x32xf32>) outs(%200 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %expanded_54 = tensor.expand_shape %201 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %202 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %203 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %196 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%202 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %204 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %expanded_54 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%204 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %206 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x16x1xf32>) outs(%206 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.divf %in, %cst_17 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x1xf32>
    %208 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %209 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%208 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<2x16x1xf32>) outs(%209 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x16xf32>
    %211 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16xf32>) outs(%211 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %213 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %212 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%213 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x16x32xf32>
    %215:13 = scf.for %arg51 = %c0_i32 to %c2_i32 step %c1_i32 iter_args(%arg52 = %214, %arg53 = %cst_24, %arg54 = %cst_23, %arg55 = %cst_22, %arg56 = %cst_28, %arg57 = %cst_22, %arg58 = %cst_22, %arg59 = %cst_22, %arg60 = %cst_22, %arg61 = %cst_21, %arg62 = %cst_25, %arg63 = %cst_22, %arg64 = %cst_27) -> (tensor<2x16x32xf32>, tensor<2x96xf32>, tensor<2x96x32xf32>, tensor<2x32xf32>, tensor<2x32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x128xf32>, tensor<2x128x32xf32>, tensor<2x32xf32>, tensor<2x32x128xf32>)  : i32 {
      %825 = arith.subi %c1_i32, %arg51 : i32
      %826 = arith.index_cast %825 : i32 to index
      %827 = arith.maxsi %826, %c0 : index
      %828 = arith.minsi %827, %c1 : index
      %extracted_slice = tensor.extract_slice %20#1[%828, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %collapsed_58 = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
      %829 = arith.index_cast %825 : i32 to index
      %830 = arith.maxsi %829, %c0 : index
      %831 = arith.minsi %830, %c1 : index
      %extracted_slice_59 = tensor.extract_slice %20#2[%831, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> to tensor<1x2x16x1xf32>
      %collapsed_60 = tensor.collapse_shape %extracted_slice_59 [[0, 1], [2], [3]] : tensor<1x2x16x1xf32> into tensor<2x16x1xf32>
      %832 = arith.index_cast %825 : i32 to index
      %833 = arith.maxsi %832, %c0 : index
      %834 = arith.minsi %833, %c1 : index
      %extracted_slice_61 = tensor.extract_slice %20#3[%834, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> to tensor<1x2x16x1xf32>
      %collapsed_62 = tensor.collapse_shape %extracted_slice_61 [[0, 1], [2], [3]] : tensor<1x2x16x1xf32> into tensor<2x16x1xf32>
      %835 = arith.index_cast %825 : i32 to index
      %836 = arith.maxsi %835, %c0 : index
      %837 = arith.minsi %836, %c1 : index
      %extracted_slice_63 = tensor.extract_slice %20#4[%837, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %collapsed_64 = tensor.collapse_shape %extracted_slice_63 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
      %838 = arith.index_cast %825 : i32 to index
      %839 = arith.maxsi %838, %c0 : index
      %840 = arith.minsi %839, %c1 : index
      %extracted_slice_65 = tensor.extract_slice %20#5[%840, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> to tensor<1x2x16x1xf32>
      %collapsed_66 = tensor.collapse_shape %extracted_slice_65 [[0, 1], [2], [3]] : tensor<1x2x16x1xf32> into tensor<2x16x1xf32>
      %841 = arith.index_cast %825 : i32 to index
      %842 = arith.maxsi %841, %c0 : index
      %843 = arith.minsi %842, %c1 : index
      %extracted_slice_67 = tensor.extract_slice %20#6[%843, 0, 0, 0] [1, 1, 1, 32] [1, 1, 1, 1] : tensor<2x1x1x32xf32> to tensor<1x1x1x32xf32>
      %collapsed_68 = tensor.collapse_shape %extracted_slice_67 [[0], [1], [2, 3]] : tensor<1x1x1x32xf32> into tensor<1x1x32xf32>
      %844 = arith.index_cast %825 : i32 to index
      %845 = arith.maxsi %844, %c0 : index
      %846 = arith.minsi %845, %c1 : index
      %extracted_slice_69 = tensor.extract_slice %20#7[%846, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %collapsed_70 = tensor.collapse_shape %extracted_slice_69 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
      %847 = arith.index_cast %825 : i32 to index
      %848 = arith.maxsi %847, %c0 : index
      %849 = arith.minsi %848, %c1 : index
      %extracted_slice_71 = tensor.extract_slice %20#8[%849, 0, 0] [1, 32, 96] [1, 1, 1] : tensor<2x32x96xf32> to tensor<1x32x96xf32>
      %collapsed_72 = tensor.collapse_shape %extracted_slice_71 [[0, 1], [2]] : tensor<1x32x96xf32> into tensor<32x96xf32>
      %850 = arith.index_cast %825 : i32 to index
      %851 = arith.maxsi %850, %c0 : index
      %852 = arith.minsi %851, %c1 : index
      %extracted_slice_73 = tensor.extract_slice %20#9[%852, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %853 = arith.index_cast %825 : i32 to index
      %854 = arith.maxsi %853, %c0 : index
      %855 = arith.minsi %854, %c1 : index
      %extracted_slice_74 = tensor.extract_slice %20#10[%855, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x2x16x16xf32> to tensor<1x2x2x16x16xf32>
      %collapsed_75 = tensor.collapse_shape %extracted_slice_74 [[0, 1], [2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<2x2x16x16xf32>
      %856 = arith.index_cast %825 : i32 to index
      %857 = arith.maxsi %856, %c0 : index
      %858 = arith.minsi %857, %c1 : index
      %extracted_slice_76 = tensor.extract_slice %20#11[%858, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x2x16x16xf32> to tensor<1x2x2x16x16xf32>
      %859 = arith.index_cast %825 : i32 to index
      %860 = arith.maxsi %859, %c0 : index
      %861 = arith.minsi %860, %c1 : index
      %extracted_slice_77 = tensor.extract_slice %20#12[%861, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x2x16x16xf32> to tensor<1x2x2x16x16xf32>
      %collapsed_78 = tensor.collapse_shape %extracted_slice_77 [[0, 1], [2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<2x2x16x16xf32>
      %862 = arith.index_cast %825 : i32 to index
      %863 = arith.maxsi %862, %c0 : index
      %864 = arith.minsi %863, %c1 : index
      %extracted_slice_79 = tensor.extract_slice %20#13[%864, 0, 0, 0, 0] [1, 2, 2, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x2x16x1xf32> to tensor<1x2x2x16x1xf32>
      %collapsed_80 = tensor.collapse_shape %extracted_slice_79 [[0, 1], [2], [3], [4]] : tensor<1x2x2x16x1xf32> into tensor<2x2x16x1xf32>
      %865 = arith.index_cast %825 : i32 to index
      %866 = arith.maxsi %865, %c0 : index
      %867 = arith.minsi %866, %c1 : index
      %extracted_slice_81 = tensor.extract_slice %20#14[%867, 0, 0, 0, 0] [1, 2, 2, 16, 1] [1, 1, 1, 1, 1] : tensor<2x2x2x16x1xf32> to tensor<1x2x2x16x1xf32>
      %collapsed_82 = tensor.collapse_shape %extracted_slice_81 [[0, 1], [2], [3], [4]] : tensor<1x2x2x16x1xf32> into tensor<2x2x16x1xf32>
      %868 = arith.index_cast %825 : i32 to index
      %869 = arith.maxsi %868, %c0 : index
      %870 = arith.minsi %869, %c1 : index
      %extracted_slice_83 = tensor.extract_slice %20#15[%870, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x2x16x16xf32> to tensor<1x2x2x16x16xf32>
      %collapsed_84 = tensor.collapse_shape %extracted_slice_83 [[0, 1], [2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<2x2x16x16xf32>
      %871 = arith.index_cast %825 : i32 to index
      %872 = arith.maxsi %871, %c0 : index
      %873 = arith.minsi %872, %c1 : index
      %extracted_slice_85 = tensor.extract_slice %20#16[%873, 0, 0, 0, 0] [1, 2, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<2x2x2x16x16xf32> to tensor<1x2x2x16x16xf32>
      %874 = arith.index_cast %825 : i32 to index
      %875 = arith.maxsi %874, %c0 : index
      %876 = arith.minsi %875, %c1 : index
      %extracted_slice_86 = tensor.extract_slice %20#17[%876, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<2x32x32xf32> to tensor<1x32x32xf32>
      %collapsed_87 = tensor.collapse_shape %extracted_slice_86 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
      %877 = arith.index_cast %825 : i32 to index
      %878 = arith.maxsi %877, %c0 : index
      %879 = arith.minsi %878, %c1 : index
      %extracted_slice_88 = tensor.extract_slice %20#18[%879, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %880 = arith.index_cast %825 : i32 to index
      %881 = arith.maxsi %880, %c0 : index
      %882 = arith.minsi %881, %c1 : index
      %extracted_slice_89 = tensor.extract_slice %20#19[%882, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %collapsed_90 = tensor.collapse_shape %extracted_slice_89 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
      %883 = arith.index_cast %825 : i32 to index
      %884 = arith.maxsi %883, %c0 : index
      %885 = arith.minsi %884, %c1 : index
      %extracted_slice_91 = tensor.extract_slice %20#20[%885, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> to tensor<1x2x16x1xf32>
      %collapsed_92 = tensor.collapse_shape %extracted_slice_91 [[0, 1], [2], [3]] : tensor<1x2x16x1xf32> into tensor<2x16x1xf32>
      %886 = arith.index_cast %825 : i32 to index
      %887 = arith.maxsi %886, %c0 : index
      %888 = arith.minsi %887, %c1 : index
      %extracted_slice_93 = tensor.extract_slice %20#21[%888, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> to tensor<1x2x16x1xf32>
      %collapsed_94 = tensor.collapse_shape %extracted_slice_93 [[0, 1], [2], [3]] : tensor<1x2x16x1xf32> into tensor<2x16x1xf32>
      %889 = arith.index_cast %825 : i32 to index
      %890 = arith.maxsi %889, %c0 : index
      %891 = arith.minsi %890, %c1 : index
      %extracted_slice_95 = tensor.extract_slice %20#22[%891, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %collapsed_96 = tensor.collapse_shape %extracted_slice_95 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
      %892 = arith.index_cast %825 : i32 to index
      %893 = arith.maxsi %892, %c0 : index
      %894 = arith.minsi %893, %c1 : index
      %extracted_slice_97 = tensor.extract_slice %20#23[%894, 0, 0, 0] [1, 2, 16, 1] [1, 1, 1, 1] : tensor<2x2x16x1xf32> to tensor<1x2x16x1xf32>
      %collapsed_98 = tensor.collapse_shape %extracted_slice_97 [[0, 1], [2], [3]] : tensor<1x2x16x1xf32> into tensor<2x16x1xf32>
      %895 = arith.index_cast %825 : i32 to index
      %896 = arith.maxsi %895, %c0 : index
      %897 = arith.minsi %896, %c1 : index
      %extracted_slice_99 = tensor.extract_slice %20#24[%897, 0, 0, 0] [1, 1, 1, 32] [1, 1, 1, 1] : tensor<2x1x1x32xf32> to tensor<1x1x1x32xf32>
      %collapsed_100 = tensor.collapse_shape %extracted_slice_99 [[0], [1], [2, 3]] : tensor<1x1x1x32xf32> into tensor<1x1x32xf32>
      %898 = arith.index_cast %825 : i32 to index
      %899 = arith.maxsi %898, %c0 : index
      %900 = arith.minsi %899, %c1 : index
      %extracted_slice_101 = tensor.extract_slice %20#25[%900, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %collapsed_102 = tensor.collapse_shape %extracted_slice_101 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
      %901 = arith.index_cast %825 : i32 to index
      %902 = arith.maxsi %901, %c0 : index
      %903 = arith.minsi %902, %c1 : index
      %extracted_slice_103 = tensor.extract_slice %20#26[%903, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<2x32x128xf32> to tensor<1x32x128xf32>
      %collapsed_104 = tensor.collapse_shape %extracted_slice_103 [[0, 1], [2]] : tensor<1x32x128xf32> into tensor<32x128xf32>
      %904 = arith.index_cast %825 : i32 to index
      %905 = arith.maxsi %904, %c0 : index
      %906 = arith.minsi %905, %c1 : index
      %extracted_slice_105 = tensor.extract_slice %20#27[%906, 0, 0, 0] [1, 2, 16, 32] [1, 1, 1, 1] : tensor<2x2x16x32xf32> to tensor<1x2x16x32xf32>
      %907 = arith.index_cast %825 : i32 to index
      %908 = arith.maxsi %907, %c0 : index
      %909 = arith.minsi %908, %c1 : index
      %extracted_slice_106 = tensor.extract_slice %20#28[%909, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<2x2x16x128xf32> to tensor<1x2x16x128xf32>
      %collapsed_107 = tensor.collapse_shape %extracted_slice_106 [[0, 1], [2], [3]] : tensor<1x2x16x128xf32> into tensor<2x16x128xf32>
      %910 = arith.index_cast %825 : i32 to index
      %911 = arith.maxsi %910, %c0 : index
      %912 = arith.minsi %911, %c1 : index
      %extracted_slice_108 = tensor.extract_slice %20#29[%912, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<2x2x16x128xf32> to tensor<1x2x16x128xf32>
      %collapsed_109 = tensor.collapse_shape %extracted_slice_108 [[0, 1], [2], [3]] : tensor<1x2x16x128xf32> into tensor<2x16x128xf32>
      %913 = arith.index_cast %825 : i32 to index
      %914 = arith.maxsi %913, %c0 : index
      %915 = arith.minsi %914, %c1 : index
      %extracted_slice_110 = tensor.extract_slice %20#30[%915, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<2x2x16x128xf32> to tensor<1x2x16x128xf32>
      %collapsed_111 = tensor.collapse_shape %extracted_slice_110 [[0, 1], [2], [3]] : tensor<1x2x16x128xf32> into tensor<2x16x128xf32>
      %916 = arith.index_cast %825 : i32 to index
      %917 = arith.maxsi %916, %c0 : index
      %918 = arith.minsi %917, %c1 : index
      %extracted_slice_112 = tensor.extract_slice %20#31[%918, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<2x2x16x128xf32> to tensor<1x2x16x128xf32>
      %collapsed_113 = tensor.collapse_shape %extracted_slice_112 [[0, 1], [2], [3]] : tensor<1x2x16x128xf32> into tensor<2x16x128xf32>
      %919 = arith.index_cast %825 : i32 to index
      %920 = arith.maxsi %919, %c0 : index
      %921 = arith.minsi %920, %c1 : index
      %extracted_slice_114 = tensor.extract_slice %20#32[%921, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<2x2x16x128xf32> to tensor<1x2x16x128xf32>
      %collapsed_115 = tensor.collapse_shape %extracted_slice_114 [[0, 1], [2], [3]] : tensor<1x2x16x128xf32> into tensor<2x16x128xf32>
      %922 = arith.index_cast %825 : i32 to index
      %923 = arith.maxsi %922, %c0 : index
      %924 = arith.minsi %923, %c1 : index
      %extracted_slice_116 = tensor.extract_slice %20#33[%924, 0, 0] [1, 128, 32] [1, 1, 1] : tensor<2x128x32xf32> to tensor<1x128x32xf32>
      %collapsed_117 = tensor.collapse_shape %extracted_slice_116 [[0, 1], [2]] : tensor<1x128x32xf32> into tensor<128x32xf32>
      %925 = arith.index_cast %825 : i32 to index
      %926 = arith.maxsi %925, %c0 : index
      %927 = arith.minsi %926, %c1 : index
      %extracted_slice_118 = tensor.extract_slice %20#34[%927, 0, 0, 0] [1, 2, 16, 128] [1, 1, 1, 1] : tensor<2x2x16x128xf32> to tensor<1x2x16x128xf32>
      %928 = tensor.empty() : tensor<32xf32>
      %929 = linalg.fill ins(%cst_18 : f32) outs(%928 : tensor<32xf32>) -> tensor<32xf32>
      %930 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%arg52 : tensor<2x16x32xf32>) outs(%929 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %expanded_119 = tensor.expand_shape %930 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
      %931 = tensor.empty() : tensor<32xf32>
      %932 = linalg.fill ins(%cst_18 : f32) outs(%931 : tensor<32xf32>) -> tensor<32xf32>
      %933 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_119 : tensor<1x1x32xf32>) outs(%932 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %934 = tensor.empty() : tensor<32x2x16xf32>
      %935 = linalg.generic {indexing_maps = [#map18, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x16x32xf32>) outs(%934 : tensor<32x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x2x16xf32>
      %collapsed_120 = tensor.collapse_shape %935 [[0], [1, 2]] : tensor<32x2x16xf32> into tensor<32x32xf32>
      %collapsed_121 = tensor.collapse_shape %extracted_slice_118 [[0, 1, 2], [3]] : tensor<1x2x16x128xf32> into tensor<32x128xf32>
      %936 = tensor.empty() : tensor<32x128xf32>
      %937 = linalg.fill ins(%cst_18 : f32) outs(%936 : tensor<32x128xf32>) -> tensor<32x128xf32>
      %938 = linalg.matmul ins(%collapsed_120, %collapsed_121 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%937 : tensor<32x128xf32>) -> tensor<32x128xf32>
      %939 = tensor.empty() : tensor<128x32xf32>
      %940 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%938 : tensor<32x128xf32>) outs(%939 : tensor<128x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<128x32xf32>
      %collapsed_122 = tensor.collapse_shape %arg52 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
      %941 = tensor.empty() : tensor<32x128xf32>
      %942 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_117 : tensor<128x32xf32>) outs(%941 : tensor<32x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x128xf32>
      %943 = tensor.empty() : tensor<32x128xf32>
      %944 = linalg.fill ins(%cst_18 : f32) outs(%943 : tensor<32x128xf32>) -> tensor<32x128xf32>
      %945 = linalg.matmul ins(%collapsed_122, %942 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%944 : tensor<32x128xf32>) -> tensor<32x128xf32>
      %expanded_123 = tensor.expand_shape %945 [[0, 1], [2]] output_shape [2, 16, 128] : tensor<32x128xf32> into tensor<2x16x128xf32>
      %946 = tensor.empty() : tensor<32x128xf32>
      %947 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%940 : tensor<128x32xf32>) outs(%946 : tensor<32x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x128xf32>
      %948 = tensor.empty() : tensor<2x16x128xf32>
      %949 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_115, %expanded_123 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%948 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %950 = tensor.empty() : tensor<2x16x128xf32>
      %951 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %collapsed_113 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%950 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %952 = tensor.empty() : tensor<2x16x128xf32>
      %953 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%949 : tensor<2x16x128xf32>) outs(%952 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.mulf %in, %cst_14 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %954 = tensor.empty() : tensor<2x16x128xf32>
      %955 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953, %collapsed_111 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%954 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %956 = tensor.empty() : tensor<2x16x128xf32>
      %957 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955, %collapsed_109 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%956 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %958 = tensor.empty() : tensor<2x16x128xf32>
      %959 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955, %957 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%958 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %960 = tensor.empty() : tensor<2x16x128xf32>
      %961 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%959 : tensor<2x16x128xf32>) outs(%960 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.mulf %in, %cst_8 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %962 = tensor.empty() : tensor<2x16x128xf32>
      %963 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951, %961 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%962 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %964 = tensor.empty() : tensor<2x16x128xf32>
      %965 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961 : tensor<2x16x128xf32>) outs(%964 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.mulf %in, %cst_9 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %966 = tensor.empty() : tensor<2x16x128xf32>
      %967 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%965, %collapsed_107 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%966 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %968 = tensor.empty() : tensor<2x16x128xf32>
      %969 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963, %967 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%968 : tensor<2x16x128xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x128xf32>
      %970 = tensor.empty() : tensor<128xf32>
      %971 = linalg.fill ins(%cst_18 : f32) outs(%970 : tensor<128xf32>) -> tensor<128xf32>
      %972 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%969 : tensor<2x16x128xf32>) outs(%971 : tensor<128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<128xf32>
      %expanded_124 = tensor.expand_shape %972 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32>
      %973 = tensor.empty() : tensor<128xf32>
      %974 = linalg.fill ins(%cst_18 : f32) outs(%973 : tensor<128xf32>) -> tensor<128xf32>
      %975 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_124 : tensor<1x1x128xf32>) outs(%974 : tensor<128xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<128xf32>
      %976 = tensor.empty() : tensor<128x2x16xf32>
      %977 = linalg.generic {indexing_maps = [#map18, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%969 : tensor<2x16x128xf32>) outs(%976 : tensor<128x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<128x2x16xf32>
      %collapsed_125 = tensor.collapse_shape %977 [[0], [1, 2]] : tensor<128x2x16xf32> into tensor<128x32xf32>
      %collapsed_126 = tensor.collapse_shape %extracted_slice_105 [[0, 1, 2], [3]] : tensor<1x2x16x32xf32> into tensor<32x32xf32>
      %978 = tensor.empty() : tensor<128x32xf32>
      %979 = linalg.fill ins(%cst_18 : f32) outs(%978 : tensor<128x32xf32>) -> tensor<128x32xf32>
      %980 = linalg.matmul ins(%collapsed_125, %collapsed_126 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%979 : tensor<128x32xf32>) -> tensor<128x32xf32>
      %981 = tensor.empty() : tensor<32x128xf32>
      %982 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%980 : tensor<128x32xf32>) outs(%981 : tensor<32x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x128xf32>
      %collapsed_127 = tensor.collapse_shape %969 [[0, 1], [2]] : tensor<2x16x128xf32> into tensor<32x128xf32>
      %983 = tensor.empty() : tensor<128x32xf32>
      %984 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_104 : tensor<32x128xf32>) outs(%983 : tensor<128x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<128x32xf32>
      %985 = tensor.empty() : tensor<32x32xf32>
      %986 = linalg.fill ins(%cst_18 : f32) outs(%985 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %987 = linalg.matmul ins(%collapsed_127, %984 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%986 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_128 = tensor.expand_shape %987 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
      %988 = tensor.empty() : tensor<128x32xf32>
      %989 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%982 : tensor<32x128xf32>) outs(%988 : tensor<128x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<128x32xf32>
      %990 = tensor.empty() : tensor<32xf32>
      %991 = linalg.fill ins(%cst_18 : f32) outs(%990 : tensor<32xf32>) -> tensor<32xf32>
      %992 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_128 : tensor<2x16x32xf32>) outs(%991 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %expanded_129 = tensor.expand_shape %992 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
      %993 = tensor.empty() : tensor<32xf32>
      %994 = linalg.fill ins(%cst_18 : f32) outs(%993 : tensor<32xf32>) -> tensor<32xf32>
      %995 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_129 : tensor<1x1x32xf32>) outs(%994 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %996 = tensor.empty() : tensor<2x16x32xf32>
      %997 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_102, %expanded_128 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%996 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %998 = tensor.empty() : tensor<32xf32>
      %999 = linalg.fill ins(%cst_18 : f32) outs(%998 : tensor<32xf32>) -> tensor<32xf32>
      %1000 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%997 : tensor<2x16x32xf32>) outs(%999 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %expanded_130 = tensor.expand_shape %1000 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
      %1001 = tensor.empty() : tensor<2x16x32xf32>
      %1002 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_100 : tensor<1x1x32xf32>) outs(%1001 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1003 = tensor.empty() : tensor<2x16x32xf32>
      %1004 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_128, %1002 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1003 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1005 = tensor.empty() : tensor<32xf32>
      %1006 = linalg.fill ins(%cst_18 : f32) outs(%1005 : tensor<32xf32>) -> tensor<32xf32>
      %1007 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_130 : tensor<1x1x32xf32>) outs(%1006 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %1008 = tensor.empty() : tensor<2x16x32xf32>
      %1009 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_98 : tensor<2x16x1xf32>) outs(%1008 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1010 = tensor.empty() : tensor<2x16x32xf32>
      %1011 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1004, %1009 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1010 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1012 = tensor.empty() : tensor<2x16x32xf32>
      %1013 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011, %collapsed_96 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1012 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1014 = tensor.empty() : tensor<2x16xf32>
      %1015 = linalg.fill ins(%cst_18 : f32) outs(%1014 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1016 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1013 : tensor<2x16x32xf32>) outs(%1015 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %1017 = tensor.empty() : tensor<2x16xf32>
      %1018 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1016 : tensor<2x16xf32>) outs(%1017 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.negf %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %expanded_131 = tensor.expand_shape %1018 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %1019 = tensor.empty() : tensor<2x16x32xf32>
      %1020 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_94 : tensor<2x16x1xf32>) outs(%1019 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1021 = tensor.empty() : tensor<2x16x32xf32>
      %1022 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1004, %1020 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1021 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.divf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1023 = tensor.empty() : tensor<2x16x1xf32>
      %1024 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %collapsed_92 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1023 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1025 = tensor.empty() : tensor<2x16x32xf32>
      %1026 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022 : tensor<2x16x32xf32>) outs(%1025 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.negf %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1027 = tensor.empty() : tensor<2x16xf32>
      %1028 = linalg.fill ins(%cst_18 : f32) outs(%1027 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1029 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1026 : tensor<2x16x32xf32>) outs(%1028 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %expanded_132 = tensor.expand_shape %1029 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %1030 = tensor.empty() : tensor<2x16x32xf32>
      %1031 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52, %1022 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1030 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1032 = tensor.empty() : tensor<2x16x1xf32>
      %1033 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1024 : tensor<2x16x1xf32>) outs(%1032 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.divf %in, %cst_17 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1034 = tensor.empty() : tensor<2x16xf32>
      %1035 = linalg.fill ins(%cst_18 : f32) outs(%1034 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1036 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1033 : tensor<2x16x1xf32>) outs(%1035 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %1037 = tensor.empty() : tensor<2x16x32xf32>
      %1038 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1036 : tensor<2x16xf32>) outs(%1037 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1039 = tensor.empty() : tensor<2x16x32xf32>
      %1040 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1038, %collapsed_90 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1039 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1041 = tensor.empty() : tensor<2x16x32xf32>
      %1042 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1040 : tensor<2x16x32xf32>) outs(%1041 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.negf %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1043 = tensor.empty() : tensor<2x16xf32>
      %1044 = linalg.fill ins(%cst_18 : f32) outs(%1043 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1045 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1042 : tensor<2x16x32xf32>) outs(%1044 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %expanded_133 = tensor.expand_shape %1045 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %1046 = tensor.empty() : tensor<2x16x32xf32>
      %1047 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1031, %1040 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1046 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1048 = tensor.empty() : tensor<2x16x1xf32>
      %1049 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %expanded_133 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1048 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1050 = tensor.empty() : tensor<2x16x1xf32>
      %1051 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1049 : tensor<2x16x1xf32>) outs(%1050 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.divf %in, %cst_17 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1052 = tensor.empty() : tensor<2x16xf32>
      %1053 = linalg.fill ins(%cst_18 : f32) outs(%1052 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1054 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1051 : tensor<2x16x1xf32>) outs(%1053 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %1055 = tensor.empty() : tensor<2x16x32xf32>
      %1056 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054 : tensor<2x16xf32>) outs(%1055 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1057 = tensor.empty() : tensor<2x16x32xf32>
      %1058 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1047, %1056 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1057 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1059 = tensor.empty() : tensor<32xf32>
      %1060 = linalg.fill ins(%cst_18 : f32) outs(%1059 : tensor<32xf32>) -> tensor<32xf32>
      %1061 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1058 : tensor<2x16x32xf32>) outs(%1060 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %expanded_134 = tensor.expand_shape %1061 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
      %1062 = tensor.empty() : tensor<32xf32>
      %1063 = linalg.fill ins(%cst_18 : f32) outs(%1062 : tensor<32xf32>) -> tensor<32xf32>
      %1064 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_134 : tensor<1x1x32xf32>) outs(%1063 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %1065 = tensor.empty() : tensor<32x2x16xf32>
      %1066 = linalg.generic {indexing_maps = [#map18, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1058 : tensor<2x16x32xf32>) outs(%1065 : tensor<32x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x2x16xf32>
      %collapsed_135 = tensor.collapse_shape %1066 [[0], [1, 2]] : tensor<32x2x16xf32> into tensor<32x32xf32>
      %collapsed_136 = tensor.collapse_shape %extracted_slice_88 [[0, 1, 2], [3]] : tensor<1x2x16x32xf32> into tensor<32x32xf32>
      %1067 = tensor.empty() : tensor<32x32xf32>
      %1068 = linalg.fill ins(%cst_18 : f32) outs(%1067 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %1069 = linalg.matmul ins(%collapsed_135, %collapsed_136 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1068 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %1070 = tensor.empty() : tensor<32x32xf32>
      %1071 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%1069 : tensor<32x32xf32>) outs(%1070 : tensor<32x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x32xf32>
      %collapsed_137 = tensor.collapse_shape %1058 [[0, 1], [2]] : tensor<2x16x32xf32> into tensor<32x32xf32>
      %1072 = tensor.empty() : tensor<32x32xf32>
      %1073 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_87 : tensor<32x32xf32>) outs(%1072 : tensor<32x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x32xf32>
      %1074 = tensor.empty() : tensor<32x32xf32>
      %1075 = linalg.fill ins(%cst_18 : f32) outs(%1074 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %1076 = linalg.matmul ins(%collapsed_137, %1073 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1075 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %1077 = tensor.empty() : tensor<32x32xf32>
      %1078 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%1071 : tensor<32x32xf32>) outs(%1077 : tensor<32x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x32xf32>
      %expanded_138 = tensor.expand_shape %1076 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] : tensor<32x32xf32> into tensor<2x16x2x16xf32>
      %1079 = tensor.empty() : tensor<2x2x16x16xf32>
      %1080 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_138 : tensor<2x16x2x16xf32>) outs(%1079 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %1081 = tensor.empty() : tensor<2x2x16x16xf32>
      %1082 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1080 : tensor<2x2x16x16xf32>) outs(%1081 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %collapsed_139 = tensor.collapse_shape %1082 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %collapsed_140 = tensor.collapse_shape %extracted_slice_85 [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<4x16x16xf32>
      %1083 = tensor.empty() : tensor<4x16x16xf32>
      %1084 = linalg.fill ins(%cst_18 : f32) outs(%1083 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %1085 = linalg.batch_matmul ins(%collapsed_139, %collapsed_140 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1084 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %expanded_141 = tensor.expand_shape %1085 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
      %1086 = tensor.empty() : tensor<2x2x16x16xf32>
      %1087 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<2x2x16x16xf32>) outs(%1086 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %1088 = tensor.empty() : tensor<2x2x16x16xf32>
      %1089 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_84 : tensor<2x2x16x16xf32>) outs(%1088 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %collapsed_142 = tensor.collapse_shape %1080 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %collapsed_143 = tensor.collapse_shape %1089 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %1090 = tensor.empty() : tensor<4x16x16xf32>
      %1091 = linalg.fill ins(%cst_18 : f32) outs(%1090 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %1092 = linalg.batch_matmul ins(%collapsed_142, %collapsed_143 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1091 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %expanded_144 = tensor.expand_shape %1092 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
      %1093 = tensor.empty() : tensor<2x2x16x16xf32>
      %1094 = linalg.generic {indexing_maps = [#map21, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_82 : tensor<2x2x16x1xf32>) outs(%1093 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %1095 = tensor.empty() : tensor<2x2x16x16xf32>
      %1096 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144, %1094 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1095 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16x16xf32>
      %1097 = tensor.empty() : tensor<2x2x16x16xf32>
      %1098 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1096, %collapsed_78 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1097 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16x16xf32>
      %1099 = tensor.empty() : tensor<2x2x16xf32>
      %1100 = linalg.fill ins(%cst_18 : f32) outs(%1099 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
      %1101 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1098 : tensor<2x2x16x16xf32>) outs(%1100 : tensor<2x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16xf32>
      %1102 = tensor.empty() : tensor<2x2x16xf32>
      %1103 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1101 : tensor<2x2x16xf32>) outs(%1102 : tensor<2x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.negf %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16xf32>
      %expanded_145 = tensor.expand_shape %1103 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
      %1104 = tensor.empty() : tensor<2x2x16x16xf32>
      %1105 = linalg.generic {indexing_maps = [#map21, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_80 : tensor<2x2x16x1xf32>) outs(%1104 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %1106 = tensor.empty() : tensor<2x2x16x16xf32>
      %1107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144, %1105 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1106 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.divf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16x16xf32>
      %1108 = tensor.empty() : tensor<2x2x16xf32>
      %1109 = linalg.fill ins(%cst_18 : f32) outs(%1108 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
      %1110 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_145 : tensor<2x2x16x1xf32>) outs(%1109 : tensor<2x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16xf32>
      %1111 = tensor.empty() : tensor<2x2x16x16xf32>
      %1112 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1110 : tensor<2x2x16xf32>) outs(%1111 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %1113 = tensor.empty() : tensor<2x2x16x16xf32>
      %1114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1107, %1112 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1113 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16x16xf32>
      %1115 = tensor.empty() : tensor<2x2x16x16xf32>
      %1116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1114, %collapsed_78 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1115 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16x16xf32>
      %1117 = tensor.empty() : tensor<2x2x16x16xf32>
      %1118 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %1116 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%1117 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: i1, %in_180: f32, %out: f32):
        %1291 = arith.select %in, %in_180, %cst_18 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16x16xf32>
      %1119 = tensor.empty() : tensor<2x2x16x16xf32>
      %1120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1118 : tensor<2x2x16x16xf32>) outs(%1119 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.divf %in, %cst_12 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x2x16x16xf32>
      %1121 = tensor.empty() : tensor<2x2x16x16xf32>
      %1122 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1120 : tensor<2x2x16x16xf32>) outs(%1121 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %collapsed_146 = tensor.collapse_shape %1122 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %collapsed_147 = tensor.collapse_shape %extracted_slice_76 [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<4x16x16xf32>
      %1123 = tensor.empty() : tensor<4x16x16xf32>
      %1124 = linalg.fill ins(%cst_18 : f32) outs(%1123 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %1125 = linalg.batch_matmul ins(%collapsed_146, %collapsed_147 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1124 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %expanded_148 = tensor.expand_shape %1125 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
      %1126 = tensor.empty() : tensor<2x2x16x16xf32>
      %1127 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_148 : tensor<2x2x16x16xf32>) outs(%1126 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %1128 = tensor.empty() : tensor<2x2x16x16xf32>
      %1129 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_75 : tensor<2x2x16x16xf32>) outs(%1128 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %collapsed_149 = tensor.collapse_shape %1120 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %collapsed_150 = tensor.collapse_shape %1129 [[0, 1], [2], [3]] : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
      %1130 = tensor.empty() : tensor<4x16x16xf32>
      %1131 = linalg.fill ins(%cst_18 : f32) outs(%1130 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %1132 = linalg.batch_matmul ins(%collapsed_149, %collapsed_150 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1131 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
      %expanded_151 = tensor.expand_shape %1132 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
      %1133 = tensor.empty() : tensor<2x2x16x16xf32>
      %1134 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1127 : tensor<2x2x16x16xf32>) outs(%1133 : tensor<2x2x16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x16x16xf32>
      %1135 = tensor.empty() : tensor<2x16x2x16xf32>
      %1136 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1087 : tensor<2x2x16x16xf32>) outs(%1135 : tensor<2x16x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x2x16xf32>
      %collapsed_152 = tensor.collapse_shape %1136 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
      %1137 = tensor.empty() : tensor<2x16x2x16xf32>
      %1138 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1134 : tensor<2x2x16x16xf32>) outs(%1137 : tensor<2x16x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x2x16xf32>
      %collapsed_153 = tensor.collapse_shape %1138 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
      %1139 = tensor.empty() : tensor<2x16x2x16xf32>
      %1140 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<2x2x16x16xf32>) outs(%1139 : tensor<2x16x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x2x16xf32>
      %collapsed_154 = tensor.collapse_shape %1140 [[0], [1], [2, 3]] : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
      %1141 = tensor.empty() : tensor<2x16x96xf32>
      %inserted_slice_155 = tensor.insert_slice %collapsed_154 into %1141[0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x32xf32> into tensor<2x16x96xf32>
      %inserted_slice_156 = tensor.insert_slice %collapsed_153 into %inserted_slice_155[0, 0, 32] [2, 16, 32] [1, 1, 1] : tensor<2x16x32xf32> into tensor<2x16x96xf32>
      %inserted_slice_157 = tensor.insert_slice %collapsed_152 into %inserted_slice_156[0, 0, 64] [2, 16, 32] [1, 1, 1] : tensor<2x16x32xf32> into tensor<2x16x96xf32>
      %1142 = tensor.empty() : tensor<96xf32>
      %1143 = linalg.fill ins(%cst_18 : f32) outs(%1142 : tensor<96xf32>) -> tensor<96xf32>
      %1144 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_157 : tensor<2x16x96xf32>) outs(%1143 : tensor<96xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<96xf32>
      %expanded_158 = tensor.expand_shape %1144 [[0, 1, 2]] output_shape [1, 1, 96] : tensor<96xf32> into tensor<1x1x96xf32>
      %1145 = tensor.empty() : tensor<96xf32>
      %1146 = linalg.fill ins(%cst_18 : f32) outs(%1145 : tensor<96xf32>) -> tensor<96xf32>
      %1147 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_158 : tensor<1x1x96xf32>) outs(%1146 : tensor<96xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<96xf32>
      %1148 = tensor.empty() : tensor<96x2x16xf32>
      %1149 = linalg.generic {indexing_maps = [#map18, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_157 : tensor<2x16x96xf32>) outs(%1148 : tensor<96x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<96x2x16xf32>
      %collapsed_159 = tensor.collapse_shape %1149 [[0], [1, 2]] : tensor<96x2x16xf32> into tensor<96x32xf32>
      %collapsed_160 = tensor.collapse_shape %extracted_slice_73 [[0, 1, 2], [3]] : tensor<1x2x16x32xf32> into tensor<32x32xf32>
      %1150 = tensor.empty() : tensor<96x32xf32>
      %1151 = linalg.fill ins(%cst_18 : f32) outs(%1150 : tensor<96x32xf32>) -> tensor<96x32xf32>
      %1152 = linalg.matmul ins(%collapsed_159, %collapsed_160 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%1151 : tensor<96x32xf32>) -> tensor<96x32xf32>
      %1153 = tensor.empty() : tensor<32x96xf32>
      %1154 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%1152 : tensor<96x32xf32>) outs(%1153 : tensor<32x96xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<32x96xf32>
      %collapsed_161 = tensor.collapse_shape %inserted_slice_157 [[0, 1], [2]] : tensor<2x16x96xf32> into tensor<32x96xf32>
      %1155 = tensor.empty() : tensor<96x32xf32>
      %1156 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_72 : tensor<32x96xf32>) outs(%1155 : tensor<96x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<96x32xf32>
      %1157 = tensor.empty() : tensor<32x32xf32>
      %1158 = linalg.fill ins(%cst_18 : f32) outs(%1157 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %1159 = linalg.matmul ins(%collapsed_161, %1156 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%1158 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_162 = tensor.expand_shape %1159 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf32> into tensor<2x16x32xf32>
      %1160 = tensor.empty() : tensor<96x32xf32>
      %1161 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel"]} ins(%1154 : tensor<32x96xf32>) outs(%1160 : tensor<96x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<96x32xf32>
      %1162 = tensor.empty() : tensor<32xf32>
      %1163 = linalg.fill ins(%cst_18 : f32) outs(%1162 : tensor<32xf32>) -> tensor<32xf32>
      %1164 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_162 : tensor<2x16x32xf32>) outs(%1163 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %expanded_163 = tensor.expand_shape %1164 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
      %1165 = tensor.empty() : tensor<32xf32>
      %1166 = linalg.fill ins(%cst_18 : f32) outs(%1165 : tensor<32xf32>) -> tensor<32xf32>
      %1167 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_163 : tensor<1x1x32xf32>) outs(%1166 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %1168 = tensor.empty() : tensor<2x16x32xf32>
      %1169 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_70, %expanded_162 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1168 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1170 = tensor.empty() : tensor<32xf32>
      %1171 = linalg.fill ins(%cst_18 : f32) outs(%1170 : tensor<32xf32>) -> tensor<32xf32>
      %1172 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1169 : tensor<2x16x32xf32>) outs(%1171 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %expanded_164 = tensor.expand_shape %1172 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
      %1173 = tensor.empty() : tensor<2x16x32xf32>
      %1174 = linalg.generic {indexing_maps = [#map20, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_68 : tensor<1x1x32xf32>) outs(%1173 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1175 = tensor.empty() : tensor<2x16x32xf32>
      %1176 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %1174 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1175 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1177 = tensor.empty() : tensor<32xf32>
      %1178 = linalg.fill ins(%cst_18 : f32) outs(%1177 : tensor<32xf32>) -> tensor<32xf32>
      %1179 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_164 : tensor<1x1x32xf32>) outs(%1178 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<32xf32>
      %1180 = tensor.empty() : tensor<2x16x32xf32>
      %1181 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_66 : tensor<2x16x1xf32>) outs(%1180 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1182 = tensor.empty() : tensor<2x16x32xf32>
      %1183 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1176, %1181 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1182 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1184 = tensor.empty() : tensor<2x16x32xf32>
      %1185 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1183, %collapsed_64 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1184 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1186 = tensor.empty() : tensor<2x16xf32>
      %1187 = linalg.fill ins(%cst_18 : f32) outs(%1186 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1188 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1185 : tensor<2x16x32xf32>) outs(%1187 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %1189 = tensor.empty() : tensor<2x16xf32>
      %1190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1188 : tensor<2x16xf32>) outs(%1189 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.negf %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %expanded_165 = tensor.expand_shape %1190 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %1191 = tensor.empty() : tensor<2x16x32xf32>
      %1192 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_62 : tensor<2x16x1xf32>) outs(%1191 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1193 = tensor.empty() : tensor<2x16x32xf32>
      %1194 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1176, %1192 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1193 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.divf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1195 = tensor.empty() : tensor<2x16x1xf32>
      %1196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %collapsed_60 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1195 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1197 = tensor.empty() : tensor<2x16x32xf32>
      %1198 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1194 : tensor<2x16x32xf32>) outs(%1197 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.negf %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1199 = tensor.empty() : tensor<2x16xf32>
      %1200 = linalg.fill ins(%cst_18 : f32) outs(%1199 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1201 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1198 : tensor<2x16x32xf32>) outs(%1200 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %expanded_166 = tensor.expand_shape %1201 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %1202 = tensor.empty() : tensor<2x16x32xf32>
      %1203 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1058, %1194 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1202 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1204 = tensor.empty() : tensor<2x16x1xf32>
      %1205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1196 : tensor<2x16x1xf32>) outs(%1204 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.divf %in, %cst_17 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1206 = tensor.empty() : tensor<2x16xf32>
      %1207 = linalg.fill ins(%cst_18 : f32) outs(%1206 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1208 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1205 : tensor<2x16x1xf32>) outs(%1207 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %1209 = tensor.empty() : tensor<2x16x32xf32>
      %1210 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1208 : tensor<2x16xf32>) outs(%1209 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1211 = tensor.empty() : tensor<2x16x32xf32>
      %1212 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1210, %collapsed_58 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1211 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.mulf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1213 = tensor.empty() : tensor<2x16x32xf32>
      %1214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1212 : tensor<2x16x32xf32>) outs(%1213 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.negf %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1215 = tensor.empty() : tensor<2x16xf32>
      %1216 = linalg.fill ins(%cst_18 : f32) outs(%1215 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1217 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1214 : tensor<2x16x32xf32>) outs(%1216 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %expanded_167 = tensor.expand_shape %1217 [[0], [1, 2]] output_shape [2, 16, 1] : tensor<2x16xf32> into tensor<2x16x1xf32>
      %1218 = tensor.empty() : tensor<2x16x32xf32>
      %1219 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1203, %1212 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1218 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1220 = tensor.empty() : tensor<2x16x1xf32>
      %1221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %expanded_167 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1220 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1222 = tensor.empty() : tensor<2x16x1xf32>
      %1223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1221 : tensor<2x16x1xf32>) outs(%1222 : tensor<2x16x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.divf %in, %cst_17 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x1xf32>
      %1224 = tensor.empty() : tensor<2x16xf32>
      %1225 = linalg.fill ins(%cst_18 : f32) outs(%1224 : tensor<2x16xf32>) -> tensor<2x16xf32>
      %1226 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1223 : tensor<2x16x1xf32>) outs(%1225 : tensor<2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1291 = arith.addf %out, %in : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16xf32>
      %1227 = tensor.empty() : tensor<2x16x32xf32>
      %1228 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1226 : tensor<2x16xf32>) outs(%1227 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %1229 = tensor.empty() : tensor<2x16x32xf32>
      %1230 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1219, %1228 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1229 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_180: f32, %out: f32):
        %1291 = arith.addf %in, %in_180 : f32
        linalg.yield %1291 : f32
      } -> tensor<2x16x32xf32>
      %1231 = tensor.empty() : tensor<1x96xf32>
      %1232 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%1147 : tensor<96xf32>) outs(%1231 : tensor<1x96xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x96xf32>
      %1233 = arith.index_cast %825 : i32 to index
      %1234 = arith.maxsi %1233, %c0 : index
      %1235 = arith.minsi %1234, %c1 : index
      %inserted_slice_168 = tensor.insert_slice %1232 into %arg53[%1235, 0] [1, 96] [1, 1] : tensor<1x96xf32> into tensor<2x96xf32>
      %1236 = tensor.empty() : tensor<1x96x32xf32>
      %1237 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1161 : tensor<96x32xf32>) outs(%1236 : tensor<1x96x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x96x32xf32>
      %1238 = arith.index_cast %825 : i32 to index
      %1239 = arith.maxsi %1238, %c0 : index
      %1240 = arith.minsi %1239, %c1 : index
      %inserted_slice_169 = tensor.insert_slice %1237 into %arg54[%1240, 0, 0] [1, 96, 32] [1, 1, 1] : tensor<1x96x32xf32> into tensor<2x96x32xf32>
      %1241 = tensor.empty() : tensor<1x32xf32>
      %1242 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%1064 : tensor<32xf32>) outs(%1241 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32xf32>
      %1243 = arith.index_cast %825 : i32 to index
      %1244 = arith.maxsi %1243, %c0 : index
      %1245 = arith.minsi %1244, %c1 : index
      %inserted_slice_170 = tensor.insert_slice %1242 into %arg55[%1245, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<2x32xf32>
      %1246 = tensor.empty() : tensor<1x32x32xf32>
      %1247 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1078 : tensor<32x32xf32>) outs(%1246 : tensor<1x32x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32x32xf32>
      %1248 = arith.index_cast %825 : i32 to index
      %1249 = arith.maxsi %1248, %c0 : index
      %1250 = arith.minsi %1249, %c1 : index
      %inserted_slice_171 = tensor.insert_slice %1247 into %arg56[%1250, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<1x32x32xf32> into tensor<2x32x32xf32>
      %1251 = tensor.empty() : tensor<1x32xf32>
      %1252 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%1167 : tensor<32xf32>) outs(%1251 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32xf32>
      %1253 = arith.index_cast %825 : i32 to index
      %1254 = arith.maxsi %1253, %c0 : index
      %1255 = arith.minsi %1254, %c1 : index
      %inserted_slice_172 = tensor.insert_slice %1252 into %arg57[%1255, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<2x32xf32>
      %1256 = tensor.empty() : tensor<1x32xf32>
      %1257 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%1179 : tensor<32xf32>) outs(%1256 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32xf32>
      %1258 = arith.index_cast %825 : i32 to index
      %1259 = arith.maxsi %1258, %c0 : index
      %1260 = arith.minsi %1259, %c1 : index
      %inserted_slice_173 = tensor.insert_slice %1257 into %arg58[%1260, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<2x32xf32>
      %1261 = tensor.empty() : tensor<1x32xf32>
      %1262 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%995 : tensor<32xf32>) outs(%1261 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32xf32>
      %1263 = arith.index_cast %825 : i32 to index
      %1264 = arith.maxsi %1263, %c0 : index
      %1265 = arith.minsi %1264, %c1 : index
      %inserted_slice_174 = tensor.insert_slice %1262 into %arg59[%1265, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<2x32xf32>
      %1266 = tensor.empty() : tensor<1x32xf32>
      %1267 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%1007 : tensor<32xf32>) outs(%1266 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32xf32>
      %1268 = arith.index_cast %825 : i32 to index
      %1269 = arith.maxsi %1268, %c0 : index
      %1270 = arith.minsi %1269, %c1 : index
      %inserted_slice_175 = tensor.insert_slice %1267 into %arg60[%1270, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<2x32xf32>
      %1271 = tensor.empty() : tensor<1x128xf32>
      %1272 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%975 : tensor<128xf32>) outs(%1271 : tensor<1x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x128xf32>
      %1273 = arith.index_cast %825 : i32 to index
      %1274 = arith.maxsi %1273, %c0 : index
      %1275 = arith.minsi %1274, %c1 : index
      %inserted_slice_176 = tensor.insert_slice %1272 into %arg61[%1275, 0] [1, 128] [1, 1] : tensor<1x128xf32> into tensor<2x128xf32>
      %1276 = tensor.empty() : tensor<1x128x32xf32>
      %1277 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989 : tensor<128x32xf32>) outs(%1276 : tensor<1x128x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x128x32xf32>
      %1278 = arith.index_cast %825 : i32 to index
      %1279 = arith.maxsi %1278, %c0 : index
      %1280 = arith.minsi %1279, %c1 : index
      %inserted_slice_177 = tensor.insert_slice %1277 into %arg62[%1280, 0, 0] [1, 128, 32] [1, 1, 1] : tensor<1x128x32xf32> into tensor<2x128x32xf32>
      %1281 = tensor.empty() : tensor<1x32xf32>
      %1282 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel"]} ins(%933 : tensor<32xf32>) outs(%1281 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32xf32>
      %1283 = arith.index_cast %825 : i32 to index
      %1284 = arith.maxsi %1283, %c0 : index
      %1285 = arith.minsi %1284, %c1 : index
      %inserted_slice_178 = tensor.insert_slice %1282 into %arg63[%1285, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<2x32xf32>
      %1286 = tensor.empty() : tensor<1x32x128xf32>
      %1287 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947 : tensor<32x128xf32>) outs(%1286 : tensor<1x32x128xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x32x128xf32>
      %1288 = arith.index_cast %825 : i32 to index
      %1289 = arith.maxsi %1288, %c0 : index
      %1290 = arith.minsi %1289, %c1 : index
      %inserted_slice_179 = tensor.insert_slice %1287 into %arg64[%1290, 0, 0] [1, 32, 128] [1, 1, 1] : tensor<1x32x128xf32> into tensor<2x32x128xf32>
      scf.yield %1230, %inserted_slice_168, %inserted_slice_169, %inserted_slice_170, %inserted_slice_171, %inserted_slice_172, %inserted_slice_173, %inserted_slice_174, %inserted_slice_175, %inserted_slice_176, %inserted_slice_177, %inserted_slice_178, %inserted_slice_179 : tensor<2x16x32xf32>, tensor<2x96xf32>, tensor<2x96x32xf32>, tensor<2x32xf32>, tensor<2x32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x128xf32>, tensor<2x128x32xf32>, tensor<2x32xf32>, tensor<2x32x128xf32>
    } {memopt.phase = "backward"}
    %216 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %217 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%216 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %218 = linalg.generic {indexing_maps = [#map23, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%215#0 : tensor<2x16x32xf32>) outs(%217 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %expanded_55 = tensor.expand_shape %218 [[0, 1], [2]] output_shape [1, 16, 32] {memopt.phase = "backward"} : tensor<16x32xf32> into tensor<1x16x32xf32>
    %219 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %220 = linalg.fill {memopt.phase = "backward"} ins(%cst_18 : f32) outs(%219 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %221 = linalg.generic {indexing_maps = [#map23, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_55 : tensor<1x16x32xf32>) outs(%220 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %out, %in : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %collapsed_56 = tensor.collapse_shape %expanded [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x1xi32> into tensor<32x1xi32>
    %collapsed_57 = tensor.collapse_shape %215#0 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %222 = scf.for %arg51 = %c0 to %c32 step %c1 iter_args(%arg52 = %cst_20) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %collapsed_56[%arg51, %c0] : tensor<32x1xi32>
      %825 = arith.index_cast %extracted : i32 to index
      %extracted_slice = tensor.extract_slice %collapsed_57[%arg51, 0] [1, 32] [1, 1] : tensor<32x32xf32> to tensor<32xf32>
      %extracted_slice_58 = tensor.extract_slice %arg52[%825, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<32xf32>
      %826 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<32xf32>) outs(%extracted_slice_58 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %827 = arith.addf %out, %in : f32
        linalg.yield %827 : f32
      } -> tensor<32xf32>
      %inserted_slice_59 = tensor.insert_slice %826 into %arg52[%825, 0] [1, 32] [1, 1] : tensor<32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_59 : tensor<64x32xf32>
    } {memopt.phase = "backward"}
    %223 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%151, %222 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%223 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %225 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#1 : tensor<2x96xf32>) outs(%225 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %227 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<2x96xf32>) outs(%227 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %229 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%226, %228 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%229 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %231 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#2 : tensor<2x96x32xf32>) outs(%231 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %233 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %234 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<2x96x32xf32>) outs(%233 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %235 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %236 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %234 : tensor<2x96x32xf32>, tensor<2x96x32xf32>) outs(%235 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %237 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#3 : tensor<2x32xf32>) outs(%237 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %239 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<2x32xf32>) outs(%239 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %241 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%238, %240 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%241 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %243 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %244 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#4 : tensor<2x32x32xf32>) outs(%243 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %245 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %246 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<2x32x32xf32>) outs(%245 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %247 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %246 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%247 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %249 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#5 : tensor<2x32xf32>) outs(%249 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %251 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<2x32xf32>) outs(%251 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %253 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%250, %252 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%253 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %255 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#6 : tensor<2x32xf32>) outs(%255 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %257 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<2x32xf32>) outs(%257 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %259 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%256, %258 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%259 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %261 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#7 : tensor<2x32xf32>) outs(%261 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %263 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<2x32xf32>) outs(%263 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %265 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%262, %264 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%265 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %267 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#8 : tensor<2x32xf32>) outs(%267 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %269 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<2x32xf32>) outs(%269 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %271 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%268, %270 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%271 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %273 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#9 : tensor<2x128xf32>) outs(%273 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %275 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<2x128xf32>) outs(%275 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %277 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%274, %276 : tensor<2x128xf32>, tensor<2x128xf32>) outs(%277 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %279 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#10 : tensor<2x128x32xf32>) outs(%279 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %281 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<2x128x32xf32>) outs(%281 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %283 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %282 : tensor<2x128x32xf32>, tensor<2x128x32xf32>) outs(%283 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %285 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#11 : tensor<2x32xf32>) outs(%285 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %287 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<2x32xf32>) outs(%287 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %289 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%286, %288 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%289 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %291 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#12 : tensor<2x32x128xf32>) outs(%291 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %293 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %294 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x32x128xf32>) outs(%293 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %295 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %294 : tensor<2x32x128xf32>, tensor<2x32x128xf32>) outs(%295 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %297 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %298 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%157 : tensor<32xf32>) outs(%297 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %299 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %300 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg29 : tensor<32xf32>) outs(%299 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %301 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %302 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%298, %300 : tensor<32xf32>, tensor<32xf32>) outs(%301 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %303 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %304 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%167 : tensor<32xf32>) outs(%303 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %305 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %306 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg30 : tensor<32xf32>) outs(%305 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %307 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %308 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%304, %306 : tensor<32xf32>, tensor<32xf32>) outs(%307 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %309 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<16x32xf32>) outs(%309 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %311 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<16x32xf32>) outs(%311 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %313 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%310, %312 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%313 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %315 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<64x32xf32>) outs(%315 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_6 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %317 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<64x32xf32>) outs(%317 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_5 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %319 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%316, %318 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%319 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %321 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#1 : tensor<2x96xf32>) outs(%321 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %323 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%322 : tensor<2x96xf32>) outs(%323 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %325 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<2x96xf32>) outs(%325 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %327 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%324, %326 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%327 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %329 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %330 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#2 : tensor<2x96x32xf32>) outs(%329 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %331 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %332 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x96x32xf32>) outs(%331 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %333 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %334 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<2x96x32xf32>) outs(%333 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %335 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %336 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %334 : tensor<2x96x32xf32>, tensor<2x96x32xf32>) outs(%335 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %337 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#3 : tensor<2x32xf32>) outs(%337 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %339 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%338 : tensor<2x32xf32>) outs(%339 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %341 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<2x32xf32>) outs(%341 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %343 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%340, %342 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%343 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %345 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#4 : tensor<2x32x32xf32>) outs(%345 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %347 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<2x32x32xf32>) outs(%347 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %349 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36 : tensor<2x32x32xf32>) outs(%349 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %351 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%351 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %353 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#5 : tensor<2x32xf32>) outs(%353 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %355 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%354 : tensor<2x32xf32>) outs(%355 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %357 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<2x32xf32>) outs(%357 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %359 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%356, %358 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%359 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %361 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#6 : tensor<2x32xf32>) outs(%361 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %363 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<2x32xf32>) outs(%363 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %365 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<2x32xf32>) outs(%365 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %367 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%364, %366 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%367 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %369 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#7 : tensor<2x32xf32>) outs(%369 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %371 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%370 : tensor<2x32xf32>) outs(%371 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %373 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<2x32xf32>) outs(%373 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %375 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %376 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%372, %374 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%375 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %377 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#8 : tensor<2x32xf32>) outs(%377 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %379 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%378 : tensor<2x32xf32>) outs(%379 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %381 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<2x32xf32>) outs(%381 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %383 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%380, %382 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%383 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %385 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#9 : tensor<2x128xf32>) outs(%385 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %387 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%386 : tensor<2x128xf32>) outs(%387 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %389 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<2x128xf32>) outs(%389 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %391 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%388, %390 : tensor<2x128xf32>, tensor<2x128xf32>) outs(%391 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %393 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#10 : tensor<2x128x32xf32>) outs(%393 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %395 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %396 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<2x128x32xf32>) outs(%395 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %397 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %398 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg42 : tensor<2x128x32xf32>) outs(%397 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %399 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %400 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %398 : tensor<2x128x32xf32>, tensor<2x128x32xf32>) outs(%399 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %401 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%215#11 : tensor<2x32xf32>) outs(%401 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %403 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<2x32xf32>) outs(%403 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %405 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<2x32xf32>) outs(%405 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %407 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%404, %406 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%407 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %409 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215#12 : tensor<2x32x128xf32>) outs(%409 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %411 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<2x32x128xf32>) outs(%411 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %413 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %414 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg44 : tensor<2x32x128xf32>) outs(%413 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %415 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %416 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %414 : tensor<2x32x128xf32>, tensor<2x32x128xf32>) outs(%415 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %417 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %418 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%157 : tensor<32xf32>) outs(%417 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %419 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %420 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%418 : tensor<32xf32>) outs(%419 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %421 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %422 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg45 : tensor<32xf32>) outs(%421 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %423 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %424 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%420, %422 : tensor<32xf32>, tensor<32xf32>) outs(%423 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %425 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %426 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%167 : tensor<32xf32>) outs(%425 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %427 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %428 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%426 : tensor<32xf32>) outs(%427 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %429 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %430 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg46 : tensor<32xf32>) outs(%429 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %431 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %432 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%428, %430 : tensor<32xf32>, tensor<32xf32>) outs(%431 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %433 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%221 : tensor<16x32xf32>) outs(%433 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %435 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%434 : tensor<16x32xf32>) outs(%435 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %437 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<16x32xf32>) outs(%437 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %439 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%436, %438 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%439 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %441 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<64x32xf32>) outs(%441 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %in : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %443 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%442 : tensor<64x32xf32>) outs(%443 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_4 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %445 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<64x32xf32>) outs(%445 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_3 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %447 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%444, %446 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%447 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %449 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i1>
    %450 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg16 : tensor<i32>) outs(%449 : tensor<i1>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: i1):
      %825 = arith.cmpi slt, %in, %c2147483647_i32 : i32
      linalg.yield %825 : i1
    } -> tensor<i1>
    %451 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i32>
    %452 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%arg16 : tensor<i32>) outs(%451 : tensor<i32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: i32):
      %825 = arith.addi %in, %c1_i32 : i32
      linalg.yield %825 : i32
    } -> tensor<i32>
    %453 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i32>
    %454 = linalg.generic {indexing_maps = [#map17, #map17, #map17], iterator_types = []} ins(%450, %452 : tensor<i1>, tensor<i32>) outs(%453 : tensor<i32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i1, %in_58: i32, %out: i32):
      %825 = arith.select %in, %in_58, %c2147483647_i32 : i32
      linalg.yield %825 : i32
    } -> tensor<i32>
    %455 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %456 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%454 : tensor<i32>) outs(%455 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: f32):
      %825 = arith.sitofp %in : i32 to f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %457 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %458 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%456 : tensor<f32>) outs(%457 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.powf %cst_5, %in : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %459 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %460 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%458 : tensor<f32>) outs(%459 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.subf %cst_13, %in : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %461 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %462 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%461 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x96xf32>
    %463 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%230, %462 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%463 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %465 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %466 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%465 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x96x32xf32>
    %467 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %468 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %466 : tensor<2x96x32xf32>, tensor<2x96x32xf32>) outs(%467 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %469 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %470 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%469 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32xf32>
    %471 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%242, %470 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%471 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %473 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %474 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%473 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %475 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %476 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %474 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%475 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %477 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%254, %470 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%477 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %479 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%260, %470 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%479 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %481 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%266, %470 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%481 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %483 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%272, %470 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%483 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %485 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %486 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%485 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128xf32>
    %487 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%278, %486 : tensor<2x128xf32>, tensor<2x128xf32>) outs(%487 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %489 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %490 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%489 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x32xf32>
    %491 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %492 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %490 : tensor<2x128x32xf32>, tensor<2x128x32xf32>) outs(%491 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %493 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%290, %470 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%493 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %495 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %496 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%495 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x128xf32>
    %497 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %496 : tensor<2x32x128xf32>, tensor<2x32x128xf32>) outs(%497 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %499 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %500 = linalg.generic {indexing_maps = [#map26, #map24], iterator_types = ["parallel"]} ins(%460 : tensor<f32>) outs(%499 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %501 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %502 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%302, %500 : tensor<32xf32>, tensor<32xf32>) outs(%501 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %503 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %504 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%308, %500 : tensor<32xf32>, tensor<32xf32>) outs(%503 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %505 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %506 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%505 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %507 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%314, %506 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%507 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %509 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %510 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<f32>) outs(%509 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %511 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%320, %510 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%511 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %513 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %514 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%456 : tensor<f32>) outs(%513 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.powf %cst_3, %in : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %515 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %516 = linalg.generic {indexing_maps = [#map17, #map17], iterator_types = []} ins(%514 : tensor<f32>) outs(%515 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.subf %cst_13, %in : f32
      linalg.yield %825 : f32
    } -> tensor<f32>
    %517 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %518 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%517 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x96xf32>
    %519 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%328, %518 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%519 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %521 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %522 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%521 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x96x32xf32>
    %523 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %524 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %522 : tensor<2x96x32xf32>, tensor<2x96x32xf32>) outs(%523 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %525 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %526 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%525 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32xf32>
    %527 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%344, %526 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%527 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %529 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %530 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%529 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %531 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %532 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %530 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%531 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %533 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%360, %526 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%533 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %535 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%368, %526 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%535 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %537 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%376, %526 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%537 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %539 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%384, %526 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%539 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %541 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %542 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%541 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128xf32>
    %543 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%392, %542 : tensor<2x128xf32>, tensor<2x128xf32>) outs(%543 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %545 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %546 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%545 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x32xf32>
    %547 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %548 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %546 : tensor<2x128x32xf32>, tensor<2x128x32xf32>) outs(%547 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %549 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%408, %526 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%549 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %551 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %552 = linalg.generic {indexing_maps = [#map16, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%551 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x128xf32>
    %553 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %554 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %552 : tensor<2x32x128xf32>, tensor<2x32x128xf32>) outs(%553 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %555 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %556 = linalg.generic {indexing_maps = [#map26, #map24], iterator_types = ["parallel"]} ins(%516 : tensor<f32>) outs(%555 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %557 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %558 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%424, %556 : tensor<32xf32>, tensor<32xf32>) outs(%557 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %559 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %560 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%432, %556 : tensor<32xf32>, tensor<32xf32>) outs(%559 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %561 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %562 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%561 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %563 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %564 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%440, %562 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%563 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %565 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %566 = linalg.generic {indexing_maps = [#map25, #map], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<f32>) outs(%565 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %567 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%448, %566 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%567 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %569 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%520 : tensor<2x96xf32>) outs(%569 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %571 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %572 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%570 : tensor<2x96xf32>) outs(%571 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %573 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%572 : tensor<2x96xf32>) outs(%573 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %575 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%464, %574 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%575 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %577 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %578 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<2x96x32xf32>) outs(%577 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %579 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %580 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<2x96x32xf32>) outs(%579 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %581 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %582 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580 : tensor<2x96x32xf32>) outs(%581 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %583 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %584 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %582 : tensor<2x96x32xf32>, tensor<2x96x32xf32>) outs(%583 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %585 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%528 : tensor<2x32xf32>) outs(%585 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %587 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %588 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%586 : tensor<2x32xf32>) outs(%587 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %589 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<2x32xf32>) outs(%589 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %591 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%472, %590 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%591 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %593 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %594 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532 : tensor<2x32x32xf32>) outs(%593 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %595 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %596 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<2x32x32xf32>) outs(%595 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %597 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %598 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596 : tensor<2x32x32xf32>) outs(%597 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %599 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %600 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476, %598 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%599 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %601 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%534 : tensor<2x32xf32>) outs(%601 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %603 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%602 : tensor<2x32xf32>) outs(%603 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %605 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %606 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%604 : tensor<2x32xf32>) outs(%605 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %607 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%478, %606 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%607 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %609 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%536 : tensor<2x32xf32>) outs(%609 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %611 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%610 : tensor<2x32xf32>) outs(%611 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %613 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %614 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%612 : tensor<2x32xf32>) outs(%613 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %615 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %616 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%480, %614 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%615 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %617 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %618 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%538 : tensor<2x32xf32>) outs(%617 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %619 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %620 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%618 : tensor<2x32xf32>) outs(%619 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %621 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %622 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%620 : tensor<2x32xf32>) outs(%621 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %623 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %624 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%482, %622 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%623 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %625 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %626 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%540 : tensor<2x32xf32>) outs(%625 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %627 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%626 : tensor<2x32xf32>) outs(%627 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %629 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %630 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%628 : tensor<2x32xf32>) outs(%629 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %631 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %632 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%484, %630 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%631 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %633 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%544 : tensor<2x128xf32>) outs(%633 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %635 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%634 : tensor<2x128xf32>) outs(%635 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %637 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%636 : tensor<2x128xf32>) outs(%637 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %639 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %640 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%488, %638 : tensor<2x128xf32>, tensor<2x128xf32>) outs(%639 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %641 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %642 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<2x128x32xf32>) outs(%641 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %643 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %644 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<2x128x32xf32>) outs(%643 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %645 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %646 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<2x128x32xf32>) outs(%645 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %647 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %648 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %646 : tensor<2x128x32xf32>, tensor<2x128x32xf32>) outs(%647 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %649 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %650 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%550 : tensor<2x32xf32>) outs(%649 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %651 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %652 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%650 : tensor<2x32xf32>) outs(%651 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %653 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %654 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%652 : tensor<2x32xf32>) outs(%653 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %655 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%494, %654 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%655 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %657 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %658 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<2x32x128xf32>) outs(%657 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %659 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %660 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658 : tensor<2x32x128xf32>) outs(%659 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %661 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %662 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660 : tensor<2x32x128xf32>) outs(%661 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %663 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %664 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %662 : tensor<2x32x128xf32>, tensor<2x32x128xf32>) outs(%663 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %665 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %666 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%558 : tensor<32xf32>) outs(%665 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %667 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %668 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%666 : tensor<32xf32>) outs(%667 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %669 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %670 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%668 : tensor<32xf32>) outs(%669 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %671 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %672 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%502, %670 : tensor<32xf32>, tensor<32xf32>) outs(%671 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %673 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %674 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%560 : tensor<32xf32>) outs(%673 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %675 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %676 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%674 : tensor<32xf32>) outs(%675 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %677 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %678 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%676 : tensor<32xf32>) outs(%677 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %679 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %680 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%504, %678 : tensor<32xf32>, tensor<32xf32>) outs(%679 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %681 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<16x32xf32>) outs(%681 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %683 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %684 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%682 : tensor<16x32xf32>) outs(%683 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %685 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %686 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%684 : tensor<16x32xf32>) outs(%685 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %687 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%508, %686 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%687 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %689 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<64x32xf32>) outs(%689 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_18 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %691 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%690 : tensor<64x32xf32>) outs(%691 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = math.sqrt %in : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %693 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %694 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<64x32xf32>) outs(%693 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.addf %in, %cst_2 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %695 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%512, %694 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%695 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.divf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %697 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %698 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x96xf32>) outs(%697 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %699 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%576, %698 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%699 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %701 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %702 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x96x32xf32>) outs(%701 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %703 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %704 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584, %702 : tensor<2x96x32xf32>, tensor<2x96x32xf32>) outs(%703 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %705 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %706 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<2x32xf32>) outs(%705 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %707 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%592, %706 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%707 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %709 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %710 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x32x32xf32>) outs(%709 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %711 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %712 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %710 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%711 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %713 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %714 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<2x32xf32>) outs(%713 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %715 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %716 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%608, %714 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%715 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %717 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<2x32xf32>) outs(%717 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %719 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %720 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%616, %718 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%719 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %721 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %722 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<2x32xf32>) outs(%721 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %723 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %724 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%624, %722 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%723 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %725 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %726 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<2x32xf32>) outs(%725 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %727 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %728 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%632, %726 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%727 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %729 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %730 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<2x128xf32>) outs(%729 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %731 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %732 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%640, %730 : tensor<2x128xf32>, tensor<2x128xf32>) outs(%731 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %733 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %734 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<2x128x32xf32>) outs(%733 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %735 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %736 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %734 : tensor<2x128x32xf32>, tensor<2x128x32xf32>) outs(%735 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %737 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %738 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<2x32xf32>) outs(%737 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %739 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %740 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%656, %738 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%739 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %741 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %742 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<2x32x128xf32>) outs(%741 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %743 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %744 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664, %742 : tensor<2x32x128xf32>, tensor<2x32x128xf32>) outs(%743 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %745 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %746 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg12 : tensor<32xf32>) outs(%745 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %747 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %748 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%672, %746 : tensor<32xf32>, tensor<32xf32>) outs(%747 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %749 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %750 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%749 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %751 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %752 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%680, %750 : tensor<32xf32>, tensor<32xf32>) outs(%751 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %753 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %754 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<16x32xf32>) outs(%753 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %755 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %756 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%688, %754 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%755 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %757 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %758 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x32xf32>) outs(%757 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_1 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %759 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%696, %758 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%759 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %761 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %762 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%700 : tensor<2x96xf32>) outs(%761 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %763 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %764 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704 : tensor<2x96x32xf32>) outs(%763 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %765 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %766 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%708 : tensor<2x32xf32>) outs(%765 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %767 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %768 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712 : tensor<2x32x32xf32>) outs(%767 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %769 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %770 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%716 : tensor<2x32xf32>) outs(%769 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %771 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %772 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%720 : tensor<2x32xf32>) outs(%771 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %773 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %774 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%724 : tensor<2x32xf32>) outs(%773 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %775 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %776 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%728 : tensor<2x32xf32>) outs(%775 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %777 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %778 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%732 : tensor<2x128xf32>) outs(%777 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %779 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %780 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736 : tensor<2x128x32xf32>) outs(%779 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %781 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %782 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%740 : tensor<2x32xf32>) outs(%781 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %783 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %784 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744 : tensor<2x32x128xf32>) outs(%783 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %785 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %786 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%748 : tensor<32xf32>) outs(%785 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %787 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %788 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%752 : tensor<32xf32>) outs(%787 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %789 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %790 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%756 : tensor<16x32xf32>) outs(%789 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %791 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %792 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%760 : tensor<64x32xf32>) outs(%791 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %825 = arith.mulf %in, %cst_0 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    %793 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96xf32>
    %794 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %762 : tensor<2x96xf32>, tensor<2x96xf32>) outs(%793 : tensor<2x96xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96xf32>
    %795 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x96x32xf32>
    %796 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %764 : tensor<2x96x32xf32>, tensor<2x96x32xf32>) outs(%795 : tensor<2x96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x96x32xf32>
    %797 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %798 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %766 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%797 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %799 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x32xf32>
    %800 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3, %768 : tensor<2x32x32xf32>, tensor<2x32x32xf32>) outs(%799 : tensor<2x32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x32xf32>
    %801 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %802 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %770 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%801 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %803 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %804 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5, %772 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%803 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %805 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %806 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %774 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%805 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %807 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %808 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7, %776 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%807 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %809 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128xf32>
    %810 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %778 : tensor<2x128xf32>, tensor<2x128xf32>) outs(%809 : tensor<2x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128xf32>
    %811 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x128x32xf32>
    %812 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %780 : tensor<2x128x32xf32>, tensor<2x128x32xf32>) outs(%811 : tensor<2x128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x128x32xf32>
    %813 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32xf32>
    %814 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %782 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%813 : tensor<2x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32xf32>
    %815 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x32x128xf32>
    %816 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %784 : tensor<2x32x128xf32>, tensor<2x32x128xf32>) outs(%815 : tensor<2x32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<2x32x128xf32>
    %817 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %818 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg12, %786 : tensor<32xf32>, tensor<32xf32>) outs(%817 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %819 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %820 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg13, %788 : tensor<32xf32>, tensor<32xf32>) outs(%819 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<32xf32>
    %821 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %822 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14, %790 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%821 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<16x32xf32>
    %823 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %824 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15, %792 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%823 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_58: f32, %out: f32):
      %825 = arith.addf %in, %in_58 : f32
      linalg.yield %825 : f32
    } -> tensor<64x32xf32>
    return {memopt.phase = "optimizer"} %109, %794, %796, %798, %800, %802, %804, %806, %808, %810, %812, %814, %816, %818, %820, %822, %824, %454, %230, %236, %242, %248, %254, %260, %266, %272, %278, %284, %290, %296, %302, %308, %314, %320, %328, %336, %344, %352, %360, %368, %376, %384, %392, %400, %408, %416, %424, %432, %440, %448 : tensor<f32>, tensor<2x96xf32>, tensor<2x96x32xf32>, tensor<2x32xf32>, tensor<2x32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x128xf32>, tensor<2x128x32xf32>, tensor<2x32xf32>, tensor<2x32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<64x32xf32>, tensor<i32>, tensor<2x96xf32>, tensor<2x96x32xf32>, tensor<2x32xf32>, tensor<2x32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x128xf32>, tensor<2x128x32xf32>, tensor<2x32xf32>, tensor<2x32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<64x32xf32>, tensor<2x96xf32>, tensor<2x96x32xf32>, tensor<2x32xf32>, tensor<2x32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x128xf32>, tensor<2x128x32xf32>, tensor<2x32xf32>, tensor<2x32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<64x32xf32>
  }
}
