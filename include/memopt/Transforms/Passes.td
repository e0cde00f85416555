//===- Passes.td - mem-opt pass definitions ----------------*- tablegen -*-===//
//
// Every memopt pass. Flags start with `memopt-`; documentation in
// docs/Passes.md is generated from this file (`cmake --build . -t memopt-doc`).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TRANSFORMS_PASSES
#define MEMOPT_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

// Options shared by every pass that runs the memory analysis.
defvar memoptAnalysisOptions = [
  Option<"bind", "bind", "std::string", /*default=*/"\"\"",
         "Sizes for dynamic dimensions: comma-separated `name=N` pairs "
         "(names come from the `memopt.dims` argument attribute) or bare "
         "`N` values bound by position to the dynamic dimensions of the "
         "function arguments, in order">,
  Option<"inplace", "inplace", "std::string", /*default=*/"\"fast\"",
         "Who decides which operands bufferize in place: `fast` (a linear "
         "model of One-Shot Bufferize's rules) or `one-shot` (upstream "
         "One-Shot Bufferize analysis itself: exact, superlinear on large "
         "graphs)">,
  Option<"roles", "roles", "std::string", /*default=*/"\"\"",
         "Roles declared from the command line, for IR nobody can annotate: "
         "comma-separated `SELECTOR=ROLE` entries, SELECTOR one of `argN`, "
         "`argN-M`, `resultN`, `resultN-M` (index ranges, inclusive) or "
         "`name:GLOB` (arguments and results whose `memopt.name` matches); "
         "they replace `memopt.role`, later entries win">,
];

def MemoryReport : Pass<"memopt-report", "mlir::ModuleOp"> {
  let summary = "Print the memory report of every function (read-only)";
  let description = [{
    Runs the memory analysis on every function with a body and prints, per
    function: the peak of live bytes (arguments included) and the op where it
    is reached, the largest tensors live at the peak with their role, bytes
    and location, bytes by role (parameter, optimizer_state, input, gradient,
    activation, loss, output, temporary), bytes per parameter by role, the
    parameter count, total FLOPs, the ops whose FLOPs are unknown, and
    activation bytes per layer where ops carry `memopt.layer`.

    `format=json` prints the versioned schema documented in
    docs/report-schema.md. The IR is not changed.

    Example:

    ```
    mem-opt train_step.mlir --memopt-report=format=json -o /dev/null
    ```
  }];
  let options = [
    Option<"format", "format", "std::string", /*default=*/"\"text\"",
           "Report format: `text` (a readable table) or `json`">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "Where to write the report; `-` is standard output">,
    Option<"top", "top", "unsigned", /*default=*/"10",
           "How many of the largest tensors live at the peak to list">,
  ] # memoptAnalysisOptions;
  let statistics = [
    Statistic<"numFunctions", "functions", "Functions analysed">,
    Statistic<"numUncostedOps", "uncosted-ops",
              "Ops whose FLOPs the cost model does not know">,
  ];
}

def AnnotateMemory : Pass<"memopt-annotate", "mlir::ModuleOp"> {
  let summary = "Emit the memory analysis as remarks (for tests and debugging)";
  let description = [{
    Emits one remark per function argument and per op result that owns or
    shares a buffer, giving its role (and whether it was declared or
    inferred), its bytes and its live range on the program order; one remark
    per op with the live bytes before it runs and its FLOPs; and a remark on
    the op at the peak. Meant for FileCheck tests of the analysis and for
    debugging; the IR is not changed.
  }];
  let options = [
    Option<"showLiveBytes", "live-bytes", "bool", /*default=*/"true",
           "Emit the live bytes and FLOPs at every op">,
  ] # memoptAnalysisOptions;
}

#endif // MEMOPT_TRANSFORMS_PASSES
