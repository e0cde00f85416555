// The fast in-place decider agrees with One-Shot Bufferize on writes whose
// result an scf.if yields. One-Shot unites the alias sets of what the
// branches yield: when another branch yields a value defined before the
// write (a function argument, a slice of one, an earlier result) that is
// read at or after the write, outside that branch, the write must not go in
// place (a read-after-write conflict for One-Shot). Reads of the scf.if
// result are no conflict, nor is a value the other branch computes itself
// (mutually exclusive with the write). Six of these cases fail on the
// decider before this rule (outside_partner, nested, partner_read_later,
// write_before_if, both_before_if, partner_slice).
// RUN: mem-opt %s -split-input-file --memopt-report=format=json -o /dev/null > %t.fast
// RUN: mem-opt %s -split-input-file --memopt-report="format=json inplace=one-shot" -o /dev/null > %t.oneshot
// RUN: diff %t.fast %t.oneshot
// RUN: FileCheck %s < %t.fast
// The peaks are what mem-run measures (test/Lowering/peak-scf-if.test).

#map = affine_map<(d0, d1) -> (d0, d1)>

// The else branch yields the argument the relu reads: the relu writes a
// buffer of its own, not %e's (3 buffers of 24 bytes at the relu: %v, the
// scf.if result and the relu's result; %e, only overwritten out of place,
// is never allocated).
// CHECK: "name": "outside_partner"
// CHECK: "peak_bytes": 72
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// Both branches compute their value: mutually exclusive, both in place.
// CHECK: "name": "both_compute"
// CHECK: "peak_bytes": 72
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// The relu's result reaches the yield through a view (an expand_shape); the
// else branch yields %w, which nothing reads: in place.
// CHECK: "name": "through_view"
// CHECK: "peak_bytes": 96
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// The inner scf.if's branches both compute, but the outer one joins the
// inner result with the argument both relus read: neither is in place.
// CHECK: "name": "nested"
// CHECK: "peak_bytes": 96
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// The joined buffer is never read after the write (the scf.if result is
// dead and the relu reads another argument): no conflict, in place.
// CHECK: "name": "not_read_later"
// CHECK: "peak_bytes": 72
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// The scf.if result is read after the scf.if, but the joined argument %v is
// not: in place.
// CHECK: "name": "result_read_later"
// CHECK: "peak_bytes": 96
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// The joined argument %v is read after the scf.if: the relu (which reads
// %u) is not in place.
// CHECK: "name": "partner_read_later"
// CHECK: "peak_bytes": 96
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// The write precedes the scf.if and its result is the partner the other
// branch's relu reads: the add is in place, the relu is not.
// CHECK: "name": "write_before_if"
// CHECK: "peak_bytes": 96
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// Both yielded values are defined before the scf.if; the argument %v is
// read after the add: the add is not in place.
// CHECK: "name": "both_before_if"
// CHECK: "peak_bytes": 96
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

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>

// The partner is a slice of an argument read later: the relu is not in
// place.
// CHECK: "name": "partner_slice"
// CHECK: "peak_bytes": 168
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
