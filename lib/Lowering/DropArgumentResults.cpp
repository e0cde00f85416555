//===- DropArgumentResults.cpp - results that are their argument's buffer -===//
//
// After One-Shot Bufferize across function boundaries, a training step returns
// its updated parameters and optimizer states in the buffers of the arguments
// they came from. A public function must own what it returns, so upstream's
// buffer-deallocation-pipeline clones every such result before `return`: a
// copy of all parameters and states that the memory analysis (rightly) does
// not predict. Upstream's drop-equivalent-buffer-results would remove those
// results, but in MLIR 22 it skips public functions (their ABI is external),
// and it does not see through reshapes (8-bit Adam returns a reshaped view of
// its parameter). This pass drops, from public functions, each result that
// is an entry-block argument or a view of the
// whole of one (cast, expand/collapse_shape, a subview that covers it all,
// an scf.for that yields its iteration argument back, an scf.execute_region,
// a block argument every branch passes the same value, a call whose private
// callee returns its argument),
// and records in `memopt.result_args` which argument holds each original
// result, so a runner can still read every result. A public function that
// is also called (a runner may still choose it as its entry) keeps the
// results its callers could not read from an operand (a reshaped view), and
// its calls read the operands they passed.
//
//===----------------------------------------------------------------------===//

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/IR/MemOptDialect.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/BitVector.h"

namespace memopt {
#define GEN_PASS_DEF_DROPARGUMENTRESULTS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// Whether `subview` covers its whole source with unit strides.
bool coversWholeSource(memref::SubViewOp subview) {
  MemRefType source = subview.getSourceType();
  if (!source.hasStaticShape() ||
      subview.getType().getRank() != source.getRank())
    return false;
  for (auto [offset, size, stride, dim] :
       llvm::zip(subview.getStaticOffsets(), subview.getStaticSizes(),
                 subview.getStaticStrides(), source.getShape()))
    if (offset != 0 || stride != 1 || size != dim)
      return false;
  return true;
}

BlockArgument wholeArgumentBuffer(Value value, Block &entry,
                                  unsigned depth = 0);

/// The operand of `call` whose whole buffer its result #`index` is: the
/// callee, private with a body, returns its argument there at every return
/// (drop-equivalent-buffer-results then makes the call's result that
/// operand). Null otherwise.
Value getReturnedOperand(func::CallOp call, unsigned index, unsigned depth) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee || callee.isExternal() || callee.isPublic())
    return Value();
  BlockArgument returned;
  for (Block &block : callee.getBody()) {
    auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
    if (!ret)
      continue;
    BlockArgument arg = wholeArgumentBuffer(ret.getOperand(index),
                                            callee.getBody().front(), depth);
    if (!arg || (returned && arg != returned))
      return Value();
    returned = arg;
  }
  return returned ? call.getOperand(returned.getArgNumber()) : Value();
}

/// The value whose whole buffer `value` is, one step back: through casts,
/// reshapes and subviews that cover their source, a loop result whose body
/// yields its iteration argument back (the init's buffer, written in place),
/// an scf.execute_region result (what its one block yields) and a call's
/// result that its private callee returns an argument's buffer for. Null
/// when `value` is its own buffer. A block argument that every
/// predecessor's branch passes the same value is that value.
Value getWholeBufferSource(Value value, unsigned depth) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Block *block = arg.getOwner();
    if (block->isEntryBlock() || block->hasNoPredecessors())
      return Value();
    Value forwarded;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch)
        return Value();
      SuccessorOperands operands =
          branch.getSuccessorOperands(it.getSuccessorIndex());
      Value incoming = arg.getArgNumber() < operands.size()
                           ? operands[arg.getArgNumber()]
                           : Value();
      if (!incoming || (forwarded && incoming != forwarded))
        return Value();
      forwarded = incoming;
    }
    return forwarded;
  }
  if (auto result = dyn_cast<OpResult>(value)) {
    Operation *def = result.getOwner();
    if (auto cast = dyn_cast<memref::CastOp>(def))
      return cast.getSource();
    if (auto expand = dyn_cast<memref::ExpandShapeOp>(def))
      return expand.getSrc();
    if (auto collapse = dyn_cast<memref::CollapseShapeOp>(def))
      return collapse.getSrc();
    if (auto subview = dyn_cast<memref::SubViewOp>(def);
        subview && coversWholeSource(subview))
      return subview.getSource();
    if (auto forOp = dyn_cast<scf::ForOp>(def)) {
      unsigned i = result.getResultNumber();
      Value yielded = forOp.getBody()->getTerminator()->getOperand(i);
      return yielded == forOp.getRegionIterArg(i) ? forOp.getInitArgs()[i]
                                                  : Value();
    }
    if (auto region = dyn_cast<scf::ExecuteRegionOp>(def);
        region && region.getRegion().hasOneBlock())
      return region.getRegion().front().getTerminator()->getOperand(
          result.getResultNumber());
    // Bounded: calls nest no deeper than this (recursion is refused before).
    if (auto call = dyn_cast<func::CallOp>(def); call && depth < 16)
      return getReturnedOperand(call, result.getResultNumber(), depth + 1);
  }
  return Value();
}

/// The entry-block argument whose whole buffer `value` is, if any.
BlockArgument wholeArgumentBuffer(Value value, Block &entry, unsigned depth) {
  // Bounded: each step goes to an enclosing or earlier value.
  for (unsigned step = 0; step < 64; ++step) {
    if (auto arg = dyn_cast<BlockArgument>(value);
        arg && arg.getOwner() == &entry)
      return arg;
    value = getWholeBufferSource(value, depth);
    if (!value)
      return {};
  }
  return {};
}

struct DropArgumentResultsPass final
    : public impl::DropArgumentResultsBase<DropArgumentResultsPass> {
  using DropArgumentResultsBase::DropArgumentResultsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTableCollection symbols;
    SymbolUserMap users(symbols, module);
    // Called functions first: their callers may then return what the calls
    // passed in.
    SmallVector<func::FuncOp> called, uncalled;
    for (auto func : module.getOps<func::FuncOp>())
      if (!func.isExternal() && func.isPublic())
        (users.getUsers(func).empty() ? uncalled : called).push_back(func);
    for (func::FuncOp func : llvm::concat<func::FuncOp>(called, uncalled))
      if (failed(dropArgumentResults(func, users.getUsers(func))))
        return signalPassFailure();
  }

  /// Drops the results of `func` that are an argument's buffer. A called
  /// function (one whose every user is a func.call) drops only those of the
  /// argument's own type, and each call then reads the operand it passed.
  LogicalResult dropArgumentResults(func::FuncOp func,
                                    ArrayRef<Operation *> users) {
    if (!llvm::all_of(users, [](Operation *u) { return isa<func::CallOp>(u); }))
      return success();
    func::ReturnOp ret;
    for (Block &block : func.getBody())
      if (auto r = dyn_cast<func::ReturnOp>(block.getTerminator())) {
        if (ret) // several returns: leave the function alone
          return success();
        ret = r;
      }
    if (!ret)
      return success();
    Block &entry = func.getBody().front();
    SmallVector<int64_t> resultArgs;
    SmallVector<Value> kept;
    llvm::BitVector erased(ret.getNumOperands());
    for (auto [i, operand] : llvm::enumerate(ret.getOperands())) {
      BlockArgument arg = isa<BaseMemRefType>(operand.getType())
                              ? wholeArgumentBuffer(operand, entry)
                              : BlockArgument();
      if (arg && !users.empty() && arg.getType() != operand.getType())
        arg = {};
      resultArgs.push_back(arg ? int64_t(arg.getArgNumber()) : -1);
      if (arg)
        erased.set(i);
      else
        kept.push_back(operand);
    }
    if (failed(func.eraseResults(erased)))
      return failure();
    ret.getOperandsMutable().assign(kept);
    func->setAttr(kResultArgsAttrName,
                  DenseI64ArrayAttr::get(&getContext(), resultArgs));
    for (Operation *user : users) {
      auto call = cast<func::CallOp>(user);
      OpBuilder builder(call);
      auto newCall = func::CallOp::create(builder, call.getLoc(), func,
                                          call.getOperands());
      newCall->setDiscardableAttrs(call->getDiscardableAttrDictionary());
      unsigned next = 0;
      for (auto [i, result] : llvm::enumerate(call.getResults()))
        result.replaceAllUsesWith(erased[i] ? call.getOperand(resultArgs[i])
                                            : newCall.getResult(next++));
      call.erase();
    }
    return success();
  }
};

} // namespace

} // namespace memopt
