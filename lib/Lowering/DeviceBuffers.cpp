//===- DeviceBuffers.cpp - every buffer of the step in device memory ------===//
//
// After bufferization and deallocation placement (memopt-lower-cpu's first
// half), a step allocates and frees its buffers with memref.alloc and
// memref.dealloc, in the order the memory analysis predicts. On CUDA the
// kernels read and write those buffers, so each becomes a gpu.alloc /
// gpu.dealloc at the same place: the device sees the same allocation
// sequence as the CPU run. memref.copy (left by the deallocation pipeline)
// would be a host memcpy; it becomes linalg.copy, which lowers to a kernel.
// Upstream has no pass that moves host allocations to the device.
//
// Refused with a located error (the static walk and the runtime could not
// stand for the prediction): allocations or frees under control flow (loop
// iterations, ownership tests of the deallocation pipeline), buffers that
// live in host globals (constant tensors) or on the stack.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"

namespace memopt {
#define GEN_PASS_DEF_DEVICEBUFFERS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

struct DeviceBuffersPass final
    : public impl::DeviceBuffersBase<DeviceBuffersPass> {
  using DeviceBuffersBase::DeviceBuffersBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // Checks first, so a refused step is left as it was.
    WalkResult checked = func.walk([&](Operation *op) {
      if (!isa<memref::AllocOp, memref::DeallocOp, memref::AllocaOp,
               memref::GetGlobalOp>(op))
        return WalkResult::advance();
      if (isa<memref::AllocaOp>(op)) {
        op->emitError("memopt-lower-cuda: stack buffers are not supported "
                      "(kernels cannot read the host stack)");
        return WalkResult::interrupt();
      }
      if (isa<memref::GetGlobalOp>(op)) {
        op->emitError("memopt-lower-cuda: constant tensors in host globals "
                      "are not supported yet");
        return WalkResult::interrupt();
      }
      if (op->getParentOp() != func.getOperation()) {
        op->emitError("memopt-lower-cuda: buffers allocated or freed under "
                      "control flow are not supported yet (the device "
                      "allocation sequence would depend on run-time values)");
        return WalkResult::interrupt();
      }
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        if (!alloc.getSymbolOperands().empty() ||
            alloc.getType().getMemorySpace()) {
          op->emitError("memopt-lower-cuda: allocations with symbol operands "
                        "or a memory space are not supported");
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (checked.wasInterrupted())
      return signalPassFailure();

    OpBuilder builder(&getContext());
    func.walk([&](Operation *op) {
      builder.setInsertionPoint(op);
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        auto device = gpu::AllocOp::create(
            builder, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(),
            ValueRange(), alloc.getDynamicSizes(), ValueRange(),
            /*hostShared=*/false);
        alloc.replaceAllUsesWith(device.getMemref());
        alloc.erase();
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        gpu::DeallocOp::create(builder, dealloc.getLoc(), /*asyncToken=*/Type(),
                               ValueRange(), dealloc.getMemref());
        dealloc.erase();
      } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
        linalg::CopyOp::create(builder, copy.getLoc(), copy.getSource(),
                               copy.getTarget());
        copy.erase();
      }
    });
  }
};

} // namespace

} // namespace memopt
