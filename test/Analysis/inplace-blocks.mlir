// In-place writes in functions of several blocks. When every branch goes to
// a later block, an access at a lower program point never runs after one at
// a higher point: a read in a side of a diamond, or in the other side, comes
// before a write after the merge (test/Lowering/peak-blocks.test runs these
// through mem-run). A loop of blocks, where a read may run again after the
// write, is refused (bad-input.mlir): the analysis counts each op once.
// RUN: mem-opt %s --memopt-report -o /dev/null | FileCheck %s

// The update of %w after the sides' reads of it is in place: %x, %w, the
// merged value (64 bytes each); 256 with a copy of %w.
// CHECK-LABEL: memory report for @diamond_update
// CHECK: peak live bytes   192
func.func @diamond_update(%x: tensor<16xf32>, %w: tensor<16xf32>, %flag: i1) -> (tensor<16xf32>, tensor<16xf32>) {
  cf.cond_br %flag, ^a, ^b
^a:
  %e1 = tensor.empty() : tensor<16xf32>
  %p = linalg.add ins(%x, %w : tensor<16xf32>, tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  cf.br ^m(%p : tensor<16xf32>)
^b:
  %e2 = tensor.empty() : tensor<16xf32>
  %q = linalg.add ins(%x, %w : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  cf.br ^m(%q : tensor<16xf32>)
^m(%v: tensor<16xf32>):
  %n = linalg.sub ins(%w, %v : tensor<16xf32>, tensor<16xf32>) outs(%w : tensor<16xf32>) -> tensor<16xf32>
  return %v, %n : tensor<16xf32>, tensor<16xf32>
}
