//===- AllSliceView.cpp - shard.all_slice as the view it runs as ----------===//

#include "memopt/Analysis/AllSliceView.h"

#include "Collectives.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::bufferization;

namespace memopt {
namespace {

/// tensor.extract_slice's model (upstream's TensorBufferizableOpInterfaceImpl)
/// but for bufferize.
struct AllSliceViewModel
    : public BufferizableOpInterface::ExternalModel<AllSliceViewModel,
                                                    shard::AllSliceOp> {
  bool bufferizesToMemoryRead(Operation *op, OpOperand &,
                              const AnalysisState &) const {
    return isAllSliceCopy(op);
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &,
                                      const AnalysisState &) const {
    // The rank's block of an empty tensor is an empty tensor of its own
    // (isEmptyBlock, Collectives.h), as mem-run makes it.
    if (isEmptyBlock(op) || isAllSliceCopy(op))
      return {};
    return {{op->getOpResult(0), BufferRelation::Unknown}};
  }
  LogicalResult bufferize(Operation *op, RewriterBase &,
                          const BufferizationOptions &,
                          BufferizationState &) const {
    return op->emitError()
           << "shard.all_slice has no bufferization: the rank's block is a "
              "tensor.extract_slice once the rank is known (mem-run)";
  }
};

} // namespace

bool isAllSliceCopy(Operation *allSlice) {
  Value whole = allSlice->getOperand(0);
  return !isEmptyBlock(allSlice) && whole.getDefiningOp() && whole.hasOneUse();
}

void registerAllSliceViewModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, shard::ShardDialect *) {
    shard::AllSliceOp::attachInterface<AllSliceViewModel>(*ctx);
  });
}

} // namespace memopt
