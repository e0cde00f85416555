// The two non-upstream scatters the importers leave, in the generic form
// the front ends hand to mem-opt (torch-mlir's tm_tensor.scatter for an
// embedding backward, IREE's iree_linalg_ext.scatter for a point
// scatter-add), with their locations.
module {
  func.func @step(%dst: tensor<6x4xf32>, %idx: tensor<3x1xi64>, %upd: tensor<3x1x4xf32>,
                  %dst2: tensor<2x5xf32>, %idx2: tensor<4x2xi32>, %upd2: tensor<4xf32>)
      -> (tensor<6x4xf32>, tensor<2x5xf32>) {
    %0 = "tm_tensor.scatter"(%upd, %idx, %dst) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%arg7: f32 loc("a":1:1), %arg8: f32 loc("a":1:2)):
      %2 = arith.addf %arg8, %arg7 : f32 loc("a":1:3)
      "tm_tensor.yield"(%2) : (f32) -> () loc("a":1:4)
    }) : (tensor<3x1x4xf32>, tensor<3x1xi64>, tensor<6x4xf32>) -> tensor<6x4xf32> loc("backward/0/index_put":7:0)
    %1 = "iree_linalg_ext.scatter"(%upd2, %idx2, %dst2) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%arg9: f32 loc(callsite("b":1:1 at "c":2:2)), %arg10: f32 loc("scatter-add:"("d":3:3))):
      %3 = arith.addf %arg10, %arg9 : f32
      "iree_linalg_ext.yield"(%3) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x2xi32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    return %0, %1 : tensor<6x4xf32>, tensor<2x5xf32>
  }
}
