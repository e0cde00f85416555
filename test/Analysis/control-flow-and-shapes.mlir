// Control flow and tensor ops beyond the common training-step set: no crash,
// the same decisions from both in-place deciders, sizes through pad and
// concat, FLOPs through scf.forall.
// RUN: mem-opt %s --memopt-report="bind=5 format=json" -o /dev/null > %t.fast
// RUN: mem-opt %s --memopt-report="bind=5 format=json inplace=one-shot" -o /dev/null > %t.oneshot
// RUN: diff %t.fast %t.oneshot
// RUN: FileCheck %s < %t.fast

// CHECK-LABEL: "name": "while_loop",
// CHECK: "name": "scf.while"
// 2 trips of one muli (the fill is free).
// CHECK-LABEL: "flops": 2,
// CHECK: "name": "forall",
// x (5x4) 80 + y 48 + pad (7x4) 112 + concat (10x4) 160 bytes.
// CHECK-LABEL: "name": "pad_concat",
// CHECK: "peak_bytes": 400,
// CHECK-LABEL: "name": "ranks",
#id = affine_map<(i) -> (i)>
// A while carrying scalars only (one carrying a tensor is refused:
// bad-input.mlir).
func.func @while_loop(%x: tensor<4xf32>, %n: i32) -> i32 {
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %cond = arith.cmpi sgt, %i, %c0 : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%i: i32):
    %c1 = arith.constant 1 : i32
    %j = arith.subi %i, %c1 : i32
    scf.yield %j : i32
  }
  return %r : i32
}
func.func @forall(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %x) -> tensor<8xf32> {
    %off = arith.muli %i, %i : index
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %z = arith.constant 0.0 : f32
    %f = linalg.fill ins(%z : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @pad_concat(%x: tensor<?x4xf32>, %y: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %c = tensor.concat dim(0) %p, %y : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}
func.func @ranks(%x: tensor<2x3x4xf32>, %i: index) -> (tensor<3xf32>, f32, tensor<24xf32>, tensor<2x12xf32>) {
  %s = tensor.extract_slice %x[0, 0, 0] [1, 3, 1] [1, 1, 1] : tensor<2x3x4xf32> to tensor<3xf32>
  %e = tensor.extract %x[%i, %i, %i] : tensor<2x3x4xf32>
  %c = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %shape = arith.constant dense<[2, 12]> : tensor<2xindex>
  %r = tensor.reshape %c(%shape) : (tensor<24xf32>, tensor<2xindex>) -> tensor<2x12xf32>
  return %s, %e, %c, %r : tensor<3xf32>, f32, tensor<24xf32>, tensor<2x12xf32>
}
