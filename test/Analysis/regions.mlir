// Live ranges across regions: a value read inside a loop stays live for the
// whole loop; loop-carried tensors share the init's buffer; a value used in
// another block lives to the end of the region.
// RUN: mem-opt %s --memopt-annotate=live-bytes=0 -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 inplace=one-shot" -o /dev/null 2>&1 | FileCheck %s

#id = affine_map<(i) -> (i)>

// CHECK-LABEL: argument #0
func.func @loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // Op 2 defines %k; it is read inside the loop at op 5, yet it lives to the
  // loop's last nested op (8, the scf.yield): every iteration reads it.
  // CHECK: result #0: role temporary (inferred), buffer 1 of 16 bytes, live 2..8
  %k = arith.addf %x, %x : tensor<4xf32>
  // The loop may not write into the result of an op bufferization does not
  // know (arith on tensors), so it copies its init: two buffers.
  // CHECK: result #0: {{.*}} buffer 2 of 16 bytes, live 3..4
  %init = arith.mulf %x, %x : tensor<4xf32>
  // The iteration argument, the in-place update and the result share one.
  // CHECK: result #0: role output (inferred), buffer [[LOOP:[0-9]+]] of 16 bytes, live 4..10
  // CHECK: result #0: role temporary (inferred), buffer [[LOOP]] of 16 bytes
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<4xf32> {
    %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%k : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      %v = arith.addf %a, %b : f32
      linalg.yield %v : f32
    } -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  %c2 = arith.constant 2 : index
  return %r : tensor<4xf32>
}

// CHECK-LABEL: argument #0
func.func @blocks(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // Used in ^bb1 and ^bb2: live to the end of the function body (op 5).
  // CHECK: result #0: {{.*}} buffer 1 of 16 bytes, live 0..5
  %a = arith.addf %x, %x : tensor<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = arith.mulf %a, %a : tensor<4xf32>
  return %b : tensor<4xf32>
^bb2:
  %d = arith.subf %a, %x : tensor<4xf32>
  return %d : tensor<4xf32>
}

// CHECK-LABEL: argument #0
func.func @branches(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // Read only in the else branch, yet live to the end of the scf.if (op 5).
  // CHECK: result #0: {{.*}} buffer 1 of 16 bytes, live 0..5
  %a = arith.addf %x, %x : tensor<4xf32>
  // CHECK: result #0: role output (inferred)
  %r = scf.if %c -> tensor<4xf32> {
    %t = arith.mulf %x, %x : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  } else {
    %u = arith.subf %a, %x : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
