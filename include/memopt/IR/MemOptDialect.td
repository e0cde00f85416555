//===- MemOptDialect.td - the memopt dialect ---------------*- tablegen -*-===//
//
// A dialect without ops: it owns the `memopt.*` attributes that front ends,
// mem-gen and the memopt passes write and read, and verifies each one where
// it sits. The names are in MemOptAttributes.h; the description below is
// docs/MemOptDialect.md.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_IR_MEMOPTDIALECT_TD
#define MEMOPT_IR_MEMOPTDIALECT_TD

include "mlir/IR/OpBase.td"

def MemOpt_Dialect : Dialect {
  let name = "memopt";
  let cppNamespace = "::memopt";
  let summary = "The annotations of a training step that mem-opt reads";
  let description = [{
    The `memopt` dialect has no operations. It owns the discardable
    `memopt.*` attributes that describe a training step (written by the
    Python front ends, `mem-gen` or by hand) and the marks that the memopt
    passes leave on the IR. The verifier rejects a malformed attribute, or
    one in a place it does not belong, with an error at the argument or the
    operation that carries it; so does the memory analysis before it reads
    IR that was parsed without the dialect (a pass plugin in `mlir-opt`
    without `--load-dialect-plugin`).

    ### Function arguments and results

    | Attribute | Where | Value |
    |-----------|-------|-------|
    | `memopt.role` | argument, result | a string, one of `parameter`, `optimizer_state`, `input`, `constant`, `gradient`, `activation`, `loss`, `output`, `temporary` (docs/roles.md) |
    | `memopt.name` | argument, result | a string: the parameter's or state's name (`fc1.weight`); `roles=name:GLOB` and the report read it |
    | `memopt.dims` | ranked tensor argument | an array of one string per dimension, naming it for `bind=NAME=SIZE` (only dynamic dimensions are looked up) |
    | `memopt.range` | argument | `array<i64: lo, hi>` with `lo < hi`: the values `mem-run` fills an integer argument with, in `[lo, hi)` |

    ```mlir
    func.func @step(%w: tensor<256x1024xf32> {memopt.role = "parameter", memopt.name = "fc1.weight"},
                    %x: tensor<?x256xf32> {memopt.role = "input", memopt.dims = ["batch", "features"]},
                    %tokens: tensor<4x64xi32> {memopt.range = array<i64: 0, 50257>})
        -> (tensor<f32> {memopt.role = "loss"}, tensor<256x1024xf32>)
    ```

    ### Operations

    | Attribute | Where | Value |
    |-----------|-------|-------|
    | `memopt.role` | any op | a role as above, for all of the op's results |
    | `memopt.layer` | any op | a non-negative integer (read with its type's signedness): the layer the op belongs to |
    | `memopt.phase` | any op | a string, one of `forward`, `backward`, `optimizer` |
    | `memopt.remat` | any op | a unit attribute: a clone `memopt-remat` made of a forward op |

    ### Marks of the lowering

    The lowering passes record on the function what a runner needs after
    they rewrote its signature or planned its memory.

    | Attribute | Where | Value |
    |-----------|-------|-------|
    | `memopt.result_args` | function | `array<i64>`, one entry per original result: the argument whose buffer holds it, or `-1` for a result still returned (`memopt-drop-argument-results`) |
    | `memopt.arena_bytes` | function | a non-negative integer: the size of the one arena `memopt-arena-plan` allocates |
    | `memopt.arena_live_peak_bytes` | function | a non-negative integer: the most bytes live in that arena at once |
    | `memopt.argument_splits`, `memopt.result_splits` | function | an array with one `#shard<axisarray[[...], ...]>` (split_axes) per argument (result) of a step `memopt-shard` partitioned: the grid axes splitting each dimension (`[[]]`: replicated); `mem-run --ranks` cuts and glues the ranks' blocks by them (docs/shard.md) |

    Any other `memopt.*` attribute is an error.
  }];
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
}

#endif // MEMOPT_IR_MEMOPTDIALECT_TD
