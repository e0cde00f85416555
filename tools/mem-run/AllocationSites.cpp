//===- AllocationSites.cpp - which op a refused allocation came from ------===//

#include "AllocationSites.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptAttributes.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;

namespace memopt {

AllocationSites::AllocationSites(ModuleOp module) {
  module.walk([&](Operation *op) {
    MemRefType type;
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      type = alloc.getType();
    else if (auto clone = dyn_cast<bufferization::CloneOp>(op))
      type = dyn_cast<MemRefType>(clone.getType());
    if (!type || !type.hasStaticShape())
      return;
    std::optional<uint64_t> element =
        getElementStorageBytes(type.getElementType());
    std::optional<uint64_t> bytes =
        element ? getCheckedByteSize(type.getShape(), *element) : std::nullopt;
    if (!bytes)
      return;
    auto func = op->getParentOfType<func::FuncOp>();
    auto arena =
        func ? func->getAttrOfType<IntegerAttr>(kArenaBytesAttrName) : nullptr;
    bool isArena = arena && uint64_t(arena.getInt()) == *bytes &&
                   op->getBlock() == &func.getBody().front();
    sites.push_back(
        {*bytes, op->getLoc(), isArena ? "the arena" : "this buffer"});
  });
}

std::optional<AllocationSites::Site>
AllocationSites::find(uint64_t bytes) const {
  for (const Site &site : sites)
    if (site.bytes == bytes)
      return site;
  return std::nullopt;
}

} // namespace memopt
