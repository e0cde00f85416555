#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<() -> ()>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d2)>
#map10 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map11 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1) -> (d1, d0)>
#map16 = affine_map<(d0, d1, d2) -> (d0)>
#map17 = affine_map<(d0, d1) -> (d1)>
#map18 = affine_map<(d0, d1) -> (d0)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map22 = affine_map<(d0) -> (d0)>
#map23 = affine_map<(d0, d1) -> ()>
#map24 = affine_map<(d0) -> ()>
module @jit_step {
  func.func public @main(%arg0: tensor<64x32xf32> {memopt.name = "embed.weight", memopt.role = "parameter"}, %arg1: tensor<16x32xf32> {memopt.name = "pos", memopt.role = "parameter"}, %arg2: tensor<32xf32> {memopt.name = "blocks.0.ln1.weight", memopt.role = "parameter"}, %arg3: tensor<32xf32> {memopt.name = "blocks.0.ln1.bias", memopt.role = "parameter"}, %arg4: tensor<32x32xf32> {memopt.name = "blocks.0.attn.query_proj.weight", memopt.role = "parameter"}, %arg5: tensor<32x32xf32> {memopt.name = "blocks.0.attn.key_proj.weight", memopt.role = "parameter"}, %arg6: tensor<32x32xf32> {memopt.name = "blocks.0.attn.value_proj.weight", memopt.role = "parameter"}, %arg7: tensor<32x32xf32> {memopt.name = "blocks.0.attn.output_proj.weight", memopt.role = "parameter"}, %arg8: tensor<32xf32> {memopt.name = "blocks.0.ln2.weight", memopt.role = "parameter"}, %arg9: tensor<32xf32> {memopt.name = "blocks.0.ln2.bias", memopt.role = "parameter"}, %arg10: tensor<128x32xf32> {memopt.name = "blocks.0.up.weight", memopt.role = "parameter"}, %arg11: tensor<128xf32> {memopt.name = "blocks.0.up.bias", memopt.role = "parameter"}, %arg12: tensor<32x128xf32> {memopt.name = "blocks.0.down.weight", memopt.role = "parameter"}, %arg13: tensor<32xf32> {memopt.name = "blocks.0.down.bias", memopt.role = "parameter"}, %arg14: tensor<32xf32> {memopt.name = "blocks.1.ln1.weight", memopt.role = "parameter"}, %arg15: tensor<32xf32> {memopt.name = "blocks.1.ln1.bias", memopt.role = "parameter"}, %arg16: tensor<32x32xf32> {memopt.name = "blocks.1.attn.query_proj.weight", memopt.role = "parameter"}, %arg17: tensor<32x32xf32> {memopt.name = "blocks.1.attn.key_proj.weight", memopt.role = "parameter"}, %arg18: tensor<32x32xf32> {memopt.name = "blocks.1.attn.value_proj.weight", memopt.role = "parameter"}, %arg19: tensor<32x32xf32> {memopt.name = "blocks.1.attn.output_proj.weight", memopt.role = "parameter"}, %arg20: tensor<32xf32> {memopt.name = "blocks.1.ln2.weight", memopt.role = "parameter"}, %arg21: tensor<32xf32> {memopt.name = "blocks.1.ln2.bias", memopt.role = "parameter"}, %arg22: tensor<128x32xf32> {memopt.name = "blocks.1.up.weight", memopt.role = "parameter"}, %arg23: tensor<128xf32> {memopt.name = "blocks.1.up.bias", memopt.role = "parameter"}, %arg24: tensor<32x128xf32> {memopt.name = "blocks.1.down.weight", memopt.role = "parameter"}, %arg25: tensor<32xf32> {memopt.name = "blocks.1.down.bias", memopt.role = "parameter"}, %arg26: tensor<32xf32> {memopt.name = "ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<32xf32> {memopt.name = "ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<i32> {memopt.name = "opt.0.count", memopt.role = "optimizer_state"}, %arg29: tensor<64x32xf32> {memopt.name = "embed.weight.mu", memopt.role = "optimizer_state"}, %arg30: tensor<16x32xf32> {memopt.name = "pos.mu", memopt.role = "optimizer_state"}, %arg31: tensor<32xf32> {memopt.name = "blocks.0.ln1.weight.mu", memopt.role = "optimizer_state"}, %arg32: tensor<32xf32> {memopt.name = "blocks.0.ln1.bias.mu", memopt.role = "optimizer_state"}, %arg33: tensor<32x32xf32> {memopt.name = "blocks.0.attn.query_proj.weight.mu", memopt.role = "optimizer_state"}, %arg34: tensor<32x32xf32> {memopt.name = "blocks.0.attn.key_proj.weight.mu", memopt.role = "optimizer_state"}, %arg35: tensor<32x32xf32> {memopt.name = "blocks.0.attn.value_proj.weight.mu", memopt.role = "optimizer_state"}, %arg36: tensor<32x32xf32> {memopt.name = "blocks.0.attn.output_proj.weight.mu", memopt.role = "optimizer_state"}, %arg37: tensor<32xf32> {memopt.name = "blocks.0.ln2.weight.mu", memopt.role = "optimizer_state"}, %arg38: tensor<32xf32> {memopt.name = "blocks.0.ln2.bias.mu", memopt.role = "optimizer_state"}, %arg39: tensor<128x32xf32> {memopt.name = "blocks.0.up.weight.mu", memopt.role = "optimizer_state"}, %arg40: tensor<128xf32> {memopt.name = "blocks.0.up.bias.mu", memopt.role = "optimizer_state"}, %arg41: tensor<32x128xf32> {memopt.name = "blocks.0.down.weight.mu", memopt.role = "optimizer_state"}, %arg42: tensor<32xf32> {memopt.name = "blocks.0.down.bias.mu", memopt.role = "optimizer_state"}, %arg43: tensor<32xf32> {memopt.name = "blocks.1.ln1.weight.mu", memopt.role = "optimizer_state"}, %arg44: tensor<32xf32> {memopt.name = "blocks.1.ln1.bias.mu", memopt.role = "optimizer_state"}, %arg45: tensor<32x32xf32> {memopt.name = "blocks.1.attn.query_proj.weight.mu", memopt.role = "optimizer_state"}, %arg46: tensor<32x32xf32> {memopt.name = "blocks.1.attn.key_proj.weight.mu", memopt.role = "optimizer_state"}, %arg47: tensor<32x32xf32> {memopt.name = "blocks.1.attn.value_proj.weight.mu", memopt.role = "optimizer_state"}, %arg48: tensor<32x32xf32> {memopt.name = "blocks.1.attn.output_proj.weight.mu", memopt.role = "optimizer_state"}, %arg49: tensor<32xf32> {memopt.name = "blocks.1.ln2.weight.mu", memopt.role = "optimizer_state"}, %arg50: tensor<32xf32> {memopt.name = "blocks.1.ln2.bias.mu", memopt.role = "optimizer_state"}, %arg51: tensor<128x32xf32> {memopt.name = "blocks.1.up.weight.mu", memopt.role = "optimizer_state"}, %arg52: tensor<128xf32> {memopt.name = "blocks.1.up.bias.mu", memopt.role = "optimizer_state"}, %arg53: tensor<32x128xf32> {memopt.name = "blocks.1.down.weight.mu", memopt.role = "optimizer_state"}, %arg54: tensor<32xf32> {memopt.name = "blocks.1.down.bias.mu", memopt.role = "optimizer_state"}, %arg55: tensor<32xf32> {memopt.name = "ln_f.weight.mu", memopt.role = "optimizer_state"}, %arg56: tensor<32xf32> {memopt.name = "ln_f.bias.mu", memopt.role = "optimizer_state"}, %arg57: tensor<64x32xf32> {memopt.name = "embed.weight.nu", memopt.role = "optimizer_state"}, %arg58: tensor<16x32xf32> {memopt.name = "pos.nu", memopt.role = "optimizer_state"}, %arg59: tensor<32xf32> {memopt.name = "blocks.0.ln1.weight.nu", memopt.role = "optimizer_state"}, %arg60: tensor<32xf32> {memopt.name = "blocks.0.ln1.bias.nu", memopt.role = "optimizer_state"}, %arg61: tensor<32x32xf32> {memopt.name = "blocks.0.attn.query_proj.weight.nu", memopt.role = "optimizer_state"}, %arg62: tensor<32x32xf32> {memopt.name = "blocks.0.attn.key_proj.weight.nu", memopt.role = "optimizer_state"}, %arg63: tensor<32x32xf32> {memopt.name = "blocks.0.attn.value_proj.weight.nu", memopt.role = "optimizer_state"}, %arg64: tensor<32x32xf32> {memopt.name = "blocks.0.attn.output_proj.weight.nu", memopt.role = "optimizer_state"}, %arg65: tensor<32xf32> {memopt.name = "blocks.0.ln2.weight.nu", memopt.role = "optimizer_state"}, %arg66: tensor<32xf32> {memopt.name = "blocks.0.ln2.bias.nu", memopt.role = "optimizer_state"}, %arg67: tensor<128x32xf32> {memopt.name = "blocks.0.up.weight.nu", memopt.role = "optimizer_state"}, %arg68: tensor<128xf32> {memopt.name = "blocks.0.up.bias.nu", memopt.role = "optimizer_state"}, %arg69: tensor<32x128xf32> {memopt.name = "blocks.0.down.weight.nu", memopt.role = "optimizer_state"}, %arg70: tensor<32xf32> {memopt.name = "blocks.0.down.bias.nu", memopt.role = "optimizer_state"}, %arg71: tensor<32xf32> {memopt.name = "blocks.1.ln1.weight.nu", memopt.role = "optimizer_state"}, %arg72: tensor<32xf32> {memopt.name = "blocks.1.ln1.bias.nu", memopt.role = "optimizer_state"}, %arg73: tensor<32x32xf32> {memopt.name = "blocks.1.attn.query_proj.weight.nu", memopt.role = "optimizer_state"}, %arg74: tensor<32x32xf32> {memopt.name = "blocks.1.attn.key_proj.weight.nu", memopt.role = "optimizer_state"}, %arg75: tensor<32x32xf32> {memopt.name = "blocks.1.attn.value_proj.weight.nu", memopt.role = "optimizer_state"}, %arg76: tensor<32x32xf32> {memopt.name = "blocks.1.attn.output_proj.weight.nu", memopt.role = "optimizer_state"}, %arg77: tensor<32xf32> {memopt.name = "blocks.1.ln2.weight.nu", memopt.role = "optimizer_state"}, %arg78: tensor<32xf32> {memopt.name = "blocks.1.ln2.bias.nu", memopt.role = "optimizer_state"}, %arg79: tensor<128x32xf32> {memopt.name = "blocks.1.up.weight.nu", memopt.role = "optimizer_state"}, %arg80: tensor<128xf32> {memopt.name = "blocks.1.up.bias.nu", memopt.role = "optimizer_state"}, %arg81: tensor<32x128xf32> {memopt.name = "blocks.1.down.weight.nu", memopt.role = "optimizer_state"}, %arg82: tensor<32xf32> {memopt.name = "blocks.1.down.bias.nu", memopt.role = "optimizer_state"}, %arg83: tensor<32xf32> {memopt.name = "ln_f.weight.nu", memopt.role = "optimizer_state"}, %arg84: tensor<32xf32> {memopt.name = "ln_f.bias.nu", memopt.role = "optimizer_state"}, %arg85: tensor<2x16xi32> {memopt.name = "targets", memopt.range = array<i64: 0, 61>, memopt.role = "input"}, %arg86: tensor<2x16xi32> {memopt.name = "tokens", memopt.range = array<i64: 5, 64>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<64x32xf32> {memopt.name = "embed.weight.new", memopt.role = "parameter"}, tensor<16x32xf32> {memopt.name = "pos.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.0.ln1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.0.ln1.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.query_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.key_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.value_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.output_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.0.ln2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.0.ln2.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "blocks.0.up.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "blocks.0.up.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "blocks.0.down.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.0.down.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.1.ln1.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.1.ln1.bias.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.query_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.key_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.value_proj.weight.new", memopt.role = "parameter"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.output_proj.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.1.ln2.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.1.ln2.bias.new", memopt.role = "parameter"}, tensor<128x32xf32> {memopt.name = "blocks.1.up.weight.new", memopt.role = "parameter"}, tensor<128xf32> {memopt.name = "blocks.1.up.bias.new", memopt.role = "parameter"}, tensor<32x128xf32> {memopt.name = "blocks.1.down.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "blocks.1.down.bias.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "ln_f.weight.new", memopt.role = "parameter"}, tensor<32xf32> {memopt.name = "ln_f.bias.new", memopt.role = "parameter"}, tensor<i32> {memopt.name = "opt.0.count.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "embed.weight.mu.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "pos.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln1.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln1.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.query_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.key_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.value_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.output_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln2.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln2.bias.mu.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "blocks.0.up.weight.mu.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "blocks.0.up.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "blocks.0.down.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.down.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln1.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln1.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.query_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.key_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.value_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.output_proj.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln2.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln2.bias.mu.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "blocks.1.up.weight.mu.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "blocks.1.up.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "blocks.1.down.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.down.bias.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.weight.mu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.bias.mu.new", memopt.role = "optimizer_state"}, tensor<64x32xf32> {memopt.name = "embed.weight.nu.new", memopt.role = "optimizer_state"}, tensor<16x32xf32> {memopt.name = "pos.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln1.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln1.bias.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.query_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.key_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.value_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.0.attn.output_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln2.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.ln2.bias.nu.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "blocks.0.up.weight.nu.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "blocks.0.up.bias.nu.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "blocks.0.down.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.0.down.bias.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln1.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln1.bias.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.query_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.key_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.value_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32x32xf32> {memopt.name = "blocks.1.attn.output_proj.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln2.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.ln2.bias.nu.new", memopt.role = "optimizer_state"}, tensor<128x32xf32> {memopt.name = "blocks.1.up.weight.nu.new", memopt.role = "optimizer_state"}, tensor<128xf32> {memopt.name = "blocks.1.up.bias.nu.new", memopt.role = "optimizer_state"}, tensor<32x128xf32> {memopt.name = "blocks.1.down.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "blocks.1.down.bias.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.weight.nu.new", memopt.role = "optimizer_state"}, tensor<32xf32> {memopt.name = "ln_f.bias.nu.new", memopt.role = "optimizer_state"}) {
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant -1.000000e-03 : f32
    %cst_1 = arith.constant 9.99999974E-5 : f32
    %cst_2 = arith.constant 9.99999993E-9 : f32
    %c1_i32 = arith.constant {memopt.phase = "optimizer"} 1 : i32
    %c2147483647_i32 = arith.constant {memopt.phase = "optimizer"} 2147483647 : i32
    %cst_3 = arith.constant {memopt.phase = "optimizer"} 9.990000e-01 : f32
    %cst_4 = arith.constant {memopt.phase = "optimizer"} 1.000000e-03 : f32
    %cst_5 = arith.constant {memopt.phase = "optimizer"} 0.899999976 : f32
    %cst_6 = arith.constant {memopt.phase = "optimizer"} 1.000000e-01 : f32
    %c63 = arith.constant {memopt.phase = "optimizer"} 63 : index
    %c0 = arith.constant {memopt.phase = "optimizer"} 0 : index
    %c63_i32 = arith.constant {memopt.phase = "forward"} 63 : i32
    %cst_7 = arith.constant {memopt.phase = "forward"} 5.000000e-01 : f32
    %cst_8 = arith.constant {memopt.phase = "forward"} 0.797884583 : f32
    %cst_9 = arith.constant {memopt.phase = "forward"} 4.471500e-02 : f32
    %cst_10 = arith.constant {memopt.phase = "forward"} 3.000000e+00 : f32
    %cst_11 = arith.constant {memopt.phase = "forward"} 0xFF800000 : f32
    %cst_12 = arith.constant {memopt.phase = "forward"} -3.40282347E+38 : f32
    %cst_13 = arith.constant {memopt.phase = "forward"} 4.000000e+00 : f32
    %true = arith.constant {memopt.phase = "forward"} true
    %cst_14 = arith.constant {memopt.phase = "forward"} -5.000000e-01 : f32
    %cst_15 = arith.constant {memopt.phase = "forward"} 9.99999974E-6 : f32
    %cst_16 = arith.constant {memopt.phase = "forward"} 1.000000e+00 : f32
    %cst_17 = arith.constant {memopt.phase = "forward"} 0x7FC00000 : f32
    %cst_18 = arith.constant {memopt.phase = "forward"} 2.000000e+00 : f32
    %cst_19 = arith.constant {memopt.phase = "forward"} 3.200000e+01 : f32
    %cst_20 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32
    %c64_i32 = arith.constant {memopt.phase = "forward"} 64 : i32
    %c0_i32 = arith.constant {memopt.phase = "forward"} 0 : i32
    %cst_21 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x16x64xf32>
    %cst_22 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<64x32xf32>
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<2x16xi32>) outs(%0 : tensor<2x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2326 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %2326 : i1
    } -> tensor<2x16xi1>
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<2x16xi32>) outs(%2 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %2326 = arith.addi %in, %c64_i32 : i32
      linalg.yield %2326 : i32
    } -> tensor<2x16xi32>
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg86 : tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) outs(%4 : tensor<2x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_201: i32, %in_202: i32, %out: i32):
      %2326 = arith.select %in, %in_201, %in_202 : i32
      linalg.yield %2326 : i32
    } -> tensor<2x16xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x1xi32>) outs(%6 : tensor<2x16x1x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %2326 = arith.index_cast %in : i32 to index
      %2327 = linalg.index 3 : index
      %extracted_201 = tensor.extract %arg0[%2326, %2327] : tensor<64x32xf32>
      linalg.yield %extracted_201 : f32
    } -> tensor<2x16x1x32xf32>
    %collapsed = tensor.collapse_shape %7 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x1x32xf32> into tensor<2x16x32xf32>
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16x32xf32>) outs(%8 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %9 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%10 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %12 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %13 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%12 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x16x32xf32>) outs(%13 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_23 = tensor.expand_shape %14 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %15 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<2x16x1xf32>) outs(%15 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %17 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %18 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x16x1xf32>) outs(%17 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %19 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %18 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%19 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %21 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x32xf32>) outs(%21 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %23 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x16x32xf32>) outs(%23 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %25 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map7], iterator_types = []} outs(%25 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      linalg.yield %cst_20 : f32
    } -> tensor<f32>
    %27 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %28 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%26 : tensor<f32>) outs(%27 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.subf %cst_19, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %29 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %30 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%29 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x16x32xf32>) outs(%30 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_24 = tensor.expand_shape %31 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %32 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<f32>) outs(%32 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x1xf32>
    %34 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%34 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %36 = tensor.empty() {memopt.phase = "forward"} : tensor<i1>
    %37 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%28 : tensor<f32>) outs(%36 : tensor<i1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2326 = arith.cmpf ogt, %in, %cst_20 : f32
      linalg.yield %2326 : i1
    } -> tensor<i1>
    %38 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %extracted = tensor.extract %37[] {memopt.phase = "forward"} : tensor<i1>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x16x1xf32>) outs(%38 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted, %in, %cst_17 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %40 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x16x1xf32>) outs(%40 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %42 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %43 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%42 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: i1):
      %2326 = arith.cmpf oeq, %in, %in_201 : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %44 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x16x1xi1>) outs(%44 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_16, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %46 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %47 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x16x1xf32>) outs(%46 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2326 = arith.cmpf oeq, %cst_20, %in : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %48 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<2x16x1xi1>) outs(%48 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_18, %cst_16 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %50 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %49 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%50 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %52 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x16x1xf32>) outs(%52 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_15 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %54 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x16x1xf32>) outs(%54 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.rsqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %56 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %53 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%56 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %58 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x16x1xf32>) outs(%58 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_14 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %60 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<2x16x1xf32>) outs(%60 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %62 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %61 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%62 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %64 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %65 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%64 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %66 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %63 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%66 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %68 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %69 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%68 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %70 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%70 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %72 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi32>
    %73 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%72 : tensor<16x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %2326 = linalg.index 0 : index
      %2327 = arith.index_cast %2326 : index to i32
      linalg.yield %2327 : i32
    } -> tensor<16x16xi32>
    %74 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi32>
    %75 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%74 : tensor<16x16xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %2326 = linalg.index 1 : index
      %2327 = arith.index_cast %2326 : index to i32
      linalg.yield %2327 : i32
    } -> tensor<16x16xi32>
    %76 = tensor.empty() {memopt.phase = "forward"} : tensor<16x16xi1>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%73, %75 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%76 : tensor<16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %in_201: i32, %out: i1):
      %2326 = arith.cmpi sge, %in, %in_201 : i32
      linalg.yield %2326 : i1
    } -> tensor<16x16xi1>
    %78 = tensor.empty() {memopt.phase = "forward"} : tensor<32x2x16xf32>
    %79 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<2x16x32xf32>) outs(%78 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_25 = tensor.collapse_shape %79 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %80 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %81 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%80 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %82 = linalg.matmul {memopt.phase = "forward"} ins(%arg4, %collapsed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%81 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_26 = tensor.expand_shape %82 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %83 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %84 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<32x2x16xf32>) outs(%83 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %expanded_27 = tensor.expand_shape %84 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %85 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %86 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%85 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %87 = linalg.matmul {memopt.phase = "forward"} ins(%arg5, %collapsed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%86 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_28 = tensor.expand_shape %87 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %88 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<32x2x16xf32>) outs(%88 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %expanded_29 = tensor.expand_shape %89 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %90 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %91 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%90 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %92 = linalg.matmul {memopt.phase = "forward"} ins(%arg6, %collapsed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%91 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_30 = tensor.expand_shape %92 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %93 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %94 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<32x2x16xf32>) outs(%93 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %expanded_31 = tensor.expand_shape %94 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %95 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x16x2x16xf32>) outs(%95 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_13 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x2x16xf32>
    %97 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %98 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<2x16x2x16xf32>) outs(%97 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %99 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %100 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x16x2x16xf32>) outs(%99 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %98 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %100 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %101 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %102 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%101 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %103 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_32, %collapsed_33 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%102 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_34 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %104 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xi1>
    %105 = linalg.generic {indexing_maps = [#map14, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<16x16xi1>) outs(%104 : tensor<2x2x16x16xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x16x16xi1>
    %106 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_34 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%106 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_201: f32, %out: f32):
      %2326 = arith.select %in, %in_201, %cst_12 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %108 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %109 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%108 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%107 : tensor<2x2x16x16xf32>) outs(%109 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %111 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<2x2x16xf32>) outs(%111 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %113 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %112 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%113 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %115 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<2x2x16x16xf32>) outs(%115 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.exp %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %117 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %118 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%117 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %119 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<2x2x16x16xf32>) outs(%118 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %expanded_35 = tensor.expand_shape %119 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %120 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<2x2x16xf32>) outs(%120 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %122 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %121 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%122 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %124 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x2x16x1xf32>) outs(%124 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x1xf32>
    %126 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<2x2x16x1xf32>) outs(%126 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %cst_16, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x1xf32>
    %128 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x16x2x16xf32>) outs(%128 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_36 = tensor.collapse_shape %123 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_37 = tensor.collapse_shape %129 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %130 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %131 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%130 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %132 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_36, %collapsed_37 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%131 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_38 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %133 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %134 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x2x16x16xf32>) outs(%133 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_39 = tensor.collapse_shape %134 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %135 = tensor.empty() {memopt.phase = "forward"} : tensor<32x2x16xf32>
    %136 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_39 : tensor<2x16x32xf32>) outs(%135 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_40 = tensor.collapse_shape %136 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %137 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %138 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%137 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %139 = linalg.matmul {memopt.phase = "forward"} ins(%arg7, %collapsed_40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%138 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_41 = tensor.expand_shape %139 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %140 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %141 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<32x2x16xf32>) outs(%140 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %142 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %141 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%142 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %144 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %145 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%144 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<2x16x32xf32>) outs(%145 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_42 = tensor.expand_shape %146 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %147 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<2x16x1xf32>) outs(%147 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %149 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %150 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<2x16x1xf32>) outs(%149 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %151 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %150 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%151 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %153 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x32xf32>) outs(%153 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %155 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x16x32xf32>) outs(%155 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %157 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %158 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%157 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<2x16x32xf32>) outs(%158 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_43 = tensor.expand_shape %159 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %160 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %161 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%160 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %162 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %extracted_44 = tensor.extract %37[] {memopt.phase = "forward"} : tensor<i1>
    %163 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x16x1xf32>) outs(%162 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_44, %in, %cst_17 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %164 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<2x16x1xf32>) outs(%164 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %166 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %167 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %165 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%166 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: i1):
      %2326 = arith.cmpf oeq, %in, %in_201 : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %168 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x16x1xi1>) outs(%168 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_16, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %170 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %171 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x16x1xf32>) outs(%170 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2326 = arith.cmpf oeq, %cst_20, %in : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %172 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<2x16x1xi1>) outs(%172 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_18, %cst_16 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %174 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %175 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %173 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%174 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %176 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x16x1xf32>) outs(%176 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_15 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %178 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<2x16x1xf32>) outs(%178 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.rsqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %180 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %177 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%180 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %182 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x16x1xf32>) outs(%182 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_14 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %184 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %185 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x1xf32>) outs(%184 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %186 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %185 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%186 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %188 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %189 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%188 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %190 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %187 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%190 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %192 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %193 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%192 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %194 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %193 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%194 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %196 = tensor.empty() {memopt.phase = "forward"} : tensor<32x2x16xf32>
    %197 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x16x32xf32>) outs(%196 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_45 = tensor.collapse_shape %197 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %198 = tensor.empty() {memopt.phase = "forward"} : tensor<128x32xf32>
    %199 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%198 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %200 = linalg.matmul {memopt.phase = "forward"} ins(%arg10, %collapsed_45 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%199 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_46 = tensor.expand_shape %200 [[0], [1, 2]] output_shape [128, 2, 16] {memopt.phase = "forward"} : tensor<128x32xf32> into tensor<128x2x16xf32>
    %201 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %202 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<128x2x16xf32>) outs(%201 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %203 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %204 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<128xf32>) outs(%203 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %205 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %204 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%205 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %207 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x128xf32>) outs(%207 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %209 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %206 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%209 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %211 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x128xf32>) outs(%211 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %213 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x16x128xf32>) outs(%213 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %215 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %214 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%215 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %217 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<2x16x128xf32>) outs(%217 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %219 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<2x16x128xf32>) outs(%219 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.tanh %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %221 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x16x128xf32>) outs(%221 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.subf %cst_16, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %223 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<2x16x128xf32>) outs(%223 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_16 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %225 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x16x128xf32>) outs(%225 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %227 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %228 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %226 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%227 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %229 = tensor.empty() {memopt.phase = "forward"} : tensor<128x2x16xf32>
    %230 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<2x16x128xf32>) outs(%229 : tensor<128x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %collapsed_47 = tensor.collapse_shape %230 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %231 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %232 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%231 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %233 = linalg.matmul {memopt.phase = "forward"} ins(%arg12, %collapsed_47 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%232 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_48 = tensor.expand_shape %233 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %234 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %235 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<32x2x16xf32>) outs(%234 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %236 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %237 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%236 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %238 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%238 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %240 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %239 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%240 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %242 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %243 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%242 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %244 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<2x16x32xf32>) outs(%243 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_49 = tensor.expand_shape %244 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %245 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %246 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x16x1xf32>) outs(%245 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %247 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %248 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<2x16x1xf32>) outs(%247 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %249 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %248 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%249 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %251 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %252 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<2x16x32xf32>) outs(%251 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %253 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<2x16x32xf32>) outs(%253 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %255 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %256 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%255 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %257 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<2x16x32xf32>) outs(%256 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_50 = tensor.expand_shape %257 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %258 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %259 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%258 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %260 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %extracted_51 = tensor.extract %37[] {memopt.phase = "forward"} : tensor<i1>
    %261 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<2x16x1xf32>) outs(%260 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_51, %in, %cst_17 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %262 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %263 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<2x16x1xf32>) outs(%262 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %264 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %265 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %263 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%264 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: i1):
      %2326 = arith.cmpf oeq, %in, %in_201 : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %266 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %267 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x16x1xi1>) outs(%266 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_16, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %268 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x16x1xf32>) outs(%268 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2326 = arith.cmpf oeq, %cst_20, %in : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %270 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x16x1xi1>) outs(%270 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_18, %cst_16 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %272 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %271 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%272 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %274 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<2x16x1xf32>) outs(%274 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_15 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %276 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x16x1xf32>) outs(%276 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.rsqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %278 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %279 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %275 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%278 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %280 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<2x16x1xf32>) outs(%280 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_14 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %282 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %283 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x16x1xf32>) outs(%282 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %284 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %285 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %283 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%284 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %286 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %287 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%286 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %288 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %289 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %285 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%288 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %290 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %291 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<32xf32>) outs(%290 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %292 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %291 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%292 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %294 = tensor.empty() {memopt.phase = "forward"} : tensor<32x2x16xf32>
    %295 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<2x16x32xf32>) outs(%294 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_52 = tensor.collapse_shape %295 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %296 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %297 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%296 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %298 = linalg.matmul {memopt.phase = "forward"} ins(%arg16, %collapsed_52 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%297 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_53 = tensor.expand_shape %298 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %299 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %300 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<32x2x16xf32>) outs(%299 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %expanded_54 = tensor.expand_shape %300 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %301 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %302 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%301 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %303 = linalg.matmul {memopt.phase = "forward"} ins(%arg17, %collapsed_52 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%302 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_55 = tensor.expand_shape %303 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %304 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %305 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<32x2x16xf32>) outs(%304 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %expanded_56 = tensor.expand_shape %305 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %306 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %307 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%306 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %308 = linalg.matmul {memopt.phase = "forward"} ins(%arg18, %collapsed_52 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%307 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_57 = tensor.expand_shape %308 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %309 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %310 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<32x2x16xf32>) outs(%309 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %expanded_58 = tensor.expand_shape %310 [[0], [1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<2x16x2x16xf32>
    %311 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %312 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<2x16x2x16xf32>) outs(%311 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_13 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x2x16xf32>
    %313 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %314 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<2x16x2x16xf32>) outs(%313 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %315 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %316 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x16x2x16xf32>) outs(%315 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_59 = tensor.collapse_shape %314 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_60 = tensor.collapse_shape %316 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %317 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %318 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%317 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %319 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_59, %collapsed_60 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%318 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_61 = tensor.expand_shape %319 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %320 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %321 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_61 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%320 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_201: f32, %out: f32):
      %2326 = arith.select %in, %in_201, %cst_12 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %322 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %323 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%322 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %324 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%321 : tensor<2x2x16x16xf32>) outs(%323 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %325 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<2x2x16xf32>) outs(%325 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %327 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %328 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %326 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%327 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %329 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %330 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<2x2x16x16xf32>) outs(%329 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.exp %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %331 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16xf32>
    %332 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%331 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %333 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%330 : tensor<2x2x16x16xf32>) outs(%332 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %expanded_62 = tensor.expand_shape %333 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "forward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %334 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<2x2x16xf32>) outs(%334 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %336 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %335 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%336 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %338 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %339 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<2x2x16x1xf32>) outs(%338 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x1xf32>
    %340 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x1xf32>
    %341 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<2x2x16x1xf32>) outs(%340 : tensor<2x2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %cst_16, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x1xf32>
    %342 = tensor.empty() {memopt.phase = "forward"} : tensor<2x2x16x16xf32>
    %343 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x16x2x16xf32>) outs(%342 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_63 = tensor.collapse_shape %337 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_64 = tensor.collapse_shape %343 [[0, 1], [2], [3]] {memopt.phase = "forward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %344 = tensor.empty() {memopt.phase = "forward"} : tensor<4x16x16xf32>
    %345 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%344 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %346 = linalg.batch_matmul {memopt.phase = "forward"} ins(%collapsed_63, %collapsed_64 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%345 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_65 = tensor.expand_shape %346 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "forward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %347 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x2x16xf32>
    %348 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<2x2x16x16xf32>) outs(%347 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_66 = tensor.collapse_shape %348 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %349 = tensor.empty() {memopt.phase = "forward"} : tensor<32x2x16xf32>
    %350 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_66 : tensor<2x16x32xf32>) outs(%349 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_67 = tensor.collapse_shape %350 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %351 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %352 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%351 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %353 = linalg.matmul {memopt.phase = "forward"} ins(%arg19, %collapsed_67 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%352 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_68 = tensor.expand_shape %353 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %354 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %355 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<32x2x16xf32>) outs(%354 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %356 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %357 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %355 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%356 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %358 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %359 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%358 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%357 : tensor<2x16x32xf32>) outs(%359 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_69 = tensor.expand_shape %360 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %361 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x16x1xf32>) outs(%361 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %363 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %364 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<2x16x1xf32>) outs(%363 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %365 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %366 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %364 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%365 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %367 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %368 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<2x16x32xf32>) outs(%367 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %369 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<2x16x32xf32>) outs(%369 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %371 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %372 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%371 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %373 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%368 : tensor<2x16x32xf32>) outs(%372 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_70 = tensor.expand_shape %373 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %374 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %375 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%374 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %376 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %extracted_71 = tensor.extract %37[] {memopt.phase = "forward"} : tensor<i1>
    %377 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<2x16x1xf32>) outs(%376 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_71, %in, %cst_17 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %378 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %379 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<2x16x1xf32>) outs(%378 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %380 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %381 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%380 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: i1):
      %2326 = arith.cmpf oeq, %in, %in_201 : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %382 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<2x16x1xi1>) outs(%382 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_16, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %384 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %385 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<2x16x1xf32>) outs(%384 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2326 = arith.cmpf oeq, %cst_20, %in : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %386 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %387 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<2x16x1xi1>) outs(%386 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_18, %cst_16 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %388 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %387 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%388 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %390 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %391 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<2x16x1xf32>) outs(%390 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_15 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %392 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<2x16x1xf32>) outs(%392 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.rsqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %394 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %395 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %391 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%394 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %396 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %397 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<2x16x1xf32>) outs(%396 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_14 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %398 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %399 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<2x16x1xf32>) outs(%398 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %400 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %401 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %399 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%400 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %402 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %403 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%402 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %404 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %401 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%404 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %406 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %407 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%406 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %408 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %409 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %407 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%408 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %410 = tensor.empty() {memopt.phase = "forward"} : tensor<32x2x16xf32>
    %411 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<2x16x32xf32>) outs(%410 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %collapsed_72 = tensor.collapse_shape %411 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %412 = tensor.empty() {memopt.phase = "forward"} : tensor<128x32xf32>
    %413 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%412 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %414 = linalg.matmul {memopt.phase = "forward"} ins(%arg22, %collapsed_72 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%413 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %expanded_73 = tensor.expand_shape %414 [[0], [1, 2]] output_shape [128, 2, 16] {memopt.phase = "forward"} : tensor<128x32xf32> into tensor<128x2x16xf32>
    %415 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %416 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<128x2x16xf32>) outs(%415 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %417 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %418 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<128xf32>) outs(%417 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %419 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %420 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %418 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%419 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %421 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %422 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<2x16x128xf32>) outs(%421 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %423 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %424 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %420 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%423 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %425 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %426 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<2x16x128xf32>) outs(%425 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_10 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %427 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %428 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<2x16x128xf32>) outs(%427 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %429 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %430 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %428 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%429 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %431 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %432 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<2x16x128xf32>) outs(%431 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %433 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %434 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<2x16x128xf32>) outs(%433 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.tanh %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %435 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %436 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<2x16x128xf32>) outs(%435 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.subf %cst_16, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %437 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %438 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<2x16x128xf32>) outs(%437 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_16 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %439 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<2x16x128xf32>) outs(%439 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %441 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x128xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %440 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%441 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %443 = tensor.empty() {memopt.phase = "forward"} : tensor<128x2x16xf32>
    %444 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<2x16x128xf32>) outs(%443 : tensor<128x2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %collapsed_74 = tensor.collapse_shape %444 [[0], [1, 2]] {memopt.phase = "forward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %445 = tensor.empty() {memopt.phase = "forward"} : tensor<32x32xf32>
    %446 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%445 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %447 = linalg.matmul {memopt.phase = "forward"} ins(%arg24, %collapsed_74 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%446 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_75 = tensor.expand_shape %447 [[0], [1, 2]] output_shape [32, 2, 16] {memopt.phase = "forward"} : tensor<32x32xf32> into tensor<32x2x16xf32>
    %448 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %449 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<32x2x16xf32>) outs(%448 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %450 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %451 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<32xf32>) outs(%450 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %452 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %453 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %451 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%452 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %454 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %455 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %453 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%454 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %456 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %457 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%456 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %458 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<2x16x32xf32>) outs(%457 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_76 = tensor.expand_shape %458 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %459 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %460 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<2x16x1xf32>) outs(%459 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %461 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %462 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<2x16x1xf32>) outs(%461 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %463 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %464 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %462 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%463 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %465 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %466 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<2x16x32xf32>) outs(%465 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %467 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %468 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<2x16x32xf32>) outs(%467 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_18 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %469 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %470 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%469 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %471 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%466 : tensor<2x16x32xf32>) outs(%470 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_77 = tensor.expand_shape %471 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %472 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %473 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%472 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %474 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %extracted_78 = tensor.extract %37[] {memopt.phase = "forward"} : tensor<i1>
    %475 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<2x16x1xf32>) outs(%474 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_78, %in, %cst_17 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %476 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %477 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475 : tensor<2x16x1xf32>) outs(%476 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %478 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %479 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %477 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%478 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: i1):
      %2326 = arith.cmpf oeq, %in, %in_201 : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %480 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %481 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<2x16x1xi1>) outs(%480 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_16, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %482 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %483 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<2x16x1xf32>) outs(%482 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: i1):
      %2326 = arith.cmpf oeq, %cst_20, %in : f32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %484 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %485 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<2x16x1xi1>) outs(%484 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: f32):
      %2326 = arith.select %in, %cst_18, %cst_16 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %486 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %487 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %485 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%486 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %488 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %489 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<2x16x1xf32>) outs(%488 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_15 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %490 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %491 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489 : tensor<2x16x1xf32>) outs(%490 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.rsqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %492 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %493 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491, %489 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%492 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %494 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %495 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<2x16x1xf32>) outs(%494 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_14 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %496 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %497 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491 : tensor<2x16x1xf32>) outs(%496 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %498 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %499 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %497 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%498 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %500 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %501 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<32xf32>) outs(%500 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %502 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %503 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %499 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%502 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %504 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %505 = linalg.generic {indexing_maps = [#map9, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<32xf32>) outs(%504 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %506 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x32xf32>
    %507 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %505 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%506 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %508 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %509 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%508 : tensor<32x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_79 = tensor.collapse_shape %507 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %510 = tensor.empty() {memopt.phase = "forward"} : tensor<32x64xf32>
    %511 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%510 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %512 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_79, %509 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%511 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_80 = tensor.expand_shape %512 [[0, 1], [2]] output_shape [2, 16, 64] {memopt.phase = "forward"} : tensor<32x64xf32> into tensor<2x16x64xf32>
    %513 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %514 = linalg.fill {memopt.phase = "forward"} ins(%cst_11 : f32) outs(%513 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %515 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_80 : tensor<2x16x64xf32>) outs(%514 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.maximumf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %516 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %517 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<2x16xf32>) outs(%516 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %518 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %519 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %517 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%518 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x64xf32>
    %520 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %521 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<2x16x64xf32>) outs(%520 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.exp %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x64xf32>
    %522 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16xf32>
    %523 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%522 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %524 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%521 : tensor<2x16x64xf32>) outs(%523 : tensor<2x16xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_81 = tensor.expand_shape %524 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %525 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %526 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<2x16x1xf32>) outs(%525 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.log %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %527 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %528 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<2x16x1xf32>) outs(%527 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %529 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x64xf32>
    %530 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %528 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%529 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.subf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x64xf32>
    %expanded_82 = tensor.expand_shape %arg85 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "forward"} : tensor<2x16xi32> into tensor<2x16x1xi32>
    %531 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %532 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x16x1xi32>) outs(%531 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2326 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %533 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<2x16x1xi32>) outs(%533 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %2326 = arith.addi %in, %c64_i32 : i32
      linalg.yield %2326 : i32
    } -> tensor<2x16x1xi32>
    %535 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %534, %expanded_82 : tensor<2x16x1xi1>, tensor<2x16x1xi32>, tensor<2x16x1xi32>) outs(%535 : tensor<2x16x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_201: i32, %in_202: i32, %out: i32):
      %2326 = arith.select %in, %in_201, %in_202 : i32
      linalg.yield %2326 : i32
    } -> tensor<2x16x1xi32>
    %expanded_83 = tensor.expand_shape %536 [[0], [1], [2, 3]] output_shape [2, 16, 1, 1] {memopt.phase = "forward"} : tensor<2x16x1xi32> into tensor<2x16x1x1xi32>
    %537 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %538 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<2x16x1x1xi32>) outs(%537 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2326 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1x1xi1>
    %539 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %540 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<2x16x1x1xi32>) outs(%539 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2326 = arith.cmpi sle, %in, %c63_i32 : i32
      linalg.yield %2326 : i1
    } -> tensor<2x16x1x1xi1>
    %541 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1x1xi1>
    %542 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %540 : tensor<2x16x1x1xi1>, tensor<2x16x1x1xi1>) outs(%541 : tensor<2x16x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_201: i1, %out: i1):
      %2326 = arith.andi %in, %in_201 : i1
      linalg.yield %2326 : i1
    } -> tensor<2x16x1x1xi1>
    %543 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xi1>
    %544 = linalg.fill {memopt.phase = "forward"} ins(%true : i1) outs(%543 : tensor<2x16x1xi1>) -> tensor<2x16x1xi1>
    %545 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%542 : tensor<2x16x1x1xi1>) outs(%544 : tensor<2x16x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %2326 = arith.andi %out, %in : i1
      linalg.yield %2326 : i1
    } -> tensor<2x16x1xi1>
    %546 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %547 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%546 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      %2326 = linalg.index 0 : index
      %2327 = linalg.index 1 : index
      %extracted_201 = tensor.extract %expanded_83[%2326, %2327, %c0, %c0] : tensor<2x16x1x1xi32>
      %2328 = arith.index_cast %extracted_201 : i32 to index
      %2329 = arith.maxsi %2328, %c0 : index
      %2330 = arith.minsi %2329, %c63 : index
      %extracted_202 = tensor.extract %530[%2326, %2327, %2330] : tensor<2x16x64xf32>
      linalg.yield %extracted_202 : f32
    } -> tensor<2x16x1xf32>
    %548 = tensor.empty() {memopt.phase = "forward"} : tensor<2x16x1xf32>
    %549 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545, %547 : tensor<2x16x1xi1>, tensor<2x16x1xf32>) outs(%548 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_201: f32, %out: f32):
      %2326 = arith.select %in, %in_201, %cst_17 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %550 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %551 = linalg.fill {memopt.phase = "forward"} ins(%cst_20 : f32) outs(%550 : tensor<f32>) -> tensor<f32>
    %552 = linalg.generic {indexing_maps = [#map4, #map8], iterator_types = ["reduction", "reduction", "reduction"]} ins(%549 : tensor<2x16x1xf32>) outs(%551 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %553 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %554 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%552 : tensor<f32>) outs(%553 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %555 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %556 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%554 : tensor<f32>) outs(%555 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %557 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %558 = linalg.generic {indexing_maps = [#map7], iterator_types = []} outs(%557 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %559 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %560 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%558 : tensor<f32>) outs(%559 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %561 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %562 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560 : tensor<f32>) outs(%561 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x1xf32>
    %563 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %564 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%563 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %2326 = linalg.index 0 : index
      %2327 = arith.index_cast %2326 : index to i32
      linalg.yield %2327 : i32
    } -> tensor<2x16x1x1xi32>
    %565 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x1xi32>
    %566 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%565 : tensor<2x16x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %2326 = linalg.index 1 : index
      %2327 = arith.index_cast %2326 : index to i32
      linalg.yield %2327 : i32
    } -> tensor<2x16x1x1xi32>
    %567 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1x3xi32>
    %inserted_slice = tensor.insert_slice %564 into %567[0, 0, 0, 0] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_84 = tensor.insert_slice %566 into %inserted_slice[0, 0, 0, 1] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %inserted_slice_85 = tensor.insert_slice %expanded_83 into %inserted_slice_84[0, 0, 0, 2] [2, 16, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x16x1x1xi32> into tensor<2x16x1x3xi32>
    %collapsed_86 = tensor.collapse_shape %inserted_slice_85 [[0, 1, 2], [3]] {memopt.phase = "backward"} : tensor<2x16x1x3xi32> into tensor<32x3xi32>
    %collapsed_87 = tensor.collapse_shape %562 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<2x16x1xf32> into tensor<32xf32>
    %568 = scf.for %arg87 = %c0 to %c32 step %c1 iter_args(%arg88 = %cst_21) -> (tensor<2x16x64xf32>) {
      %extracted_201 = tensor.extract %collapsed_86[%arg87, %c0] : tensor<32x3xi32>
      %2326 = arith.index_cast %extracted_201 : i32 to index
      %extracted_202 = tensor.extract %collapsed_86[%arg87, %c1] : tensor<32x3xi32>
      %2327 = arith.index_cast %extracted_202 : i32 to index
      %extracted_203 = tensor.extract %collapsed_86[%arg87, %c2] : tensor<32x3xi32>
      %2328 = arith.index_cast %extracted_203 : i32 to index
      %extracted_slice = tensor.extract_slice %collapsed_87[%arg87] [1] [1] : tensor<32xf32> to tensor<f32>
      %extracted_slice_204 = tensor.extract_slice %arg88[%2326, %2327, %2328] [1, 1, 1] [1, 1, 1] : tensor<2x16x64xf32> to tensor<f32>
      %2329 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%extracted_slice : tensor<f32>) outs(%extracted_slice_204 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %2330 = arith.addf %out, %in : f32
        linalg.yield %2330 : f32
      } -> tensor<f32>
      %inserted_slice_205 = tensor.insert_slice %2329 into %arg88[%2326, %2327, %2328] [1, 1, 1] [1, 1, 1] : tensor<f32> into tensor<2x16x64xf32>
      scf.yield %inserted_slice_205 : tensor<2x16x64xf32>
    } {memopt.phase = "backward"}
    %569 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %570 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<2x16x64xf32>) outs(%569 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x64xf32>
    %571 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %572 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%571 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %573 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%570 : tensor<2x16x64xf32>) outs(%572 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_88 = tensor.expand_shape %573 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %574 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %575 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %expanded_81 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%574 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %576 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %577 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%576 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %578 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%575 : tensor<2x16x1xf32>) outs(%577 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %579 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %580 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<2x16xf32>) outs(%579 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x64xf32>
    %581 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %582 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %521 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%581 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x64xf32>
    %583 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x64xf32>
    %584 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %582 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%583 : tensor<2x16x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x64xf32>
    %585 = tensor.empty() {memopt.phase = "backward"} : tensor<64x2x16xf32>
    %586 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<2x16x64xf32>) outs(%585 : tensor<64x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x16xf32>
    %collapsed_89 = tensor.collapse_shape %586 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<64x2x16xf32> into tensor<64x32xf32>
    %587 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %588 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%587 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %589 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_89, %collapsed_79 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%588 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %590 = tensor.empty() {memopt.phase = "backward"} : tensor<32x64xf32>
    %591 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%589 : tensor<64x32xf32>) outs(%590 : tensor<32x64xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_90 = tensor.collapse_shape %584 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x64xf32> into tensor<32x64xf32>
    %592 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %593 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%509 : tensor<32x64xf32>) outs(%592 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %594 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %595 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%594 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %596 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_90, %593 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%595 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_91 = tensor.expand_shape %596 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %597 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %598 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel"]} ins(%591 : tensor<32x64xf32>) outs(%597 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %599 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %600 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%599 : tensor<32xf32>) -> tensor<32xf32>
    %601 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_91 : tensor<2x16x32xf32>) outs(%600 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_92 = tensor.expand_shape %601 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %602 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %603 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%602 : tensor<32xf32>) -> tensor<32xf32>
    %604 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_92 : tensor<1x1x32xf32>) outs(%603 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %605 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %606 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%604 : tensor<32xf32>) outs(%605 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %607 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %608 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%607 : tensor<32xf32>) -> tensor<32xf32>
    %609 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%606 : tensor<1x32xf32>) outs(%608 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %610 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %611 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %expanded_91 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%610 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %612 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %613 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %499 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%612 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %614 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %615 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%614 : tensor<32xf32>) -> tensor<32xf32>
    %616 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%613 : tensor<2x16x32xf32>) outs(%615 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_93 = tensor.expand_shape %616 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %617 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %618 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%617 : tensor<32xf32>) -> tensor<32xf32>
    %619 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_93 : tensor<1x1x32xf32>) outs(%618 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %620 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %621 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%619 : tensor<32xf32>) outs(%620 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %622 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %623 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%622 : tensor<32xf32>) -> tensor<32xf32>
    %624 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%621 : tensor<1x32xf32>) outs(%623 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %625 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %626 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464, %611 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%625 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %627 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %628 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%627 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %629 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%626 : tensor<2x16x32xf32>) outs(%628 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_94 = tensor.expand_shape %629 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %630 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %631 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %497 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%630 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %632 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %633 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631 : tensor<2x16x32xf32>) outs(%632 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %634 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %635 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%634 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %636 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%633 : tensor<2x16x32xf32>) outs(%635 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_95 = tensor.expand_shape %636 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %637 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %638 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %495 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%637 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %639 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %640 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638, %487 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%639 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %641 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %extracted_96 = tensor.extract %37[] {memopt.phase = "backward"} : tensor<i1>
    %642 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640 : tensor<2x16x1xf32>) outs(%641 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_96, %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %643 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %644 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%643 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %645 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %646 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%645 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %647 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%644 : tensor<2x16x1xf32>) outs(%646 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %648 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %649 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<2x16xf32>) outs(%648 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %650 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %651 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649, %468 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%650 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %652 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %653 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<2x16x32xf32>) outs(%652 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %654 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %655 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%654 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %656 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%653 : tensor<2x16x32xf32>) outs(%655 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_97 = tensor.expand_shape %656 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %657 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %658 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<2x16x1xf32>) outs(%657 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %659 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %660 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%659 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %661 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%658 : tensor<2x16x1xf32>) outs(%660 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %662 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %663 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<2x16xf32>) outs(%662 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %664 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %665 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651, %663 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%664 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %666 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %667 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %665 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%666 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %668 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %669 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_95 : tensor<2x16x1xf32>) outs(%668 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %670 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %671 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%670 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %672 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%669 : tensor<2x16x1xf32>) outs(%671 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %673 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %674 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%672 : tensor<2x16xf32>) outs(%673 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %675 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %676 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %674 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%675 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %677 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %678 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%677 : tensor<32xf32>) -> tensor<32xf32>
    %679 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%676 : tensor<2x16x32xf32>) outs(%678 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_98 = tensor.expand_shape %679 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %680 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %681 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%680 : tensor<32xf32>) -> tensor<32xf32>
    %682 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_98 : tensor<1x1x32xf32>) outs(%681 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %683 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %684 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%682 : tensor<32xf32>) outs(%683 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %685 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %686 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%685 : tensor<32xf32>) -> tensor<32xf32>
    %687 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%684 : tensor<1x32xf32>) outs(%686 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %688 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %689 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676 : tensor<2x16x32xf32>) outs(%688 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %690 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %691 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<32x2x16xf32>) outs(%690 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_99 = tensor.collapse_shape %691 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %692 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %693 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%692 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %694 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_99, %arg24 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%693 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_100 = tensor.expand_shape %694 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %collapsed_101 = tensor.collapse_shape %689 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %collapsed_102 = tensor.collapse_shape %442 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %695 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %696 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%695 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %697 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_101, %collapsed_102 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%696 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %698 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %699 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %expanded_100 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%698 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %700 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %701 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %440 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%700 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %702 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %703 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699 : tensor<2x16x128xf32>) outs(%702 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %704 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %705 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703, %436 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%704 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %706 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %707 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705, %434 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%706 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %708 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %709 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705, %707 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%708 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %710 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %711 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%709 : tensor<2x16x128xf32>) outs(%710 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %712 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %713 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701, %711 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%712 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %714 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %715 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%711 : tensor<2x16x128xf32>) outs(%714 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %716 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %717 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715, %426 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%716 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %718 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %719 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %717 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%718 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %720 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %721 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%720 : tensor<128xf32>) -> tensor<128xf32>
    %722 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%719 : tensor<2x16x128xf32>) outs(%721 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %expanded_103 = tensor.expand_shape %722 [[0, 1, 2]] output_shape [1, 1, 128] {memopt.phase = "backward"} : tensor<128xf32> into tensor<1x1x128xf32>
    %723 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %724 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%723 : tensor<128xf32>) -> tensor<128xf32>
    %725 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_103 : tensor<1x1x128xf32>) outs(%724 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %726 = tensor.empty() {memopt.phase = "backward"} : tensor<1x128xf32>
    %727 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%725 : tensor<128xf32>) outs(%726 : tensor<1x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128xf32>
    %728 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %729 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%728 : tensor<128xf32>) -> tensor<128xf32>
    %730 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%727 : tensor<1x128xf32>) outs(%729 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %731 = tensor.empty() {memopt.phase = "backward"} : tensor<128x2x16xf32>
    %732 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719 : tensor<2x16x128xf32>) outs(%731 : tensor<128x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %733 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %734 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732 : tensor<128x2x16xf32>) outs(%733 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %collapsed_104 = tensor.collapse_shape %734 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %735 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %736 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%735 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %737 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_104, %arg22 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%736 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_105 = tensor.expand_shape %737 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %collapsed_106 = tensor.collapse_shape %732 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %collapsed_107 = tensor.collapse_shape %409 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %738 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %739 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%738 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %740 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_106, %collapsed_107 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%739 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %741 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %742 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%741 : tensor<32xf32>) -> tensor<32xf32>
    %743 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_105 : tensor<2x16x32xf32>) outs(%742 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_108 = tensor.expand_shape %743 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %744 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %745 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%744 : tensor<32xf32>) -> tensor<32xf32>
    %746 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_108 : tensor<1x1x32xf32>) outs(%745 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %747 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %748 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%746 : tensor<32xf32>) outs(%747 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %749 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %750 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%749 : tensor<32xf32>) -> tensor<32xf32>
    %751 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%748 : tensor<1x32xf32>) outs(%750 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %752 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %753 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %expanded_105 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%752 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %754 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %755 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %401 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%754 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %756 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %757 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%756 : tensor<32xf32>) -> tensor<32xf32>
    %758 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%755 : tensor<2x16x32xf32>) outs(%757 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_109 = tensor.expand_shape %758 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %759 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %760 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%759 : tensor<32xf32>) -> tensor<32xf32>
    %761 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_109 : tensor<1x1x32xf32>) outs(%760 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %762 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %763 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%761 : tensor<32xf32>) outs(%762 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %764 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %765 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%764 : tensor<32xf32>) -> tensor<32xf32>
    %766 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%763 : tensor<1x32xf32>) outs(%765 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %767 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %768 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %753 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%767 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %769 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %770 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%769 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %771 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%768 : tensor<2x16x32xf32>) outs(%770 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_110 = tensor.expand_shape %771 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %772 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %773 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %399 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%772 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %774 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %775 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<2x16x32xf32>) outs(%774 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %776 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %777 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%776 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %778 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%775 : tensor<2x16x32xf32>) outs(%777 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_111 = tensor.expand_shape %778 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %779 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %780 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676, %773 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%779 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %781 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %782 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %397 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%781 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %783 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %784 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %389 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%783 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %785 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %extracted_112 = tensor.extract %37[] {memopt.phase = "backward"} : tensor<i1>
    %786 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<2x16x1xf32>) outs(%785 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_112, %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %787 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %788 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%787 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %789 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %790 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%789 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %791 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%788 : tensor<2x16x1xf32>) outs(%790 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %792 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %793 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%791 : tensor<2x16xf32>) outs(%792 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %794 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %795 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%793, %370 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%794 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %796 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %797 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%795 : tensor<2x16x32xf32>) outs(%796 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %798 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %799 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%798 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %800 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%797 : tensor<2x16x32xf32>) outs(%799 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_113 = tensor.expand_shape %800 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %801 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %802 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<2x16x1xf32>) outs(%801 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %803 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %804 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%803 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %805 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%802 : tensor<2x16x1xf32>) outs(%804 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %806 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %807 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805 : tensor<2x16xf32>) outs(%806 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %808 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %809 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%795, %807 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%808 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %810 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %811 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%780, %809 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%810 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %812 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %813 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<2x16x1xf32>) outs(%812 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %814 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %815 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%814 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %816 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%813 : tensor<2x16x1xf32>) outs(%815 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %817 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %818 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816 : tensor<2x16xf32>) outs(%817 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %819 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %820 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811, %818 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%819 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %821 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %822 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820 : tensor<2x16x32xf32>) outs(%821 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %823 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %824 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822 : tensor<32x2x16xf32>) outs(%823 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_114 = tensor.collapse_shape %824 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %825 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %826 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%825 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %827 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_114, %arg19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%826 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %collapsed_115 = tensor.collapse_shape %822 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %collapsed_116 = tensor.collapse_shape %348 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %828 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %829 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%828 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %830 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_115, %collapsed_116 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%829 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_117 = tensor.expand_shape %827 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %831 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %832 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<2x16x2x16xf32>) outs(%831 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %833 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %834 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%832 : tensor<2x2x16x16xf32>) outs(%833 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_118 = tensor.collapse_shape %834 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %835 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %836 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%835 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %837 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_118, %collapsed_63 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%836 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_119 = tensor.expand_shape %837 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %838 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %839 = linalg.generic {indexing_maps = [#map20, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<2x2x16x16xf32>) outs(%838 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %840 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %841 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<2x16x2x16xf32>) outs(%840 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_120 = tensor.collapse_shape %832 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_121 = tensor.collapse_shape %841 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %842 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %843 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%842 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %844 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_120, %collapsed_121 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%843 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_122 = tensor.expand_shape %844 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %845 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %846 = linalg.generic {indexing_maps = [#map21, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341 : tensor<2x2x16x1xf32>) outs(%845 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %847 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %848 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_122, %846 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%847 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %849 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %850 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848, %330 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%849 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %851 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %852 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%851 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %853 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%850 : tensor<2x2x16x16xf32>) outs(%852 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %854 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %855 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853 : tensor<2x2x16xf32>) outs(%854 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %expanded_123 = tensor.expand_shape %855 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %856 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %857 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_122, %335 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%856 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %858 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %859 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%858 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %860 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_123 : tensor<2x2x16x1xf32>) outs(%859 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %861 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %862 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860 : tensor<2x2x16xf32>) outs(%861 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %863 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %864 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857, %862 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%863 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %865 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %866 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864, %330 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%865 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %867 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %868 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %866 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%867 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_201: f32, %out: f32):
      %2326 = arith.select %in, %in_201, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %869 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %870 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868 : tensor<2x2x16x16xf32>) outs(%869 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_124 = tensor.collapse_shape %870 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %871 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %872 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%871 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %873 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_124, %collapsed_59 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%872 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_125 = tensor.expand_shape %873 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %874 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %875 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_125 : tensor<2x2x16x16xf32>) outs(%874 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %876 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %877 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x16x2x16xf32>) outs(%876 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_126 = tensor.collapse_shape %868 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_127 = tensor.collapse_shape %877 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %878 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %879 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%878 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %880 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_126, %collapsed_127 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%879 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_128 = tensor.expand_shape %880 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %881 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %882 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_128 : tensor<2x2x16x16xf32>) outs(%881 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %883 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %884 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882 : tensor<2x16x2x16xf32>) outs(%883 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_13 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_129 = tensor.collapse_shape %839 [[0], [1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %885 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %886 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_129 : tensor<2x16x32xf32>) outs(%885 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %887 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %888 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%886 : tensor<32x2x16xf32>) outs(%887 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_130 = tensor.collapse_shape %888 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %889 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %890 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%889 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %891 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_130, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%890 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_131 = tensor.expand_shape %891 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %collapsed_132 = tensor.collapse_shape %886 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %collapsed_133 = tensor.collapse_shape %293 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %892 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %893 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%892 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %894 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_132, %collapsed_133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%893 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %collapsed_134 = tensor.collapse_shape %875 [[0], [1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %895 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %896 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_134 : tensor<2x16x32xf32>) outs(%895 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %897 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %898 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896 : tensor<32x2x16xf32>) outs(%897 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_135 = tensor.collapse_shape %898 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %899 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %900 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%899 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %901 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_135, %arg17 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%900 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_136 = tensor.expand_shape %901 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %902 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %903 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_131, %expanded_136 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%902 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_137 = tensor.collapse_shape %896 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %904 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %905 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%904 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %906 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_137, %collapsed_133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%905 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %collapsed_138 = tensor.collapse_shape %884 [[0], [1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %907 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %908 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_138 : tensor<2x16x32xf32>) outs(%907 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %909 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %910 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908 : tensor<32x2x16xf32>) outs(%909 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_139 = tensor.collapse_shape %910 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %911 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %912 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%911 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %913 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_139, %arg16 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%912 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_140 = tensor.expand_shape %913 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %914 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %915 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903, %expanded_140 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%914 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_141 = tensor.collapse_shape %908 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %916 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %917 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%916 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %918 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_141, %collapsed_133 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%917 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %919 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %920 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%919 : tensor<32xf32>) -> tensor<32xf32>
    %921 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%915 : tensor<2x16x32xf32>) outs(%920 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_142 = tensor.expand_shape %921 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %922 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %923 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%922 : tensor<32xf32>) -> tensor<32xf32>
    %924 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_142 : tensor<1x1x32xf32>) outs(%923 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %925 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %926 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%924 : tensor<32xf32>) outs(%925 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %927 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %928 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%927 : tensor<32xf32>) -> tensor<32xf32>
    %929 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%926 : tensor<1x32xf32>) outs(%928 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %930 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %931 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %915 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%930 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %932 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %933 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%915, %285 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%932 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %934 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %935 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%934 : tensor<32xf32>) -> tensor<32xf32>
    %936 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%933 : tensor<2x16x32xf32>) outs(%935 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_143 = tensor.expand_shape %936 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %937 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %938 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%937 : tensor<32xf32>) -> tensor<32xf32>
    %939 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_143 : tensor<1x1x32xf32>) outs(%938 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %940 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %941 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%939 : tensor<32xf32>) outs(%940 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %942 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %943 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%942 : tensor<32xf32>) -> tensor<32xf32>
    %944 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%941 : tensor<1x32xf32>) outs(%943 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %945 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %946 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %931 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%945 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %947 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %948 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%947 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %949 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%946 : tensor<2x16x32xf32>) outs(%948 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_144 = tensor.expand_shape %949 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %950 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %951 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%931, %283 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%950 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %952 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %953 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951 : tensor<2x16x32xf32>) outs(%952 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %954 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %955 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%954 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %956 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%953 : tensor<2x16x32xf32>) outs(%955 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_145 = tensor.expand_shape %956 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %957 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %958 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %951 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%957 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %959 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %960 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_144, %281 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%959 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %961 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %962 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%960, %273 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%961 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %963 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %extracted_146 = tensor.extract %37[] {memopt.phase = "backward"} : tensor<i1>
    %964 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962 : tensor<2x16x1xf32>) outs(%963 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_146, %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %965 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %966 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%964, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%965 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %967 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %968 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%967 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %969 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%966 : tensor<2x16x1xf32>) outs(%968 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %970 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %971 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%969 : tensor<2x16xf32>) outs(%970 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %972 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %973 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%971, %254 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%972 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %974 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %975 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%973 : tensor<2x16x32xf32>) outs(%974 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %976 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %977 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%976 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %978 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%975 : tensor<2x16x32xf32>) outs(%977 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_147 = tensor.expand_shape %978 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %979 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %980 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<2x16x1xf32>) outs(%979 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %981 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %982 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%981 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %983 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%980 : tensor<2x16x1xf32>) outs(%982 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %984 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %985 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983 : tensor<2x16xf32>) outs(%984 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %986 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %987 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%973, %985 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%986 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %988 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %989 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%958, %987 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%988 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %990 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %991 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_145 : tensor<2x16x1xf32>) outs(%990 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %992 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %993 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%992 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %994 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%991 : tensor<2x16x1xf32>) outs(%993 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %995 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %996 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994 : tensor<2x16xf32>) outs(%995 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %997 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %998 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%989, %996 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%997 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %999 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1000 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%999 : tensor<32xf32>) -> tensor<32xf32>
    %1001 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%998 : tensor<2x16x32xf32>) outs(%1000 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_148 = tensor.expand_shape %1001 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1002 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1003 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1002 : tensor<32xf32>) -> tensor<32xf32>
    %1004 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_148 : tensor<1x1x32xf32>) outs(%1003 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1005 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %1006 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%1004 : tensor<32xf32>) outs(%1005 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %1007 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1008 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1007 : tensor<32xf32>) -> tensor<32xf32>
    %1009 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%1006 : tensor<1x32xf32>) outs(%1008 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1010 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1011 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998 : tensor<2x16x32xf32>) outs(%1010 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %1012 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1013 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011 : tensor<32x2x16xf32>) outs(%1012 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_149 = tensor.collapse_shape %1013 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1014 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %1015 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1014 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %1016 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_149, %arg12 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%1015 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_150 = tensor.expand_shape %1016 [[0, 1], [2]] output_shape [2, 16, 128] {memopt.phase = "backward"} : tensor<32x128xf32> into tensor<2x16x128xf32>
    %collapsed_151 = tensor.collapse_shape %1011 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %collapsed_152 = tensor.collapse_shape %228 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %1017 = tensor.empty() {memopt.phase = "backward"} : tensor<32x128xf32>
    %1018 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1017 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %1019 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_151, %collapsed_152 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%1018 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %1020 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1021 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %expanded_150 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1020 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1022 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1023 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150, %226 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1022 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1024 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1025 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<2x16x128xf32>) outs(%1024 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1026 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1027 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1025, %222 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1026 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1028 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1029 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027, %220 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1028 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1030 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1031 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1027, %1029 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1030 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1032 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1033 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1031 : tensor<2x16x128xf32>) outs(%1032 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1034 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1035 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1023, %1033 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1034 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1036 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1037 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1033 : tensor<2x16x128xf32>) outs(%1036 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1038 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1039 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037, %212 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1038 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1040 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1041 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1035, %1039 : tensor<2x16x128xf32>, tensor<2x16x128xf32>) outs(%1040 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x128xf32>
    %1042 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %1043 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1042 : tensor<128xf32>) -> tensor<128xf32>
    %1044 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1041 : tensor<2x16x128xf32>) outs(%1043 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %expanded_153 = tensor.expand_shape %1044 [[0, 1, 2]] output_shape [1, 1, 128] {memopt.phase = "backward"} : tensor<128xf32> into tensor<1x1x128xf32>
    %1045 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %1046 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1045 : tensor<128xf32>) -> tensor<128xf32>
    %1047 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_153 : tensor<1x1x128xf32>) outs(%1046 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1048 = tensor.empty() {memopt.phase = "backward"} : tensor<1x128xf32>
    %1049 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%1047 : tensor<128xf32>) outs(%1048 : tensor<1x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128xf32>
    %1050 = tensor.empty() {memopt.phase = "backward"} : tensor<128xf32>
    %1051 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1050 : tensor<128xf32>) -> tensor<128xf32>
    %1052 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%1049 : tensor<1x128xf32>) outs(%1051 : tensor<128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1053 = tensor.empty() {memopt.phase = "backward"} : tensor<128x2x16xf32>
    %1054 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1041 : tensor<2x16x128xf32>) outs(%1053 : tensor<128x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x16xf32>
    %1055 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x128xf32>
    %1056 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054 : tensor<128x2x16xf32>) outs(%1055 : tensor<2x16x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x128xf32>
    %collapsed_154 = tensor.collapse_shape %1056 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x128xf32> into tensor<32x128xf32>
    %1057 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1058 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1057 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1059 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_154, %arg10 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%1058 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_155 = tensor.expand_shape %1059 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %collapsed_156 = tensor.collapse_shape %1054 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<128x2x16xf32> into tensor<128x32xf32>
    %collapsed_157 = tensor.collapse_shape %195 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1060 = tensor.empty() {memopt.phase = "backward"} : tensor<128x32xf32>
    %1061 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1060 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %1062 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_156, %collapsed_157 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%1061 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %1063 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1064 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1063 : tensor<32xf32>) -> tensor<32xf32>
    %1065 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_155 : tensor<2x16x32xf32>) outs(%1064 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_158 = tensor.expand_shape %1065 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1066 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1067 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1066 : tensor<32xf32>) -> tensor<32xf32>
    %1068 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_158 : tensor<1x1x32xf32>) outs(%1067 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1069 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %1070 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%1068 : tensor<32xf32>) outs(%1069 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %1071 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1072 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1071 : tensor<32xf32>) -> tensor<32xf32>
    %1073 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%1070 : tensor<1x32xf32>) outs(%1072 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1074 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1075 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %expanded_155 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1074 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1076 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1077 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %187 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1076 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1078 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1079 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1078 : tensor<32xf32>) -> tensor<32xf32>
    %1080 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1077 : tensor<2x16x32xf32>) outs(%1079 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_159 = tensor.expand_shape %1080 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1081 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1082 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1081 : tensor<32xf32>) -> tensor<32xf32>
    %1083 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_159 : tensor<1x1x32xf32>) outs(%1082 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1084 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %1085 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%1083 : tensor<32xf32>) outs(%1084 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %1086 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1087 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1086 : tensor<32xf32>) -> tensor<32xf32>
    %1088 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%1085 : tensor<1x32xf32>) outs(%1087 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1089 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1090 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %1075 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1089 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1091 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1092 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1091 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1093 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1090 : tensor<2x16x32xf32>) outs(%1092 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_160 = tensor.expand_shape %1093 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1094 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1095 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075, %185 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1094 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1096 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1097 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1095 : tensor<2x16x32xf32>) outs(%1096 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1098 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1099 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1098 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1100 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1097 : tensor<2x16x32xf32>) outs(%1099 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_161 = tensor.expand_shape %1100 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1101 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1102 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998, %1095 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1101 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1103 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1104 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %183 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1103 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1105 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1104, %175 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1105 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1107 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %extracted_162 = tensor.extract %37[] {memopt.phase = "backward"} : tensor<i1>
    %1108 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1106 : tensor<2x16x1xf32>) outs(%1107 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_162, %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1109 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1110 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1108, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1109 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1111 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1112 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1111 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1113 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1110 : tensor<2x16x1xf32>) outs(%1112 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %1114 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1115 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1113 : tensor<2x16xf32>) outs(%1114 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1116 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1115, %156 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1116 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1118 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1119 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1117 : tensor<2x16x32xf32>) outs(%1118 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1120 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1121 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1120 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1122 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1119 : tensor<2x16x32xf32>) outs(%1121 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_163 = tensor.expand_shape %1122 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1123 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1124 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163 : tensor<2x16x1xf32>) outs(%1123 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1125 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1126 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1125 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1127 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1124 : tensor<2x16x1xf32>) outs(%1126 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %1128 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1129 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1127 : tensor<2x16xf32>) outs(%1128 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1130 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1131 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1117, %1129 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1130 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1132 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1133 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1102, %1131 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1132 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1134 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1135 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161 : tensor<2x16x1xf32>) outs(%1134 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1136 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1137 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1136 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1138 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1135 : tensor<2x16x1xf32>) outs(%1137 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %1139 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1140 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1138 : tensor<2x16xf32>) outs(%1139 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1141 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1142 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1133, %1140 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1141 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1143 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1144 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1142 : tensor<2x16x32xf32>) outs(%1143 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %1145 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1146 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1144 : tensor<32x2x16xf32>) outs(%1145 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_164 = tensor.collapse_shape %1146 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1147 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1148 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1147 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1149 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_164, %arg7 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1148 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %collapsed_165 = tensor.collapse_shape %1144 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %collapsed_166 = tensor.collapse_shape %134 [[0, 1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<32x32xf32>
    %1150 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1151 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1150 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1152 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_165, %collapsed_166 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1151 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_167 = tensor.expand_shape %1149 [[0, 1], [2, 3]] output_shape [2, 16, 2, 16] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x2x16xf32>
    %1153 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1154 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<2x16x2x16xf32>) outs(%1153 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1155 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1156 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1154 : tensor<2x2x16x16xf32>) outs(%1155 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_168 = tensor.collapse_shape %1156 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1157 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1158 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1157 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1159 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_168, %collapsed_36 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1158 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_169 = tensor.expand_shape %1159 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1160 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1161 = linalg.generic {indexing_maps = [#map20, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_169 : tensor<2x2x16x16xf32>) outs(%1160 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %1162 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1163 = linalg.generic {indexing_maps = [#map13, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x16x2x16xf32>) outs(%1162 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_170 = tensor.collapse_shape %1154 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_171 = tensor.collapse_shape %1163 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1164 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1165 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1164 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1166 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_170, %collapsed_171 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1165 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_172 = tensor.expand_shape %1166 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1167 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1168 = linalg.generic {indexing_maps = [#map21, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x2x16x1xf32>) outs(%1167 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1169 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_172, %1168 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1169 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %1171 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1172 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1170, %116 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1171 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %1173 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1174 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1173 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %1175 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1172 : tensor<2x2x16x16xf32>) outs(%1174 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %1176 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1175 : tensor<2x2x16xf32>) outs(%1176 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %expanded_173 = tensor.expand_shape %1177 [[0], [1], [2, 3]] output_shape [2, 2, 16, 1] {memopt.phase = "backward"} : tensor<2x2x16xf32> into tensor<2x2x16x1xf32>
    %1178 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_172, %121 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1178 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %1180 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16xf32>
    %1181 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1180 : tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %1182 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_173 : tensor<2x2x16x1xf32>) outs(%1181 : tensor<2x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16xf32>
    %1183 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1184 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1182 : tensor<2x2x16xf32>) outs(%1183 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %1185 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1186 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179, %1184 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1185 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %1187 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1188 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1186, %116 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) outs(%1187 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %1189 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1190 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %1188 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) outs(%1189 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_201: f32, %out: f32):
      %2326 = arith.select %in, %in_201, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x2x16x16xf32>
    %1191 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1192 = linalg.generic {indexing_maps = [#map19, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1190 : tensor<2x2x16x16xf32>) outs(%1191 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_174 = tensor.collapse_shape %1192 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1193 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1194 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1193 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1195 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_174, %collapsed_32 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1194 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_175 = tensor.expand_shape %1195 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1196 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1197 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_175 : tensor<2x2x16x16xf32>) outs(%1196 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %1198 = tensor.empty() {memopt.phase = "backward"} : tensor<2x2x16x16xf32>
    %1199 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x16x2x16xf32>) outs(%1198 : tensor<2x2x16x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x16xf32>
    %collapsed_176 = tensor.collapse_shape %1190 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_177 = tensor.collapse_shape %1199 [[0, 1], [2], [3]] {memopt.phase = "backward"} : tensor<2x2x16x16xf32> into tensor<4x16x16xf32>
    %1200 = tensor.empty() {memopt.phase = "backward"} : tensor<4x16x16xf32>
    %1201 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1200 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %1202 = linalg.batch_matmul {memopt.phase = "backward"} ins(%collapsed_176, %collapsed_177 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%1201 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_178 = tensor.expand_shape %1202 [[0, 1], [2], [3]] output_shape [2, 2, 16, 16] {memopt.phase = "backward"} : tensor<4x16x16xf32> into tensor<2x2x16x16xf32>
    %1203 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1204 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_178 : tensor<2x2x16x16xf32>) outs(%1203 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x16xf32>
    %1205 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x2x16xf32>
    %1206 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1204 : tensor<2x16x2x16xf32>) outs(%1205 : tensor<2x16x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_13 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x2x16xf32>
    %collapsed_179 = tensor.collapse_shape %1161 [[0], [1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %1207 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1208 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_179 : tensor<2x16x32xf32>) outs(%1207 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %1209 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1210 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1208 : tensor<32x2x16xf32>) outs(%1209 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_180 = tensor.collapse_shape %1210 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1211 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1212 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1211 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1213 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_180, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1212 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_181 = tensor.expand_shape %1213 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %collapsed_182 = tensor.collapse_shape %1208 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %collapsed_183 = tensor.collapse_shape %71 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1214 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1215 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1214 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1216 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_182, %collapsed_183 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1215 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %collapsed_184 = tensor.collapse_shape %1197 [[0], [1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %1217 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1218 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_184 : tensor<2x16x32xf32>) outs(%1217 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %1219 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1220 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1218 : tensor<32x2x16xf32>) outs(%1219 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_185 = tensor.collapse_shape %1220 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1221 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1222 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1221 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1223 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_185, %arg5 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1222 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_186 = tensor.expand_shape %1223 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1224 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1225 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_181, %expanded_186 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1224 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_187 = tensor.collapse_shape %1218 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %1226 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1227 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1226 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1228 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_187, %collapsed_183 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1227 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %collapsed_188 = tensor.collapse_shape %1206 [[0], [1], [2, 3]] {memopt.phase = "backward"} : tensor<2x16x2x16xf32> into tensor<2x16x32xf32>
    %1229 = tensor.empty() {memopt.phase = "backward"} : tensor<32x2x16xf32>
    %1230 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_188 : tensor<2x16x32xf32>) outs(%1229 : tensor<32x2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x2x16xf32>
    %1231 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1232 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1230 : tensor<32x2x16xf32>) outs(%1231 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %collapsed_189 = tensor.collapse_shape %1232 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1233 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1234 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1233 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1235 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_189, %arg4 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1234 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_190 = tensor.expand_shape %1235 [[0, 1], [2]] output_shape [2, 16, 32] {memopt.phase = "backward"} : tensor<32x32xf32> into tensor<2x16x32xf32>
    %1236 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1237 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1225, %expanded_190 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1236 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %collapsed_191 = tensor.collapse_shape %1230 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<32x2x16xf32> into tensor<32x32xf32>
    %1238 = tensor.empty() {memopt.phase = "backward"} : tensor<32x32xf32>
    %1239 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1238 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1240 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_191, %collapsed_183 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1239 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1241 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1242 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1241 : tensor<32xf32>) -> tensor<32xf32>
    %1243 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1237 : tensor<2x16x32xf32>) outs(%1242 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_192 = tensor.expand_shape %1243 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1244 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1245 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1244 : tensor<32xf32>) -> tensor<32xf32>
    %1246 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_192 : tensor<1x1x32xf32>) outs(%1245 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1247 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %1248 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%1246 : tensor<32xf32>) outs(%1247 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %1249 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1250 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1249 : tensor<32xf32>) -> tensor<32xf32>
    %1251 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%1248 : tensor<1x32xf32>) outs(%1250 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1252 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1253 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %1237 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1252 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1254 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1255 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1237, %63 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1254 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1256 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1257 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1256 : tensor<32xf32>) -> tensor<32xf32>
    %1258 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1255 : tensor<2x16x32xf32>) outs(%1257 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %expanded_193 = tensor.expand_shape %1258 [[0, 1, 2]] output_shape [1, 1, 32] {memopt.phase = "backward"} : tensor<32xf32> into tensor<1x1x32xf32>
    %1259 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1260 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1259 : tensor<32xf32>) -> tensor<32xf32>
    %1261 = linalg.generic {indexing_maps = [#map10, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_193 : tensor<1x1x32xf32>) outs(%1260 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1262 = tensor.empty() {memopt.phase = "backward"} : tensor<1x32xf32>
    %1263 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel"]} ins(%1261 : tensor<32xf32>) outs(%1262 : tensor<1x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %1264 = tensor.empty() {memopt.phase = "backward"} : tensor<32xf32>
    %1265 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1264 : tensor<32xf32>) -> tensor<32xf32>
    %1266 = linalg.generic {indexing_maps = [#map15, #map18], iterator_types = ["parallel", "reduction"]} ins(%1263 : tensor<1x32xf32>) outs(%1265 : tensor<32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1267 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1268 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %1253 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1267 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1269 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1270 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1269 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1271 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1268 : tensor<2x16x32xf32>) outs(%1270 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_194 = tensor.expand_shape %1271 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1272 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1273 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1253, %61 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1272 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1274 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1273 : tensor<2x16x32xf32>) outs(%1274 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1276 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1277 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1276 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1278 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1275 : tensor<2x16x32xf32>) outs(%1277 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_195 = tensor.expand_shape %1278 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1279 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1280 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1142, %1273 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1279 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1281 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1282 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_194, %59 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1281 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1283 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1284 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1282, %51 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1283 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1285 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %extracted_196 = tensor.extract %37[] {memopt.phase = "backward"} : tensor<i1>
    %1286 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1284 : tensor<2x16x1xf32>) outs(%1285 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.select %extracted_196, %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1287 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1288 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1286, %33 : tensor<2x16x1xf32>, tensor<2x16x1xf32>) outs(%1287 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1289 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1290 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1289 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1291 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1288 : tensor<2x16x1xf32>) outs(%1290 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %1292 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1293 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1291 : tensor<2x16xf32>) outs(%1292 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1294 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1295 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1293, %24 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1294 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.mulf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1296 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1297 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1295 : tensor<2x16x32xf32>) outs(%1296 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.negf %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1298 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1299 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1298 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1300 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1297 : tensor<2x16x32xf32>) outs(%1299 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %expanded_197 = tensor.expand_shape %1300 [[0], [1, 2]] output_shape [2, 16, 1] {memopt.phase = "backward"} : tensor<2x16xf32> into tensor<2x16x1xf32>
    %1301 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1302 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<2x16x1xf32>) outs(%1301 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1303 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1304 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1303 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1305 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1302 : tensor<2x16x1xf32>) outs(%1304 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %1306 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1307 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305 : tensor<2x16xf32>) outs(%1306 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1308 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1309 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1295, %1307 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1308 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1310 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1311 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1280, %1309 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1310 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1312 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x1xf32>
    %1313 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195 : tensor<2x16x1xf32>) outs(%1312 : tensor<2x16x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.divf %in, %cst_19 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x1xf32>
    %1314 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16xf32>
    %1315 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1314 : tensor<2x16xf32>) -> tensor<2x16xf32>
    %1316 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1313 : tensor<2x16x1xf32>) outs(%1315 : tensor<2x16xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16xf32>
    %1317 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1318 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<2x16xf32>) outs(%1317 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x32xf32>
    %1319 = tensor.empty() {memopt.phase = "backward"} : tensor<2x16x32xf32>
    %1320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1311, %1318 : tensor<2x16x32xf32>, tensor<2x16x32xf32>) outs(%1319 : tensor<2x16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<2x16x32xf32>
    %1321 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %1322 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1321 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %1323 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1320 : tensor<2x16x32xf32>) outs(%1322 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %expanded_198 = tensor.expand_shape %1323 [[0, 1], [2]] output_shape [1, 16, 32] {memopt.phase = "backward"} : tensor<16x32xf32> into tensor<1x16x32xf32>
    %1324 = tensor.empty() {memopt.phase = "backward"} : tensor<16x32xf32>
    %1325 = linalg.fill {memopt.phase = "backward"} ins(%cst_20 : f32) outs(%1324 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %1326 = linalg.generic {indexing_maps = [#map11, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_198 : tensor<1x16x32xf32>) outs(%1325 : tensor<16x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %out, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %collapsed_199 = tensor.collapse_shape %expanded [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x1xi32> into tensor<32x1xi32>
    %collapsed_200 = tensor.collapse_shape %1320 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x16x32xf32> into tensor<32x32xf32>
    %1327 = scf.for %arg87 = %c0 to %c32 step %c1 iter_args(%arg88 = %cst_22) -> (tensor<64x32xf32>) {
      %extracted_201 = tensor.extract %collapsed_199[%arg87, %c0] : tensor<32x1xi32>
      %2326 = arith.index_cast %extracted_201 : i32 to index
      %extracted_slice = tensor.extract_slice %collapsed_200[%arg87, 0] [1, 32] [1, 1] : tensor<32x32xf32> to tensor<32xf32>
      %extracted_slice_202 = tensor.extract_slice %arg88[%2326, 0] [1, 32] [1, 1] : tensor<64x32xf32> to tensor<32xf32>
      %2327 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%extracted_slice : tensor<32xf32>) outs(%extracted_slice_202 : tensor<32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %2328 = arith.addf %out, %in : f32
        linalg.yield %2328 : f32
      } -> tensor<32xf32>
      %inserted_slice_203 = tensor.insert_slice %2327 into %arg88[%2326, 0] [1, 32] [1, 1] : tensor<32xf32> into tensor<64x32xf32>
      scf.yield %inserted_slice_203 : tensor<64x32xf32>
    } {memopt.phase = "backward"}
    %1328 = tensor.empty() {memopt.phase = "backward"} : tensor<64x32xf32>
    %1329 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%598, %1327 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1328 : tensor<64x32xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1330 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1329 : tensor<64x32xf32>) outs(%1330 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1332 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<64x32xf32>) outs(%1332 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1334 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1335 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1331, %1333 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1334 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1336 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1326 : tensor<16x32xf32>) outs(%1336 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1338 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<16x32xf32>) outs(%1338 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1340 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1341 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1337, %1339 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1340 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1342 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1343 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1266 : tensor<32xf32>) outs(%1342 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1344 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1345 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg31 : tensor<32xf32>) outs(%1344 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1346 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1347 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1343, %1345 : tensor<32xf32>, tensor<32xf32>) outs(%1346 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1348 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1349 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1251 : tensor<32xf32>) outs(%1348 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1350 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1351 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg32 : tensor<32xf32>) outs(%1350 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1352 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1353 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1349, %1351 : tensor<32xf32>, tensor<32xf32>) outs(%1352 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1354 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1240 : tensor<32x32xf32>) outs(%1354 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1356 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<32x32xf32>) outs(%1356 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1358 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1359 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1355, %1357 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1358 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1360 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1228 : tensor<32x32xf32>) outs(%1360 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1362 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<32x32xf32>) outs(%1362 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1364 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1365 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1361, %1363 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1364 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1366 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1216 : tensor<32x32xf32>) outs(%1366 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1368 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<32x32xf32>) outs(%1368 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1370 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1367, %1369 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1370 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1372 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1152 : tensor<32x32xf32>) outs(%1372 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1374 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<32x32xf32>) outs(%1374 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1376 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1377 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1373, %1375 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1376 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1378 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1379 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1088 : tensor<32xf32>) outs(%1378 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1380 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1381 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg37 : tensor<32xf32>) outs(%1380 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1382 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1383 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1379, %1381 : tensor<32xf32>, tensor<32xf32>) outs(%1382 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1384 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1385 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1073 : tensor<32xf32>) outs(%1384 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1386 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1387 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg38 : tensor<32xf32>) outs(%1386 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1388 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1389 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1385, %1387 : tensor<32xf32>, tensor<32xf32>) outs(%1388 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1390 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1062 : tensor<128x32xf32>) outs(%1390 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1392 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg39 : tensor<128x32xf32>) outs(%1392 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1394 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1395 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1391, %1393 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1394 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1396 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1397 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1052 : tensor<128xf32>) outs(%1396 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1398 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1399 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg40 : tensor<128xf32>) outs(%1398 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1400 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1401 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1397, %1399 : tensor<128xf32>, tensor<128xf32>) outs(%1400 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1402 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1019 : tensor<32x128xf32>) outs(%1402 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1404 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<32x128xf32>) outs(%1404 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1406 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1403, %1405 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1406 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1408 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1409 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1009 : tensor<32xf32>) outs(%1408 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1410 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1411 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg42 : tensor<32xf32>) outs(%1410 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1412 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1413 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1409, %1411 : tensor<32xf32>, tensor<32xf32>) outs(%1412 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1414 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1415 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%944 : tensor<32xf32>) outs(%1414 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1416 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1417 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg43 : tensor<32xf32>) outs(%1416 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1418 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1419 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1415, %1417 : tensor<32xf32>, tensor<32xf32>) outs(%1418 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1420 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1421 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%929 : tensor<32xf32>) outs(%1420 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1422 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1423 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg44 : tensor<32xf32>) outs(%1422 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1424 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1425 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1421, %1423 : tensor<32xf32>, tensor<32xf32>) outs(%1424 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1426 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%918 : tensor<32x32xf32>) outs(%1426 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1428 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1429 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg45 : tensor<32x32xf32>) outs(%1428 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1430 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1431 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1427, %1429 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1430 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1432 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%906 : tensor<32x32xf32>) outs(%1432 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1434 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<32x32xf32>) outs(%1434 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1436 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1437 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1433, %1435 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1436 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1438 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%894 : tensor<32x32xf32>) outs(%1438 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1440 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<32x32xf32>) outs(%1440 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1442 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1443 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1439, %1441 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1442 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1444 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<32x32xf32>) outs(%1444 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1446 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1447 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg48 : tensor<32x32xf32>) outs(%1446 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1448 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1449 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1445, %1447 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1448 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1450 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1451 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%1450 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1452 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1453 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg49 : tensor<32xf32>) outs(%1452 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1454 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1455 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1451, %1453 : tensor<32xf32>, tensor<32xf32>) outs(%1454 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1456 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1457 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%751 : tensor<32xf32>) outs(%1456 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1458 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1459 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg50 : tensor<32xf32>) outs(%1458 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1460 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1461 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1457, %1459 : tensor<32xf32>, tensor<32xf32>) outs(%1460 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1462 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%740 : tensor<128x32xf32>) outs(%1462 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1464 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg51 : tensor<128x32xf32>) outs(%1464 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1466 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1463, %1465 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1466 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1468 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1469 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%730 : tensor<128xf32>) outs(%1468 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1470 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1471 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg52 : tensor<128xf32>) outs(%1470 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1472 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1473 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1469, %1471 : tensor<128xf32>, tensor<128xf32>) outs(%1472 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1474 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<32x128xf32>) outs(%1474 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1476 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<32x128xf32>) outs(%1476 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1478 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1475, %1477 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1478 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1480 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1481 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%687 : tensor<32xf32>) outs(%1480 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1482 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1483 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg54 : tensor<32xf32>) outs(%1482 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1484 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1485 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1481, %1483 : tensor<32xf32>, tensor<32xf32>) outs(%1484 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1486 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1487 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%624 : tensor<32xf32>) outs(%1486 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1488 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1489 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg55 : tensor<32xf32>) outs(%1488 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1490 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1491 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1487, %1489 : tensor<32xf32>, tensor<32xf32>) outs(%1490 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1492 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1493 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%609 : tensor<32xf32>) outs(%1492 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_6 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1494 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1495 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg56 : tensor<32xf32>) outs(%1494 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1496 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1497 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1493, %1495 : tensor<32xf32>, tensor<32xf32>) outs(%1496 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1498 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1499 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1329 : tensor<64x32xf32>) outs(%1498 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1500 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1499 : tensor<64x32xf32>) outs(%1500 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1502 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<64x32xf32>) outs(%1502 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1504 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1505 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1501, %1503 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1504 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1506 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1326 : tensor<16x32xf32>) outs(%1506 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1508 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1507 : tensor<16x32xf32>) outs(%1508 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1510 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg58 : tensor<16x32xf32>) outs(%1510 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1512 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1513 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1509, %1511 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1512 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1514 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1515 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1266 : tensor<32xf32>) outs(%1514 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1516 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1517 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1515 : tensor<32xf32>) outs(%1516 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1518 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1519 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg59 : tensor<32xf32>) outs(%1518 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1520 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1521 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1517, %1519 : tensor<32xf32>, tensor<32xf32>) outs(%1520 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1522 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1523 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1251 : tensor<32xf32>) outs(%1522 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1524 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1525 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1523 : tensor<32xf32>) outs(%1524 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1526 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1527 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg60 : tensor<32xf32>) outs(%1526 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1528 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1529 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1525, %1527 : tensor<32xf32>, tensor<32xf32>) outs(%1528 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1530 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1240 : tensor<32x32xf32>) outs(%1530 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1532 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1531 : tensor<32x32xf32>) outs(%1532 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1534 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<32x32xf32>) outs(%1534 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1536 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1537 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1533, %1535 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1536 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1538 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1228 : tensor<32x32xf32>) outs(%1538 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1540 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1539 : tensor<32x32xf32>) outs(%1540 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1542 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1543 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<32x32xf32>) outs(%1542 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1544 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1545 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1541, %1543 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1544 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1546 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1216 : tensor<32x32xf32>) outs(%1546 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1548 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1547 : tensor<32x32xf32>) outs(%1548 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1550 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1551 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<32x32xf32>) outs(%1550 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1552 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1553 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1549, %1551 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1552 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1554 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1555 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1152 : tensor<32x32xf32>) outs(%1554 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1556 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1557 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1555 : tensor<32x32xf32>) outs(%1556 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1558 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<32x32xf32>) outs(%1558 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1560 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1561 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1557, %1559 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1560 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1562 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1563 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1088 : tensor<32xf32>) outs(%1562 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1564 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1565 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1563 : tensor<32xf32>) outs(%1564 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1566 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1567 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg65 : tensor<32xf32>) outs(%1566 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1568 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1569 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1565, %1567 : tensor<32xf32>, tensor<32xf32>) outs(%1568 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1570 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1571 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1073 : tensor<32xf32>) outs(%1570 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1572 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1573 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1571 : tensor<32xf32>) outs(%1572 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1574 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1575 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg66 : tensor<32xf32>) outs(%1574 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1576 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1577 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1573, %1575 : tensor<32xf32>, tensor<32xf32>) outs(%1576 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1578 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1579 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1062 : tensor<128x32xf32>) outs(%1578 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1580 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1581 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1579 : tensor<128x32xf32>) outs(%1580 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1582 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1583 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<128x32xf32>) outs(%1582 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1584 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1585 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1581, %1583 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1584 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1586 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1587 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1052 : tensor<128xf32>) outs(%1586 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1588 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1589 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1587 : tensor<128xf32>) outs(%1588 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1590 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1591 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg68 : tensor<128xf32>) outs(%1590 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1592 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1593 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1589, %1591 : tensor<128xf32>, tensor<128xf32>) outs(%1592 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1594 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1595 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1019 : tensor<32x128xf32>) outs(%1594 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1596 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1595 : tensor<32x128xf32>) outs(%1596 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1598 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1599 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<32x128xf32>) outs(%1598 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1600 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1601 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1597, %1599 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1600 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1602 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1603 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1009 : tensor<32xf32>) outs(%1602 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1604 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1605 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1603 : tensor<32xf32>) outs(%1604 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1606 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1607 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg70 : tensor<32xf32>) outs(%1606 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1608 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1609 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1605, %1607 : tensor<32xf32>, tensor<32xf32>) outs(%1608 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1610 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1611 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%944 : tensor<32xf32>) outs(%1610 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1612 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1613 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1611 : tensor<32xf32>) outs(%1612 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1614 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1615 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg71 : tensor<32xf32>) outs(%1614 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1616 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1617 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1613, %1615 : tensor<32xf32>, tensor<32xf32>) outs(%1616 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1618 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1619 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%929 : tensor<32xf32>) outs(%1618 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1620 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1621 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1619 : tensor<32xf32>) outs(%1620 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1622 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1623 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg72 : tensor<32xf32>) outs(%1622 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1624 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1625 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1621, %1623 : tensor<32xf32>, tensor<32xf32>) outs(%1624 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1626 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1627 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%918 : tensor<32x32xf32>) outs(%1626 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1628 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1629 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1627 : tensor<32x32xf32>) outs(%1628 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1630 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1631 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg73 : tensor<32x32xf32>) outs(%1630 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1632 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1633 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1629, %1631 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1632 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1634 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1635 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%906 : tensor<32x32xf32>) outs(%1634 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1636 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1637 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1635 : tensor<32x32xf32>) outs(%1636 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1638 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1639 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<32x32xf32>) outs(%1638 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1640 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1641 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1637, %1639 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1640 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1642 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1643 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%894 : tensor<32x32xf32>) outs(%1642 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1644 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1643 : tensor<32x32xf32>) outs(%1644 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1646 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1647 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<32x32xf32>) outs(%1646 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1648 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1645, %1647 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1648 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1650 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<32x32xf32>) outs(%1650 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1652 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1653 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1651 : tensor<32x32xf32>) outs(%1652 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1654 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1655 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<32x32xf32>) outs(%1654 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1656 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1657 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1653, %1655 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1656 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1658 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1659 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%766 : tensor<32xf32>) outs(%1658 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1660 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1661 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1659 : tensor<32xf32>) outs(%1660 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1662 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1663 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg77 : tensor<32xf32>) outs(%1662 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1664 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1665 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1661, %1663 : tensor<32xf32>, tensor<32xf32>) outs(%1664 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1666 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1667 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%751 : tensor<32xf32>) outs(%1666 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1668 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1669 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1667 : tensor<32xf32>) outs(%1668 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1670 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1671 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg78 : tensor<32xf32>) outs(%1670 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1672 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1673 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1669, %1671 : tensor<32xf32>, tensor<32xf32>) outs(%1672 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1674 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1675 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%740 : tensor<128x32xf32>) outs(%1674 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1676 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1677 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1675 : tensor<128x32xf32>) outs(%1676 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1678 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1679 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<128x32xf32>) outs(%1678 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1680 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1681 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1677, %1679 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1680 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1682 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1683 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%730 : tensor<128xf32>) outs(%1682 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1684 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1685 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1683 : tensor<128xf32>) outs(%1684 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1686 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1687 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg80 : tensor<128xf32>) outs(%1686 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1688 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1689 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1685, %1687 : tensor<128xf32>, tensor<128xf32>) outs(%1688 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1690 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1691 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%697 : tensor<32x128xf32>) outs(%1690 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1692 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1693 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1691 : tensor<32x128xf32>) outs(%1692 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1694 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1695 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<32x128xf32>) outs(%1694 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1696 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1697 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1693, %1695 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1696 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1698 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1699 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%687 : tensor<32xf32>) outs(%1698 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1700 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1701 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1699 : tensor<32xf32>) outs(%1700 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1702 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1703 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg82 : tensor<32xf32>) outs(%1702 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1704 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1705 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1701, %1703 : tensor<32xf32>, tensor<32xf32>) outs(%1704 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1706 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1707 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%624 : tensor<32xf32>) outs(%1706 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1708 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1709 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1707 : tensor<32xf32>) outs(%1708 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1710 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1711 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg83 : tensor<32xf32>) outs(%1710 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1712 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1713 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1709, %1711 : tensor<32xf32>, tensor<32xf32>) outs(%1712 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1714 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1715 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%609 : tensor<32xf32>) outs(%1714 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1716 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1717 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1715 : tensor<32xf32>) outs(%1716 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1718 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1719 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg84 : tensor<32xf32>) outs(%1718 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1720 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1721 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1717, %1719 : tensor<32xf32>, tensor<32xf32>) outs(%1720 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1722 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i1>
    %1723 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%arg28 : tensor<i32>) outs(%1722 : tensor<i1>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: i1):
      %2326 = arith.cmpi slt, %in, %c2147483647_i32 : i32
      linalg.yield %2326 : i1
    } -> tensor<i1>
    %1724 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i32>
    %1725 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%arg28 : tensor<i32>) outs(%1724 : tensor<i32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: i32):
      %2326 = arith.addi %in, %c1_i32 : i32
      linalg.yield %2326 : i32
    } -> tensor<i32>
    %1726 = tensor.empty() {memopt.phase = "optimizer"} : tensor<i32>
    %1727 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = []} ins(%1723, %1725 : tensor<i1>, tensor<i32>) outs(%1726 : tensor<i32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i1, %in_201: i32, %out: i32):
      %2326 = arith.select %in, %in_201, %c2147483647_i32 : i32
      linalg.yield %2326 : i32
    } -> tensor<i32>
    %1728 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1729 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1727 : tensor<i32>) outs(%1728 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: i32, %out: f32):
      %2326 = arith.sitofp %in : i32 to f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %1730 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1731 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1729 : tensor<f32>) outs(%1730 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.powf %cst_5, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %1732 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1733 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1731 : tensor<f32>) outs(%1732 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.subf %cst_16, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %1734 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1735 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1733 : tensor<f32>) outs(%1734 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1736 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1737 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1335, %1735 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1736 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1738 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1739 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1733 : tensor<f32>) outs(%1738 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %1740 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1741 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1341, %1739 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1740 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1742 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1743 = linalg.generic {indexing_maps = [#map24, #map22], iterator_types = ["parallel"]} ins(%1733 : tensor<f32>) outs(%1742 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %1744 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1745 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1347, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1744 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1746 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1747 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1353, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1746 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1748 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1749 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1733 : tensor<f32>) outs(%1748 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1750 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1751 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1359, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1750 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1752 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1753 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1365, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1752 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1754 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1755 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1371, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1754 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1756 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1757 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1377, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1756 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1758 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1759 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1383, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1758 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1760 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1761 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1389, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1760 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1762 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1763 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1733 : tensor<f32>) outs(%1762 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %1764 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1765 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1395, %1763 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1764 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1766 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1767 = linalg.generic {indexing_maps = [#map24, #map22], iterator_types = ["parallel"]} ins(%1733 : tensor<f32>) outs(%1766 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128xf32>
    %1768 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1769 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1401, %1767 : tensor<128xf32>, tensor<128xf32>) outs(%1768 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1770 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1771 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1733 : tensor<f32>) outs(%1770 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %1772 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1773 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1407, %1771 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1772 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1774 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1775 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1413, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1774 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1776 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1777 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1419, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1776 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1778 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1779 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1425, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1778 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1780 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1781 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1431, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1780 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1782 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1783 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1437, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1782 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1784 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1785 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1443, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1784 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1786 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1787 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1449, %1749 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1786 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1788 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1789 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1455, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1788 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1790 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1791 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1461, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1790 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1792 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1793 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1467, %1763 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1792 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1794 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1795 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1473, %1767 : tensor<128xf32>, tensor<128xf32>) outs(%1794 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1796 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1797 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1479, %1771 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1796 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1798 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1799 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1485, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1798 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1800 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1801 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1491, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1800 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1802 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1803 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1497, %1743 : tensor<32xf32>, tensor<32xf32>) outs(%1802 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1804 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1805 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1729 : tensor<f32>) outs(%1804 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.powf %cst_3, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %1806 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1807 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%1805 : tensor<f32>) outs(%1806 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.subf %cst_16, %in : f32
      linalg.yield %2326 : f32
    } -> tensor<f32>
    %1808 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1809 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1807 : tensor<f32>) outs(%1808 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1810 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1811 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1505, %1809 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1810 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1812 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1813 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1807 : tensor<f32>) outs(%1812 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %1814 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1815 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1513, %1813 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1814 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1816 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1817 = linalg.generic {indexing_maps = [#map24, #map22], iterator_types = ["parallel"]} ins(%1807 : tensor<f32>) outs(%1816 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32xf32>
    %1818 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1819 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1521, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1818 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1820 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1821 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1529, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1820 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1822 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1823 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1807 : tensor<f32>) outs(%1822 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1824 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1825 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1537, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1824 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1826 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1827 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1545, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1826 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1828 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1829 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1553, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1828 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1830 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1831 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1561, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1830 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1832 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1833 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1569, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1832 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1834 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1835 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1577, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1834 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1836 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1837 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1807 : tensor<f32>) outs(%1836 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %1838 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1839 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1585, %1837 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1838 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1840 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1841 = linalg.generic {indexing_maps = [#map24, #map22], iterator_types = ["parallel"]} ins(%1807 : tensor<f32>) outs(%1840 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128xf32>
    %1842 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1843 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1593, %1841 : tensor<128xf32>, tensor<128xf32>) outs(%1842 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1844 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1845 = linalg.generic {indexing_maps = [#map23, #map], iterator_types = ["parallel", "parallel"]} ins(%1807 : tensor<f32>) outs(%1844 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %1846 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1847 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1601, %1845 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1846 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1848 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1849 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1609, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1848 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1850 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1851 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1617, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1850 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1852 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1853 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1625, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1852 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1854 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1855 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1633, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1854 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1856 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1857 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1641, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1856 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1858 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1859 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1649, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1858 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1860 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1861 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1657, %1823 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1860 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1862 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1863 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1665, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1862 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1864 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1865 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1673, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1864 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1866 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1867 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1681, %1837 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1866 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1868 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1869 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1689, %1841 : tensor<128xf32>, tensor<128xf32>) outs(%1868 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1870 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1871 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1697, %1845 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1870 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1872 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1873 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1705, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1872 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1874 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1875 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1713, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1874 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1876 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1877 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1721, %1817 : tensor<32xf32>, tensor<32xf32>) outs(%1876 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1878 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1879 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1811 : tensor<64x32xf32>) outs(%1878 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1880 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1881 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1879 : tensor<64x32xf32>) outs(%1880 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1882 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1883 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1881 : tensor<64x32xf32>) outs(%1882 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1884 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %1885 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1737, %1883 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%1884 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %1886 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1887 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1815 : tensor<16x32xf32>) outs(%1886 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1888 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1889 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1887 : tensor<16x32xf32>) outs(%1888 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1890 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1891 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1889 : tensor<16x32xf32>) outs(%1890 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1892 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %1893 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1741, %1891 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1892 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %1894 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1895 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1819 : tensor<32xf32>) outs(%1894 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1896 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1897 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1895 : tensor<32xf32>) outs(%1896 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1898 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1899 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1897 : tensor<32xf32>) outs(%1898 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1900 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1901 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1745, %1899 : tensor<32xf32>, tensor<32xf32>) outs(%1900 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1902 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1903 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1821 : tensor<32xf32>) outs(%1902 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1904 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1905 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1903 : tensor<32xf32>) outs(%1904 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1906 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1907 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1905 : tensor<32xf32>) outs(%1906 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1908 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1909 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1747, %1907 : tensor<32xf32>, tensor<32xf32>) outs(%1908 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1910 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1911 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1825 : tensor<32x32xf32>) outs(%1910 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1912 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1913 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1911 : tensor<32x32xf32>) outs(%1912 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1914 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1915 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1913 : tensor<32x32xf32>) outs(%1914 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1916 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1917 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1751, %1915 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1916 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1918 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1919 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1827 : tensor<32x32xf32>) outs(%1918 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1920 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1921 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1919 : tensor<32x32xf32>) outs(%1920 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1922 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1923 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1921 : tensor<32x32xf32>) outs(%1922 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1924 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1925 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1753, %1923 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1924 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1926 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1927 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1829 : tensor<32x32xf32>) outs(%1926 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1928 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1929 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1927 : tensor<32x32xf32>) outs(%1928 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1930 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1931 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1929 : tensor<32x32xf32>) outs(%1930 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1932 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1933 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1755, %1931 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1932 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1934 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1935 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1831 : tensor<32x32xf32>) outs(%1934 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1936 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1937 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1935 : tensor<32x32xf32>) outs(%1936 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1938 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1939 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1937 : tensor<32x32xf32>) outs(%1938 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1940 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %1941 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1757, %1939 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1940 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %1942 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1943 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1833 : tensor<32xf32>) outs(%1942 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1944 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1945 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1943 : tensor<32xf32>) outs(%1944 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1946 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1947 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1945 : tensor<32xf32>) outs(%1946 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1948 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1949 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1759, %1947 : tensor<32xf32>, tensor<32xf32>) outs(%1948 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1950 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1951 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1835 : tensor<32xf32>) outs(%1950 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1952 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1953 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1951 : tensor<32xf32>) outs(%1952 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1954 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1955 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1953 : tensor<32xf32>) outs(%1954 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1956 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1957 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1761, %1955 : tensor<32xf32>, tensor<32xf32>) outs(%1956 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1958 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1959 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1839 : tensor<128x32xf32>) outs(%1958 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1960 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1961 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1959 : tensor<128x32xf32>) outs(%1960 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1962 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1963 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1961 : tensor<128x32xf32>) outs(%1962 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1964 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %1965 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1765, %1963 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1964 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %1966 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1967 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1843 : tensor<128xf32>) outs(%1966 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1968 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1969 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1967 : tensor<128xf32>) outs(%1968 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1970 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1971 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1969 : tensor<128xf32>) outs(%1970 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1972 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %1973 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1769, %1971 : tensor<128xf32>, tensor<128xf32>) outs(%1972 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %1974 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1975 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1847 : tensor<32x128xf32>) outs(%1974 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1976 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1977 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1975 : tensor<32x128xf32>) outs(%1976 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1978 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1979 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1977 : tensor<32x128xf32>) outs(%1978 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1980 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %1981 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1773, %1979 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1980 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %1982 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1983 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1849 : tensor<32xf32>) outs(%1982 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1984 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1985 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1983 : tensor<32xf32>) outs(%1984 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1986 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1987 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1985 : tensor<32xf32>) outs(%1986 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1988 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1989 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1775, %1987 : tensor<32xf32>, tensor<32xf32>) outs(%1988 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1990 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1991 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1851 : tensor<32xf32>) outs(%1990 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1992 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1993 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1991 : tensor<32xf32>) outs(%1992 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1994 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1995 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1993 : tensor<32xf32>) outs(%1994 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1996 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1997 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1777, %1995 : tensor<32xf32>, tensor<32xf32>) outs(%1996 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %1998 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %1999 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1853 : tensor<32xf32>) outs(%1998 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2000 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2001 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1999 : tensor<32xf32>) outs(%2000 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2002 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2003 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2001 : tensor<32xf32>) outs(%2002 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2004 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2005 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1779, %2003 : tensor<32xf32>, tensor<32xf32>) outs(%2004 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2006 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2007 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1855 : tensor<32x32xf32>) outs(%2006 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2008 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2009 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2007 : tensor<32x32xf32>) outs(%2008 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2010 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2011 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2009 : tensor<32x32xf32>) outs(%2010 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2012 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2013 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1781, %2011 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2012 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2014 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2015 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1857 : tensor<32x32xf32>) outs(%2014 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2016 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2017 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2015 : tensor<32x32xf32>) outs(%2016 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2018 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2019 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2017 : tensor<32x32xf32>) outs(%2018 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2020 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2021 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1783, %2019 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2020 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2022 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2023 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1859 : tensor<32x32xf32>) outs(%2022 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2024 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2025 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2023 : tensor<32x32xf32>) outs(%2024 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2026 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2027 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2025 : tensor<32x32xf32>) outs(%2026 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2028 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2029 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1785, %2027 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2028 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2030 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2031 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1861 : tensor<32x32xf32>) outs(%2030 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2032 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2033 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2031 : tensor<32x32xf32>) outs(%2032 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2034 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2035 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2033 : tensor<32x32xf32>) outs(%2034 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2036 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2037 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1787, %2035 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2036 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2038 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2039 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1863 : tensor<32xf32>) outs(%2038 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2040 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2041 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2039 : tensor<32xf32>) outs(%2040 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2042 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2043 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2041 : tensor<32xf32>) outs(%2042 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2044 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2045 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1789, %2043 : tensor<32xf32>, tensor<32xf32>) outs(%2044 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2046 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2047 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1865 : tensor<32xf32>) outs(%2046 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2048 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2049 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2047 : tensor<32xf32>) outs(%2048 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2050 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2051 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2049 : tensor<32xf32>) outs(%2050 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2052 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2053 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1791, %2051 : tensor<32xf32>, tensor<32xf32>) outs(%2052 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2054 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2055 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1867 : tensor<128x32xf32>) outs(%2054 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2056 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2057 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2055 : tensor<128x32xf32>) outs(%2056 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2058 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2059 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2057 : tensor<128x32xf32>) outs(%2058 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2060 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2061 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1793, %2059 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%2060 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2062 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2063 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1869 : tensor<128xf32>) outs(%2062 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2064 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2065 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2063 : tensor<128xf32>) outs(%2064 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2066 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2067 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2065 : tensor<128xf32>) outs(%2066 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2068 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2069 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1795, %2067 : tensor<128xf32>, tensor<128xf32>) outs(%2068 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2070 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2071 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1871 : tensor<32x128xf32>) outs(%2070 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2072 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2073 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2071 : tensor<32x128xf32>) outs(%2072 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2074 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2075 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2073 : tensor<32x128xf32>) outs(%2074 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2076 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2077 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1797, %2075 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%2076 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2078 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2079 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1873 : tensor<32xf32>) outs(%2078 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2080 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2081 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2079 : tensor<32xf32>) outs(%2080 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2082 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2083 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2081 : tensor<32xf32>) outs(%2082 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2084 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2085 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1799, %2083 : tensor<32xf32>, tensor<32xf32>) outs(%2084 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2086 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2087 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1875 : tensor<32xf32>) outs(%2086 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2088 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2089 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2087 : tensor<32xf32>) outs(%2088 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2090 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2091 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2089 : tensor<32xf32>) outs(%2090 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2092 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2093 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1801, %2091 : tensor<32xf32>, tensor<32xf32>) outs(%2092 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2094 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2095 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%1877 : tensor<32xf32>) outs(%2094 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_20 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2096 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2097 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2095 : tensor<32xf32>) outs(%2096 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = math.sqrt %in : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2098 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2099 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2097 : tensor<32xf32>) outs(%2098 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.addf %in, %cst_2 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2100 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2101 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1803, %2099 : tensor<32xf32>, tensor<32xf32>) outs(%2100 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.divf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2102 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %2103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x32xf32>) outs(%2102 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %2104 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %2105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1885, %2103 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%2104 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %2106 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %2107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<16x32xf32>) outs(%2106 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %2108 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %2109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1893, %2107 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2108 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %2110 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2111 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%2110 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2112 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2113 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1901, %2111 : tensor<32xf32>, tensor<32xf32>) outs(%2112 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2114 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2115 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg3 : tensor<32xf32>) outs(%2114 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2116 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2117 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1909, %2115 : tensor<32xf32>, tensor<32xf32>) outs(%2116 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2118 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x32xf32>) outs(%2118 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2120 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1917, %2119 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2120 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2122 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<32x32xf32>) outs(%2122 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2124 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1925, %2123 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2124 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2126 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x32xf32>) outs(%2126 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2128 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1933, %2127 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2128 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2130 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x32xf32>) outs(%2130 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2132 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1941, %2131 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2132 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2134 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2135 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xf32>) outs(%2134 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2136 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2137 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1949, %2135 : tensor<32xf32>, tensor<32xf32>) outs(%2136 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2138 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2139 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%2138 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2140 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2141 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1957, %2139 : tensor<32xf32>, tensor<32xf32>) outs(%2140 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2142 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<128x32xf32>) outs(%2142 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2144 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1965, %2143 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%2144 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2146 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2147 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg11 : tensor<128xf32>) outs(%2146 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2148 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2149 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1973, %2147 : tensor<128xf32>, tensor<128xf32>) outs(%2148 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2150 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<32x128xf32>) outs(%2150 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2152 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1981, %2151 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%2152 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2154 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2155 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg13 : tensor<32xf32>) outs(%2154 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2156 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2157 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1989, %2155 : tensor<32xf32>, tensor<32xf32>) outs(%2156 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2158 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2159 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg14 : tensor<32xf32>) outs(%2158 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2160 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2161 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%1997, %2159 : tensor<32xf32>, tensor<32xf32>) outs(%2160 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2162 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2163 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg15 : tensor<32xf32>) outs(%2162 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2164 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2165 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%2005, %2163 : tensor<32xf32>, tensor<32xf32>) outs(%2164 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2166 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x32xf32>) outs(%2166 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2168 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2013, %2167 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2168 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2170 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<32x32xf32>) outs(%2170 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2172 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2021, %2171 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2172 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2174 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32x32xf32>) outs(%2174 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2176 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2177 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2029, %2175 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2176 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2178 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32x32xf32>) outs(%2178 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2180 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2181 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2037, %2179 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2180 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2182 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2183 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg20 : tensor<32xf32>) outs(%2182 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2184 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2185 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%2045, %2183 : tensor<32xf32>, tensor<32xf32>) outs(%2184 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2186 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2187 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg21 : tensor<32xf32>) outs(%2186 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2188 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2189 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%2053, %2187 : tensor<32xf32>, tensor<32xf32>) outs(%2188 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2190 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<128x32xf32>) outs(%2190 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2192 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2061, %2191 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%2192 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2194 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2195 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg23 : tensor<128xf32>) outs(%2194 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2196 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2197 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%2069, %2195 : tensor<128xf32>, tensor<128xf32>) outs(%2196 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2198 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<32x128xf32>) outs(%2198 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2200 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2077, %2199 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%2200 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2202 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2203 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg25 : tensor<32xf32>) outs(%2202 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2204 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2205 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%2085, %2203 : tensor<32xf32>, tensor<32xf32>) outs(%2204 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2206 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2207 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg26 : tensor<32xf32>) outs(%2206 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2208 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2209 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%2093, %2207 : tensor<32xf32>, tensor<32xf32>) outs(%2208 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2210 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2211 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%arg27 : tensor<32xf32>) outs(%2210 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2212 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2213 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%2101, %2211 : tensor<32xf32>, tensor<32xf32>) outs(%2212 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2214 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %2215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2105 : tensor<64x32xf32>) outs(%2214 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %2216 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %2217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2109 : tensor<16x32xf32>) outs(%2216 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %2218 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2219 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2113 : tensor<32xf32>) outs(%2218 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2220 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2221 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2117 : tensor<32xf32>) outs(%2220 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2222 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2121 : tensor<32x32xf32>) outs(%2222 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2224 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2125 : tensor<32x32xf32>) outs(%2224 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2226 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2129 : tensor<32x32xf32>) outs(%2226 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2228 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2133 : tensor<32x32xf32>) outs(%2228 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2230 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2231 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2137 : tensor<32xf32>) outs(%2230 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2232 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2233 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2141 : tensor<32xf32>) outs(%2232 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2234 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2145 : tensor<128x32xf32>) outs(%2234 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2236 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2237 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2149 : tensor<128xf32>) outs(%2236 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2238 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2153 : tensor<32x128xf32>) outs(%2238 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2240 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2241 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2157 : tensor<32xf32>) outs(%2240 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2242 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2243 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2161 : tensor<32xf32>) outs(%2242 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2244 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2245 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2165 : tensor<32xf32>) outs(%2244 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2246 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2169 : tensor<32x32xf32>) outs(%2246 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2248 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2173 : tensor<32x32xf32>) outs(%2248 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2250 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2177 : tensor<32x32xf32>) outs(%2250 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2252 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2181 : tensor<32x32xf32>) outs(%2252 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2254 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2255 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2185 : tensor<32xf32>) outs(%2254 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2256 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2257 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2189 : tensor<32xf32>) outs(%2256 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2258 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2193 : tensor<128x32xf32>) outs(%2258 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2260 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2261 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2197 : tensor<128xf32>) outs(%2260 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2262 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2201 : tensor<32x128xf32>) outs(%2262 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2264 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2265 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2205 : tensor<32xf32>) outs(%2264 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2266 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2267 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2209 : tensor<32xf32>) outs(%2266 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2268 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2269 = linalg.generic {indexing_maps = [#map22, #map22], iterator_types = ["parallel"]} ins(%2213 : tensor<32xf32>) outs(%2268 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2326 = arith.mulf %in, %cst_0 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2270 = tensor.empty() {memopt.phase = "optimizer"} : tensor<64x32xf32>
    %2271 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2215 : tensor<64x32xf32>, tensor<64x32xf32>) outs(%2270 : tensor<64x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<64x32xf32>
    %2272 = tensor.empty() {memopt.phase = "optimizer"} : tensor<16x32xf32>
    %2273 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %2217 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%2272 : tensor<16x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<16x32xf32>
    %2274 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2275 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg2, %2219 : tensor<32xf32>, tensor<32xf32>) outs(%2274 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2276 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2277 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg3, %2221 : tensor<32xf32>, tensor<32xf32>) outs(%2276 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2278 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2279 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %2223 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2278 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2280 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2281 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5, %2225 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2280 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2282 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2283 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %2227 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2282 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2284 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7, %2229 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2284 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2286 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2287 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg8, %2231 : tensor<32xf32>, tensor<32xf32>) outs(%2286 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2288 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2289 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg9, %2233 : tensor<32xf32>, tensor<32xf32>) outs(%2288 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2290 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10, %2235 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%2290 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2292 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2293 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg11, %2237 : tensor<128xf32>, tensor<128xf32>) outs(%2292 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2294 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2295 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12, %2239 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%2294 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2296 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2297 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg13, %2241 : tensor<32xf32>, tensor<32xf32>) outs(%2296 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2298 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2299 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg14, %2243 : tensor<32xf32>, tensor<32xf32>) outs(%2298 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2300 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2301 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg15, %2245 : tensor<32xf32>, tensor<32xf32>) outs(%2300 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2302 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2303 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16, %2247 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2302 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2304 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2305 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17, %2249 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2304 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2306 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2307 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18, %2251 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2306 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2308 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x32xf32>
    %2309 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19, %2253 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%2308 : tensor<32x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x32xf32>
    %2310 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2311 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg20, %2255 : tensor<32xf32>, tensor<32xf32>) outs(%2310 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2312 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2313 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg21, %2257 : tensor<32xf32>, tensor<32xf32>) outs(%2312 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2314 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x32xf32>
    %2315 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %2259 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%2314 : tensor<128x32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128x32xf32>
    %2316 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128xf32>
    %2317 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg23, %2261 : tensor<128xf32>, tensor<128xf32>) outs(%2316 : tensor<128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<128xf32>
    %2318 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32x128xf32>
    %2319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24, %2263 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%2318 : tensor<32x128xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32x128xf32>
    %2320 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2321 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg25, %2265 : tensor<32xf32>, tensor<32xf32>) outs(%2320 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2322 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2323 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg26, %2267 : tensor<32xf32>, tensor<32xf32>) outs(%2322 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    %2324 = tensor.empty() {memopt.phase = "optimizer"} : tensor<32xf32>
    %2325 = linalg.generic {indexing_maps = [#map22, #map22, #map22], iterator_types = ["parallel"]} ins(%arg27, %2269 : tensor<32xf32>, tensor<32xf32>) outs(%2324 : tensor<32xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_201: f32, %out: f32):
      %2326 = arith.addf %in, %in_201 : f32
      linalg.yield %2326 : f32
    } -> tensor<32xf32>
    return {memopt.phase = "optimizer"} %556, %2271, %2273, %2275, %2277, %2279, %2281, %2283, %2285, %2287, %2289, %2291, %2293, %2295, %2297, %2299, %2301, %2303, %2305, %2307, %2309, %2311, %2313, %2315, %2317, %2319, %2321, %2323, %2325, %1727, %1335, %1341, %1347, %1353, %1359, %1365, %1371, %1377, %1383, %1389, %1395, %1401, %1407, %1413, %1419, %1425, %1431, %1437, %1443, %1449, %1455, %1461, %1467, %1473, %1479, %1485, %1491, %1497, %1505, %1513, %1521, %1529, %1537, %1545, %1553, %1561, %1569, %1577, %1585, %1593, %1601, %1609, %1617, %1625, %1633, %1641, %1649, %1657, %1665, %1673, %1681, %1689, %1697, %1705, %1713, %1721 : tensor<f32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
