// Malformed or misplaced memopt attributes on function arguments and
// results: the verifier rejects them at the argument (or at the function for
// a result), before any pass runs.
// RUN: mem-opt %s -split-input-file -verify-diagnostics -o /dev/null

// expected-error @+1 {{invalid memopt.role "weights" on argument #0: expected a string, one of parameter, optimizer_state, input, constant, gradient, activation, loss, output, temporary}}
func.func @bad_role(%x: tensor<4xf32> {memopt.role = "weights"}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.role 3 : i64 on result #0: expected a string, one of parameter}}
func.func @bad_role_type(%x: tensor<4xf32>) -> (tensor<4xf32> {memopt.role = 3}) {
  return %x : tensor<4xf32>
}

// -----

// The error is at the argument that carries the attribute.
func.func @bad_role_second_line(%w: tensor<4xf32> {memopt.role = "parameter"},
    // expected-error @+1 {{invalid memopt.role "Input" on argument #1}}
    %x: tensor<4xf32> {memopt.role = "Input"}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.role "grad" on argument #0}}
func.func private @external_bad_role(tensor<4xf32> {memopt.role = "grad"})

// -----

// expected-error @+1 {{invalid memopt.name 7 : i64 on argument #0: expected a string}}
func.func @bad_name(%x: tensor<4xf32> {memopt.name = 7}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.name ["fc"] on result #0: expected a string}}
func.func @bad_result_name(%x: tensor<4xf32>) -> (tensor<4xf32> {memopt.name = ["fc"]}) {
  return %x : tensor<4xf32>
}

// -----

// expected-error @+1 {{invalid memopt.dims ["batch"] on argument #0: expected an array of 2 strings, one per dimension of 'tensor<?x?xf32>'}}
func.func @dims_too_few(%x: tensor<?x?xf32> {memopt.dims = ["batch"]}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.dims [0, 1] on argument #0: expected an array of 2 strings}}
func.func @dims_not_strings(%x: tensor<?x?xf32> {memopt.dims = [0, 1]}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.dims "batch" on argument #0: expected an array of 1 strings}}
func.func @dims_not_array(%x: tensor<?xf32> {memopt.dims = "batch"}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.dims ["n"] on argument #0: expected a ranked tensor or memref argument, not 'f32'}}
func.func @dims_on_scalar(%x: f32 {memopt.dims = ["n"]}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.dims ["n"] on argument #0: expected a ranked tensor or memref argument, not 'tensor<*xf32>'}}
func.func @dims_on_unranked(%x: tensor<*xf32> {memopt.dims = ["n"]}) {
  return
}

// -----

// expected-error @+1 {{memopt.dims on result #0: it belongs on function arguments}}
func.func @dims_on_result(%x: tensor<?xf32>) -> (tensor<?xf32> {memopt.dims = ["n"]}) {
  return %x : tensor<?xf32>
}

// -----

// expected-error @+1 {{invalid memopt.range array<i64: 5, 5> on argument #0: expected array<i64: lo, hi> with lo < hi}}
func.func @empty_range(%t: tensor<4xi32> {memopt.range = array<i64: 5, 5>}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.range array<i64: 0, 4, 8> on argument #0: expected array<i64: lo, hi> with lo < hi}}
func.func @range_of_three(%t: tensor<4xi32> {memopt.range = array<i64: 0, 4, 8>}) {
  return
}

// -----

// expected-error @+1 {{invalid memopt.range [0, 4] on argument #0: expected array<i64: lo, hi> with lo < hi}}
func.func @range_not_dense(%t: tensor<4xi32> {memopt.range = [0, 4]}) {
  return
}

// -----

// expected-error @+1 {{memopt.range on result #0: it belongs on function arguments}}
func.func @range_on_result(%t: tensor<4xi32>) -> (tensor<4xi32> {memopt.range = array<i64: 0, 4>}) {
  return %t : tensor<4xi32>
}

// -----

// expected-error @+1 {{memopt.layer on argument #0: it belongs on operations}}
func.func @layer_on_argument(%x: tensor<4xf32> {memopt.layer = 0 : i64}) {
  return
}

// -----

// expected-error @+1 {{memopt.result_args on argument #0: it belongs on functions}}
func.func @mark_on_argument(%x: memref<4xf32> {memopt.result_args = array<i64: 0>}) {
  return
}

// -----

// expected-error @+1 {{unknown attribute memopt.rolee on argument #0: the memopt dialect has memopt.role, memopt.name, memopt.dims, memopt.range, memopt.layer, memopt.phase, memopt.remat, memopt.result_args, memopt.arena_bytes, memopt.arena_live_peak_bytes}}
func.func @misspelt(%x: tensor<4xf32> {memopt.rolee = "input"}) {
  return
}
