// Malformed options and graphs the pass cannot work on get located errors,
// and the IR is left alone.
// RUN: not mem-opt %s --memopt-remat="strategy=fastest" 2>&1 | FileCheck %s --check-prefix=STRATEGY
// RUN: not mem-opt %s --memopt-remat="budget=12apples" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not mem-opt %s --memopt-remat="strategy=budget" 2>&1 | FileCheck %s --check-prefix=NOBUDGET
// RUN: not mem-opt %s --memopt-remat="format=xml" 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="strategy=per-layer" 2>&1 | FileCheck %s --check-prefix=LAYERS
// RUN: not mem-opt %S/Inputs/no-loss.mlir --memopt-remat 2>&1 | FileCheck %s --check-prefix=NOLOSS

// STRATEGY: mem-opt: for the --strategy option: unknown value 'fastest': expected 'auto', 'none', 'per-layer', 'sqrt', 'selective' or 'budget'
// BUDGET: error: memopt-remat: malformed budget '12apples': expected bytes, optionally with a unit (KiB, MiB, GiB, TiB, KB, MB, GB, TB)
// NOBUDGET: error: memopt-remat: strategy=budget needs a budget
// FORMAT: mem-opt: for the --format option: unknown value 'xml': expected 'text', 'json' or 'none'
// NOLOSS: no-loss.mlir:1:1: error: memopt-remat: no function computes a loss (declare one with memopt.role = "loss" on a result)
// LAYERS: bad-options.mlir:[[@LINE+2]]:1: error: memopt-remat: this strategy needs blocks marked with memopt.layer on their ops; none found

func.func @step(%x: tensor<4xf32> {memopt.role = "input"}) -> (tensor<f32> {memopt.role = "loss"}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%x : tensor<4xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %l : tensor<f32>
}
