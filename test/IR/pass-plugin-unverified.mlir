// Loaded only as a pass plugin, the memopt dialect is not known while
// mlir-opt parses, so nothing verifies the memopt attributes before the
// passes run: the analysis checks them itself, with the verifier's errors.
// RUN: mlir-opt --load-pass-plugin=%memopt_obj_root/lib/MemOptPlugin.so %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(memopt-report)" -o /dev/null

// expected-error @+1 {{invalid memopt.role "weights" on argument #0: expected a string, one of parameter}}
func.func @bad_role(%x: tensor<4xf32> {memopt.role = "weights"}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// expected-error @+1 {{invalid memopt.name 7 : i64 on result #0: expected a string}}
func.func @bad_result_name(%x: tensor<4xf32>) -> (tensor<4xf32> {memopt.name = 7}) {
  return %x : tensor<4xf32>
}

// -----

func.func @bad_phase(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.phase "fwd" on 'arith.addf'}}
  %y = arith.addf %x, %x {memopt.phase = "fwd"} : tensor<4xf32>
  return %y : tensor<4xf32>
}
