#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1) -> (d1, d0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map14 = affine_map<(d0, d1, d2) -> ()>
#map15 = affine_map<() -> ()>
#map16 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map17 = affine_map<(d0, d1, d2) -> (d0)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0) -> ()>
module @jit_step {
  func.func public @main(%arg0: tensor<64x32xf32> {memopt.name = "embed_tokens.weight", memopt.role = "parameter"}, %arg1: tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight", memopt.role = "parameter"}, %arg2: tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight", memopt.role = "parameter"}, %arg3: tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight", memopt.role = "parameter"}, %arg4: tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg5: tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg6: tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight", memopt.role = "parameter"}, %arg9: tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight", memopt.role = "parameter"}, %arg10: tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight", memopt.role = "parameter"}, %arg11: tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight", memopt.role = "parameter"}, %arg12: tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight", memopt.role = "parameter"}, %arg13: tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight", memopt.role = "parameter"}, %arg14: tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "norm.weight", memopt.role = "parameter"}, %arg16: tensor<64x32xf32> {memopt.name = "lm_head.weight", memopt.role = "parameter"}, %arg17: tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg", memopt.role = "optimizer_state"}, %arg18: tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg19: tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg20: tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg21: tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg22: tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg23: tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg24: tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg25: tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg26: tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg27: tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg28: tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<32xf32> {memopt.name = "norm.weight.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg35: tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg36: tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg37: tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg38: tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg39: tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg40: tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg41: tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg42: tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg43: tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg44: tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg45: tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg46: tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg47: tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg48: tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg49: tensor<32xf32> {memopt.name = "norm.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg50: tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg51: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg52: tensor<2x16xi32> {memopt.name = "tokens", memopt.range = array<i64: 0, 64>, memopt.role = "input"}, %arg53: tensor<2x16xi32> {memopt.name = "targets", memopt.range = array<i64: 0, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "embed_tokens.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.new", memopt.role = "parameter"}, tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.new", memopt.role = "parameter"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.new", memopt.role = "parameter"}, tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "norm.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.new", memopt.role = "parameter"}, tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "norm.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "embed_tokens.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.0.self_attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.0.self_attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.0.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.0.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.0.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.input_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<96x32xf32> {memopt.name = "layers.1.self_attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "layers.1.self_attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "layers.1.post_attention_layernorm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.gate_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<80x32xf32> {memopt.name = "layers.1.mlp.up_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32x80xf32> {memopt.name = "layers.1.mlp.down_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "norm.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "lm_head.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant {memopt.phase = "backward"} 2 : index
    %cst = arith.constant {memopt.phase = "backward"} -1.000000e+00 : f32
    %cst_0 = arith.constant {memopt.phase = "backward"} 9.99999993E-9 : f32
    %cst_1 = arith.constant {memopt.phase = "backward"} 0.999899983 : f32
    %cst_2 = arith.constant {memopt.phase = "backward"} 1.000000e-03 : f32
    %cst_3 = arith.constant {memopt.phase = "backward"} 9.990000e-01 : f32
    %cst_4 = arith.constant {memopt.phase = "backward"} 1.000000e-01 : f32
    %cst_5 = arith.constant {memopt.phase = "backward"} 0.899999976 : f32
    %cst_6 = arith.constant {memopt.phase = "forward"} 0x7FC00000 : f32
    %c63 = arith.constant {memopt.phase = "forward"} 63 : index
    %c63_i32 = arith.constant {memopt.phase = "forward"} 63 : i32
    %cst_7 = arith.constant {memopt.phase = "forward"} 0xFF800000 : f32
    %true = arith.constant {memopt.phase = "forward"} true
    %cst_8 = arith.constant {memopt.phase = "forward"} 4.000000e+00 : f32
    %cst_9 = arith.constant {memopt.phase = "forward"} 5.000000e-01 : f32
    %cst_10 = arith.constant {memopt.phase = "forward"} 9.99999997E-7 : f32
    %cst_11 = arith.constant {memopt.phase = "forward"} 3.200000e+01 : f32
    %cst_12 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32
    %c64_i32 = arith.constant {memopt.phase = "forward"} 64 : i32
    %c0_i32 = arith.constant {memopt.phase = "forward"} 0 : i32
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index
    %cst_13 = arith.constant {memopt.phase = "forward"} 1.000000e+00 : f32
    %cst_14 = arith.constant {memopt.phase = "forward"} 1.000000e+04 : f32
    %cst_15 = arith.constant {memopt.phase = "forward"} 1.600000e+01 : f32
    %c2_i32 = arith.constant {memopt.phase = "forward"} 2 : i32
    %cst_16 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x16x64xf32>
    %cst_17 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32>
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<8xi32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %1546 = linalg.index 0 : index
      %1547 = arith.index_cast %1546 : index to i32
      linalg.yield %1547 : i32
    } -> tensor<8xi32>
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<8xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi32>) outs(%2 : tensor<8xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %1546 = arith.muli %in, %c2_i32 : i32
      linalg.yield %1546 : i32
    } -> tensor<8xi32>
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xi32>) outs(%4 : tensor<8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %1546 = arith.sitofp %in : i32 to f32
      linalg.yield %1546 : f32
    } -> tensor<8xf32>
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%6 : tensor<8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_15 : f32
      linalg.yield %1546 : f32
    } -> tensor<8xf32>
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%7 : tensor<8xf32>) outs(%8 : tensor<8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.powf %cst_14, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<8xf32>
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%9 : tensor<8xf32>) outs(%10 : tensor<8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<8xf32>
    %12 = tensor.empty() {memopt.phase = "forward"} : tensor<16xi32>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%12 : tensor<16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %1546 = linalg.index 0 : index
      %1547 = arith.index_cast %1546 : index to i32
      linalg.yield %1547 : i32
    } -> tensor<16xi32>
    %14 = tensor.empty() {memopt.phase = "forward"} : tensor<16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%13 : tensor<16xi32>) outs(%14 : tensor<16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %1546 = arith.sitofp %in : i32 to f32
      linalg.yield %1546 : f32
    } -> tensor<16xf32>
    %16 = tensor.empty() {memopt.phase = "forward"} : tensor<16x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<16xf32>) outs(%16 : tensor<16x8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8xf32>
    %18 = tensor.empty() {memopt.phase = "forward"} : tensor<16x8xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<8xf32>) outs(%18 : tensor<16x8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8xf32>
    %20 = tensor.empty() {memopt.phase = "forward"} : tensor<16x8xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%17, %19 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%20 : tensor<16x8xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<16x8xf32>
    %22 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xf32>
    %inserted_slice = tensor.insert_slice %21 into %22[0, 0] [16, 8] [1, 1] {memopt.phase = "forward"} : tensor<16x8xf32> into tensor<16x16xf32>
    %inserted_slice_18 = tensor.insert_slice %21 into %inserted_slice[0, 8] [16, 8] [1, 1] {memopt.phase = "forward"} : tensor<16x8xf32> into tensor<16x16xf32>
    %23 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%inserted_slice_18 : tensor<16x16xf32>) outs(%23 : tensor<16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.cos %in : f32
      linalg.yield %1546 : f32
    } -> tensor<16x16xf32>
    %25 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%inserted_slice_18 : tensor<16x16xf32>) outs(%25 : tensor<16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sin %in : f32
      linalg.yield %1546 : f32
    } -> tensor<16x16xf32>
    %27 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xi32>) outs(%27 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1546 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %1546 : i1
    } -> tensor<2x16xi1>
    %29 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xi32>) outs(%29 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %1546 = arith.addi %in, %c64_i32 : i32
      linalg.yield %1546 : i32
    } -> tensor<2x16xi32>
    %31 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%28, %30, %arg52 : tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) outs(%31 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_189: i32, %in_190: i32, %out: i32):
      %1546 = arith.select %in, %in_189, %in_190 : i32
      linalg.yield %1546 : i32
    } -> tensor<2x16xi32>
    %expanded = tensor.expand_shape %32 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %33 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x32xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x1xi32>) outs(%33 : tensor<2x16x1x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %1546 = arith.index_cast %in : i32 to index
      %1547 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%1546, %1547] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x1x32xf32>
    %collapsed = tensor.collapse_shape %34 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x1x32xf32> into tensor<2x16x32xf32>
    %35 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %36 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x16x32xf32>) outs(%35 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %37 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %38 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%37 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<2x16x32xf32>) outs(%38 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_19 = tensor.expand_shape %39 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %40 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x16x1xf32>) outs(%40 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %42 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x16x1xf32>) outs(%42 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_10 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %44 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x16x1xf32>) outs(%44 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %46 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x16x1xf32>) outs(%46 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_9, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %48 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x16x1xf32>) outs(%48 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %50 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %49 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%50 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %52 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x16x1xf32>) outs(%52 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x16x1xf32>) outs(%54 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %56 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %57 = linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%56 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %58 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %57 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%58 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %60 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<96x32xf32>) outs(%60 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_20 = tensor.collapse_shape %59 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %62 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %63 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%62 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %64 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_20, %61 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%63 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %expanded_21 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_21[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_22 = tensor.extract_slice %expanded_21[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded_21[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_24 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %65 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x16x2x16xf32>) outs(%65 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice_22 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %67 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %68 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<2x16x2x16xf32>) outs(%67 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_26 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %69 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x16x2x16xf32>) outs(%69 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_27 = tensor.extract_slice %66[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_28 = tensor.extract_slice %66[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %71 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %72 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<16x16xf32>) outs(%71 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %73 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%73 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %75 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<2x2x16x8xf32>) outs(%75 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %77 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %inserted_slice_29 = tensor.insert_slice %76 into %77[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_30 = tensor.insert_slice %extracted_slice_27 into %inserted_slice_29[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %78 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %79 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<16x16xf32>) outs(%78 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %80 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %81 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_30, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%80 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %82 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %81 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%82 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_31 = tensor.extract_slice %68[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_32 = tensor.extract_slice %68[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %84 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%84 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %86 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<2x2x16x8xf32>) outs(%86 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %88 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %inserted_slice_33 = tensor.insert_slice %87 into %88[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_34 = tensor.insert_slice %extracted_slice_31 into %inserted_slice_33[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %89 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_34, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%89 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %91 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%91 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %93 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %94 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<2x2x16x16xf32>) outs(%93 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_35 = tensor.collapse_shape %83 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_36 = tensor.collapse_shape %94 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %95 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %96 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%95 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %97 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_35, %collapsed_36 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%96 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_37 = tensor.expand_shape %97 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %98 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x2x16x16xf32>) outs(%98 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_8 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %100 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi32>
    %101 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%100 : tensor<16x16xi32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %1546 = linalg.index 0 : index
      %1547 = arith.index_cast %1546 : index to i32
      linalg.yield %1547 : i32
    } -> tensor<16x16xi32>
    %102 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi32>
    %103 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel"]} outs(%102 : tensor<16x16xi32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %1546 = linalg.index 1 : index
      %1547 = arith.index_cast %1546 : index to i32
      linalg.yield %1547 : i32
    } -> tensor<16x16xi32>
    %104 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<16x16xi1>
    %105 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%101, %103 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%104 : tensor<16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i32, %in_189: i32, %out: i1):
      %1546 = arith.cmpi sge, %in, %in_189 : i32
      linalg.yield %1546 : i1
    } -> tensor<16x16xi1>
    %106 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xi1>
    %107 = linalg.generic {indexing_maps = [#map12, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<16x16xi1>) outs(%106 : tensor<2x2x16x16xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x16x16xi1>
    %108 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %99 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%108 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_189: f32, %out: f32):
      %1546 = arith.select %in, %in_189, %cst_7 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %110 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %111 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_7 : f32) outs(%110 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<2x2x16x16xf32>) outs(%111 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.maximumf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %113 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<2x2x16xf32>) outs(%113 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %115 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %114 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%115 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %117 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<2x2x16x16xf32>) outs(%117 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.exp %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %119 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %120 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%119 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<2x2x16x16xf32>) outs(%120 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %expanded_38 = tensor.expand_shape %121 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %122 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<2x2x16xf32>) outs(%122 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %124 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %123 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%124 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %126 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x2x16x1xf32>) outs(%126 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x1xf32>
    %128 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x2x16x1xf32>) outs(%128 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x1xf32>
    %collapsed_39 = tensor.collapse_shape %125 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_40 = tensor.collapse_shape %70 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %130 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %131 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%130 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %132 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_39, %collapsed_40 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%131 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_41 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %133 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %134 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x2x16x16xf32>) outs(%133 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %135 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %136 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32x32xf32>) outs(%135 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_42 = tensor.collapse_shape %134 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %137 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %138 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%137 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %139 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_42, %136 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%138 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_43 = tensor.expand_shape %139 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %140 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %expanded_43 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%140 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %142 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x32xf32>) outs(%142 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %144 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %145 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%144 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %146 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<2x16x32xf32>) outs(%145 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_44 = tensor.expand_shape %146 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %147 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x16x1xf32>) outs(%147 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %149 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x16x1xf32>) outs(%149 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_10 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %151 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<2x16x1xf32>) outs(%151 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %153 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x1xf32>) outs(%153 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_9, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %155 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %156 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x1xf32>) outs(%155 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %157 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %158 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %156 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%157 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %159 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %160 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x1xf32>) outs(%159 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %161 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %162 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<2x16x1xf32>) outs(%161 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %163 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %164 = linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<32xf32>) outs(%163 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %165 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %166 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %164 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%165 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %167 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %168 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<80x32xf32>) outs(%167 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %collapsed_45 = tensor.collapse_shape %166 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %169 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %170 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%169 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %171 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_45, %168 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%170 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %expanded_46 = tensor.expand_shape %171 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32>
    %172 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x16x80xf32>) outs(%172 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %174 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %175 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<2x16x80xf32>) outs(%174 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.exp %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %176 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %177 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<2x16x80xf32>) outs(%176 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_13 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %178 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %179 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x80xf32>) outs(%178 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %180 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %181 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x80xf32>) outs(%180 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.subf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %182 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %183 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %181 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%182 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %184 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %185 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %179 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%184 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %186 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %187 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<80x32xf32>) outs(%186 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %188 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %189 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%188 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %190 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_45, %187 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%189 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %expanded_47 = tensor.expand_shape %190 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32>
    %191 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %192 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_47 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%191 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %193 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<80x32xf32>
    %194 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x80xf32>) outs(%193 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %collapsed_48 = tensor.collapse_shape %192 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32> into tensor<32x80xf32>
    %195 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %196 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%195 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_48, %194 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%196 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_49 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %198 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %199 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %expanded_49 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%198 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %200 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %201 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x16x32xf32>) outs(%200 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %202 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %203 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%202 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %204 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x16x32xf32>) outs(%203 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_50 = tensor.expand_shape %204 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %205 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %206 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<2x16x1xf32>) outs(%205 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %207 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x1xf32>) outs(%207 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_10 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %209 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %210 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x1xf32>) outs(%209 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %211 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16x1xf32>) outs(%211 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_9, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %213 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %214 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16x1xf32>) outs(%213 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %215 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %216 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %214 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%215 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %217 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %218 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16x1xf32>) outs(%217 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %219 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %220 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x16x1xf32>) outs(%219 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %221 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %222 = linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%221 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %223 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %224 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %222 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%223 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %225 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %226 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<96x32xf32>) outs(%225 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_51 = tensor.collapse_shape %224 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %227 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32>
    %228 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%227 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %229 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_51, %226 : tensor<32x32xf32>, tensor<32x96xf32>) outs(%228 : tensor<32x96xf32>) -> tensor<32x96xf32>
    %expanded_52 = tensor.expand_shape %229 [[0, 1], [2]] output_shape [2, 16, 96] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x96xf32> into tensor<2x16x96xf32>
    %extracted_slice_53 = tensor.extract_slice %expanded_52[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_54 = tensor.extract_slice %expanded_52[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %extracted_slice_55 = tensor.extract_slice %expanded_52[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x96xf32> to tensor<2x16x32xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_53 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %230 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %231 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x16x2x16xf32>) outs(%230 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_57 = tensor.expand_shape %extracted_slice_54 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %232 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %233 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<2x16x2x16xf32>) outs(%232 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %expanded_58 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %234 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %235 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x16x2x16xf32>) outs(%234 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_59 = tensor.extract_slice %231[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_60 = tensor.extract_slice %231[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %236 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %237 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%236 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %238 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32>
    %239 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<2x2x16x8xf32>) outs(%238 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %240 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %inserted_slice_61 = tensor.insert_slice %239 into %240[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_62 = tensor.insert_slice %extracted_slice_59 into %inserted_slice_61[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %241 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %242 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_62, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%241 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %243 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %244 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %242 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%243 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_63 = tensor.extract_slice %233[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_64 = tensor.extract_slice %233[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %245 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%245 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %247 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32>
    %248 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64 : tensor<2x2x16x8xf32>) outs(%247 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %249 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %inserted_slice_65 = tensor.insert_slice %248 into %249[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_66 = tensor.insert_slice %extracted_slice_63 into %inserted_slice_65[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %250 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %251 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_66, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%250 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %252 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %253 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %251 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%252 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %254 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %255 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<2x2x16x16xf32>) outs(%254 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_67 = tensor.collapse_shape %244 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_68 = tensor.collapse_shape %255 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %256 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %257 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%256 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %258 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_67, %collapsed_68 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%257 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_69 = tensor.expand_shape %258 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %259 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %260 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x2x16x16xf32>) outs(%259 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_8 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %261 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %262 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %260 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%261 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_189: f32, %out: f32):
      %1546 = arith.select %in, %in_189, %cst_7 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %263 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %264 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_7 : f32) outs(%263 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %265 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%262 : tensor<2x2x16x16xf32>) outs(%264 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.maximumf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %266 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %267 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<2x2x16xf32>) outs(%266 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %268 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %269 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %267 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%268 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %270 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %271 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<2x2x16x16xf32>) outs(%270 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.exp %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %272 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32>
    %273 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%272 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %274 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%271 : tensor<2x2x16x16xf32>) outs(%273 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %expanded_70 = tensor.expand_shape %274 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %275 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<2x2x16xf32>) outs(%275 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %277 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %278 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %276 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%277 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %279 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %280 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<2x2x16x1xf32>) outs(%279 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x1xf32>
    %281 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %282 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<2x2x16x1xf32>) outs(%281 : tensor<2x2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x1xf32>
    %collapsed_71 = tensor.collapse_shape %278 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_72 = tensor.collapse_shape %235 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %283 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32>
    %284 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%283 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %285 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_71, %collapsed_72 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%284 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_73 = tensor.expand_shape %285 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %286 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %287 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<2x2x16x16xf32>) outs(%286 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %288 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %289 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x32xf32>) outs(%288 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_74 = tensor.collapse_shape %287 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %290 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %291 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%290 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %292 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_74, %289 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%291 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_75 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %293 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %294 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %expanded_75 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%293 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %295 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %296 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<2x16x32xf32>) outs(%295 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %297 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32>
    %298 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%297 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %299 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%296 : tensor<2x16x32xf32>) outs(%298 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_76 = tensor.expand_shape %299 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %300 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %301 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x16x1xf32>) outs(%300 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %302 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %303 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<2x16x1xf32>) outs(%302 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_10 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %304 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %305 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<2x16x1xf32>) outs(%304 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %306 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %307 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x16x1xf32>) outs(%306 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_9, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %308 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %309 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x16x1xf32>) outs(%308 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %310 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %311 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %309 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%310 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %312 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %313 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x16x1xf32>) outs(%312 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %314 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x1xf32>
    %315 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<2x16x1xf32>) outs(%314 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %316 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %317 = linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%316 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %318 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %319 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %317 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%318 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %320 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %321 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<80x32xf32>) outs(%320 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %collapsed_77 = tensor.collapse_shape %319 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %322 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %323 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%322 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %324 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_77, %321 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%323 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %expanded_78 = tensor.expand_shape %324 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32>
    %325 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %326 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<2x16x80xf32>) outs(%325 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %327 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %328 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<2x16x80xf32>) outs(%327 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.exp %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %329 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %330 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<2x16x80xf32>) outs(%329 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_13 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %331 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %332 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<2x16x80xf32>) outs(%331 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %333 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %334 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<2x16x80xf32>) outs(%333 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.subf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %335 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %336 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %334 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%335 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %337 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %338 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %332 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%337 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %339 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %340 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<80x32xf32>) outs(%339 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %341 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32>
    %342 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%341 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %343 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_77, %340 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%342 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %expanded_79 = tensor.expand_shape %343 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x80xf32> into tensor<2x16x80xf32>
    %344 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32>
    %345 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %expanded_79 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%344 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %346 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<80x32xf32>
    %347 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32x80xf32>) outs(%346 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %collapsed_80 = tensor.collapse_shape %345 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x80xf32> into tensor<32x80xf32>
    %348 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32>
    %349 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_12 : f32) outs(%348 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %350 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_80, %347 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%349 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_81 = tensor.expand_shape %350 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %351 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x16x32xf32>
    %352 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %expanded_81 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%351 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %353 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %354 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<2x16x32xf32>) outs(%353 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %355 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %356 = linalg.fill {memopt.phase = "forward"} ins(%cst_12 : f32) outs(%355 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %357 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%354 : tensor<2x16x32xf32>) outs(%356 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_82 = tensor.expand_shape %357 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %358 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %359 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x16x1xf32>) outs(%358 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %360 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %361 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<2x16x1xf32>) outs(%360 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_10 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %362 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %363 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<2x16x1xf32>) outs(%362 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %364 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %365 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<2x16x1xf32>) outs(%364 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_9, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %366 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %367 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<2x16x1xf32>) outs(%366 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %368 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %369 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %367 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%368 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %370 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %371 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<2x16x1xf32>) outs(%370 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %372 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %373 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<2x16x1xf32>) outs(%372 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %374 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %375 = linalg.generic {indexing_maps = [#map9, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<32xf32>) outs(%374 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %376 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %377 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %375 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%376 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %378 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %379 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x32xf32>) outs(%378 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_83 = tensor.collapse_shape %377 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %380 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %381 = linalg.fill {memopt.phase = "forward"} ins(%cst_12 : f32) outs(%380 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %382 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_83, %379 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%381 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_84 = tensor.expand_shape %382 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32>
    %383 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %384 = linalg.fill {memopt.phase = "forward"} ins(%cst_7 : f32) outs(%383 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %385 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_84 : tensor<2x16x64xf32>) outs(%384 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.maximumf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %386 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %387 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<2x16xf32>) outs(%386 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %388 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %389 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %387 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%388 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x64xf32>
    %390 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %391 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<2x16x64xf32>) outs(%390 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.exp %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x64xf32>
    %392 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %393 = linalg.fill {memopt.phase = "forward"} ins(%cst_12 : f32) outs(%392 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %394 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%391 : tensor<2x16x64xf32>) outs(%393 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_85 = tensor.expand_shape %394 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %395 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %396 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<2x16x1xf32>) outs(%395 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.log %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %397 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %398 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<2x16x1xf32>) outs(%397 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %399 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %400 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %398 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%399 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x64xf32>
    %expanded_86 = tensor.expand_shape %arg53 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %401 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %402 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<2x16x1xi32>) outs(%401 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1546 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %1546 : i1
    } -> tensor<2x16x1xi1>
    %403 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %404 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<2x16x1xi32>) outs(%403 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %1546 = arith.addi %in, %c64_i32 : i32
      linalg.yield %1546 : i32
    } -> tensor<2x16x1xi32>
    %405 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %406 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %404, %expanded_86 : tensor<2x16x1xi1>, tensor<2x16x1xi32>, tensor<2x16x1xi32>) outs(%405 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_189: i32, %in_190: i32, %out: i32):
      %1546 = arith.select %in, %in_189, %in_190 : i32
      linalg.yield %1546 : i32
    } -> tensor<2x16x1xi32>
    %expanded_87 = tensor.expand_shape %406 [[0], [1], [2, 3]] output_shape [2, 16, 1, 1] {memopt.phase = "forward"} : tensor<2x16x1xi32> into tensor<2x16x1x1xi32>
    %407 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %408 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<2x16x1x1xi32>) outs(%407 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1546 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %1546 : i1
    } -> tensor<2x16x1x1xi1>
    %409 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %410 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<2x16x1x1xi32>) outs(%409 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %1546 = arith.cmpi sle, %in, %c63_i32 : i32
      linalg.yield %1546 : i1
    } -> tensor<2x16x1x1xi1>
    %411 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %412 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %410 : tensor<2x16x1x1xi1>, tensor<2x16x1x1xi1>) outs(%411 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_189: i1, %out: i1):
      %1546 = arith.andi %in, %in_189 : i1
      linalg.yield %1546 : i1
    } -> tensor<2x16x1x1xi1>
    %413 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %414 = linalg.fill {memopt.phase = "forward"} ins(%true : i1) outs(%413 : tensor<2x16x1xi1>) -> tensor<2x16x1xi1>
    %415 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%412 : tensor<2x16x1x1xi1>) outs(%414 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %1546 = arith.andi %out, %in : i1
      linalg.yield %1546 : i1
    } -> tensor<2x16x1xi1>
    %416 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %417 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel"]} outs(%416 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      %1546 = linalg.index 0 : index
      %1547 = linalg.index 1 : index
      %extracted = tensor.extract %expanded_87[%1546, %1547, %c0, %c0] : tensor<2x16x1x1xi32>
      %1548 = arith.index_cast %extracted : i32 to index
      %1549 = arith.maxsi %1548, %c0 : index
      %1550 = arith.minsi %1549, %c63 : index
      %extracted_189 = tensor.extract %400[%1546, %1547, %1550] : tensor<2x16x64xf32>
      linalg.yield %extracted_189 : f32
    } -> tensor<2x16x1xf32>
    %418 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %419 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415, %417 : tensor<2x16x1xi1>, tensor<2x16x1xf32>) outs(%418 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_189: f32, %out: f32):
      %1546 = arith.select %in, %in_189, %cst_6 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %420 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %421 = linalg.fill {memopt.phase = "forward"} ins(%cst_12 : f32) outs(%420 : tensor<f32>) -> tensor<f32>
    %422 = linalg.generic {indexing_maps = [#map6, #map14], iterator_types = ["reduction", "reduction", "reduction"]} ins(%419 : tensor<2x16x1xf32>) outs(%421 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %423 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %424 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%422 : tensor<f32>) outs(%423 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %425 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %426 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%424 : tensor<f32>) outs(%425 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %427 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %428 = linalg.generic {indexing_maps = [#map15], iterator_types = []} outs(%427 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %429 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %430 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%428 : tensor<f32>) outs(%429 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %431 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %432 = linalg.generic {indexing_maps = [#map14, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<f32>) outs(%431 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x1xf32>
    %433 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %434 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%433 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %1546 = linalg.index 0 : index
      %1547 = arith.index_cast %1546 : index to i32
      linalg.yield %1547 : i32
    } -> tensor<2x16x1x1xi32>
    %435 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %436 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%435 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %1546 = linalg.index 1 : index
      %1547 = arith.index_cast %1546 : index to i32
      linalg.yield %1547 : i32
    } -> tensor<2x16x1x1xi32>
    %437 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x3xi32>
    %inserted_slice_88 = tensor.insert_slice %434 into %437[0, 0, 0, 0] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_89 = tensor.insert_slice %436 into %inserted_slice_88[0, 0, 0, 1] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_90 = tensor.insert_slice %expanded_87 into %inserted_slice_89[0, 0, 0, 2] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %collapsed_91 = tensor.collapse_shape %inserted_slice_90 [[0, 1, 2], [3]] {memopt.phase = "backward"} : tensor<2x16x1x3xi32> into tensor<32x3xi32>
    %collapsed_92 = tensor.collapse_shape %432 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<32xf32>
    %438 = scf.for %arg54 = %c0 to %c32 step %c1 iter_args(%arg55 = %cst_16) -> (tensor<2x16x64xf32>) {
      %extracted = tensor.extract %collapsed_91[%arg54, %c0] : tensor<32x3xi32>
      %1546 = arith.index_cast %extracted : i32 to index
      %extracted_189 = tensor.extract %collapsed_91[%arg54, %c1] : tensor<32x3xi32>
      %1547 = arith.index_cast %extracted_189 : i32 to index
      %extracted_190 = tensor.extract %collapsed_91[%arg54, %c2] : tensor<32x3xi32>
      %1548 = arith.index_cast %extracted_190 : i32 to index
      %extracted_slice_191 = tensor.extract_slice %collapsed_92[%arg54] [1] [1] : tensor<32xf32> to tensor<f32>
      %extracted_slice_192 = tensor.extract_slice %arg55[%1546, %1547, %1548] [1, 1, 1] [1, 1, 1] : tensor<2x16x64xf32> to tensor<f32>
      %1549 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%extracted_slice_191 : tensor<f32>) outs(%extracted_slice_192 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %1550 = arith.addf %out, %in : f32
        linalg.yield %1550 : f32
      } -> tensor<f32>
      %inserted_slice_193 = tensor.insert_slice %1549 into %arg55[%1546, %1547, %1548] [1, 1, 1] [1, 1, 1] : tensor<f32> into tensor<2x16x64xf32>
      scf.yield %inserted_slice_193 : tensor<2x16x64xf32>
    } {memopt.phase = "backward"}
    %439 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %440 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<2x16x64xf32>) outs(%439 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x64xf32>
    %441 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %442 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%441 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %443 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%440 : tensor<2x16x64xf32>) outs(%442 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_93 = tensor.expand_shape %443 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %444 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %445 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %expanded_85 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%444 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %446 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %447 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%446 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %448 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%445 : tensor<2x16x1xf32>) outs(%447 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %449 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %450 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<2x16xf32>) outs(%449 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %451 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %452 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %391 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%451 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x64xf32>
    %453 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %454 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438, %452 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%453 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x64xf32>
    %455 = tensor.empty() {memopt.phase = "backward"} : tensor<64x2x16xf32>
    %456 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<2x16x64xf32>) outs(%455 : tensor<64x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x16xf32>
    %collapsed_94 = tensor.collapse_shape %456 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<64x2x16xf32> into tensor<64x32xf32>
    %457 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %458 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%457 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %459 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_94, %collapsed_83 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%458 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %460 = tensor.empty() {memopt.phase = "backward"} : tensor<32x64xf32>
    %461 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%459 : tensor<64x32xf32>) outs(%460 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_95 = tensor.collapse_shape %454 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32>
    %462 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %463 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%379 : tensor<32x64xf32>) outs(%462 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %464 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %465 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%464 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %466 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_95, %463 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%465 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_96 = tensor.expand_shape %466 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %467 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %468 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%461 : tensor<32x64xf32>) outs(%467 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %469 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %470 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %expanded_96 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%469 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %471 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %472 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%471 : tensor<32xf32>) -> tensor<32xf32>
    %473 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%470 : tensor<2x16x32xf32>) outs(%472 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %expanded_97 = tensor.expand_shape %473 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %474 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %475 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %375 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%474 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %476 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %477 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%476 : tensor<32xf32>) -> tensor<32xf32>
    %478 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_97 : tensor<1x1x32xf32>) outs(%477 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %479 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %480 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<2x16x1xf32>) outs(%479 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %481 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %482 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %480 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%481 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %483 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %484 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %352 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%483 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %485 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %486 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%485 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %487 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%484 : tensor<2x16x32xf32>) outs(%486 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %488 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %489 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%487 : tensor<2x16xf32>) outs(%488 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_98 = tensor.expand_shape %489 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %490 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %491 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %367 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%490 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %492 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %493 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %365 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%492 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %494 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %495 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<2x16x1xf32>) outs(%494 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %496 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %497 = linalg.fill {memopt.phase = "backward"} ins(%cst_12 : f32) outs(%496 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %498 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%495 : tensor<2x16x1xf32>) outs(%497 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %499 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %500 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<2x16xf32>) outs(%499 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %501 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %502 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %500 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%501 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %503 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %504 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %502 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%503 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %505 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %506 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %352 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%505 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %507 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %508 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %506 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%507 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %509 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %510 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<2x16x32xf32>) outs(%509 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_99 = tensor.collapse_shape %510 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %511 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %512 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%511 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %513 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_99, %collapsed_80 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%512 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %514 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %515 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%513 : tensor<32x80xf32>) outs(%514 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %collapsed_100 = tensor.collapse_shape %508 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %516 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %517 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%347 : tensor<80x32xf32>) outs(%516 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %518 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %519 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%518 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %520 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_100, %517 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%519 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %expanded_101 = tensor.expand_shape %520 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32> into tensor<2x16x80xf32>
    %521 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %522 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%515 : tensor<80x32xf32>) outs(%521 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %523 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %524 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %expanded_101 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%523 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %525 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %526 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101, %expanded_79 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%525 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %527 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32>
    %528 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<2x16x80xf32>) outs(%527 : tensor<80x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x2x16xf32>
    %collapsed_102 = tensor.collapse_shape %528 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32> into tensor<80x32xf32>
    %529 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %530 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%529 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %531 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_102, %collapsed_77 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%530 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %532 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %533 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%531 : tensor<80x32xf32>) outs(%532 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %collapsed_103 = tensor.collapse_shape %524 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32>
    %534 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %535 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%340 : tensor<32x80xf32>) outs(%534 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %536 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %537 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%536 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %538 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_103, %535 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%537 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_104 = tensor.expand_shape %538 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %539 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %540 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%533 : tensor<32x80xf32>) outs(%539 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %541 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %542 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %526 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%541 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %543 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %544 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %332 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%543 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %545 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %546 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %336 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%545 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %547 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %548 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %546 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%547 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %549 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32>
    %550 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<2x16x80xf32>) outs(%549 : tensor<80x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x2x16xf32>
    %collapsed_105 = tensor.collapse_shape %550 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32> into tensor<80x32xf32>
    %551 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %552 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%551 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %553 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_105, %collapsed_77 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%552 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %554 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %555 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%553 : tensor<80x32xf32>) outs(%554 : tensor<32x80xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %collapsed_106 = tensor.collapse_shape %548 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32>
    %556 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %557 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%321 : tensor<32x80xf32>) outs(%556 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %558 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %559 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%558 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %560 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_106, %557 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%559 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_107 = tensor.expand_shape %560 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %561 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %562 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_107 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%561 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %563 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %564 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%555 : tensor<32x80xf32>) outs(%563 : tensor<80x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %565 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %566 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %562 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%565 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %567 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %568 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%567 : tensor<32xf32>) -> tensor<32xf32>
    %569 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%566 : tensor<2x16x32xf32>) outs(%568 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %expanded_108 = tensor.expand_shape %569 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %570 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %571 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562, %317 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%570 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %572 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %573 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%572 : tensor<32xf32>) -> tensor<32xf32>
    %574 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_108 : tensor<1x1x32xf32>) outs(%573 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %575 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %576 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<2x16x1xf32>) outs(%575 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %577 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %578 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %576 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%577 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %579 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %580 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %294 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%579 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %581 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %582 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%581 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %583 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%580 : tensor<2x16x32xf32>) outs(%582 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %584 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %585 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<2x16xf32>) outs(%584 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_109 = tensor.expand_shape %585 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %586 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %587 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %309 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%586 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %588 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %589 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %587 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%588 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %590 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %591 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %307 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%590 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %592 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %593 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<2x16x1xf32>) outs(%592 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %594 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %595 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%594 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %596 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%593 : tensor<2x16x1xf32>) outs(%595 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %597 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %598 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596 : tensor<2x16xf32>) outs(%597 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %599 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %600 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %598 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%599 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %601 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %602 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589, %600 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%601 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %603 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %604 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %294 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%603 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %605 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %606 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %604 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%605 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %607 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %608 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606 : tensor<2x16x32xf32>) outs(%607 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_110 = tensor.collapse_shape %608 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %609 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %610 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%609 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %611 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_110, %collapsed_74 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%610 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %612 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %613 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<32x32xf32>) outs(%612 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_111 = tensor.collapse_shape %606 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %614 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %615 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%289 : tensor<32x32xf32>) outs(%614 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %616 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %617 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%616 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %618 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_111, %615 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%617 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %619 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %620 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%613 : tensor<32x32xf32>) outs(%619 : tensor<32x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %expanded_112 = tensor.expand_shape %618 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %621 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %622 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<2x16x2x16xf32>) outs(%621 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %623 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %624 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622 : tensor<2x2x16x16xf32>) outs(%623 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_113 = tensor.collapse_shape %624 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %625 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %626 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%625 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %627 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_113, %collapsed_71 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%626 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_114 = tensor.expand_shape %627 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %628 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %629 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<2x2x16x16xf32>) outs(%628 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %630 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %631 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235 : tensor<2x2x16x16xf32>) outs(%630 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_115 = tensor.collapse_shape %622 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_116 = tensor.collapse_shape %631 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %632 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %633 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%632 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %634 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_115, %collapsed_116 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%633 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_117 = tensor.expand_shape %634 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %635 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %636 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<2x2x16x1xf32>) outs(%635 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %637 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %638 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117, %636 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%637 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %639 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %640 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %271 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%639 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %641 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %642 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%641 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %643 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%640 : tensor<2x2x16x16xf32>) outs(%642 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %644 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %645 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643 : tensor<2x2x16xf32>) outs(%644 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %expanded_118 = tensor.expand_shape %645 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %646 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %647 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117, %276 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%646 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %648 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %649 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%648 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %650 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_118 : tensor<2x2x16x1xf32>) outs(%649 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %651 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %652 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650 : tensor<2x2x16xf32>) outs(%651 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %653 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %654 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%647, %652 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%653 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %655 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %656 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %271 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%655 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %657 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %658 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %656 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%657 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_189: f32, %out: f32):
      %1546 = arith.select %in, %in_189, %cst_12 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %659 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %660 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%658 : tensor<2x2x16x16xf32>) outs(%659 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_8 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %661 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %662 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%660 : tensor<2x2x16x16xf32>) outs(%661 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_119 = tensor.collapse_shape %662 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %663 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %664 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%663 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %665 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_119, %collapsed_67 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%664 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_120 = tensor.expand_shape %665 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %666 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %667 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120 : tensor<2x2x16x16xf32>) outs(%666 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %668 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %669 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<2x2x16x16xf32>) outs(%668 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_121 = tensor.collapse_shape %660 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_122 = tensor.collapse_shape %669 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %670 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %671 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%670 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %672 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_121, %collapsed_122 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%671 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_123 = tensor.expand_shape %672 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %673 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %674 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667 : tensor<2x2x16x16xf32>) outs(%673 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %675 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %676 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%675 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_124 = tensor.extract_slice %676[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_125 = tensor.extract_slice %676[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %677 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32>
    %678 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_124 : tensor<2x2x16x8xf32>) outs(%677 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %679 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %680 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%679 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %681 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %inserted_slice_126 = tensor.insert_slice %extracted_slice_125 into %681[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_127 = tensor.insert_slice %678 into %inserted_slice_126[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %682 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %683 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680, %inserted_slice_127 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%682 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %684 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %685 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_123, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%684 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_128 = tensor.extract_slice %685[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_129 = tensor.extract_slice %685[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %686 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32>
    %687 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_128 : tensor<2x2x16x8xf32>) outs(%686 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %688 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %689 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_123, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%688 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %690 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %inserted_slice_130 = tensor.insert_slice %extracted_slice_129 into %690[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_131 = tensor.insert_slice %687 into %inserted_slice_130[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %691 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %692 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%689, %inserted_slice_131 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%691 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %693 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %694 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%629 : tensor<2x2x16x16xf32>) outs(%693 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_132 = tensor.collapse_shape %694 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %695 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %696 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%683 : tensor<2x2x16x16xf32>) outs(%695 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_133 = tensor.collapse_shape %696 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %697 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %698 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%692 : tensor<2x2x16x16xf32>) outs(%697 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_134 = tensor.collapse_shape %698 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %699 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32>
    %inserted_slice_135 = tensor.insert_slice %collapsed_134 into %699[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_136 = tensor.insert_slice %collapsed_133 into %inserted_slice_135[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_137 = tensor.insert_slice %collapsed_132 into %inserted_slice_136[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %700 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32>
    %701 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_137 : tensor<2x16x96xf32>) outs(%700 : tensor<96x2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x2x16xf32>
    %collapsed_138 = tensor.collapse_shape %701 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32> into tensor<96x32xf32>
    %702 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %703 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%702 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %704 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_138, %collapsed_51 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%703 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %705 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x96xf32>
    %706 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%704 : tensor<96x32xf32>) outs(%705 : tensor<32x96xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_139 = tensor.collapse_shape %inserted_slice_137 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32>
    %707 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %708 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<32x96xf32>) outs(%707 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %709 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %710 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%709 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %711 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_139, %708 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%710 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_140 = tensor.expand_shape %711 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %712 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %713 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%706 : tensor<32x96xf32>) outs(%712 : tensor<96x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %714 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %715 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %expanded_140 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%714 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %716 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %717 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%716 : tensor<32xf32>) -> tensor<32xf32>
    %718 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%715 : tensor<2x16x32xf32>) outs(%717 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %expanded_141 = tensor.expand_shape %718 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %719 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %720 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %222 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%719 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %721 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %722 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%721 : tensor<32xf32>) -> tensor<32xf32>
    %723 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_141 : tensor<1x1x32xf32>) outs(%722 : tensor<32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %724 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %725 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x16x1xf32>) outs(%724 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %726 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %727 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %725 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%726 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %728 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %729 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727, %199 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%728 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %730 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %731 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%730 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %732 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%729 : tensor<2x16x32xf32>) outs(%731 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %733 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %734 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%732 : tensor<2x16xf32>) outs(%733 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_142 = tensor.expand_shape %734 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %735 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %736 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%720, %214 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%735 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %737 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %738 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %736 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%737 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %739 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %740 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_142, %212 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%739 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %741 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %742 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740 : tensor<2x16x1xf32>) outs(%741 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %743 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %744 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%743 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %745 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%742 : tensor<2x16x1xf32>) outs(%744 : tensor<2x16xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %746 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %747 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745 : tensor<2x16xf32>) outs(%746 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %748 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %749 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %747 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%748 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %750 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %751 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738, %749 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%750 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %752 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %753 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747, %199 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%752 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %754 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %755 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%751, %753 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%754 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %756 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %757 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<2x16x32xf32>) outs(%756 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_143 = tensor.collapse_shape %757 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %758 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %759 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%758 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %760 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_143, %collapsed_48 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%759 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %761 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %762 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%760 : tensor<32x80xf32>) outs(%761 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %collapsed_144 = tensor.collapse_shape %755 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %763 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %764 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<80x32xf32>) outs(%763 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %765 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %766 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%765 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %767 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_144, %764 : tensor<32x32xf32>, tensor<32x80xf32>) outs(%766 : tensor<32x80xf32>) -> tensor<32x80xf32>
    %expanded_145 = tensor.expand_shape %767 [[0, 1], [2]] output_shape [2, 16, 80] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32> into tensor<2x16x80xf32>
    %768 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %769 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%762 : tensor<80x32xf32>) outs(%768 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %770 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %771 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_145 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%770 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %772 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %773 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %expanded_47 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%772 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %774 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32>
    %775 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%771 : tensor<2x16x80xf32>) outs(%774 : tensor<80x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x2x16xf32>
    %collapsed_146 = tensor.collapse_shape %775 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32> into tensor<80x32xf32>
    %776 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %777 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%776 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %778 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_146, %collapsed_45 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%777 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %779 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %780 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%778 : tensor<80x32xf32>) outs(%779 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %collapsed_147 = tensor.collapse_shape %771 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32>
    %781 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %782 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%187 : tensor<32x80xf32>) outs(%781 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %783 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %784 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%783 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %785 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_147, %782 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%784 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_148 = tensor.expand_shape %785 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %786 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %787 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%780 : tensor<32x80xf32>) outs(%786 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %788 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %789 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %773 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%788 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %790 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %791 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773, %179 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%790 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %792 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %793 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789, %183 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%792 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %794 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32>
    %795 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791, %793 : tensor<2x16x80xf32>, tensor<2x16x80xf32>) outs(%794 : tensor<2x16x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x80xf32>
    %796 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32>
    %797 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%795 : tensor<2x16x80xf32>) outs(%796 : tensor<80x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x2x16xf32>
    %collapsed_149 = tensor.collapse_shape %797 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x2x16xf32> into tensor<80x32xf32>
    %798 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %799 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%798 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %800 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_149, %collapsed_45 : tensor<80x32xf32>, tensor<32x32xf32>) outs(%799 : tensor<80x32xf32>) -> tensor<80x32xf32>
    %801 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x80xf32>
    %802 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%800 : tensor<80x32xf32>) outs(%801 : tensor<32x80xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %collapsed_150 = tensor.collapse_shape %795 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x80xf32> into tensor<32x80xf32>
    %803 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %804 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<32x80xf32>) outs(%803 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %805 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %806 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%805 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %807 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_150, %804 : tensor<32x80xf32>, tensor<80x32xf32>) outs(%806 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_151 = tensor.expand_shape %807 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %808 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %809 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148, %expanded_151 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%808 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %810 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<80x32xf32>
    %811 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%802 : tensor<32x80xf32>) outs(%810 : tensor<80x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %812 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %813 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %809 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%812 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %814 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %815 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%814 : tensor<32xf32>) -> tensor<32xf32>
    %816 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%813 : tensor<2x16x32xf32>) outs(%815 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %expanded_152 = tensor.expand_shape %816 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %817 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %818 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%809, %164 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%817 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %819 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %820 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%819 : tensor<32xf32>) -> tensor<32xf32>
    %821 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_152 : tensor<1x1x32xf32>) outs(%820 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %822 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %823 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x16x1xf32>) outs(%822 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %824 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %825 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %823 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%824 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %826 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %827 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %141 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%826 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %828 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %829 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%828 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %830 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%827 : tensor<2x16x32xf32>) outs(%829 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %831 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %832 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<2x16xf32>) outs(%831 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_153 = tensor.expand_shape %832 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %833 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %834 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %156 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%833 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %835 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %836 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %834 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%835 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %837 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %838 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153, %154 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%837 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %839 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %840 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838 : tensor<2x16x1xf32>) outs(%839 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %841 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %842 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%841 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %843 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%840 : tensor<2x16x1xf32>) outs(%842 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %844 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %845 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843 : tensor<2x16xf32>) outs(%844 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %846 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %847 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %845 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%846 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %848 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %849 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836, %847 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%848 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %850 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %851 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%845, %141 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%850 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %852 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %853 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849, %851 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%852 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %854 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32>
    %855 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853 : tensor<2x16x32xf32>) outs(%854 : tensor<32x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_154 = tensor.collapse_shape %855 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %856 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %857 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%856 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %858 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_154, %collapsed_42 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%857 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %859 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %860 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%858 : tensor<32x32xf32>) outs(%859 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_155 = tensor.collapse_shape %853 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %861 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %862 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<32x32xf32>) outs(%861 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %863 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %864 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%863 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %865 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_155, %862 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%864 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %866 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %867 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%860 : tensor<32x32xf32>) outs(%866 : tensor<32x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %expanded_156 = tensor.expand_shape %865 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %868 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %869 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156 : tensor<2x16x2x16xf32>) outs(%868 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %870 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %871 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%869 : tensor<2x2x16x16xf32>) outs(%870 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_157 = tensor.collapse_shape %871 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %872 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %873 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%872 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %874 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_157, %collapsed_39 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%873 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_158 = tensor.expand_shape %874 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %875 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %876 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_158 : tensor<2x2x16x16xf32>) outs(%875 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %877 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %878 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x2x16x16xf32>) outs(%877 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_159 = tensor.collapse_shape %869 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_160 = tensor.collapse_shape %878 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %879 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %880 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%879 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %881 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_159, %collapsed_160 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%880 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_161 = tensor.expand_shape %881 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %882 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %883 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<2x2x16x1xf32>) outs(%882 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %884 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %885 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_161, %883 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%884 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %886 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %887 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%885, %118 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%886 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %888 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %889 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%888 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %890 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%887 : tensor<2x2x16x16xf32>) outs(%889 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %891 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %892 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<2x2x16xf32>) outs(%891 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %expanded_162 = tensor.expand_shape %892 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %893 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %894 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_161, %123 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%893 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %895 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16xf32>
    %896 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%895 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %897 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_162 : tensor<2x2x16x1xf32>) outs(%896 : tensor<2x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16xf32>
    %898 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %899 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%897 : tensor<2x2x16xf32>) outs(%898 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %900 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %901 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894, %899 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%900 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %902 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %903 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%901, %118 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%902 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %904 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %905 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %903 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%904 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_189: f32, %out: f32):
      %1546 = arith.select %in, %in_189, %cst_12 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %906 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %907 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905 : tensor<2x2x16x16xf32>) outs(%906 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_8 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %908 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %909 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%907 : tensor<2x2x16x16xf32>) outs(%908 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_163 = tensor.collapse_shape %909 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %910 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %911 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%910 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %912 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_163, %collapsed_35 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%911 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_164 = tensor.expand_shape %912 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %913 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %914 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<2x2x16x16xf32>) outs(%913 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %915 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %916 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<2x2x16x16xf32>) outs(%915 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_165 = tensor.collapse_shape %907 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_166 = tensor.collapse_shape %916 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %917 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32>
    %918 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%917 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %919 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_165, %collapsed_166 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%918 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_167 = tensor.expand_shape %919 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %920 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %921 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914 : tensor<2x2x16x16xf32>) outs(%920 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %922 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %923 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%922 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_168 = tensor.extract_slice %923[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_169 = tensor.extract_slice %923[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %924 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32>
    %925 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_168 : tensor<2x2x16x8xf32>) outs(%924 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %926 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %927 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%926 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %928 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %inserted_slice_170 = tensor.insert_slice %extracted_slice_169 into %928[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_171 = tensor.insert_slice %925 into %inserted_slice_170[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %929 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %930 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %inserted_slice_171 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%929 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %931 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %932 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_167, %79 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%931 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %extracted_slice_172 = tensor.extract_slice %932[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %extracted_slice_173 = tensor.extract_slice %932[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32> to tensor<2x2x16x8xf32>
    %933 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32>
    %934 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_172 : tensor<2x2x16x8xf32>) outs(%933 : tensor<2x2x16x8xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x8xf32>
    %935 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %936 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_167, %72 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%935 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %937 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %inserted_slice_174 = tensor.insert_slice %extracted_slice_173 into %937[0, 0, 0, 0] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %inserted_slice_175 = tensor.insert_slice %934 into %inserted_slice_174[0, 0, 0, 8] [2, 2, 16, 8] [1, 1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x8xf32> into tensor<2x2x16x16xf32>
    %938 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %939 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936, %inserted_slice_175 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%938 : tensor<2x2x16x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x2x16x16xf32>
    %940 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %941 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%876 : tensor<2x2x16x16xf32>) outs(%940 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_176 = tensor.collapse_shape %941 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %942 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %943 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930 : tensor<2x2x16x16xf32>) outs(%942 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_177 = tensor.collapse_shape %943 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %944 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %945 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%939 : tensor<2x2x16x16xf32>) outs(%944 : tensor<2x16x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_178 = tensor.collapse_shape %945 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %946 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32>
    %inserted_slice_179 = tensor.insert_slice %collapsed_178 into %946[0, 0, 0] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_180 = tensor.insert_slice %collapsed_177 into %inserted_slice_179[0, 0, 32] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %inserted_slice_181 = tensor.insert_slice %collapsed_176 into %inserted_slice_180[0, 0, 64] [2, 16, 32] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<2x16x96xf32>
    %947 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32>
    %948 = linalg.generic {indexing_maps = [#map16, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_181 : tensor<2x16x96xf32>) outs(%947 : tensor<96x2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x2x16xf32>
    %collapsed_182 = tensor.collapse_shape %948 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x2x16xf32> into tensor<96x32xf32>
    %949 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %950 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%949 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %951 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_182, %collapsed_20 : tensor<96x32xf32>, tensor<32x32xf32>) outs(%950 : tensor<96x32xf32>) -> tensor<96x32xf32>
    %952 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x96xf32>
    %953 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%951 : tensor<96x32xf32>) outs(%952 : tensor<32x96xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x96xf32>
    %collapsed_183 = tensor.collapse_shape %inserted_slice_181 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x96xf32> into tensor<32x96xf32>
    %954 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %955 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<32x96xf32>) outs(%954 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %956 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32>
    %957 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%956 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %958 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_183, %955 : tensor<32x96xf32>, tensor<96x32xf32>) outs(%957 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_184 = tensor.expand_shape %958 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %959 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<96x32xf32>
    %960 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel"]} ins(%953 : tensor<32x96xf32>) outs(%959 : tensor<96x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %961 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %962 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %expanded_184 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%961 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %963 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %964 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%963 : tensor<32xf32>) -> tensor<32xf32>
    %965 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%962 : tensor<2x16x32xf32>) outs(%964 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %expanded_185 = tensor.expand_shape %965 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %966 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %967 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_184, %57 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%966 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %968 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<32xf32>
    %969 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%968 : tensor<32xf32>) -> tensor<32xf32>
    %970 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_185 : tensor<1x1x32xf32>) outs(%969 : tensor<32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %971 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %972 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x16x1xf32>) outs(%971 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %973 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %974 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%967, %972 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%973 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %975 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %976 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%974, %collapsed : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%975 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %977 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %978 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%977 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %979 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%976 : tensor<2x16x32xf32>) outs(%978 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %980 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %981 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%979 : tensor<2x16xf32>) outs(%980 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.negf %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %expanded_186 = tensor.expand_shape %981 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %982 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %983 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%967, %49 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%982 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %984 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %985 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853, %983 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%984 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %986 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %987 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_186, %47 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%986 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %988 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x1xf32>
    %989 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%987 : tensor<2x16x1xf32>) outs(%988 : tensor<2x16x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.divf %in, %cst_11 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x1xf32>
    %990 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16xf32>
    %991 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_12 : f32) outs(%990 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %992 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%989 : tensor<2x16x1xf32>) outs(%991 : tensor<2x16xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %out, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16xf32>
    %993 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %994 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%992 : tensor<2x16xf32>) outs(%993 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %995 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %996 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %994 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%995 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %997 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %998 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%985, %996 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%997 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %999 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1000 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994, %collapsed : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%999 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %1001 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1002 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998, %1000 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1001 : tensor<2x16x32xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_187 = tensor.collapse_shape %expanded [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x1xi32> into tensor<32x1xi32>
    %collapsed_188 = tensor.collapse_shape %1002 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1003 = scf.for %arg54 = %c0 to %c32 step %c1 iter_args(%arg55 = %cst_17) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %collapsed_187[%arg54, %c0] : tensor<32x1xi32>
      %1546 = arith.index_cast %extracted : i32 to index
      %extracted_slice_189 = tensor.extract_slice %collapsed_188[%arg54, 0] [1, 32] [1, 1] : tensor<32x32xf32> to tensor<32xf32>
      %extracted_slice_190 = tensor.extract_slice %arg55[%1546, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<32xf32>
      %1547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%extracted_slice_189 : tensor<32xf32>) outs(%extracted_slice_190 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1548 = arith.addf %out, %in : f32
        linalg.yield %1548 : f32
      } -> tensor<32xf32>
      %inserted_slice_191 = tensor.insert_slice %1547 into %arg55[%1546, 0] [1, 32] [1, 1] : tensor<32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_191 : tensor<64x32xf32>
    } {memopt.phase = "backward"}
    %1004 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1005 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64x32xf32>) outs(%1004 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1006 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1007 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1003 : tensor<64x32xf32>) outs(%1006 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1008 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1009 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1005, %1007 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1008 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1010 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1011 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<64x32xf32>) outs(%1010 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1012 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1013 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1003 : tensor<64x32xf32>) outs(%1012 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1014 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1015 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1013, %1003 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1014 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1016 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1017 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1011, %1015 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1016 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1018 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1019 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%1018 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.powf %cst_5, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %1020 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1021 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%1019 : tensor<f32>) outs(%1020 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.subf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %1022 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1023 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1021 : tensor<f32>) outs(%1022 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1024 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1025 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1009, %1023 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1024 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1026 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1027 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%arg51 : tensor<f32>) outs(%1026 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.powf %cst_3, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %1028 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1029 = linalg.generic {indexing_maps = [#map15, #map15], iterator_types = []} ins(%1027 : tensor<f32>) outs(%1028 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.subf %cst_13, %in : f32
      linalg.yield %1546 : f32
    } -> tensor<f32>
    %1030 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1031 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1029 : tensor<f32>) outs(%1030 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1032 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1033 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1017, %1031 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1032 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1034 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1035 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%1034 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1036 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1037 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1025 : tensor<64x32xf32>) outs(%1036 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1038 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1039 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1033 : tensor<64x32xf32>) outs(%1038 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1040 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1041 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1039 : tensor<64x32xf32>) outs(%1040 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1042 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1043 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1037, %1041 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1042 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1044 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1045 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1035, %1043 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1044 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1046 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1047 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg18 : tensor<32xf32>) outs(%1046 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1048 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%970 : tensor<32xf32>) outs(%1048 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1050 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1051 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1047, %1049 : tensor<32xf32>, tensor<32xf32>) outs(%1050 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1052 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1053 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg35 : tensor<32xf32>) outs(%1052 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1054 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%970 : tensor<32xf32>) outs(%1054 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1056 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1057 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1055, %970 : tensor<32xf32>, tensor<32xf32>) outs(%1056 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1058 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1059 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1053, %1057 : tensor<32xf32>, tensor<32xf32>) outs(%1058 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1060 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1061 = linalg.generic {indexing_maps = [#map20, #map], iterator_types = ["parallel"]} ins(%1021 : tensor<f32>) outs(%1060 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %1062 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1063 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1051, %1061 : tensor<32xf32>, tensor<32xf32>) outs(%1062 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1064 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1065 = linalg.generic {indexing_maps = [#map20, #map], iterator_types = ["parallel"]} ins(%1029 : tensor<f32>) outs(%1064 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %1066 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1067 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1059, %1065 : tensor<32xf32>, tensor<32xf32>) outs(%1066 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1068 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1069 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<32xf32>) outs(%1068 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1070 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1071 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1063 : tensor<32xf32>) outs(%1070 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1072 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1073 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1067 : tensor<32xf32>) outs(%1072 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1074 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1075 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1073 : tensor<32xf32>) outs(%1074 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1076 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1077 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1071, %1075 : tensor<32xf32>, tensor<32xf32>) outs(%1076 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1078 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1079 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1069, %1077 : tensor<32xf32>, tensor<32xf32>) outs(%1078 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1080 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1081 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<96x32xf32>) outs(%1080 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1082 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1083 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%960 : tensor<96x32xf32>) outs(%1082 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1084 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1085 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1081, %1083 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1084 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1086 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1087 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<96x32xf32>) outs(%1086 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1088 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1089 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%960 : tensor<96x32xf32>) outs(%1088 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1090 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1091 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1089, %960 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1090 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1092 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1093 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1087, %1091 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1092 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1094 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1095 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1021 : tensor<f32>) outs(%1094 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %1096 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1097 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1085, %1095 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1096 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1098 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1099 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1029 : tensor<f32>) outs(%1098 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<96x32xf32>
    %1100 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1093, %1099 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1100 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1102 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<96x32xf32>) outs(%1102 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1104 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1097 : tensor<96x32xf32>) outs(%1104 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1106 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1101 : tensor<96x32xf32>) outs(%1106 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1108 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1107 : tensor<96x32xf32>) outs(%1108 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1110 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1111 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1105, %1109 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1110 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1112 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1113 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1103, %1111 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1112 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1114 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32x32xf32>) outs(%1114 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1116 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%867 : tensor<32x32xf32>) outs(%1116 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1118 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1119 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1115, %1117 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1118 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1120 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<32x32xf32>) outs(%1120 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1122 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%867 : tensor<32x32xf32>) outs(%1122 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1124 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1125 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1123, %867 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1124 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1126 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1127 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1121, %1125 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1126 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1128 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1129 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1021 : tensor<f32>) outs(%1128 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1130 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1131 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1119, %1129 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1130 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1132 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1133 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1029 : tensor<f32>) outs(%1132 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1134 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1135 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1127, %1133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1134 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1136 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<32x32xf32>) outs(%1136 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1138 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1131 : tensor<32x32xf32>) outs(%1138 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1140 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1135 : tensor<32x32xf32>) outs(%1140 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1142 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1143 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1141 : tensor<32x32xf32>) outs(%1142 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1144 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1145 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1139, %1143 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1144 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1146 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1147 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1137, %1145 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1146 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1148 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%1148 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1150 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%821 : tensor<32xf32>) outs(%1150 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1152 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1149, %1151 : tensor<32xf32>, tensor<32xf32>) outs(%1152 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1154 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%1154 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1156 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%821 : tensor<32xf32>) outs(%1156 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1158 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1159 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1157, %821 : tensor<32xf32>, tensor<32xf32>) outs(%1158 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1160 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1155, %1159 : tensor<32xf32>, tensor<32xf32>) outs(%1160 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1162 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1153, %1061 : tensor<32xf32>, tensor<32xf32>) outs(%1162 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1164 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1161, %1065 : tensor<32xf32>, tensor<32xf32>) outs(%1164 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1166 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg4 : tensor<32xf32>) outs(%1166 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1168 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1163 : tensor<32xf32>) outs(%1168 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1170 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1165 : tensor<32xf32>) outs(%1170 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1172 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1171 : tensor<32xf32>) outs(%1172 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1174 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1169, %1173 : tensor<32xf32>, tensor<32xf32>) outs(%1174 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1176 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1167, %1175 : tensor<32xf32>, tensor<32xf32>) outs(%1176 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1178 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1179 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<80x32xf32>) outs(%1178 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1180 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1181 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%811 : tensor<80x32xf32>) outs(%1180 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1182 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1183 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1179, %1181 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1182 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1184 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1185 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<80x32xf32>) outs(%1184 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1186 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%811 : tensor<80x32xf32>) outs(%1186 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1188 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1189 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1187, %811 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1188 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1190 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1191 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1185, %1189 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1190 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1192 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1193 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1021 : tensor<f32>) outs(%1192 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %1194 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1195 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1183, %1193 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1194 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1196 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1197 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1029 : tensor<f32>) outs(%1196 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80x32xf32>
    %1198 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1199 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1191, %1197 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1198 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1200 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1201 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<80x32xf32>) outs(%1200 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1202 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1203 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1195 : tensor<80x32xf32>) outs(%1202 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1204 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1205 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1199 : tensor<80x32xf32>) outs(%1204 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1206 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1205 : tensor<80x32xf32>) outs(%1206 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1208 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1209 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1203, %1207 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1208 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1210 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1211 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1201, %1209 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1210 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1212 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<80x32xf32>) outs(%1212 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1214 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1215 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%787 : tensor<80x32xf32>) outs(%1214 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1216 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1217 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1213, %1215 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1216 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1218 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1219 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<80x32xf32>) outs(%1218 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1220 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1221 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%787 : tensor<80x32xf32>) outs(%1220 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1222 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1223 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1221, %787 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1222 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1224 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1225 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1219, %1223 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1224 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1226 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1227 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1217, %1193 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1226 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1228 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1229 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1225, %1197 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1228 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1230 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1231 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<80x32xf32>) outs(%1230 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1232 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1227 : tensor<80x32xf32>) outs(%1232 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1234 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1235 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1229 : tensor<80x32xf32>) outs(%1234 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1236 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1235 : tensor<80x32xf32>) outs(%1236 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1238 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1239 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1233, %1237 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1238 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1240 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1241 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1231, %1239 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1240 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1242 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x80xf32>) outs(%1242 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1244 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1245 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%769 : tensor<32x80xf32>) outs(%1244 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1246 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1247 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1243, %1245 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1246 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1248 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1249 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x80xf32>) outs(%1248 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1250 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1251 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%769 : tensor<32x80xf32>) outs(%1250 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1252 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1253 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1251, %769 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1252 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1254 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1255 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1249, %1253 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1254 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1256 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1257 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1021 : tensor<f32>) outs(%1256 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %1258 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1259 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1247, %1257 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1258 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1260 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1261 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel"]} ins(%1029 : tensor<f32>) outs(%1260 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x80xf32>
    %1262 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1263 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1255, %1261 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1262 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1264 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x80xf32>) outs(%1264 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1266 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1259 : tensor<32x80xf32>) outs(%1266 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1268 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1263 : tensor<32x80xf32>) outs(%1268 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1270 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1269 : tensor<32x80xf32>) outs(%1270 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1272 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1273 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1267, %1271 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1272 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1274 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1275 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1265, %1273 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1274 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1276 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%1276 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1278 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%723 : tensor<32xf32>) outs(%1278 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1280 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1281 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1277, %1279 : tensor<32xf32>, tensor<32xf32>) outs(%1280 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1282 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%1282 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1284 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%723 : tensor<32xf32>) outs(%1284 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1286 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1287 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1285, %723 : tensor<32xf32>, tensor<32xf32>) outs(%1286 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1288 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1283, %1287 : tensor<32xf32>, tensor<32xf32>) outs(%1288 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1290 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1281, %1061 : tensor<32xf32>, tensor<32xf32>) outs(%1290 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1292 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1289, %1065 : tensor<32xf32>, tensor<32xf32>) outs(%1292 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1294 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%1294 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1296 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1291 : tensor<32xf32>) outs(%1296 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1298 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1293 : tensor<32xf32>) outs(%1298 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1300 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1301 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1299 : tensor<32xf32>) outs(%1300 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1302 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1297, %1301 : tensor<32xf32>, tensor<32xf32>) outs(%1302 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1304 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1295, %1303 : tensor<32xf32>, tensor<32xf32>) outs(%1304 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1306 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1307 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<96x32xf32>) outs(%1306 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1308 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1309 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%713 : tensor<96x32xf32>) outs(%1308 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1310 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1311 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1307, %1309 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1310 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1312 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1313 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<96x32xf32>) outs(%1312 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1314 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1315 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%713 : tensor<96x32xf32>) outs(%1314 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1316 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1317 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1315, %713 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1316 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1318 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1319 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1313, %1317 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1318 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1320 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1321 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1311, %1095 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1320 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1322 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1323 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1319, %1099 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1322 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1324 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1325 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<96x32xf32>) outs(%1324 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1326 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1327 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1321 : tensor<96x32xf32>) outs(%1326 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1328 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1329 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1323 : tensor<96x32xf32>) outs(%1328 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1330 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1331 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1329 : tensor<96x32xf32>) outs(%1330 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1332 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1333 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1327, %1331 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1332 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1334 = tensor.empty() {memopt.phase = "optimizer"} : tensor<96x32xf32>
    %1335 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1325, %1333 : tensor<96x32xf32>, tensor<96x32xf32>) outs(%1334 : tensor<96x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<96x32xf32>
    %1336 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1337 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<32x32xf32>) outs(%1336 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1338 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1339 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%620 : tensor<32x32xf32>) outs(%1338 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1340 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1341 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1337, %1339 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1340 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1342 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1343 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<32x32xf32>) outs(%1342 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1344 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1345 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%620 : tensor<32x32xf32>) outs(%1344 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1346 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1347 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1345, %620 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1346 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1348 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1349 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1343, %1347 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1348 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1350 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1351 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1341, %1129 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1350 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1352 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1353 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1349, %1133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1352 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1354 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1355 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32x32xf32>) outs(%1354 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1356 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1357 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1351 : tensor<32x32xf32>) outs(%1356 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1358 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1359 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1353 : tensor<32x32xf32>) outs(%1358 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1360 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1361 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1359 : tensor<32x32xf32>) outs(%1360 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1362 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1363 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1357, %1361 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1362 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1364 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1365 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1355, %1363 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1364 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x32xf32>
    %1366 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg28 : tensor<32xf32>) outs(%1366 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1368 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%574 : tensor<32xf32>) outs(%1368 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1370 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1367, %1369 : tensor<32xf32>, tensor<32xf32>) outs(%1370 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1372 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg45 : tensor<32xf32>) outs(%1372 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1374 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%574 : tensor<32xf32>) outs(%1374 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1376 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1375, %574 : tensor<32xf32>, tensor<32xf32>) outs(%1376 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1378 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1379 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1373, %1377 : tensor<32xf32>, tensor<32xf32>) outs(%1378 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1380 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1371, %1061 : tensor<32xf32>, tensor<32xf32>) outs(%1380 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1382 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1383 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1379, %1065 : tensor<32xf32>, tensor<32xf32>) outs(%1382 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1384 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg11 : tensor<32xf32>) outs(%1384 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1386 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1381 : tensor<32xf32>) outs(%1386 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1388 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1383 : tensor<32xf32>) outs(%1388 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1390 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1389 : tensor<32xf32>) outs(%1390 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1392 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1393 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1387, %1391 : tensor<32xf32>, tensor<32xf32>) outs(%1392 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1394 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1385, %1393 : tensor<32xf32>, tensor<32xf32>) outs(%1394 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1396 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1397 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<80x32xf32>) outs(%1396 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1398 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1399 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<80x32xf32>) outs(%1398 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1400 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1401 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1397, %1399 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1400 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1402 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1403 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<80x32xf32>) outs(%1402 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1404 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1405 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<80x32xf32>) outs(%1404 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1406 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1407 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1405, %564 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1406 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1408 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1409 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1403, %1407 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1408 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1410 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1411 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1401, %1193 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1410 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1412 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1413 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1409, %1197 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1412 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1414 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1415 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<80x32xf32>) outs(%1414 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1416 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1417 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1411 : tensor<80x32xf32>) outs(%1416 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1418 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1419 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1413 : tensor<80x32xf32>) outs(%1418 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1420 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1421 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1419 : tensor<80x32xf32>) outs(%1420 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1422 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1423 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1417, %1421 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1422 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1424 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1425 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1415, %1423 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1424 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1426 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1427 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<80x32xf32>) outs(%1426 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1428 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1429 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%540 : tensor<80x32xf32>) outs(%1428 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1430 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1431 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1427, %1429 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1430 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1432 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1433 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<80x32xf32>) outs(%1432 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1434 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1435 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%540 : tensor<80x32xf32>) outs(%1434 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1436 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1437 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1435, %540 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1436 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1438 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1439 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1433, %1437 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1438 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1440 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1441 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1431, %1193 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1440 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1442 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1443 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1439, %1197 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1442 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1444 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1445 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<80x32xf32>) outs(%1444 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1446 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1447 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1441 : tensor<80x32xf32>) outs(%1446 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1448 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1449 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1443 : tensor<80x32xf32>) outs(%1448 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1450 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1451 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1449 : tensor<80x32xf32>) outs(%1450 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1452 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1453 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1447, %1451 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1452 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1454 = tensor.empty() {memopt.phase = "optimizer"} : tensor<80x32xf32>
    %1455 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1445, %1453 : tensor<80x32xf32>, tensor<80x32xf32>) outs(%1454 : tensor<80x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<80x32xf32>
    %1456 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1457 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<32x80xf32>) outs(%1456 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1458 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1459 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<32x80xf32>) outs(%1458 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1460 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1461 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1457, %1459 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1460 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1462 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1463 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<32x80xf32>) outs(%1462 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1464 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1465 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%522 : tensor<32x80xf32>) outs(%1464 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1466 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1467 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1465, %522 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1466 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1468 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1469 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1463, %1467 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1468 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1470 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1471 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1461, %1257 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1470 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1472 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1473 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1469, %1261 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1472 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1474 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1475 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32x80xf32>) outs(%1474 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1476 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1477 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1471 : tensor<32x80xf32>) outs(%1476 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1478 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1479 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1473 : tensor<32x80xf32>) outs(%1478 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1480 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1481 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1479 : tensor<32x80xf32>) outs(%1480 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1482 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1483 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1477, %1481 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1482 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1484 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x80xf32>
    %1485 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1475, %1483 : tensor<32x80xf32>, tensor<32x80xf32>) outs(%1484 : tensor<32x80xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32x80xf32>
    %1486 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1487 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg32 : tensor<32xf32>) outs(%1486 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1488 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%478 : tensor<32xf32>) outs(%1488 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1490 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1491 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1487, %1489 : tensor<32xf32>, tensor<32xf32>) outs(%1490 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1492 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg49 : tensor<32xf32>) outs(%1492 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1494 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%478 : tensor<32xf32>) outs(%1494 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1496 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1497 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1495, %478 : tensor<32xf32>, tensor<32xf32>) outs(%1496 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1498 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1499 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1493, %1497 : tensor<32xf32>, tensor<32xf32>) outs(%1498 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1500 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1501 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1491, %1061 : tensor<32xf32>, tensor<32xf32>) outs(%1500 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1502 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1503 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1499, %1065 : tensor<32xf32>, tensor<32xf32>) outs(%1502 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1504 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%1504 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1506 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1501 : tensor<32xf32>) outs(%1506 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1508 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1503 : tensor<32xf32>) outs(%1508 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1510 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1509 : tensor<32xf32>) outs(%1510 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1512 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1513 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1507, %1511 : tensor<32xf32>, tensor<32xf32>) outs(%1512 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1514 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1515 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%1505, %1513 : tensor<32xf32>, tensor<32xf32>) outs(%1514 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<32xf32>
    %1516 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1517 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<64x32xf32>) outs(%1516 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1518 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%468 : tensor<64x32xf32>) outs(%1518 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1520 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1521 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1517, %1519 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1520 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1522 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1523 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<64x32xf32>) outs(%1522 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1524 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1525 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%468 : tensor<64x32xf32>) outs(%1524 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1526 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1527 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1525, %468 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1526 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.mulf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1528 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1529 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1523, %1527 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1528 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.addf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1530 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1531 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1521, %1023 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1530 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1532 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1533 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1529, %1031 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1532 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1534 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1535 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x32xf32>) outs(%1534 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1536 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1537 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1531 : tensor<64x32xf32>) outs(%1536 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.mulf %in, %cst_2 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1538 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1539 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1533 : tensor<64x32xf32>) outs(%1538 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = math.sqrt %in : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1540 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1541 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1539 : tensor<64x32xf32>) outs(%1540 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %1546 = arith.addf %in, %cst_0 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1542 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1543 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1537, %1541 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1542 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.divf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    %1544 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1545 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%1535, %1543 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1544 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %1546 = arith.subf %in, %in_189 : f32
      linalg.yield %1546 : f32
    } -> tensor<64x32xf32>
    return {memopt.phase = "optimizer"} %426, %1045, %1079, %1113, %1147, %1177, %1211, %1241, %1275, %1305, %1335, %1365, %1395, %1425, %1455, %1485, %1515, %1545, %1009, %1051, %1085, %1119, %1153, %1183, %1217, %1247, %1281, %1311, %1341, %1371, %1401, %1431, %1461, %1491, %1521, %1017, %1059, %1093, %1127, %1161, %1191, %1225, %1255, %1289, %1319, %1349, %1379, %1409, %1439, %1469, %1499, %1529 : tensor<f32>, tensor<64x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<80x32xf32>, tensor<80x32xf32>, tensor<32x80xf32>, tensor<32xf32>, tensor<64x32xf32>
  }
}
