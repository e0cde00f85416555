// strategy=dp on 4 ranks: the batch (dimension 0 of the input, 8) is split
// to 2 rows per rank, the parameter and its momentum stay whole, the weight
// gradient is all-reduced before the update and the loss (a sum over the
// batch) too.
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=dp ranks=4" | FileCheck %s
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="ranks=2" | FileCheck %s --check-prefix=TWO
// Upstream lowers both all-reduces to MPI (in place, on the 512 floats of
// the gradient).
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=dp ranks=4" | mem-opt --convert-shard-to-mpi | FileCheck %s --check-prefix=MPI

// CHECK: shard.grid @memopt_ranks(shape = 4)
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<2x16xf32> {memopt.role = "input"}
// CHECK-SAME: %[[W:.*]]: tensor<16x32xf32> {memopt.role = "parameter"}
// CHECK-SAME: %[[M:.*]]: tensor<16x32xf32> {memopt.role = "optimizer_state"}
// CHECK-SAME: -> (tensor<f32> {memopt.role = "loss"}, tensor<16x32xf32> {memopt.role = "parameter"}, tensor<16x32xf32> {memopt.role = "optimizer_state"})
// CHECK-NOT: shard.sharding
// CHECK: %[[Y:.*]] = linalg.matmul ins(%[[X]], %[[W]] : tensor<2x16xf32>, tensor<16x32xf32>) outs(%{{.*}} : tensor<2x32xf32>)
// CHECK: %[[PART:.*]] = linalg.reduce ins(%[[Y]] : tensor<2x32xf32>)
// CHECK: %[[LOSS:.*]] = shard.all_reduce %[[PART]] on @memopt_ranks grid_axes = [0] : tensor<f32> -> tensor<f32>
// CHECK: %[[DW:.*]] = linalg.matmul {{.*}} ins(%[[X]], %{{.*}} : tensor<2x16xf32>, tensor<2x32xf32>) outs(%{{.*}} : tensor<16x32xf32>)
// CHECK: %[[G:.*]] = shard.all_reduce %[[DW]] on @memopt_ranks grid_axes = [0] : tensor<16x32xf32> -> tensor<16x32xf32>
// CHECK-NOT: shard.
// CHECK: %[[M2:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[G]] : tensor<16x32xf32>, tensor<16x32xf32>)
// CHECK: %[[W2:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[M2]] : tensor<16x32xf32>, tensor<16x32xf32>)
// CHECK: return %[[LOSS]], %[[W2]], %[[M2]] : tensor<f32>, tensor<16x32xf32>, tensor<16x32xf32>

// The default strategy is dp; on 2 ranks each gets 4 rows.
// TWO: shard.grid @memopt_ranks(shape = 2)
// TWO: func.func @step(%{{.*}}: tensor<4x16xf32> {memopt.role = "input"}, %{{.*}}: tensor<16x32xf32> {memopt.role = "parameter"}, %{{.*}}: tensor<16x32xf32> {memopt.role = "optimizer_state"}
// TWO-COUNT-2: shard.all_reduce
// TWO-NOT: shard.all_

// MPI: mpi.allreduce(%[[L:.*]], %[[L]], MPI_SUM, %{{.*}}) : memref<f32>, memref<f32>
// MPI: mpi.allreduce(%[[G:.*]], %[[G]], MPI_SUM, %{{.*}}) : memref<512xf32>, memref<512xf32>
// MPI-NOT: shard.all_
