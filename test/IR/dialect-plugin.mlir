// The plugin is also a dialect plugin: upstream mlir-opt loaded with it
// verifies the memopt attributes while it parses, as mem-opt does.
// RUN: mlir-opt --load-dialect-plugin=%memopt_obj_root/lib/MemOptPlugin.so %s -split-input-file -verify-diagnostics -o /dev/null
// Without it mlir-opt knows nothing of them and accepts the same input.
// RUN: mlir-opt %s -split-input-file -o /dev/null

// expected-error @+1 {{invalid memopt.role "weights" on argument #0: expected a string, one of parameter}}
func.func @bad_role(%x: tensor<4xf32> {memopt.role = "weights"}) {
  return
}

// -----

func.func @negative_layer(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid memopt.layer -1 : i64 on 'arith.addf': expected a non-negative integer}}
  %y = arith.addf %x, %x {memopt.layer = -1 : i64} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// A well-formed step verifies.
func.func @step(%w: tensor<4xf32> {memopt.role = "parameter", memopt.name = "w"})
    -> (tensor<4xf32> {memopt.role = "output"}) {
  %y = arith.addf %w, %w {memopt.layer = 0 : i64, memopt.phase = "forward"} : tensor<4xf32>
  return %y : tensor<4xf32>
}
