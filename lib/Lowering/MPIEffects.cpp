//===- MPIEffects.cpp - memory effects of MLIR 22's mpi ops ---------------===//

#include "memopt/Lowering/MPIEffects.h"

#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace memopt {
namespace {

struct AllReduceEffects
    : public MemoryEffectOpInterface::ExternalModel<AllReduceEffects,
                                                    mpi::AllReduceOp> {
  void
  getEffects(Operation *op,
             SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                 &effects) const {
    auto allReduce = cast<mpi::AllReduceOp>(op);
    effects.emplace_back(MemoryEffects::Read::get(),
                         &allReduce.getSendbufMutable());
    effects.emplace_back(MemoryEffects::Write::get(),
                         &allReduce.getRecvbufMutable());
  }
};

} // namespace

void registerMPIMemoryEffects(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, mpi::MPIDialect *) {
    mpi::AllReduceOp::attachInterface<AllReduceEffects>(*ctx);
  });
}

} // namespace memopt
