// An affine map of constants that overflows int64 (INT64_MIN floordiv -1)
// is refused with a located error before the lowering: upstream's affine
// constant folder traps on it (SIGFPE in AffineMap::partialConstantFold,
// mlir-opt-22 --canonicalize too; docs/known-issues.md). The analysis
// itself accepts it (test/Analysis/regressions.mlir: the loop is left
// uncosted). Found by the fuzzer through memopt-lower-cpu. A map that stays
// within int64 lowers.
// RUN: not mem-opt %s -split-input-file --pass-pipeline="builtin.module(memopt-lower-cpu)" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,OPT
// RUN: not mem-run %s --entry loop_bound_overflow 2>&1 | FileCheck %s
// CHECK: affine-fold-overflow.mlir:[[@LINE+7]]:8: error: affine map of constants overflows int64 (upstream's affine folder traps on INT64_MIN floordiv, ceildiv or mod -1): cannot lower
// OPT-NOT: error
func.func @loop_bound_overflow() {
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%min, %m1]
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

// -----

func.func @in_range() -> index {
  %c7 = arith.constant 7 : index
  %m1 = arith.constant -1 : index
  %n = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1 + s0 mod 2)>()[%c7, %m1]
  return %n : index
}
