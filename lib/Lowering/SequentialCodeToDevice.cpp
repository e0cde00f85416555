//===- SequentialCodeToDevice.cpp - host-side buffer accesses to a kernel -===//
//
// convert-linalg-to-parallel-loops leaves on the host what has no parallel
// dimension: a full reduction (scf.for nests), the body of a linalg op on
// 0-d buffers (a memref.load / memref.store). Their buffers are in device
// memory, so the host must not touch them. Each such top-level op is wrapped
// in a one-iteration scf.parallel, which convert-parallel-loops-to-gpu turns
// into a launch of one thread. Parallel loops nested in a wrapped op become
// sequential scf.for nests first (a kernel cannot launch another); parallel
// loops under a host loop that touches no buffer itself stay as they are
// (one launch per iteration).
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/Pass.h"

namespace memopt {
#define GEN_PASS_DEF_SEQUENTIALCODETODEVICE
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

bool isBufferAccess(Operation *op) {
  return isa<memref::LoadOp, memref::StoreOp, memref::AtomicRMWOp,
             memref::GenericAtomicRMWOp>(op);
}

/// Whether `op` reads or writes a buffer outside every scf.parallel in it.
bool accessesOutsideParallel(Operation *op) {
  if (isa<scf::ParallelOp>(op))
    return false;
  if (isBufferAccess(op))
    return true;
  for (Region &region : op->getRegions())
    for (Operation &nested : region.getOps())
      if (accessesOutsideParallel(&nested))
        return true;
  return false;
}

/// Replaces a reduction-free scf.parallel with the equivalent scf.for nest.
LogicalResult parallelToFors(scf::ParallelOp parallel) {
  if (!parallel.getInitVals().empty())
    return parallel.emitError(
        "memopt-lower-cuda: a parallel reduction nested in sequential code "
        "is not supported");
  OpBuilder builder(parallel);
  scf::buildLoopNest(builder, parallel.getLoc(), parallel.getLowerBound(),
                     parallel.getUpperBound(), parallel.getStep(),
                     [&](OpBuilder &nested, Location, ValueRange ivs) {
                       IRMapping mapping;
                       mapping.map(parallel.getInductionVars(), ivs);
                       for (Operation &op :
                            parallel.getBody()->without_terminator())
                         nested.clone(op, mapping);
                     });
  parallel.erase();
  return success();
}

struct SequentialCodeToDevicePass final
    : public impl::SequentialCodeToDeviceBase<SequentialCodeToDevicePass> {
  using SequentialCodeToDeviceBase::SequentialCodeToDeviceBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    SmallVector<Operation *> wrap;
    for (Block &block : func.getBody())
      for (Operation &op : block)
        if (accessesOutsideParallel(&op))
          wrap.push_back(&op);
    for (Operation *op : wrap) {
      for (Value result : op->getResults())
        for (Operation *user : result.getUsers())
          if (!op->isAncestor(user)) {
            op->emitError("memopt-lower-cuda: a value read from a device "
                          "buffer is used by host code");
            return signalPassFailure();
          }
      SmallVector<scf::ParallelOp> nestedParallels;
      op->walk([&](scf::ParallelOp p) { nestedParallels.push_back(p); });
      // Post-order: inner loops are rewritten before the loops holding them.
      for (scf::ParallelOp nested : nestedParallels)
        if (failed(parallelToFors(nested)))
          return signalPassFailure();

      OpBuilder builder(op);
      Location loc = op->getLoc();
      Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
      Value one = arith::ConstantIndexOp::create(builder, loc, 1);
      auto single = scf::ParallelOp::create(builder, loc, ValueRange{zero},
                                            ValueRange{one}, ValueRange{one});
      op->moveBefore(single.getBody()->getTerminator());
    }
  }
};

} // namespace

} // namespace memopt
