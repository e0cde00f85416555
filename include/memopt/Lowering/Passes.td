//===- Passes.td - mem-opt lowering passes -----------------*- tablegen -*-===//
//
// The passes of the lowering pipelines (memopt-lower-cpu, memopt-lower-cuda;
// docs/lowering.md): each makes the lowered program allocate what the memory
// analysis predicts, or checks that it does. Flags start with `memopt-`;
// docs/LoweringPasses.md is generated from this file
// (`cmake --build . -t memopt-doc`).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LOWERING_PASSES
#define MEMOPT_LOWERING_PASSES

include "mlir/Pass/PassBase.td"

def SplitSharedEmptyTensors
    : Pass<"memopt-split-shared-empty-tensors", "mlir::ModuleOp"> {
  let summary = "Give every use of a tensor.empty with several uses its own "
                "tensor.empty, as the memory analysis models it";
  let description = [{
    One-Shot Bufferize turns a `tensor.empty` into one allocation; when an
    importer shared it among many destinations (torch-mlir CSEs them), every
    op that can writes into that one buffer in place, which then lives from
    the first writer to the last. The analysis gives each writer an
    allocation of its own, live to its own last use; this pass splits the
    shared value before bufferization so that the lowered program allocates
    exactly that.
  }];
  let dependentDialects = ["mlir::tensor::TensorDialect"];
}

def CopiesAcrossBlocks : Pass<"memopt-copies-across-blocks", "mlir::ModuleOp"> {
  let summary = "In functions of several blocks, make every copy the "
                "analysis predicts for a destination explicit "
                "(bufferization.alloc_tensor copy)";
  let description = [{
    One-Shot Bufferize misses read-after-write conflicts across blocks: a
    write in a later block to a value whose last write is a block argument
    of another block (a function argument, say) is not checked against the
    reads of that value, and is done in place although a later op reads the
    old value (a wrong result, fewer bytes than predicted). In functions of
    several blocks, this pass runs the memory analysis and replaces each
    destination (a DPS init, an `scf.for` init) that the analysis gives a
    buffer other than its result's by `bufferization.alloc_tensor()
    copy(...)` right before the op, so that One-Shot writes into that copy.
    Functions of one block are left alone.
  }];
  let dependentDialects = ["mlir::bufferization::BufferizationDialect"];
}

def DeadBufferCopies : Pass<"memopt-dead-buffer-copies", "mlir::func::FuncOp"> {
  let summary = "In functions of several blocks, drop copies of an "
                "allocation that nothing uses after the copy";
  let description = [{
    Runs after One-Shot Bufferize. One-Shot orders ops by dominance only, so
    the two sides of a `cf.cond_br` diamond look as if either could run after
    the other, and it copies a value one side forwards to the merge block
    before the branch. Nothing reads the copied buffer again: in functions of
    several blocks, a `memref.copy` from an allocation of the block used only
    before it into an allocation of the same type used only after it is
    removed, and the target replaced by the source.
  }];
}

def DropArgumentResults
    : Pass<"memopt-drop-argument-results", "mlir::ModuleOp"> {
  let summary = "Drop results of public entry functions that are (a whole "
                "view of) an argument's buffer, recorded in "
                "memopt.result_args";
  let description = [{
    After One-Shot Bufferize across function boundaries, a training step
    returns its updated parameters and optimizer states in the buffers of the
    arguments they came from, and the deallocation pipeline would clone each
    of them before `return`. Upstream's `drop-equivalent-buffer-results`
    skips public functions and does not see through reshapes. This pass
    drops, from public functions that nothing in the module calls, each
    result that is an entry-block argument or a view of the whole of one
    (cast, expand/collapse_shape, a subview that covers it all), and records
    in the function attribute `memopt.result_args` which argument holds each
    original result (-1 for a result still returned).
  }];
  let dependentDialects = ["mlir::memref::MemRefDialect",
                           "::memopt::MemOptDialect"];
}

def IfResultBuffers : Pass<"memopt-if-result-buffers", "mlir::ModuleOp"> {
  let summary = "Give each memref result of an scf.if a buffer allocated "
                "before it, which both branches copy into (static ownership)";
  let description = [{
    After One-Shot Bufferize an `scf.if` result is whichever buffer the
    branch that ran yielded, so ownership-based deallocation frees it only at
    the end of the enclosing block, after a runtime alias check. The analysis
    gives an `scf.if` result a buffer of its own, live to the result's last
    use; this pass makes the program do that: one allocation per used,
    statically shaped memref result before the `scf.if`, a copy into it in
    each branch, and the `scf.if` no longer returns it. A result with a
    dynamic shape, or a layout an identity-layout buffer cannot be cast to,
    is left to upstream.
  }];
  let dependentDialects = ["mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect"];
}

def CastResultsAcrossBlocks
    : Pass<"memopt-cast-results-across-blocks", "mlir::func::FuncOp"> {
  let summary = "Give each memref result of a loop, branch or call that "
                "another block uses a memref.cast in its own block";
  let description = [{
    Runs right before `ownership-based-buffer-deallocation`. That pass
    computes liveness once, then rebuilds every `scf.for`, `scf.if`,
    `scf.execute_region` and call to append ownership results; a rebuilt
    op's result that a later block reads is then missing from (or dangling
    in) the live-out set of its block. Upstream MLIR 22 then frees it at the
    end of its block, before the read, or crashes in `getMemrefsToRetain`
    (a loop before a diamond that a merge block reads). The uses in other
    blocks are given a `memref.cast` to the same type, made right after the
    op: the cast is not rebuilt, so the live-out set names it, and the
    canonicalization after deallocation folds it away.
  }];
  let dependentDialects = ["mlir::memref::MemRefDialect"];
}

def DedupeBlockArguments : Pass<"memopt-dedupe-block-arguments", "mlir::func::FuncOp"> {
  let summary = "Make block arguments that every branch passes the same "
                "buffer one argument";
  let description = [{
    Runs before ownership-based deallocation. A block argument to which
    every predecessor passes the same value as to another argument of the
    block (`cf.br ^bb(%a, %a)`, which canonicalization also moves into a
    block of several predecessors when it merges a block into the one
    branching to it) is replaced by that other argument. Deallocation
    cannot tell that two arguments are one buffer: it frees them at the end
    of the function through a run-time alias check, so the buffer outlives
    its last use, where the memory analysis, which knows them one buffer,
    frees it.
  }];
}

def MergeBranchDeallocs : Pass<"memopt-merge-branch-deallocs", "mlir::func::FuncOp"> {
  let summary = "Make a buffer's frees on both sides of a cf.cond_br one "
                "unconditional free";
  let description = [{
    Runs after ownership-based deallocation. A buffer that dies in a block
    ending in a `cf.cond_br` is freed once per successor:
    `bufferization.dealloc (%a) if (%c)` and `... if (%c xor true)`. Lowered,
    those are two conditional frees at the end of the block that
    `optimize-allocation-liveness` cannot move, so the buffer outlives its
    last use, which is where the memory analysis frees it. Each such pair
    becomes one unconditional dealloc, lowered to a plain `memref.dealloc`
    and moved up to the last use. A pair freeing several buffers, each under
    `%c` and `%c xor true`, or `%o and %c` and `%o and (%c xor true)` (a
    loop's results under its ownership flag `%o`), becomes one dealloc
    under `true` or `%o` per buffer, which the passes after it handle as in
    a block without a branch, instead of two runtime alias checks that
    allocate at the end of the block.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

def SplitCarriedDeallocs : Pass<"memopt-split-carried-deallocs", "mlir::func::FuncOp"> {
  let summary = "Free a loop's carried buffers one by one, without a runtime "
                "alias check";
  let description = [{
    Runs inside the deallocation pipeline, after
    `memopt-free-loop-results`. An `scf.for` carrying several buffers that
    each iteration replaces frees the previous iteration's buffers in one
    `bufferization.dealloc`, whose lowering calls a helper that compares
    their addresses at run time in arrays it allocates (10 bytes per buffer,
    at the loop's peak, which the analysis does not count). When the
    buffers are distinct whenever their flags hold (iteration arguments
    whose inits are distinct allocations or start unowned, and whose yields
    are distinct allocations of the body; buffers the body allocates), the
    dealloc becomes one per buffer, each a conditional free.
  }];
  let dependentDialects = ["mlir::bufferization::BufferizationDialect"];
}

def FreeLoopResults : Pass<"memopt-free-loop-results", "mlir::func::FuncOp"> {
  let summary = "Free a loop's fresh result after its last use, instead of "
                "at the end of the block with a runtime alias check";
  let description = [{
    Runs inside the deallocation pipeline, after
    `buffer-deallocation-simplification` and before the deallocations are
    lowered. An `scf.for` that yields a new buffer every iteration returns an
    ownership flag for it that is only known at run time (a loop that does
    not run returns its init), so ownership-based deallocation frees the
    result, and the init the block owns, only at the end of the block, in
    one `bufferization.dealloc` whose lowering calls a helper that checks
    aliasing at run time and allocates itself. When every iteration yields
    a buffer it owns, the result is the last iteration's fresh buffer
    whenever the flag is true: this pass frees it right after the last use
    of it or of a view of it (under the flag, unless constant bounds say the
    loop runs), and takes it out of the block's `bufferization.dealloc`. An
    init the block owns, taken only by loops that run and yield fresh
    buffers, is freed right after its last use too, and the simplification
    that follows tells the dealloc's remaining buffers apart. A result that
    escapes (returned, yielded, another loop's init) is left to upstream.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect"];
}

def CheckCalleeResults
    : Pass<"memopt-check-callee-results", "mlir::ModuleOp"> {
  let summary = "Fail at a private callee that returns a loop's result or a "
                "block argument (the lowering would copy it)";
  let description = [{
    Runs before `buffer-results-to-out-params{hoist-static-allocs}`, which
    makes a private callee write each result into a buffer its caller
    allocates, by replacing the static allocation it returned. A result it
    cannot replace (a loop's result, a block argument merging buffers of
    several branches) would be copied into the caller's buffer, one buffer
    more than the memory analysis predicts: a located error instead. The IR
    is not changed.
  }];
}

def ArenaPlan : Pass<"memopt-arena-plan", "mlir::func::FuncOp"> {
  let summary = "Place a function's temporary buffers at static offsets of "
                "one arena (best fit by size and lifetime)";
  let description = [{
    Runs after the frees are placed. Every `memref.alloc` of a static,
    identity-layout buffer in the function's entry block whose one free is a
    `memref.dealloc` in that block becomes a `memref.view` at a planned,
    64-byte aligned offset of one i8 arena, allocated at the start and freed
    before the return. Placement is best fit in three orders (largest first,
    longest-lived first, largest size x lifetime first); the smallest arena
    wins. The function gets `memopt.arena_bytes` and
    `memopt.arena_live_peak_bytes` (the least any plan needs).
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::memref::MemRefDialect",
                           "::memopt::MemOptDialect"];
}

def CheckAnalysable : Pass<"memopt-check-analysable", "mlir::ModuleOp"> {
  let summary = "Fail with the memory analysis' located errors on input it "
                "refuses (the lowering would have no prediction to check)";
  let description = [{
    Runs the memory analysis on the step as given; what it refuses (unbound
    dynamic sizes, sizes over 64 bits, cycles in graph regions, ...) gets the
    analysis' located error instead of reaching upstream passes that crash
    on some of it. Affine maps of constants that overflow int64 are refused
    too (upstream's affine folder traps on INT64_MIN floordiv -1). The IR is
    not changed.
  }];
}

def DeviceBuffers : Pass<"memopt-device-buffers", "mlir::func::FuncOp"> {
  let summary = "Move a bufferized step's buffers to the device "
                "(memref.alloc / dealloc to gpu.alloc / dealloc, memref.copy "
                "to linalg.copy)";
  let description = [{
    Every `memref.alloc` / `memref.dealloc` becomes `gpu.alloc` /
    `gpu.dealloc` at the same place, so the device sees the allocation
    sequence of the CPU run; `memref.copy` becomes `linalg.copy` (a kernel,
    not a host memcpy). Refused with a located error, leaving the function
    as it was: allocations or frees under control flow, buffers in host
    globals (constant tensors), stack buffers.
  }];
  let dependentDialects = ["mlir::gpu::GPUDialect",
                           "mlir::linalg::LinalgDialect"];
}

def CudaHostMain : Pass<"memopt-cuda-host-main", "mlir::ModuleOp"> {
  let summary = "Add a host main that allocates the step's arguments on the "
                "device, calls it and hands its results to the CUDA runtime";
  let description = [{
    Adds `func.func @main() -> i32`: each tensor argument a `gpu.alloc`
    filled by the runtime, scalars read by it, the call, every result of the
    tensor signature handed to the runtime (a dropped one read from the
    argument recorded in `memopt.result_args`), then the returned buffers
    and the arguments freed. Buffers it cannot pass from a host main are
    located errors.
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"\"",
           "The step main calls (default: the only public function nothing "
           "calls)">,
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::func::FuncDialect",
                           "mlir::gpu::GPUDialect",
                           "mlir::memref::MemRefDialect"];
}

def SequentialCodeToDevice
    : Pass<"memopt-sequential-code-to-device", "mlir::func::FuncOp"> {
  let summary = "Wrap host-side buffer accesses (full reductions, 0-d linalg "
                "bodies) in one-thread parallel loops so they run on the "
                "device";
  let description = [{
    `convert-linalg-to-parallel-loops` leaves on the host what has no
    parallel dimension, although its buffers are in device memory. Each such
    top-level op is wrapped in a one-iteration `scf.parallel`, which
    `convert-parallel-loops-to-gpu` turns into a launch of one thread;
    parallel loops nested in a wrapped op become sequential `scf.for` nests
    first.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::scf::SCFDialect"];
}

def DeviceAllocWalk : Pass<"memopt-device-alloc-walk", "mlir::ModuleOp"> {
  let summary = "Print the device bytes a host program allocates, walked "
                "statically in program order from its entry (JSON on stdout)";
  let description = [{
    Walks the host program from `entry` in program order, into called
    functions, adding each `gpu.alloc`'s bytes (elements x element store
    size, what the lowering asks `mgpuMemAlloc` for) and subtracting them at
    its `gpu.dealloc`, through views, call arguments and returned buffers.
    It reads only the IR, not the analysis, and prints one line:
    `{"entry", "walk_peak_bytes", "allocations", "frees",
    "live_bytes_at_exit"}`. A walk it cannot do statically (an allocation
    under a loop or a branch, a free of a buffer it did not see allocated,
    recursion) is a located error. The IR is not changed.
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"main\"",
           "Function to start from">,
  ];
}

#endif // MEMOPT_LOWERING_PASSES
