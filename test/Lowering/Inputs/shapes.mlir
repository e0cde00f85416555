// The program shapes of issue 17, each run by peak-shapes.test.
// @g returns its argument and is also called (by @f): run as the entry.
// @loop_init: an scf.for whose iteration argument starts from an argument.
// @nested: scf.execute_region yielding the argument.
// @views: a view of part of an argument returned.
// @block_args, @block_arg: an argument passed twice (once) to a block.
// @call_*: private callees returning a fresh tensor, their argument, a view.
func.func @g(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = func.call @g(%t) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @loop_init(%x: tensor<1024xf32>, %acc0: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %acc0) -> tensor<1024xf32> {
    %s = linalg.add ins(%t, %x : tensor<1024xf32>, tensor<1024xf32>) outs(%t : tensor<1024xf32>) -> tensor<1024xf32>
    scf.yield %s : tensor<1024xf32>
  }
  return %r : tensor<1024xf32>
}
func.func @nested(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r0 = scf.execute_region -> tensor<4xf32> {
    %r1 = scf.execute_region -> tensor<4xf32> {
      scf.yield %a : tensor<4xf32>
    }
    scf.yield %r1 : tensor<4xf32>
  }
  return %r0 : tensor<4xf32>
}
func.func @views(%t: tensor<16xf32>) -> tensor<2x4xf32> {
  %s = tensor.extract_slice %t[4] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %e : tensor<2x4xf32>
}
func.func @block_args(%a: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %c = arith.constant 0.0 : f32
  cf.br ^bb1(%a, %a : tensor<4xf32>, tensor<4xf32>)
^bb1(%x0: tensor<4xf32>, %x1: tensor<4xf32>):
  %r = linalg.fill ins(%c : f32) outs(%x1 : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @block_arg(%a: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %c = arith.constant 0.0 : f32
  cf.br ^bb1(%a : tensor<4xf32>)
^bb1(%x1: tensor<4xf32>):
  %r = linalg.fill ins(%c : f32) outs(%x1 : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func private @fresh(%x: tensor<256xf32>) -> tensor<256xf32> {
  %e = tensor.empty() : tensor<256xf32>
  %r = linalg.add ins(%x, %x : tensor<256xf32>, tensor<256xf32>) outs(%e : tensor<256xf32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}
func.func @call_fresh_twice(%x: tensor<256xf32>) -> tensor<256xf32> {
  %a = func.call @fresh(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %b = func.call @fresh(%a) : (tensor<256xf32>) -> tensor<256xf32>
  return %b : tensor<256xf32>
}
func.func private @ident(%x: tensor<256xf32>) -> tensor<256xf32> {
  return %x : tensor<256xf32>
}
func.func @call_ident_twice(%x: tensor<256xf32>) -> tensor<256xf32> {
  %a = func.call @ident(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %b = func.call @ident(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %e = tensor.empty() : tensor<256xf32>
  %c = linalg.add ins(%a, %b : tensor<256xf32>, tensor<256xf32>) outs(%e : tensor<256xf32>) -> tensor<256xf32>
  return %c : tensor<256xf32>
}
func.func private @view(%x: tensor<256xf32>) -> tensor<64xf32> {
  %s = tensor.extract_slice %x[64] [64] [1] : tensor<256xf32> to tensor<64xf32>
  return %s : tensor<64xf32>
}
func.func @call_view(%x: tensor<256xf32>) -> tensor<64xf32> {
  %a = func.call @view(%x) : (tensor<256xf32>) -> tensor<64xf32>
  %e = tensor.empty() : tensor<64xf32>
  %c = linalg.add ins(%a, %a : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %c : tensor<64xf32>
}

// A strided view of an argument through scf.execute_region, passed to a
// callee that returns its argument: the callee takes identity layouts, so
// the call passes a copy (seed 7756 of the scan-run sweep: 24 predicted,
// 32 measured before; the region's result has its yield's layout).
func.func private @pass_2x1(%a: tensor<2x1xf32>) -> tensor<2x1xf32> {
  return %a : tensor<2x1xf32>
}
func.func @region_view(%x: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %v = tensor.extract_slice %x[0, 0] [2, 1] [1, 1] : tensor<2x2xf32> to tensor<2x1xf32>
  %r = scf.execute_region -> tensor<2x1xf32> {
    scf.yield %v : tensor<2x1xf32>
  }
  %p = func.call @pass_2x1(%r) : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %e = tensor.empty() : tensor<2x1xf32>
  %m = linalg.mul ins(%p, %p : tensor<2x1xf32>, tensor<2x1xf32>) outs(%e : tensor<2x1xf32>) -> tensor<2x1xf32>
  return %m : tensor<2x1xf32>
}
