// Bad options of memopt-lower-cuda are errors where the pipeline is parsed;
// a missing entry function is an error on the module.
// RUN: not mem-opt %s --memopt-lower-cuda="block-sizes=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIZES
// RUN: not mem-opt %s --memopt-lower-cuda="block-sizes=64,32" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIZES
// RUN: not mem-opt %s --memopt-lower-cuda="block-sizes=" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not mem-opt %s --memopt-lower-cuda="entry=nothing stop-before-gpu" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not mem-opt %s --memopt-device-alloc-walk -o /dev/null 2>&1 | FileCheck %s --check-prefix=MAIN

// SIZES: error: memopt-lower-cuda: block-sizes must be positive, at most 3 of them counted, with at most 1024 threads per block
// EMPTY: error: memopt-lower-cuda: block-sizes must name at least one size
// ENTRY: error: memopt-lower-cuda: no function 'nothing'
// MAIN: error: device alloc walk: no function 'main'

func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}
