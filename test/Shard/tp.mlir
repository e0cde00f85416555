// tp=2 on 4 ranks: a 2x2 grid, the batch split on axis 0 (8 rows, 4 per
// rank) and the MLP's Megatron pair on axis 1, found by data flow (the
// step names nothing): w1 (16x32) column-parallel, 16x16 per rank, w2
// (32x16) row-parallel, 16x16 per rank, and their momenta and updates the
// same. The hidden activation stays split between the two matmuls (no
// collective), the row matmul's partial sums are all-reduced on the tensor
// axis (Megatron's forward all-reduce), and the weight gradients on the
// data axis only.
// RUN: mem-opt %S/Inputs/mlp-step.mlir --memopt-shard="strategy=dp ranks=4 tp=2" | FileCheck %s
// On 2 ranks both are tensor-parallel (a 1x2 grid) and the input is whole.
// RUN: mem-opt %S/Inputs/mlp-step.mlir --memopt-shard="ranks=2 tp=2" | FileCheck %s --check-prefix=TWO
// tp=1 is the 1-D grid of dp.
// RUN: mem-opt %S/Inputs/mlp-step.mlir --memopt-shard="ranks=2 tp=1" | FileCheck %s --check-prefix=ONE

// CHECK: shard.grid @memopt_ranks(shape = 2x2)
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x16xf32> {memopt.role = "input"}
// CHECK-SAME: %[[W1:[^:]*]]: tensor<16x16xf32> {memopt.role = "parameter"}
// CHECK-SAME: %[[W2:[^:]*]]: tensor<16x16xf32> {memopt.role = "parameter"}
// CHECK-SAME: %[[M1:[^:]*]]: tensor<16x16xf32> {memopt.role = "optimizer_state"}
// CHECK-SAME: %[[M2:[^:]*]]: tensor<16x16xf32> {memopt.role = "optimizer_state"}
// CHECK-SAME: -> (tensor<f32> {memopt.role = "loss"}, tensor<16x16xf32> {memopt.role = "parameter"}, tensor<16x16xf32> {memopt.role = "parameter"}, tensor<16x16xf32> {memopt.role = "optimizer_state"}, tensor<16x16xf32> {memopt.role = "optimizer_state"})
// CHECK-NOT: shard.all_reduce
// CHECK: %[[H:.*]] = linalg.matmul ins(%[[X]], %[[W1]] : tensor<4x16xf32>, tensor<16x16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
// CHECK-NOT: grid_axes = [1]
// CHECK-NOT: shard.all_reduce
// CHECK-NOT: shard.all_gather
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[H]] : tensor<4x16xf32>)
// CHECK-NOT: grid_axes = [1]
// CHECK-NOT: shard.all_reduce
// CHECK-NOT: shard.all_gather
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[G]], %[[W2]] : tensor<4x16xf32>, tensor<16x16xf32>) outs(%{{.*}} : tensor<4x16xf32>)
// CHECK-NEXT: %[[YS:.*]] = shard.all_reduce %[[Y]] on @memopt_ranks grid_axes = [1] : tensor<4x16xf32> -> tensor<4x16xf32>
// CHECK: linalg.reduce ins(%[[YS]] : tensor<4x16xf32>)
// CHECK: %[[LOSS:.*]] = shard.all_reduce %{{.*}} on @memopt_ranks grid_axes = [0] : tensor<f32> -> tensor<f32>
// CHECK-NOT: grid_axes = [1]
// CHECK: %[[DW2:.*]] = shard.all_reduce %{{.*}} on @memopt_ranks grid_axes = [0] : tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NOT: grid_axes = [1]
// CHECK: %[[DW1:.*]] = shard.all_reduce %{{.*}} on @memopt_ranks grid_axes = [0] : tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NOT: shard.
// CHECK: %[[M1N:.*]] = linalg.generic {{.*}} ins(%[[M1]], %[[DW1]] : tensor<16x16xf32>, tensor<16x16xf32>)
// CHECK: %[[W1N:.*]] = linalg.generic {{.*}} ins(%[[W1]], %[[M1N]] : tensor<16x16xf32>, tensor<16x16xf32>)
// CHECK: %[[M2N:.*]] = linalg.generic {{.*}} ins(%[[M2]], %[[DW2]] : tensor<16x16xf32>, tensor<16x16xf32>)
// CHECK: %[[W2N:.*]] = linalg.generic {{.*}} ins(%[[W2]], %[[M2N]] : tensor<16x16xf32>, tensor<16x16xf32>)
// CHECK: return %[[LOSS]], %[[W1N]], %[[W2N]], %[[M1N]], %[[M2N]]

// TWO: shard.grid @memopt_ranks(shape = 1x2)
// TWO: func.func @step(%{{.*}}: tensor<8x16xf32> {memopt.role = "input"}, %{{.*}}: tensor<16x16xf32> {memopt.role = "parameter"}, %{{.*}}: tensor<16x16xf32> {memopt.role = "parameter"}
// TWO-COUNT-1: grid_axes = [1]
// TWO-NOT: grid_axes = [1]

// ONE: shard.grid @memopt_ranks(shape = 2)
// ONE: func.func @step(%{{.*}}: tensor<4x16xf32> {memopt.role = "input"}, %{{.*}}: tensor<16x32xf32> {memopt.role = "parameter"}, %{{.*}}: tensor<32x16xf32> {memopt.role = "parameter"}

// An imported nn.Linear's weight, [out, in] = 32x16, read through a
// linalg.transpose: split on dimension 0 (16x16 per rank, where a split of
// its input dimension would be 32x8), its momentum too, and the one
// forward all-reduce.
// RUN: mem-opt %S/Inputs/mlp-step-transposed.mlir --memopt-shard="ranks=2 tp=2" | FileCheck %s --check-prefix=TRANSPOSED
// TRANSPOSED: func.func @step(%{{.*}}: tensor<8x16xf32> {memopt.role = "input"}, %[[W1T:[^:]*]]: tensor<16x16xf32> {memopt.role = "parameter"}, %{{[^:]*}}: tensor<16x16xf32> {memopt.role = "parameter"}, %{{[^:]*}}: tensor<16x16xf32> {memopt.role = "optimizer_state"}
// TRANSPOSED: linalg.transpose ins(%[[W1T]] : tensor<16x16xf32>) outs(%{{.*}} : tensor<16x16xf32>) permutation = [1, 0]
// TRANSPOSED-COUNT-1: grid_axes = [1]
// TRANSPOSED-NOT: grid_axes = [1]
