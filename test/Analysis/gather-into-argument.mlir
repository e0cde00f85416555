// Under ZeRO-1 and ZeRO-2 a rank updates its block of a parameter (a
// `shard.all_slice` of the argument, written in place by the update) and
// all-gathers the updated blocks. When nothing reads the argument after
// the gather, the gathered result is the argument's buffer, as ZeRO's
// implementations gather into the parameter's own storage and as mem-run
// lowers it (an MPI all-gather in place, tools/mem-run/AllGatherCall.h):
// no second copy of the parameter. Before, the gather's result was a
// buffer of its own, 64 bytes beside the argument here (the peak 192
// instead of 160 bytes: the update writes a block of its own, the rank
// block of a collective's result not being writable). The rank's block
// of the argument is a view of it, as mem-run runs it (a
// tensor.extract_slice, AllSliceView.h), which the update writes in place:
// the parameter and the gradient, 96 bytes (160 when the block was counted
// as a copy of its own).
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s

#id = affine_map<(i, j) -> (i, j)>
module {
shard.grid @g(shape = 2)
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: argument #0: role parameter (declared), buffer [[W:[0-9]+]] of 64 bytes
func.func @in_place(%w: tensor<4x4xf32> {memopt.role = "parameter"},
                    %g: tensor<2x4xf32> {memopt.role = "gradient"})
    -> tensor<4x4xf32> {
  %ws = shard.all_slice %w on @g grid_axes = [0] slice_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<2x4xf32>) outs(%ws : tensor<2x4xf32>) {
  ^bb0(%d: f32, %o: f32):
    %n = arith.subf %o, %d : f32
    linalg.yield %n : f32
  } -> tensor<2x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role output (inferred), buffer [[W]] of 64 bytes (parameter), live 0..5
  %all = shard.all_gather %u on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  // CHECK: remark: peak of @in_place: 96 bytes
  return %all : tensor<4x4xf32>
}

// The argument read after the gather: the gather's result is a new buffer.
func.func @read_after(%w: tensor<4x4xf32> {memopt.role = "parameter"},
                      %g: tensor<2x4xf32> {memopt.role = "gradient"})
    -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %ws = shard.all_slice %w on @g grid_axes = [0] slice_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<2x4xf32>) outs(%ws : tensor<2x4xf32>) {
  ^bb0(%d: f32, %o: f32):
    %n = arith.subf %o, %d : f32
    linalg.yield %n : f32
  } -> tensor<2x4xf32>
  // CHECK-NOT: (parameter)
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role output (inferred), buffer {{[0-9]+}} of 64 bytes, live 4..5
  %all = shard.all_gather %u on @g grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  // CHECK: remark: peak of @read_after: 192 bytes
  return %all, %w : tensor<4x4xf32>, tensor<4x4xf32>
}
}
