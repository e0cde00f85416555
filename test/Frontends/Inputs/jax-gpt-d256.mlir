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
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0) -> ()>
module @jit_step {
  func.func public @main(%arg0: tensor<4096x256xf32> {memopt.name = "wte.weight", memopt.role = "parameter"}, %arg1: tensor<128x256xf32> {memopt.name = "wpe.weight", memopt.role = "parameter"}, %arg2: tensor<256xf32> {memopt.name = "h.0.ln_1.weight", memopt.role = "parameter"}, %arg3: tensor<256xf32> {memopt.name = "h.0.ln_1.bias", memopt.role = "parameter"}, %arg4: tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight", memopt.role = "parameter"}, %arg5: tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias", memopt.role = "parameter"}, %arg6: tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight", memopt.role = "parameter"}, %arg7: tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias", memopt.role = "parameter"}, %arg8: tensor<256xf32> {memopt.name = "h.0.ln_2.weight", memopt.role = "parameter"}, %arg9: tensor<256xf32> {memopt.name = "h.0.ln_2.bias", memopt.role = "parameter"}, %arg10: tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight", memopt.role = "parameter"}, %arg11: tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias", memopt.role = "parameter"}, %arg12: tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight", memopt.role = "parameter"}, %arg13: tensor<256xf32> {memopt.name = "h.0.mlp.2.bias", memopt.role = "parameter"}, %arg14: tensor<256xf32> {memopt.name = "h.1.ln_1.weight", memopt.role = "parameter"}, %arg15: tensor<256xf32> {memopt.name = "h.1.ln_1.bias", memopt.role = "parameter"}, %arg16: tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight", memopt.role = "parameter"}, %arg17: tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias", memopt.role = "parameter"}, %arg18: tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight", memopt.role = "parameter"}, %arg19: tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias", memopt.role = "parameter"}, %arg20: tensor<256xf32> {memopt.name = "h.1.ln_2.weight", memopt.role = "parameter"}, %arg21: tensor<256xf32> {memopt.name = "h.1.ln_2.bias", memopt.role = "parameter"}, %arg22: tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight", memopt.role = "parameter"}, %arg23: tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias", memopt.role = "parameter"}, %arg24: tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight", memopt.role = "parameter"}, %arg25: tensor<256xf32> {memopt.name = "h.1.mlp.2.bias", memopt.role = "parameter"}, %arg26: tensor<256xf32> {memopt.name = "ln_f.weight", memopt.role = "parameter"}, %arg27: tensor<256xf32> {memopt.name = "ln_f.bias", memopt.role = "parameter"}, %arg28: tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg", memopt.role = "optimizer_state"}, %arg29: tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg", memopt.role = "optimizer_state"}, %arg30: tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg31: tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg32: tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg33: tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg34: tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg35: tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg36: tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg37: tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg38: tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg39: tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg40: tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg41: tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg42: tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg", memopt.role = "optimizer_state"}, %arg43: tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg", memopt.role = "optimizer_state"}, %arg44: tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg", memopt.role = "optimizer_state"}, %arg45: tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg", memopt.role = "optimizer_state"}, %arg46: tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg", memopt.role = "optimizer_state"}, %arg47: tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg", memopt.role = "optimizer_state"}, %arg48: tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg49: tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg50: tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg", memopt.role = "optimizer_state"}, %arg51: tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg", memopt.role = "optimizer_state"}, %arg52: tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg", memopt.role = "optimizer_state"}, %arg53: tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg", memopt.role = "optimizer_state"}, %arg54: tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg", memopt.role = "optimizer_state"}, %arg55: tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg", memopt.role = "optimizer_state"}, %arg56: tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg57: tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg58: tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg59: tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg60: tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg61: tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg62: tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg63: tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg64: tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg65: tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg66: tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg67: tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg68: tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg69: tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg70: tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg71: tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg72: tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg73: tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg74: tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg75: tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg76: tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg77: tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg78: tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg79: tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg80: tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg81: tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg82: tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg_sq", memopt.role = "optimizer_state"}, %arg83: tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg_sq", memopt.role = "optimizer_state"}, %arg84: tensor<f32> {memopt.name = "step", memopt.role = "input"}, %arg85: tensor<2x128xi32> {memopt.name = "tokens", memopt.range = array<i64: 0, 4096>, memopt.role = "input"}, %arg86: tensor<2x128xi32> {memopt.name = "targets", memopt.range = array<i64: 0, 4096>, memopt.role = "input"}) -> (tensor<f32> {memopt.name = "loss", memopt.role = "loss"}, tensor<4096x256xf32> {memopt.name = "wte.weight.new", memopt.role = "parameter"}, tensor<128x256xf32> {memopt.name = "wpe.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_1.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_1.bias.new", memopt.role = "parameter"}, tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.ln_2.bias.new", memopt.role = "parameter"}, tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.new", memopt.role = "parameter"}, tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.new", memopt.role = "parameter"}, tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_1.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_1.bias.new", memopt.role = "parameter"}, tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.new", memopt.role = "parameter"}, tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.new", memopt.role = "parameter"}, tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.ln_2.bias.new", memopt.role = "parameter"}, tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.new", memopt.role = "parameter"}, tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.new", memopt.role = "parameter"}, tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "ln_f.weight.new", memopt.role = "parameter"}, tensor<256xf32> {memopt.name = "ln_f.bias.new", memopt.role = "parameter"}, tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg.new", memopt.role = "optimizer_state"}, tensor<4096x256xf32> {memopt.name = "wte.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<128x256xf32> {memopt.name = "wpe.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.0.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.0.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.0.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.0.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.0.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.0.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.0.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_1.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768x256xf32> {memopt.name = "h.1.attn.c_attn.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<768xf32> {memopt.name = "h.1.attn.c_attn.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x256xf32> {memopt.name = "h.1.attn.c_proj.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.attn.c_proj.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.ln_2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024x256xf32> {memopt.name = "h.1.mlp.0.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<1024xf32> {memopt.name = "h.1.mlp.0.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256x1024xf32> {memopt.name = "h.1.mlp.2.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "h.1.mlp.2.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.weight.exp_avg_sq.new", memopt.role = "optimizer_state"}, tensor<256xf32> {memopt.name = "ln_f.bias.exp_avg_sq.new", memopt.role = "optimizer_state"}) {
    %c256 = arith.constant 256 : index
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
    %c4095 = arith.constant {memopt.phase = "forward"} 4095 : index
    %c0 = arith.constant {memopt.phase = "forward"} 0 : index
    %c4095_i32 = arith.constant {memopt.phase = "forward"} 4095 : i32
    %cst_7 = arith.constant {memopt.phase = "forward"} 0.797884583 : f32
    %cst_8 = arith.constant {memopt.phase = "forward"} 4.471500e-02 : f32
    %cst_9 = arith.constant {memopt.phase = "forward"} 3.000000e+00 : f32
    %cst_10 = arith.constant {memopt.phase = "forward"} 0xFF800000 : f32
    %true = arith.constant {memopt.phase = "forward"} true
    %cst_11 = arith.constant {memopt.phase = "forward"} 8.000000e+00 : f32
    %cst_12 = arith.constant {memopt.phase = "forward"} 1.000000e+00 : f32
    %cst_13 = arith.constant {memopt.phase = "forward"} 5.000000e-01 : f32
    %cst_14 = arith.constant {memopt.phase = "forward"} 9.99999974E-6 : f32
    %cst_15 = arith.constant {memopt.phase = "forward"} 2.000000e+00 : f32
    %cst_16 = arith.constant {memopt.phase = "forward"} 2.560000e+02 : f32
    %cst_17 = arith.constant {memopt.phase = "forward"} 0.000000e+00 : f32
    %c4096_i32 = arith.constant {memopt.phase = "forward"} 4096 : i32
    %c0_i32 = arith.constant {memopt.phase = "forward"} 0 : i32
    %cst_18 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<2x128x4096xf32>
    %cst_19 = arith.constant {memopt.phase = "backward"} dense<0.000000e+00> : tensor<4096x256xf32>
    %0 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x128xi32>) outs(%0 : tensor<2x128xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2057 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %2057 : i1
    } -> tensor<2x128xi1>
    %2 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<2x128xi32>) outs(%2 : tensor<2x128xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %2057 = arith.addi %in, %c4096_i32 : i32
      linalg.yield %2057 : i32
    } -> tensor<2x128xi32>
    %4 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg85 : tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) outs(%4 : tensor<2x128xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_178: i32, %in_179: i32, %out: i32):
      %2057 = arith.select %in, %in_178, %in_179 : i32
      linalg.yield %2057 : i32
    } -> tensor<2x128xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "forward"} : tensor<2x128xi32> into tensor<2x128x1xi32>
    %6 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x128x1xi32>) outs(%6 : tensor<2x128x1x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: f32):
      %2057 = arith.index_cast %in : i32 to index
      %2058 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%2057, %2058] : tensor<4096x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x128x1x256xf32>
    %collapsed = tensor.collapse_shape %7 [[0], [1], [2, 3]] {memopt.phase = "forward"} : tensor<2x128x1x256xf32> into tensor<2x128x256xf32>
    %8 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<128x256xf32>) outs(%8 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %10 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %9 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%10 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %12 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %13 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%12 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<2x128x256xf32>) outs(%13 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_20 = tensor.expand_shape %14 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %15 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<2x128x1xf32>) outs(%15 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %17 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %18 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x128x1xf32>) outs(%17 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %19 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %18 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%19 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %21 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x128x256xf32>) outs(%21 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %23 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x128x256xf32>) outs(%23 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_15 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %25 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %26 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%25 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<2x128x256xf32>) outs(%26 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_21 = tensor.expand_shape %27 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %28 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<2x128x1xf32>) outs(%28 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %30 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x128x1xf32>) outs(%30 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_14 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %32 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x128x1xf32>) outs(%32 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %34 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x128x1xf32>) outs(%34 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_13, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %36 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x128x1xf32>) outs(%36 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %38 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %37 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%38 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %40 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x128x1xf32>) outs(%40 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %42 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x128x1xf32>) outs(%42 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %44 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<256xf32>) outs(%44 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %46 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %45 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%46 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %48 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<256xf32>) outs(%48 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %50 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %49 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%50 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %52 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x768xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<768x256xf32>) outs(%52 : tensor<256x768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %collapsed_22 = tensor.collapse_shape %51 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %54 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x768xf32>
    %55 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%54 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %56 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_22, %53 : tensor<256x256xf32>, tensor<256x768xf32>) outs(%55 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %expanded_23 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [2, 128, 768] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x768xf32> into tensor<2x128x768xf32>
    %57 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32>
    %58 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5 : tensor<768xf32>) outs(%57 : tensor<2x128x768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x768xf32>
    %59 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %58 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%59 : tensor<2x128x768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x768xf32>
    %extracted_slice = tensor.extract_slice %60[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32>
    %extracted_slice_24 = tensor.extract_slice %60[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32>
    %extracted_slice_25 = tensor.extract_slice %60[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32>
    %expanded_26 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32>
    %61 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32>
    %62 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<2x128x4x64xf32>) outs(%61 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %expanded_27 = tensor.expand_shape %extracted_slice_24 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32>
    %63 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32>
    %64 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x128x4x64xf32>) outs(%63 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_25 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32>
    %65 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32>
    %66 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x128x4x64xf32>) outs(%65 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %67 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32>
    %68 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<2x4x128x64xf32>) outs(%67 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %collapsed_29 = tensor.collapse_shape %62 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %collapsed_30 = tensor.collapse_shape %68 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32>
    %69 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32>
    %70 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%69 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %71 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_29, %collapsed_30 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%70 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %expanded_31 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32>
    %72 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<2x4x128x128xf32>) outs(%72 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_11 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %74 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x128xi32>
    %75 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%74 : tensor<128x128xi32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %2057 = linalg.index 0 : index
      %2058 = arith.index_cast %2057 : index to i32
      linalg.yield %2058 : i32
    } -> tensor<128x128xi32>
    %76 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x128xi32>
    %77 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%76 : tensor<128x128xi32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%out: i32):
      %2057 = linalg.index 1 : index
      %2058 = arith.index_cast %2057 : index to i32
      linalg.yield %2058 : i32
    } -> tensor<128x128xi32>
    %78 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<128x128xi1>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %77 : tensor<128x128xi32>, tensor<128x128xi32>) outs(%78 : tensor<128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i32, %in_178: i32, %out: i1):
      %2057 = arith.cmpi sge, %in, %in_178 : i32
      linalg.yield %2057 : i1
    } -> tensor<128x128xi1>
    %80 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xi1>
    %81 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<128x128xi1>) outs(%80 : tensor<2x4x128x128xi1>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x128x128xi1>
    %82 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %73 : tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) outs(%82 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_178: f32, %out: f32):
      %2057 = arith.select %in, %in_178, %cst_10 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %84 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32>
    %85 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_10 : f32) outs(%84 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<2x4x128x128xf32>) outs(%85 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.maximumf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %87 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<2x4x128xf32>) outs(%87 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %89 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %88 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%89 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %91 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<2x4x128x128xf32>) outs(%91 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.exp %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %93 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32>
    %94 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%93 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<2x4x128x128xf32>) outs(%94 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %expanded_32 = tensor.expand_shape %95 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32>
    %96 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<2x4x128xf32>) outs(%96 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %98 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %97 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%98 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %100 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x1xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<2x4x128x1xf32>) outs(%100 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x1xf32>
    %102 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x1xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<2x4x128x1xf32>) outs(%102 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x1xf32>
    %collapsed_33 = tensor.collapse_shape %99 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32>
    %collapsed_34 = tensor.collapse_shape %66 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %104 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32>
    %105 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%104 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %106 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_33, %collapsed_34 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%105 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %expanded_35 = tensor.expand_shape %106 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32>
    %107 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32>
    %108 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x4x128x64xf32>) outs(%107 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %109 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32>
    %110 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<256x256xf32>) outs(%109 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %collapsed_36 = tensor.collapse_shape %108 [[0, 1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> into tensor<256x256xf32>
    %111 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32>
    %112 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%111 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %113 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_36, %110 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%112 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_37 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %114 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7 : tensor<256xf32>) outs(%114 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %116 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %115 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%116 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %118 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %117 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%118 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %120 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %121 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%120 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %122 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<2x128x256xf32>) outs(%121 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_38 = tensor.expand_shape %122 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %123 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<2x128x1xf32>) outs(%123 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %125 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %126 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x128x1xf32>) outs(%125 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %127 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %126 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%127 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %129 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x128x256xf32>) outs(%129 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %131 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<2x128x256xf32>) outs(%131 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_15 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %133 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %134 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%133 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<2x128x256xf32>) outs(%134 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_39 = tensor.expand_shape %135 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %136 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<2x128x1xf32>) outs(%136 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %138 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x128x1xf32>) outs(%138 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_14 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %140 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x128x1xf32>) outs(%140 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %142 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x128x1xf32>) outs(%142 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_13, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %144 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x128x1xf32>) outs(%144 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %146 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %145 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%146 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %148 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x128x1xf32>) outs(%148 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %150 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<2x128x1xf32>) outs(%150 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %152 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %153 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<256xf32>) outs(%152 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %154 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %153 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%154 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %156 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %157 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<256xf32>) outs(%156 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %158 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %159 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %157 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%158 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %160 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x1024xf32>
    %161 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x256xf32>) outs(%160 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %collapsed_40 = tensor.collapse_shape %159 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %162 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x1024xf32>
    %163 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%162 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %164 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_40, %161 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%163 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %expanded_41 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32>
    %165 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %166 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<1024xf32>) outs(%165 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x1024xf32>
    %167 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %166 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%167 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %169 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x128x1024xf32>) outs(%169 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %171 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %168 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%171 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %173 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x128x1024xf32>) outs(%173 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %175 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x128x1024xf32>) outs(%175 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %177 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %178 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %176 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%177 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %179 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<2x128x1024xf32>) outs(%179 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %181 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<2x128x1024xf32>) outs(%181 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.tanh %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %183 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x128x1024xf32>) outs(%183 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.subf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %185 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x128x1024xf32>) outs(%185 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_12 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %187 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x128x1024xf32>) outs(%187 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %189 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %190 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %188 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%189 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %191 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<1024x256xf32>
    %192 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256x1024xf32>) outs(%191 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %collapsed_42 = tensor.collapse_shape %190 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32>
    %193 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32>
    %194 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%193 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %195 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "forward"} ins(%collapsed_42, %192 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%194 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_43 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %196 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %197 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<256xf32>) outs(%196 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %198 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %199 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43, %197 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%198 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %200 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %199 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%200 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %202 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %203 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%202 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x128x256xf32>) outs(%203 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_44 = tensor.expand_shape %204 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %205 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<2x128x1xf32>) outs(%205 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %207 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %208 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x128x1xf32>) outs(%207 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %209 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %208 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%209 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %211 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x128x256xf32>) outs(%211 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %213 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x128x256xf32>) outs(%213 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_15 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %215 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %216 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%215 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%212 : tensor<2x128x256xf32>) outs(%216 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_45 = tensor.expand_shape %217 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %218 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %219 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<2x128x1xf32>) outs(%218 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %220 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<2x128x1xf32>) outs(%220 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_14 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %222 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %223 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<2x128x1xf32>) outs(%222 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %224 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x128x1xf32>) outs(%224 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_13, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %226 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %227 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x128x1xf32>) outs(%226 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %228 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %227 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%228 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %230 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<2x128x1xf32>) outs(%230 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %232 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %233 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<2x128x1xf32>) outs(%232 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %234 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %235 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<256xf32>) outs(%234 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %236 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %235 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%236 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %238 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %239 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<256xf32>) outs(%238 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %240 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %241 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %239 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%240 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %242 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x768xf32>
    %243 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<768x256xf32>) outs(%242 : tensor<256x768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %collapsed_46 = tensor.collapse_shape %241 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %244 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x768xf32>
    %245 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%244 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %246 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_46, %243 : tensor<256x256xf32>, tensor<256x768xf32>) outs(%245 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %expanded_47 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [2, 128, 768] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x768xf32> into tensor<2x128x768xf32>
    %247 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32>
    %248 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<768xf32>) outs(%247 : tensor<2x128x768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x768xf32>
    %249 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %248 : tensor<2x128x768xf32>, tensor<2x128x768xf32>) outs(%249 : tensor<2x128x768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x768xf32>
    %extracted_slice_48 = tensor.extract_slice %250[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32>
    %extracted_slice_49 = tensor.extract_slice %250[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32>
    %extracted_slice_50 = tensor.extract_slice %250[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x768xf32> to tensor<2x128x256xf32>
    %expanded_51 = tensor.expand_shape %extracted_slice_48 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32>
    %251 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32>
    %252 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<2x128x4x64xf32>) outs(%251 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %expanded_52 = tensor.expand_shape %extracted_slice_49 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32>
    %253 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32>
    %254 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x128x4x64xf32>) outs(%253 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %expanded_53 = tensor.expand_shape %extracted_slice_50 [[0], [1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<2x128x4x64xf32>
    %255 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32>
    %256 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<2x128x4x64xf32>) outs(%255 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %257 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32>
    %258 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<2x4x128x64xf32>) outs(%257 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %collapsed_54 = tensor.collapse_shape %252 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %collapsed_55 = tensor.collapse_shape %258 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32>
    %259 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32>
    %260 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%259 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %261 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_54, %collapsed_55 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%260 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %expanded_56 = tensor.expand_shape %261 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32>
    %262 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<2x4x128x128xf32>) outs(%262 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_11 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %264 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %265 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %263 : tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) outs(%264 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_178: f32, %out: f32):
      %2057 = arith.select %in, %in_178, %cst_10 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %266 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32>
    %267 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_10 : f32) outs(%266 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %268 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%265 : tensor<2x4x128x128xf32>) outs(%267 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.maximumf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %269 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<2x4x128xf32>) outs(%269 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %271 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %272 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %270 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%271 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %273 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<2x4x128x128xf32>) outs(%273 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.exp %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %275 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32>
    %276 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%275 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%274 : tensor<2x4x128x128xf32>) outs(%276 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %expanded_57 = tensor.expand_shape %277 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32>
    %278 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<2x4x128xf32>) outs(%278 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %280 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %279 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%280 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %282 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x1xf32>
    %283 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<2x4x128x1xf32>) outs(%282 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x1xf32>
    %284 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x1xf32>
    %285 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<2x4x128x1xf32>) outs(%284 : tensor<2x4x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x1xf32>
    %collapsed_58 = tensor.collapse_shape %281 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32>
    %collapsed_59 = tensor.collapse_shape %256 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %286 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32>
    %287 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%286 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %288 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_58, %collapsed_59 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%287 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %expanded_60 = tensor.expand_shape %288 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32>
    %289 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32>
    %290 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<2x4x128x64xf32>) outs(%289 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %291 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32>
    %292 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<256x256xf32>) outs(%291 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %collapsed_61 = tensor.collapse_shape %290 [[0, 1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x4x64xf32> into tensor<256x256xf32>
    %293 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32>
    %294 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%293 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %295 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_61, %292 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%294 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_62 = tensor.expand_shape %295 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %296 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %297 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<256xf32>) outs(%296 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %298 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %297 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%298 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %300 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %299 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%300 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %302 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %303 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%302 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %304 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%301 : tensor<2x128x256xf32>) outs(%303 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_63 = tensor.expand_shape %304 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %305 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %306 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x128x1xf32>) outs(%305 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %307 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %308 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<2x128x1xf32>) outs(%307 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %309 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %310 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %308 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%309 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %311 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %312 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x128x256xf32>) outs(%311 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %313 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x128x256xf32>) outs(%313 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_15 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %315 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32>
    %316 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%315 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%312 : tensor<2x128x256xf32>) outs(%316 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_64 = tensor.expand_shape %317 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %318 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<2x128x1xf32>) outs(%318 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %320 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x128x1xf32>) outs(%320 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_14 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %322 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<2x128x1xf32>) outs(%322 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %324 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x128x1xf32>) outs(%324 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_13, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %326 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %327 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x128x1xf32>) outs(%326 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %328 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %329 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %327 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%328 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %330 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<2x128x1xf32>) outs(%330 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %332 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1xf32>
    %333 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<2x128x1xf32>) outs(%332 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %334 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %335 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<256xf32>) outs(%334 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %336 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %337 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %335 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%336 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %338 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %339 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<256xf32>) outs(%338 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %340 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %341 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %339 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%340 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %342 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x1024xf32>
    %343 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<1024x256xf32>) outs(%342 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %collapsed_65 = tensor.collapse_shape %341 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %344 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x1024xf32>
    %345 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%344 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %346 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_65, %343 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%345 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %expanded_66 = tensor.expand_shape %346 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32>
    %347 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %348 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<1024xf32>) outs(%347 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x1024xf32>
    %349 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %348 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%349 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %351 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<2x128x1024xf32>) outs(%351 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %353 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %350 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%353 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %355 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<2x128x1024xf32>) outs(%355 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_9 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %357 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %358 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<2x128x1024xf32>) outs(%357 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %359 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %360 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %358 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%359 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %361 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %362 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<2x128x1024xf32>) outs(%361 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %363 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %364 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<2x128x1024xf32>) outs(%363 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.tanh %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %365 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %366 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x128x1024xf32>) outs(%365 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.subf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %367 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %368 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<2x128x1024xf32>) outs(%367 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_12 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %369 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %370 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<2x128x1024xf32>) outs(%369 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %371 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %370 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%371 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %373 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<1024x256xf32>
    %374 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<256x1024xf32>) outs(%373 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %collapsed_67 = tensor.collapse_shape %372 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32>
    %375 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32>
    %376 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%cst_17 : f32) outs(%375 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %377 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "forward"} ins(%collapsed_67, %374 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%376 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_68 = tensor.expand_shape %377 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %378 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %379 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<256xf32>) outs(%378 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %380 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %379 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%380 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %382 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "forward"} : tensor<2x128x256xf32>
    %383 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %381 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%382 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %384 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128xf32>
    %385 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%384 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %386 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%383 : tensor<2x128x256xf32>) outs(%385 : tensor<2x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_69 = tensor.expand_shape %386 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %387 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %388 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<2x128x1xf32>) outs(%387 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %389 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %390 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<2x128x1xf32>) outs(%389 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %391 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %392 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %390 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%391 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %393 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %394 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x128x256xf32>) outs(%393 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %395 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %396 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<2x128x256xf32>) outs(%395 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_15 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %397 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128xf32>
    %398 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%397 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %399 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%394 : tensor<2x128x256xf32>) outs(%398 : tensor<2x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_70 = tensor.expand_shape %399 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %400 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %401 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<2x128x1xf32>) outs(%400 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %402 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<2x128x1xf32>) outs(%402 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_14 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %404 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403 : tensor<2x128x1xf32>) outs(%404 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %406 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %407 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x128x1xf32>) outs(%406 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_13, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %408 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %409 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x128x1xf32>) outs(%408 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %410 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %409 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%410 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %412 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<2x128x1xf32>) outs(%412 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %414 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %415 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<2x128x1xf32>) outs(%414 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %416 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %417 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<256xf32>) outs(%416 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %418 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %419 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %417 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%418 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %420 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %421 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<256xf32>) outs(%420 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %422 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x256xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %421 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%422 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %424 = tensor.empty() {memopt.phase = "forward"} : tensor<256x4096xf32>
    %425 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4096x256xf32>) outs(%424 : tensor<256x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x4096xf32>
    %collapsed_71 = tensor.collapse_shape %423 [[0, 1], [2]] {memopt.phase = "forward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %426 = tensor.empty() {memopt.phase = "forward"} : tensor<256x4096xf32>
    %427 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%426 : tensor<256x4096xf32>) -> tensor<256x4096xf32>
    %428 = linalg.matmul {memopt.phase = "forward"} ins(%collapsed_71, %425 : tensor<256x256xf32>, tensor<256x4096xf32>) outs(%427 : tensor<256x4096xf32>) -> tensor<256x4096xf32>
    %expanded_72 = tensor.expand_shape %428 [[0, 1], [2]] output_shape [2, 128, 4096] {memopt.phase = "forward"} : tensor<256x4096xf32> into tensor<2x128x4096xf32>
    %429 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128xf32>
    %430 = linalg.fill {memopt.phase = "forward"} ins(%cst_10 : f32) outs(%429 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %431 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_72 : tensor<2x128x4096xf32>) outs(%430 : tensor<2x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.maximumf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %432 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x4096xf32>
    %433 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<2x128xf32>) outs(%432 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4096xf32>
    %434 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x4096xf32>
    %435 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_72, %433 : tensor<2x128x4096xf32>, tensor<2x128x4096xf32>) outs(%434 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x4096xf32>
    %436 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x4096xf32>
    %437 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<2x128x4096xf32>) outs(%436 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.exp %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x4096xf32>
    %438 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128xf32>
    %439 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%438 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %440 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%437 : tensor<2x128x4096xf32>) outs(%439 : tensor<2x128xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_73 = tensor.expand_shape %440 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "forward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %441 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %442 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<2x128x1xf32>) outs(%441 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.log %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %443 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x4096xf32>
    %444 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<2x128x1xf32>) outs(%443 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4096xf32>
    %445 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x4096xf32>
    %446 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %444 : tensor<2x128x4096xf32>, tensor<2x128x4096xf32>) outs(%445 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x4096xf32>
    %expanded_74 = tensor.expand_shape %arg86 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "forward"} : tensor<2x128xi32> into tensor<2x128x1xi32>
    %447 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xi1>
    %448 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<2x128x1xi32>) outs(%447 : tensor<2x128x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2057 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %2057 : i1
    } -> tensor<2x128x1xi1>
    %449 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xi32>
    %450 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<2x128x1xi32>) outs(%449 : tensor<2x128x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i32):
      %2057 = arith.addi %in, %c4096_i32 : i32
      linalg.yield %2057 : i32
    } -> tensor<2x128x1xi32>
    %451 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xi32>
    %452 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448, %450, %expanded_74 : tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) outs(%451 : tensor<2x128x1xi32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_178: i32, %in_179: i32, %out: i32):
      %2057 = arith.select %in, %in_178, %in_179 : i32
      linalg.yield %2057 : i32
    } -> tensor<2x128x1xi32>
    %expanded_75 = tensor.expand_shape %452 [[0], [1], [2, 3]] output_shape [2, 128, 1, 1] {memopt.phase = "forward"} : tensor<2x128x1xi32> into tensor<2x128x1x1xi32>
    %453 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1x1xi1>
    %454 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x128x1x1xi32>) outs(%453 : tensor<2x128x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2057 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %2057 : i1
    } -> tensor<2x128x1x1xi1>
    %455 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1x1xi1>
    %456 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<2x128x1x1xi32>) outs(%455 : tensor<2x128x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i32, %out: i1):
      %2057 = arith.cmpi sle, %in, %c4095_i32 : i32
      linalg.yield %2057 : i1
    } -> tensor<2x128x1x1xi1>
    %457 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1x1xi1>
    %458 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454, %456 : tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) outs(%457 : tensor<2x128x1x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_178: i1, %out: i1):
      %2057 = arith.andi %in, %in_178 : i1
      linalg.yield %2057 : i1
    } -> tensor<2x128x1x1xi1>
    %459 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xi1>
    %460 = linalg.fill {memopt.phase = "forward"} ins(%true : i1) outs(%459 : tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %461 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%458 : tensor<2x128x1x1xi1>) outs(%460 : tensor<2x128x1xi1>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %out: i1):
      %2057 = arith.andi %out, %in : i1
      linalg.yield %2057 : i1
    } -> tensor<2x128x1xi1>
    %462 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %463 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%462 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%out: f32):
      %2057 = linalg.index 0 : index
      %2058 = linalg.index 1 : index
      %extracted = tensor.extract %expanded_75[%2057, %2058, %c0, %c0] : tensor<2x128x1x1xi32>
      %2059 = arith.index_cast %extracted : i32 to index
      %2060 = arith.maxsi %2059, %c0 : index
      %2061 = arith.minsi %2060, %c4095 : index
      %extracted_178 = tensor.extract %446[%2057, %2058, %2061] : tensor<2x128x4096xf32>
      linalg.yield %extracted_178 : f32
    } -> tensor<2x128x1xf32>
    %464 = tensor.empty() {memopt.phase = "forward"} : tensor<2x128x1xf32>
    %465 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %463 : tensor<2x128x1xi1>, tensor<2x128x1xf32>) outs(%464 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: i1, %in_178: f32, %out: f32):
      %2057 = arith.select %in, %in_178, %cst_6 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %466 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %467 = linalg.fill {memopt.phase = "forward"} ins(%cst_17 : f32) outs(%466 : tensor<f32>) -> tensor<f32>
    %468 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["reduction", "reduction", "reduction"]} ins(%465 : tensor<2x128x1xf32>) outs(%467 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %469 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %470 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%468 : tensor<f32>) outs(%469 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %471 = tensor.empty() {memopt.phase = "forward"} : tensor<f32>
    %472 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%470 : tensor<f32>) outs(%471 : tensor<f32>) attrs =  {memopt.phase = "forward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %473 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %474 = linalg.generic {indexing_maps = [#map13], iterator_types = []} outs(%473 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %475 = tensor.empty() {memopt.phase = "backward"} : tensor<f32>
    %476 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%474 : tensor<f32>) outs(%475 : tensor<f32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %477 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xf32>
    %478 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<f32>) outs(%477 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x1xf32>
    %479 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1x1xi32>
    %480 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%479 : tensor<2x128x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %2057 = linalg.index 0 : index
      %2058 = arith.index_cast %2057 : index to i32
      linalg.yield %2058 : i32
    } -> tensor<2x128x1x1xi32>
    %481 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1x1xi32>
    %482 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%481 : tensor<2x128x1x1xi32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%out: i32):
      %2057 = linalg.index 1 : index
      %2058 = arith.index_cast %2057 : index to i32
      linalg.yield %2058 : i32
    } -> tensor<2x128x1x1xi32>
    %483 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1x3xi32>
    %inserted_slice = tensor.insert_slice %480 into %483[0, 0, 0, 0] [2, 128, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x128x1x1xi32> into tensor<2x128x1x3xi32>
    %inserted_slice_76 = tensor.insert_slice %482 into %inserted_slice[0, 0, 0, 1] [2, 128, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x128x1x1xi32> into tensor<2x128x1x3xi32>
    %inserted_slice_77 = tensor.insert_slice %expanded_75 into %inserted_slice_76[0, 0, 0, 2] [2, 128, 1, 1] [1, 1, 1, 1] {memopt.phase = "backward"} : tensor<2x128x1x1xi32> into tensor<2x128x1x3xi32>
    %collapsed_78 = tensor.collapse_shape %inserted_slice_77 [[0, 1, 2], [3]] {memopt.phase = "backward"} : tensor<2x128x1x3xi32> into tensor<256x3xi32>
    %collapsed_79 = tensor.collapse_shape %478 [[0, 1, 2]] {memopt.phase = "backward"} : tensor<2x128x1xf32> into tensor<256xf32>
    %484 = scf.for %arg87 = %c0 to %c256 step %c1 iter_args(%arg88 = %cst_18) -> (tensor<2x128x4096xf32>) {
      %extracted = tensor.extract %collapsed_78[%arg87, %c0] : tensor<256x3xi32>
      %2057 = arith.index_cast %extracted : i32 to index
      %extracted_178 = tensor.extract %collapsed_78[%arg87, %c1] : tensor<256x3xi32>
      %2058 = arith.index_cast %extracted_178 : i32 to index
      %extracted_179 = tensor.extract %collapsed_78[%arg87, %c2] : tensor<256x3xi32>
      %2059 = arith.index_cast %extracted_179 : i32 to index
      %extracted_slice_180 = tensor.extract_slice %collapsed_79[%arg87] [1] [1] : tensor<256xf32> to tensor<f32>
      %extracted_slice_181 = tensor.extract_slice %arg88[%2057, %2058, %2059] [1, 1, 1] [1, 1, 1] : tensor<2x128x4096xf32> to tensor<f32>
      %2060 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%extracted_slice_180 : tensor<f32>) outs(%extracted_slice_181 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %2061 = arith.addf %out, %in : f32
        linalg.yield %2061 : f32
      } -> tensor<f32>
      %inserted_slice_182 = tensor.insert_slice %2060 into %arg88[%2057, %2058, %2059] [1, 1, 1] [1, 1, 1] : tensor<f32> into tensor<2x128x4096xf32>
      scf.yield %inserted_slice_182 : tensor<2x128x4096xf32>
    } {memopt.phase = "backward"}
    %485 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x4096xf32>
    %486 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<2x128x4096xf32>) outs(%485 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x4096xf32>
    %487 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %488 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%487 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %489 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<2x128x4096xf32>) outs(%488 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_80 = tensor.expand_shape %489 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %490 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xf32>
    %491 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %expanded_73 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%490 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %492 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %493 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%492 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %494 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%491 : tensor<2x128x1xf32>) outs(%493 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %495 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x4096xf32>
    %496 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<2x128xf32>) outs(%495 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4096xf32>
    %497 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x4096xf32>
    %498 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %437 : tensor<2x128x4096xf32>, tensor<2x128x4096xf32>) outs(%497 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x4096xf32>
    %499 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x4096xf32>
    %500 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %498 : tensor<2x128x4096xf32>, tensor<2x128x4096xf32>) outs(%499 : tensor<2x128x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x4096xf32>
    %501 = tensor.empty() {memopt.phase = "backward"} : tensor<4096x2x128xf32>
    %502 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<2x128x4096xf32>) outs(%501 : tensor<4096x2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2x128xf32>
    %collapsed_81 = tensor.collapse_shape %502 [[0], [1, 2]] {memopt.phase = "backward"} : tensor<4096x2x128xf32> into tensor<4096x256xf32>
    %503 = tensor.empty() {memopt.phase = "backward"} : tensor<4096x256xf32>
    %504 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%503 : tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %505 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_81, %collapsed_71 : tensor<4096x256xf32>, tensor<256x256xf32>) outs(%504 : tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %506 = tensor.empty() {memopt.phase = "backward"} : tensor<256x4096xf32>
    %507 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%505 : tensor<4096x256xf32>) outs(%506 : tensor<256x4096xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x4096xf32>
    %collapsed_82 = tensor.collapse_shape %500 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x128x4096xf32> into tensor<256x4096xf32>
    %508 = tensor.empty() {memopt.phase = "backward"} : tensor<4096x256xf32>
    %509 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%425 : tensor<256x4096xf32>) outs(%508 : tensor<4096x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x256xf32>
    %510 = tensor.empty() {memopt.phase = "backward"} : tensor<256x256xf32>
    %511 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%510 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %512 = linalg.matmul {memopt.phase = "backward"} ins(%collapsed_82, %509 : tensor<256x4096xf32>, tensor<4096x256xf32>) outs(%511 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_83 = tensor.expand_shape %512 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %513 = tensor.empty() {memopt.phase = "backward"} : tensor<4096x256xf32>
    %514 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%507 : tensor<256x4096xf32>) outs(%513 : tensor<4096x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x256xf32>
    %515 = tensor.empty() {memopt.phase = "backward"} : tensor<256xf32>
    %516 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%515 : tensor<256xf32>) -> tensor<256xf32>
    %517 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_83 : tensor<2x128x256xf32>) outs(%516 : tensor<256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_84 = tensor.expand_shape %517 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %518 = tensor.empty() {memopt.phase = "backward"} : tensor<256xf32>
    %519 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%518 : tensor<256xf32>) -> tensor<256xf32>
    %520 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_84 : tensor<1x1x256xf32>) outs(%519 : tensor<256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %521 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %expanded_83 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%521 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %523 = tensor.empty() {memopt.phase = "backward"} : tensor<256xf32>
    %524 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%523 : tensor<256xf32>) -> tensor<256xf32>
    %525 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%522 : tensor<2x128x256xf32>) outs(%524 : tensor<256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_85 = tensor.expand_shape %525 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %526 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %527 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %417 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%526 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %528 = tensor.empty() {memopt.phase = "backward"} : tensor<256xf32>
    %529 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%528 : tensor<256xf32>) -> tensor<256xf32>
    %530 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_85 : tensor<1x1x256xf32>) outs(%529 : tensor<256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %531 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %532 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<2x128x1xf32>) outs(%531 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %533 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %534 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %532 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%533 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %535 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %392 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%535 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %537 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %538 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%537 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %539 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%536 : tensor<2x128x256xf32>) outs(%538 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %540 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%539 : tensor<2x128xf32>) outs(%540 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_86 = tensor.expand_shape %541 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %542 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %543 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %409 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%542 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %544 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xf32>
    %545 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %407 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%544 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %546 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %547 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<2x128x256xf32>) outs(%546 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %548 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %549 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%548 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %550 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%547 : tensor<2x128x256xf32>) outs(%549 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_87 = tensor.expand_shape %550 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %551 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xf32>
    %552 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545 : tensor<2x128x1xf32>) outs(%551 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %553 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %554 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%553 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%552 : tensor<2x128x1xf32>) outs(%554 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %556 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %557 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<2x128xf32>) outs(%556 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %558 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %559 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %396 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%558 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %560 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %561 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<2x128x256xf32>) outs(%560 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %562 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %563 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%562 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %564 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%561 : tensor<2x128x256xf32>) outs(%563 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_88 = tensor.expand_shape %564 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %565 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %566 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %559 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%565 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %567 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xf32>
    %568 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %expanded_88 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%567 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %569 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x1xf32>
    %570 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<2x128x1xf32>) outs(%569 : tensor<2x128x1xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %571 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128xf32>
    %572 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%571 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %573 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%570 : tensor<2x128x1xf32>) outs(%572 : tensor<2x128xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %574 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %575 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<2x128xf32>) outs(%574 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %576 = tensor.empty() {memopt.phase = "backward"} : tensor<2x128x256xf32>
    %577 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %575 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%576 : tensor<2x128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %578 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %579 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%578 : tensor<256xf32>) -> tensor<256xf32>
    %580 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%577 : tensor<2x128x256xf32>) outs(%579 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_89 = tensor.expand_shape %580 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %581 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %582 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%581 : tensor<256xf32>) -> tensor<256xf32>
    %583 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_89 : tensor<1x1x256xf32>) outs(%582 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %584 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32>
    %585 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577 : tensor<2x128x256xf32>) outs(%584 : tensor<256x2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x2x128xf32>
    %collapsed_90 = tensor.collapse_shape %585 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32> into tensor<256x256xf32>
    %586 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %587 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%586 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %588 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_90, %collapsed_67 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%587 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %589 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %590 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%588 : tensor<256x1024xf32>) outs(%589 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %collapsed_91 = tensor.collapse_shape %577 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %591 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %592 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<1024x256xf32>) outs(%591 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %593 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %594 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%593 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %595 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_91, %592 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%594 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %expanded_92 = tensor.expand_shape %595 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32>
    %596 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %597 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%590 : tensor<1024x256xf32>) outs(%596 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %598 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %599 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350, %expanded_92 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%598 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %600 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %601 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %370 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%600 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %602 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %603 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<2x128x1024xf32>) outs(%602 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %604 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %605 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %366 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%604 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %606 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %607 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %364 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%606 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %608 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %609 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %607 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%608 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %610 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %611 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<2x128x1024xf32>) outs(%610 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %612 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %613 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %611 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%612 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %614 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %615 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611 : tensor<2x128x1024xf32>) outs(%614 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %616 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %617 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %356 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%616 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %618 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %619 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %617 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%618 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %620 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024xf32>
    %621 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%620 : tensor<1024xf32>) -> tensor<1024xf32>
    %622 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%619 : tensor<2x128x1024xf32>) outs(%621 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %expanded_93 = tensor.expand_shape %622 [[0, 1, 2]] output_shape [1, 1, 1024] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024xf32> into tensor<1x1x1024xf32>
    %623 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024xf32>
    %624 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%623 : tensor<1024xf32>) -> tensor<1024xf32>
    %625 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_93 : tensor<1x1x1024xf32>) outs(%624 : tensor<1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %626 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024x2x128xf32>
    %627 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<2x128x1024xf32>) outs(%626 : tensor<1024x2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x2x128xf32>
    %collapsed_94 = tensor.collapse_shape %627 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024x2x128xf32> into tensor<1024x256xf32>
    %628 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %629 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%628 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %630 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_94, %collapsed_65 : tensor<1024x256xf32>, tensor<256x256xf32>) outs(%629 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %631 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %632 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%630 : tensor<1024x256xf32>) outs(%631 : tensor<256x1024xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %collapsed_95 = tensor.collapse_shape %619 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32>
    %633 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %634 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%343 : tensor<256x1024xf32>) outs(%633 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %635 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %636 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%635 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %637 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_95, %634 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%636 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_96 = tensor.expand_shape %637 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %638 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %639 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%632 : tensor<256x1024xf32>) outs(%638 : tensor<1024x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %640 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %641 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%640 : tensor<256xf32>) -> tensor<256xf32>
    %642 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_96 : tensor<2x128x256xf32>) outs(%641 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_97 = tensor.expand_shape %642 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %643 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %644 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%643 : tensor<256xf32>) -> tensor<256xf32>
    %645 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_97 : tensor<1x1x256xf32>) outs(%644 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %646 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %647 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %expanded_96 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%646 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %648 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %649 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%648 : tensor<256xf32>) -> tensor<256xf32>
    %650 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%647 : tensor<2x128x256xf32>) outs(%649 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_98 = tensor.expand_shape %650 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %651 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %652 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_96, %335 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%651 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %653 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %654 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%653 : tensor<256xf32>) -> tensor<256xf32>
    %655 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_98 : tensor<1x1x256xf32>) outs(%654 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %656 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %657 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<2x128x1xf32>) outs(%656 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %658 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %659 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %657 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%658 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %660 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %661 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659, %310 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%660 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %662 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %663 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%662 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %664 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%661 : tensor<2x128x256xf32>) outs(%663 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %665 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %666 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%664 : tensor<2x128xf32>) outs(%665 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_99 = tensor.expand_shape %666 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %667 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %668 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %327 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%667 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %669 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %670 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_99, %325 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%669 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %671 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %672 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<2x128x256xf32>) outs(%671 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %673 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %674 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%673 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %675 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%672 : tensor<2x128x256xf32>) outs(%674 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_100 = tensor.expand_shape %675 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %676 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %677 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %668 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%676 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %678 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %679 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<2x128x1xf32>) outs(%678 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %680 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %681 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%680 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %682 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%679 : tensor<2x128x1xf32>) outs(%681 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %683 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %684 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<2x128xf32>) outs(%683 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %685 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %686 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %314 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%685 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %687 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %688 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686 : tensor<2x128x256xf32>) outs(%687 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %689 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %690 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%689 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %691 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%688 : tensor<2x128x256xf32>) outs(%690 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_101 = tensor.expand_shape %691 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %692 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %693 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %686 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%692 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %694 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %695 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %expanded_101 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%694 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %696 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %697 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<2x128x1xf32>) outs(%696 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %698 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %699 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%698 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %700 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%697 : tensor<2x128x1xf32>) outs(%699 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %701 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %702 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700 : tensor<2x128xf32>) outs(%701 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %703 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %704 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %702 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%703 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %705 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %706 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%705 : tensor<256xf32>) -> tensor<256xf32>
    %707 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%704 : tensor<2x128x256xf32>) outs(%706 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_102 = tensor.expand_shape %707 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %708 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %709 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%708 : tensor<256xf32>) -> tensor<256xf32>
    %710 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_102 : tensor<1x1x256xf32>) outs(%709 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %711 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32>
    %712 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704 : tensor<2x128x256xf32>) outs(%711 : tensor<256x2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x2x128xf32>
    %collapsed_103 = tensor.collapse_shape %712 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32> into tensor<256x256xf32>
    %713 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %714 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%713 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %715 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_103, %collapsed_61 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%714 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %716 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %717 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%715 : tensor<256x256xf32>) outs(%716 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %collapsed_104 = tensor.collapse_shape %704 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %718 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %719 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<256x256xf32>) outs(%718 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %720 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %721 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%720 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %722 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_104, %719 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%721 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %723 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %724 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%717 : tensor<256x256xf32>) outs(%723 : tensor<256x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %expanded_105 = tensor.expand_shape %722 [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x4x64xf32>
    %725 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %726 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105 : tensor<2x128x4x64xf32>) outs(%725 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %727 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32>
    %728 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%726 : tensor<2x4x128x64xf32>) outs(%727 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %collapsed_106 = tensor.collapse_shape %728 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32>
    %729 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32>
    %730 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%729 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %731 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_106, %collapsed_58 : tensor<8x64x128xf32>, tensor<8x128x128xf32>) outs(%730 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %expanded_107 = tensor.expand_shape %731 [[0, 1], [2], [3]] output_shape [2, 4, 64, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> into tensor<2x4x64x128xf32>
    %732 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %733 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<2x4x64x128xf32>) outs(%732 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %734 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32>
    %735 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256 : tensor<2x4x128x64xf32>) outs(%734 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %collapsed_108 = tensor.collapse_shape %726 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %collapsed_109 = tensor.collapse_shape %735 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32>
    %736 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32>
    %737 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%736 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %738 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_108, %collapsed_109 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%737 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %expanded_110 = tensor.expand_shape %738 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32>
    %739 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %740 = linalg.generic {indexing_maps = [#map16, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<2x4x128x1xf32>) outs(%739 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %741 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %742 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110, %740 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%741 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %743 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %744 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%742, %274 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%743 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %745 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32>
    %746 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%745 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %747 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%744 : tensor<2x4x128x128xf32>) outs(%746 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %748 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32>
    %749 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<2x4x128xf32>) outs(%748 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %expanded_111 = tensor.expand_shape %749 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32>
    %750 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %751 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110, %279 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%750 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %752 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32>
    %753 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%752 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %754 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_111 : tensor<2x4x128x1xf32>) outs(%753 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %755 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %756 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%754 : tensor<2x4x128xf32>) outs(%755 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %757 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %758 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%751, %756 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%757 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %759 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %760 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%758, %274 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%759 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %761 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %762 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %760 : tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) outs(%761 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_178: f32, %out: f32):
      %2057 = arith.select %in, %in_178, %cst_17 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %763 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %764 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762 : tensor<2x4x128x128xf32>) outs(%763 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_11 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %765 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %766 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%764 : tensor<2x4x128x128xf32>) outs(%765 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %collapsed_112 = tensor.collapse_shape %766 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32>
    %767 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32>
    %768 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%767 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %769 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_112, %collapsed_54 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%768 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %expanded_113 = tensor.expand_shape %769 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32>
    %770 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32>
    %771 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<2x4x128x64xf32>) outs(%770 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %772 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %773 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<2x4x64x128xf32>) outs(%772 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %collapsed_114 = tensor.collapse_shape %764 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32>
    %collapsed_115 = tensor.collapse_shape %773 [[0, 1], [2], [3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %774 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32>
    %775 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%774 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %776 = linalg.batch_matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_114, %collapsed_115 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%775 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %expanded_116 = tensor.expand_shape %776 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32>
    %777 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %778 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771 : tensor<2x4x64x128xf32>) outs(%777 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %779 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32>
    %780 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733 : tensor<2x4x128x64xf32>) outs(%779 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %collapsed_117 = tensor.collapse_shape %780 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32>
    %781 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32>
    %782 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778 : tensor<2x4x128x64xf32>) outs(%781 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %collapsed_118 = tensor.collapse_shape %782 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32>
    %783 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32>
    %784 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_116 : tensor<2x4x128x64xf32>) outs(%783 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %collapsed_119 = tensor.collapse_shape %784 [[0], [1], [2, 3]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32>
    %785 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32>
    %inserted_slice_120 = tensor.insert_slice %collapsed_119 into %785[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<2x128x768xf32>
    %inserted_slice_121 = tensor.insert_slice %collapsed_118 into %inserted_slice_120[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<2x128x768xf32>
    %inserted_slice_122 = tensor.insert_slice %collapsed_117 into %inserted_slice_121[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<2x128x768xf32>
    %786 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768xf32>
    %787 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%786 : tensor<768xf32>) -> tensor<768xf32>
    %788 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_122 : tensor<2x128x768xf32>) outs(%787 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %expanded_123 = tensor.expand_shape %788 [[0, 1, 2]] output_shape [1, 1, 768] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768xf32> into tensor<1x1x768xf32>
    %789 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768xf32>
    %790 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%789 : tensor<768xf32>) -> tensor<768xf32>
    %791 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_123 : tensor<1x1x768xf32>) outs(%790 : tensor<768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %792 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768x2x128xf32>
    %793 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_122 : tensor<2x128x768xf32>) outs(%792 : tensor<768x2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x2x128xf32>
    %collapsed_124 = tensor.collapse_shape %793 [[0], [1, 2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768x2x128xf32> into tensor<768x256xf32>
    %794 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768x256xf32>
    %795 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%794 : tensor<768x256xf32>) -> tensor<768x256xf32>
    %796 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_124, %collapsed_46 : tensor<768x256xf32>, tensor<256x256xf32>) outs(%795 : tensor<768x256xf32>) -> tensor<768x256xf32>
    %797 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x768xf32>
    %798 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%796 : tensor<768x256xf32>) outs(%797 : tensor<256x768xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %collapsed_125 = tensor.collapse_shape %inserted_slice_122 [[0, 1], [2]] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32> into tensor<256x768xf32>
    %799 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768x256xf32>
    %800 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<256x768xf32>) outs(%799 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x256xf32>
    %801 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %802 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%801 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %803 = linalg.matmul {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%collapsed_125, %800 : tensor<256x768xf32>, tensor<768x256xf32>) outs(%802 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_126 = tensor.expand_shape %803 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %804 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<768x256xf32>
    %805 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%798 : tensor<256x768xf32>) outs(%804 : tensor<768x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x256xf32>
    %806 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %807 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%806 : tensor<256xf32>) -> tensor<256xf32>
    %808 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_126 : tensor<2x128x256xf32>) outs(%807 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_127 = tensor.expand_shape %808 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %809 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %810 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%809 : tensor<256xf32>) -> tensor<256xf32>
    %811 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_127 : tensor<1x1x256xf32>) outs(%810 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %812 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %813 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %expanded_126 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%812 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %814 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %815 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%814 : tensor<256xf32>) -> tensor<256xf32>
    %816 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%813 : tensor<2x128x256xf32>) outs(%815 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_128 = tensor.expand_shape %816 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %817 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %818 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %235 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%817 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %819 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %820 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%819 : tensor<256xf32>) -> tensor<256xf32>
    %821 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_128 : tensor<1x1x256xf32>) outs(%820 : tensor<256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %822 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %823 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<2x128x1xf32>) outs(%822 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %824 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %825 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %823 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%824 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %826 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %827 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %210 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%826 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %828 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %829 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%828 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %830 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%827 : tensor<2x128x256xf32>) outs(%829 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %831 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %832 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<2x128xf32>) outs(%831 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_129 = tensor.expand_shape %832 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %833 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %834 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %227 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%833 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %835 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %836 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %225 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%835 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %837 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %838 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834 : tensor<2x128x256xf32>) outs(%837 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %839 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %840 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%839 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %841 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%838 : tensor<2x128x256xf32>) outs(%840 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_130 = tensor.expand_shape %841 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %842 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %843 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %834 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%842 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %844 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %845 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836 : tensor<2x128x1xf32>) outs(%844 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %846 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %847 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%846 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %848 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%845 : tensor<2x128x1xf32>) outs(%847 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %849 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %850 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848 : tensor<2x128xf32>) outs(%849 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %851 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %852 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%850, %214 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%851 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %853 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %854 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<2x128x256xf32>) outs(%853 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %855 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %856 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%855 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %857 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%854 : tensor<2x128x256xf32>) outs(%856 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_131 = tensor.expand_shape %857 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %858 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %859 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843, %852 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%858 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %860 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %861 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %expanded_131 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%860 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %862 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %863 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%861 : tensor<2x128x1xf32>) outs(%862 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %864 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %865 = linalg.fill {memopt.layer = 1 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%864 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %866 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%863 : tensor<2x128x1xf32>) outs(%865 : tensor<2x128xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %867 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %868 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%866 : tensor<2x128xf32>) outs(%867 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %869 = tensor.empty() {memopt.layer = 1 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %870 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859, %868 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%869 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 1 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %871 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %872 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%871 : tensor<256xf32>) -> tensor<256xf32>
    %873 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%870 : tensor<2x128x256xf32>) outs(%872 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_132 = tensor.expand_shape %873 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %874 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %875 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%874 : tensor<256xf32>) -> tensor<256xf32>
    %876 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_132 : tensor<1x1x256xf32>) outs(%875 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %877 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32>
    %878 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870 : tensor<2x128x256xf32>) outs(%877 : tensor<256x2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x2x128xf32>
    %collapsed_133 = tensor.collapse_shape %878 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32> into tensor<256x256xf32>
    %879 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %880 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%879 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %881 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_133, %collapsed_42 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%880 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %882 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %883 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%881 : tensor<256x1024xf32>) outs(%882 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %collapsed_134 = tensor.collapse_shape %870 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %884 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %885 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<1024x256xf32>) outs(%884 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %886 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %887 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%886 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %888 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_134, %885 : tensor<256x256xf32>, tensor<256x1024xf32>) outs(%887 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %expanded_135 = tensor.expand_shape %888 [[0, 1], [2]] output_shape [2, 128, 1024] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x1024xf32> into tensor<2x128x1024xf32>
    %889 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %890 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%883 : tensor<1024x256xf32>) outs(%889 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %891 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %892 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %expanded_135 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%891 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %893 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %894 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_135, %188 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%893 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %895 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %896 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%892 : tensor<2x128x1024xf32>) outs(%895 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_13 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %897 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %898 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896, %184 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%897 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %899 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %900 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %182 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%899 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %901 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %902 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%898, %900 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%901 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %903 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %904 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902 : tensor<2x128x1024xf32>) outs(%903 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_7 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %905 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %906 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%894, %904 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%905 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %907 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %908 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%904 : tensor<2x128x1024xf32>) outs(%907 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_8 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %909 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %910 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%908, %174 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%909 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %911 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32>
    %912 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906, %910 : tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) outs(%911 : tensor<2x128x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1024xf32>
    %913 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024xf32>
    %914 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%913 : tensor<1024xf32>) -> tensor<1024xf32>
    %915 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%912 : tensor<2x128x1024xf32>) outs(%914 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %expanded_136 = tensor.expand_shape %915 [[0, 1, 2]] output_shape [1, 1, 1024] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024xf32> into tensor<1x1x1024xf32>
    %916 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024xf32>
    %917 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%916 : tensor<1024xf32>) -> tensor<1024xf32>
    %918 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_136 : tensor<1x1x1024xf32>) outs(%917 : tensor<1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %919 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024x2x128xf32>
    %920 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%912 : tensor<2x128x1024xf32>) outs(%919 : tensor<1024x2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x2x128xf32>
    %collapsed_137 = tensor.collapse_shape %920 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024x2x128xf32> into tensor<1024x256xf32>
    %921 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %922 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%921 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %923 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_137, %collapsed_40 : tensor<1024x256xf32>, tensor<256x256xf32>) outs(%922 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %924 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x1024xf32>
    %925 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%923 : tensor<1024x256xf32>) outs(%924 : tensor<256x1024xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %collapsed_138 = tensor.collapse_shape %912 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1024xf32> into tensor<256x1024xf32>
    %926 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %927 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<256x1024xf32>) outs(%926 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %928 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %929 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%928 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %930 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_138, %927 : tensor<256x1024xf32>, tensor<1024x256xf32>) outs(%929 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_139 = tensor.expand_shape %930 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %931 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<1024x256xf32>
    %932 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%925 : tensor<256x1024xf32>) outs(%931 : tensor<1024x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %933 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %934 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%933 : tensor<256xf32>) -> tensor<256xf32>
    %935 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_139 : tensor<2x128x256xf32>) outs(%934 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_140 = tensor.expand_shape %935 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %936 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %937 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%936 : tensor<256xf32>) -> tensor<256xf32>
    %938 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_140 : tensor<1x1x256xf32>) outs(%937 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %939 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %940 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %expanded_139 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%939 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %941 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %942 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%941 : tensor<256xf32>) -> tensor<256xf32>
    %943 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%940 : tensor<2x128x256xf32>) outs(%942 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_141 = tensor.expand_shape %943 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %944 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %945 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %153 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%944 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %946 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %947 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%946 : tensor<256xf32>) -> tensor<256xf32>
    %948 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_141 : tensor<1x1x256xf32>) outs(%947 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %949 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %950 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<2x128x1xf32>) outs(%949 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %951 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %952 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %950 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%951 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %953 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %954 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%952, %128 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%953 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %955 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %956 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%955 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %957 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%954 : tensor<2x128x256xf32>) outs(%956 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %958 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %959 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%957 : tensor<2x128xf32>) outs(%958 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_142 = tensor.expand_shape %959 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %960 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %961 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %145 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%960 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %962 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %963 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_142, %143 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%962 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %964 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %965 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961 : tensor<2x128x256xf32>) outs(%964 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %966 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %967 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%966 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %968 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%965 : tensor<2x128x256xf32>) outs(%967 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_143 = tensor.expand_shape %968 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %969 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %970 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870, %961 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%969 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %971 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %972 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963 : tensor<2x128x1xf32>) outs(%971 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %973 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %974 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%973 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %975 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%972 : tensor<2x128x1xf32>) outs(%974 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %976 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %977 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%975 : tensor<2x128xf32>) outs(%976 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %978 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %979 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%977, %132 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%978 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %980 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %981 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%979 : tensor<2x128x256xf32>) outs(%980 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %982 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %983 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%982 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %984 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%981 : tensor<2x128x256xf32>) outs(%983 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_144 = tensor.expand_shape %984 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %985 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %986 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970, %979 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%985 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %987 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %988 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %expanded_144 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%987 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %989 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %990 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<2x128x1xf32>) outs(%989 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %991 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %992 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%991 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %993 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%990 : tensor<2x128x1xf32>) outs(%992 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %994 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %995 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%993 : tensor<2x128xf32>) outs(%994 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %996 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %997 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%986, %995 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%996 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %998 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %999 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%998 : tensor<256xf32>) -> tensor<256xf32>
    %1000 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%997 : tensor<2x128x256xf32>) outs(%999 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_145 = tensor.expand_shape %1000 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %1001 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %1002 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1001 : tensor<256xf32>) -> tensor<256xf32>
    %1003 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_145 : tensor<1x1x256xf32>) outs(%1002 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1004 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32>
    %1005 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997 : tensor<2x128x256xf32>) outs(%1004 : tensor<256x2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x2x128xf32>
    %collapsed_146 = tensor.collapse_shape %1005 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x2x128xf32> into tensor<256x256xf32>
    %1006 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %1007 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1006 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %1008 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_146, %collapsed_36 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1007 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %1009 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %1010 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1008 : tensor<256x256xf32>) outs(%1009 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %collapsed_147 = tensor.collapse_shape %997 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %1011 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %1012 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<256x256xf32>) outs(%1011 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %1013 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %1014 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1013 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %1015 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_147, %1012 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1014 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %1016 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %1017 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1010 : tensor<256x256xf32>) outs(%1016 : tensor<256x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %expanded_148 = tensor.expand_shape %1015 [[0, 1], [2, 3]] output_shape [2, 128, 4, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x4x64xf32>
    %1018 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %1019 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_148 : tensor<2x128x4x64xf32>) outs(%1018 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %1020 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32>
    %1021 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1019 : tensor<2x4x128x64xf32>) outs(%1020 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %collapsed_149 = tensor.collapse_shape %1021 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32>
    %1022 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32>
    %1023 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1022 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %1024 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_149, %collapsed_33 : tensor<8x64x128xf32>, tensor<8x128x128xf32>) outs(%1023 : tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %expanded_150 = tensor.expand_shape %1024 [[0, 1], [2], [3]] output_shape [2, 4, 64, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x64x128xf32> into tensor<2x4x64x128xf32>
    %1025 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %1026 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<2x4x64x128xf32>) outs(%1025 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %1027 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32>
    %1028 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x4x128x64xf32>) outs(%1027 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %collapsed_151 = tensor.collapse_shape %1019 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %collapsed_152 = tensor.collapse_shape %1028 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32> into tensor<8x64x128xf32>
    %1029 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32>
    %1030 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1029 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %1031 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_151, %collapsed_152 : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%1030 : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %expanded_153 = tensor.expand_shape %1031 [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x128xf32> into tensor<2x4x128x128xf32>
    %1032 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1033 = linalg.generic {indexing_maps = [#map16, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<2x4x128x1xf32>) outs(%1032 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %1034 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1035 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %1033 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%1034 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %1036 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1037 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1035, %92 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%1036 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %1038 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32>
    %1039 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1038 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %1040 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1037 : tensor<2x4x128x128xf32>) outs(%1039 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %1041 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32>
    %1042 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1040 : tensor<2x4x128xf32>) outs(%1041 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %expanded_154 = tensor.expand_shape %1042 [[0], [1], [2, 3]] output_shape [2, 4, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32> into tensor<2x4x128x1xf32>
    %1043 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1044 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %97 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%1043 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %1045 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128xf32>
    %1046 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1045 : tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %1047 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_154 : tensor<2x4x128x1xf32>) outs(%1046 : tensor<2x4x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128xf32>
    %1048 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1049 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047 : tensor<2x4x128xf32>) outs(%1048 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %1050 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1051 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %1049 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%1050 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %1052 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1053 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1051, %92 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) outs(%1052 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %1054 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1055 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %1053 : tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) outs(%1054 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: i1, %in_178: f32, %out: f32):
      %2057 = arith.select %in, %in_178, %cst_17 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %1056 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1057 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055 : tensor<2x4x128x128xf32>) outs(%1056 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_11 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x4x128x128xf32>
    %1058 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32>
    %1059 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1057 : tensor<2x4x128x128xf32>) outs(%1058 : tensor<2x4x128x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x128xf32>
    %collapsed_155 = tensor.collapse_shape %1059 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32>
    %1060 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32>
    %1061 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1060 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %1062 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_155, %collapsed_29 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%1061 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %expanded_156 = tensor.expand_shape %1062 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32>
    %1063 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x64x128xf32>
    %1064 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156 : tensor<2x4x128x64xf32>) outs(%1063 : tensor<2x4x64x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x64x128xf32>
    %1065 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %1066 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x64x128xf32>) outs(%1065 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %collapsed_157 = tensor.collapse_shape %1057 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x128xf32> into tensor<8x128x128xf32>
    %collapsed_158 = tensor.collapse_shape %1066 [[0, 1], [2], [3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32> into tensor<8x128x64xf32>
    %1067 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32>
    %1068 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1067 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %1069 = linalg.batch_matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_157, %collapsed_158 : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%1068 : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
    %expanded_159 = tensor.expand_shape %1069 [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<8x128x64xf32> into tensor<2x4x128x64xf32>
    %1070 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x4x128x64xf32>
    %1071 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1064 : tensor<2x4x64x128xf32>) outs(%1070 : tensor<2x4x128x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x128x64xf32>
    %1072 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32>
    %1073 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1026 : tensor<2x4x128x64xf32>) outs(%1072 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %collapsed_160 = tensor.collapse_shape %1073 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32>
    %1074 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32>
    %1075 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1071 : tensor<2x4x128x64xf32>) outs(%1074 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %collapsed_161 = tensor.collapse_shape %1075 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32>
    %1076 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32>
    %1077 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<2x4x128x64xf32>) outs(%1076 : tensor<2x128x4x64xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x4x64xf32>
    %collapsed_162 = tensor.collapse_shape %1077 [[0], [1], [2, 3]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x4x64xf32> into tensor<2x128x256xf32>
    %1078 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32>
    %inserted_slice_163 = tensor.insert_slice %collapsed_162 into %1078[0, 0, 0] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<2x128x768xf32>
    %inserted_slice_164 = tensor.insert_slice %collapsed_161 into %inserted_slice_163[0, 0, 256] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<2x128x768xf32>
    %inserted_slice_165 = tensor.insert_slice %collapsed_160 into %inserted_slice_164[0, 0, 512] [2, 128, 256] [1, 1, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<2x128x768xf32>
    %1079 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768xf32>
    %1080 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1079 : tensor<768xf32>) -> tensor<768xf32>
    %1081 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%inserted_slice_165 : tensor<2x128x768xf32>) outs(%1080 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %expanded_166 = tensor.expand_shape %1081 [[0, 1, 2]] output_shape [1, 1, 768] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768xf32> into tensor<1x1x768xf32>
    %1082 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768xf32>
    %1083 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1082 : tensor<768xf32>) -> tensor<768xf32>
    %1084 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_166 : tensor<1x1x768xf32>) outs(%1083 : tensor<768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1085 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768x2x128xf32>
    %1086 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_165 : tensor<2x128x768xf32>) outs(%1085 : tensor<768x2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x2x128xf32>
    %collapsed_167 = tensor.collapse_shape %1086 [[0], [1, 2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768x2x128xf32> into tensor<768x256xf32>
    %1087 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768x256xf32>
    %1088 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1087 : tensor<768x256xf32>) -> tensor<768x256xf32>
    %1089 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_167, %collapsed_22 : tensor<768x256xf32>, tensor<256x256xf32>) outs(%1088 : tensor<768x256xf32>) -> tensor<768x256xf32>
    %1090 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x768xf32>
    %1091 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1089 : tensor<768x256xf32>) outs(%1090 : tensor<256x768xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x768xf32>
    %collapsed_168 = tensor.collapse_shape %inserted_slice_165 [[0, 1], [2]] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x768xf32> into tensor<256x768xf32>
    %1092 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768x256xf32>
    %1093 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<256x768xf32>) outs(%1092 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x256xf32>
    %1094 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32>
    %1095 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1094 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %1096 = linalg.matmul {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%collapsed_168, %1093 : tensor<256x768xf32>, tensor<768x256xf32>) outs(%1095 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %expanded_169 = tensor.expand_shape %1096 [[0, 1], [2]] output_shape [2, 128, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256x256xf32> into tensor<2x128x256xf32>
    %1097 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<768x256xf32>
    %1098 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel"]} ins(%1091 : tensor<256x768xf32>) outs(%1097 : tensor<768x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x256xf32>
    %1099 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %1100 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1099 : tensor<256xf32>) -> tensor<256xf32>
    %1101 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_169 : tensor<2x128x256xf32>) outs(%1100 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_170 = tensor.expand_shape %1101 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %1102 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %1103 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1102 : tensor<256xf32>) -> tensor<256xf32>
    %1104 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_170 : tensor<1x1x256xf32>) outs(%1103 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1105 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %expanded_169 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1105 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1107 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %1108 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1107 : tensor<256xf32>) -> tensor<256xf32>
    %1109 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1106 : tensor<2x128x256xf32>) outs(%1108 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %expanded_171 = tensor.expand_shape %1109 [[0, 1, 2]] output_shape [1, 1, 256] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32> into tensor<1x1x256xf32>
    %1110 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1111 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_169, %45 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1110 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1112 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<256xf32>
    %1113 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1112 : tensor<256xf32>) -> tensor<256xf32>
    %1114 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_171 : tensor<1x1x256xf32>) outs(%1113 : tensor<256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1115 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1116 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<2x128x1xf32>) outs(%1115 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %1117 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1118 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1111, %1116 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1117 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1119 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1120 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1118, %20 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1119 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1121 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %1122 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1121 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %1123 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1120 : tensor<2x128x256xf32>) outs(%1122 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %1124 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %1125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1123 : tensor<2x128xf32>) outs(%1124 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_172 = tensor.expand_shape %1125 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %1126 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1127 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1111, %37 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1126 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1128 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %1129 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172, %35 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%1128 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %1130 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1131 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1127 : tensor<2x128x256xf32>) outs(%1130 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1132 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %1133 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1132 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %1134 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1131 : tensor<2x128x256xf32>) outs(%1133 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_173 = tensor.expand_shape %1134 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %1135 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1136 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997, %1127 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1135 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1137 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %1138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1129 : tensor<2x128x1xf32>) outs(%1137 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %1139 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %1140 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1139 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %1141 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1138 : tensor<2x128x1xf32>) outs(%1140 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %1142 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1143 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1141 : tensor<2x128xf32>) outs(%1142 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %1144 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1143, %24 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1144 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1146 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145 : tensor<2x128x256xf32>) outs(%1146 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.negf %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1148 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %1149 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1148 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %1150 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1147 : tensor<2x128x256xf32>) outs(%1149 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %expanded_174 = tensor.expand_shape %1150 [[0], [1, 2]] output_shape [2, 128, 1] {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32> into tensor<2x128x1xf32>
    %1151 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1136, %1145 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1151 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1153 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %1154 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_173, %expanded_174 : tensor<2x128x1xf32>, tensor<2x128x1xf32>) outs(%1153 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %1155 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x1xf32>
    %1156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154 : tensor<2x128x1xf32>) outs(%1155 : tensor<2x128x1xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.divf %in, %cst_16 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x1xf32>
    %1157 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128xf32>
    %1158 = linalg.fill {memopt.layer = 0 : i64, memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1157 : tensor<2x128xf32>) -> tensor<2x128xf32>
    %1159 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1156 : tensor<2x128x1xf32>) outs(%1158 : tensor<2x128xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128xf32>
    %1160 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1161 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1159 : tensor<2x128xf32>) outs(%1160 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x128x256xf32>
    %1162 = tensor.empty() {memopt.layer = 0 : i64, memopt.phase = "backward"} : tensor<2x128x256xf32>
    %1163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152, %1161 : tensor<2x128x256xf32>, tensor<2x128x256xf32>) outs(%1162 : tensor<2x128x256xf32>) attrs =  {memopt.layer = 0 : i64, memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<2x128x256xf32>
    %1164 = tensor.empty() {memopt.phase = "backward"} : tensor<128x256xf32>
    %1165 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1164 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1166 = linalg.generic {indexing_maps = [#map17, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1163 : tensor<2x128x256xf32>) outs(%1165 : tensor<128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %expanded_175 = tensor.expand_shape %1166 [[0, 1], [2]] output_shape [1, 128, 256] {memopt.phase = "backward"} : tensor<128x256xf32> into tensor<1x128x256xf32>
    %1167 = tensor.empty() {memopt.phase = "backward"} : tensor<128x256xf32>
    %1168 = linalg.fill {memopt.phase = "backward"} ins(%cst_17 : f32) outs(%1167 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1169 = linalg.generic {indexing_maps = [#map17, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_175 : tensor<1x128x256xf32>) outs(%1168 : tensor<128x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %out, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %collapsed_176 = tensor.collapse_shape %expanded [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x128x1xi32> into tensor<256x1xi32>
    %collapsed_177 = tensor.collapse_shape %1163 [[0, 1], [2]] {memopt.phase = "backward"} : tensor<2x128x256xf32> into tensor<256x256xf32>
    %1170 = scf.for %arg87 = %c0 to %c256 step %c1 iter_args(%arg88 = %cst_19) -> (tensor<4096x256xf32>) {
      %extracted = tensor.extract %collapsed_176[%arg87, %c0] : tensor<256x1xi32>
      %2057 = arith.index_cast %extracted : i32 to index
      %extracted_slice_178 = tensor.extract_slice %collapsed_177[%arg87, 0] [1, 256] [1, 1] : tensor<256x256xf32> to tensor<256xf32>
      %extracted_slice_179 = tensor.extract_slice %arg88[%2057, 0] [1, 256] [1, 1] : tensor<4096x256xf32> to tensor<256xf32>
      %2058 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%extracted_slice_178 : tensor<256xf32>) outs(%extracted_slice_179 : tensor<256xf32>) {
      ^bb0(%in: f32, %out: f32):
        %2059 = arith.addf %out, %in : f32
        linalg.yield %2059 : f32
      } -> tensor<256xf32>
      %inserted_slice_180 = tensor.insert_slice %2058 into %arg88[%2057, 0] [1, 256] [1, 1] : tensor<256xf32> into tensor<4096x256xf32>
      scf.yield %inserted_slice_180 : tensor<4096x256xf32>
    } {memopt.phase = "backward"}
    %1171 = tensor.empty() {memopt.phase = "backward"} : tensor<4096x256xf32>
    %1172 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%514, %1170 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1171 : tensor<4096x256xf32>) attrs =  {memopt.phase = "backward"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1173 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<4096x256xf32>) outs(%1173 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1175 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1172 : tensor<4096x256xf32>) outs(%1175 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1177 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1174, %1176 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1177 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1179 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg56 : tensor<4096x256xf32>) outs(%1179 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1181 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1172 : tensor<4096x256xf32>) outs(%1181 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1183 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1184 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1182, %1172 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1183 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1185 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1180, %1184 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1185 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1187 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1188 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%1187 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.powf %cst_5, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %1189 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1190 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%1188 : tensor<f32>) outs(%1189 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.subf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %1191 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1192 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1190 : tensor<f32>) outs(%1191 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x256xf32>
    %1193 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1194 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1178, %1192 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1193 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1195 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1196 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%arg84 : tensor<f32>) outs(%1195 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.powf %cst_3, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %1197 = tensor.empty() {memopt.phase = "optimizer"} : tensor<f32>
    %1198 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = []} ins(%1196 : tensor<f32>) outs(%1197 : tensor<f32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.subf %cst_12, %in : f32
      linalg.yield %2057 : f32
    } -> tensor<f32>
    %1199 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1200 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<f32>) outs(%1199 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x256xf32>
    %1201 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1202 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1186, %1200 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1201 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1203 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4096x256xf32>) outs(%1203 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1205 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1194 : tensor<4096x256xf32>) outs(%1205 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1207 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1202 : tensor<4096x256xf32>) outs(%1207 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1209 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1208 : tensor<4096x256xf32>) outs(%1209 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1211 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1212 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1206, %1210 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1211 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1213 = tensor.empty() {memopt.phase = "optimizer"} : tensor<4096x256xf32>
    %1214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1204, %1212 : tensor<4096x256xf32>, tensor<4096x256xf32>) outs(%1213 : tensor<4096x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<4096x256xf32>
    %1215 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<128x256xf32>) outs(%1215 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1217 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1169 : tensor<128x256xf32>) outs(%1217 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1219 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1220 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1216, %1218 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%1219 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1221 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg57 : tensor<128x256xf32>) outs(%1221 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1223 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1169 : tensor<128x256xf32>) outs(%1223 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1225 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1224, %1169 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%1225 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1227 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1222, %1226 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%1227 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1229 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1230 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1190 : tensor<f32>) outs(%1229 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %1231 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1220, %1230 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%1231 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1233 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1234 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<f32>) outs(%1233 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %1235 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1228, %1234 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%1235 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1237 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<128x256xf32>) outs(%1237 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1239 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1232 : tensor<128x256xf32>) outs(%1239 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1241 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1242 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1236 : tensor<128x256xf32>) outs(%1241 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1243 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1242 : tensor<128x256xf32>) outs(%1243 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1245 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1240, %1244 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%1245 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1247 = tensor.empty() {memopt.phase = "optimizer"} : tensor<128x256xf32>
    %1248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1238, %1246 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%1247 : tensor<128x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<128x256xf32>
    %1249 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1250 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg30 : tensor<256xf32>) outs(%1249 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1251 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1252 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1114 : tensor<256xf32>) outs(%1251 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1253 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1254 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1250, %1252 : tensor<256xf32>, tensor<256xf32>) outs(%1253 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1255 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1256 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg58 : tensor<256xf32>) outs(%1255 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1257 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1258 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1114 : tensor<256xf32>) outs(%1257 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1259 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1260 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1258, %1114 : tensor<256xf32>, tensor<256xf32>) outs(%1259 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1261 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1262 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1256, %1260 : tensor<256xf32>, tensor<256xf32>) outs(%1261 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1263 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1264 = linalg.generic {indexing_maps = [#map20, #map18], iterator_types = ["parallel"]} ins(%1190 : tensor<f32>) outs(%1263 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256xf32>
    %1265 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1266 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1254, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1265 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1267 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1268 = linalg.generic {indexing_maps = [#map20, #map18], iterator_types = ["parallel"]} ins(%1198 : tensor<f32>) outs(%1267 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256xf32>
    %1269 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1270 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1262, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1269 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1271 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1272 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg2 : tensor<256xf32>) outs(%1271 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1273 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1274 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1266 : tensor<256xf32>) outs(%1273 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1275 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1276 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1270 : tensor<256xf32>) outs(%1275 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1277 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1278 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1276 : tensor<256xf32>) outs(%1277 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1279 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1280 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1274, %1278 : tensor<256xf32>, tensor<256xf32>) outs(%1279 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1281 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1282 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1272, %1280 : tensor<256xf32>, tensor<256xf32>) outs(%1281 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1283 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1284 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg31 : tensor<256xf32>) outs(%1283 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1285 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1286 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1104 : tensor<256xf32>) outs(%1285 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1287 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1288 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1284, %1286 : tensor<256xf32>, tensor<256xf32>) outs(%1287 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1289 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1290 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg59 : tensor<256xf32>) outs(%1289 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1291 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1292 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1104 : tensor<256xf32>) outs(%1291 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1293 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1294 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1292, %1104 : tensor<256xf32>, tensor<256xf32>) outs(%1293 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1295 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1296 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1290, %1294 : tensor<256xf32>, tensor<256xf32>) outs(%1295 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1297 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1298 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1288, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1297 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1299 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1300 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1296, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1299 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1301 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1302 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg3 : tensor<256xf32>) outs(%1301 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1303 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1304 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1298 : tensor<256xf32>) outs(%1303 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1305 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1306 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1300 : tensor<256xf32>) outs(%1305 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1307 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1308 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1306 : tensor<256xf32>) outs(%1307 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1309 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1310 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1304, %1308 : tensor<256xf32>, tensor<256xf32>) outs(%1309 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1311 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1312 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1302, %1310 : tensor<256xf32>, tensor<256xf32>) outs(%1311 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1313 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<768x256xf32>) outs(%1313 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1315 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1316 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<768x256xf32>) outs(%1315 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1317 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1318 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1314, %1316 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1317 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1319 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<768x256xf32>) outs(%1319 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1321 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1098 : tensor<768x256xf32>) outs(%1321 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1323 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1324 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1322, %1098 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1323 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1325 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1320, %1324 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1325 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1327 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1328 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1190 : tensor<f32>) outs(%1327 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x256xf32>
    %1329 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1330 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1318, %1328 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1329 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1331 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1332 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<f32>) outs(%1331 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768x256xf32>
    %1333 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1334 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1326, %1332 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1333 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1335 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<768x256xf32>) outs(%1335 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1337 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1330 : tensor<768x256xf32>) outs(%1337 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1339 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1334 : tensor<768x256xf32>) outs(%1339 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1341 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1340 : tensor<768x256xf32>) outs(%1341 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1343 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1344 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1338, %1342 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1343 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1345 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1346 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1336, %1344 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1345 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1347 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1348 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg33 : tensor<768xf32>) outs(%1347 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1349 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1350 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1084 : tensor<768xf32>) outs(%1349 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1351 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1352 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1348, %1350 : tensor<768xf32>, tensor<768xf32>) outs(%1351 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1353 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1354 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg61 : tensor<768xf32>) outs(%1353 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1355 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1356 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1084 : tensor<768xf32>) outs(%1355 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1357 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1358 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1356, %1084 : tensor<768xf32>, tensor<768xf32>) outs(%1357 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1359 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1360 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1354, %1358 : tensor<768xf32>, tensor<768xf32>) outs(%1359 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1361 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1362 = linalg.generic {indexing_maps = [#map20, #map18], iterator_types = ["parallel"]} ins(%1190 : tensor<f32>) outs(%1361 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768xf32>
    %1363 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1364 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1352, %1362 : tensor<768xf32>, tensor<768xf32>) outs(%1363 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1365 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1366 = linalg.generic {indexing_maps = [#map20, #map18], iterator_types = ["parallel"]} ins(%1198 : tensor<f32>) outs(%1365 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<768xf32>
    %1367 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1368 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1360, %1366 : tensor<768xf32>, tensor<768xf32>) outs(%1367 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1369 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1370 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg5 : tensor<768xf32>) outs(%1369 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1371 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1372 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1364 : tensor<768xf32>) outs(%1371 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1373 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1374 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1368 : tensor<768xf32>) outs(%1373 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1375 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1376 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1374 : tensor<768xf32>) outs(%1375 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1377 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1378 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1372, %1376 : tensor<768xf32>, tensor<768xf32>) outs(%1377 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1379 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1380 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1370, %1378 : tensor<768xf32>, tensor<768xf32>) outs(%1379 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1381 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<256x256xf32>) outs(%1381 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1383 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1384 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1017 : tensor<256x256xf32>) outs(%1383 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1385 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1386 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1382, %1384 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1385 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1387 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<256x256xf32>) outs(%1387 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1389 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1017 : tensor<256x256xf32>) outs(%1389 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1391 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1392 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1390, %1017 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1391 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1393 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1394 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1388, %1392 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1393 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1395 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1396 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1190 : tensor<f32>) outs(%1395 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %1397 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1398 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1386, %1396 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1397 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1399 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1400 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<f32>) outs(%1399 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x256xf32>
    %1401 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1402 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1394, %1400 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1401 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1403 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<256x256xf32>) outs(%1403 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1405 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1398 : tensor<256x256xf32>) outs(%1405 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1407 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1402 : tensor<256x256xf32>) outs(%1407 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1409 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1408 : tensor<256x256xf32>) outs(%1409 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1411 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1412 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1406, %1410 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1411 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1413 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1414 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1404, %1412 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1413 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1415 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1416 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg35 : tensor<256xf32>) outs(%1415 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1417 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1418 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1003 : tensor<256xf32>) outs(%1417 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1419 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1420 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1416, %1418 : tensor<256xf32>, tensor<256xf32>) outs(%1419 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1421 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1422 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg63 : tensor<256xf32>) outs(%1421 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1423 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1424 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1003 : tensor<256xf32>) outs(%1423 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1425 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1426 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1424, %1003 : tensor<256xf32>, tensor<256xf32>) outs(%1425 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1427 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1428 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1422, %1426 : tensor<256xf32>, tensor<256xf32>) outs(%1427 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1429 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1430 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1420, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1429 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1431 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1432 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1428, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1431 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1433 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1434 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg7 : tensor<256xf32>) outs(%1433 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1435 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1436 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1430 : tensor<256xf32>) outs(%1435 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1437 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1438 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1432 : tensor<256xf32>) outs(%1437 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1439 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1440 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1438 : tensor<256xf32>) outs(%1439 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1441 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1442 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1436, %1440 : tensor<256xf32>, tensor<256xf32>) outs(%1441 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1443 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1444 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1434, %1442 : tensor<256xf32>, tensor<256xf32>) outs(%1443 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1445 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1446 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg36 : tensor<256xf32>) outs(%1445 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1447 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1448 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%948 : tensor<256xf32>) outs(%1447 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1449 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1450 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1446, %1448 : tensor<256xf32>, tensor<256xf32>) outs(%1449 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1451 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1452 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg64 : tensor<256xf32>) outs(%1451 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1453 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1454 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%948 : tensor<256xf32>) outs(%1453 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1455 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1456 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1454, %948 : tensor<256xf32>, tensor<256xf32>) outs(%1455 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1457 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1458 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1452, %1456 : tensor<256xf32>, tensor<256xf32>) outs(%1457 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1459 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1460 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1450, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1459 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1461 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1462 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1458, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1461 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1463 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1464 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg8 : tensor<256xf32>) outs(%1463 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1465 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1466 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1460 : tensor<256xf32>) outs(%1465 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1467 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1468 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1462 : tensor<256xf32>) outs(%1467 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1469 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1470 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1468 : tensor<256xf32>) outs(%1469 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1471 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1472 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1466, %1470 : tensor<256xf32>, tensor<256xf32>) outs(%1471 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1473 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1474 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1464, %1472 : tensor<256xf32>, tensor<256xf32>) outs(%1473 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1475 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1476 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg37 : tensor<256xf32>) outs(%1475 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1477 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1478 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%938 : tensor<256xf32>) outs(%1477 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1479 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1480 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1476, %1478 : tensor<256xf32>, tensor<256xf32>) outs(%1479 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1481 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1482 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg65 : tensor<256xf32>) outs(%1481 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1483 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1484 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%938 : tensor<256xf32>) outs(%1483 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1485 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1486 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1484, %938 : tensor<256xf32>, tensor<256xf32>) outs(%1485 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1487 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1488 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1482, %1486 : tensor<256xf32>, tensor<256xf32>) outs(%1487 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1489 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1490 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1480, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1489 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1491 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1492 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1488, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1491 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1493 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1494 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg9 : tensor<256xf32>) outs(%1493 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1495 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1496 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1490 : tensor<256xf32>) outs(%1495 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1497 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1498 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1492 : tensor<256xf32>) outs(%1497 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1499 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1500 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1498 : tensor<256xf32>) outs(%1499 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1501 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1502 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1496, %1500 : tensor<256xf32>, tensor<256xf32>) outs(%1501 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1503 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1504 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1494, %1502 : tensor<256xf32>, tensor<256xf32>) outs(%1503 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1505 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<1024x256xf32>) outs(%1505 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1507 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%932 : tensor<1024x256xf32>) outs(%1507 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1509 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1510 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1506, %1508 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1509 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1511 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg66 : tensor<1024x256xf32>) outs(%1511 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1513 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%932 : tensor<1024x256xf32>) outs(%1513 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1515 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1516 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1514, %932 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1515 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1517 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1518 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1512, %1516 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1517 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1519 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1520 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1190 : tensor<f32>) outs(%1519 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %1521 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1522 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1510, %1520 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1521 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1523 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1524 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<f32>) outs(%1523 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024x256xf32>
    %1525 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1526 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1518, %1524 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1525 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1527 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1528 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x256xf32>) outs(%1527 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1529 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1530 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1522 : tensor<1024x256xf32>) outs(%1529 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1531 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1532 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1526 : tensor<1024x256xf32>) outs(%1531 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1533 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1534 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1532 : tensor<1024x256xf32>) outs(%1533 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1535 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1536 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1530, %1534 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1535 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1537 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1538 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1528, %1536 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1537 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1539 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1540 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg39 : tensor<1024xf32>) outs(%1539 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1541 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1542 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%918 : tensor<1024xf32>) outs(%1541 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1543 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1544 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1540, %1542 : tensor<1024xf32>, tensor<1024xf32>) outs(%1543 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1545 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1546 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg67 : tensor<1024xf32>) outs(%1545 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1547 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1548 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%918 : tensor<1024xf32>) outs(%1547 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1549 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1550 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1548, %918 : tensor<1024xf32>, tensor<1024xf32>) outs(%1549 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1551 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1552 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1546, %1550 : tensor<1024xf32>, tensor<1024xf32>) outs(%1551 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1553 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1554 = linalg.generic {indexing_maps = [#map20, #map18], iterator_types = ["parallel"]} ins(%1190 : tensor<f32>) outs(%1553 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024xf32>
    %1555 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1556 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1544, %1554 : tensor<1024xf32>, tensor<1024xf32>) outs(%1555 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1557 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1558 = linalg.generic {indexing_maps = [#map20, #map18], iterator_types = ["parallel"]} ins(%1198 : tensor<f32>) outs(%1557 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1024xf32>
    %1559 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1560 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1552, %1558 : tensor<1024xf32>, tensor<1024xf32>) outs(%1559 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1561 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1562 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg11 : tensor<1024xf32>) outs(%1561 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1563 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1564 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1556 : tensor<1024xf32>) outs(%1563 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1565 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1566 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1560 : tensor<1024xf32>) outs(%1565 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1567 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1568 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1566 : tensor<1024xf32>) outs(%1567 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1569 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1570 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1564, %1568 : tensor<1024xf32>, tensor<1024xf32>) outs(%1569 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1571 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1572 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1562, %1570 : tensor<1024xf32>, tensor<1024xf32>) outs(%1571 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1573 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<256x1024xf32>) outs(%1573 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1575 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1576 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%890 : tensor<256x1024xf32>) outs(%1575 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1577 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1578 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1574, %1576 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1577 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1579 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1580 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<256x1024xf32>) outs(%1579 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1581 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1582 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%890 : tensor<256x1024xf32>) outs(%1581 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1583 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1582, %890 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1583 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1585 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1586 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1580, %1584 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1585 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1587 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1588 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1190 : tensor<f32>) outs(%1587 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %1589 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1590 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1578, %1588 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1589 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1591 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1592 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<f32>) outs(%1591 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %1593 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1586, %1592 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1593 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1595 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1596 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<256x1024xf32>) outs(%1595 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1597 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1598 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1590 : tensor<256x1024xf32>) outs(%1597 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1599 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1600 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1594 : tensor<256x1024xf32>) outs(%1599 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1601 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1602 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1600 : tensor<256x1024xf32>) outs(%1601 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1603 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1604 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1598, %1602 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1603 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1605 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1606 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1596, %1604 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1605 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1607 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1608 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg41 : tensor<256xf32>) outs(%1607 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1609 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1610 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%876 : tensor<256xf32>) outs(%1609 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1611 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1612 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1608, %1610 : tensor<256xf32>, tensor<256xf32>) outs(%1611 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1613 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1614 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg69 : tensor<256xf32>) outs(%1613 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1615 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1616 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%876 : tensor<256xf32>) outs(%1615 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1617 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1618 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1616, %876 : tensor<256xf32>, tensor<256xf32>) outs(%1617 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1619 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1620 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1614, %1618 : tensor<256xf32>, tensor<256xf32>) outs(%1619 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1621 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1622 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1612, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1621 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1623 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1624 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1620, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1623 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1625 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1626 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg13 : tensor<256xf32>) outs(%1625 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1627 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1628 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1622 : tensor<256xf32>) outs(%1627 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1629 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1630 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1624 : tensor<256xf32>) outs(%1629 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1631 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1632 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1630 : tensor<256xf32>) outs(%1631 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1633 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1634 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1628, %1632 : tensor<256xf32>, tensor<256xf32>) outs(%1633 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1635 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1636 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1626, %1634 : tensor<256xf32>, tensor<256xf32>) outs(%1635 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1637 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1638 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg42 : tensor<256xf32>) outs(%1637 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1639 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1640 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%821 : tensor<256xf32>) outs(%1639 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1641 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1642 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1638, %1640 : tensor<256xf32>, tensor<256xf32>) outs(%1641 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1643 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1644 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg70 : tensor<256xf32>) outs(%1643 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1645 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1646 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%821 : tensor<256xf32>) outs(%1645 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1647 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1648 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1646, %821 : tensor<256xf32>, tensor<256xf32>) outs(%1647 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1649 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1650 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1644, %1648 : tensor<256xf32>, tensor<256xf32>) outs(%1649 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1651 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1652 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1642, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1651 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1653 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1654 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1650, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1653 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1655 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1656 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg14 : tensor<256xf32>) outs(%1655 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1657 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1658 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1652 : tensor<256xf32>) outs(%1657 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1659 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1660 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1654 : tensor<256xf32>) outs(%1659 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1661 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1662 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1660 : tensor<256xf32>) outs(%1661 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1663 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1664 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1658, %1662 : tensor<256xf32>, tensor<256xf32>) outs(%1663 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1665 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1666 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1656, %1664 : tensor<256xf32>, tensor<256xf32>) outs(%1665 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1667 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1668 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg43 : tensor<256xf32>) outs(%1667 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1669 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1670 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%811 : tensor<256xf32>) outs(%1669 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1671 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1672 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1668, %1670 : tensor<256xf32>, tensor<256xf32>) outs(%1671 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1673 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1674 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg71 : tensor<256xf32>) outs(%1673 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1675 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1676 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%811 : tensor<256xf32>) outs(%1675 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1677 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1678 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1676, %811 : tensor<256xf32>, tensor<256xf32>) outs(%1677 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1679 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1680 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1674, %1678 : tensor<256xf32>, tensor<256xf32>) outs(%1679 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1681 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1682 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1672, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1681 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1683 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1684 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1680, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1683 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1685 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1686 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg15 : tensor<256xf32>) outs(%1685 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1687 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1688 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1682 : tensor<256xf32>) outs(%1687 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1689 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1690 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1684 : tensor<256xf32>) outs(%1689 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1691 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1692 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1690 : tensor<256xf32>) outs(%1691 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1693 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1694 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1688, %1692 : tensor<256xf32>, tensor<256xf32>) outs(%1693 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1695 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1696 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1686, %1694 : tensor<256xf32>, tensor<256xf32>) outs(%1695 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1697 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1698 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<768x256xf32>) outs(%1697 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1699 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1700 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%805 : tensor<768x256xf32>) outs(%1699 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1701 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1702 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1698, %1700 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1701 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1703 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1704 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<768x256xf32>) outs(%1703 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1705 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1706 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%805 : tensor<768x256xf32>) outs(%1705 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1707 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1708 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1706, %805 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1707 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1709 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1710 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1704, %1708 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1709 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1711 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1712 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1702, %1328 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1711 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1713 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1714 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1710, %1332 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1713 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1715 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1716 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<768x256xf32>) outs(%1715 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1717 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1718 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1712 : tensor<768x256xf32>) outs(%1717 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1719 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1720 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1714 : tensor<768x256xf32>) outs(%1719 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1721 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1722 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1720 : tensor<768x256xf32>) outs(%1721 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1723 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1724 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1718, %1722 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1723 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1725 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768x256xf32>
    %1726 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1716, %1724 : tensor<768x256xf32>, tensor<768x256xf32>) outs(%1725 : tensor<768x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768x256xf32>
    %1727 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1728 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg45 : tensor<768xf32>) outs(%1727 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1729 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1730 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%791 : tensor<768xf32>) outs(%1729 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1731 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1732 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1728, %1730 : tensor<768xf32>, tensor<768xf32>) outs(%1731 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1733 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1734 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg73 : tensor<768xf32>) outs(%1733 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1735 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1736 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%791 : tensor<768xf32>) outs(%1735 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1737 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1738 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1736, %791 : tensor<768xf32>, tensor<768xf32>) outs(%1737 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1739 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1740 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1734, %1738 : tensor<768xf32>, tensor<768xf32>) outs(%1739 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1741 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1742 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1732, %1362 : tensor<768xf32>, tensor<768xf32>) outs(%1741 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1743 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1744 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1740, %1366 : tensor<768xf32>, tensor<768xf32>) outs(%1743 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1745 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1746 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg17 : tensor<768xf32>) outs(%1745 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1747 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1748 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1742 : tensor<768xf32>) outs(%1747 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1749 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1750 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1744 : tensor<768xf32>) outs(%1749 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1751 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1752 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1750 : tensor<768xf32>) outs(%1751 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1753 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1754 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1748, %1752 : tensor<768xf32>, tensor<768xf32>) outs(%1753 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1755 = tensor.empty() {memopt.phase = "optimizer"} : tensor<768xf32>
    %1756 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1746, %1754 : tensor<768xf32>, tensor<768xf32>) outs(%1755 : tensor<768xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<768xf32>
    %1757 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1758 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<256x256xf32>) outs(%1757 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1759 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1760 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%724 : tensor<256x256xf32>) outs(%1759 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1761 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1762 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1758, %1760 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1761 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1763 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1764 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg74 : tensor<256x256xf32>) outs(%1763 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1765 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1766 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%724 : tensor<256x256xf32>) outs(%1765 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1767 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1768 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1766, %724 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1767 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1769 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1770 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1764, %1768 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1769 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1771 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1772 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1762, %1396 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1771 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1773 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1774 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1770, %1400 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1773 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1775 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1776 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<256x256xf32>) outs(%1775 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1777 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1778 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1772 : tensor<256x256xf32>) outs(%1777 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1779 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1780 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1774 : tensor<256x256xf32>) outs(%1779 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1781 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1782 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1780 : tensor<256x256xf32>) outs(%1781 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1783 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1784 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1778, %1782 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1783 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1785 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x256xf32>
    %1786 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1776, %1784 : tensor<256x256xf32>, tensor<256x256xf32>) outs(%1785 : tensor<256x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x256xf32>
    %1787 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1788 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg47 : tensor<256xf32>) outs(%1787 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1789 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1790 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%710 : tensor<256xf32>) outs(%1789 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1791 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1792 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1788, %1790 : tensor<256xf32>, tensor<256xf32>) outs(%1791 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1793 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1794 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg75 : tensor<256xf32>) outs(%1793 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1795 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1796 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%710 : tensor<256xf32>) outs(%1795 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1797 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1798 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1796, %710 : tensor<256xf32>, tensor<256xf32>) outs(%1797 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1799 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1800 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1794, %1798 : tensor<256xf32>, tensor<256xf32>) outs(%1799 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1801 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1802 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1792, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1801 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1803 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1804 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1800, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1803 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1805 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1806 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg19 : tensor<256xf32>) outs(%1805 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1807 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1808 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1802 : tensor<256xf32>) outs(%1807 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1809 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1810 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1804 : tensor<256xf32>) outs(%1809 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1811 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1812 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1810 : tensor<256xf32>) outs(%1811 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1813 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1814 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1808, %1812 : tensor<256xf32>, tensor<256xf32>) outs(%1813 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1815 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1816 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1806, %1814 : tensor<256xf32>, tensor<256xf32>) outs(%1815 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1817 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1818 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg48 : tensor<256xf32>) outs(%1817 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1819 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1820 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%655 : tensor<256xf32>) outs(%1819 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1821 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1822 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1818, %1820 : tensor<256xf32>, tensor<256xf32>) outs(%1821 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1823 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1824 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg76 : tensor<256xf32>) outs(%1823 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1825 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1826 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%655 : tensor<256xf32>) outs(%1825 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1827 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1828 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1826, %655 : tensor<256xf32>, tensor<256xf32>) outs(%1827 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1829 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1830 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1824, %1828 : tensor<256xf32>, tensor<256xf32>) outs(%1829 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1831 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1832 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1822, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1831 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1833 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1834 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1830, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1833 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1835 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1836 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg20 : tensor<256xf32>) outs(%1835 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1837 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1838 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1832 : tensor<256xf32>) outs(%1837 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1839 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1840 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1834 : tensor<256xf32>) outs(%1839 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1841 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1842 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1840 : tensor<256xf32>) outs(%1841 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1843 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1844 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1838, %1842 : tensor<256xf32>, tensor<256xf32>) outs(%1843 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1845 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1846 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1836, %1844 : tensor<256xf32>, tensor<256xf32>) outs(%1845 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1847 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1848 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg49 : tensor<256xf32>) outs(%1847 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1849 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1850 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%645 : tensor<256xf32>) outs(%1849 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1851 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1852 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1848, %1850 : tensor<256xf32>, tensor<256xf32>) outs(%1851 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1853 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1854 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg77 : tensor<256xf32>) outs(%1853 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1855 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1856 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%645 : tensor<256xf32>) outs(%1855 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1857 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1858 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1856, %645 : tensor<256xf32>, tensor<256xf32>) outs(%1857 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1859 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1860 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1854, %1858 : tensor<256xf32>, tensor<256xf32>) outs(%1859 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1861 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1862 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1852, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1861 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1863 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1864 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1860, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1863 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1865 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1866 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg21 : tensor<256xf32>) outs(%1865 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1867 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1868 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1862 : tensor<256xf32>) outs(%1867 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1869 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1870 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1864 : tensor<256xf32>) outs(%1869 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1871 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1872 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1870 : tensor<256xf32>) outs(%1871 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1873 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1874 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1868, %1872 : tensor<256xf32>, tensor<256xf32>) outs(%1873 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1875 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1876 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1866, %1874 : tensor<256xf32>, tensor<256xf32>) outs(%1875 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1877 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1878 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<1024x256xf32>) outs(%1877 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1879 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1880 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%639 : tensor<1024x256xf32>) outs(%1879 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1881 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1882 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1878, %1880 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1881 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1883 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1884 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<1024x256xf32>) outs(%1883 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1885 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1886 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%639 : tensor<1024x256xf32>) outs(%1885 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1887 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1888 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1886, %639 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1887 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1889 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1890 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1884, %1888 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1889 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1891 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1892 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1882, %1520 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1891 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1893 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1894 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1890, %1524 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1893 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1895 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1896 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<1024x256xf32>) outs(%1895 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1897 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1898 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1892 : tensor<1024x256xf32>) outs(%1897 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1899 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1900 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1894 : tensor<1024x256xf32>) outs(%1899 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1901 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1902 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1900 : tensor<1024x256xf32>) outs(%1901 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1903 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1904 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1898, %1902 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1903 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1905 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024x256xf32>
    %1906 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1896, %1904 : tensor<1024x256xf32>, tensor<1024x256xf32>) outs(%1905 : tensor<1024x256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024x256xf32>
    %1907 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1908 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg51 : tensor<1024xf32>) outs(%1907 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1909 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1910 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%625 : tensor<1024xf32>) outs(%1909 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1911 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1912 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1908, %1910 : tensor<1024xf32>, tensor<1024xf32>) outs(%1911 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1913 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1914 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg79 : tensor<1024xf32>) outs(%1913 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1915 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1916 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%625 : tensor<1024xf32>) outs(%1915 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1917 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1918 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1916, %625 : tensor<1024xf32>, tensor<1024xf32>) outs(%1917 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1919 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1920 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1914, %1918 : tensor<1024xf32>, tensor<1024xf32>) outs(%1919 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1921 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1922 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1912, %1554 : tensor<1024xf32>, tensor<1024xf32>) outs(%1921 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1923 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1924 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1920, %1558 : tensor<1024xf32>, tensor<1024xf32>) outs(%1923 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1925 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1926 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg23 : tensor<1024xf32>) outs(%1925 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1927 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1928 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1922 : tensor<1024xf32>) outs(%1927 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1929 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1930 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1924 : tensor<1024xf32>) outs(%1929 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1931 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1932 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1930 : tensor<1024xf32>) outs(%1931 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1933 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1934 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1928, %1932 : tensor<1024xf32>, tensor<1024xf32>) outs(%1933 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1935 = tensor.empty() {memopt.phase = "optimizer"} : tensor<1024xf32>
    %1936 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1926, %1934 : tensor<1024xf32>, tensor<1024xf32>) outs(%1935 : tensor<1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<1024xf32>
    %1937 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1938 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<256x1024xf32>) outs(%1937 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1939 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1940 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%597 : tensor<256x1024xf32>) outs(%1939 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1941 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1942 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1938, %1940 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1941 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1943 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1944 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<256x1024xf32>) outs(%1943 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1945 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1946 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%597 : tensor<256x1024xf32>) outs(%1945 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1947 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1948 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1946, %597 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1947 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1949 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1950 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1944, %1948 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1949 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1951 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1952 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1942, %1588 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1951 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1953 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1954 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1950, %1592 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1953 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1955 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1956 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<256x1024xf32>) outs(%1955 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1957 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1958 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1952 : tensor<256x1024xf32>) outs(%1957 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1959 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1960 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1954 : tensor<256x1024xf32>) outs(%1959 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1961 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1962 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1960 : tensor<256x1024xf32>) outs(%1961 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1963 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1964 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1958, %1962 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1963 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1965 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256x1024xf32>
    %1966 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1956, %1964 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%1965 : tensor<256x1024xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256x1024xf32>
    %1967 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1968 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg53 : tensor<256xf32>) outs(%1967 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1969 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1970 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%583 : tensor<256xf32>) outs(%1969 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1971 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1972 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1968, %1970 : tensor<256xf32>, tensor<256xf32>) outs(%1971 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1973 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1974 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg81 : tensor<256xf32>) outs(%1973 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1975 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1976 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%583 : tensor<256xf32>) outs(%1975 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1977 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1978 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1976, %583 : tensor<256xf32>, tensor<256xf32>) outs(%1977 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1979 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1980 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1974, %1978 : tensor<256xf32>, tensor<256xf32>) outs(%1979 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1981 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1982 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1972, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%1981 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1983 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1984 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1980, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%1983 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1985 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1986 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg25 : tensor<256xf32>) outs(%1985 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1987 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1988 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1982 : tensor<256xf32>) outs(%1987 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1989 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1990 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1984 : tensor<256xf32>) outs(%1989 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1991 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1992 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%1990 : tensor<256xf32>) outs(%1991 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1993 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1994 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1988, %1992 : tensor<256xf32>, tensor<256xf32>) outs(%1993 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1995 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1996 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1986, %1994 : tensor<256xf32>, tensor<256xf32>) outs(%1995 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1997 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %1998 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg54 : tensor<256xf32>) outs(%1997 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %1999 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2000 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%530 : tensor<256xf32>) outs(%1999 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2001 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2002 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%1998, %2000 : tensor<256xf32>, tensor<256xf32>) outs(%2001 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2003 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2004 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg82 : tensor<256xf32>) outs(%2003 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2005 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2006 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%530 : tensor<256xf32>) outs(%2005 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2007 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2008 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2006, %530 : tensor<256xf32>, tensor<256xf32>) outs(%2007 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2009 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2010 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2004, %2008 : tensor<256xf32>, tensor<256xf32>) outs(%2009 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2011 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2012 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2002, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%2011 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2013 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2014 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2010, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%2013 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2015 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2016 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg26 : tensor<256xf32>) outs(%2015 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2017 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2018 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%2012 : tensor<256xf32>) outs(%2017 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2019 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2020 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%2014 : tensor<256xf32>) outs(%2019 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2021 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2022 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%2020 : tensor<256xf32>) outs(%2021 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2023 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2024 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2018, %2022 : tensor<256xf32>, tensor<256xf32>) outs(%2023 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2025 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2026 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2016, %2024 : tensor<256xf32>, tensor<256xf32>) outs(%2025 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2027 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2028 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg55 : tensor<256xf32>) outs(%2027 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_5 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2029 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2030 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%520 : tensor<256xf32>) outs(%2029 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_4 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2031 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2032 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2028, %2030 : tensor<256xf32>, tensor<256xf32>) outs(%2031 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2033 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2034 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg83 : tensor<256xf32>) outs(%2033 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_3 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2035 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2036 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%520 : tensor<256xf32>) outs(%2035 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2037 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2038 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2036, %520 : tensor<256xf32>, tensor<256xf32>) outs(%2037 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.mulf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2039 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2040 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2034, %2038 : tensor<256xf32>, tensor<256xf32>) outs(%2039 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.addf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2041 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2042 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2032, %1264 : tensor<256xf32>, tensor<256xf32>) outs(%2041 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2043 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2044 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2040, %1268 : tensor<256xf32>, tensor<256xf32>) outs(%2043 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2045 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2046 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%arg27 : tensor<256xf32>) outs(%2045 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_1 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2047 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2048 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%2042 : tensor<256xf32>) outs(%2047 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.mulf %in, %cst_2 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2049 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2050 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%2044 : tensor<256xf32>) outs(%2049 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = math.sqrt %in : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2051 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2052 = linalg.generic {indexing_maps = [#map18, #map18], iterator_types = ["parallel"]} ins(%2050 : tensor<256xf32>) outs(%2051 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %out: f32):
      %2057 = arith.addf %in, %cst_0 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2053 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2054 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2048, %2052 : tensor<256xf32>, tensor<256xf32>) outs(%2053 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.divf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    %2055 = tensor.empty() {memopt.phase = "optimizer"} : tensor<256xf32>
    %2056 = linalg.generic {indexing_maps = [#map18, #map18, #map18], iterator_types = ["parallel"]} ins(%2046, %2054 : tensor<256xf32>, tensor<256xf32>) outs(%2055 : tensor<256xf32>) attrs =  {memopt.phase = "optimizer"} {
    ^bb0(%in: f32, %in_178: f32, %out: f32):
      %2057 = arith.subf %in, %in_178 : f32
      linalg.yield %2057 : f32
    } -> tensor<256xf32>
    return {memopt.phase = "optimizer"} %472, %1214, %1248, %1282, %1312, %1346, %1380, %1414, %1444, %1474, %1504, %1538, %1572, %1606, %1636, %1666, %1696, %1726, %1756, %1786, %1816, %1846, %1876, %1906, %1936, %1966, %1996, %2026, %2056, %1178, %1220, %1254, %1288, %1318, %1352, %1386, %1420, %1450, %1480, %1510, %1544, %1578, %1612, %1642, %1672, %1702, %1732, %1762, %1792, %1822, %1852, %1882, %1912, %1942, %1972, %2002, %2032, %1186, %1228, %1262, %1296, %1326, %1360, %1394, %1428, %1458, %1488, %1518, %1552, %1586, %1620, %1650, %1680, %1710, %1740, %1770, %1800, %1830, %1860, %1890, %1920, %1950, %1980, %2010, %2040 : tensor<f32>, tensor<4096x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4096x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4096x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<768x256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
  }
}
