// RUN: mem-opt --allow-unregistered-dialect --memopt-convert-scatters -split-input-file -verify-diagnostics %s

// A scatter whose region reads a value from above has no loop form.
func.func @reads_above(%dst: tensor<6x4xf32>, %idx: tensor<3x1xi64>, %upd: tensor<3x4xf32>, %scale: f32) -> tensor<6x4xf32> {
  // expected-note @below {{in this scatter}}
  %0 = "tm_tensor.scatter"(%upd, %idx, %dst) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
  ^bb0(%u: f32, %o: f32):
    // expected-error @below {{scatter region reads a value from above}}
    %s = arith.mulf %u, %scale : f32
    "tm_tensor.yield"(%s) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi64>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @no_dimension_map(%dst: tensor<6x4xf32>, %idx: tensor<3x1xi64>, %upd: tensor<3x4xf32>) -> tensor<6x4xf32> {
  // expected-error @below {{'tm_tensor.scatter' without a dimension_map of integers}}
  %0 = "tm_tensor.scatter"(%upd, %idx, %dst) ({
  ^bb0(%u: f32, %o: f32):
    "tm_tensor.yield"(%u) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi64>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

// Two index columns for a map of one dimension.
func.func @indices(%dst: tensor<6x4xf32>, %idx: tensor<3x2xi64>, %upd: tensor<3x4xf32>) -> tensor<6x4xf32> {
  // expected-error @below {{'iree_linalg_ext.scatter' has unexpected indices 'tensor<3x2xi64>' for updates 'tensor<3x4xf32>'}}
  %0 = "iree_linalg_ext.scatter"(%upd, %idx, %dst) <{dimension_map = array<i64: 0>}> ({
  ^bb0(%u: f32, %o: f32):
    "iree_linalg_ext.yield"(%u) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x2xi64>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

// Rows of 5 into rows of 4.
func.func @slice(%dst: tensor<6x4xf32>, %idx: tensor<3x1xi64>, %upd: tensor<3x5xf32>) -> tensor<6x4xf32> {
  // expected-error @below {{'tm_tensor.scatter' has an update slice of updates 'tensor<3x5xf32>' that does not fit 'tensor<6x4xf32>'}}
  %0 = "tm_tensor.scatter"(%upd, %idx, %dst) ({
  ^bb0(%u: f32, %o: f32):
    "tm_tensor.yield"(%u) : (f32) -> ()
  }) {dimension_map = [0]} : (tensor<3x5xf32>, tensor<3x1xi64>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @dynamic(%dst: tensor<?x4xf32>, %idx: tensor<3x1xi64>, %upd: tensor<3x4xf32>) -> tensor<?x4xf32> {
  // expected-error @below {{'tm_tensor.scatter' has no upstream form: its operands are not tensors of static shape}}
  %0 = "tm_tensor.scatter"(%upd, %idx, %dst) <{dimension_map = array<i64: 0>}> ({
  ^bb0(%u: f32, %o: f32):
    "tm_tensor.yield"(%u) : (f32) -> ()
  }) : (tensor<3x4xf32>, tensor<3x1xi64>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @map_out_of_range(%dst: tensor<6x4xf32>, %idx: tensor<3x1xi64>, %upd: tensor<3x6xf32>) -> tensor<6x4xf32> {
  // expected-error @below {{'tm_tensor.scatter' maps index column 0 to dimension 2 of 'tensor<6x4xf32>'}}
  %0 = "tm_tensor.scatter"(%upd, %idx, %dst) <{dimension_map = array<i64: 2>}> ({
  ^bb0(%u: f32, %o: f32):
    "tm_tensor.yield"(%u) : (f32) -> ()
  }) : (tensor<3x6xf32>, tensor<3x1xi64>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

// Any other op of the importers' dialects has no upstream form.
func.func @sort(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{no upstream form for 'tm_tensor.sort'}}
  %0 = "tm_tensor.sort"(%t) <{dimension = 0 : i64}> ({
  ^bb0(%a: f32, %b: f32):
    %lt = arith.cmpf olt, %a, %b : f32
    "tm_tensor.yield"(%lt) : (i1) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
