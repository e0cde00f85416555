//===- CheckAnalysable.cpp - refuse what the memory analysis refuses ------===//
//
// The CUDA pipeline exists to check the analysis' prediction, so it first
// runs the analysis on the step as given: input it refuses (unbound dynamic
// sizes, sizes over 64 bits, cycles in graph regions, ...) gets the
// analysis' located error here, instead of reaching upstream passes that
// crash on some of it (a graph-region cycle in bufferization).
//
// The analysis accepts an affine map of constants that overflows int64 (it
// leaves such a loop uncosted), but upstream's affine constant folder traps
// on INT64_MIN floordiv -1 (SIGFPE, docs/known-issues.md) when the lowering
// folds it: such maps are refused here too.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Lowering/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/MathExtras.h"

#include <optional>

namespace memopt {
#define GEN_PASS_DEF_CHECKANALYSABLE
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// The value of `expr` on constant dims and symbols (nullopt where one is
/// not constant), or `overflow` set if evaluating it leaves int64: an
/// overflowing add or multiply, or INT64_MIN divided by -1 (floordiv,
/// ceildiv, mod), which traps in upstream's folder.
std::optional<int64_t> evaluate(AffineExpr expr,
                                ArrayRef<std::optional<int64_t>> dims,
                                ArrayRef<std::optional<int64_t>> symbols,
                                bool &overflow) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return constant.getValue();
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return dims[dim.getPosition()];
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return symbols[symbol.getPosition()];
  auto binary = cast<AffineBinaryOpExpr>(expr);
  std::optional<int64_t> lhs =
      evaluate(binary.getLHS(), dims, symbols, overflow);
  std::optional<int64_t> rhs =
      evaluate(binary.getRHS(), dims, symbols, overflow);
  if (!lhs || !rhs || overflow)
    return std::nullopt;
  int64_t result = 0;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    overflow = llvm::AddOverflow(*lhs, *rhs, result);
    return result;
  case AffineExprKind::Mul:
    overflow = llvm::MulOverflow(*lhs, *rhs, result);
    return result;
  default:
    // floordiv, ceildiv, mod: upstream gives no value for a zero divisor.
    if (*rhs == 0)
      return std::nullopt;
    overflow = *lhs == std::numeric_limits<int64_t>::min() && *rhs == -1;
    return std::nullopt;
  }
}

/// The first affine op whose map, on its constant operands, overflows int64.
Operation *findOverflowingAffineFold(ModuleOp module) {
  Operation *found = nullptr;
  module.walk([&](Operation *op) {
    AffineMap map;
    if (auto apply = dyn_cast<affine::AffineApplyOp>(op))
      map = apply.getAffineMap();
    else if (auto min = dyn_cast<affine::AffineMinOp>(op))
      map = min.getAffineMap();
    else if (auto max = dyn_cast<affine::AffineMaxOp>(op))
      map = max.getAffineMap();
    else
      return WalkResult::advance();
    SmallVector<std::optional<int64_t>> values;
    for (Value operand : op->getOperands()) {
      APInt constant;
      values.push_back(matchPattern(operand, m_ConstantInt(&constant))
                           ? std::optional<int64_t>(constant.getSExtValue())
                           : std::nullopt);
    }
    ArrayRef<std::optional<int64_t>> all(values);
    for (AffineExpr expr : map.getResults()) {
      bool overflow = false;
      (void)evaluate(expr, all.take_front(map.getNumDims()),
                     all.drop_front(map.getNumDims()), overflow);
      if (overflow) {
        found = op;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return found;
}

struct CheckAnalysablePass final
    : public impl::CheckAnalysableBase<CheckAnalysablePass> {
  using CheckAnalysableBase::CheckAnalysableBase;

  void runOnOperation() override {
    MemoryAnalysis analysis(getOperation(), MemoryAnalysisOptions());
    if (!analysis.succeeded())
      return signalPassFailure();
    if (Operation *op = findOverflowingAffineFold(getOperation())) {
      op->emitError("affine map of constants overflows int64 (upstream's "
                    "affine folder traps on INT64_MIN floordiv, ceildiv or "
                    "mod -1): cannot lower");
      return signalPassFailure();
    }
    markAllAnalysesPreserved();
  }
};

} // namespace

} // namespace memopt
