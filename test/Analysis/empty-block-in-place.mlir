// The rank's block of an empty tensor (`shard.all_slice` of a
// `tensor.empty`, memopt-shard's destination of a split update) is an empty
// tensor of the block's shape, as mem-run lowers it: the op writing into it
// writes in place, and the whole empty tensor is never allocated. Before,
// the block was a buffer of its own beside the writer's (a collective's
// result is not writable) and the whole empty tensor was counted too: 192
// bytes at the peak here instead of 128, and on the PyTorch GPT export
// under zero2 (docs/shard.md, "Front-end exports") the report on the pass's
// output said 499,692 B where each rank's program, run, measures 491,500.
// The argument's block (%ws) is a view of it, as mem-run runs it
// (AllSliceView.h): 96 bytes at the peak; 128 when it was counted as a
// copy.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s

#id = affine_map<(i, j) -> (i, j)>
module {
shard.grid @g(shape = 2)
func.func @update(%w: tensor<4x4xf32>) -> tensor<2x4xf32> {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred), buffer {{[0-9]+}} of 0 bytes
  %e = tensor.empty() : tensor<4x4xf32>
  %ws = shard.all_slice %w on @g grid_axes = [0] slice_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role temporary (inferred), buffer [[BLOCK:[0-9]+]] of 32 bytes
  %s = shard.all_slice %e on @g grid_axes = [0] slice_axis = 0 : tensor<4x4xf32> -> tensor<2x4xf32>
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role output (inferred), buffer [[BLOCK]] of 32 bytes
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ws : tensor<2x4xf32>) outs(%s : tensor<2x4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  } -> tensor<2x4xf32>
  // CHECK: remark: peak of @update: 96 bytes
  return %r : tensor<2x4xf32>
}
}
