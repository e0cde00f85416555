// What memopt-lower-cuda cannot lower is a located error, never a crash.
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-lower-cuda=stop-before-gpu -o /dev/null

// A loop that allocates every iteration: the device allocation sequence
// depends on run-time ownership flags.
#id2 = affine_map<(i, j) -> (i, j)>
func.func @loop(%x: tensor<16x64xf32> {memopt.role = "input"},
                %w: tensor<64x64xf32> {memopt.role = "parameter"}) -> tensor<16x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<16x64xf32>) {
    // expected-error @+1 {{memopt-lower-cuda: buffers allocated or freed under control flow are not supported yet}}
    %e = tensor.empty() : tensor<16x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
    %m = linalg.matmul ins(%h, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %m : tensor<16x64xf32>
  }
  return %r : tensor<16x64xf32>
}

// -----

// A constant tensor lives in a host global.
#id = affine_map<(i) -> (i)>
func.func @constant(%w: tensor<2xf32> {memopt.role = "parameter"}) -> tensor<2xf32> {
  // expected-error @+1 {{memopt-lower-cuda: constant tensors in host globals are not supported yet}}
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%c : tensor<2xf32>) outs(%w : tensor<2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.addf %a, %o : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// A dynamic size: no prediction, and main could not allocate the argument.
// expected-error @+1 {{dynamic dimension 0 of argument #0 ('tensor<?xf32>') is not bound}}
func.func @dynamic(%w: tensor<?xf32>) -> tensor<?xf32> {
  return %w : tensor<?xf32>
}

// -----

// Two possible entries and no entry= option.
// expected-error @+1 {{memopt-lower-cuda: 2 public functions nothing calls; choose one with entry=}}
module {
  func.func @a(%w: tensor<4xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
  }
  func.func @b(%w: tensor<4xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
  }
}

// -----

// Input the memory analysis refuses gets its located error first (upstream's
// affine folder would trap on INT64_MIN floordiv -1 further down).
func.func @affine_overflow() -> tensor<?xf32> {
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %n = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%min, %m1]
  // expected-error @+1 {{cannot resolve dynamic dimension 0 of result #0 ('tensor<?xf32>')}}
  %t = tensor.empty(%n) : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----

// A cycle in a graph region has no program order (bufferization would crash).
func.func @graph_region_cycle() {
  builtin.module {
    // expected-error @+1 {{'tensor.cast' uses a value defined after it (a graph region): the analysis needs a program order}}
    %x = tensor.cast %y : tensor<4xf32> to tensor<4xf32>
    %y = tensor.cast %x : tensor<4xf32> to tensor<4xf32>
  }
  return
}
