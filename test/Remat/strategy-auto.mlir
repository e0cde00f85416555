// strategy=auto (the default) is budget when a budget is given, else none;
// it survives printing the pipeline, so a printed pipeline reruns as given.
// RUN: mem-opt %s --memopt-remat="budget=1GiB format=json" -o /dev/null | FileCheck %s --check-prefix=BUDGET
// RUN: mem-opt %s --memopt-remat="format=json" -o /dev/null | FileCheck %s --check-prefix=NONE
// RUN: mem-opt %s --memopt-remat="budget=1GiB strategy=none format=json" -o /dev/null | FileCheck %s --check-prefix=NONE
// RUN: mem-opt %s --memopt-remat="budget=1GiB" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINTED

// BUDGET: "strategy": "budget"
// NONE: "strategy": "none"
// PRINTED: memopt-remat{{.*}} strategy=auto

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
