//===- TensorParallel.h - Megatron matmul pairs by data flow ----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_SHARD_TENSORPARALLEL_H
#define MEMOPT_LIB_TRANSFORMS_SHARD_TENSORPARALLEL_H

#include "memopt/Analysis/Roles.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

namespace memopt {

/// Which tensors tp=M splits on the grid's tensor-parallel axis, and on
/// which dimension: the weights of each Megatron pair (column-parallel on
/// their output dimension, row-parallel on their input dimension), the
/// column weights' biases, and the optimizer states and updated results
/// computed with them.
struct TensorParallelPlan {
  llvm::DenseMap<unsigned, unsigned> argumentDims;
  llvm::DenseMap<unsigned, unsigned> resultDims;
  unsigned columnWeights = 0, rowWeights = 0;
};

/// Finds the pairs in the forward of `func` (phases and roles from
/// `roles`) by data flow: a forward contraction reading a parameter whose
/// output dimension (a parallel loop of the parameter) reaches, through
/// ops that keep that dimension whole per element (elementwise ops,
/// parallel loops of linalg ops, reshapes onto the first dimension of a
/// group, slices taking it whole), the reduction loop of another
/// contraction that reads a parameter on that loop. Names play no part.
/// A dimension `tp` does not divide (a weight's, a bias's, or the heads a
/// reshape splits the column output into) is an error on the op naming
/// the dimension; so is a step with no pair.
llvm::FailureOr<TensorParallelPlan>
planTensorParallel(mlir::func::FuncOp func, const RoleAssignment &roles,
                   int64_t tp);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SHARD_TENSORPARALLEL_H
