// strategy=zero1 on 4 ranks: as dp, and the momentum (an optimizer state)
// is split on dimension 0, 16 rows to 4 per rank, in the arguments and in
// the results. Each rank updates its quarter: it slices the all-reduced
// gradient and the parameter (shard.all_slice, no communication), updates
// them and all-gathers the parameter back whole.
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=zero1 ranks=4" | FileCheck %s
// The roles need not be declared: role inference finds the same ones (the
// update pairs, the loss), and the same program comes out.
// RUN: sed 's/ {memopt.role = "[a-z_]*"}//g' %S/Inputs/momentum-step.mlir | mem-opt --memopt-shard="strategy=zero1 ranks=4" | FileCheck %s --check-prefix=INFERRED
// Upstream's convert-shard-to-mpi has no lowering of shard.all_slice yet
// (and reports it without failing: the exit status is 0).
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=zero1 ranks=4" | mem-opt --convert-shard-to-mpi -o /dev/null 2>&1 | FileCheck %s --check-prefix=MPI

// CHECK: shard.grid @memopt_ranks(shape = 4)
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<2x16xf32> {memopt.role = "input"}
// CHECK-SAME: %[[W:.*]]: tensor<16x32xf32> {memopt.role = "parameter"}
// CHECK-SAME: %[[M:.*]]: tensor<4x32xf32> {memopt.role = "optimizer_state"}
// CHECK-SAME: -> (tensor<f32> {memopt.role = "loss"}, tensor<16x32xf32> {memopt.role = "parameter"}, tensor<4x32xf32> {memopt.role = "optimizer_state"})
// CHECK: %[[LOSS:.*]] = shard.all_reduce %{{.*}} on @memopt_ranks grid_axes = [0] : tensor<f32> -> tensor<f32>
// CHECK: %[[G:.*]] = shard.all_reduce %{{.*}} on @memopt_ranks grid_axes = [0] : tensor<16x32xf32> -> tensor<16x32xf32>
// CHECK: %[[GS:.*]] = shard.all_slice %[[G]] on @memopt_ranks grid_axes = [0] slice_axis = 0 : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK: %[[M2:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[GS]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK: %[[WS:.*]] = shard.all_slice %[[W]] on @memopt_ranks grid_axes = [0] slice_axis = 0 : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK: %[[W2S:.*]] = linalg.generic {{.*}} ins(%[[WS]], %[[M2]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK: %[[W2:.*]] = shard.all_gather %[[W2S]] on @memopt_ranks grid_axes = [0] gather_axis = 0 : tensor<4x32xf32> -> tensor<16x32xf32>
// CHECK: return %[[LOSS]], %{{.*}}, %[[M2]] : tensor<f32>, tensor<16x32xf32>, tensor<4x32xf32>

// INFERRED: func.func @step(%{{.*}}: tensor<2x16xf32>, %{{.*}}: tensor<16x32xf32>, %{{.*}}: tensor<4x32xf32>, %{{.*}}: f32) -> (tensor<f32>, tensor<16x32xf32>, tensor<4x32xf32>)
// INFERRED: shard.all_gather %{{.*}} : tensor<4x32xf32> -> tensor<16x32xf32>

// MPI: error: failed to legalize operation 'shard.all_slice' that was explicitly marked illegal
