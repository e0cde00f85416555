// strategy=zero3 on 4 ranks: as zero2 (the momentum split on dimension 0,
// the weight gradient reduce-scattered), and the weight too: each rank
// holds its 4x32 block of the 16x32 weight at the argument and returns its
// 4x32 block of the updated weight. The forward matmul reads the weight
// all-gathered whole (shard.all_gather) right before it; the update works
// on the block (no all_slice of the weight, no all_gather after it).
// RUN: mem-opt %S/Inputs/momentum-step.mlir --memopt-shard="strategy=zero3 ranks=4" | FileCheck %s
// The activation step on 2 ranks: 8x32 blocks.
// RUN: mem-opt %S/Inputs/activation-step.mlir --memopt-shard="strategy=zero3 ranks=2" | FileCheck %s --check-prefix=TWO
// The roles need not be declared: role inference finds the same ones.
// RUN: sed 's/ {memopt.role = "[a-z_]*"}//g' %S/Inputs/momentum-step.mlir | mem-opt --memopt-shard="strategy=zero3 ranks=4" | FileCheck %s --check-prefix=INFERRED
// A generated one-layer GPT-2 (AdamW): one all_gather per op outside the
// update that reads a parameter (zero2 has none; one is not counted as
// right before its use by the script, not traced yet).
// RUN: mem-gen --preset tiny --layers 1 --batch 4 -o %t.mlir
// RUN: mem-opt %t.mlir --memopt-shard="strategy=zero3 ranks=2" -o %t.rank.mlir
// RUN: %python %S/Inputs/zero3-gathers.py %t.rank.mlir | FileCheck %s --check-prefix=GPT

// CHECK: shard.grid @memopt_ranks(shape = 4)
// CHECK-LABEL: func.func @step(
// CHECK-SAME: %[[X:.*]]: tensor<2x16xf32> {memopt.role = "input"}
// CHECK-SAME: %[[W:.*]]: tensor<4x32xf32> {memopt.role = "parameter"}
// CHECK-SAME: %[[M:.*]]: tensor<4x32xf32> {memopt.role = "optimizer_state"}
// CHECK-SAME: -> (tensor<f32> {memopt.role = "loss"}, tensor<4x32xf32> {memopt.role = "parameter"}, tensor<4x32xf32> {memopt.role = "optimizer_state"})
// CHECK-NOT: shard.all_gather
// CHECK: %[[INIT:.*]] = linalg.fill
// CHECK-NEXT: %[[WG:.*]] = shard.all_gather %[[W]] on @memopt_ranks grid_axes = [0] gather_axis = 0 : tensor<4x32xf32> -> tensor<16x32xf32>
// CHECK-NEXT: %[[WC:.*]] = tensor.cast %[[WG]]
// CHECK-NEXT: linalg.matmul ins(%[[X]], %[[WC]] : tensor<2x16xf32>, tensor<16x32xf32>) outs(%[[INIT]] : tensor<2x32xf32>)
// CHECK-NOT: shard.all_gather
// CHECK: %[[G:.*]] = shard.reduce_scatter %{{.*}} scatter_axis = 0 : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK: %[[M2:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[G]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK-NOT: shard.all_slice %[[W]]
// CHECK: %[[W2:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[M2]] : tensor<4x32xf32>, tensor<4x32xf32>)
// CHECK-NOT: shard.all_gather
// CHECK: return %{{.*}}, %[[W2]], %[[M2]] : tensor<f32>, tensor<4x32xf32>, tensor<4x32xf32>

// TWO: func.func @step(%{{.*}}: tensor<4x16xf32> {{.*}}, %[[W:.*]]: tensor<8x32xf32> {{.*}}, %{{.*}}: tensor<8x32xf32> {{.*}}) -> (tensor<f32> {{.*}}, tensor<8x32xf32> {{.*}}, tensor<8x32xf32> {{.*}})
// TWO: shard.all_gather %[[W]] {{.*}} : tensor<8x32xf32> -> tensor<16x32xf32>
// TWO-NEXT: tensor.cast
// TWO-NEXT: linalg.matmul
// TWO-NOT: shard.all_gather
// TWO: shard.reduce_scatter %{{.*}} : tensor<16x32xf32> -> tensor<8x32xf32>
// TWO-NOT: shard.all_gather
// TWO: return

// INFERRED: func.func @step(%{{.*}}: tensor<2x16xf32>, %{{.*}}: tensor<4x32xf32>, %{{.*}}: tensor<4x32xf32>, %{{.*}}: f32) -> (tensor<f32>, tensor<4x32xf32>, tensor<4x32xf32>)
// INFERRED: shard.all_gather %{{.*}} : tensor<4x32xf32> -> tensor<16x32xf32>

// GPT: parameters: 16, split on dimension 0 at the arguments and results: 16
// GPT: gathers of a parameter: 31, each right before the op reading it: 30
