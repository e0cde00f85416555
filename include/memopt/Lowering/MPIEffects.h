//===- MPIEffects.h - memory effects of MLIR 22's mpi ops ------*- C++ -*-===//
//
// MLIR 22's `mpi.allreduce` (what convert-shard-to-mpi lowers a
// `shard.all_reduce` to) declares no memory effects, and upstream's
// ownership-based buffer deallocation refuses ops with unknown effects, so
// memopt-lower-cpu could not take a partitioned step. This registers the
// effects it has: it reads its send buffer and writes its receive buffer.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LOWERING_MPIEFFECTS_H
#define MEMOPT_LOWERING_MPIEFFECTS_H

#include "mlir/IR/DialectRegistry.h"

namespace memopt {

void registerMPIMemoryEffects(mlir::DialectRegistry &registry);

} // namespace memopt

#endif // MEMOPT_LOWERING_MPIEFFECTS_H
