// In-place writes in functions of several blocks. When every branch goes to
// a later block, an access at a lower program point never runs after one at
// a higher point: a read in a side of a diamond, or in the other side, comes
// before a write after the merge (test/Lowering/peak-blocks.test runs these
// through mem-run). A branch back to an earlier block may run a read again
// after the write: then the write copies.
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

// A loop of blocks: the next iteration's ^head reads %w again after ^body
// writes it, so the write copies %w (a third 64-byte buffer).
// CHECK-LABEL: memory report for @back_edge
// CHECK: peak live bytes   192
func.func @back_edge(%w: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%w, %w : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %u = linalg.sub ins(%r, %r : tensor<16xf32>, tensor<16xf32>) outs(%w : tensor<16xf32>) -> tensor<16xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1 : index)
^exit:
  return %r : tensor<16xf32>
}

// The same loop laid out with the body last but the back edge kept.
// CHECK-LABEL: memory report for @forward_then_back
// CHECK: peak live bytes   192
func.func @forward_then_back(%w: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%w, %w : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^exit, ^body
^exit:
  return %r : tensor<16xf32>
^body:
  %u = linalg.sub ins(%r, %r : tensor<16xf32>, tensor<16xf32>) outs(%w : tensor<16xf32>) -> tensor<16xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1 : index)
}
