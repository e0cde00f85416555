//===- ProgramOrder.cpp - program points of a function --------------------===//

#include "memopt/Analysis/ProgramOrder.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;

namespace memopt {

bool mayIterateTwice(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lb || !ub || !step || *step <= 0)
    return true;
  return *ub - *lb > *step;
}

ProgramOrder::ProgramOrder(Region &body) : body(body) {
  body.walk<WalkOrder::PreOrder>([&](Operation *op) { ops.push_back(op); });
  // Filled at its final size: growing a map of every op rehashes it often.
  pointOf.reserve(ops.size());
  for (auto [point, op] : llvm::enumerate(ops))
    pointOf.try_emplace(op, point);
  // Nested ops follow their parent, so a reverse sweep sees children first.
  subtreeEnd.resize(ops.size());
  for (unsigned i = ops.size(); i-- > 0;) {
    unsigned end = i;
    for (Region &region : ops[i]->getRegions())
      for (Block &block : region)
        if (!block.empty())
          end = std::max(end, subtreeEnd[pointOf[&block.back()]]);
    subtreeEnd[i] = end;
  }
  // Every region's end and layout, here rather than on first use: the
  // analysis reads one order from several threads at once (MemoryProfile's
  // in-place decisions and live ranges), so nothing may be filled later.
  auto addRegion = [&](Region &region) {
    regionEnds.try_emplace(&region, computeRegionEnd(region));
    forwardOnly.try_emplace(&region, computeBranchesOnlyForward(region));
  };
  addRegion(body);
  for (Operation *op : ops)
    for (Region &region : op->getRegions())
      addRegion(region);
}

bool ProgramOrder::isFunctionArgument(Value value) const {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner() == &body.front();
}

unsigned ProgramOrder::computeRegionEnd(Region &region) const {
  unsigned end = 0;
  for (Block &block : region)
    if (!block.empty())
      end = std::max(end, subtreeEnd[pointOf.lookup(&block.back())]);
  return end;
}

unsigned ProgramOrder::getRegionEnd(Region *region) const {
  auto it = regionEnds.find(region);
  return it != regionEnds.end() ? it->second : computeRegionEnd(*region);
}

unsigned ProgramOrder::getUsePoint(Value value, Operation *user) const {
  if (isFunctionArgument(value))
    return getLastPoint();
  return getLiftedPoint(value, user, /*blocksInOrder=*/false);
}

unsigned ProgramOrder::getLastUsePoint(Value value, unsigned from) const {
  unsigned end = from;
  for (OpOperand &use : value.getUses())
    end = std::max(end, getUsePoint(value, use.getOwner()));
  return end;
}

unsigned ProgramOrder::getDefinitionPoint(Value value) const {
  if (Operation *def = value.getDefiningOp())
    return getPoint(def);
  Block *block = value.getParentBlock();
  if (block->getParent() == &body)
    return getPoint(&block->front());
  return getPoint(block->getParentOp());
}

unsigned ProgramOrder::getAccessPoint(Value value, Operation *user) const {
  return getLiftedPoint(value, user, /*blocksInOrder=*/true);
}

bool ProgramOrder::computeBranchesOnlyForward(Region &region) {
  if (region.hasOneBlock())
    return true;
  DenseMap<Block *, unsigned> position;
  for (auto [index, block] : llvm::enumerate(region))
    position.try_emplace(&block, index);
  for (Block &block : region)
    for (Block *successor : block.getSuccessors())
      if (position.lookup(successor) <= position.lookup(&block))
        return false;
  return true;
}

bool ProgramOrder::branchesOnlyForward(Region *region) const {
  auto it = forwardOnly.find(region);
  return it != forwardOnly.end() ? it->second
                                 : computeBranchesOnlyForward(*region);
}

namespace {
/// The last block of the chain that canonicalization merges `block` into:
/// while a block ends in a cf.br to a block only it reaches, the two are one
/// block in the lowered program (a value freed at the end of `block` is
/// freed at the end of the chain).
Block *getMergedChainEnd(Block *block) {
  while (auto branch = dyn_cast<cf::BranchOp>(block->getTerminator())) {
    Block *next = branch.getDest();
    if (next == block || next->getSinglePredecessor() != block)
      break;
    block = next;
  }
  return block;
}

/// Whether control reaches `to` only through `from` straight down the layout:
/// each block after `from` up to `to` has one predecessor, the block before
/// it. Then the program order of their ops is the order they run in.
bool isStraightLineAfter(Block *from, Block *to) {
  for (Block *block = from->getNextNode(); block;
       block = block->getNextNode()) {
    if (block->getSinglePredecessor() != block->getPrevNode())
      return false;
    if (block == to)
      return true;
  }
  return false;
}
} // namespace

unsigned ProgramOrder::getLiftedPoint(Value value, Operation *user,
                                      bool blocksInOrder) const {
  Region *defRegion = value.getParentRegion();
  Operation *ancestor = defRegion->findAncestorOpInRegion(*user);
  if (!ancestor)
    return getLastPoint();
  Block *defBlock = isa<BlockArgument>(value)
                        ? cast<BlockArgument>(value).getOwner()
                        : value.getDefiningOp()->getBlock();
  // A use in another block: at the region's end (a branch may come back),
  // unless the blocks between run once, in order, or (for the order of
  // accesses) every branch of the region goes forward.
  Block *useBlock = ancestor->getBlock();
  if (useBlock != defBlock && !isStraightLineAfter(defBlock, useBlock)) {
    if (!branchesOnlyForward(defRegion))
      return getRegionEnd(defRegion);
    // Blocks that run in layout order: the access is at its point; the
    // value, dead past the use's block, is freed at its end.
    if (!blocksInOrder)
      return subtreeEnd[pointOf.lookup(&getMergedChainEnd(useBlock)->back())];
  }
  // A loop that runs at most once is inlined: a use in its body is a use
  // in the enclosing block, at the op of the body that holds it.
  while (ancestor != user) {
    auto loop = dyn_cast<scf::ForOp>(ancestor);
    if (!loop || mayIterateTwice(loop))
      break;
    ancestor = loop.getBody()->findAncestorOpInBlock(*user);
  }
  unsigned point = pointOf.lookup(ancestor);
  return ancestor == user ? point : subtreeEnd[point];
}

} // namespace memopt
