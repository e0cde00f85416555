// A module with no func.func body to analyse (IREE's --compile-to=input
// output holds util.func) gets a warning naming what it holds, not a
// silent empty report.
// RUN: mem-opt %s --allow-unregistered-dialect --memopt-report -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: memopt-report: nothing to analyse: no func.func with a body; the module holds 1 x func.func declaration, 2 x util.func (util.func is IREE's

func.func private @external(tensor<4xf32>) -> tensor<4xf32>
"util.func"() ({
^bb0(%arg0: tensor<4xf32>):
  "util.return"(%arg0) : (tensor<4xf32>) -> ()
}) {sym_name = "step"} : () -> ()
"util.func"() ({
^bb0(%arg0: tensor<4xf32>):
  "util.return"(%arg0) : (tensor<4xf32>) -> ()
}) {sym_name = "other"} : () -> ()
