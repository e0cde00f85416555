// memopt-cuda-host-main on buffers it cannot pass from a host main.
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-cuda-host-main -o /dev/null

// expected-error @+1 {{memopt-lower-cuda: argument 0 of type 'memref<?xf32>' cannot be passed from the host main}}
func.func @dynamic(%w: memref<?xf32>) {
  return
}

// -----

// expected-error @+1 {{memopt-lower-cuda: the module already has a 'main'}}
module {
  func.func @main() {
    return
  }
}

// -----

// expected-error @+1 {{memopt-lower-cuda: memopt.result_args does not match the results}}
func.func @step(%w: memref<4xf32>) -> memref<4xf32> attributes {memopt.result_args = array<i64: 0>} {
  return %w : memref<4xf32>
}
