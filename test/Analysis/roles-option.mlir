// The roles= option declares roles from the command line, for IR nobody
// can annotate: by argument/result index ranges or by memopt.name globs.
// It replaces memopt.role, and later entries win.
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 roles=arg0-1=parameter,arg2=optimizer_state,result1=output" -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 roles=name:w*=optimizer_state,name:wa=parameter" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not mem-opt %s --memopt-report="roles=arg0=weight" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADROLE
// RUN: not mem-opt %s --memopt-report="roles=input3=input" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADSEL
// RUN: not mem-opt %s --memopt-report="roles=arg3-1=input" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADRANGE

// RANGE: argument #0: role parameter (declared)
// RANGE: argument #1: role parameter (declared)
// RANGE: argument #2: role optimizer_state (declared)
// RANGE: argument #3: role input (declared)
// NAME: argument #0: role parameter (declared)
// NAME: argument #1: role optimizer_state (declared)
// NAME: argument #2: role input (declared)
// NAME: argument #3: role input (declared)
// BADROLE: error: roles: 'arg0=weight' is not SELECTOR=ROLE
// BADSEL: error: roles: selector 'input3': expected argN, argN-M, resultN, resultN-M or name:GLOB
// BADRANGE: error: roles: bad index range in 'arg3-1=input'

#id = affine_map<(i) -> (i)>
#red = affine_map<(i) -> ()>

func.func @step(%a: tensor<4xf32> {memopt.name = "wa", memopt.role = "input"},
                %b: tensor<4xf32> {memopt.name = "wb"},
                %c: tensor<4xf32> {memopt.role = "input"},
                %d: tensor<4xf32> {memopt.role = "input"}) -> (tensor<f32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #red], iterator_types = ["reduction"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %s: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  // RANGE: :[[@LINE+1]]:{{[0-9]+}}: remark: result #0: role output (declared)
  %n = arith.addf %c, %d : tensor<4xf32>
  return %loss, %n : tensor<f32>, tensor<4xf32>
}
