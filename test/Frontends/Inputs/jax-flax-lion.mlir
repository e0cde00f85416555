#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map9 = affine_map<() -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map16 = affine_map<(d0, d1) -> (d1, d0)>
#map17 = affine_map<(d0, d1, d2) -> ()>
#map18 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map19 = affine_map<(d0, d1, d2) -> (d0)>
#map20 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0, d1)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map24 = affine_map<(d0) -> (d0)>
module @jit_step {
  func.func public @main(%arg0: tensor<64x32xf32> {memopt.name = "params.Embed_0.embedding", memopt.role = "parameter"}, %arg1: tensor<32xf32> {memopt.name = "params.LayerNorm_0.bias", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "params.LayerNorm_0.scale", memopt.role = "parameter"}, %arg3: tensor<128xf32> {memopt.name = "params.blocks_0.Dense_0.bias", memopt.role = "parameter"}, %arg4: tensor<32x128xf32> {memopt.name = "params.blocks_0.Dense_0.kernel", memopt.role = "parameter"}, %arg5: tensor<32xf32> {memopt.name = "params.blocks_0.Dense_1.bias", memopt.role = "parameter"}, %arg6: tensor<128x32xf32> {memopt.name = "params.blocks_0.Dense_1.kernel", memopt.role = "parameter"}, %arg7: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.bias", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.scale", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.bias", memopt.role = "parameter"}, %arg10: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.scale", memopt.role = "parameter"}, %arg11: tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.bias", memopt.role = "parameter"}, %arg12: tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.kernel", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.bias", memopt.role = "parameter"}, %arg14: tensor<2x16x32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.kernel", memopt.role = "parameter"}, %arg15: tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.bias", memopt.role = "parameter"}, %arg16: tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.kernel", memopt.role = "parameter"}, %arg17: tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.bias", memopt.role = "parameter"}, %arg18: tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.kernel", memopt.role = "parameter"}, %arg19: tensor<128xf32> {memopt.name = "params.blocks_1.Dense_0.bias", memopt.role = "parameter"}, %arg20: tensor<32x128xf32> {memopt.name = "params.blocks_1.Dense_0.kernel", memopt.role = "parameter"}, %arg21: tensor<32xf32> {memopt.name = "params.blocks_1.Dense_1.bias", memopt.role = "parameter"}, %arg22: tensor<128x32xf32> {memopt.name = "params.blocks_1.Dense_1.kernel", memopt.role = "parameter"}, %arg23: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.bias", memopt.role = "parameter"}, %arg24: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.scale", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.bias", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.scale", memopt.role = "parameter"}, %arg27: tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.bias", memopt.role = "parameter"}, %arg28: tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.kernel", memopt.role = "parameter"}, %arg29: tensor<32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.bias", memopt.role = "parameter"}, %arg30: tensor<2x16x32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.kernel", memopt.role = "parameter"}, %arg31: tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.bias", memopt.role = "parameter"}, %arg32: tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.kernel", memopt.role = "parameter"}, %arg33: tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.bias", memopt.role = "parameter"}, %arg34: tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.kernel", memopt.role = "parameter"}, %arg35: tensor<16x32xf32> {memopt.name = "params.pos", memopt.role = "parameter"}, %arg36: tensor<i32> {memopt.name = "opt.0.count", memopt.role = "optimizer_state"}, %arg37: tensor<64x32xf32> {memopt.name = "params.Embed_0.embedding.mu", memopt.role = "optimizer_state"}, %arg38: tensor<32xf32> {memopt.name = "params.LayerNorm_0.bias.mu", memopt.role = "optimizer_state"}, %arg39: tensor<32xf32> {memopt.name = "params.LayerNorm_0.scale.mu", memopt.role = "optimizer_state"}, %arg40: tensor<128xf32> {memopt.name = "params.blocks_0.Dense_0.bias.mu", memopt.role = "optimizer_state"}, %arg41: tensor<32x128xf32> {memopt.name = "params.blocks_0.Dense_0.kernel.mu", memopt.role = "optimizer_state"}, %arg42: tensor<32xf32> {memopt.name = "params.blocks_0.Dense_1.bias.mu", memopt.role = "optimizer_state"}, %arg43: tensor<128x32xf32> {memopt.name = "params.blocks_0.Dense_1.kernel.mu", memopt.role = "optimizer_state"}, %arg44: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.bias.mu", memopt.role = "optimizer_state"}, %arg45: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.scale.mu", memopt.role = "optimizer_state"}, %arg46: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.bias.mu", memopt.role = "optimizer_state"}, %arg47: tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.scale.mu", memopt.role = "optimizer_state"}, %arg48: tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.bias.mu", memopt.role = "optimizer_state"}, %arg49: tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.kernel.mu", memopt.role = "optimizer_state"}, %arg50: tensor<32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.bias.mu", memopt.role = "optimizer_state"}, %arg51: tensor<2x16x32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.kernel.mu", memopt.role = "optimizer_state"}, %arg52: tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.bias.mu", memopt.role = "optimizer_state"}, %arg53: tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.kernel.mu", memopt.role = "optimizer_state"}, %arg54: tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.bias.mu", memopt.role = "optimizer_state"}, %arg55: tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.kernel.mu", memopt.role = "optimizer_state"}, %arg56: tensor<128xf32> {memopt.name = "params.blocks_1.Dense_0.bias.mu", memopt.role = "optimizer_state"}, %arg57: tensor<32x128xf32> {memopt.name = "params.blocks_1.Dense_0.kernel.mu", memopt.role = "optimizer_state"}, %arg58: tensor<32xf32> {memopt.name = "params.blocks_1.Dense_1.bias.mu", memopt.role = "optimizer_state"}, %arg59: tensor<128x32xf32> {memopt.name = "params.blocks_1.Dense_1.kernel.mu", memopt.role = "optimizer_state"}, %arg60: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.bias.mu", memopt.role = "optimizer_state"}, %arg61: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.scale.mu", memopt.role = "optimizer_state"}, %arg62: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.bias.mu", memopt.role = "optimizer_state"}, %arg63: tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.scale.mu", memopt.role = "optimizer_state"}, %arg64: tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.bias.mu", memopt.role = "optimizer_state"}, %arg65: tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.kernel.mu", memopt.role = "optimizer_state"}, %arg66: tensor<32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.bias.mu", memopt.role = "optimizer_state"}, %arg67: tensor<2x16x32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.kernel.mu", memopt.role = "optimizer_state"}, %arg68: tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.bias.mu", memopt.role = "optimizer_state"}, %arg69: tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.kernel.mu", memopt.role = "optimizer_state"}, %arg70: tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.bias.mu", memopt.role = "optimizer_state"}, %arg71: tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.kernel.mu", memopt.role = "optimizer_state"}, %arg72: tensor<16x32xf32> {memopt.name = "params.pos.mu", memopt.role = "optimizer_state"}, %arg73: tensor<2x16xi32> {memopt.name = "targets", memopt.range = array<i64: 0, 61>, memopt.role = "input"}, %arg74: tensor<2x16xi32> {memopt.name = "tokens", memopt.range = array<i64: 5, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "params.Embed_0.embedding.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.LayerNorm_0.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.LayerNorm_0.scale.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "params.blocks_0.Dense_0.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "params.blocks_0.Dense_0.kernel.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_0.Dense_1.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "params.blocks_0.Dense_1.kernel.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.scale.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.scale.new", memopt.role = "parameter"}, tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.bias.new", memopt.role = "parameter"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.kernel.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.bias.new", memopt.role = "parameter"}, tensor<2x16x32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.kernel.new", memopt.role = "parameter"}, tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.bias.new", memopt.role = "parameter"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.kernel.new", memopt.role = "parameter"}, tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.bias.new", memopt.role = "parameter"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.kernel.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "params.blocks_1.Dense_0.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "params.blocks_1.Dense_0.kernel.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_1.Dense_1.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "params.blocks_1.Dense_1.kernel.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.scale.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.scale.new", memopt.role = "parameter"}, tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.bias.new", memopt.role = "parameter"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.kernel.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.bias.new", memopt.role = "parameter"}, tensor<2x16x32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.kernel.new", memopt.role = "parameter"}, tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.bias.new", memopt.role = "parameter"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.kernel.new", memopt.role = "parameter"}, tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.bias.new", memopt.role = "parameter"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.kernel.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "params.pos.new", memopt.role = "parameter"}, tensor<i32> {memopt.name = "opt.0.count.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "params.Embed_0.embedding.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.LayerNorm_0.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.LayerNorm_0.scale.mu.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "params.blocks_0.Dense_0.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "params.blocks_0.Dense_0.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_0.Dense_1.bias.mu.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "params.blocks_0.Dense_1.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_0.scale.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_0.LayerNorm_1.scale.mu.new", memopt.role = "optimizer_state"}, tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.key.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x16x32xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.out.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.query.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_0.MultiHeadDotProductAttention_0.value.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "params.blocks_1.Dense_0.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "params.blocks_1.Dense_0.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_1.Dense_1.bias.mu.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "params.blocks_1.Dense_1.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_0.scale.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_1.LayerNorm_1.scale.mu.new", memopt.role = "optimizer_state"}, tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.key.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.bias.mu.new", memopt.role = "optimizer_state"}, tensor<2x16x32xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.out.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.query.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x2x16xf32> {memopt.name = "params.blocks_1.MultiHeadDotProductAttention_0.value.kernel.mu.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "params.pos.mu.new", memopt.role = "optimizer_state"}) {
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant -1.000000e-03 : f32
    %cst_2 = arith.constant 1.000000e-03 : f32
    %c1_i32 = arith.constant {memopt.phase = "optimizer"} 1 : i32
    %c2147483647_i32 = arith.constant {memopt.phase = "optimizer"} 2147483647 : i32
    %cst_3 = arith.constant {memopt.phase = "optimizer"} 9.900000e-01 : f32
    %cst_4 = arith.constant {memopt.phase = "optimizer"} 0.00999999977 : f32
    %cst_5 = arith.constant {memopt.phase = "optimizer"} 0.899999976 : f32
    %cst_6 = arith.constant {memopt.phase = "optimizer"} 1.000000e-01 : f32
    %c63 = arith.constant {memopt.phase = "optimizer"} 63 : index
    %c0 = arith.constant {memopt.phase = "optimizer"} 0 : index
    %cst_7 = arith.constant {memopt.phase = "optimizer"} 5.000000e-01 : f32
    %cst_8 = arith.constant {memopt.phase = "optimizer"} 0.797884583 : f32
    %cst_9 = arith.constant {memopt.phase = "optimizer"} 4.471500e-02 : f32
    %cst_10 = arith.constant {memopt.phase = "optimizer"} 3.000000e+00 : f32
    %cst_11 = arith.constant {memopt.phase = "optimizer"} 0xFF800000 : f32
    %cst_12 = arith.constant {memopt.phase = "optimizer"} -3.40282347E+38 : f32
    %cst_13 = arith.constant {memopt.phase = "optimizer"} -5.000000e-01 : f32
    %cst_14 = arith.constant {memopt.phase = "optimizer"} 9.99999997E-7 : f32
    %cst_15 = arith.constant {memopt.phase = "optimizer"} 1.000000e+00 : f32
    %cst_16 = arith.constant {memopt.phase = "optimizer"} 3.200000e+01 : f32
    %cst_17 = arith.constant {memopt.phase = "optimizer"} 0.000000e+00 : f32
    %cst_18 = arith.constant {memopt.phase = "optimizer"} 2.000000e+00 : f32
    %cst_19 = arith.constant {memopt.phase = "optimizer"} 0x7FC00000 : f32
    %true = arith.constant {memopt.phase = "optimizer"} true
    %c63_i32 = arith.constant {memopt.phase = "optimizer"} 63 : i32
    %c64_i32 = arith.constant {memopt.phase = "optimizer"} 64 : i32
    %c0_i32 = arith.constant {memopt.phase = "optimizer"} 0 : i32
    %cst_20 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32>
    %cst_21 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x16x64xf32>
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<2x16xi32>) outs(%0 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2035 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<2x16xi32>) outs(%2 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %2035 = arith.addi %in, %c64_i32 : i32
      linalg.yield %2035 : i32
    } -> tensor<2x16xi32>
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg74 : tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) outs(%4 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: i32, %in_192: i32, %out: i32):
      %2035 = arith.select %in, %in_191, %in_192 : i32
      linalg.yield %2035 : i32
    } -> tensor<2x16xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x1xi32>) outs(%6 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2035 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %2035 : i1
    } -> tensor<2x16x1xi1>
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x1xi32>) outs(%8 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2035 = arith.cmpi sle, %in, %c63_i32 : i32
      linalg.yield %2035 : i1
    } -> tensor<2x16x1xi1>
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %9 : tensor<2x16x1xi1>, tensor<2x16x1xi1>) outs(%10 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: i1, %out: i1):
      %2035 = arith.andi %in, %in_191 : i1
      linalg.yield %2035 : i1
    } -> tensor<2x16x1xi1>
    %12 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %13 = linalg.fill {memopt.phase = "forward"} ins(%true : i1) outs(%12 : tensor<2x16xi1>) -> tensor<2x16xi1>
    %14 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x16x1xi1>) outs(%13 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %2035 = arith.andi %out, %in : i1
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %15 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x32xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x1xi32>) outs(%15 : tensor<2x16x1x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %2035 = arith.index_cast %in : i32 to index
      %2036 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%2035, %2036] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x16x1x32xf32>
    %collapsed = tensor.collapse_shape %16 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x1x32xf32> into tensor<2x16x32xf32>
    %17 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xi1>
    %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x16xi1>) outs(%17 : tensor<2x16x32xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x16x32xi1>
    %19 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %collapsed : tensor<2x16x32xi1>, tensor<2x16x32xf32>) outs(%19 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: f32, %out: f32):
      %2035 = arith.select %in, %in_191, %cst_19 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %21 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<16x32xf32>) outs(%21 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %23 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%23 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %25 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x16x32xf32>) outs(%25 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %27 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %29 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %30 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%29 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x16x32xf32>) outs(%30 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %32 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<2x16xf32>) outs(%32 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %34 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %35 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%34 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%26 : tensor<2x16x32xf32>) outs(%35 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %37 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<2x16xf32>) outs(%37 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %39 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<2x16xf32>) outs(%39 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %41 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<2x16xf32>) outs(%41 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %43 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%38, %40 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%43 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %45 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<2x16xf32>) outs(%45 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %in, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %47 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %48 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %46 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%47 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: i1):
      %2035 = arith.cmpf oeq, %in, %in_191 : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %49 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<2x16xi1>) outs(%49 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_15, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %51 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<2x16xf32>) outs(%51 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2035 = arith.cmpf oeq, %cst_17, %in : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %53 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<2x16xi1>) outs(%53 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_18, %cst_15 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %55 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %54 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%55 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_22 = tensor.expand_shape %46 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %57 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16xf32>) outs(%57 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %59 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %58 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%59 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %61 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x16x1xf32>) outs(%61 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %in, %cst_14 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %63 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x16x1xf32>) outs(%63 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.rsqrt %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %65 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %62 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%65 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %67 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x16x1xf32>) outs(%67 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %expanded_23 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %69 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x16x1xf32>) outs(%69 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %71 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x1x32xf32>) outs(%71 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %73 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%73 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %75 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %74 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%75 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %expanded_24 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %77 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x1x32xf32>) outs(%77 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %79 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%79 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %81 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi32>
    %82 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%81 : tensor<16x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %2035 = linalg.index 0 : index
      %2036 = arith.index_cast %2035 : index to i32
      linalg.yield %2036 : i32
    } -> tensor<16x16xi32>
    %83 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi32>
    %84 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%83 : tensor<16x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %2035 = linalg.index 1 : index
      %2036 = arith.index_cast %2035 : index to i32
      linalg.yield %2036 : i32
    } -> tensor<16x16xi32>
    %85 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi1>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%82, %84 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%85 : tensor<16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %in_191: i32, %out: i1):
      %2035 = arith.cmpi sge, %in, %in_191 : i32
      linalg.yield %2035 : i1
    } -> tensor<16x16xi1>
    %collapsed_25 = tensor.collapse_shape %80 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %collapsed_26 = tensor.collapse_shape %arg16 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %87 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %88 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%87 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_25, %collapsed_26 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%88 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_27 = tensor.expand_shape %89 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %expanded_28 = tensor.expand_shape %arg15 [[0, 1, 2], [3]] output_shape [1, 1, 2, 16] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<1x1x2x16xf32>
    %90 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %91 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<1x1x2x16xf32>) outs(%90 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %92 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %91 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%92 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_29 = tensor.collapse_shape %arg12 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %94 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %95 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%94 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_25, %collapsed_29 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%95 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_30 = tensor.expand_shape %96 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %expanded_31 = tensor.expand_shape %arg11 [[0, 1, 2], [3]] output_shape [1, 1, 2, 16] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<1x1x2x16xf32>
    %97 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %98 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x1x2x16xf32>) outs(%97 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %99 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30, %98 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%99 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_32 = tensor.collapse_shape %arg18 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %101 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %102 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%101 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %103 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_25, %collapsed_32 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%102 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_33 = tensor.expand_shape %103 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %expanded_34 = tensor.expand_shape %arg17 [[0, 1, 2], [3]] output_shape [1, 1, 2, 16] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<1x1x2x16xf32>
    %104 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %105 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x1x2x16xf32>) outs(%104 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %106 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %105 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%106 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %108 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %109 = linalg.generic {indexing_maps = [#map9], iterator_types = []} outs(%108 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %110 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %111 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<f32>) outs(%110 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %112 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %111 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%112 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %114 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %115 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x2x16xf32>) outs(%114 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %116 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %117 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x2x16xf32>) outs(%116 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_35 = tensor.collapse_shape %115 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_36 = tensor.collapse_shape %117 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %118 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %119 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%118 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %120 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_35, %collapsed_36 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%119 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_37 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %121 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xi1>
    %122 = linalg.generic {indexing_maps = [#map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<16x16xi1>) outs(%121 : tensor<2x2x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x16x16xi1>
    %123 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_37 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%123 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: f32, %out: f32):
      %2035 = arith.select %in, %in_191, %cst_12 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %125 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %126 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%125 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<2x2x16x16xf32>) outs(%126 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %128 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x2x16xf32>) outs(%128 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %130 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %129 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%130 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %132 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<2x2x16x16xf32>) outs(%132 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.exp %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %134 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %135 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%134 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%133 : tensor<2x2x16x16xf32>) outs(%135 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %expanded_38 = tensor.expand_shape %136 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %137 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<2x2x16xf32>) outs(%137 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %139 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %138 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%139 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %141 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x2x16x1xf32>) outs(%141 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x1xf32>
    %143 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<2x2x16x1xf32>) outs(%143 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %cst_15, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x1xf32>
    %145 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %146 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<2x16x2x16xf32>) outs(%145 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %147 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %148 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<2x2x16x16xf32>) outs(%147 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_39 = tensor.collapse_shape %146 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_40 = tensor.collapse_shape %148 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %149 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %150 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%149 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %151 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_39, %collapsed_40 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%150 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_41 = tensor.expand_shape %151 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %152 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %153 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x2x16x16xf32>) outs(%152 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_42 = tensor.collapse_shape %153 [[0, 1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %collapsed_43 = tensor.collapse_shape %arg14 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %154 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %155 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%154 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %156 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_42, %collapsed_43 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%155 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_44 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %expanded_45 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %157 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %158 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<1x1x32xf32>) outs(%157 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %159 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %158 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%159 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %161 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %160 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%161 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %163 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x16x32xf32>) outs(%163 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %165 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x16x32xf32>) outs(%165 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %167 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %168 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%167 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<2x16x32xf32>) outs(%168 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %170 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%169 : tensor<2x16xf32>) outs(%170 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %172 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %173 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%172 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<2x16x32xf32>) outs(%173 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %175 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<2x16xf32>) outs(%175 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %177 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%171 : tensor<2x16xf32>) outs(%177 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %179 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%171 : tensor<2x16xf32>) outs(%179 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %181 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%176, %178 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%181 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %183 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%182 : tensor<2x16xf32>) outs(%183 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %in, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %185 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%182, %184 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%185 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: i1):
      %2035 = arith.cmpf oeq, %in, %in_191 : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %187 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<2x16xi1>) outs(%187 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_15, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %189 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<2x16xf32>) outs(%189 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2035 = arith.cmpf oeq, %cst_17, %in : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %191 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%190 : tensor<2x16xi1>) outs(%191 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_18, %cst_15 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %193 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%188, %192 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%193 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_46 = tensor.expand_shape %184 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %195 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %196 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16xf32>) outs(%195 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %197 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %196 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%197 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %199 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<2x16x1xf32>) outs(%199 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %in, %cst_14 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %201 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<2x16x1xf32>) outs(%201 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.rsqrt %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %203 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %200 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%203 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %205 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x16x1xf32>) outs(%205 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %expanded_47 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %207 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x16x1xf32>) outs(%207 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %209 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %210 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x1x32xf32>) outs(%209 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %211 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %210 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%211 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %213 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %212 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%213 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %expanded_48 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %215 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %216 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x1x32xf32>) outs(%215 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %217 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %216 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%217 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_49 = tensor.collapse_shape %218 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %219 = tensor.empty() {memopt.phase = "forward"} : tensor<32x128xf32>
    %220 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%219 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %221 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_49, %arg4 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%220 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_50 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %expanded_51 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [1, 1, 128] {memopt.phase = "forward"} : tensor<128xf32> into tensor<1x1x128xf32>
    %222 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %223 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<1x1x128xf32>) outs(%222 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %224 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %223 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%224 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %226 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<2x16x128xf32>) outs(%226 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %228 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %225 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%228 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %230 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<2x16x128xf32>) outs(%230 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %232 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x16x128xf32>) outs(%232 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %234 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %233 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%234 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %236 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<2x16x128xf32>) outs(%236 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %238 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<2x16x128xf32>) outs(%238 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.tanh %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %240 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x16x128xf32>) outs(%240 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.subf %cst_15, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %242 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x16x128xf32>) outs(%242 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %in, %cst_15 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %244 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<2x16x128xf32>) outs(%244 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %246 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %245 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%246 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_52 = tensor.collapse_shape %247 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %248 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %249 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%248 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %250 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_52, %arg6 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%249 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_53 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %expanded_54 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %251 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %252 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x1x32xf32>) outs(%251 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %253 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %252 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%253 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %255 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %254 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%255 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %257 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x16x32xf32>) outs(%257 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %259 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<2x16x32xf32>) outs(%259 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %261 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %262 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%261 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<2x16x32xf32>) outs(%262 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %264 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<2x16xf32>) outs(%264 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %266 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %267 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%266 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%258 : tensor<2x16x32xf32>) outs(%267 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %269 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%268 : tensor<2x16xf32>) outs(%269 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %271 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<2x16xf32>) outs(%271 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %273 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<2x16xf32>) outs(%273 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %275 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%270, %272 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%275 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %277 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%276 : tensor<2x16xf32>) outs(%277 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %in, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %279 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %280 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%276, %278 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%279 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: i1):
      %2035 = arith.cmpf oeq, %in, %in_191 : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %281 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<2x16xi1>) outs(%281 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_15, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %283 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<2x16xf32>) outs(%283 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2035 = arith.cmpf oeq, %cst_17, %in : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %285 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<2x16xi1>) outs(%285 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_18, %cst_15 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %287 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%282, %286 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%287 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_55 = tensor.expand_shape %278 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %289 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %290 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x16xf32>) outs(%289 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %291 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %290 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%291 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %293 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<2x16x1xf32>) outs(%293 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %in, %cst_14 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %295 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<2x16x1xf32>) outs(%295 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.rsqrt %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %297 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %294 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%297 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %299 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x16x1xf32>) outs(%299 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %expanded_56 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %301 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %302 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x16x1xf32>) outs(%301 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %303 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %304 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<1x1x32xf32>) outs(%303 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %305 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %304 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%305 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %307 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %306 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%307 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %expanded_57 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %309 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %310 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<1x1x32xf32>) outs(%309 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %311 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %310 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%311 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_58 = tensor.collapse_shape %312 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %collapsed_59 = tensor.collapse_shape %arg32 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %313 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %314 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%313 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %315 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_58, %collapsed_59 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%314 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_60 = tensor.expand_shape %315 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %expanded_61 = tensor.expand_shape %arg31 [[0, 1, 2], [3]] output_shape [1, 1, 2, 16] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<1x1x2x16xf32>
    %316 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %317 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x1x2x16xf32>) outs(%316 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %318 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60, %317 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%318 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_62 = tensor.collapse_shape %arg28 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %320 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %321 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%320 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %322 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_58, %collapsed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%321 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_63 = tensor.expand_shape %322 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %expanded_64 = tensor.expand_shape %arg27 [[0, 1, 2], [3]] output_shape [1, 1, 2, 16] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<1x1x2x16xf32>
    %323 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %324 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<1x1x2x16xf32>) outs(%323 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %325 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63, %324 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%325 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_65 = tensor.collapse_shape %arg34 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %327 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %328 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%327 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %329 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_58, %collapsed_65 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%328 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_66 = tensor.expand_shape %329 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %expanded_67 = tensor.expand_shape %arg33 [[0, 1, 2], [3]] output_shape [1, 1, 2, 16] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<1x1x2x16xf32>
    %330 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %331 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<1x1x2x16xf32>) outs(%330 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %332 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %333 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %331 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%332 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %334 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %335 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %111 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%334 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %336 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %337 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<2x16x2x16xf32>) outs(%336 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %338 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %339 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<2x16x2x16xf32>) outs(%338 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_68 = tensor.collapse_shape %337 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_69 = tensor.collapse_shape %339 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %340 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %341 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%340 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %342 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_68, %collapsed_69 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%341 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_70 = tensor.expand_shape %342 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %343 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %344 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_70 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%343 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: f32, %out: f32):
      %2035 = arith.select %in, %in_191, %cst_12 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %345 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %346 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%345 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%344 : tensor<2x2x16x16xf32>) outs(%346 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %348 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347 : tensor<2x2x16xf32>) outs(%348 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %350 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %351 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %349 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%350 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %352 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %353 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<2x2x16x16xf32>) outs(%352 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.exp %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %354 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %355 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%354 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%353 : tensor<2x2x16x16xf32>) outs(%355 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %expanded_71 = tensor.expand_shape %356 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %357 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<2x2x16xf32>) outs(%357 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %359 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %358 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%359 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %361 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<2x2x16x1xf32>) outs(%361 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x1xf32>
    %363 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %364 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362 : tensor<2x2x16x1xf32>) outs(%363 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %cst_15, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x1xf32>
    %365 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %366 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<2x16x2x16xf32>) outs(%365 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %367 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %368 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<2x2x16x16xf32>) outs(%367 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_72 = tensor.collapse_shape %366 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_73 = tensor.collapse_shape %368 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %369 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %370 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%369 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %371 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_72, %collapsed_73 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%370 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_74 = tensor.expand_shape %371 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %372 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %373 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<2x2x16x16xf32>) outs(%372 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_75 = tensor.collapse_shape %373 [[0, 1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %collapsed_76 = tensor.collapse_shape %arg30 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %374 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %375 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%374 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %376 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_75, %collapsed_76 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%375 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_77 = tensor.expand_shape %376 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %expanded_78 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %377 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %378 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<1x1x32xf32>) outs(%377 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %379 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %378 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%379 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %381 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %380 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%381 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %383 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<2x16x32xf32>) outs(%383 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %385 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<2x16x32xf32>) outs(%385 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %387 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %388 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%387 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%382 : tensor<2x16x32xf32>) outs(%388 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %390 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%389 : tensor<2x16xf32>) outs(%390 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %392 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %393 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%392 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%384 : tensor<2x16x32xf32>) outs(%393 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %395 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%394 : tensor<2x16xf32>) outs(%395 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %397 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<2x16xf32>) outs(%397 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %399 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<2x16xf32>) outs(%399 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %401 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%396, %398 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%401 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %403 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%402 : tensor<2x16xf32>) outs(%403 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %in, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %405 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %406 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%402, %404 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%405 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: i1):
      %2035 = arith.cmpf oeq, %in, %in_191 : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %407 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%406 : tensor<2x16xi1>) outs(%407 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_15, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %409 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%404 : tensor<2x16xf32>) outs(%409 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2035 = arith.cmpf oeq, %cst_17, %in : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %411 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%410 : tensor<2x16xi1>) outs(%411 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_18, %cst_15 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %413 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%408, %412 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%413 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_79 = tensor.expand_shape %404 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %415 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %416 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<2x16xf32>) outs(%415 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %417 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %416 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%417 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %419 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<2x16x1xf32>) outs(%419 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %in, %cst_14 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %421 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<2x16x1xf32>) outs(%421 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.rsqrt %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %423 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %420 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%423 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %425 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<2x16x1xf32>) outs(%425 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %expanded_80 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %427 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %428 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<2x16x1xf32>) outs(%427 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %429 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %430 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<1x1x32xf32>) outs(%429 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %431 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %430 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%431 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %433 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %432 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%433 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %expanded_81 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %435 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %436 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<1x1x32xf32>) outs(%435 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %437 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %436 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%437 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_82 = tensor.collapse_shape %438 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %439 = tensor.empty() {memopt.phase = "forward"} : tensor<32x128xf32>
    %440 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%439 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %441 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_82, %arg20 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%440 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_83 = tensor.expand_shape %441 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.phase = "forward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %expanded_84 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [1, 1, 128] {memopt.phase = "forward"} : tensor<128xf32> into tensor<1x1x128xf32>
    %442 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %443 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x1x128xf32>) outs(%442 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %444 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %443 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%444 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %446 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<2x16x128xf32>) outs(%446 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %448 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447, %445 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%448 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %450 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<2x16x128xf32>) outs(%450 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %452 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<2x16x128xf32>) outs(%452 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %454 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %453 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%454 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %456 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<2x16x128xf32>) outs(%456 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %458 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<2x16x128xf32>) outs(%458 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.tanh %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %460 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<2x16x128xf32>) outs(%460 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.subf %cst_15, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %462 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<2x16x128xf32>) outs(%462 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %in, %cst_15 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %464 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<2x16x128xf32>) outs(%464 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %466 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %465 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%466 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %collapsed_85 = tensor.collapse_shape %467 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %468 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %469 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%468 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %470 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_85, %arg22 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%469 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_86 = tensor.expand_shape %470 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %expanded_87 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %471 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %472 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87 : tensor<1x1x32xf32>) outs(%471 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %473 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %472 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%473 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %475 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %474 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%475 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %477 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<2x16x32xf32>) outs(%477 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %479 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<2x16x32xf32>) outs(%479 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %481 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %482 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%481 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%476 : tensor<2x16x32xf32>) outs(%482 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %484 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%483 : tensor<2x16xf32>) outs(%484 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %486 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %487 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%486 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%478 : tensor<2x16x32xf32>) outs(%487 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %489 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%488 : tensor<2x16xf32>) outs(%489 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %491 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%485 : tensor<2x16xf32>) outs(%491 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %493 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%485 : tensor<2x16xf32>) outs(%493 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %495 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%490, %492 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%495 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %497 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%496 : tensor<2x16xf32>) outs(%497 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %in, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %499 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %500 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%496, %498 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%499 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: i1):
      %2035 = arith.cmpf oeq, %in, %in_191 : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %501 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%500 : tensor<2x16xi1>) outs(%501 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_15, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %503 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%498 : tensor<2x16xf32>) outs(%503 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2035 = arith.cmpf oeq, %cst_17, %in : f32
      linalg.yield %2035 : i1
    } -> tensor<2x16xi1>
    %505 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<2x16xi1>) outs(%505 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2035 = arith.select %in, %cst_18, %cst_15 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %507 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%502, %506 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%507 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_88 = tensor.expand_shape %498 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %509 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %510 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<2x16xf32>) outs(%509 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %511 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476, %510 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%511 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %513 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<2x16x1xf32>) outs(%513 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %in, %cst_14 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %515 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<2x16x1xf32>) outs(%515 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.rsqrt %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %517 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %514 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%517 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %519 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<2x16x1xf32>) outs(%519 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %expanded_89 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %521 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %522 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<2x16x1xf32>) outs(%521 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %523 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %524 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<1x1x32xf32>) outs(%523 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %525 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522, %524 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%525 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %527 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %526 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%527 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %expanded_90 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "forward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %529 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %530 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<1x1x32xf32>) outs(%529 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %531 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %530 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%531 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %533 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %534 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%533 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_91 = tensor.collapse_shape %532 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %535 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %536 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%535 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %537 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_91, %534 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%536 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_92 = tensor.expand_shape %537 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32>
    %538 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %539 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%538 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_92 : tensor<2x16x64xf32>) outs(%539 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.maximumf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %541 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %542 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<2x16xf32>) outs(%541 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %543 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %542 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%543 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x64xf32>
    %545 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<2x16x64xf32>) outs(%545 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.exp %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x64xf32>
    %547 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %548 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%547 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%546 : tensor<2x16x64xf32>) outs(%548 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_93 = tensor.expand_shape %549 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %550 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<2x16x1xf32>) outs(%550 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = math.log %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %552 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %553 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<2x16x1xf32>) outs(%552 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %554 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %553 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%554 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.subf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x64xf32>
    %expanded_94 = tensor.expand_shape %arg73 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %556 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<2x16x1xi32>) outs(%556 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2035 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %2035 : i1
    } -> tensor<2x16x1xi1>
    %558 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<2x16x1xi32>) outs(%558 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %2035 = arith.addi %in, %c64_i32 : i32
      linalg.yield %2035 : i32
    } -> tensor<2x16x1xi32>
    %560 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %559, %expanded_94 : tensor<2x16x1xi1>, tensor<2x16x1xi32>, tensor<2x16x1xi32>) outs(%560 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: i32, %in_192: i32, %out: i32):
      %2035 = arith.select %in, %in_191, %in_192 : i32
      linalg.yield %2035 : i32
    } -> tensor<2x16x1xi32>
    %expanded_95 = tensor.expand_shape %561 [[0], [1], [2, 3]] output_shape [2, 16, 1, 1] {memopt.phase = "forward"} : tensor<2x16x1xi32> into tensor<2x16x1x1xi32>
    %562 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %563 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95 : tensor<2x16x1x1xi32>) outs(%562 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2035 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %2035 : i1
    } -> tensor<2x16x1x1xi1>
    %564 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %565 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95 : tensor<2x16x1x1xi32>) outs(%564 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2035 = arith.cmpi sle, %in, %c63_i32 : i32
      linalg.yield %2035 : i1
    } -> tensor<2x16x1x1xi1>
    %566 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %567 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %565 : tensor<2x16x1x1xi1>, tensor<2x16x1x1xi1>) outs(%566 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: i1, %out: i1):
      %2035 = arith.andi %in, %in_191 : i1
      linalg.yield %2035 : i1
    } -> tensor<2x16x1x1xi1>
    %568 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %569 = linalg.fill {memopt.phase = "forward"} ins(%true : i1) outs(%568 : tensor<2x16x1xi1>) -> tensor<2x16x1xi1>
    %570 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%567 : tensor<2x16x1x1xi1>) outs(%569 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %2035 = arith.andi %out, %in : i1
      linalg.yield %2035 : i1
    } -> tensor<2x16x1xi1>
    %571 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%571 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      %2035 = linalg.index 0 : index
      %2036 = linalg.index 1 : index
      %extracted = tensor.extract %expanded_95[%2035, %2036, %c0, %c0] : tensor<2x16x1x1xi32>
      %2037 = arith.index_cast %extracted : i32 to index
      %2038 = arith.maxsi %2037, %c0 : index
      %2039 = arith.minsi %2038, %c63 : index
      %extracted_191 = tensor.extract %555[%2035, %2036, %2039] : tensor<2x16x64xf32>
      linalg.yield %extracted_191 : f32
    } -> tensor<2x16x1xf32>
    %573 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %572 : tensor<2x16x1xi1>, tensor<2x16x1xf32>) outs(%573 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_191: f32, %out: f32):
      %2035 = arith.select %in, %in_191, %cst_19 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %575 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %576 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%575 : tensor<f32>) -> tensor<f32>
    %577 = linalg.generic {indexing_maps = [#map1, #map17], iterator_types = ["reduction", "reduction", "reduction"]} ins(%574 : tensor<2x16x1xf32>) outs(%576 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<f32>
    %578 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %579 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%577 : tensor<f32>) outs(%578 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<f32>
    %580 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %581 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%579 : tensor<f32>) outs(%580 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<f32>
    %582 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %583 = linalg.generic {indexing_maps = [#map9], iterator_types = []} outs(%582 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %584 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %585 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%583 : tensor<f32>) outs(%584 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<f32>
    %586 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %587 = linalg.generic {indexing_maps = [#map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<f32>) outs(%586 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x1xf32>
    %588 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %589 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%588 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %2035 = linalg.index 0 : index
      %2036 = arith.index_cast %2035 : index to i32
      linalg.yield %2036 : i32
    } -> tensor<2x16x1x1xi32>
    %590 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %591 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%590 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %2035 = linalg.index 1 : index
      %2036 = arith.index_cast %2035 : index to i32
      linalg.yield %2036 : i32
    } -> tensor<2x16x1x1xi32>
    %592 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x3xi32>
    %inserted_slice = tensor.insert_slice %589 into %592[0, 0, 0, 0] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_96 = tensor.insert_slice %591 into %inserted_slice[0, 0, 0, 1] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_97 = tensor.insert_slice %expanded_95 into %inserted_slice_96[0, 0, 0, 2] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %collapsed_98 = tensor.collapse_shape %inserted_slice_97 [[0, 1, 2], [3]] {memopt.phase = "backward"} : tensor<2x16x1x3xi32> into tensor<32x3xi32>
    %collapsed_99 = tensor.collapse_shape %587 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<32xf32>
    %593 = scf.for %arg75 = %c0 to %c32 step %c1 iter_args(%arg76 = %cst_21) -> (tensor<2x16x64xf32>) {
      %extracted = tensor.extract %collapsed_98[%arg75, %c0] : tensor<32x3xi32>
      %2035 = arith.index_cast %extracted : i32 to index
      %extracted_191 = tensor.extract %collapsed_98[%arg75, %c1] : tensor<32x3xi32>
      %2036 = arith.index_cast %extracted_191 : i32 to index
      %extracted_192 = tensor.extract %collapsed_98[%arg75, %c2] : tensor<32x3xi32>
      %2037 = arith.index_cast %extracted_192 : i32 to index
      %extracted_slice = tensor.extract_slice %collapsed_99[%arg75] [1] [1] : tensor<32xf32> to tensor<f32>
      %extracted_slice_193 = tensor.extract_slice %arg76[%2035, %2036, %2037] [1, 1, 1] [1, 1, 1] : tensor<2x16x64xf32> to tensor<f32>
      %2038 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%extracted_slice : tensor<f32>) outs(%extracted_slice_193 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %2039 = arith.addf %out, %in : f32
        linalg.yield %2039 : f32
      } -> tensor<f32>
      %inserted_slice_194 = tensor.insert_slice %2038 into %arg76[%2035, %2036, %2037] [1, 1, 1] [1, 1, 1] : tensor<f32> into tensor<2x16x64xf32>
      scf.yield %inserted_slice_194 : tensor<2x16x64xf32>
    } {memopt.phase = "backward"}
    %594 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593 : tensor<2x16x64xf32>) outs(%594 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x64xf32>
    %596 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %597 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%596 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%595 : tensor<2x16x64xf32>) outs(%597 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_100 = tensor.expand_shape %598 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %599 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %expanded_93 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%599 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %601 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %602 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%601 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%600 : tensor<2x16x1xf32>) outs(%602 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %604 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %605 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<2x16xf32>) outs(%604 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %606 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %546 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%606 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x64xf32>
    %608 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %607 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%608 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x64xf32>
    %610 = tensor.empty() {memopt.phase = "backward"} : tensor<64x2x16xf32>
    %611 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<2x16x64xf32>) outs(%610 : tensor<64x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x16xf32>
    %collapsed_101 = tensor.collapse_shape %611 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<64x2x16xf32> into tensor<64x32xf32>
    %612 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %613 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%612 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %614 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_101, %collapsed_91 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%613 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %615 = tensor.empty() {memopt.phase = "backward"} : tensor<32x64xf32>
    %616 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%614 : tensor<64x32xf32>) outs(%615 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_102 = tensor.collapse_shape %609 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32>
    %617 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %618 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%534 : tensor<32x64xf32>) outs(%617 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %619 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %620 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%619 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %621 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_102, %618 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%620 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_103 = tensor.expand_shape %621 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %622 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %623 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%616 : tensor<32x64xf32>) outs(%622 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %624 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %625 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%624 : tensor<32xf32>) -> tensor<32xf32>
    %626 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_103 : tensor<2x16x32xf32>) outs(%625 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %627 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %expanded_103 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%627 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %629 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %526 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%629 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %631 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522, %628 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%631 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %633 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %634 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%633 : tensor<32xf32>) -> tensor<32xf32>
    %635 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%632 : tensor<2x16x32xf32>) outs(%634 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %636 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %524 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%636 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %638 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %639 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%638 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%637 : tensor<2x16x32xf32>) outs(%639 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_104 = tensor.expand_shape %640 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %641 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %520 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%641 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %643 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630 : tensor<2x16x32xf32>) outs(%643 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %645 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %646 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%645 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%644 : tensor<2x16x32xf32>) outs(%646 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_105 = tensor.expand_shape %647 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %648 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %649 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%648 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%642 : tensor<2x16x1xf32>) outs(%649 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %651 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %652 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%651 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_105 : tensor<2x16x1xf32>) outs(%652 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %654 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %655 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%650, %508 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%654 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %656 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%655 : tensor<2x16xf32>) outs(%656 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %658 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%657, %494 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%658 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %660 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %661 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%653, %659 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%660 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %662 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %663 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%655 : tensor<2x16xf32>) outs(%662 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %664 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %665 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663 : tensor<2x16xf32>) outs(%664 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %666 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %667 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%661 : tensor<2x16xf32>) outs(%666 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %668 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<2x16xf32>) outs(%668 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %670 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %671 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %669 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%670 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %672 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%665, %480 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%672 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %674 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %675 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671, %673 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%674 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %676 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %677 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%676 : tensor<32xf32>) -> tensor<32xf32>
    %678 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%675 : tensor<2x16x32xf32>) outs(%677 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %679 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %680 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675 : tensor<2x16x32xf32>) outs(%679 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_106 = tensor.collapse_shape %680 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %681 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %682 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%681 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %683 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_106, %collapsed_85 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%682 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %684 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %685 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%683 : tensor<32x128xf32>) outs(%684 : tensor<128x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_107 = tensor.collapse_shape %675 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %686 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %687 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128x32xf32>) outs(%686 : tensor<32x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %688 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %689 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%688 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %690 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_107, %687 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%689 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_108 = tensor.expand_shape %690 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %691 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %expanded_108 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%691 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %693 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %694 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %465 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%693 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %695 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %696 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692 : tensor<2x16x128xf32>) outs(%695 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %697 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %461 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%697 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %699 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %459 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%699 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %701 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %700 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%701 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %703 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702 : tensor<2x16x128xf32>) outs(%703 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %705 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%694, %704 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%705 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %707 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %708 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704 : tensor<2x16x128xf32>) outs(%707 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %709 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %710 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708, %451 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%709 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %711 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706, %710 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%711 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %713 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %714 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%713 : tensor<128xf32>) -> tensor<128xf32>
    %715 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%712 : tensor<2x16x128xf32>) outs(%714 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %716 = tensor.empty() {memopt.phase = "backward"} : tensor<128x2x16xf32>
    %717 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712 : tensor<2x16x128xf32>) outs(%716 : tensor<128x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %collapsed_109 = tensor.collapse_shape %717 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %718 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %719 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%718 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %720 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_109, %collapsed_82 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%719 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %721 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %722 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%720 : tensor<128x32xf32>) outs(%721 : tensor<32x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_110 = tensor.collapse_shape %712 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %723 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %724 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32x128xf32>) outs(%723 : tensor<128x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %725 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %726 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%725 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %727 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_110, %724 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%726 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_111 = tensor.expand_shape %727 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %728 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %729 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%728 : tensor<32xf32>) -> tensor<32xf32>
    %730 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_111 : tensor<2x16x32xf32>) outs(%729 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %731 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418, %expanded_111 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%731 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %733 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %734 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111, %432 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%733 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %735 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %736 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %732 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%735 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %737 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %738 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%737 : tensor<32xf32>) -> tensor<32xf32>
    %739 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%736 : tensor<2x16x32xf32>) outs(%738 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %740 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732, %430 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%740 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %742 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %743 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%742 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%741 : tensor<2x16x32xf32>) outs(%743 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_112 = tensor.expand_shape %744 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %745 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %426 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%745 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %747 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734 : tensor<2x16x32xf32>) outs(%747 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %749 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %750 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%749 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %751 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%748 : tensor<2x16x32xf32>) outs(%750 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_113 = tensor.expand_shape %751 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %752 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675, %734 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%752 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %754 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %755 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%754 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %756 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%746 : tensor<2x16x1xf32>) outs(%755 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %757 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %758 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%757 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %759 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_113 : tensor<2x16x1xf32>) outs(%758 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %760 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %761 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%756, %414 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%760 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %762 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %763 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<2x16xf32>) outs(%762 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %764 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%763, %400 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%764 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %766 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %767 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%759, %765 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%766 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %768 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %769 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<2x16xf32>) outs(%768 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %770 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %771 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769 : tensor<2x16xf32>) outs(%770 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %772 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %773 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%767 : tensor<2x16xf32>) outs(%772 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %774 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %775 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<2x16xf32>) outs(%774 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %776 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %775 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%776 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %778 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %779 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%771, %386 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%778 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %780 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %781 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%777, %779 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%780 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %782 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %783 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%782 : tensor<32xf32>) -> tensor<32xf32>
    %784 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%781 : tensor<2x16x32xf32>) outs(%783 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %785 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %786 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%781 : tensor<2x16x32xf32>) outs(%785 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_114 = tensor.collapse_shape %786 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %787 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %788 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%787 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %789 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_114, %collapsed_75 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%788 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_115 = tensor.expand_shape %789 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %790 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %791 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<32x2x16xf32>) outs(%790 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_116 = tensor.collapse_shape %781 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %792 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %793 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x16x32xf32>) outs(%792 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_117 = tensor.collapse_shape %793 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %794 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %795 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%794 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %796 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_116, %collapsed_117 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%795 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_118 = tensor.expand_shape %796 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %797 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %798 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_118 : tensor<2x16x2x16xf32>) outs(%797 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %799 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %800 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798 : tensor<2x2x16x16xf32>) outs(%799 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_119 = tensor.collapse_shape %800 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %801 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %802 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%801 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %803 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_119, %collapsed_72 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%802 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_120 = tensor.expand_shape %803 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %collapsed_121 = tensor.collapse_shape %798 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_122 = tensor.collapse_shape %360 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %804 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %805 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%804 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %806 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_121, %collapsed_122 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%805 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_123 = tensor.expand_shape %806 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %807 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %808 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_123 : tensor<2x2x16x16xf32>) outs(%807 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %809 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %810 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<2x2x16x1xf32>) outs(%809 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %811 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %812 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120, %810 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%811 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %813 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %814 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%812, %353 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%813 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %815 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %816 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%815 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %817 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%814 : tensor<2x2x16x16xf32>) outs(%816 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %818 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<2x2x16xf32>) outs(%818 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %expanded_124 = tensor.expand_shape %819 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %820 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %821 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120, %358 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%820 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %822 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %823 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%822 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %824 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_124 : tensor<2x2x16x1xf32>) outs(%823 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %825 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %826 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%824 : tensor<2x2x16xf32>) outs(%825 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %827 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %828 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%821, %826 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%827 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %829 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %830 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%828, %353 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%829 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %831 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %832 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %830 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%831 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_191: f32, %out: f32):
      %2035 = arith.select %in, %in_191, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %833 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %834 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832 : tensor<2x2x16x16xf32>) outs(%833 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_125 = tensor.collapse_shape %834 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %835 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %836 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%835 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %837 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_125, %collapsed_68 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%836 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_126 = tensor.expand_shape %837 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %838 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %839 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_126 : tensor<2x2x16x16xf32>) outs(%838 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %840 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %841 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<2x16x2x16xf32>) outs(%840 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_127 = tensor.collapse_shape %832 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_128 = tensor.collapse_shape %841 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %842 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %843 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%842 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %844 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_127, %collapsed_128 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%843 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_129 = tensor.expand_shape %844 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %845 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %846 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<2x2x16x16xf32>) outs(%845 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %847 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %848 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %111 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%847 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %849 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %850 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%849 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %851 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%808 : tensor<2x16x2x16xf32>) outs(%850 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %852 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %853 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%808 : tensor<2x16x2x16xf32>) outs(%852 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_130 = tensor.collapse_shape %853 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %854 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %855 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%854 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %856 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_130, %collapsed_58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%855 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_131 = tensor.expand_shape %856 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %857 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %858 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131 : tensor<2x16x32xf32>) outs(%857 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_132 = tensor.collapse_shape %808 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %859 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %860 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<32x2x16xf32>) outs(%859 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_133 = tensor.collapse_shape %860 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %861 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %862 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%861 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %863 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_132, %collapsed_133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%862 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_134 = tensor.expand_shape %863 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %864 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %865 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%864 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %866 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%839 : tensor<2x16x2x16xf32>) outs(%865 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %867 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %868 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839 : tensor<2x16x2x16xf32>) outs(%867 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_135 = tensor.collapse_shape %868 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %869 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %870 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%869 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %871 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_135, %collapsed_58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%870 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_136 = tensor.expand_shape %871 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %872 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %873 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_136 : tensor<2x16x32xf32>) outs(%872 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_137 = tensor.collapse_shape %839 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %874 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %875 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<32x2x16xf32>) outs(%874 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_138 = tensor.collapse_shape %875 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %876 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %877 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%876 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %878 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_137, %collapsed_138 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%877 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_139 = tensor.expand_shape %878 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %879 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %880 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %expanded_139 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%879 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %881 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %882 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%881 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %883 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%848 : tensor<2x16x2x16xf32>) outs(%882 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %884 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %885 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848 : tensor<2x16x2x16xf32>) outs(%884 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_140 = tensor.collapse_shape %885 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %886 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %887 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%886 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %888 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_140, %collapsed_58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%887 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_141 = tensor.expand_shape %888 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %889 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %890 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<2x16x32xf32>) outs(%889 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_142 = tensor.collapse_shape %848 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %891 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %892 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32 : tensor<32x2x16xf32>) outs(%891 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_143 = tensor.collapse_shape %892 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %893 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %894 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%893 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %895 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_142, %collapsed_143 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%894 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_144 = tensor.expand_shape %895 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %896 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %897 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880, %expanded_144 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%896 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %898 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %899 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%898 : tensor<32xf32>) -> tensor<32xf32>
    %900 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%897 : tensor<2x16x32xf32>) outs(%899 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %901 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %897 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%901 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %903 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %904 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%897, %306 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%903 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %905 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %902 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%905 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %907 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %908 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%907 : tensor<32xf32>) -> tensor<32xf32>
    %909 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%906 : tensor<2x16x32xf32>) outs(%908 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %910 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %911 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902, %304 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%910 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %912 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %913 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%912 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %914 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%911 : tensor<2x16x32xf32>) outs(%913 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_145 = tensor.expand_shape %914 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %915 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %916 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145, %300 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%915 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %917 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %918 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%904 : tensor<2x16x32xf32>) outs(%917 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %919 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %920 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%919 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %921 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%918 : tensor<2x16x32xf32>) outs(%920 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_146 = tensor.expand_shape %921 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %922 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%781, %904 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%922 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %924 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %925 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%924 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %926 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%916 : tensor<2x16x1xf32>) outs(%925 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %927 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %928 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%927 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %929 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_146 : tensor<2x16x1xf32>) outs(%928 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %930 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %931 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%926, %288 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%930 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %932 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %933 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%931 : tensor<2x16xf32>) outs(%932 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %934 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %935 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%933, %274 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%934 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %936 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %937 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%929, %935 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%936 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %938 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %939 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%931 : tensor<2x16xf32>) outs(%938 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %940 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %941 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<2x16xf32>) outs(%940 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %942 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %943 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%937 : tensor<2x16xf32>) outs(%942 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %944 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %945 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%943 : tensor<2x16xf32>) outs(%944 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %946 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %947 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923, %945 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%946 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %948 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %949 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%941, %260 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%948 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %950 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %951 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947, %949 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%950 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %952 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %953 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%952 : tensor<32xf32>) -> tensor<32xf32>
    %954 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%951 : tensor<2x16x32xf32>) outs(%953 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %955 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %956 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951 : tensor<2x16x32xf32>) outs(%955 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_147 = tensor.collapse_shape %956 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %957 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %958 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%957 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %959 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_147, %collapsed_52 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%958 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %960 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %961 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%959 : tensor<32x128xf32>) outs(%960 : tensor<128x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_148 = tensor.collapse_shape %951 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %962 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %963 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<128x32xf32>) outs(%962 : tensor<32x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %964 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %965 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%964 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %966 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_148, %963 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%965 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_149 = tensor.expand_shape %966 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %967 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %968 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %expanded_149 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%967 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %969 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %970 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149, %245 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%969 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %971 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %972 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%968 : tensor<2x16x128xf32>) outs(%971 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %973 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %974 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%972, %241 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%973 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %975 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %976 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%974, %239 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%975 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %977 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %978 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%974, %976 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%977 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %979 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %980 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%978 : tensor<2x16x128xf32>) outs(%979 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %981 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %982 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970, %980 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%981 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %983 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %984 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<2x16x128xf32>) outs(%983 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %985 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %986 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%984, %231 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%985 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %987 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %988 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%982, %986 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%987 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x128xf32>
    %989 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %990 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%989 : tensor<128xf32>) -> tensor<128xf32>
    %991 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%988 : tensor<2x16x128xf32>) outs(%990 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %992 = tensor.empty() {memopt.phase = "backward"} : tensor<128x2x16xf32>
    %993 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<2x16x128xf32>) outs(%992 : tensor<128x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %collapsed_150 = tensor.collapse_shape %993 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %994 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %995 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%994 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %996 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_150, %collapsed_49 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%995 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %997 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %998 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%996 : tensor<128x32xf32>) outs(%997 : tensor<32x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_151 = tensor.collapse_shape %988 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %999 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %1000 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x128xf32>) outs(%999 : tensor<128x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %1001 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1002 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1001 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1003 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_151, %1000 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%1002 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_152 = tensor.expand_shape %1003 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1004 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1005 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1004 : tensor<32xf32>) -> tensor<32xf32>
    %1006 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_152 : tensor<2x16x32xf32>) outs(%1005 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1007 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1008 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %expanded_152 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1007 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1009 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1010 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_152, %212 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1009 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1011 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1012 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %1008 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1011 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1013 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1014 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1013 : tensor<32xf32>) -> tensor<32xf32>
    %1015 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1012 : tensor<2x16x32xf32>) outs(%1014 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1016 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1017 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1008, %210 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1016 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1018 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1019 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1018 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1017 : tensor<2x16x32xf32>) outs(%1019 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_153 = tensor.expand_shape %1020 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1021 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153, %206 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1021 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %1023 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1010 : tensor<2x16x32xf32>) outs(%1023 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1025 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1026 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1025 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1027 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1024 : tensor<2x16x32xf32>) outs(%1026 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_154 = tensor.expand_shape %1027 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1028 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1029 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951, %1010 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1028 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1030 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1031 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1030 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1032 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1022 : tensor<2x16x1xf32>) outs(%1031 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1033 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1034 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1033 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1035 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_154 : tensor<2x16x1xf32>) outs(%1034 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1036 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1032, %194 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1036 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1038 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1039 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1037 : tensor<2x16xf32>) outs(%1038 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1040 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1041 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1039, %180 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1040 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1042 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1043 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1035, %1041 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1042 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1044 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1045 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1037 : tensor<2x16xf32>) outs(%1044 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1046 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1047 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1045 : tensor<2x16xf32>) outs(%1046 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1048 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1049 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1043 : tensor<2x16xf32>) outs(%1048 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1050 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1051 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1049 : tensor<2x16xf32>) outs(%1050 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1052 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1053 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1029, %1051 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1052 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1054 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1055 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1047, %166 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1054 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1056 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1057 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1053, %1055 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1056 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1058 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1059 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1058 : tensor<32xf32>) -> tensor<32xf32>
    %1060 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1057 : tensor<2x16x32xf32>) outs(%1059 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1061 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1062 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057 : tensor<2x16x32xf32>) outs(%1061 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_155 = tensor.collapse_shape %1062 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %1063 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1064 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1063 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1065 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_155, %collapsed_42 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1064 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_156 = tensor.expand_shape %1065 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %1066 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1067 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156 : tensor<32x2x16xf32>) outs(%1066 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_157 = tensor.collapse_shape %1057 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1068 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1069 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<2x16x32xf32>) outs(%1068 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_158 = tensor.collapse_shape %1069 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %1070 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1071 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1070 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1072 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_157, %collapsed_158 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1071 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_159 = tensor.expand_shape %1072 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %1073 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1074 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<2x16x2x16xf32>) outs(%1073 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1075 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1076 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1074 : tensor<2x2x16x16xf32>) outs(%1075 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_160 = tensor.collapse_shape %1076 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1077 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1078 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1077 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1079 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_160, %collapsed_39 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1078 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_161 = tensor.expand_shape %1079 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %collapsed_162 = tensor.collapse_shape %1074 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_163 = tensor.collapse_shape %140 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1080 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1081 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1080 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1082 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_162, %collapsed_163 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1081 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_164 = tensor.expand_shape %1082 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1083 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1084 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<2x2x16x16xf32>) outs(%1083 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %1085 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1086 = linalg.generic {indexing_maps = [#map21, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<2x2x16x1xf32>) outs(%1085 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1087 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1088 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_161, %1086 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1087 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %1089 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1090 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1088, %133 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1089 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %1091 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1092 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1091 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %1093 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1090 : tensor<2x2x16x16xf32>) outs(%1092 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %1094 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1095 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1093 : tensor<2x2x16xf32>) outs(%1094 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %expanded_165 = tensor.expand_shape %1095 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %1096 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1097 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_161, %138 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1096 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %1098 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1099 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1098 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %1100 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_165 : tensor<2x2x16x1xf32>) outs(%1099 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16xf32>
    %1101 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1102 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1100 : tensor<2x2x16xf32>) outs(%1101 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1103 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1097, %1102 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1103 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %1105 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104, %133 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1105 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %1107 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1108 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %1106 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%1107 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_191: f32, %out: f32):
      %2035 = arith.select %in, %in_191, %cst_17 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x2x16x16xf32>
    %1109 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1110 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1108 : tensor<2x2x16x16xf32>) outs(%1109 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_166 = tensor.collapse_shape %1110 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1111 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1112 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1111 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1113 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_166, %collapsed_35 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1112 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_167 = tensor.expand_shape %1113 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1114 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1115 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<2x2x16x16xf32>) outs(%1114 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %1116 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1117 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<2x16x2x16xf32>) outs(%1116 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_168 = tensor.collapse_shape %1108 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_169 = tensor.collapse_shape %1117 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1118 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1119 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1118 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1120 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_168, %collapsed_169 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1119 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_170 = tensor.expand_shape %1120 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1121 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1122 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_170 : tensor<2x2x16x16xf32>) outs(%1121 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %1123 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1124 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1122, %111 : tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) outs(%1123 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.divf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x2x16xf32>
    %1125 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1126 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1125 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1127 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1084 : tensor<2x16x2x16xf32>) outs(%1126 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1128 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1129 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1084 : tensor<2x16x2x16xf32>) outs(%1128 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_171 = tensor.collapse_shape %1129 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %1130 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1131 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1130 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1132 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_171, %collapsed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1131 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_172 = tensor.expand_shape %1132 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1133 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1134 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<2x16x32xf32>) outs(%1133 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_173 = tensor.collapse_shape %1084 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %1135 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1136 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<32x2x16xf32>) outs(%1135 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_174 = tensor.collapse_shape %1136 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1137 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1138 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1137 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1139 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_173, %collapsed_174 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1138 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_175 = tensor.expand_shape %1139 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1140 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1141 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1140 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1142 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1115 : tensor<2x16x2x16xf32>) outs(%1141 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1143 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1144 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1115 : tensor<2x16x2x16xf32>) outs(%1143 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_176 = tensor.collapse_shape %1144 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %1145 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1146 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1145 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1147 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_176, %collapsed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1146 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_177 = tensor.expand_shape %1147 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1148 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1149 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_177 : tensor<2x16x32xf32>) outs(%1148 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_178 = tensor.collapse_shape %1115 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %1150 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1151 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<32x2x16xf32>) outs(%1150 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_179 = tensor.collapse_shape %1151 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1152 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1153 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1152 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1154 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_178, %collapsed_179 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1153 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_180 = tensor.expand_shape %1154 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1155 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_175, %expanded_180 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1155 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1157 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1158 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1157 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1159 = linalg.generic {indexing_maps = [#map22, #map23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1124 : tensor<2x16x2x16xf32>) outs(%1158 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1160 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1161 = linalg.generic {indexing_maps = [#map22, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1124 : tensor<2x16x2x16xf32>) outs(%1160 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_181 = tensor.collapse_shape %1161 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %1162 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1163 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1162 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1164 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_181, %collapsed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1163 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_182 = tensor.expand_shape %1164 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1165 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1166 = linalg.generic {indexing_maps = [#map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_182 : tensor<2x16x32xf32>) outs(%1165 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_183 = tensor.collapse_shape %1124 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %1167 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1168 = linalg.generic {indexing_maps = [#map20, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<32x2x16xf32>) outs(%1167 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_184 = tensor.collapse_shape %1168 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1169 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1170 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1169 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1171 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_183, %collapsed_184 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1170 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_185 = tensor.expand_shape %1171 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1172 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1156, %expanded_185 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1172 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1174 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1175 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1174 : tensor<32xf32>) -> tensor<32xf32>
    %1176 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1173 : tensor<2x16x32xf32>) outs(%1175 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1177 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %1173 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1177 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1179 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1173, %74 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1179 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1181 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %1178 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1181 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1183 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1184 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1183 : tensor<32xf32>) -> tensor<32xf32>
    %1185 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1182 : tensor<2x16x32xf32>) outs(%1184 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1186 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1178, %72 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1186 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1188 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1189 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1188 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1190 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1187 : tensor<2x16x32xf32>) outs(%1189 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_186 = tensor.expand_shape %1190 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1191 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_186, %68 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1191 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x1xf32>
    %1193 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1180 : tensor<2x16x32xf32>) outs(%1193 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1195 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1196 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1195 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1197 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1194 : tensor<2x16x32xf32>) outs(%1196 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %expanded_187 = tensor.expand_shape %1197 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1198 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1199 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057, %1180 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1198 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1200 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1201 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1200 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1202 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1192 : tensor<2x16x1xf32>) outs(%1201 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1203 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1204 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1203 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1205 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_187 : tensor<2x16x1xf32>) outs(%1204 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1206 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1202, %56 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1206 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1208 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1207 : tensor<2x16xf32>) outs(%1208 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.negf %in : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1210 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1209, %42 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1210 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1212 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1213 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1205, %1211 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1212 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1214 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1207 : tensor<2x16xf32>) outs(%1214 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1216 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1217 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1215 : tensor<2x16xf32>) outs(%1216 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1218 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1213 : tensor<2x16xf32>) outs(%1218 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.divf %in, %cst_16 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1220 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1221 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1219 : tensor<2x16xf32>) outs(%1220 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1222 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1199, %1221 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1222 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1224 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1217, %28 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1224 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.mulf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1226 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1223, %1225 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1226 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1228 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %1229 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1228 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %1230 = linalg.generic {indexing_maps = [#map20, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1227 : tensor<2x16x32xf32>) outs(%1229 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %expanded_188 = tensor.expand_shape %1230 [[0, 1], [2]] output_shape [1, 16, 32] {memopt.phase = "backward"} : tensor<16x32xf32> into tensor<1x16x32xf32>
    %1231 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %1232 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1231 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %1233 = linalg.generic {indexing_maps = [#map20, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_188 : tensor<1x16x32xf32>) outs(%1232 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.addf %out, %in : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %collapsed_189 = tensor.collapse_shape %expanded [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x1xi32> into tensor<32x1xi32>
    %collapsed_190 = tensor.collapse_shape %1227 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1234 = scf.for %arg75 = %c0 to %c32 step %c1 iter_args(%arg76 = %cst_20) -> (tensor<64x32xf32>) {
      %extracted = tensor.extract %collapsed_189[%arg75, %c0] : tensor<32x1xi32>
      %2035 = arith.index_cast %extracted : i32 to index
      %extracted_slice = tensor.extract_slice %collapsed_190[%arg75, 0] [1, 32] [1, 1] : tensor<32x32xf32> to tensor<32xf32>
      %extracted_slice_191 = tensor.extract_slice %arg76[%2035, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<32xf32>
      %2036 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<32xf32>) outs(%extracted_slice_191 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %2037 = arith.addf %out, %in : f32
        linalg.yield %2037 : f32
      } -> tensor<32xf32>
      %inserted_slice_192 = tensor.insert_slice %2036 into %arg76[%2035, 0] [1, 32] [1, 1] : tensor<32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_192 : tensor<64x32xf32>
    } {memopt.phase = "backward"}
    %1235 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %1236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%623, %1234 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1235 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1237 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1236 : tensor<64x32xf32>) outs(%1237 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1239 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<64x32xf32>) outs(%1239 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1241 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1238, %1240 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1241 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1243 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1242 : tensor<64x32xf32>) outs(%1243 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<64x32xf32>
    %1245 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1246 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%626 : tensor<32xf32>) outs(%1245 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1247 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1248 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%1247 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1249 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1250 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1246, %1248 : tensor<32xf32>, tensor<32xf32>) outs(%1249 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1251 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1252 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1250 : tensor<32xf32>) outs(%1251 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1253 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1254 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%635 : tensor<32xf32>) outs(%1253 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1255 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1256 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg39 : tensor<32xf32>) outs(%1255 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1257 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1258 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1254, %1256 : tensor<32xf32>, tensor<32xf32>) outs(%1257 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1259 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1260 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1258 : tensor<32xf32>) outs(%1259 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1261 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1262 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%991 : tensor<128xf32>) outs(%1261 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1263 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1264 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg40 : tensor<128xf32>) outs(%1263 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1265 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1266 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1262, %1264 : tensor<128xf32>, tensor<128xf32>) outs(%1265 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1267 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1268 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1266 : tensor<128xf32>) outs(%1267 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<128xf32>
    %1269 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%998 : tensor<32x128xf32>) outs(%1269 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1271 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x128xf32>) outs(%1271 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1273 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1270, %1272 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1273 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1275 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1274 : tensor<32x128xf32>) outs(%1275 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x128xf32>
    %1277 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1278 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%954 : tensor<32xf32>) outs(%1277 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1279 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1280 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%1279 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1281 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1282 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1278, %1280 : tensor<32xf32>, tensor<32xf32>) outs(%1281 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1283 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1284 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1282 : tensor<32xf32>) outs(%1283 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1285 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%961 : tensor<128x32xf32>) outs(%1285 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1287 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<128x32xf32>) outs(%1287 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1289 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1286, %1288 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1289 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1291 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1290 : tensor<128x32xf32>) outs(%1291 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<128x32xf32>
    %1293 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1294 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1176 : tensor<32xf32>) outs(%1293 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1295 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1296 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg44 : tensor<32xf32>) outs(%1295 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1297 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1298 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1294, %1296 : tensor<32xf32>, tensor<32xf32>) outs(%1297 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1299 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1300 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1298 : tensor<32xf32>) outs(%1299 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1301 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1302 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1185 : tensor<32xf32>) outs(%1301 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1303 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1304 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg45 : tensor<32xf32>) outs(%1303 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1305 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1306 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1302, %1304 : tensor<32xf32>, tensor<32xf32>) outs(%1305 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1307 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1308 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1306 : tensor<32xf32>) outs(%1307 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1309 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1310 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1006 : tensor<32xf32>) outs(%1309 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1311 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1312 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg46 : tensor<32xf32>) outs(%1311 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1313 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1314 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1310, %1312 : tensor<32xf32>, tensor<32xf32>) outs(%1313 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1315 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1316 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1314 : tensor<32xf32>) outs(%1315 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1317 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1318 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1015 : tensor<32xf32>) outs(%1317 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1319 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1320 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg47 : tensor<32xf32>) outs(%1319 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1321 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1322 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1318, %1320 : tensor<32xf32>, tensor<32xf32>) outs(%1321 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1323 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1324 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1322 : tensor<32xf32>) outs(%1323 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1325 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1142 : tensor<2x16xf32>) outs(%1325 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1327 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1328 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<2x16xf32>) outs(%1327 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1329 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1330 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1326, %1328 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1329 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1331 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1330 : tensor<2x16xf32>) outs(%1331 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16xf32>
    %1333 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149 : tensor<32x2x16xf32>) outs(%1333 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1335 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg49 : tensor<32x2x16xf32>) outs(%1335 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1337 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1334, %1336 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1337 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1339 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338 : tensor<32x2x16xf32>) outs(%1339 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x2x16xf32>
    %1341 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1342 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1060 : tensor<32xf32>) outs(%1341 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1343 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1344 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg50 : tensor<32xf32>) outs(%1343 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1345 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1346 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1342, %1344 : tensor<32xf32>, tensor<32xf32>) outs(%1345 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1347 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1348 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1346 : tensor<32xf32>) outs(%1347 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1349 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067 : tensor<2x16x32xf32>) outs(%1349 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1351 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg51 : tensor<2x16x32xf32>) outs(%1351 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1353 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1350, %1352 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1353 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1355 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1354 : tensor<2x16x32xf32>) outs(%1355 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16x32xf32>
    %1357 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1159 : tensor<2x16xf32>) outs(%1357 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1359 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xf32>) outs(%1359 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1361 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1362 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1358, %1360 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1361 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1363 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1362 : tensor<2x16xf32>) outs(%1363 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16xf32>
    %1365 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1166 : tensor<32x2x16xf32>) outs(%1365 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1367 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg53 : tensor<32x2x16xf32>) outs(%1367 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1369 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1366, %1368 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1369 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1371 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1370 : tensor<32x2x16xf32>) outs(%1371 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x2x16xf32>
    %1373 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1127 : tensor<2x16xf32>) outs(%1373 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1375 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<2x16xf32>) outs(%1375 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1377 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1378 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1374, %1376 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1377 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1379 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1378 : tensor<2x16xf32>) outs(%1379 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16xf32>
    %1381 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1134 : tensor<32x2x16xf32>) outs(%1381 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1383 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55 : tensor<32x2x16xf32>) outs(%1383 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1385 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1386 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1382, %1384 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1385 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1387 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1386 : tensor<32x2x16xf32>) outs(%1387 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x2x16xf32>
    %1389 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1390 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%715 : tensor<128xf32>) outs(%1389 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1391 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1392 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg56 : tensor<128xf32>) outs(%1391 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1393 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1394 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1390, %1392 : tensor<128xf32>, tensor<128xf32>) outs(%1393 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1395 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1396 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1394 : tensor<128xf32>) outs(%1395 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<128xf32>
    %1397 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%722 : tensor<32x128xf32>) outs(%1397 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1399 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1400 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<32x128xf32>) outs(%1399 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1401 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1402 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1398, %1400 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1401 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1403 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1402 : tensor<32x128xf32>) outs(%1403 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x128xf32>
    %1405 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1406 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%678 : tensor<32xf32>) outs(%1405 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1407 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1408 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg58 : tensor<32xf32>) outs(%1407 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1409 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1410 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1406, %1408 : tensor<32xf32>, tensor<32xf32>) outs(%1409 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1411 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1412 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1410 : tensor<32xf32>) outs(%1411 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1413 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%685 : tensor<128x32xf32>) outs(%1413 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1415 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<128x32xf32>) outs(%1415 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1417 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1414, %1416 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1417 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1419 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1418 : tensor<128x32xf32>) outs(%1419 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<128x32xf32>
    %1421 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1422 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%900 : tensor<32xf32>) outs(%1421 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1423 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1424 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%1423 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1425 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1426 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1422, %1424 : tensor<32xf32>, tensor<32xf32>) outs(%1425 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1427 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1428 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1426 : tensor<32xf32>) outs(%1427 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1429 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1430 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%909 : tensor<32xf32>) outs(%1429 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1431 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1432 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%1431 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1433 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1434 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1430, %1432 : tensor<32xf32>, tensor<32xf32>) outs(%1433 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1435 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1436 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1434 : tensor<32xf32>) outs(%1435 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1437 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1438 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%730 : tensor<32xf32>) outs(%1437 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1439 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1440 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg62 : tensor<32xf32>) outs(%1439 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1441 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1442 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1438, %1440 : tensor<32xf32>, tensor<32xf32>) outs(%1441 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1443 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1444 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1442 : tensor<32xf32>) outs(%1443 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1445 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1446 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%739 : tensor<32xf32>) outs(%1445 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1447 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1448 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg63 : tensor<32xf32>) outs(%1447 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1449 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1450 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1446, %1448 : tensor<32xf32>, tensor<32xf32>) outs(%1449 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1451 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1452 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1450 : tensor<32xf32>) outs(%1451 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1453 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%866 : tensor<2x16xf32>) outs(%1453 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1455 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x16xf32>) outs(%1455 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1457 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1458 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1454, %1456 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1457 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1459 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1458 : tensor<2x16xf32>) outs(%1459 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16xf32>
    %1461 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1462 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873 : tensor<32x2x16xf32>) outs(%1461 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1463 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65 : tensor<32x2x16xf32>) outs(%1463 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1465 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1462, %1464 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1465 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1467 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1466 : tensor<32x2x16xf32>) outs(%1467 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x2x16xf32>
    %1469 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1470 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%784 : tensor<32xf32>) outs(%1469 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1471 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1472 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg66 : tensor<32xf32>) outs(%1471 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1473 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1474 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1470, %1472 : tensor<32xf32>, tensor<32xf32>) outs(%1473 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1475 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1476 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1474 : tensor<32xf32>) outs(%1475 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32xf32>
    %1477 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<2x16x32xf32>) outs(%1477 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1479 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1480 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg67 : tensor<2x16x32xf32>) outs(%1479 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1481 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1478, %1480 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1481 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1483 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1484 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1482 : tensor<2x16x32xf32>) outs(%1483 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16x32xf32>
    %1485 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%883 : tensor<2x16xf32>) outs(%1485 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1487 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<2x16xf32>) outs(%1487 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1489 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1490 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1486, %1488 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1489 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1491 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1490 : tensor<2x16xf32>) outs(%1491 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16xf32>
    %1493 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<32x2x16xf32>) outs(%1493 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1495 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69 : tensor<32x2x16xf32>) outs(%1495 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1497 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1498 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1494, %1496 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1497 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1499 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1500 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1498 : tensor<32x2x16xf32>) outs(%1499 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x2x16xf32>
    %1501 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1502 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%851 : tensor<2x16xf32>) outs(%1501 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1503 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<2x16xf32>) outs(%1503 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1505 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1506 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1502, %1504 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1505 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1507 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1506 : tensor<2x16xf32>) outs(%1507 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<2x16xf32>
    %1509 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858 : tensor<32x2x16xf32>) outs(%1509 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1511 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71 : tensor<32x2x16xf32>) outs(%1511 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1513 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1514 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1510, %1512 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1513 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1515 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1514 : tensor<32x2x16xf32>) outs(%1515 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<32x2x16xf32>
    %1517 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1233 : tensor<16x32xf32>) outs(%1517 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1519 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1520 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<16x32xf32>) outs(%1519 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1521 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1522 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1518, %1520 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1521 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1523 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1522 : tensor<16x32xf32>) outs(%1523 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.cmpf one, %in, %cst_17 : f32
      %2036 = arith.uitofp %2035 : i1 to f32
      %2037 = math.copysign %2036, %in : f32
      %2038 = arith.cmpf uno, %in, %in : f32
      %2039 = arith.select %2038, %in, %2037 : f32
      linalg.yield %2039 : f32
    } -> tensor<16x32xf32>
    %1525 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1526 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1236 : tensor<64x32xf32>) outs(%1525 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1527 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg37 : tensor<64x32xf32>) outs(%1527 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1529 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1530 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1526, %1528 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1529 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1531 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1532 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%626 : tensor<32xf32>) outs(%1531 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1533 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1534 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%1533 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1535 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1536 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1532, %1534 : tensor<32xf32>, tensor<32xf32>) outs(%1535 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1537 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1538 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%635 : tensor<32xf32>) outs(%1537 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1539 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1540 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg39 : tensor<32xf32>) outs(%1539 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1541 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1542 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1538, %1540 : tensor<32xf32>, tensor<32xf32>) outs(%1541 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1543 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1544 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%991 : tensor<128xf32>) outs(%1543 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1545 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1546 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg40 : tensor<128xf32>) outs(%1545 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1547 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1548 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1544, %1546 : tensor<128xf32>, tensor<128xf32>) outs(%1547 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1549 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%998 : tensor<32x128xf32>) outs(%1549 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1551 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x128xf32>) outs(%1551 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1553 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1550, %1552 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1553 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1555 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1556 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%954 : tensor<32xf32>) outs(%1555 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1557 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1558 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%1557 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1559 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1560 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1556, %1558 : tensor<32xf32>, tensor<32xf32>) outs(%1559 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1561 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1562 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%961 : tensor<128x32xf32>) outs(%1561 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1563 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1564 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg43 : tensor<128x32xf32>) outs(%1563 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1565 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1566 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1562, %1564 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1565 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1567 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1568 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1176 : tensor<32xf32>) outs(%1567 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1569 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1570 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg44 : tensor<32xf32>) outs(%1569 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1571 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1572 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1568, %1570 : tensor<32xf32>, tensor<32xf32>) outs(%1571 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1573 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1574 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1185 : tensor<32xf32>) outs(%1573 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1575 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1576 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg45 : tensor<32xf32>) outs(%1575 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1577 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1578 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1574, %1576 : tensor<32xf32>, tensor<32xf32>) outs(%1577 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1579 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1580 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1006 : tensor<32xf32>) outs(%1579 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1581 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1582 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg46 : tensor<32xf32>) outs(%1581 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1583 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1584 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1580, %1582 : tensor<32xf32>, tensor<32xf32>) outs(%1583 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1585 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1586 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1015 : tensor<32xf32>) outs(%1585 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1587 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1588 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg47 : tensor<32xf32>) outs(%1587 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1589 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1590 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1586, %1588 : tensor<32xf32>, tensor<32xf32>) outs(%1589 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1591 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1142 : tensor<2x16xf32>) outs(%1591 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1593 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1594 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<2x16xf32>) outs(%1593 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1595 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1596 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1592, %1594 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1595 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1597 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1598 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149 : tensor<32x2x16xf32>) outs(%1597 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1599 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1600 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg49 : tensor<32x2x16xf32>) outs(%1599 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1601 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1598, %1600 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1601 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1603 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1604 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1060 : tensor<32xf32>) outs(%1603 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1605 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1606 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg50 : tensor<32xf32>) outs(%1605 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1607 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1608 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1604, %1606 : tensor<32xf32>, tensor<32xf32>) outs(%1607 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1609 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1610 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067 : tensor<2x16x32xf32>) outs(%1609 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1611 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1612 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg51 : tensor<2x16x32xf32>) outs(%1611 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1613 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1614 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1610, %1612 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1613 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1615 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1616 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1159 : tensor<2x16xf32>) outs(%1615 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1617 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1618 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<2x16xf32>) outs(%1617 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1619 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1620 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1616, %1618 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1619 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1621 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1622 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1166 : tensor<32x2x16xf32>) outs(%1621 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1623 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1624 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg53 : tensor<32x2x16xf32>) outs(%1623 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1625 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1622, %1624 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1625 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1627 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1628 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1127 : tensor<2x16xf32>) outs(%1627 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1629 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1630 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg54 : tensor<2x16xf32>) outs(%1629 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1631 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1632 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1628, %1630 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1631 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1633 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1634 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1134 : tensor<32x2x16xf32>) outs(%1633 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1635 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1636 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55 : tensor<32x2x16xf32>) outs(%1635 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1637 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1638 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1634, %1636 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1637 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1639 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1640 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%715 : tensor<128xf32>) outs(%1639 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1641 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1642 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg56 : tensor<128xf32>) outs(%1641 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1643 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1644 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1640, %1642 : tensor<128xf32>, tensor<128xf32>) outs(%1643 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1645 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1646 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%722 : tensor<32x128xf32>) outs(%1645 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1647 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1648 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<32x128xf32>) outs(%1647 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1649 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1650 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1646, %1648 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1649 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1651 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1652 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%678 : tensor<32xf32>) outs(%1651 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1653 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1654 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg58 : tensor<32xf32>) outs(%1653 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1655 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1656 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1652, %1654 : tensor<32xf32>, tensor<32xf32>) outs(%1655 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1657 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1658 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%685 : tensor<128x32xf32>) outs(%1657 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1659 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<128x32xf32>) outs(%1659 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1661 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1662 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1658, %1660 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1661 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1663 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1664 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%900 : tensor<32xf32>) outs(%1663 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1665 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1666 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%1665 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1667 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1668 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1664, %1666 : tensor<32xf32>, tensor<32xf32>) outs(%1667 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1669 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1670 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%909 : tensor<32xf32>) outs(%1669 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1671 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1672 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg61 : tensor<32xf32>) outs(%1671 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1673 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1674 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1670, %1672 : tensor<32xf32>, tensor<32xf32>) outs(%1673 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1675 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1676 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%730 : tensor<32xf32>) outs(%1675 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1677 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1678 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg62 : tensor<32xf32>) outs(%1677 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1679 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1680 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1676, %1678 : tensor<32xf32>, tensor<32xf32>) outs(%1679 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1681 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1682 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%739 : tensor<32xf32>) outs(%1681 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1683 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1684 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg63 : tensor<32xf32>) outs(%1683 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1685 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1686 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1682, %1684 : tensor<32xf32>, tensor<32xf32>) outs(%1685 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1687 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1688 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%866 : tensor<2x16xf32>) outs(%1687 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1689 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1690 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x16xf32>) outs(%1689 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1691 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1692 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1688, %1690 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1691 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1693 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1694 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873 : tensor<32x2x16xf32>) outs(%1693 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1695 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1696 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65 : tensor<32x2x16xf32>) outs(%1695 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1697 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1694, %1696 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1697 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1699 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1700 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%784 : tensor<32xf32>) outs(%1699 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1701 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1702 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg66 : tensor<32xf32>) outs(%1701 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1703 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1704 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1700, %1702 : tensor<32xf32>, tensor<32xf32>) outs(%1703 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1705 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<2x16x32xf32>) outs(%1705 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1707 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1708 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg67 : tensor<2x16x32xf32>) outs(%1707 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1709 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1710 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1706, %1708 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1709 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1711 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1712 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%883 : tensor<2x16xf32>) outs(%1711 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1713 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1714 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<2x16xf32>) outs(%1713 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1715 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1716 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1712, %1714 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1715 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1717 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1718 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<32x2x16xf32>) outs(%1717 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1719 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1720 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69 : tensor<32x2x16xf32>) outs(%1719 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1721 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1718, %1720 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1721 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1723 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1724 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%851 : tensor<2x16xf32>) outs(%1723 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1725 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1726 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<2x16xf32>) outs(%1725 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1727 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1728 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1724, %1726 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1727 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1729 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1730 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%858 : tensor<32x2x16xf32>) outs(%1729 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1731 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1732 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71 : tensor<32x2x16xf32>) outs(%1731 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1733 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1734 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1730, %1732 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1733 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1735 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1736 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1233 : tensor<16x32xf32>) outs(%1735 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1737 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1738 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<16x32xf32>) outs(%1737 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1739 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1740 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1736, %1738 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1739 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1741 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i1>
    %1742 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%arg36 : tensor<i32>) outs(%1741 : tensor<i1>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: i1):
      %2035 = arith.cmpi slt, %in, %c2147483647_i32 : i32
      linalg.yield %2035 : i1
    } -> tensor<i1>
    %1743 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i32>
    %1744 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = []} ins(%arg36 : tensor<i32>) outs(%1743 : tensor<i32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: i32):
      %2035 = arith.addi %in, %c1_i32 : i32
      linalg.yield %2035 : i32
    } -> tensor<i32>
    %1745 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i32>
    %1746 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = []} ins(%1742, %1744 : tensor<i1>, tensor<i32>) outs(%1745 : tensor<i32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i1, %in_191: i32, %out: i32):
      %2035 = arith.select %in, %in_191, %c2147483647_i32 : i32
      linalg.yield %2035 : i32
    } -> tensor<i32>
    %1747 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1748 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%1747 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1749 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1750 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1244, %1748 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1749 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1751 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1752 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg1 : tensor<32xf32>) outs(%1751 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1753 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1754 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1252, %1752 : tensor<32xf32>, tensor<32xf32>) outs(%1753 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1755 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1756 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%1755 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1757 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1758 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1260, %1756 : tensor<32xf32>, tensor<32xf32>) outs(%1757 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1759 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1760 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg3 : tensor<128xf32>) outs(%1759 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1761 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1762 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1268, %1760 : tensor<128xf32>, tensor<128xf32>) outs(%1761 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1763 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1764 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x128xf32>) outs(%1763 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1765 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1766 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1276, %1764 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1765 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1767 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1768 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg5 : tensor<32xf32>) outs(%1767 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1769 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1770 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1284, %1768 : tensor<32xf32>, tensor<32xf32>) outs(%1769 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1771 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1772 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<128x32xf32>) outs(%1771 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1773 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1774 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1292, %1772 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1773 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1775 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1776 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xf32>) outs(%1775 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1777 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1778 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1300, %1776 : tensor<32xf32>, tensor<32xf32>) outs(%1777 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1779 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1780 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%1779 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1781 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1782 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1308, %1780 : tensor<32xf32>, tensor<32xf32>) outs(%1781 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1783 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1784 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%1783 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1785 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1786 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1316, %1784 : tensor<32xf32>, tensor<32xf32>) outs(%1785 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1787 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1788 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg10 : tensor<32xf32>) outs(%1787 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1789 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1790 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1324, %1788 : tensor<32xf32>, tensor<32xf32>) outs(%1789 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1791 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1792 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<2x16xf32>) outs(%1791 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1793 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1794 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1332, %1792 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1793 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1795 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1796 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<32x2x16xf32>) outs(%1795 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1797 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1798 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1340, %1796 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1797 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1799 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1800 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%1799 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1801 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1802 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1348, %1800 : tensor<32xf32>, tensor<32xf32>) outs(%1801 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1803 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1804 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<2x16x32xf32>) outs(%1803 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1805 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1806 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1356, %1804 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1805 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1807 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1808 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<2x16xf32>) outs(%1807 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1809 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1810 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1364, %1808 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1809 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1811 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1812 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<32x2x16xf32>) outs(%1811 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1813 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1814 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1372, %1812 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1813 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1815 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1816 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<2x16xf32>) outs(%1815 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1817 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1818 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1380, %1816 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1817 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1819 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1820 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<32x2x16xf32>) outs(%1819 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1821 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1822 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1388, %1820 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1821 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1823 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1824 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg19 : tensor<128xf32>) outs(%1823 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1825 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1826 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1396, %1824 : tensor<128xf32>, tensor<128xf32>) outs(%1825 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1827 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1828 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<32x128xf32>) outs(%1827 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1829 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1830 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1404, %1828 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1829 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1831 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1832 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%1831 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1833 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1834 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1412, %1832 : tensor<32xf32>, tensor<32xf32>) outs(%1833 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1835 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1836 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128x32xf32>) outs(%1835 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1837 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1838 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1420, %1836 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1837 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1839 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1840 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg23 : tensor<32xf32>) outs(%1839 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1841 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1842 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1428, %1840 : tensor<32xf32>, tensor<32xf32>) outs(%1841 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1843 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1844 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg24 : tensor<32xf32>) outs(%1843 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1845 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1846 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1436, %1844 : tensor<32xf32>, tensor<32xf32>) outs(%1845 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1847 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1848 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%1847 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1849 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1850 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1444, %1848 : tensor<32xf32>, tensor<32xf32>) outs(%1849 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1851 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1852 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg26 : tensor<32xf32>) outs(%1851 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1853 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1854 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1452, %1852 : tensor<32xf32>, tensor<32xf32>) outs(%1853 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1855 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1856 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<2x16xf32>) outs(%1855 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1857 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1858 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1460, %1856 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1857 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1859 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1860 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<32x2x16xf32>) outs(%1859 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1861 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1862 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1468, %1860 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1861 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1863 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1864 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%arg29 : tensor<32xf32>) outs(%1863 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1865 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1866 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%1476, %1864 : tensor<32xf32>, tensor<32xf32>) outs(%1865 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1867 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1868 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x16x32xf32>) outs(%1867 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1869 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1870 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1484, %1868 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1869 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1871 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1872 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<2x16xf32>) outs(%1871 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1873 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1874 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1492, %1872 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1873 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1875 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1876 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32 : tensor<32x2x16xf32>) outs(%1875 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1877 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1878 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1500, %1876 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1877 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1879 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1880 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<2x16xf32>) outs(%1879 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1881 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1882 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1508, %1880 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1881 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1883 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1884 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34 : tensor<32x2x16xf32>) outs(%1883 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1885 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1886 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1516, %1884 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1885 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1887 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1888 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<16x32xf32>) outs(%1887 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1889 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1524, %1888 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1889 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1891 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1892 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1750 : tensor<64x32xf32>) outs(%1891 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1893 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1894 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1754 : tensor<32xf32>) outs(%1893 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1895 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1896 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1758 : tensor<32xf32>) outs(%1895 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1897 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1898 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1762 : tensor<128xf32>) outs(%1897 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1899 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1900 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1766 : tensor<32x128xf32>) outs(%1899 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1901 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1902 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1770 : tensor<32xf32>) outs(%1901 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1903 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1904 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1774 : tensor<128x32xf32>) outs(%1903 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1905 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1906 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1778 : tensor<32xf32>) outs(%1905 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1907 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1908 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1782 : tensor<32xf32>) outs(%1907 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1909 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1910 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1786 : tensor<32xf32>) outs(%1909 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1911 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1912 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1790 : tensor<32xf32>) outs(%1911 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1913 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1914 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1794 : tensor<2x16xf32>) outs(%1913 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1915 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1916 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1798 : tensor<32x2x16xf32>) outs(%1915 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1917 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1918 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1802 : tensor<32xf32>) outs(%1917 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1919 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1920 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1806 : tensor<2x16x32xf32>) outs(%1919 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1921 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1922 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1810 : tensor<2x16xf32>) outs(%1921 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1923 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1924 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1814 : tensor<32x2x16xf32>) outs(%1923 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1925 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1926 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1818 : tensor<2x16xf32>) outs(%1925 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1927 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1928 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1822 : tensor<32x2x16xf32>) outs(%1927 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1929 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1930 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1826 : tensor<128xf32>) outs(%1929 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1931 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1932 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1830 : tensor<32x128xf32>) outs(%1931 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1933 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1934 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1834 : tensor<32xf32>) outs(%1933 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1935 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1936 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1838 : tensor<128x32xf32>) outs(%1935 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1937 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1938 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1842 : tensor<32xf32>) outs(%1937 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1939 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1940 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1846 : tensor<32xf32>) outs(%1939 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1941 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1942 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1850 : tensor<32xf32>) outs(%1941 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1943 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1944 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1854 : tensor<32xf32>) outs(%1943 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1945 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1946 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1858 : tensor<2x16xf32>) outs(%1945 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1947 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1948 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1862 : tensor<32x2x16xf32>) outs(%1947 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1949 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1950 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%1866 : tensor<32xf32>) outs(%1949 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1951 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1952 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1870 : tensor<2x16x32xf32>) outs(%1951 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1953 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1954 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1874 : tensor<2x16xf32>) outs(%1953 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1955 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1956 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1878 : tensor<32x2x16xf32>) outs(%1955 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1957 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1958 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1882 : tensor<2x16xf32>) outs(%1957 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1959 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1960 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1886 : tensor<32x2x16xf32>) outs(%1959 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1961 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1962 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1890 : tensor<16x32xf32>) outs(%1961 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2035 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    %1963 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1964 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %1892 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1963 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<64x32xf32>
    %1965 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1966 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg1, %1894 : tensor<32xf32>, tensor<32xf32>) outs(%1965 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1967 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1968 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg2, %1896 : tensor<32xf32>, tensor<32xf32>) outs(%1967 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1969 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1970 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg3, %1898 : tensor<128xf32>, tensor<128xf32>) outs(%1969 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %1971 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1972 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %1900 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1971 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %1973 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1974 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg5, %1902 : tensor<32xf32>, tensor<32xf32>) outs(%1973 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1975 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1976 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1904 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1975 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %1977 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1978 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg7, %1906 : tensor<32xf32>, tensor<32xf32>) outs(%1977 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1979 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1980 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg8, %1908 : tensor<32xf32>, tensor<32xf32>) outs(%1979 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1981 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1982 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg9, %1910 : tensor<32xf32>, tensor<32xf32>) outs(%1981 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1983 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1984 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg10, %1912 : tensor<32xf32>, tensor<32xf32>) outs(%1983 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1985 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1986 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg11, %1914 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1985 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1987 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1988 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %1916 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1987 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1989 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1990 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg13, %1918 : tensor<32xf32>, tensor<32xf32>) outs(%1989 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %1991 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %1992 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14, %1920 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1991 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %1993 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1994 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15, %1922 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1993 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1995 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %1996 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %1924 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1995 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %1997 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %1998 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17, %1926 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%1997 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %1999 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %2000 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %1928 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%1999 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %2001 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2002 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg19, %1930 : tensor<128xf32>, tensor<128xf32>) outs(%2001 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128xf32>
    %2003 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2004 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg20, %1932 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%2003 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x128xf32>
    %2005 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2006 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg21, %1934 : tensor<32xf32>, tensor<32xf32>) outs(%2005 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %2007 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2008 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1936 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%2007 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<128x32xf32>
    %2009 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2010 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg23, %1938 : tensor<32xf32>, tensor<32xf32>) outs(%2009 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %2011 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2012 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg24, %1940 : tensor<32xf32>, tensor<32xf32>) outs(%2011 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %2013 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2014 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg25, %1942 : tensor<32xf32>, tensor<32xf32>) outs(%2013 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %2015 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2016 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg26, %1944 : tensor<32xf32>, tensor<32xf32>) outs(%2015 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %2017 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %2018 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg27, %1946 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%2017 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %2019 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %2020 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %1948 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%2019 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %2021 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2022 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg29, %1950 : tensor<32xf32>, tensor<32xf32>) outs(%2021 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32xf32>
    %2023 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16x32xf32>
    %2024 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30, %1952 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%2023 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16x32xf32>
    %2025 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %2026 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg31, %1954 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%2025 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %2027 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %2028 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32, %1956 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%2027 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %2029 = tensor.empty() {memopt.phase = "optimizer"} : tensor<2x16xf32>
    %2030 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg33, %1958 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%2029 : tensor<2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<2x16xf32>
    %2031 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x2x16xf32>
    %2032 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34, %1960 : tensor<32x2x16xf32>, tensor<32x2x16xf32>) outs(%2031 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<32x2x16xf32>
    %2033 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %2034 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg35, %1962 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2033 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_191: f32, %out: f32):
      %2035 = arith.addf %in, %in_191 : f32
      linalg.yield %2035 : f32
    } -> tensor<16x32xf32>
    return {memopt.phase = "optimizer"} %581, %1964, %1966, %1968, %1970, %1972, %1974, %1976, %1978, %1980, %1982, %1984, %1986, %1988, %1990, %1992, %1994, %1996, %1998, %2000, %2002, %2004, %2006, %2008, %2010, %2012, %2014, %2016, %2018, %2020, %2022, %2024, %2026, %2028, %2030, %2032, %2034, %1746, %1530, %1536, %1542, %1548, %1554, %1560, %1566, %1572, %1578, %1584, %1590, %1596, %1602, %1608, %1614, %1620, %1626, %1632, %1638, %1644, %1650, %1656, %1662, %1668, %1674, %1680, %1686, %1692, %1698, %1704, %1710, %1716, %1722, %1728, %1734, %1740 : tensor<f32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<16x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<16x32xf32>
  }
}
