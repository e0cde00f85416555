//===- SchedulableBlocks.cpp - the blocks memopt-schedule reorders --------===//

#include "memopt/Transforms/Schedule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace memopt {

namespace {
bool isSchedulable(Block &block) {
  return block.mightHaveTerminator() &&
         llvm::range_size(block.without_terminator()) >= 2;
}

/// The groups of `op`'s blocks (a function, or an scf op holding regions),
/// then those of the ops nested in them.
void collect(Operation *op, std::vector<ScheduleGroup> &groups) {
  ScheduleGroup own;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (isSchedulable(block))
        own.push_back(&block);
  if (own.size() > 1)
    groups.push_back(own);
  for (Block *block : own)
    groups.push_back({block});
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (isa<scf::ForOp, scf::IfOp, scf::ExecuteRegionOp>(nested))
          collect(&nested, groups);
}
} // namespace

std::vector<ScheduleGroup> getScheduleGroups(func::FuncOp func) {
  std::vector<ScheduleGroup> groups;
  collect(func, groups);
  return groups;
}

} // namespace memopt
