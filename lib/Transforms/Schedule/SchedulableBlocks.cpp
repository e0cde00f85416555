//===- SchedulableBlocks.cpp - the blocks memopt-schedule reorders --------===//

#include "memopt/Transforms/Schedule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

namespace memopt {

namespace {
void collect(Region &region, std::vector<Block *> &blocks) {
  for (Block &block : region) {
    if (block.mightHaveTerminator() &&
        llvm::range_size(block.without_terminator()) >= 2)
      blocks.push_back(&block);
    for (Operation &op : block)
      if (isa<scf::ForOp, scf::IfOp, scf::ExecuteRegionOp>(op))
        for (Region &nested : op.getRegions())
          collect(nested, blocks);
  }
}
} // namespace

std::vector<Block *> getSchedulableBlocks(func::FuncOp func) {
  std::vector<Block *> blocks;
  collect(func.getBody(), blocks);
  return blocks;
}

} // namespace memopt
