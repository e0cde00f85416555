//===- RematModelExport.h - the planner's model as JSON ---------*- C++ -*-===//
//
// For an exact reference (bench/remat_ilp.py): the units with their kind,
// bytes, FLOPs, dependencies, uses and producer positions; the live bytes of
// the original program per slot (gap before op p at 2p, op p at 2p+1); and
// the plan (dropped candidates, planned peak, extra FLOPs).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATMODELEXPORT_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATMODELEXPORT_H

#include "RematPlan.h"

namespace memopt {

mlir::LogicalResult exportRematModel(const RematModel &model,
                                     const RematPlan &plan,
                                     llvm::StringRef path);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATMODELEXPORT_H
