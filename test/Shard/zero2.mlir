// strategy=zero2 on 4 ranks: as zero1 (the momentum split on dimension 0,
// 16 rows to 4 per rank), and the weight gradient too: each rank's
// batch-partial gradient (16x32, from its 2 rows of the batch) is
// reduce-scattered (shard.reduce_scatter), so that the rank holds only its
// 4x32 block of the sum, where zero1 all-reduces the whole 16x32 and then
// slices it. The loss is still all-reduced; the updated weight is
// all-gathered as under zero1.
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=zero2 ranks=4" | FileCheck %s
// On 2 ranks the block is 8x32.
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=zero2 ranks=2" | FileCheck %s --check-prefix=TWO
// The roles need not be declared: role inference finds the same ones.
// RUN: sed 's/ {memopt.role = "[a-z_]*"}//g' %S/Inputs/momentum-step.mlir | mem-opt --memopt-shard="strategy=zero2 ranks=4" | FileCheck %s --check-prefix=INFERRED
// Upstream's convert-shard-to-mpi has no lowering of shard.reduce_scatter
// (MLIR 22; it reports it without failing); mem-run lowers it itself
// (mpi-zero2.test).
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=zero2 ranks=4" | mem-opt --convert-shard-to-mpi -o /dev/null 2>&1 | FileCheck %s --check-prefix=MPI

// CHECK: shard.grid @memopt_ranks(shape = 4)
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<2x16xf32> {memopt.role = "input"}
// CHECK-SAME: %[[W:.*]]: tensor<16x32xf32> {memopt.role = "parameter"}
// CHECK-SAME: %[[M:.*]]: tensor<4x32xf32> {memopt.role = "optimizer_state"}
// CHECK: %[[LOSS:.*]] = shard.all_reduce %{{.*}} on @memopt_ranks grid_axes = [0] : tensor<f32> -> tensor<f32>
// CHECK-NOT: shard.all_reduce
// CHECK: %[[DW:.*]] = linalg.matmul {{.*}} ins(%[[X]], %{{.*}} : tensor<2x16xf32>, tensor<2x32xf32>) {{.*}} -> tensor<16x32xf32>
// CHECK-NEXT: %[[G:.*]] = shard.reduce_scatter %[[DW]] on @memopt_ranks grid_axes = [0] scatter_axis = 0 : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK-NOT: shard.all_reduce
// CHECK: %[[M2:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[G]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK: %[[WS:.*]] = shard.all_slice %[[W]] on @memopt_ranks grid_axes = [0] slice_axis = 0 : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK: %[[W2S:.*]] = linalg.generic {{.*}} ins(%[[WS]], %[[M2]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK: %[[W2:.*]] = shard.all_gather %[[W2S]] on @memopt_ranks grid_axes = [0] gather_axis = 0 : tensor<4x32xf32> -> tensor<16x32xf32>
// CHECK: return %[[LOSS]], %{{.*}}, %[[M2]] : tensor<f32>, tensor<16x32xf32>, tensor<4x32xf32>

// TWO: shard.reduce_scatter %{{.*}} scatter_axis = 0 : tensor<16x32xf32> -> tensor<8x32xf32>
// TWO-NOT: shard.all_reduce %{{.*}} : tensor<16x32xf32>
// TWO: shard.all_gather %{{.*}} : tensor<8x32xf32> -> tensor<16x32xf32>

// INFERRED: func.func @step(%{{.*}}: tensor<2x16xf32>, %{{.*}}: tensor<16x32xf32>, %{{.*}}: tensor<4x32xf32>, %{{.*}}: f32)
// INFERRED: shard.reduce_scatter %{{.*}} : tensor<16x32xf32> -> tensor<4x32xf32>

// MPI: error: failed to legalize operation 'shard.reduce_scatter' that was explicitly marked illegal
