//===- Passes.td - mem-opt analysis and transform passes ---*- tablegen -*-===//
//
// The passes that run the memory analysis (the lowering's are in
// memopt/Lowering/Passes.td). Flags start with `memopt-`; docs/Passes.md is
// generated from both files (`cmake --build . -t memopt-doc`).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TRANSFORMS_PASSES
#define MEMOPT_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

// Roles from the command line: every pass that reads roles takes it.
defvar memoptRolesOption =
  ListOption<"roles", "roles", "std::string",
             "Roles declared from the command line, for IR nobody can "
             "annotate: `SELECTOR=ROLE` entries, SELECTOR one of `argN`, "
             "`argN-M`, `resultN`, `resultN-M` (index ranges, inclusive) or "
             "`name:GLOB` (arguments and results whose `memopt.name` "
             "matches); they replace `memopt.role`, later entries win">;

// Options shared by every pass that runs the memory analysis.
defvar memoptAnalysisOptions = [
  ListOption<"bind", "bind", "std::string",
             "Sizes for dynamic dimensions: `name=N` entries (names come "
             "from the `memopt.dims` argument attribute) or bare `N` values "
             "bound by position to the dynamic dimensions of the function "
             "arguments, in order">,
  Option<"inplace", "inplace", "::memopt::InPlaceDecider",
         /*default=*/"::memopt::InPlaceDecider::Fast",
         "Who decides which operands bufferize in place: `fast` (a linear "
         "model of One-Shot Bufferize's rules) or `one-shot` (upstream "
         "One-Shot Bufferize analysis itself: exact, superlinear on large "
         "graphs)",
         [{::llvm::cl::values(
           clEnumValN(::memopt::InPlaceDecider::Fast, "fast",
                      "A linear model of One-Shot Bufferize's rules"),
           clEnumValN(::memopt::InPlaceDecider::OneShot, "one-shot",
                      "Upstream One-Shot Bufferize analysis itself: exact, "
                      "superlinear on large graphs"))}]>,
  memoptRolesOption,
];

def MemoryReport : Pass<"memopt-report", "mlir::ModuleOp"> {
  let summary = "Print the memory report of every function (read-only)";
  let description = [{
    Runs the memory analysis on every function with a body and prints, per
    function: the peak of live bytes (arguments included) and the op where it
    is reached, the largest tensors live at the peak with their role, bytes
    and location, bytes by role (parameter, optimizer_state, input, constant,
    gradient, activation, loss, output, temporary), bytes per parameter by
    role, the
    parameter count, total FLOPs, the ops whose FLOPs are unknown, and
    activation bytes per layer (`memopt.layer`, or inferred from the
    repeated parameters when no op carries one, and marked so).

    `format=json` prints the versioned schema documented in
    docs/report-schema.md; `format=html` writes one self-contained page (no
    network): the live bytes by role over program order as a stacked chart
    with the peak marked and labelled (op, location, phase, layer;
    downsampled to at most 1200 columns, each its range's highest point, so
    the peak is exact), the live set at the peak as a sortable table and the
    activation bytes per layer. The IR is not changed.

    Example:

    ```
    mem-opt train_step.mlir --memopt-report=format=json -o /dev/null
    mem-opt train_step.mlir --memopt-report="format=html output=r.html" -o /dev/null
    ```
  }];
  let options = [
    Option<"format", "format", "::memopt::ReportFormat",
           /*default=*/"::memopt::ReportFormat::Text",
           "Report format: `text` (a readable table), `json` or `html` "
           "(one self-contained page with the live bytes over time)",
           [{::llvm::cl::values(
             clEnumValN(::memopt::ReportFormat::Text, "text",
                        "A readable table"),
             clEnumValN(::memopt::ReportFormat::Json, "json",
                        "The versioned schema of docs/report-schema.md"),
             clEnumValN(::memopt::ReportFormat::Html, "html",
                        "One self-contained page: live bytes by role over "
                        "program order, the live set at the peak, "
                        "activations per layer"))}]>,
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
    inferred), its bytes and its live range on the program order (and, for a
    gradient, the parameter argument it is the gradient of); one remark
    per op with the live bytes before it runs and its FLOPs; with `layers`,
    one remark per top-level op with its layer (declared or inferred) or `no
    layer`; and a remark on the op at the peak. Meant for FileCheck tests of
    the analysis and for debugging; the IR is not changed.
  }];
  let options = [
    Option<"showLiveBytes", "live-bytes", "bool", /*default=*/"true",
           "Emit the live bytes and FLOPs at every op">,
    Option<"showLayers", "layers", "bool", /*default=*/"false",
           "Emit the layer of every top-level op (or `no layer`): its "
           "`memopt.layer`, or the inferred one when no op carries "
           "`memopt.layer`">,
  ] # memoptAnalysisOptions;
}

def MemoryRemat : Pass<"memopt-remat", "mlir::ModuleOp"> {
  let summary = "Recompute activations in the backward to fit a byte budget";
  let description = [{
    Drops forward buffers that the backward reads after their last forward
    use and recomputes them right before the backward first needs them, in
    every function that computes a loss. The forward is everything up to the
    op that computes the loss (found by role inference); a recomputed buffer's
    producers are cloned, with those of every non-kept buffer they read, once
    each, marked `memopt.remat` and `memopt.phase = "backward"`, keeping the
    original's location and `memopt.layer`.

    Only ops without memory effects are cloned (MLIR ops without memory
    effects are deterministic, so a counter-based dropout mask is recomputed
    bit-identically); buffers produced by calls, by ops with memory effects or
    inside regions are never recomputed and are listed as refused.

    Strategies:
    - `none`: change nothing (report only);
    - `per-layer`: keep each block's input (ops carry `memopt.layer`, or
      the layers are inferred when none does: docs/roles.md), recompute the
      rest of the block, as `torch.utils.checkpoint` per block;
    - `sqrt`: keep the input of every ceil(sqrt(L))-th block (Chen et al.);
    - `selective`: recompute only the attention core, the tensors between a
      contraction of two activations (Q.K^T) and the next one (P.V): scores,
      softmax, dropout; found from the IR, without `memopt.layer`;
    - `budget` (what the default, `auto`, picks when `budget` is given): drop, one at a time, the
      buffer live at the current peak that adds the fewest FLOPs per byte it
      frees there, until the peak fits; a lower budget takes a longer prefix
      of the same sequence, so it never gets a higher planned peak or fewer
      extra FLOPs. On steps of at most `milp-units` units (40 by default) it
      also solves the MILP of
      `optimal`, bounded by 1,000 branch-and-bound nodes per solve (not by
      time, so that the plan does not depend on the machine's load), and
      applies its plan when it is cheaper, proven optimal or not, or when
      the heuristics' plan does not fit; a budget it does not meet there is
      refused naming the least peak that MILPs prove;
    - `optimal`: the fewest extra FLOPs that fit the budget in the full
      Checkmate space on the program's order (any recomputable buffer
      recomputed any number of times, each copy right before a group of its
      backward uses, from kept or recomputed inputs): a MILP solved
      in-process by CBC within `time-limit`. The report gives the solver's
      status and the proven lower bound on the extra FLOPs ("within X%");
      a budget it proves infeasible is refused as such.

    The analysis runs again on the rewritten IR and the report's numbers
    come from it; whether the budget is met is decided on it too (the
    planner's peak is an upper bound of the analysed one). A budget that
    cannot be met is an error on the function that gives the lowest peak
    reachable (analysed) and what holds it; the IR is then left unchanged.

    Example:

    ```
    mem-opt step.mlir --memopt-remat="budget=70GiB" -o fitted.mlir
    mem-opt step.mlir --memopt-remat="strategy=selective format=json" -o fitted.mlir
    mem-opt step.mlir --memopt-remat="budget=70GiB format=html output=r.html" -o fitted.mlir
    ```

    `format=html` writes memopt-report's HTML page of the rewritten step,
    this report first, with the original step's live bytes drawn as a line
    over the stacked timeline (each original op at its place in the
    rewritten order; the recomputed clones have none, and the page says how
    many) and both peaks labelled; it needs `output`.
  }];
  let options = [
    Option<"strategy", "strategy", "::memopt::RematStrategy",
           /*default=*/"::memopt::RematStrategy::Auto",
           "`auto`, `none`, `per-layer`, `sqrt`, `selective`, `budget` or "
           "`optimal` "
           "(see above); `auto` is `budget` when a budget is given, else "
           "`none`",
           [{::llvm::cl::values(
             clEnumValN(::memopt::RematStrategy::Auto, "auto",
                        "`budget` when a budget is given, else `none`"),
             clEnumValN(::memopt::RematStrategy::None, "none",
                        "Change nothing (report only)"),
             clEnumValN(::memopt::RematStrategy::PerLayer, "per-layer",
                        "Keep each block's input"),
             clEnumValN(::memopt::RematStrategy::Sqrt, "sqrt",
                        "Keep every ceil(sqrt(L))-th block's input"),
             clEnumValN(::memopt::RematStrategy::Selective, "selective",
                        "Recompute only the attention core"),
             clEnumValN(::memopt::RematStrategy::Budget, "budget",
                        "The fewest extra FLOPs per byte until the peak "
                        "fits the budget"),
             clEnumValN(::memopt::RematStrategy::Optimal, "optimal",
                        "The exact optimum (a MILP solved by CBC)"))}]>,
    Option<"budget", "budget", "std::string", /*default=*/"\"\"",
           "Peak bytes not to exceed: plain bytes, `1.5e9`, or with a unit "
           "(`KiB`, `MiB`, `GiB`, `TiB`, `KB`, `MB`, `GB`, `TB`)">,
    Option<"format", "format", "::memopt::ReportFormat",
           /*default=*/"::memopt::ReportFormat::Text",
           "Report of what was recomputed: `text`, `json`, `html` (the "
           "memory report's page of the rewritten step with the live bytes "
           "before it drawn over its timeline; needs `output`) or `none`",
           [{::llvm::cl::values(
             clEnumValN(::memopt::ReportFormat::Text, "text",
                        "A readable table"),
             clEnumValN(::memopt::ReportFormat::Json, "json", "JSON"),
             clEnumValN(::memopt::ReportFormat::Html, "html",
                        "The HTML memory report of the rewritten step, the "
                        "step before it overlaid"),
             clEnumValN(::memopt::ReportFormat::None, "none", "No report"))}]>,
    Option<"exportModel", "export-model", "std::string", /*default=*/"\"\"",
           "Write the planner's model (buffers, costs, uses, live bytes per "
           "slot) and its plan as JSON to this file, for an exact solver "
           "(bench/remat_ilp.py)">,
    Option<"timeLimit", "time-limit", "double", /*default=*/"60.0",
           "Seconds the MILP solver may take (strategy=optimal); past it the "
           "best plan found is applied, with its gap to the proven bound">,
    Option<"nodeLimit", "node-limit", "unsigned", /*default=*/"0",
           "Branch-and-bound nodes per MILP solve (0: strategy=optimal "
           "has none, strategy=budget 1,000 on the small steps where it "
           "solves the MILP); past it the best plan found is applied, with "
           "its gap to the proven bound (`node limit`)">,
    Option<"milpUnits", "milp-units", "unsigned", /*default=*/"40",
           "strategy=budget also solves the MILP on steps of at most this "
           "many units (the buffers it may recompute or drop; 0: never): "
           "the exact plan, at 1-3 CPU s per budget on 1-layer steps "
           "(30-34 units) and up to about 2 CPU minutes on 2-layer ones "
           "(50-58: `milp-units=60`; docs/remat.md, \"Limits\")">,
    Option<"certify", "certify", "bool", /*default=*/"false",
           "Certify a strategy=budget plan that the MILP does not solve by "
           "the larger of two lower bounds, the LP relaxation of its MILP "
           "(on steps where it is not too large) and one LP per memory row "
           "(which scales to gpt2-124m and llama2-7b), solved by CBC's Clp "
           "within time-limit: on the extra FLOPs at the budget and on the "
           "lowest peak of any plan, in the report and in a refusal. "
           "Seconds on 1- and 2-layer steps and on gpt2-124m "
           "(docs/remat.md)">,
    Option<"applyPlan", "apply-plan", "std::string", /*default=*/"\"\"",
           "Apply the copies in this JSON file instead of planning: "
           "`{\"copies\": [{\"unit\": U, \"before\": P}]}` on the units of "
           "`export-model`'s model, each recomputed right before point P "
           "(any unit any number of times; bench/remat_checkmate.py writes "
           "them); with a budget, checked on the rewritten step">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "Where to write the report; `-` is standard output">,
  ] # memoptAnalysisOptions;
  let statistics = [
    Statistic<"numRecomputed", "recomputed-buffers",
              "Buffers dropped and recomputed in the backward">,
    Statistic<"numClonedOps", "cloned-ops", "Ops cloned into the backward">,
  ];
  // The clones carry memopt.remat and memopt.phase, verified after the pass.
  let dependentDialects = ["::memopt::MemOptDialect"];
}

def MemorySchedule : Pass<"memopt-schedule", "mlir::ModuleOp"> {
  let summary = "Reorder each function so that fewer bytes are live at once";
  let description = [{
    Reorders the ops of every block of each function with a body: the
    function's own blocks and the bodies of scf.for, scf.if and
    scf.execute_region, nested ones included (outer ones first; the blocks
    of one op, such as both branches of an scf.if, are tried together first,
    then each alone). Within a block, ops with regions move as a unit and the
    terminator stays last; the new order is another topological order of
    the block's dependences: SSA values (uses inside regions count for the
    op holding them), memory effects (ops that have any never cross each
    other) and in-place writes (every op touching a buffer runs before the
    next op that writes that buffer in place, so that it still bufferizes
    in place). Seen from a block, what is defined outside it and used in it
    is live throughout, and what it yields or passes on lives to its end.
    Results are unchanged; no op is added or cloned, so FLOPs are too.

    Candidate orders (docs/schedule.md):
    - `hoist-updates`: each optimizer update (an op writing a parameter or
      optimizer state argument in place, or computing a returned one) moves
      to right after the last op it needs, normally the one completing its
      gradient; the ops only updates need (bias corrections, constants) move
      with the first update that needs them; everything else keeps its
      order. Gradients then die as soon as they are final instead of living
      to the end of the backward;
    - `list`: from that order, a list scheduler by live bytes: an op's
      change of live bytes is what it allocates minus what it frees as the
      last user of a buffer, kept current as ops are placed. Two rules:
      run an op that frees more than it allocates as soon as it is ready,
      else keep the order; and the lowest change first (XLA's list
      scheduler), ties in order.

    The candidates are compared on a model of the analysis' live ranges;
    the lowest is applied and the analysis runs again on the reordered IR.
    A block (or the group of blocks tried together) keeps its original
    order unless the function's analysed peak is strictly lower than with
    the order it had. Each function gets a
    remark with the peak and the gradient bytes live at it, before and
    after, and how many ops moved (in how many blocks, when it has several).

    To fit a budget at the fewest extra FLOPs, schedule first and then
    rematerialize: `--memopt-schedule --memopt-remat=budget=...`; a budget
    the schedule alone meets costs no recomputation.

    Example:

    ```
    mem-opt step.mlir --memopt-schedule -o scheduled.mlir
    mem-opt step.mlir --memopt-schedule --memopt-remat="budget=40GiB" -o fitted.mlir
    ```
  }];
  let options = [
    Option<"strategy", "strategy", "::memopt::ScheduleStrategy",
           /*default=*/"::memopt::ScheduleStrategy::Auto",
           "`auto` (the candidate with the lowest peak), `hoist-updates` or "
           "`list` (see above)",
           [{::llvm::cl::values(
             clEnumValN(::memopt::ScheduleStrategy::Auto, "auto",
                        "The candidate with the lowest peak"),
             clEnumValN(::memopt::ScheduleStrategy::HoistUpdates,
                        "hoist-updates",
                        "Each optimizer update right after its gradient"),
             clEnumValN(::memopt::ScheduleStrategy::List, "list",
                        "Hoisted updates, then a list scheduler by live "
                        "bytes"))}]>,
  ] # memoptAnalysisOptions;
  let statistics = [
    Statistic<"numScheduled", "scheduled-functions",
              "Functions whose order was changed (in any block)">,
    Statistic<"numMovedOps", "moved-ops",
              "Ops moved (the fewest moves from the old order to the new)">,
  ];
}

def MemoryShard : Pass<"memopt-shard", "mlir::ModuleOp"> {
  let summary = "Partition a training step across N ranks (data parallel, "
                "ZeRO-1, ZeRO-2, ZeRO-3) with upstream shard";
  let description = [{
    Turns each function that computes a loss into the program one of
    `ranks` ranks runs, with upstream MLIR's `shard` dialect
    (docs/shard.md). It adds one 1-D grid, `shard.grid @memopt_ranks(shape
    = N)`, and annotates every tensor argument and returned tensor by its
    role (docs/roles.md) with `shard.shard`:

    - `dp`: inputs split on dimension 0 (the batch), everything else
      (parameters, optimizer states, the loss, the updated parameters and
      states) replicated;
    - `zero1`: as `dp`, and the optimizer states and the updated states
      returned split (ZeRO stage 1);
    - `zero2`: as `zero1`, and the gradients too (ZeRO stage 2): each
      rank keeps its block of a gradient, reduce-scattered
      (`shard.reduce_scatter`) instead of all-reduced and sliced;
    - `zero3`: as `zero2`, and the parameters and the updated parameters
      returned split too (ZeRO stage 3, FSDP): each op outside the update
      that reads a parameter gets it all-gathered whole
      (`shard.all_gather`) right before it; the update works on the rank's
      block.

    A parameter, gradient or optimizer state is split on the first
    dimension the rank count divides (dimension 0 when it does), so that a
    parameter, its gradient and its states, of one shape, split alike.
    One that no dimension of which the rank count divides (Adafactor's row
    statistic of a 50,257-row vocabulary on 8 ranks, 8-bit Adam's one-block
    scales) is an error under `uneven=refuse` (the default), and stays
    replicated under `uneven=replicate`, with one remark on the function
    listing those tensors and the bytes of arguments each rank then holds
    whole. (DeepSpeed pads flattened partitions instead; this pass splits
    tensors as they are.)

    Then it runs upstream `sharding-propagation{traversal=forward-backward}`
    and `shard-partition` on the function, with memopt's sharding models
    for the ops upstream has none for (elementwise arith and math ops,
    reshapes and slices that keep the split, `scf.for` replicated): tensor
    types become per-rank shapes and the collectives appear
    (`shard.all_reduce` of each weight gradient under `dp`, for instance),
    ready for `convert-shard-to-mpi`. Rank-0 tensors and scalars are
    replicated. A `linalg.generic` reading a loop in blocks (8-bit Adam's
    scales, `d0 floordiv 256`, which upstream's linalg model refuses) is
    first rewritten over the blocks and their elements; under `zero2` and
    `zero3` a gradient that a reduction or a reshape reads (Adafactor's
    statistics, 8-bit Adam's flattening) is split for its readers, so that
    it is reduce-scattered too.

    With `tp=M` (M > 1, `strategy=dp` only) the grid is 2-D,
    `shape = (ranks/M)xM`: the batch is split on axis 0 and, Megatron-style,
    each pair of matmuls found by data flow (a column-parallel weight whose
    split output dimension reaches, through ops that keep it split, the
    reduction of a matmul with another weight, the row-parallel one) has
    its weights, their biases, gradients and optimizer states split on
    axis 1: the column weight on its output dimension, the row weight on
    its input dimension (docs/shard.md, "Tensor parallelism").

    Errors, located on the op: a batch the rank count does not divide or
    that is dynamic, a tensor the stage shards no dimension of which the
    rank count divides under `uneven=refuse` (naming the argument or
    result, its shape and the ranks; under `zero2` and `zero3` also such a
    gradient, at the op computing it), `zero1`,
    `zero2` or `zero3` on a step without optimizer states, and an op
    MLIR 22's partitioner cannot take: one without a sharding model
    (ShardingInterface) that would get a split tensor, one
    sharding-propagation left unannotated, or a linalg body reading the
    index of a split loop. MLIR 22's partitioner does not check these
    itself.

    Example:

    ```
    mem-opt step.mlir --memopt-shard="strategy=dp ranks=4" -o rank.mlir
    mem-opt step.mlir --memopt-shard="strategy=zero1 ranks=8" -o rank.mlir
    mem-opt step.mlir --memopt-shard="strategy=zero2 ranks=8" -o rank.mlir
    mem-opt step.mlir --memopt-shard="strategy=zero3 ranks=8" -o rank.mlir
    mem-opt step.mlir --memopt-shard="strategy=zero1 ranks=8 uneven=replicate" -o rank.mlir
    mem-opt step.mlir --memopt-shard="strategy=dp ranks=8 tp=2" -o rank.mlir
    ```
  }];
  let options = [
    Option<"strategy", "strategy", "::memopt::ShardStrategy",
           /*default=*/"::memopt::ShardStrategy::DataParallel",
           "`dp`, `zero1`, `zero2` or `zero3` (see above)",
           [{::llvm::cl::values(
             clEnumValN(::memopt::ShardStrategy::DataParallel, "dp",
                        "Split the batch, replicate the rest"),
             clEnumValN(::memopt::ShardStrategy::Zero1, "zero1",
                        "As dp, with the optimizer states split"),
             clEnumValN(::memopt::ShardStrategy::Zero2, "zero2",
                        "As zero1, with the gradients split "
                        "(reduce-scattered)"),
             clEnumValN(::memopt::ShardStrategy::Zero3, "zero3",
                        "As zero2, with the parameters split (all-gathered "
                        "before each use)"))}]>,
    Option<"ranks", "ranks", "int64_t", /*default=*/"2",
           "Ranks of the grid (at least 1)">,
    Option<"tp", "tp", "int64_t", /*default=*/"1",
           "Tensor-parallel ranks (Megatron): with tp=M > 1 the grid is "
           "(ranks/M data-parallel) x (M tensor-parallel), M must divide "
           "ranks, and strategy must be dp">,
    Option<"uneven", "uneven", "::memopt::UnevenSplit",
           /*default=*/"::memopt::UnevenSplit::Refuse",
           "`refuse` or `replicate`: a tensor the stage shards no dimension "
           "of which the ranks divide",
           [{::llvm::cl::values(
             clEnumValN(::memopt::UnevenSplit::Refuse, "refuse",
                        "A located error naming the tensor, its shape and "
                        "the ranks"),
             clEnumValN(::memopt::UnevenSplit::Replicate, "replicate",
                        "Keep it whole on every rank, with a remark"))}]>,
    memoptRolesOption,
  ];
  let dependentDialects = ["::mlir::shard::ShardDialect"];
}

def ConvertScatters : Pass<"memopt-convert-scatters"> {
  let summary = "Rewrite the importers' scatters as upstream scf.for loops";
  let description = [{
    torch-mlir leaves `tm_tensor.scatter` and IREE `iree_linalg_ext.scatter`
    in the linalg on tensors it imports (embedding backwards,
    scatter-adds). Read as unregistered ops in the generic form
    (`--allow-unregistered-dialect`), each becomes what it computes in
    upstream dialects: one `scf.for` over the updates that extracts the
    destination slice at the update's index (`tensor.extract` of the index
    columns, `tensor.extract_slice`), combines it with the update in a
    `linalg.generic` whose body is the scatter's region, and inserts it back
    (`tensor.insert_slice`). The loop bufferizes in place like the scatter
    and is costed per update; every new op keeps the scatter's location.
    The front ends (`python -m memopt.torch`, `python -m memopt.jax`) run it
    on every export.

    A scatter whose region reads a value from above, whose indices or
    update slices do not fit its destination, or any other op of those two
    dialects is a located error.

    Example:

    ```
    mem-opt --allow-unregistered-dialect --memopt-convert-scatters imported.mlir
    ```
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::linalg::LinalgDialect",
    "mlir::scf::SCFDialect", "mlir::tensor::TensorDialect",
  ];
}

#endif // MEMOPT_TRANSFORMS_PASSES
