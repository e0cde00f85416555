//===- CheckCalleeResults.cpp - results a callee allocates statically -----===//
//
// buffer-results-to-out-params{hoist-static-allocs} makes a private callee
// write each result into a buffer its caller allocates at the call, by
// replacing the static allocation it returned. A result it cannot replace
// (a loop's result, a block argument merging buffers of several branches)
// is copied into the caller's buffer instead, and both are live during the
// copy: one buffer more than the analysis, which gives the call's result
// the callee's buffer (a callee returning an scf.for result measured 256
// against 192). Until the analysis models that copy, such a callee is a
// located error here, before the lowering, instead of a silent difference.
//
//===----------------------------------------------------------------------===//

#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

namespace memopt {
#define GEN_PASS_DEF_CHECKCALLEERESULTS
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

struct CheckCalleeResultsPass final
    : public impl::CheckCalleeResultsBase<CheckCalleeResultsPass> {
  using CheckCalleeResultsBase::CheckCalleeResultsBase;

  void runOnOperation() override {
    bool failed = false;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (!func.isPrivate() || func.isExternal())
        continue;
      func.walk([&](func::ReturnOp ret) {
        for (auto [i, value] : llvm::enumerate(ret.getOperands())) {
          // A view is copied too, and the analysis counts that copy (the
          // call's result is a buffer of its own).
          auto argument = dyn_cast<BlockArgument>(value);
          bool merged = argument && !argument.getOwner()->isEntryBlock();
          if (!isa<MemRefType>(value.getType()) ||
              (!merged && !value.getDefiningOp<scf::ForOp>()))
            continue;
          InFlightDiagnostic diag =
              ret.emitError()
              << "result " << i << " of called function " << func.getSymName()
              << " is not a buffer it allocates (a loop's result or a block "
                 "argument): the lowering copies it into the caller's "
                 "buffer, which the memory analysis does not predict";
          if (Operation *producer = value.getDefiningOp())
            diag.attachNote(producer->getLoc()) << "the result comes from here";
          failed = true;
        }
      });
    }
    if (failed)
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};

} // namespace

} // namespace memopt
