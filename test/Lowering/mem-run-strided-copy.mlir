// A concat along the inner dimension copies each operand into a strided view
// of the result: upstream lowers that memref.copy to a call of memrefCopy
// (the C runner utils), which mem-run must resolve. The measured peak is the
// predicted one, and the result is the two arguments side by side.
// RUN: mem-run %s --seed 5 --dump-inputs %t.in --dump-results %t.out | FileCheck %s
// RUN: %python -c "import struct,sys; a, b, r = (struct.unpack('<%%df' %% n, open(p, 'rb').read()) for p, n in zip(sys.argv[1:], (6, 4, 10))); print('side by side' if all(r[i*5:i*5+5] == a[i*3:i*3+3] + b[i*2:i*2+2] for i in range(2)) else 'WRONG')" %t.in/arg-0.bin %t.in/arg-1.bin %t.out/result-0.bin | FileCheck %s --check-prefix=VALUES
// CHECK: "predicted_peak_bytes": [[PEAK:[0-9]+]]
// CHECK: "measured_peak_bytes": [[PEAK]]
// VALUES: side by side
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>) -> tensor<2x5xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}
