// A dynamic collapsed dimension whose reassociation group has three source
// dimensions: the size is their product (the group list was iterated through
// a destroyed temporary, which read freed memory and answered "cannot
// resolve dynamic dimension").
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 bind=a=2,b=3,c=5,d=2" -o /dev/null 2>&1 | FileCheck %s

// CHECK: argument #0: {{.*}} buffer 0 of 120 bytes
func.func @collapse3(%x: tensor<?x?x?xf32> {memopt.dims = ["a", "b", "c"]}) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  // CHECK: result #0: {{.*}} buffer 0 of 120 bytes
  %c = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x?x?xf32> into tensor<?xf32>
  %n = tensor.dim %c, %c0 : tensor<?xf32>
  // 30 elements: the collapsed size flows on through tensor.dim.
  // CHECK: result #0: {{.*}} buffer 1 of 120 bytes
  %e = tensor.empty(%n) : tensor<?xf32>
  // CHECK: result #0: {{.*}} buffer 1 of 120 bytes
  %r = linalg.copy ins(%c : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// Two groups, one of four dimensions.
// CHECK: result #0: {{.*}} buffer 0 of 480 bytes
// CHECK: peak of @collapse4: 480 bytes
func.func @collapse4(%x: tensor<?x2x?x?x?xf32> {memopt.dims = ["a", "two", "b", "c", "d"]}) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2, 3, 4]] : tensor<?x2x?x?x?xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
