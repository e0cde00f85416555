//===- ArgumentFill.h - deterministic arguments for a step -----*- C++ -*-===//
//
// mem-run fills every argument of the entry function from a seed:
//   - optimizer states (memopt.role = "optimizer_state") start at zero, as a
//     fresh optimizer's do;
//   - other float tensors are uniform in [-0.5, 0.5);
//   - integer tensors are uniform in their range [lo, hi): the argument's
//     `memopt.range = array<i64: lo, hi>` if it has one, else inferred from
//     the IR: an integer that is compared with a linalg.index of loop
//     dimension d is an index into that dimension ([0, size of d)), as token
//     ids are into the embedding's rows and targets into the logits' columns;
//     an integer cast to an index of tensor.extract lies in that dimension.
//     An integer tensor with neither is an error (its values cannot be
//     chosen safely);
//   - float scalars are uniform in [0, 0.01) (a learning rate), integer
//     scalars in their memopt.range or [1, 100) (a step count, a seed).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_ARGUMENTFILL_H
#define MEMOPT_TOOLS_MEMRUN_ARGUMENTFILL_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace memopt {

/// An integer range [lo, hi).
struct IntRange {
  int64_t lo = 0;
  int64_t hi = 0;
};

/// How one argument is filled.
struct ArgumentFill {
  enum class Kind { Zero, UniformFloat, UniformInt };
  Kind kind = Kind::Zero;
  double floatLo = 0, floatHi = 0;
  IntRange range;
};

/// The fill of every argument of `func`, or failure (with a located error)
/// when some argument cannot be filled.
mlir::FailureOr<std::vector<ArgumentFill>>
planArgumentFills(mlir::func::FuncOp func);

/// Writes `count` elements of `elementType`, in the bytes the LLVM lowering
/// stores, drawn as `fill` says from a stream seeded by (seed, stream).
void fillElements(const ArgumentFill &fill, mlir::Type elementType,
                  uint64_t count, uint64_t seed, uint64_t stream,
                  uint8_t *bytes);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_ARGUMENTFILL_H
