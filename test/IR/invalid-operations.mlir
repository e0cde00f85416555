// Malformed or misplaced memopt attributes on operations and functions: the
// verifier rejects them at the op, before any pass runs.
// RUN: mem-opt %s -split-input-file -verify-diagnostics -o /dev/null

func.func @bad_op_role(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.role "grad" on 'arith.addf': expected a string, one of parameter, optimizer_state}}
  %y = arith.addf %x, %x {memopt.role = "grad"} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @negative_layer(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.layer -1 : i64 on 'arith.addf': expected a non-negative integer}}
  %y = arith.addf %x, %x {memopt.layer = -1 : i64} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @layer_string(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.layer "0" on 'arith.addf': expected a non-negative integer}}
  %y = arith.addf %x, %x {memopt.layer = "0"} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @layer_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.layer 1.000000e+00 : f32 on 'arith.addf': expected a non-negative integer}}
  %y = arith.addf %x, %x {memopt.layer = 1.0 : f32} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// A nested op is checked like a top-level one.
func.func @nested_layer(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %y = scf.if %c -> tensor<4xf32> {
    // expected-error @+1 {{invalid memopt.layer -3 : i8 on 'arith.addf'}}
    %a = arith.addf %x, %x {memopt.layer = -3 : i8} : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %y : tensor<4xf32>
}

// -----

func.func @bad_phase(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.phase "fwd" on 'arith.addf': expected a string, one of forward, backward, optimizer}}
  %y = arith.addf %x, %x {memopt.phase = "fwd"} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @phase_not_string(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.phase 2 : i64 on 'arith.addf': expected a string, one of forward, backward, optimizer}}
  %y = arith.addf %x, %x {memopt.phase = 2} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @remat_not_unit(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.remat true on 'arith.addf': expected a unit attribute}}
  %y = arith.addf %x, %x {memopt.remat = true} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @name_on_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{memopt.name on 'arith.addf': it belongs on function arguments and results}}
  %y = arith.addf %x, %x {memopt.name = "h"} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @dims_on_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{memopt.dims on 'arith.addf': it belongs on function arguments}}
  %y = arith.addf %x, %x {memopt.dims = ["n"]} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @mark_on_op(%x: memref<4xf32>) {
  // expected-error @+1 {{memopt.arena_bytes on 'memref.alloc': it belongs on functions}}
  %m = memref.alloc() {memopt.arena_bytes = 16 : i64} : memref<4xf32>
  return
}

// -----

func.func @unknown_on_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unknown attribute memopt.stage on 'arith.addf': the memopt dialect has memopt.role}}
  %y = arith.addf %x, %x {memopt.stage = 1} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// expected-error @+1 {{invalid memopt.result_args array<i64: 1> on 'func.func': expected array<i64> of argument numbers below 1 or -1}}
func.func @result_arg_out_of_range(%w: memref<4xf32>) attributes {memopt.result_args = array<i64: 1>} {
  return
}

// -----

// expected-error @+1 {{invalid memopt.result_args array<i64: -2> on 'func.func'}}
func.func @result_arg_below_minus_one(%w: memref<4xf32>) attributes {memopt.result_args = array<i64: -2>} {
  return
}

// -----

// expected-error @+1 {{invalid memopt.result_args [0] on 'func.func'}}
func.func @result_args_not_dense(%w: memref<4xf32>) attributes {memopt.result_args = [0]} {
  return
}

// -----

// expected-error @+1 {{invalid memopt.arena_bytes -16 : i64 on 'func.func': expected a non-negative integer}}
func.func @negative_arena(%w: memref<4xf32>) attributes {memopt.arena_bytes = -16 : i64} {
  return
}

// -----

// expected-error @+1 {{invalid memopt.arena_live_peak_bytes "1KiB" on 'func.func': expected a non-negative integer}}
func.func @arena_peak_string(%w: memref<4xf32>) attributes {memopt.arena_live_peak_bytes = "1KiB"} {
  return
}

// -----

// The lowering's marks belong on functions, not on the module.
// expected-error @+1 {{memopt.result_args on 'builtin.module': it belongs on functions}}
module attributes {memopt.result_args = array<i64: -1>} {
}
