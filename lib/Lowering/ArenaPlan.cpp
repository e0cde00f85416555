//===- ArenaPlan.cpp - one arena for a function's temporary buffers -------===//
//
// Runs on buffers after deallocation placement (each free right after its
// buffer's last use). Every memref.alloc of a static, identity-layout buffer
// in a function's entry block whose one free is a memref.dealloc in that same
// block becomes a memref.view at a planned offset of one i8 arena, allocated
// at the function's start and freed before its return. Buffers the function
// returns (no free) and buffers allocated inside loops or branches keep their
// own allocations. Lifetimes are the positions of the alloc and its dealloc
// in the entry block, so the plan reuses exactly the memory the frees would
// have released. Upstream has no pass that plans static offsets
// (promote-buffers-to-stack moves small buffers to the stack instead).
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptAttributes.h"
#include "memopt/IR/MemOptDialect.h"
#include "memopt/Lowering/BestFitPlanner.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

namespace memopt {
#define GEN_PASS_DEF_ARENAPLAN
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// The alloc whose buffer `value` is (through views and the base buffer of
/// extract_strided_metadata), if any.
memref::AllocOp allocatedBy(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (auto alloc = dyn_cast<memref::AllocOp>(def))
      return alloc;
    if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(def))
      value = meta.getSource();
    else if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      value = view.getViewSource();
    else
      return {};
  }
  return {};
}

/// The bytes the LLVM lowering gives a buffer of `type`, by the analysis's
/// element rule (an i48 or f80 element takes its allocation size, not its
/// bits rounded to bytes), so arena slots are as wide as what is stored.
std::optional<uint64_t> storageBytes(MemRefType type) {
  std::optional<uint64_t> element =
      getElementStorageBytes(type.getElementType());
  if (!element)
    return std::nullopt;
  return getCheckedByteSize(type.getShape(), *element);
}

struct Candidate {
  memref::AllocOp alloc;
  SmallVector<memref::DeallocOp> frees;
  bool disqualified = false;
};

struct ArenaPlanPass final : public impl::ArenaPlanBase<ArenaPlanPass> {
  using ArenaPlanBase::ArenaPlanBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !func.getBody().hasOneBlock())
      return;
    Block &entry = func.getBody().front();
    llvm::DenseMap<Operation *, unsigned> position;
    llvm::MapVector<Operation *, Candidate> candidates;
    for (Operation &op : entry) {
      position[&op] = position.size();
      auto alloc = dyn_cast<memref::AllocOp>(op);
      if (alloc && alloc.getType().hasStaticShape() &&
          alloc.getType().getLayout().isIdentity() &&
          !alloc.getType().getMemorySpace() &&
          alloc.getType().getElementType().isIntOrFloat())
        candidates[alloc] = Candidate{alloc, {}, false};
    }
    // Every free of a candidate must be a plain dealloc in the entry block.
    func.walk([&](memref::DeallocOp dealloc) {
      memref::AllocOp alloc = allocatedBy(dealloc.getMemref());
      auto it = alloc ? candidates.find(alloc) : candidates.end();
      if (it == candidates.end())
        return;
      it->second.frees.push_back(dealloc);
      if (dealloc->getBlock() != &entry)
        it->second.disqualified = true;
    });

    std::vector<PlannedBuffer> buffers;
    SmallVector<Candidate *> planned;
    for (auto &[op, candidate] : candidates) {
      if (candidate.disqualified || candidate.frees.size() != 1)
        continue;
      std::optional<uint64_t> bytes = storageBytes(candidate.alloc.getType());
      if (!bytes)
        continue;
      buffers.push_back(
          {*bytes, position[op], position[candidate.frees.front()], 0});
      planned.push_back(&candidate);
    }
    if (buffers.empty())
      return;
    ArenaPlan plan = planBestFit(buffers, /*alignment=*/64);

    OpBuilder builder(&getContext());
    builder.setInsertionPointToStart(&entry);
    Location loc = func.getLoc();
    auto arenaType =
        MemRefType::get({int64_t(plan.arenaBytes)}, builder.getI8Type());
    Value arena = memref::AllocOp::create(builder, loc, arenaType);
    for (auto [candidate, buffer] : llvm::zip(planned, buffers)) {
      memref::AllocOp alloc = candidate->alloc;
      builder.setInsertionPoint(alloc);
      Value offset = arith::ConstantIndexOp::create(builder, alloc.getLoc(),
                                                    int64_t(buffer.offset));
      Value view =
          memref::ViewOp::create(builder, alloc.getLoc(), alloc.getType(),
                                 arena, offset, ValueRange());
      alloc.replaceAllUsesWith(view);
      alloc.erase();
      candidate->frees.front().erase();
    }
    builder.setInsertionPoint(entry.getTerminator());
    memref::DeallocOp::create(builder, loc, arena);
    func->setAttr(kArenaBytesAttrName,
                  builder.getI64IntegerAttr(plan.arenaBytes));
    func->setAttr(kArenaLivePeakBytesAttrName,
                  builder.getI64IntegerAttr(plan.livePeakBytes));
  }
};

} // namespace

} // namespace memopt
