// A returned view of part of an argument leaves as a copy even when its
// layout is the identity (a leading row): the caller owns the argument, so
// deallocation clones the view at the return. A whole argument, or a view
// of all of it, is dropped from the results instead (no copy); a view of
// part of a fresh buffer keeps that buffer alive (no copy either).
// RUN: mem-opt %s --memopt-report -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-opt %s --memopt-report=inplace=one-shot -o /dev/null 2>&1 | FileCheck %s
// RUN: mem-run -O0 %s --entry leading_row | FileCheck %s --check-prefix=ROW
// RUN: mem-run -O0 %s --entry written_then_sliced | FileCheck %s --check-prefix=WRITTEN
// RUN: mem-run -O0 %s --entry whole_views | FileCheck %s --check-prefix=WHOLE
// RUN: mem-run -O0 %s --entry fresh_slice | FileCheck %s --check-prefix=FRESH

// 128 argument bytes + the 32-byte copy of row 0.
// CHECK-LABEL: @leading_row
// CHECK: peak live bytes   160
// ROW: "predicted_peak_bytes": 160,
// ROW-NEXT: "measured_peak_bytes": 160,
func.func @leading_row(%x: tensor<4x8xf32>) -> tensor<1x8xf32> {
  %row = tensor.extract_slice %x[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  return %row : tensor<1x8xf32>
}

// %x written in place, then its row 0 (identity layout) and rows 1-2 of %y
// (an offset: One-Shot reallocates it) returned: one copy each, 32 + 64.
// CHECK-LABEL: @written_then_sliced
// CHECK: peak live bytes   352
// WRITTEN: "predicted_peak_bytes": 352,
// WRITTEN-NEXT: "measured_peak_bytes": 352,
func.func @written_then_sliced(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<1x8xf32>, tensor<2x8xf32>) {
  %sum = linalg.add ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%x : tensor<4x8xf32>) -> tensor<4x8xf32>
  %row = tensor.extract_slice %sum[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  %rows = tensor.extract_slice %y[1, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  return %row, %rows : tensor<1x8xf32>, tensor<2x8xf32>
}

// The argument itself, all of it sliced, and all of it collapsed: no copies.
// CHECK-LABEL: @whole_views
// CHECK: peak live bytes   128
// WHOLE: "predicted_peak_bytes": 128,
// WHOLE-NEXT: "measured_peak_bytes": 128,
func.func @whole_views(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<32xf32>) {
  %all = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  return %x, %all, %flat : tensor<4x8xf32>, tensor<4x8xf32>, tensor<32xf32>
}

// Row 0 of a fresh sum: the sum's 128 bytes stay live as the result.
// CHECK-LABEL: @fresh_slice
// CHECK: peak live bytes   384
// FRESH: "predicted_peak_bytes": 384,
// FRESH-NEXT: "measured_peak_bytes": 384,
func.func @fresh_slice(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<1x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %sum = linalg.add ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %row = tensor.extract_slice %sum[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  return %row : tensor<1x8xf32>
}
