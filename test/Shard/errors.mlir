// memopt-shard's located errors: a rank count that does not divide the
// batch or a state's dimension 0, a dynamic batch, zero1 without optimizer
// states, ops without a sharding model, a non-splat tensor
// constant, a module with no loss, and a linalg body reading the index of a
// split loop.
// RUN: mem-opt %s -split-input-file -verify-diagnostics --memopt-shard="strategy=dp ranks=3" -o /dev/null

// expected-error @+1 {{memopt-shard: argument #0 of @batch (`x`, input) has dimension 0 of size 8, which 3 ranks do not divide}}
func.func @batch(%x: tensor<8x4xf32> {memopt.role = "input", memopt.name = "x"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

// expected-error @+1 {{memopt-shard: argument #0 of @dynamic (input) has a dynamic dimension 0, which it must split across 3 ranks; bind it first}}
func.func @dynamic(%x: tensor<?x4xf32> {memopt.role = "input"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%x : tensor<?x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

// Every op without a sharding model (upstream's or memopt's) is named once,
// at its first op.
func.func @nomodel(%x: tensor<6x4xf32> {memopt.role = "input"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{memopt-shard: no sharding model (ShardingInterface, upstream's or memopt's) for 'tensor.bitcast', so sharding-propagation cannot pass it (2 such ops in @nomodel)}}
  %c = tensor.bitcast %x : tensor<6x4xf32> to tensor<6x4xi32>
  %d = tensor.bitcast %c : tensor<6x4xi32> to tensor<6x4xf32>
  // expected-error @+1 {{memopt-shard: no sharding model (ShardingInterface, upstream's or memopt's) for 'tensor.extract', so sharding-propagation cannot pass it (1 such op in @nomodel)}}
  %e = tensor.extract %d[%c0, %c0] : tensor<6x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%e : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%d : tensor<6x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

func.func @table(%x: tensor<6x2xf32> {memopt.role = "input"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{memopt-shard: upstream shard-partition cannot partition a tensor constant that is not a splat}}
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 1.0], [2.0, 3.0]]> : tensor<6x2xf32>
  %e = tensor.empty() : tensor<6x2xf32>
  %p = linalg.mul ins(%x, %t : tensor<6x2xf32>, tensor<6x2xf32>) outs(%e : tensor<6x2xf32>) -> tensor<6x2xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%p : tensor<6x2xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

// expected-error @+1 {{memopt-shard: no function computes a loss (declare one with memopt.role = "loss" on a result)}}
module {
  func.func @forward(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
    return %x : tensor<6x4xf32>
  }
}

// -----

// expected-error @+1 {{memopt-shard: the module is sharded already (it has a shard.grid)}}
shard.grid @mine(shape = 2)
func.func @again(%x: tensor<6xf32> {memopt.role = "input"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%x : tensor<6xf32>) outs(%zl : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}

// -----

// A body reading the index of the split batch loop: each rank would count
// its rows from 0.
#id = affine_map<(i, j) -> (i, j)>
func.func @indexed(%x: tensor<6x4xf32> {memopt.role = "input"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x4xf32>
  // expected-error @+1 {{memopt-shard: upstream shard-partition cannot partition 'linalg.generic': its body reads linalg.index 0 of a loop split across the ranks, which would count from 0 on every rank}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
    ^bb0(%in: f32, %o: f32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %m = arith.mulf %in, %f : f32
      linalg.yield %m : f32
    } -> tensor<6x4xf32>
  %el = tensor.empty() : tensor<f32>
  %zl = linalg.fill ins(%zero : f32) outs(%el : tensor<f32>) -> tensor<f32>
  %loss = linalg.reduce ins(%y : tensor<6x4xf32>) outs(%zl : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %loss : tensor<f32>
}
