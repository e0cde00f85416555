//===- CollectiveCall.h - a shard collective as a call into MPI -*- C++ -*-===//
//
// Where MLIR 22's convert-shard-to-mpi has no lowering of a collective
// (`shard.reduce_scatter`, `shard.all_to_all`), mem-run lowers it itself,
// before bufferization, as upstream lowers an all-reduce: the operand's
// buffer (read only), a new buffer of the result's shape, and a call of a
// runtime function of mem-run's that calls MPI. So a rank holds the operand
// and the result, as the analysis counts the collective, and nothing more
// the JIT allocates.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_COLLECTIVECALL_H
#define MEMOPT_TOOLS_MEMRUN_COLLECTIVECALL_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>
#include <utility>

namespace memopt {

/// Replaces `op`'s one tensor result by a new buffer of its type that
/// `symbol` (declared private in `module` once, `(memref<*xT>, memref<*xT>,
/// i64...)`) fills from `input`'s buffer; `scalars` follow the two buffers.
/// `strided` gives the input buffer a fully dynamic strided layout (a view
/// passes without a copy; the callee reads the strides), else the identity
/// layout (a contiguous buffer, copied by bufferization when it is a view).
/// With a `destination` (built after the input's buffer is taken, so that
/// what it writes comes after that read: a value of the result's type in a
/// function argument's buffer), the result is written into the
/// destination's buffer instead of a new one.
void replaceByRuntimeCall(
    mlir::ModuleOp module, mlir::Operation *op, mlir::Value input,
    llvm::StringRef symbol, llvm::ArrayRef<int64_t> scalars, bool strided,
    llvm::function_ref<mlir::Value(mlir::OpBuilder &)> destination = nullptr);

/// The runtime function of `symbols` (an element type as MLIR prints it,
/// and the function for it) for `element`; null when it has none.
const char *findRuntimeSymbol(
    mlir::Type element,
    llvm::ArrayRef<std::pair<const char *, const char *>> symbols);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_COLLECTIVECALL_H
