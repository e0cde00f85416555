//===- DeviceAllocWalk.cpp - static peak of a host program's device bytes -===//
//
// Walks the host program from `main` in program order, through calls, and
// adds the bytes of every gpu.alloc and subtracts them at its gpu.dealloc:
// the device bytes live after every step and their peak, the sequence the
// CUDA runtime will count when the program runs. It reads only the IR, not
// the memory analysis, so tests can compare the two. Bytes are what the GPU
// lowering asks mgpuMemAlloc for: elements x the element's store size.
// A walk it cannot do statically (an allocation under a loop or a branch, a
// free of a buffer it did not see allocated, recursion) is a located error.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/JSON.h"

namespace memopt {
#define GEN_PASS_DEF_DEVICEALLOCWALK
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

struct Walker {
  ModuleOp module;
  uint64_t live = 0, peak = 0, allocations = 0, frees = 0;
  llvm::DenseMap<Operation *, uint64_t> liveAllocs;
  llvm::SmallPtrSet<Operation *, 4> onStack;
  /// Arguments of walked callees and results of walked calls: the buffer
  /// the caller passed or the callee allocated.
  llvm::DenseMap<Value, gpu::AllocOp> returnedAllocs;

  /// The gpu.alloc whose buffer `value` is, through views and calls.
  gpu::AllocOp allocOf(Value value) {
    while (true) {
      auto returned = returnedAllocs.find(value);
      if (returned != returnedAllocs.end())
        return returned->second;
      Operation *def = value.getDefiningOp();
      if (!def)
        return {};
      if (auto alloc = dyn_cast<gpu::AllocOp>(def))
        return alloc;
      if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(def))
        value = meta.getSource();
      else if (auto view = dyn_cast<ViewLikeOpInterface>(def))
        value = view.getViewSource();
      else
        return {};
    }
  }

  LogicalResult bytesOf(gpu::AllocOp alloc, uint64_t &bytes) {
    MemRefType type = alloc.getType();
    if (!type.hasStaticShape())
      return alloc.emitError("device alloc walk: dynamic sizes are not "
                             "supported");
    // The analysis's element rule, so the walk counts what it predicts.
    std::optional<uint64_t> elementBytes =
        getElementStorageBytes(type.getElementType());
    if (!elementBytes)
      return alloc.emitError("device alloc walk: element type ")
             << type.getElementType() << " has no known size";
    std::optional<uint64_t> total =
        getCheckedByteSize(type.getShape(), *elementBytes);
    if (!total)
      return alloc.emitError("device alloc walk: size does not fit in 64 bits");
    bytes = *total;
    return success();
  }

  LogicalResult walk(func::FuncOp func) {
    if (!onStack.insert(func).second)
      return func.emitError("device alloc walk: recursive call");
    WalkResult result = func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isa<gpu::AllocOp, gpu::DeallocOp, func::CallOp, memref::AllocOp>(op))
        return WalkResult::advance();
      func::FuncOp callee;
      if (auto call = dyn_cast<func::CallOp>(op)) {
        callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
        if (!callee || callee.isExternal())
          return WalkResult::advance();
      }
      if (isa<memref::AllocOp>(op)) {
        op->emitError("device alloc walk: a host allocation is left");
        return WalkResult::interrupt();
      }
      if (op->getParentOp() != func.getOperation()) {
        op->emitError("device alloc walk: cannot walk statically under "
                      "control flow");
        return WalkResult::interrupt();
      }
      if (auto alloc = dyn_cast<gpu::AllocOp>(op)) {
        uint64_t bytes;
        if (failed(bytesOf(alloc, bytes)))
          return WalkResult::interrupt();
        liveAllocs[alloc] = bytes;
        live += bytes;
        peak = std::max(peak, live);
        ++allocations;
      } else if (auto dealloc = dyn_cast<gpu::DeallocOp>(op)) {
        gpu::AllocOp alloc = allocOf(dealloc.getMemref());
        auto it = alloc ? liveAllocs.find(alloc) : liveAllocs.end();
        if (it == liveAllocs.end()) {
          op->emitError("device alloc walk: frees a buffer that is not live");
          return WalkResult::interrupt();
        }
        live -= it->second;
        liveAllocs.erase(it);
        ++frees;
      } else {
        // The callee's arguments are the caller's buffers.
        for (auto [arg, operand] :
             llvm::zip(callee.getArguments(), op->getOperands()))
          if (gpu::AllocOp alloc = allocOf(operand))
            returnedAllocs[arg] = alloc;
        if (failed(walk(callee)))
          return WalkResult::interrupt();
        // A returned buffer stays live in the caller until its free there.
        auto ret =
            cast<func::ReturnOp>(callee.getBody().back().getTerminator());
        for (auto [result, returned] :
             llvm::zip(op->getResults(), ret.getOperands()))
          if (gpu::AllocOp alloc = allocOf(returned))
            returnedAllocs[result] = alloc;
      }
      return WalkResult::advance();
    });
    onStack.erase(func);
    return failure(result.wasInterrupted());
  }
};

struct DeviceAllocWalkPass final
    : public impl::DeviceAllocWalkBase<DeviceAllocWalkPass> {
  using DeviceAllocWalkBase::DeviceAllocWalkBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto func = module.lookupSymbol<func::FuncOp>(entry);
    if (!func || func.isExternal()) {
      module.emitError("device alloc walk: no function '") << entry << "'";
      return signalPassFailure();
    }
    Walker walker;
    walker.module = module;
    if (failed(walker.walk(func)))
      return signalPassFailure();
    llvm::json::Object out{
        {"entry", entry.getValue()},
        {"walk_peak_bytes", int64_t(walker.peak)},
        {"allocations", int64_t(walker.allocations)},
        {"frees", int64_t(walker.frees)},
        {"live_bytes_at_exit", int64_t(walker.live)},
    };
    llvm::outs() << llvm::json::Value(std::move(out)) << "\n";
    llvm::outs().flush();
    markAllAnalysesPreserved();
  }
};

} // namespace

} // namespace memopt
