// Malformed options and graphs the pass cannot work on get located errors,
// and the IR is left alone.
// RUN: not mem-opt %s --memopt-remat="strategy=fastest" 2>&1 | FileCheck %s --check-prefix=STRATEGY
// RUN: not mem-opt %s --memopt-remat="budget=12apples" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not mem-opt %s --memopt-remat="budget=9223372036854775808" 2>&1 | FileCheck %s --check-prefix=HUGE -DB=9223372036854775808
// RUN: not mem-opt %s --memopt-remat="budget=1e19" 2>&1 | FileCheck %s --check-prefix=HUGE -DB=1e19
// RUN: not mem-opt %s --memopt-remat="budget=1e30" 2>&1 | FileCheck %s --check-prefix=HUGE -DB=1e30
// RUN: not mem-opt %s --memopt-remat="budget=8EiB" 2>&1 | FileCheck %s --check-prefix=BUDGET8E
// RUN: not mem-opt %s --memopt-remat="budget=0.5B" 2>&1 | FileCheck %s --check-prefix=TINY -DB=0.5B
// RUN: not mem-opt %s --memopt-remat="budget=1e-3" 2>&1 | FileCheck %s --check-prefix=TINY -DB=1e-3
// RUN: mem-opt %s --memopt-remat="budget=9223372036854775807 format=json" -o /dev/null | FileCheck %s --check-prefix=LARGEST
// RUN: not mem-opt %s --memopt-remat="strategy=budget" 2>&1 | FileCheck %s --check-prefix=NOBUDGET
// RUN: not mem-opt %s --memopt-remat="format=xml" 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not mem-opt %s --memopt-remat="format=html" 2>&1 | FileCheck %s --check-prefix=HTML
// RUN: not mem-opt %s --memopt-remat="format=html output=-" 2>&1 | FileCheck %s --check-prefix=HTML
// RUN: not mem-opt %s --mlir-print-op-on-diagnostic=false --memopt-remat="strategy=per-layer" 2>&1 | FileCheck %s --check-prefix=LAYERS
// RUN: not mem-opt %S/Inputs/no-loss.mlir --memopt-remat 2>&1 | FileCheck %s --check-prefix=NOLOSS

// STRATEGY: mem-opt: for the --strategy option: unknown value 'fastest': expected 'auto', 'none', 'per-layer', 'sqrt', 'selective', 'budget' or 'optimal'
// BUDGET: error: memopt-remat: malformed budget '12apples': expected bytes, optionally with a unit (KiB, MiB, GiB, TiB, KB, MB, GB, TB)
// HUGE: bad-options.mlir:0:0: error: memopt-remat: budget '[[B]]' is over the largest budget, 9,223,372,036,854,775,807 bytes (2^63 - 1)
// BUDGET8E: error: memopt-remat: malformed budget '8EiB'
// TINY: bad-options.mlir:0:0: error: memopt-remat: budget '[[B]]' is under one byte: it would round down to 0
// LARGEST: "budget_bytes": 9223372036854775807
// NOBUDGET: error: memopt-remat: strategy=budget needs a budget
// FORMAT: mem-opt: for the --format option: unknown value 'xml': expected 'text', 'json', 'html' or 'none'
// HTML: bad-options.mlir:0:0: error: memopt-remat: format=html needs a file: give output=FILE (standard output carries the IR)
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
