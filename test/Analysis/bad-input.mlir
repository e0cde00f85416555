// Every input the analysis cannot size gets a located error, not a crash.
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-report -o /dev/null

// expected-error @+1 {{dynamic dimension 0 of argument #0 ('tensor<?x4xf32>') is not bound: name it with memopt.dims and pass bind=<name>=<size>, or bind it by position with bind=<size>}}
func.func @unbound(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}

// -----

// expected-error @+1 {{dynamic dimension 1 of argument #0 ('tensor<2x?xf32>') is not bound: pass bind=seq=<size>}}
func.func @unbound_named(%x: tensor<2x?xf32> {memopt.dims = ["batch", "seq"]}) {
  return
}

// -----

// expected-error @+1 {{unranked tensor (argument #0 is 'tensor<*xf32>') has no size: give it a ranked type}}
func.func @unranked(%x: tensor<*xf32>) {
  return
}

// -----

// 2^40 x 2^40 floats do not fit in 64 bits of bytes.
// expected-error @+1 {{size of 'tensor<1099511627776x1099511627776xf32>' does not fit in 64 bits}}
func.func @absurd(%x: tensor<1099511627776x1099511627776xf32>) {
  return
}

// -----

// Each fits, their sum does not.
// expected-error @+1 {{total bytes of the function's buffers do not fit in 64 bits}}
func.func @absurd_total(%x: tensor<2305843009213693952xf32>, %y: tensor<2305843009213693952xf32>) {
  return
}

// -----

func.func private @external(tensor<4xf32>) -> tensor<4xf32>

func.func @calls_external(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{call to external function @external: its memory use is unknown; inline it or give it a body}}
  %y = func.call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @even(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = func.call @odd(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @odd(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{recursive call to @even: the memory of recursion is unbounded}}
  %y = func.call @even(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// expected-error @+1 {{memref-level IR is not supported (argument #0 is 'memref<4xf32>'): run mem-opt on tensors, before bufferization}}
func.func @memref(%m: memref<4xf32>) {
  return
}

// -----

func.func @memref_op() {
  // expected-error @+1 {{memref-level IR is not supported (result #0 is 'memref<4xf32>')}}
  %m = memref.alloc() : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{element type 'vector<4xf32>' of argument #0 has no known size}}
func.func @vector_elements(%x: tensor<4xvector<4xf32>>) {
  return
}

// -----

// A cycle in a graph region (legal for the verifier) has no program order.
func.func @graph_region_cycle() {
  builtin.module {
    // expected-error @+1 {{'tensor.cast' uses a value defined after it (a graph region): the analysis needs a program order}}
    %x = tensor.cast %y : tensor<4xf32> to tensor<4xf32>
    %y = tensor.cast %x : tensor<4xf32> to tensor<4xf32>
  }
  return
}

// -----

// INT64_MIN floordiv -1 would trap; the affine evaluation is checked.
func.func @affine_overflow() -> tensor<?xf32> {
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %n = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%min, %m1]
  // expected-error @+1 {{cannot resolve dynamic dimension 0 of result #0 ('tensor<?xf32>')}}
  %t = tensor.empty(%n) : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----

func.func @negative_size() -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %n = arith.subi %c2, %c5 : index
  // expected-error @+1 {{dynamic dimension 0 of 'tensor<?xf32>' resolves to a negative size (-3)}}
  %t = tensor.empty(%n) : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----

// A memref can enter through a non-entry block's arguments too.
func.func @memref_block_arg(%m: index) {
  cf.br ^bb1(%m : index)
^bb1(%i: index):
  return
^bb2(%x: memref<4xf32>):  // expected-error {{memref-level IR is not supported (a block argument is 'memref<4xf32>')}}
  return
}

// -----

// A conditional branch passing one tensor twice to one successor: One-Shot
// Bufferize fails at the branch when the other successor takes other
// values, and otherwise the deallocation pipeline allocates for the aliasing
// arguments (a branch like the next one's measured 212 bytes against 192
// predicted), so the analysis refuses to predict it.
func.func @repeated_cond(%x: tensor<16xf32>, %flag: i1) -> tensor<16xf32> {
  // expected-error @+1 {{a conditional branch passes one tensor to several arguments of successor #0: its lowering is not the one the analysis predicts (One-Shot Bufferize fails or buffer deallocation allocates); pass it once and reuse the block argument}}
  cf.cond_br %flag, ^m(%x, %x : tensor<16xf32>, tensor<16xf32>), ^m(%x, %x : tensor<16xf32>, tensor<16xf32>)
^m(%p: tensor<16xf32>, %q: tensor<16xf32>):
  return %p : tensor<16xf32>
}

// -----

func.func @repeated_one_side(%x: tensor<16xf32>, %flag: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %y = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  // expected-error @+1 {{a conditional branch passes one tensor to several arguments of successor #1}}
  cf.cond_br %flag, ^b(%x : tensor<16xf32>), ^a(%y, %y : tensor<16xf32>, tensor<16xf32>)
^a(%p: tensor<16xf32>, %q: tensor<16xf32>):
  %e1 = tensor.empty() : tensor<16xf32>
  %r = linalg.mul ins(%p, %q : tensor<16xf32>, tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  cf.br ^m(%r : tensor<16xf32>)
^b(%u: tensor<16xf32>):
  cf.br ^m(%u : tensor<16xf32>)
^m(%v: tensor<16xf32>):
  return %v : tensor<16xf32>
}
