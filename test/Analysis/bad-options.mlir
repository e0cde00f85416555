// Malformed pass options are errors, not guesses.
// RUN: not mem-opt %s --memopt-report=format=yaml -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not mem-opt %s --pass-pipeline="builtin.module(memopt-report{format=yaml})" -o /dev/null 2>&1 | FileCheck %s --check-prefixes=FORMAT,PIPELINE
// RUN: not mem-opt %s --memopt-report=bind=batch=x -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIND
// RUN: not mem-opt %s --memopt-report=bind=a=1,a=2 -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not mem-opt %s --memopt-report=output=/nonexistent/dir/report.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTPUT

// The option parser names the option and the values it takes.
// FORMAT: mem-opt: for the --format option: unknown value 'yaml': expected 'text', 'json' or 'html'
// PIPELINE: failed to add `memopt-report` with options `format=yaml`
// BIND: error: bind: expected a non-negative integer size in 'batch=x'
// TWICE: error: bind: dimension 'a' is bound twice
// OUTPUT: error: memopt-report: cannot open '/nonexistent/dir/report.json'
func.func @f(%x: tensor<4xf32>) {
  return
}
