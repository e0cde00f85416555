// Functions with scf.if results (those of
// test/Analysis/inplace-scf-if-join.mlir), run by peak-scf-if.test at both
// values of each flag.

#map = affine_map<(d0, d1) -> (d0, d1)>

// outside_partner: the else branch yields the argument the relu reads (the relu
// writes out of place).
func.func @outside_partner(%v: tensor<2x3xf32>, %flag: i1) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  } else {
    scf.yield %v : tensor<2x3xf32>
  }
  return %y : tensor<2x3xf32>
}

// both_compute: both branches compute their value.
func.func @both_compute(%v: tensor<2x3xf32>, %flag: i1) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  } else {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.minimumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  }
  return %y : tensor<2x3xf32>
}

// through_view: the yield is a view of the relu.
func.func @through_view(%v: tensor<2x3xf32>, %w: tensor<1x2x3xf32>, %flag: i1) -> tensor<1x2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %flag -> (tensor<1x2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [1, 2, 3] : tensor<2x3xf32> into tensor<1x2x3xf32>
    scf.yield %x : tensor<1x2x3xf32>
  } else {
    scf.yield %w : tensor<1x2x3xf32>
  }
  return %y : tensor<1x2x3xf32>
}

// nested: an scf.if inside an scf.if.
func.func @nested(%v: tensor<2x3xf32>, %f1: i1, %f2: i1) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %f1 -> (tensor<2x3xf32>) {
    %in = scf.if %f2 -> (tensor<2x3xf32>) {
      %e = tensor.empty() : tensor<2x3xf32>
      %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
      ^bb0(%a: f32, %o: f32):
        %m = arith.maximumf %a, %zero : f32
        linalg.yield %m : f32
      } -> tensor<2x3xf32>
      scf.yield %r : tensor<2x3xf32>
    } else {
      %e = tensor.empty() : tensor<2x3xf32>
      %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
      ^bb0(%a: f32, %o: f32):
        %m = arith.minimumf %a, %zero : f32
        linalg.yield %m : f32
      } -> tensor<2x3xf32>
      scf.yield %r : tensor<2x3xf32>
    }
    scf.yield %in : tensor<2x3xf32>
  } else {
    scf.yield %v : tensor<2x3xf32>
  }
  return %y : tensor<2x3xf32>
}

// not_read_later: the scf.if result is never used.
func.func @not_read_later(%v: tensor<2x3xf32>, %u: tensor<2x3xf32>, %flag: i1) {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  } else {
    scf.yield %v : tensor<2x3xf32>
  }
  return
}

// result_read_later: the scf.if result is read after it.
func.func @result_read_later(%v: tensor<2x3xf32>, %u: tensor<2x3xf32>, %flag: i1) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  } else {
    scf.yield %v : tensor<2x3xf32>
  }
  %e2 = tensor.empty() : tensor<2x3xf32>
  %s = linalg.add ins(%y, %y : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

// partner_read_later: the argument the else branch yields is read after the
// scf.if.
func.func @partner_read_later(%v: tensor<2x3xf32>, %u: tensor<2x3xf32>, %flag: i1) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  } else {
    scf.yield %v : tensor<2x3xf32>
  }
  %e2 = tensor.empty() : tensor<2x3xf32>
  %s = linalg.add ins(%v, %v : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s, %y : tensor<2x3xf32>, tensor<2x3xf32>
}

// write_before_if: the then branch reads what the else branch yields.
func.func @write_before_if(%v: tensor<2x3xf32>, %flag: i1) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %w = linalg.add ins(%v, %v : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    %e2 = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  } else {
    scf.yield %w : tensor<2x3xf32>
  }
  return %y : tensor<2x3xf32>
}

// both_before_if: both yielded values are defined before the scf.if, one an
// argument; the result is returned (the case docs/known-issues.md reduced:
// upstream deallocation cloned it).
func.func @both_before_if(%v: tensor<2x3xf32>, %u: tensor<2x3xf32>, %flag: i1) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %w = linalg.add ins(%u, %u : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    scf.yield %v : tensor<2x3xf32>
  } else {
    scf.yield %w : tensor<2x3xf32>
  }
  %e2 = tensor.empty() : tensor<2x3xf32>
  %s = linalg.add ins(%v, %v : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %s, %y : tensor<2x3xf32>, tensor<2x3xf32>
}

// partner_slice: the else branch yields a slice of an argument.
func.func @partner_slice(%big: tensor<4x3xf32>, %u: tensor<2x3xf32>, %flag: i1) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %y = scf.if %flag -> (tensor<2x3xf32>) {
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x3xf32>
    scf.yield %r : tensor<2x3xf32>
  } else {
    %s = tensor.extract_slice %big[2, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
    scf.yield %s : tensor<2x3xf32>
  }
  %e2 = tensor.empty() : tensor<4x3xf32>
  %t = linalg.add ins(%big, %big : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e2 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %z = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
  %e3 = tensor.empty() : tensor<2x3xf32>
  %q = linalg.add ins(%z, %y : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e3 : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %q : tensor<2x3xf32>
}
