//===- BufferAliasing.cpp - which tensors share a buffer ------------------===//

#include "BufferAliasing.h"
#include "Collectives.h"
#include "FastInPlaceModel.h"
#include "ReturnedCopies.h"
#include "UnionFind.h"

#include "memopt/Analysis/GathersIntoArguments.h"
#include "memopt/Analysis/ProgramOrder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SubsetOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::bufferization;

namespace memopt {

namespace {
/// The deepest nesting of regions below `op`.
unsigned getRegionNesting(Operation *op) {
  unsigned deepest = 0;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (nested.getNumRegions() != 0)
          deepest = std::max(deepest, 1 + getRegionNesting(&nested));
  return deepest;
}

/// One-Shot's reverse use-def search is exponential in region nesting: past
/// a depth, warns at `at` (what asked for One-Shot, and what happens
/// instead).
bool isOneShotTractable(ModuleOp module, Operation *at, StringRef asker,
                        StringRef instead) {
  constexpr unsigned kMaxOneShotNesting = 12;
  unsigned depth = getRegionNesting(module);
  if (depth <= kMaxOneShotNesting)
    return true;
  at->emitWarning() << asker << ": " << depth
                    << " nested regions would take exponential time in "
                       "One-Shot Bufferize analysis; "
                    << instead;
  return false;
}
} // namespace

bool isSharedEmptyTensor(Value value) {
  return value.getDefiningOp<tensor::EmptyOp>() && !value.hasOneUse();
}

bool isEmptyTensorOnlyOverwritten(Value value) {
  if (!value.getDefiningOp<tensor::EmptyOp>())
    return false;
  return llvm::all_of(value.getUses(), [](OpOperand &use) {
    // The rank's block of it is a new empty tensor (Collectives.h).
    if (isEmptyBlock(use.getOwner()))
      return true;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    return linalgOp && linalgOp.isDpsInit(&use) &&
           !linalgOp.payloadUsesValueFromOperand(&use);
  });
}

void splitSharedEmptyTensors(Operation *root) {
  SmallVector<tensor::EmptyOp> shared;
  root->walk([&](tensor::EmptyOp empty) {
    if (isSharedEmptyTensor(empty.getResult()))
      shared.push_back(empty);
  });
  for (tensor::EmptyOp empty : shared)
    for (OpOperand &use : llvm::make_early_inc_range(empty->getUses())) {
      OpBuilder builder(use.getOwner());
      use.set(builder.clone(*empty)->getResult(0));
    }
}

BufferAliasing::BufferAliasing(ModuleOp module, InPlaceDecider decider)
    : decider(decider) {
  options = std::make_unique<OneShotBufferizationOptions>();
  options->bufferizeFunctionBoundaries = true;
  options->allowUnknownOps = true;
  // A plain state: interface queries need no analysis (and a One-Shot state
  // would walk the whole module to set up alias sets we never use).
  state = std::make_unique<AnalysisState>(*options);
  if (decider != InPlaceDecider::OneShot)
    return;
  if (!isOneShotTractable(module, module, "inplace=one-shot",
                          "using the fast decider"))
    this->decider = InPlaceDecider::Fast;
  else
    runOneShot(module, "bufferization analysis failed; assuming no buffer is "
                       "shared, which can only overestimate");
}

BufferAliasing::~BufferAliasing() = default;

/// Runs the upstream pass in analysis-only mode on a clone (it annotates
/// every op with `__inplace_operands_attr__`), so the analysed IR is never
/// touched, and reads the decisions back.
bool BufferAliasing::runOneShot(ModuleOp module, StringRef onFailure) {
  OwningOpRef<ModuleOp> clone = module.clone();
  // The clone has the same structure: pair its ops with the originals before
  // splitting shared empty tensors changes it.
  DenseMap<Operation *, Operation *> originalOf;
  {
    SmallVector<Operation *> originals;
    module.walk([&](Operation *op) { originals.push_back(op); });
    unsigned i = 0;
    clone->walk([&](Operation *op) { originalOf[op] = originals[i++]; });
    assert(i == originals.size() && "clone differs from the module");
  }
  splitSharedEmptyTensors(*clone);
  // The rank's block of an empty tensor is an empty tensor (mem-run makes it
  // one), which its writer may write in place; One-Shot would copy it.
  replaceEmptyBlocks(*clone);
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
    InFlightDiagnostic warning = module.emitWarning(onFailure);
    for (Diagnostic &diag : captured)
      warning.attachNote(diag.getLocation()) << diag.str();
    return false;
  }

  clone->walk([&](Operation *copy) {
    Operation *original = originalOf.lookup(copy);
    auto decisions =
        copy->getAttrOfType<ArrayAttr>("__inplace_operands_attr__");
    if (!original || !decisions)
      return;
    for (auto [operand, decision] :
         llvm::zip(original->getOpOperands(), decisions))
      if (auto text = dyn_cast<StringAttr>(decision);
          text && text.getValue() == "true")
        inPlace.insert(&operand);
  });
  return true;
}

/// Whether the ops' bufferization models can be asked about `op` without a
/// One-Shot module analysis: calls need one (their models read per-function
/// analysis state), so a call's results are new buffers, as for unknown ops.
bool isModelled(Operation *op, const AnalysisState &state) {
  return !isa<CallOpInterface>(op) &&
         state.getOptions().dynCastBufferizableOp(op);
}

/// Whether bufferization gives `op`, a tensor.collapse_shape, a copy of its
/// source rather than a view: a collapse of a strided buffer (a slice across
/// rows) cannot be a view, so upstream allocates and copies. One-Shot's
/// analysis still reports the result as the source's alias. The strides are
/// those of a slice (through casts) of a buffer with the identity layout, as
/// allocations and the lowering's function arguments have.
bool collapsesIntoCopy(Operation *op) {
  auto collapse = dyn_cast<tensor::CollapseShapeOp>(op);
  if (!collapse || collapse.getResultType().getRank() == 0)
    return false;
  Value source = collapse.getSrc();
  while (auto cast = source.getDefiningOp<tensor::CastOp>())
    source = cast.getSource();
  auto slice = source.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice)
    return false;
  RankedTensorType whole = slice.getSourceType();
  auto wholeBuffer = MemRefType::get(whole.getShape(), whole.getElementType());
  MemRefType sliceBuffer = memref::SubViewOp::inferRankReducedResultType(
      slice.getResultType().getShape(), wholeBuffer, slice.getMixedOffsets(),
      slice.getMixedSizes(), slice.getMixedStrides());
  return !memref::CollapseShapeOp::isGuaranteedCollapsible(
      sliceBuffer, collapse.getReassociationIndices());
}

/// The loop result an init operand of `op` bufferizes into, if `operand` is
/// one. The plain analysis state cannot prove the init and result
/// equivalent, so the models report the alias as indefinite: ask the loop.
Value getLoopResultOfInit(OpOperand &operand) {
  if (auto forOp = dyn_cast<scf::ForOp>(operand.getOwner()))
    if (operand.getOperandNumber() >= forOp.getNumControlOperands())
      return forOp.getTiedLoopResult(&operand);
  return Value();
}

void BufferAliasing::analyzeFunction(func::FuncOp func, ProgramOrder &order,
                                     CalleeBuffersLookup callees) {
  shares.clear();
  needsOneShot = false;
  if (decider == InPlaceDecider::Fast)
    needsOneShot = !findFastInPlaceShares(*state, order, callees, shares);
  else
    findOneShotShares(order, callees);
  addIterationArgumentShares(order);
  addGatherIntoArgumentShares(func);
}

void BufferAliasing::settleFunction(func::FuncOp func, ProgramOrder &order,
                                    CalleeBuffersLookup callees) {
  // In a function of several blocks One-Shot misses conflicts across
  // blocks, and the lowering makes this decider's copies explicit there
  // (memopt-copies-across-blocks): its decisions are the ones run.
  if (!needsOneShot || !func.getBody().hasOneBlock())
    return;
  needsOneShot = false;
  if (!ranOneShot) {
    ranOneShot = true;
    auto module = func->getParentOfType<ModuleOp>();
    constexpr StringLiteral kAsker = "inplace=fast";
    constexpr StringLiteral kInstead =
        "its own decisions may place a copy elsewhere than One-Shot "
        "Bufferize would (a view of a buffer written later)";
    oneShotDecided = isOneShotTractable(module, func, kAsker, kInstead) &&
                     runOneShot(module, (kAsker +
                                         ": One-Shot Bufferize "
                                         "analysis failed; " +
                                         kInstead)
                                            .str());
  }
  if (!oneShotDecided)
    return;
  shares.clear();
  findOneShotShares(order, callees);
  addIterationArgumentShares(order);
  addGatherIntoArgumentShares(func);
}

void BufferAliasing::findOneShotShares(ProgramOrder &order,
                                       CalleeBuffersLookup callees) {
  // A result is its init's buffer only where One-Shot decided the operand
  // in place: a view too, which One-Shot may make a copy of (when a write
  // through an alias of its result would clobber a later read of the source),
  // and which then has the identity layout.
  auto isInPlaceResult = [&](Value result, Value init) {
    Operation *def = result.getDefiningOp();
    return def && llvm::any_of(def->getOpOperands(), [&](OpOperand &operand) {
             return operand.get() == init && inPlace.contains(&operand);
           });
  };
  // Only definite aliases: a call or a select may alias any of its
  // operands, and a result of its own can only overestimate.
  for (Operation *op : order.getOps()) {
    forEachForwardedTensor(op, [&](Value operand, BlockArgument arg) {
      shares.emplace_back(operand, arg);
    });
    // One-Shot decided whether a call operand is passed in place, read-only
    // ones too: when a later write into the result (a loop carried from it)
    // would clobber the operand read afterwards, it passes a copy, which the
    // result then is. A view of another layout than the callee's is passed
    // as a copy.
    if (auto call = dyn_cast<func::CallOp>(op))
      if (const CalleeBuffers *callee = callees(call))
        for (auto [i, result] : llvm::enumerate(call.getResults()))
          if (int arg = callee->resultArguments[i];
              arg >= 0 && inPlace.contains(&call->getOpOperand(arg)) &&
              !hasNonIdentityLayout(call.getOperand(arg), isInPlaceResult))
            shares.emplace_back(call.getOperand(arg), result);
    if (op->getNumResults() == 0 || !isModelled(op, *state))
      continue;
    for (OpOperand &operand : op->getOpOperands())
      if (Value loopResult = getLoopResultOfInit(operand);
          loopResult && inPlace.contains(&operand))
        shares.emplace_back(operand.get(), loopResult);
    for (Value result : op->getResults())
      if (isa<TensorType>(result.getType()))
        for (const AliasingOpOperand &alias :
             state->getAliasingOpOperands(result))
          if (alias.isDefinite && inPlace.contains(alias.opOperand) &&
              !isSharedEmptyTensor(alias.opOperand->get()) &&
              !collapsesIntoCopy(op))
            shares.emplace_back(alias.opOperand->get(), result);
  }
}

void BufferAliasing::addGatherIntoArgumentShares(func::FuncOp func) {
  // Neither decider knows the collective: its result would be a new buffer.
  for (auto &[gather, into] : findGathersIntoArguments(func))
    shares.emplace_back(into.argument, gather->getResult(0));
}

void BufferAliasing::addIterationArgumentShares(ProgramOrder &order) {
  // An iteration argument lives in the loop's buffer, which is the init's
  // when the init bufferizes in place and a copy otherwise.
  for (Operation *op : order.getOps()) {
    if (auto forOp = dyn_cast<scf::ForOp>(op))
      for (BlockArgument arg : forOp.getRegionIterArgs())
        shares.emplace_back(arg, forOp.getTiedLoopResult(arg));
    // scf.forall's shared outputs: each block argument is its result's
    // buffer (the result itself is a destination of the op).
    if (auto forall = dyn_cast<scf::ForallOp>(op))
      for (auto [arg, result] :
           llvm::zip_equal(forall.getRegionIterArgs(), forall.getResults()))
        shares.emplace_back(arg, result);
  }
}

} // namespace memopt
