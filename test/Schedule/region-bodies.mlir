// memopt-schedule reorders the bodies of regions and the blocks of a
// function, not only a function's single block. Each function has two 16 KiB
// temporaries in one block: "a", read only by a reduction to a scalar, and
// "b", which the last op updates in place with that scalar and which
// outlives the block (yielded or returned). As written, "a" is still live
// when "b" is computed; scheduled (the greedy list scheduler), the reduction
// runs right after "a", so "a" is dead before "b" starts: 16 KiB less.
//   @loop_body: the body of an scf.for (the loop also keeps the previous
//     iteration's "b" over the body, which every order pays);
//   @branches: both branches of an scf.if, which peak alike, so that
//     neither alone lowers the function's peak: they are reordered together;
//   @blocks: a block of a multi-block function (cf.cond_br).
// Each runs through mem-run as written and scheduled: the scheduled one
// measures exactly its prediction (the remark's new peak) and its results
// equal the original's bit for bit (same seed). @branches runs both
// branches (seed 1 takes the then branch, seed 0 the else branch); @blocks
// runs the ^sum path (seed 1), where its peak is (^copy measures less).
// RUN: mem-opt %s --memopt-schedule -verify-diagnostics -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: mem-run -O0 %s --entry loop_body --seed 1 > %t.runs
// RUN: mem-run -O0 %t.mlir --entry loop_body --seed 1 >> %t.runs
// RUN: mem-run -O0 %s --entry branches --seed 1 >> %t.runs
// RUN: mem-run -O0 %t.mlir --entry branches --seed 1 >> %t.runs
// RUN: mem-run -O0 %s --entry branches --seed 0 >> %t.runs
// RUN: mem-run -O0 %t.mlir --entry branches --seed 0 >> %t.runs
// RUN: mem-run -O0 %s --entry blocks --seed 1 >> %t.runs
// RUN: mem-run -O0 %t.mlir --entry blocks --seed 1 >> %t.runs
// RUN: FileCheck %s --check-prefix=MEASURED < %t.runs

// CHECK-LABEL: func.func @loop_body
// CHECK: scf.for
// CHECK: linalg.mul {tag = "a"}
// CHECK-NEXT: linalg.reduce
// CHECK: tensor.empty() : tensor<4096xf32>
// CHECK-NEXT: linalg.sub {tag = "b"}
// CHECK-NEXT: linalg.generic {{.*}}tag = "b + sum"

// CHECK-LABEL: func.func @branches
// CHECK: scf.if
// CHECK: linalg.mul {tag = "then a"}
// CHECK-NEXT: linalg.reduce
// CHECK: tensor.empty() : tensor<4096xf32>
// CHECK-NEXT: linalg.sub {tag = "then b"}
// CHECK: } else {
// CHECK: linalg.add {tag = "else a"}
// CHECK-NEXT: linalg.reduce
// CHECK: tensor.empty() : tensor<4096xf32>
// CHECK-NEXT: linalg.mul {tag = "else b"}

// CHECK-LABEL: func.func @blocks
// CHECK: cf.cond_br
// CHECK: linalg.mul {tag = "a"}
// CHECK-NEXT: linalg.reduce
// CHECK: tensor.empty() : tensor<4096xf32>
// CHECK-NEXT: linalg.sub {tag = "b"}

// MEASURED: "entry": "loop_body",
// MEASURED-NEXT: "seed": 1,
// MEASURED-NEXT: "predicted_peak_bytes": 81924,
// MEASURED-NEXT: "measured_peak_bytes": 81924,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_LOOP_BODY_1:[0-9a-f]+]]"
// MEASURED: "entry": "loop_body",
// MEASURED-NEXT: "seed": 1,
// MEASURED-NEXT: "predicted_peak_bytes": 65540,
// MEASURED-NEXT: "measured_peak_bytes": 65540,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_LOOP_BODY_1]]"
// MEASURED: "entry": "branches",
// MEASURED-NEXT: "seed": 1,
// MEASURED-NEXT: "predicted_peak_bytes": 81924,
// MEASURED-NEXT: "measured_peak_bytes": 81924,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_BRANCHES_1:[0-9a-f]+]]"
// MEASURED: "entry": "branches",
// MEASURED-NEXT: "seed": 1,
// MEASURED-NEXT: "predicted_peak_bytes": 65540,
// MEASURED-NEXT: "measured_peak_bytes": 65540,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_BRANCHES_1]]"
// MEASURED: "entry": "branches",
// MEASURED-NEXT: "seed": 0,
// MEASURED-NEXT: "predicted_peak_bytes": 81924,
// MEASURED-NEXT: "measured_peak_bytes": 81924,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_BRANCHES_0:[0-9a-f]+]]"
// MEASURED: "entry": "branches",
// MEASURED-NEXT: "seed": 0,
// MEASURED-NEXT: "predicted_peak_bytes": 65540,
// MEASURED-NEXT: "measured_peak_bytes": 65540,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_BRANCHES_0]]"
// MEASURED: "entry": "blocks",
// MEASURED-NEXT: "seed": 1,
// MEASURED-NEXT: "predicted_peak_bytes": 65540,
// MEASURED-NEXT: "measured_peak_bytes": 65540,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_BLOCKS_1:[0-9a-f]+]]"
// MEASURED: "entry": "blocks",
// MEASURED-NEXT: "seed": 1,
// MEASURED-NEXT: "predicted_peak_bytes": 49156,
// MEASURED-NEXT: "measured_peak_bytes": 49156,
// MEASURED: "checksums": [
// MEASURED-NEXT: "[[C_BLOCKS_1]]"

#scalar = affine_map<(d0) -> ()>
#id = affine_map<(d0) -> (d0)>

// expected-remark @+1 {{memopt-schedule: @loop_body: peak 81,924 (80.00 KiB) -> 65,540 (64.00 KiB), gradients live at the peak 0 -> 0; 3 of 13 ops moved in 1 of 2 blocks (1 inner) (list (greedy))}}
func.func @loop_body(%x: tensor<4096xf32>, %init: tensor<4096xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> tensor<4096xf32> {
    %e0 = tensor.empty() : tensor<4096xf32>
    %a = linalg.mul {tag = "a"} ins(%acc, %x : tensor<4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) -> tensor<4096xf32>
    %e1 = tensor.empty() : tensor<4096xf32>
    %b = linalg.sub {tag = "b"} ins(%x, %acc : tensor<4096xf32>, tensor<4096xf32>) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
    %e2 = tensor.empty() : tensor<f32>
    %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%a : tensor<4096xf32>) outs(%z : tensor<f32>) dimensions = [0]
      (%in: f32, %sum: f32) {
        %t = arith.addf %in, %sum : f32
        linalg.yield %t : f32
      }
    %n = linalg.generic {indexing_maps = [#scalar, #id], iterator_types = ["parallel"]} ins(%s : tensor<f32>) outs(%b : tensor<4096xf32>) attrs = {tag = "b + sum"} {
      ^bb0(%sv: f32, %bv: f32):
        %m = arith.addf %bv, %sv : f32
        linalg.yield %m : f32
      } -> tensor<4096xf32>
    scf.yield %n : tensor<4096xf32>
  }
  return %r : tensor<4096xf32>
}

// expected-remark @+1 {{memopt-schedule: @branches: peak 81,924 (80.00 KiB) -> 65,540 (64.00 KiB), gradients live at the peak 0 -> 0; 6 of 18 ops moved in 2 of 3 blocks (2 inner) (list (greedy))}}
func.func @branches(%x: tensor<4096xf32>, %y: tensor<4096xf32>, %flag: i1) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %r = scf.if %flag -> tensor<4096xf32> {
    %e0 = tensor.empty() : tensor<4096xf32>
    %a = linalg.mul {tag = "then a"} ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) -> tensor<4096xf32>
    %e1 = tensor.empty() : tensor<4096xf32>
    %b = linalg.sub {tag = "then b"} ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
    %e2 = tensor.empty() : tensor<f32>
    %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%a : tensor<4096xf32>) outs(%z : tensor<f32>) dimensions = [0]
      (%in: f32, %sum: f32) {
        %t = arith.addf %in, %sum : f32
        linalg.yield %t : f32
      }
    %n = linalg.generic {indexing_maps = [#scalar, #id], iterator_types = ["parallel"]} ins(%s : tensor<f32>) outs(%b : tensor<4096xf32>) attrs = {tag = "then b + sum"} {
      ^bb0(%sv: f32, %bv: f32):
        %m = arith.addf %bv, %sv : f32
        linalg.yield %m : f32
      } -> tensor<4096xf32>
    scf.yield %n : tensor<4096xf32>
  } else {
    %e0 = tensor.empty() : tensor<4096xf32>
    %a = linalg.add {tag = "else a"} ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) -> tensor<4096xf32>
    %e1 = tensor.empty() : tensor<4096xf32>
    %b = linalg.mul {tag = "else b"} ins(%y, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
    %e2 = tensor.empty() : tensor<f32>
    %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%a : tensor<4096xf32>) outs(%z : tensor<f32>) dimensions = [0]
      (%in: f32, %sum: f32) {
        %t = arith.maximumf %in, %sum : f32
        linalg.yield %t : f32
      }
    %n = linalg.generic {indexing_maps = [#scalar, #id], iterator_types = ["parallel"]} ins(%s : tensor<f32>) outs(%b : tensor<4096xf32>) attrs = {tag = "else b - max"} {
      ^bb0(%sv: f32, %bv: f32):
        %m = arith.subf %bv, %sv : f32
        linalg.yield %m : f32
      } -> tensor<4096xf32>
    scf.yield %n : tensor<4096xf32>
  }
  return %r : tensor<4096xf32>
}

// expected-remark @+1 {{memopt-schedule: @blocks: peak 65,540 (64.00 KiB) -> 49,156 (48.00 KiB), gradients live at the peak 0 -> 0; 3 of 10 ops moved in 1 of 2 blocks (1 inner) (list (greedy))}}
func.func @blocks(%x: tensor<4096xf32>, %y: tensor<4096xf32>, %flag: i1) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  cf.cond_br %flag, ^sum, ^copy
^sum:
  %e0 = tensor.empty() : tensor<4096xf32>
  %a = linalg.mul {tag = "a"} ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) -> tensor<4096xf32>
  %e1 = tensor.empty() : tensor<4096xf32>
  %b = linalg.sub {tag = "b"} ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%a : tensor<4096xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %sum: f32) {
      %t = arith.addf %in, %sum : f32
      linalg.yield %t : f32
    }
  %n = linalg.generic {indexing_maps = [#scalar, #id], iterator_types = ["parallel"]} ins(%s : tensor<f32>) outs(%b : tensor<4096xf32>) attrs = {tag = "b + sum"} {
    ^bb0(%sv: f32, %bv: f32):
      %m = arith.addf %bv, %sv : f32
      linalg.yield %m : f32
    } -> tensor<4096xf32>
  return %n : tensor<4096xf32>
^copy:
  %e3 = tensor.empty() : tensor<4096xf32>
  %c = linalg.copy ins(%x : tensor<4096xf32>) outs(%e3 : tensor<4096xf32>) -> tensor<4096xf32>
  return %c : tensor<4096xf32>
}
