//===- FastInPlaceModel.cpp - the fast in-place decider -------------------===//
//
// BufferAliasing's fast decider: which operands bufferize in place, from the
// ops' bufferization models and the program order, without One-Shot's module
// analysis (see BufferAliasing.h).
//
//===----------------------------------------------------------------------===//

#include "FastInPlaceModel.h"
#include "BufferAliasing.h"
#include "Collectives.h"
#include "ReturnedCopies.h"
#include "UnionFind.h"

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
/// Whether bufferization may write into the buffer of `value`: not into a
/// constant, the result of an op it does not know (but the rank's block of
/// an empty tensor, an empty tensor itself), or an argument marked
/// `bufferization.writable = false`.
bool isWritable(Value value, llvm::function_ref<bool(Operation *)> modelled) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!func || !arg.getOwner()->isEntryBlock())
      return true;
    auto writable = func.getArgAttrOfType<BoolAttr>(
        arg.getArgNumber(), BufferizationDialect::kWritableAttrName);
    return !writable || writable.getValue();
  }
  Operation *op = value.getDefiningOp();
  if (isa<arith::ConstantOp>(op))
    return false;
  // A call returns a buffer bufferization owns (new or an argument's).
  return isa<CallOpInterface>(op) || modelled(op) || isEmptyBlock(op);
}

/// The first operand number of `dps`'s inits and how many there are. A
/// linalg op on tensors lists its inputs, then its inits, one result each:
/// read off the op, as the interface builds an attribute to answer.
std::pair<unsigned, unsigned> getInitRange(DestinationStyleOpInterface dps) {
  Operation *op = dps;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      linalgOp && linalgOp.hasPureTensorSemantics())
    return {op->getNumOperands() - op->getNumResults(), op->getNumResults()};
  OperandRange inits = dps.getDpsInits();
  return {inits.empty() ? 0 : inits.getBeginOperandIndex(), inits.size()};
}

/// Whether the index operands of `op` (offsets, sizes, strides) are computed
/// from a few values, counting those that regions yield. Upstream's
/// value-bounds analysis, which decides subset equivalence, follows scf.if
/// and loops into their regions at a cost growing as a high power of the
/// nesting depth (~N^4); it runs only on such short computations.
bool hasShortIndexComputation(Operation *op) {
  // Values visited at most: a tiled loop's offsets take a handful.
  constexpr unsigned kMaxValues = 32;
  SmallVector<Value> worklist;
  for (Value operand : op->getOperands())
    if (!isa<ShapedType>(operand.getType()))
      worklist.push_back(operand);
  DenseSet<Value> visited;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!visited.insert(value).second)
      continue;
    if (visited.size() > kMaxValues)
      return false;
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      Operation *owner = arg.getOwner()->getParentOp();
      if (isa<FunctionOpInterface>(owner))
        continue;
      // A loop's induction variable is bounded by the loop's operands.
      llvm::append_range(worklist, owner->getOperands());
      continue;
    }
    Operation *def = value.getDefiningOp();
    llvm::append_range(worklist, def->getOperands());
    if (def->getNumRegions() == 0)
      continue;
    // Value bounds follow a region op's results into what its regions
    // yield; other ops with regions are beyond them anyway.
    if (!isa<RegionBranchOpInterface>(def))
      return false;
    for (Region &region : def->getRegions())
      for (Block &block : region)
        if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
          llvm::append_range(worklist, block.back().getOperands());
  }
  return true;
}

/// Whether the same offsets, sizes and strides (values or constants) are
/// written in both ops.
bool haveSameSliceOperands(Operation *a, Operation *b) {
  auto sliceA = dyn_cast<OffsetSizeAndStrideOpInterface>(a);
  auto sliceB = dyn_cast<OffsetSizeAndStrideOpInterface>(b);
  return sliceA && sliceB &&
         isEqualConstantIntOrValueArray(sliceA.getMixedOffsets(),
                                        sliceB.getMixedOffsets()) &&
         isEqualConstantIntOrValueArray(sliceA.getMixedSizes(),
                                        sliceB.getMixedSizes()) &&
         isEqualConstantIntOrValueArray(sliceA.getMixedStrides(),
                                        sliceB.getMixedStrides());
}

/// Whether `candidate` extracts, from the tensor `insertion` inserts into,
/// the subset it inserts. The same operands decide at once; otherwise
/// upstream decides, when the indices are short computations, and anything
/// else counts as a different subset (no in-place reuse: an overestimate).
bool isEquivalentSubsetBounded(SubsetInsertionOpInterface insertion,
                               Value candidate) {
  auto extraction = candidate.getDefiningOp<SubsetExtractionOpInterface>();
  if (!extraction || extraction.getSourceOperand().get() !=
                         insertion.getDestinationOperand().get())
    return false;
  if (haveSameSliceOperands(insertion, extraction))
    return true;
  if (!hasShortIndexComputation(insertion) ||
      !hasShortIndexComputation(extraction))
    return false;
  return insertion.isEquivalentSubset(candidate,
                                      [](Value a, Value b) { return a == b; });
}

/// The fast decider's walk over one function.
class FastInPlaceModel {
public:
  FastInPlaceModel(const AnalysisState &state, ProgramOrder &order,
                   CalleeBuffersLookup callees,
                   std::vector<std::pair<Value, Value>> &shares)
      : state(state), order(order), callees(callees), shares(shares) {}

  void run() {
    for (Operation *op : order.getOps()) {
      // A branch's block arguments are the buffers it forwards (no copy;
      // a write into one is then checked against reads of all of them).
      forEachForwardedTensor(op, [&](Value operand, BlockArgument arg) {
        merge(operand, arg);
        shares.emplace_back(operand, arg);
      });
      if (auto call = dyn_cast<func::CallOp>(op)) {
        shareCallResults(call);
        continue;
      }
      // Most ops are scalar arithmetic in linalg bodies: no tensors, no
      // buffers, no interface lookups.
      if (llvm::none_of(op->getOperandTypes(),
                        [](Type t) { return isa<TensorType>(t); }) ||
          !isModelled(op))
        continue;
      unsigned point = order.getPoint(op);
      // Destination-style ops: only inits alias a result (the tied one).
      auto dps = dyn_cast<DestinationStyleOpInterface>(op);
      auto [firstInit, numInits] =
          dps ? getInitRange(dps) : std::pair<unsigned, unsigned>(0, 0);
      // Linalg writes every init (its bufferization model says so); other
      // ops are asked.
      bool writesInits = isa<linalg::LinalgOp>(op);
      for (OpOperand &operand : op->getOpOperands()) {
        if (!isa<TensorType>(operand.get().getType()) ||
            isSharedEmptyTensor(operand.get()))
          continue;
        SmallVector<Value, 1> results;
        bool isInit = false;
        if (dps) {
          unsigned number = operand.getOperandNumber();
          isInit = number >= firstInit && number - firstInit < numInits;
          if (isInit)
            results.push_back(op->getResult(number - firstInit));
        } else if (Value loopResult = getLoopResultOfInit(operand)) {
          results.push_back(loopResult);
        } else if (!collapsesIntoCopy(op)) {
          for (const AliasingValue &alias : state.getAliasingValues(operand))
            if (alias.isDefinite)
              results.push_back(alias.value);
        }
        if (results.empty())
          continue;
        // A write may reuse the buffer only if nothing reads its old
        // contents later; a read-only alias (a view) always shares.
        assert((!writesInits || !isInit ||
                state.bufferizesToMemoryWrite(operand)) &&
               "a linalg init that is not written");
        if ((writesInits && isInit) || state.bufferizesToMemoryWrite(operand)) {
          unsigned leader = find(operand.get());
          // (readsBufferNonElementwise may grow `classes`: check it last.)
          const ClassInfo &info = classes[leader];
          // One-Shot checks this write against the call operand's reads too.
          differs |= info.oneShotAliasesCallOperand;
          bool conflict = !info.writable ||
                          info.lastRead > static_cast<int64_t>(point) ||
                          clobbersSubsetRead(info, operand.get(), point);
          if (conflict && !clobbersSubsetRead(info, operand.get(), point))
            noteOneShotWouldDiffer(operand.get(), point);
          if (conflict || readsBufferNonElementwise(op, operand, leader) ||
              joinsValueReadLater(op, results))
            continue;
        }
        for (Value result : results) {
          merge(operand.get(), result);
          shares.emplace_back(operand.get(), result);
        }
      }
    }
  }

  /// Whether One-Shot's order of decisions may give another answer than
  /// this model's on the function (see noteOneShotWouldDiffer).
  bool mayDifferFromOneShot() const { return differs; }

private:
  /// The write into `value`'s buffer at `point` conflicts with a later read
  /// of its set. One-Shot decides the ops bottom-up: it decides this write
  /// first, seeing only the aliases later ops made of `value`, and makes an
  /// earlier op out of place instead when those are not read after the
  /// write (a view of the buffer read later, say, or the view `value` is):
  /// it copies the view, this model the written value. Then its decisions
  /// are taken instead (BufferAliasing), the buffers' sizes and lives differ.
  void noteOneShotWouldDiffer(Value value, unsigned point) {
    if (differs ||
        !isWritable(value, [&](Operation *op) { return isModelled(op); }))
      return;
    differs = getLastReadSeenBottomUp(value, point) <= int64_t(point);
  }

  /// The last point at which `value` is read, directly or through views made
  /// of it at or after `point`: what One-Shot sees of the buffer when it
  /// decides a write at `point` (the views above are undecided then, and
  /// not yet aliases). -1: never; past the function's end: returned.
  int64_t getLastReadSeenBottomUp(Value value, unsigned point,
                                  unsigned depth = 0) {
    int64_t last = -1;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (isa<func::ReturnOp>(user))
        return order.getLastPoint() + 1;
      unsigned access = order.getAccessPoint(value, user);
      if (access < point || getMatchingSubsetChain(use))
        continue;
      if (isReadingUse(use))
        last = std::max<int64_t>(last, access);
      // Bounded, as getLastRead's: past it, count it read (no difference).
      if (isViewUse(use))
        for (const AliasingValue &alias : state.getAliasingValues(use))
          if (alias.isDefinite)
            last = std::max(last, depth < 8 ? getLastReadSeenBottomUp(
                                                  alias.value, point, depth + 1)
                                            : order.getLastPoint() + 1);
    }
    return last;
  }

  /// A call's result that is its callee's argument is the operand's buffer,
  /// unless the callee writes it and that conflicts (a later read, a
  /// read-only buffer), or the operand is a view of another layout than
  /// the callee's identity one: then bufferization passes a copy, the
  /// result's own buffer.
  void shareCallResults(func::CallOp call) {
    const CalleeBuffers *callee = callees(call);
    if (!callee)
      return;
    int64_t point = order.getPoint(call);
    auto inPlace = [&](Value result, Value init) {
      return find(result) == find(init);
    };
    for (auto [i, result] : llvm::enumerate(call.getResults())) {
      if (callee->resultCopiesArgument[i])
        classes[find(result)].oneShotAliasesCallOperand = true;
      int arg = callee->resultArguments[i];
      if (arg < 0)
        continue;
      Value operand = call.getOperand(arg);
      // The copy bufferization passes is invisible to One-Shot's analysis,
      // which takes the result for the operand itself.
      if (hasNonIdentityLayout(operand, inPlace)) {
        classes[find(result)].oneShotAliasesCallOperand = true;
        continue;
      }
      if (callee->writtenArguments[arg]) {
        const ClassInfo &info = classes[find(operand)];
        if (!info.writable || info.lastRead > point ||
            clobbersSubsetRead(info, operand, point))
          continue;
      }
      merge(operand, result);
      shares.emplace_back(operand, result);
    }
  }

  /// An insertion that reads its destination back, except for the subset it
  /// inserts: only a write along `chain` (from the matching extraction to
  /// the inserted value) may precede it.
  struct SubsetRead {
    int64_t point;
    SmallVector<Value, 4> chain;
  };

  struct ClassInfo {
    /// The last point at which some value of the buffer is read; -1: never.
    int64_t lastRead = -1;
    bool writable = true;
    /// Holds a call result One-Shot takes for an alias of the call's
    /// operand, though the callee returns a copy (CalleeBuffers) or the
    /// operand is passed as a copy (a view of another layout).
    bool oneShotAliasesCallOperand = false;
    SmallVector<SubsetRead, 1> subsetReads;
  };

  /// If `use` is the destination of a subset insertion (insert_slice) whose
  /// source was computed from an extraction of the same subset of the same
  /// destination, the values from that extraction to the inserted source.
  /// Writing that subset in place and inserting it back reads no stale
  /// data, as One-Shot Bufferize also concludes.
  static std::optional<SmallVector<Value, 4>>
  getMatchingSubsetChain(OpOperand &use) {
    auto insertion = dyn_cast<SubsetInsertionOpInterface>(use.getOwner());
    if (!insertion || &insertion.getDestinationOperand() != &use)
      return std::nullopt;
    SmallVector<Value, 4> chain;
    Value candidate = insertion.getSourceOperand().get();
    // Walk back through destinations and views, a bounded number of steps.
    for (int step = 0; step < 16 && candidate; ++step) {
      chain.push_back(candidate);
      if (isEquivalentSubsetBounded(insertion, candidate))
        return chain;
      Operation *def = candidate.getDefiningOp();
      if (auto dps = dyn_cast_or_null<DestinationStyleOpInterface>(def))
        candidate = dps.getTiedOpOperand(cast<OpResult>(candidate))->get();
      else if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
                               tensor::CastOp>(def))
        candidate = def->getOperand(0);
      else
        return std::nullopt;
    }
    return std::nullopt;
  }

  /// Whether a write into `written` at `point` would clobber what a later
  /// subset insertion of its buffer reads back.
  static bool clobbersSubsetRead(const ClassInfo &info, Value written,
                                 int64_t point) {
    return llvm::any_of(info.subsetReads, [&](const SubsetRead &read) {
      return read.point > point && !llvm::is_contained(read.chain, written);
    });
  }

  /// Whether `op`, writing `written` in place, also reads that buffer
  /// through another operand in an order it may clobber first (a matmul
  /// reading and accumulating into one tensor; elementwise ops are safe).
  bool readsBufferNonElementwise(Operation *op, OpOperand &written,
                                 unsigned leader) {
    // Inserting a subset computed in place back where it was extracted
    // copies it onto itself.
    if (getMatchingSubsetChain(written))
      return false;
    for (OpOperand &other : op->getOpOperands()) {
      if (&other == &written || !isa<TensorType>(other.get().getType()) ||
          !state.bufferizesToMemoryRead(other) || find(other.get()) != leader)
        continue;
      auto bufferizable = state.getOptions().dynCastBufferizableOp(op);
      if (!bufferizable || !bufferizable.bufferizesToElementwiseAccess(
                               state, {&written, &other}))
        return true;
    }
    return false;
  }

  /// Whether a use of `value` reads it (uses bufferization does not know
  /// count as reads).
  bool isReadingUse(OpOperand &use) {
    return !isModelled(use.getOwner()) || state.bufferizesToMemoryRead(use);
  }

  /// Whether `use` makes a view of its value: an alias that does not write.
  bool isViewUse(OpOperand &use) {
    Operation *user = use.getOwner();
    // (The interface checks first: linalg answers bufferizesToMemoryWrite
    // by building an attribute.)
    return !isa<DestinationStyleOpInterface>(user) && isModelled(user) &&
           !state.bufferizesToMemoryWrite(use) && !collapsesIntoCopy(user);
  }

  /// `value` and what it aliases back to its definitions, as One-Shot's
  /// findDefinitions follows it: through ops that alias without writing, up
  /// to a writing op, a region op, an op without aliases or a block
  /// argument. Bounded. Whether one of those definitions may be clobbered
  /// by `write`, i.e. does not come after it (One-Shot's happensBefore),
  /// does not contain it, and, for a block argument, is in a block that
  /// holds it.
  bool aliasesDefinitionBefore(Value value, Operation *write,
                               SmallVectorImpl<Value> &chain) {
    chain.assign({value});
    bool before = false;
    for (unsigned i = 0; i < chain.size(); ++i) {
      if (chain.size() > 32)
        return true;
      Value current = chain[i];
      Operation *def = current.getDefiningOp();
      bool isDefinition = true;
      if (def && isModelled(def) && def->getNumRegions() == 0)
        for (const AliasingOpOperand &alias :
             state.getAliasingOpOperands(cast<OpResult>(current))) {
          if (state.bufferizesToMemoryWrite(*alias.opOperand))
            continue;
          isDefinition = false;
          if (!llvm::is_contained(chain, alias.opOperand->get()))
            chain.push_back(alias.opOperand->get());
        }
      if (!isDefinition)
        continue;
      if (!def)
        before |=
            cast<BlockArgument>(current).getOwner()->findAncestorOpInBlock(
                *write) != nullptr;
      else
        before |= !def->isProperAncestor(write) && !happensBefore(write, def);
    }
    return before;
  }

  /// One-Shot's happensBefore: `a` or an ancestor of it properly dominates
  /// `b`, which it does not contain.
  bool happensBefore(Operation *a, Operation *b) {
    for (; a; a = a->getParentOp()) {
      if (a->isProperAncestor(b))
        return false;
      if (dominance.properlyDominates(a, b))
        return true;
    }
    return false;
  }

  /// Whether `value`, or a view of it, is read at or after `write` by an op
  /// that is not in a region mutually exclusive with it (another branch of
  /// an scf.if). Bounded: past the bound, it is.
  bool isReadAtOrAfter(Value value, Operation *write) {
    unsigned writePoint = order.getPoint(write);
    SmallVector<Value> worklist = {value};
    for (unsigned steps = 0; !worklist.empty(); ++steps) {
      if (steps > 32)
        return true;
      Value current = worklist.pop_back_val();
      for (OpOperand &use : current.getUses()) {
        Operation *user = use.getOwner();
        if (order.getPoint(user) < writePoint ||
            insideMutuallyExclusiveRegions(user, write))
          continue;
        if (isReadingUse(use))
          return true;
        if (isViewUse(use))
          for (const AliasingValue &alias : state.getAliasingValues(use))
            worklist.push_back(alias.value);
      }
    }
    return false;
  }

  /// Whether `write`, producing `results` in place, flows (through views and
  /// nested scf.if) into an scf.yield whose scf.if joins it with a value of
  /// another branch (One-Shot unites the yielded values' alias sets), that
  /// value is defined before the write (a function argument, say), and it
  /// or what it views is read at or after the write outside the other
  /// branches. One-Shot Bufferize then finds a read whose definition the
  /// in-place write would clobber: a read-after-write conflict, so it writes
  /// out of place. Reads of the scf.if result are no conflict (the scf.if
  /// itself defines it), nor is a value the other branch computes (its
  /// reads there are mutually exclusive with the write).
  bool joinsValueReadLater(Operation *write, ArrayRef<Value> results) {
    SmallVector<Value> worklist(results.begin(), results.end());
    // Called for every in-place write: most visit a value or two, which a
    // small set holds without allocating.
    SmallPtrSet<Value, 8> visited;
    while (!worklist.empty()) {
      Value current = worklist.pop_back_val();
      if (!visited.insert(current).second)
        continue;
      // Bounded: past it, assume the worst (an overestimate).
      if (visited.size() > 64)
        return true;
      for (OpOperand &use : current.getUses()) {
        auto yield = dyn_cast<scf::YieldOp>(use.getOwner());
        if (!yield) {
          if (isViewUse(use))
            for (const AliasingValue &alias : state.getAliasingValues(use))
              if (alias.isDefinite)
                worklist.push_back(alias.value);
          continue;
        }
        auto ifOp = dyn_cast<scf::IfOp>(yield->getParentOp());
        if (!ifOp)
          continue;
        unsigned index = use.getOperandNumber();
        for (Region &region : ifOp->getRegions()) {
          if (region.empty() || region.isAncestor(yield->getParentRegion()))
            continue;
          Value partner = region.front().getTerminator()->getOperand(index);
          SmallVector<Value> chain;
          if (aliasesDefinitionBefore(partner, write, chain) &&
              llvm::any_of(chain, [&](Value aliased) {
                return isReadAtOrAfter(aliased, write);
              }))
            return true;
        }
        // An enclosing scf.if may join the result with another value.
        worklist.push_back(ifOp.getResult(index));
      }
    }
    return false;
  }

  /// The last point at which `value` is read (uses bufferization does not
  /// know count as reads), directly or through the views made of it later.
  int64_t getLastRead(Value value, SmallVectorImpl<SubsetRead> &subsetReads,
                      unsigned depth = 0) {
    int64_t last = -1;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (std::optional<SmallVector<Value, 4>> chain =
              getMatchingSubsetChain(use)) {
        subsetReads.push_back(
            {order.getAccessPoint(value, user), std::move(*chain)});
        continue;
      }
      if (isReadingUse(use))
        last = std::max<int64_t>(last, order.getAccessPoint(value, user));
      // A view (an alias that does not write) reads what `value` holds
      // whenever it is read. Bounded: views of views are shallow.
      if (depth < 8 && isViewUse(use))
        for (const AliasingValue &alias : state.getAliasingValues(use))
          if (alias.isDefinite)
            last = std::max(last,
                            getLastRead(alias.value, subsetReads, depth + 1));
    }
    // A function result is read by the caller after the function returns.
    if (llvm::any_of(value.getUsers(),
                     [](Operation *u) { return isa<func::ReturnOp>(u); }))
      last = order.getLastPoint() + 1;
    return last;
  }

  /// The leader id of `value`'s set (a new singleton on first sight).
  unsigned find(Value value) {
    auto [it, inserted] = ids.try_emplace(value, 0);
    if (inserted) {
      it->second = unionFind.add();
      ClassInfo info;
      info.lastRead = getLastRead(value, info.subsetReads);
      info.writable =
          isWritable(value, [&](Operation *op) { return isModelled(op); });
      classes.push_back(std::move(info));
    }
    return unionFind.find(it->second);
  }

  void merge(Value a, Value b) {
    unsigned leaderA = find(a), leaderB = find(b);
    if (leaderA == leaderB)
      return;
    ClassInfo merged;
    merged.lastRead =
        std::max(classes[leaderA].lastRead, classes[leaderB].lastRead);
    merged.writable = classes[leaderA].writable && classes[leaderB].writable;
    merged.oneShotAliasesCallOperand =
        classes[leaderA].oneShotAliasesCallOperand ||
        classes[leaderB].oneShotAliasesCallOperand;
    merged.subsetReads = std::move(classes[leaderA].subsetReads);
    llvm::append_range(merged.subsetReads, classes[leaderB].subsetReads);
    classes[unionFind.unite(leaderA, leaderB)] = std::move(merged);
  }

  /// Cached by op name: with no op filter in the options (BufferAliasing
  /// sets none), whether bufferization models an op depends on its name
  /// alone, and asking the options is the model's most frequent query.
  bool isModelled(Operation *op) {
    auto [it, inserted] =
        modelledByName.try_emplace(op->getName().getAsOpaquePointer(), false);
    if (inserted)
      it->second = memopt::isModelled(op, state);
    return it->second;
  }

  const AnalysisState &state;
  ProgramOrder &order;
  CalleeBuffersLookup callees;
  std::vector<std::pair<Value, Value>> &shares;
  /// Computed per region on first use (only for writes an scf.if joins).
  DominanceInfo dominance;
  DenseMap<Value, unsigned> ids;
  llvm::SmallDenseMap<void *, bool, 32> modelledByName;
  UnionFind unionFind;
  bool differs = false;
  /// Per set id; meaningful at leaders.
  std::vector<ClassInfo> classes;
};
} // namespace

void forEachForwardedTensor(Operation *op,
                            llvm::function_ref<void(Value, BlockArgument)> fn) {
  // (Checked first: most ops have no successors, and the interface lookup
  // costs more.)
  if (op->getNumSuccessors() == 0)
    return;
  auto branch = dyn_cast<BranchOpInterface>(op);
  if (!branch)
    return;
  for (auto [index, successor] : llvm::enumerate(op->getSuccessors())) {
    SuccessorOperands forwarded = branch.getSuccessorOperands(index);
    for (BlockArgument arg : successor->getArguments())
      if (arg.getArgNumber() < forwarded.size() &&
          isa<TensorType>(arg.getType()))
        if (Value operand = forwarded[arg.getArgNumber()])
          fn(operand, arg);
  }
}

bool findFastInPlaceShares(const AnalysisState &state, ProgramOrder &order,
                           CalleeBuffersLookup callees,
                           std::vector<std::pair<Value, Value>> &shares) {
  FastInPlaceModel model(state, order, callees, shares);
  model.run();
  return !model.mayDifferFromOneShot();
}

} // namespace memopt
