//===- BufferAliasing.cpp - which tensors share a buffer ------------------===//
//
// The in-place decisions come from upstream One-Shot Bufferize run in
// analysis-only mode on a clone of the module (it annotates every op with
// `__inplace_operands_attr__`), so the analysed IR is never touched and the
// decisions are exactly those `one-shot-bufferize` makes. Which operand a
// result aliases comes from the ops' BufferizableOpInterface.
//
//===----------------------------------------------------------------------===//

#include "BufferAliasing.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::bufferization;

namespace memopt {

namespace {
constexpr llvm::StringLiteral kInPlaceAttrName = "__inplace_operands_attr__";
} // namespace

BufferAliasing::BufferAliasing(ModuleOp module) {
  options = std::make_unique<OneShotBufferizationOptions>();
  options->bufferizeFunctionBoundaries = true;
  options->allowUnknownOps = true;
  // Used only to ask ops which operands their results alias.
  state = std::make_unique<OneShotAnalysisState>(module, *options);

  OwningOpRef<ModuleOp> clone = module.clone();
  PassManager pm(module.getContext(), ModuleOp::getOperationName(),
                 OpPassManager::Nesting::Implicit);
  pm.enableVerifier(false);
  OneShotBufferizePassOptions passOptions;
  passOptions.bufferizeFunctionBoundaries = true;
  passOptions.allowUnknownOps = true;
  passOptions.allowReturnAllocsFromLoops = true;
  passOptions.testAnalysisOnly = true;
  pm.addPass(createOneShotBufferizePass(passOptions));

  SmallVector<Diagnostic> captured;
  LogicalResult analysed = success();
  {
    ScopedDiagnosticHandler capture(module.getContext(), [&](Diagnostic &d) {
      captured.push_back(std::move(d));
      return success();
    });
    analysed = pm.run(*clone);
  }
  if (failed(analysed)) {
    InFlightDiagnostic warning =
        module.emitWarning("bufferization analysis failed; assuming no "
                           "buffer is shared, which can only overestimate");
    for (Diagnostic &diag : captured)
      warning.attachNote(diag.getLocation()) << diag.str();
    return;
  }

  // The clone has the same structure: walk both in the same order.
  SmallVector<Operation *> originals, copies;
  module.walk([&](Operation *op) { originals.push_back(op); });
  clone->walk([&](Operation *op) { copies.push_back(op); });
  assert(originals.size() == copies.size() && "analysis changed the IR");
  for (auto [original, copy] : llvm::zip_equal(originals, copies)) {
    auto decisions = copy->getAttrOfType<ArrayAttr>(kInPlaceAttrName);
    if (!decisions)
      continue;
    for (auto [operand, decision] :
         llvm::zip(original->getOpOperands(), decisions))
      if (auto text = dyn_cast<StringAttr>(decision);
          text && text.getValue() == "true")
        inPlace.insert(&operand);
  }
}

BufferAliasing::~BufferAliasing() = default;

void BufferAliasing::forEachSharedSource(
    Value value, llvm::function_ref<void(Value)> fn) const {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    // An iteration argument lives in the loop's buffer, which is the init's
    // when the init bufferizes in place and a copy otherwise.
    if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
      if (OpOperand *init = forOp.getTiedLoopInit(arg))
        fn(forOp.getTiedLoopResult(init));
    return;
  }
  Operation *op = value.getDefiningOp();
  if (!options->dynCastBufferizableOp(op))
    return;
  // Only definite aliases: a call or a select may alias any of its operands,
  // and counting such a result as a buffer of its own can only overestimate.
  for (const AliasingOpOperand &alias : state->getAliasingOpOperands(value))
    if (alias.isDefinite && inPlace.contains(alias.opOperand))
      fn(alias.opOperand->get());
}

} // namespace memopt
