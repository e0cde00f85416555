//===- UnevenSplit.h - where a model-state tensor splits --------*- C++ -*-===//
//
// ZeRO splits every parameter, gradient and optimizer state; memopt-shard
// splits each on one dimension the rank count divides, and under
// `uneven=replicate` keeps one that has none whole on every rank.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_UNEVENSPLIT_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_UNEVENSPLIT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <vector>

namespace memopt {

/// The dimension a parameter, gradient or optimizer state of `type` splits
/// on: the first static one that `ranksOn(dim)` ranks divide (dimension 0
/// when it does; under tp, the data axis's times the tensor axis's ranks on
/// the dimension tp splits, else the data axis's). It depends on the shape
/// and the tp split alone, so a parameter, its gradient and its states split
/// alike. None when no dimension divides.
std::optional<unsigned>
evenSplitDimension(mlir::RankedTensorType type,
                   llvm::function_ref<int64_t(unsigned)> ranksOn);

/// The error for `what`, of `type`, that no dimension of which `ranks`
/// divide, on `op`: it names the shape, and says to bind a dynamic one.
mlir::LogicalResult refuseUnevenSplit(mlir::Operation *op,
                                      const std::string &what,
                                      mlir::RankedTensorType type,
                                      int64_t ranks);

/// The tensors `uneven=replicate` keeps whole, for one remark.
class KeptReplicated {
public:
  /// `what` names the tensor ("argument #3 of @f (`w.m`, optimizer_state)");
  /// the bytes of arguments are summed (a result is the update of one).
  void add(std::string what, mlir::RankedTensorType type, bool argument);
  bool empty() const { return tensors.empty(); }
  /// One remark on `func`: how many tensors, the bytes of arguments each
  /// rank holds whole, and the first few tensors with shape and bytes.
  void remark(mlir::func::FuncOp func, int64_t ranks) const;

private:
  struct Tensor {
    std::string what;
    mlir::RankedTensorType type;
    bool argument;
  };
  std::vector<Tensor> tensors;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_UNEVENSPLIT_H
