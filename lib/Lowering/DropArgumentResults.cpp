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
// its parameter). This pass drops, from public functions that nothing in the
// module calls, each result that is an entry-block argument or a view of the
// whole of one (cast, expand/collapse_shape, a subview that covers it all),
// and records in `memopt.result_args` which argument holds each original
// result, so a runner can still read every result.
//
//===----------------------------------------------------------------------===//

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/IR/MemOptDialect.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
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

/// The entry-block argument whose whole buffer `value` is, if any.
BlockArgument wholeArgumentBuffer(Value value, Block &entry) {
  while (Operation *def = value.getDefiningOp()) {
    if (auto cast = dyn_cast<memref::CastOp>(def))
      value = cast.getSource();
    else if (auto expand = dyn_cast<memref::ExpandShapeOp>(def))
      value = expand.getSrc();
    else if (auto collapse = dyn_cast<memref::CollapseShapeOp>(def))
      value = collapse.getSrc();
    else if (auto subview = dyn_cast<memref::SubViewOp>(def);
             subview && coversWholeSource(subview))
      value = subview.getSource();
    else
      return {};
  }
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner() == &entry ? arg : BlockArgument();
}

struct DropArgumentResultsPass final
    : public impl::DropArgumentResultsBase<DropArgumentResultsPass> {
  using DropArgumentResultsBase::DropArgumentResultsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTableCollection symbols;
    SymbolUserMap users(symbols, module);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.isPublic() ||
          !users.getUsers(func).empty())
        continue;
      func::ReturnOp ret;
      for (Block &block : func.getBody())
        if (auto r = dyn_cast<func::ReturnOp>(block.getTerminator())) {
          if (ret) { // several returns: leave the function alone
            ret = {};
            break;
          }
          ret = r;
        }
      if (!ret)
        continue;
      Block &entry = func.getBody().front();
      SmallVector<int64_t> resultArgs;
      SmallVector<Value> kept;
      llvm::BitVector erased(ret.getNumOperands());
      for (auto [i, operand] : llvm::enumerate(ret.getOperands())) {
        BlockArgument arg = isa<BaseMemRefType>(operand.getType())
                                ? wholeArgumentBuffer(operand, entry)
                                : BlockArgument();
        resultArgs.push_back(arg ? int64_t(arg.getArgNumber()) : -1);
        if (arg)
          erased.set(i);
        else
          kept.push_back(operand);
      }
      if (failed(func.eraseResults(erased)))
        return signalPassFailure();
      ret.getOperandsMutable().assign(kept);
      func->setAttr(kResultArgsAttrName,
                    DenseI64ArrayAttr::get(&getContext(), resultArgs));
    }
  }
};

} // namespace

} // namespace memopt
