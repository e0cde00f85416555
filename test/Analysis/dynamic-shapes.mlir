// Dynamic dimensions bound by name (memopt.dims) or by position; sizes flow
// through tensor.dim, tensor.empty and destinations.
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 bind=batch=8,seq=16" -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-annotate="live-bytes=0 bind=8,16" -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report="format=json bind=batch=2,seq=4" -o /dev/null | FileCheck %s --check-prefix=SMALL

// CHECK: argument #0: {{.*}} buffer 0 of 512 bytes
// SMALL: "peak_bytes": 64
func.func @dyn(%x: tensor<?x?xf32> {memopt.dims = ["batch", "seq"]}) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = tensor.dim %x, %c0 : tensor<?x?xf32>
  %s = tensor.dim %x, %c1 : tensor<?x?xf32>
  %n = arith.muli %s, %b : index
  // CHECK: result #0: {{.*}} buffer 1 of 512 bytes
  %e = tensor.empty(%n) : tensor<?xf32>
  // A view of %x: same buffer.
  // CHECK: result #0: {{.*}} buffer 0 of 512 bytes
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  // CHECK: result #0: {{.*}} buffer 1 of 512 bytes
  %r = linalg.copy ins(%c : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %back = tensor.expand_shape %r [[0, 1]] output_shape [%b, %s] : tensor<?xf32> into tensor<?x?xf32>
  return %back : tensor<?x?xf32>
}
