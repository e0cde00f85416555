//===- InputChecks.cpp - what the analysis refuses, with a location -------===//

#include "InputChecks.h"

#include "memopt/Analysis/TensorSize.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SCCIterator.h"

using namespace mlir;

namespace memopt {

namespace {
/// Checks one value's type; `where` describes it for the message.
LogicalResult checkType(Type type, Location loc, const Twine &where) {
  if (isa<BaseMemRefType>(type))
    return emitError(loc) << "memref-level IR is not supported (" << where
                          << " is " << type
                          << "): run mem-opt on tensors, before bufferization";
  if (isa<UnrankedTensorType>(type))
    return emitError(loc) << "unranked tensor (" << where << " is " << type
                          << ") has no size: give it a ranked type";
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    if (!getElementStorageBytes(tensor.getElementType()))
      return emitError(loc) << "element type " << tensor.getElementType()
                            << " of " << where << " has no known size";
  return success();
}
/// An op of `region`, or nested in one, that uses a value the region's
/// block defines after (or at) the op of that block it sits in. A use in a
/// nested region counts too: program order places it inside its ancestor.
Operation *findUseBeforeDefinition(Region &region) {
  for (Block &block : region)
    for (Operation &op : block) {
      Operation *found = nullptr;
      op.walk([&](Operation *user) {
        for (Value operand : user->getOperands())
          if (Operation *def = operand.getDefiningOp();
              def && def->getBlock() == &block && !def->isBeforeInBlock(&op)) {
            found = user;
            return WalkResult::interrupt();
          }
        return WalkResult::advance();
      });
      if (found)
        return found;
    }
  return nullptr;
}

/// Whether `op`, a branch with several successors, passes one tensor to
/// several block arguments of one successor. One-Shot Bufferize then fails
/// at the branch when the other successor takes other values (a type
/// mismatch), and otherwise the deallocation pipeline allocates for the
/// aliasing arguments (a run-time alias check): neither is predicted. A
/// branch to one successor (cf.br) lowers as the analysis models it.
LogicalResult checkForwardedTensors(Operation *op) {
  auto branch = dyn_cast<BranchOpInterface>(op);
  if (!branch || op->getNumSuccessors() < 2)
    return success();
  for (unsigned index = 0; index < op->getNumSuccessors(); ++index) {
    OperandRange forwarded =
        branch.getSuccessorOperands(index).getForwardedOperands();
    llvm::SmallPtrSet<Value, 4> seen;
    for (Value operand : forwarded)
      if (isa<TensorType>(operand.getType()) && !seen.insert(operand).second)
        return op->emitError()
               << "a conditional branch passes one tensor to several "
                  "arguments of successor #"
               << index
               << ": its lowering is not the one the analysis predicts "
                  "(One-Shot Bufferize fails or buffer deallocation "
                  "allocates); pass it once and reuse the block argument";
  }
  return success();
}
/// Refuses a loop made of branches (a cycle of blocks in `region`): the
/// analysis orders each op once, so it would count one iteration's buffers
/// where the loop holds the previous iteration's beside the next one's.
/// Upstream One-Shot Bufferize refuses such loops too.
LogicalResult checkNoBranchLoops(Region &region) {
  if (region.empty() || region.hasOneBlock())
    return success();
  for (auto scc = llvm::scc_begin(&region); !scc.isAtEnd(); ++scc) {
    if (!scc.hasCycle())
      continue;
    // The branch that closes the loop: one into the cycle's first block in
    // layout order from a block of the cycle.
    Block *head = *llvm::min_element(*scc, [](Block *a, Block *b) {
      return a->computeBlockNumber() < b->computeBlockNumber();
    });
    for (Block *block : *scc)
      for (Block *successor : block->getSuccessors())
        if (successor == head) {
          InFlightDiagnostic diag =
              block->getTerminator()->emitError()
              << "a branch back to an earlier block forms a loop (block #"
              << head->computeBlockNumber()
              << "): the analysis counts each op once, not per iteration; "
                 "write the loop as scf.for or scf.while";
          diag.attachNote(head->front().getLoc()) << "the loop starts here";
          return failure();
        }
  }
  return success();
}
/// Refuses an scf.while that carries a tensor. Its lowering depends on how
/// One-Shot Bufferize matches the two regions' yields (a copy per iteration
/// in the condition region, or none when both update in place), which the
/// analysis does not model: it counted 1,280 bytes where the lowering
/// measured 1,024 (a copy each iteration) and 768 (in place).
LogicalResult checkWhileLoop(Operation *op) {
  auto loop = dyn_cast<scf::WhileOp>(op);
  if (!loop)
    return success();
  for (OpOperand &init : loop->getOpOperands())
    if (isa<TensorType>(init.get().getType()))
      return op->emitError()
             << "scf.while carries a tensor (operand #"
             << init.getOperandNumber()
             << "): the analysis does not model its buffers per iteration; "
                "carry the tensor in scf.for, or only scalars in scf.while";
  for (OpResult result : loop->getResults())
    if (isa<TensorType>(result.getType()))
      return op->emitError()
             << "scf.while yields a tensor (result #"
             << result.getResultNumber()
             << "): the analysis does not model its buffers per iteration; "
                "compute it in scf.for, or only scalars in scf.while";
  return success();
}
} // namespace

LogicalResult checkAnalysable(func::FuncOp func, const SymbolTable &symbols,
                              SmallVectorImpl<func::CallOp> &calls) {
  for (BlockArgument arg : func.getArguments())
    if (failed(checkType(arg.getType(), arg.getLoc(),
                         "argument #" + Twine(arg.getArgNumber()))))
      return failure();
  for (Block &block : llvm::drop_begin(func.getBody()))
    for (BlockArgument arg : block.getArguments())
      if (failed(checkType(arg.getType(), arg.getLoc(), "a block argument")))
        return failure();
  if (failed(checkNoBranchLoops(func.getBody())))
    return failure();
  WalkResult walk = func.getBody().walk([&](Operation *op) {
    // Live ranges follow program order: a graph region (a nested module, an
    // unregistered op's region) may use a value before defining it.
    for (Region &region : op->getRegions())
      if (mayBeGraphRegion(region))
        if (Operation *user = findUseBeforeDefinition(region)) {
          user->emitError() << "'" << user->getName()
                            << "' uses a value defined after it (a graph "
                               "region): the analysis needs a program order";
          return WalkResult::interrupt();
        }
    for (Region &region : op->getRegions())
      if (failed(checkNoBranchLoops(region)))
        return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (failed(
                  checkType(arg.getType(), arg.getLoc(), "a block argument")))
            return WalkResult::interrupt();
    for (OpResult result : op->getResults())
      if (failed(checkType(result.getType(), op->getLoc(),
                           "result #" + Twine(result.getResultNumber()))))
        return WalkResult::interrupt();
    if (failed(checkForwardedTensors(op)) || failed(checkWhileLoop(op)))
      return WalkResult::interrupt();
    if (auto call = dyn_cast<func::CallOp>(op)) {
      calls.push_back(call);
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!callee || callee.isExternal()) {
        op->emitError() << "call to external function " << call.getCalleeAttr()
                        << ": its memory use is unknown; inline it or give it "
                           "a body";
        return WalkResult::interrupt();
      }
    } else if (isa<CallOpInterface>(op)) {
      op->emitError() << "indirect or non-func call '" << op->getName()
                      << "': its memory use is unknown";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

FailureOr<std::vector<func::FuncOp>> orderCalleesFirst(
    ModuleOp module, const SymbolTable &symbols,
    const DenseMap<Operation *, SmallVector<func::CallOp>> &callsOf) {
  enum class Mark { Unvisited, InProgress, Done };
  DenseMap<Operation *, Mark> marks;
  std::vector<func::FuncOp> order;
  // Iterative DFS; each frame is a function and the calls left to visit.
  struct Frame {
    func::FuncOp func;
    ArrayRef<func::CallOp> calls;
    unsigned next = 0;
  };
  for (auto root : module.getOps<func::FuncOp>()) {
    if (root.isExternal() || marks.lookup(root) == Mark::Done)
      continue;
    SmallVector<Frame> stack;
    auto push = [&](func::FuncOp func) {
      marks[func] = Mark::InProgress;
      auto it = callsOf.find(func);
      stack.push_back(
          {func, it == callsOf.end() ? ArrayRef<func::CallOp>() : it->second});
    };
    push(root);
    while (!stack.empty()) {
      Frame &top = stack.back();
      if (top.next == top.calls.size()) {
        marks[top.func] = Mark::Done;
        order.push_back(top.func);
        stack.pop_back();
        continue;
      }
      func::CallOp call = top.calls[top.next++];
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!callee || callee.isExternal())
        continue;
      Mark mark = marks.lookup(callee);
      if (mark == Mark::InProgress)
        return call.emitError() << "recursive call to " << call.getCalleeAttr()
                                << ": the memory of recursion is unbounded";
      if (mark == Mark::Unvisited)
        push(callee);
    }
  }
  return order;
}

} // namespace memopt
