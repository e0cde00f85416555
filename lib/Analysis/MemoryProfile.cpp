//===- MemoryProfile.cpp - live bytes of a training step ------------------===//

#include "memopt/Analysis/MemoryProfile.h"

#include "BufferAliasing.h"
#include "CallOperandCopies.h"
#include "Collectives.h"
#include "InputChecks.h"
#include "LoopCarriedBuffers.h"
#include "ReturnedCopies.h"
#include "UnionFind.h"

#include "memopt/Analysis/CostModel.h"
#include "memopt/Analysis/ProgramOrder.h"
#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace memopt {

namespace {
/// A `memopt.layer` value, read with its integer type's signedness.
int64_t getLayerNumber(IntegerAttr layer) {
  if (layer.getType().isUnsignedInteger())
    return static_cast<int64_t>(layer.getValue().getZExtValue());
  return layer.getValue().getSExtValue();
}
} // namespace

std::optional<int64_t> getLayerOf(Operation *op) {
  if (auto layer =
          dyn_cast_or_null<IntegerAttr>(op->getDiscardableAttr(kLayerAttrName)))
    return getLayerNumber(layer);
  return std::nullopt;
}

namespace {
/// The attribute `name` of `op` or of its nearest ancestor in `func`.
template <typename AttrT>
AttrT findEnclosingAttr(Operation *op, Operation *func, StringRef name) {
  for (; op && op != func; op = op->getParentOp())
    if (auto attr = op->getAttrOfType<AttrT>(name))
      return attr;
  return AttrT();
}
} // namespace

std::optional<std::string> FunctionMemoryProfile::getPeakPhase() const {
  if (auto phase =
          findEnclosingAttr<StringAttr>(getPeakOp(), func, kPhaseAttrName))
    return phase.str();
  return std::nullopt;
}

std::optional<int64_t> FunctionMemoryProfile::getPeakLayer() const {
  if (auto layer =
          findEnclosingAttr<IntegerAttr>(getPeakOp(), func, kLayerAttrName))
    return getLayerNumber(layer);
  if (Operation *top = func.getBody().findAncestorOpInRegion(*getPeakOp()))
    return getLayer(top);
  return std::nullopt;
}

std::optional<int64_t> FunctionMemoryProfile::getLayer(Operation *op) const {
  if (std::optional<int64_t> declared = getLayerOf(op))
    return declared;
  auto it = inferredLayers.layerOf.find(op);
  if (it == inferredLayers.layerOf.end())
    return std::nullopt;
  return it->second;
}

std::vector<LiveBuffer>
FunctionMemoryProfile::getLiveBuffers(unsigned point) const {
  std::vector<LiveBuffer> live;
  for (unsigned i = 0, e = buffers.size(); i < e; ++i)
    if (buffers[i].start <= point && point <= buffers[i].end)
      live.push_back({i, false});
  for (const PreviousIterationBuffer &previous : previousIterations)
    if (previous.start <= point && point <= previous.end)
      live.push_back({previous.buffer,
                      !previous.yieldCopy && !previous.loopResult,
                      previous.yieldCopy, previous.loopResult});
  // Ties by where the buffer's value is defined, not by buffer index or
  // start, which depend on the in-place decider: one decider may give a
  // loop's iter_arg its init's buffer (an earlier start), the other a copy.
  auto definedAt = [&](const Buffer &buffer) {
    Value value = buffer.representative;
    if (auto result = dyn_cast<OpResult>(value))
      return std::make_pair(order->getPoint(result.getOwner()) + 1,
                            result.getResultNumber());
    auto arg = cast<BlockArgument>(value);
    Block *block = arg.getOwner();
    unsigned point = order->isFunctionArgument(arg) || block->empty()
                         ? 0
                         : order->getPoint(&block->front()) + 1;
    return std::make_pair(point, arg.getArgNumber());
  };
  llvm::stable_sort(live, [&](LiveBuffer a, LiveBuffer b) {
    const Buffer &x = buffers[a.buffer], &y = buffers[b.buffer];
    if (x.bytes != y.bytes)
      return x.bytes > y.bytes;
    auto xAt = definedAt(x), yAt = definedAt(y);
    if (xAt != yAt)
      return xAt < yAt;
    return x.start < y.start;
  });
  return live;
}

namespace {

/// Builds the profile of one function.
class ProfileBuilder {
public:
  ProfileBuilder(FunctionMemoryProfile &profile, BufferAliasing &aliasing,
                 const MemoryAnalysisOptions &options,
                 const DenseMap<Operation *, FunctionMemoryProfile *> &callees,
                 DenseMap<Operation *, CalleeBuffers> &calleeBuffers,
                 const SymbolTable &symbols, ArrayRef<func::CallOp> calls)
      : profile(profile), aliasing(aliasing),
        order(*(profile.order =
                    std::make_unique<ProgramOrder>(profile.func.getBody()))),
        shapes(profile.func, options.bindings), bindings(options.bindings),
        roleOverrides(options.roleOverrides), callees(callees),
        calleeBuffers(calleeBuffers), symbols(symbols), calls(calls) {}

  LogicalResult build() {
    // Three independent tasks on the context's threads, the longest first
    // so that two threads finish together (in order when threading is off):
    // in-place decisions; roles and FLOPs; sizes and live ranges. Only the
    // sizes may emit errors (the role attributes are verified before);
    // in-place decisions made for a function whose sizes fail are unused.
    FailureOr<RoleAssignment> roles = failure();
    LogicalResult values = failure();
    bool declaredLayers = false;
    auto lookupCalleeBuffers = [&](func::CallOp call) -> const CalleeBuffers * {
      auto it = calleeBuffers.find(lookupCallee(call));
      return it == calleeBuffers.end() ? nullptr : &it->second;
    };
    parallelFor(profile.func.getContext(), 0, 3, [&](size_t task) {
      if (task == 0) {
        aliasing.analyzeFunction(profile.func, order, lookupCalleeBuffers);
      } else if (task == 1) {
        roles = RoleAssignment::compute(profile.func, roleOverrides);
        countFlops();
        declaredLayers = hasDeclaredLayers(profile.func);
      } else {
        values = collectValues();
      }
    });
    aliasing.settleFunction(profile.func, order, lookupCalleeBuffers);
    if (failed(roles) || failed(values))
      return failure();
    profile.roles = std::move(*roles);
    inferPhaseFlops();
    if (!declaredLayers) {
      profile.inferredLayers = inferLayers(profile.func, profile.roles);
      profile.layersInferred = true;
    }
    groupBuffers();
    holdLoopInits(profile);
    calleeBuffers[profile.func] =
        getBuffersForCallers(profile.func, profile.bufferOf);
    collectConstants();
    collectOperandCopies();
    if (failed(computeLiveBytes()))
      return failure();
    summarize();
    return success();
  }

private:
  /// The function a call calls: the analysed functions are the module's.
  func::FuncOp lookupCallee(func::CallOp call) const {
    return symbols.lookup<func::FuncOp>(call.getCallee());
  }

  /// Records a tensor value with its bytes and live range.
  LogicalResult addValue(Value value, unsigned def, Location loc) {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type)
      return success();
    FailureOr<SmallVector<int64_t>> shape = shapes.resolveShape(value);
    if (failed(shape))
      return failure();
    std::optional<uint64_t> bytes = getCheckedByteSize(
        *shape, *getElementStorageBytes(type.getElementType()));
    if (!bytes)
      return emitError(loc) << "size of " << type << " does not fit in 64 bits";
    // Each writer of a shared tensor.empty gets its own allocation; the
    // empty itself holds nothing.
    if (isSharedEmptyTensor(value))
      bytes = 0;
    bool isFuncArg = order.isFunctionArgument(value);
    // A tensor constant is static data: the program holds its global from
    // before the call until after it, like an argument.
    bool isConstant = isStaticConstant(value);
    if (isConstant)
      def = 0;
    unsigned end = def;
    if (isFuncArg || isConstant)
      end = order.getLastPoint();
    end = order.getLastUsePoint(value, end);
    auto arg = dyn_cast<BlockArgument>(value);
    bool deadOnEntry = arg && !isFuncArg && value.use_empty() &&
                       arg.getOwner()->getParent() == &profile.func.getBody();
    values.push_back(
        {value, *bytes, def, end, isFuncArg, isConstant, deadOnEntry});
    valueIndex[value] = values.size() - 1;
    return success();
  }

  LogicalResult collectValues() {
    for (BlockArgument arg : profile.func.getArguments())
      if (failed(addValue(arg, 0, arg.getLoc())))
        return failure();
    // Arguments of the body's other blocks: buffers of their own (branch
    // operands may share them; counting both can only overestimate), live
    // from the block's first op.
    for (Block &block : llvm::drop_begin(profile.func.getBody()))
      for (BlockArgument arg : block.getArguments())
        if (failed(addValue(arg, order.getPoint(&block.front()), arg.getLoc())))
          return failure();
    for (auto [point, op] : llvm::enumerate(order.getOps())) {
      // Sizes computed from index arithmetic: evaluate each top-level index
      // in program order, so a long chain is resolved one cached step at a
      // time instead of by deep recursion at its end.
      if (op->getParentRegion() == &profile.func.getBody())
        for (Value result : op->getResults())
          if (result.getType().isIntOrIndex())
            (void)shapes.evaluateIndex(result);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            if (failed(addValue(arg, point, arg.getLoc())))
              return failure();
      for (Value result : op->getResults())
        if (failed(addValue(result, point, op->getLoc())))
          return failure();
    }
    for (Block &block : profile.func.getBody())
      if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
        for (Value value : ret.getOperands())
          returned.insert(value);
    return success();
  }

  void groupBuffers() {
    UnionFind classes;
    for (unsigned i = 0, e = values.size(); i < e; ++i)
      classes.add();
    for (auto [a, b] : aliasing.getShares()) {
      auto itA = valueIndex.find(a), itB = valueIndex.find(b);
      if (itA != valueIndex.end() && itB != valueIndex.end())
        classes.unite(itA->second, itB->second);
    }
    // Equal constants are one global (bufferization reuses a global whose
    // value is equal), so one buffer.
    DenseMap<Attribute, unsigned> firstConstant;
    for (auto [i, info] : llvm::enumerate(values))
      if (info.isConstant) {
        auto [it, inserted] =
            firstConstant.try_emplace(constantValue(info.value), i);
        if (!inserted)
          classes.unite(it->second, i);
      }
    constexpr unsigned kNone = ~0u;
    std::vector<unsigned> bufferOfLeader(values.size(), kNone);
    DenseSet<unsigned> onlyDeadMembers;
    std::vector<unsigned> members(values.size(), 0);
    // The buffer of each value, by index: the loops below read it without
    // hashing the value again.
    std::vector<unsigned> bufferOfValue(values.size());
    for (unsigned i = 0, e = values.size(); i < e; ++i) {
      unsigned &bufferIndex = bufferOfLeader[classes.find(i)];
      bool inserted = bufferIndex == kNone;
      if (inserted) {
        bufferIndex = profile.buffers.size();
        profile.buffers.emplace_back();
      }
      Buffer &buffer = profile.buffers[bufferIndex];
      const ValueInfo &info = values[i];
      RoleInfo role = profile.roles.lookup(info.value);
      bool first = inserted;
      // The strongest role names the buffer; among equals an argument, else
      // the last producer (the matmul rather than its tensor.empty).
      unsigned priority = getRolePriority(role.role);
      unsigned current = first ? ~0u : getRolePriority(buffer.role.role);
      if (priority < current ||
          (priority == current && !isa<BlockArgument>(buffer.representative))) {
        buffer.representative = info.value;
        buffer.role = role;
      }
      buffer.bytes = first ? info.bytes : std::max(buffer.bytes, info.bytes);
      // Bounds from the members that are live; a buffer of dead block
      // arguments only keeps theirs (one point: at most an overestimate).
      if (first ||
          (!info.deadOnEntry && onlyDeadMembers.contains(bufferIndex))) {
        buffer.start = info.def;
        buffer.end = info.end;
        if (info.deadOnEntry)
          onlyDeadMembers.insert(bufferIndex);
        else
          onlyDeadMembers.erase(bufferIndex);
      } else if (!info.deadOnEntry) {
        buffer.start = std::min(buffer.start, info.def);
        buffer.end = std::max(buffer.end, info.end);
      }
      buffer.holdsArgument |= info.isFuncArg;
      buffer.holdsConstant |= info.isConstant;
      buffer.holdsResult |= returned.count(info.value) != 0;
      if (Operation *def = info.value.getDefiningOp()) {
        if (!buffer.layer)
          buffer.layer = profile.getLayer(def);
        if (buffer.collective.empty())
          buffer.collective = getCollectiveKind(def);
      }
      profile.bufferOf[info.value] = bufferIndex;
      bufferOfValue[i] = bufferIndex;
      ++members[bufferIndex];
    }
    // A collective writing into an argument's buffer (an update gathered in
    // place, GathersIntoArguments.h) allocates nothing.
    for (Buffer &buffer : profile.buffers)
      if (buffer.holdsArgument)
        buffer.collective = {};
    // A tensor.empty that every writer overwrites out of place, alone in its
    // buffer: each writer allocates its own, the empty's is never used.
    for (unsigned i = 0, e = values.size(); i < e; ++i) {
      unsigned bufferIndex = bufferOfValue[i];
      if (members[bufferIndex] == 1 &&
          isEmptyTensorOnlyOverwritten(values[i].value))
        profile.buffers[bufferIndex].bytes = 0;
    }
    // A returned constant (or view of one) leaves as a copy: the global is
    // not the caller's to free, so deallocation clones it at the return. So
    // does a view of part of an argument (the caller owns the argument; a
    // whole one is dropped from the results instead), and a returned view of
    // part of a buffer whose layout is not the identity (ReturnedCopies.h).
    unsigned constantBuffers = profile.buffers.size();
    DenseSet<unsigned> returnedAsIs;
    for (auto [info, bufferIndex] : llvm::zip_equal(values, bufferOfValue)) {
      if (bufferIndex >= constantBuffers || !returned.count(info.value))
        continue;
      const Buffer &buffer = profile.buffers[bufferIndex];
      bool partOfArgument = buffer.holdsArgument && info.bytes < buffer.bytes;
      if (!buffer.holdsConstant && !partOfArgument &&
          !isReturnedAsCopy(info.value, profile.bufferOf)) {
        returnedAsIs.insert(bufferIndex);
        continue;
      }
      Buffer copy = buffer;
      copy.representative = info.value;
      copy.bytes = info.bytes;
      copy.start = copy.end = order.getLastPoint();
      copy.role = RoleInfo{Role::Output, false};
      copy.holdsArgument = copy.holdsConstant = false;
      copy.holdsResult = true;
      copy.collective = {};
      profile.buffers.push_back(copy);
    }
    // A buffer whose returned views all leave as copies is a temporary the
    // function frees at its return: a caller counts it in the call
    // (internalPeakBytes), not as its result.
    for (unsigned i = 0; i < constantBuffers; ++i) {
      Buffer &buffer = profile.buffers[i];
      if (buffer.holdsResult && !buffer.holdsArgument &&
          !buffer.holdsConstant && !returnedAsIs.contains(i))
        buffer.holdsResult = false;
    }
  }

  /// The value of a tensor constant (its global's initial value).
  static Attribute constantValue(Value constant) {
    return constant.getDefiningOp<arith::ConstantOp>().getValue();
  }

  /// The distinct constants of the function and of the functions it calls:
  /// a module holds one global per value, whichever function reads it.
  void collectConstants() {
    for (const ValueInfo &info : values)
      if (info.isConstant)
        profile.constants.try_emplace(constantValue(info.value), info.bytes);
    for (func::CallOp call : calls) {
      auto it = callees.find(lookupCallee(call));
      if (it == callees.end())
        continue;
      for (auto [value, bytes] : it->second->constants)
        if (profile.constants.try_emplace(value, bytes).second)
          profile.calleeConstantBytes =
              llvm::SaturatingAdd(profile.calleeConstantBytes, bytes);
    }
  }

  /// The copies each call makes of operands that are views of another
  /// layout than the callee's identity one (CallOperandCopies.h); the
  /// buffers those copies read last end before the call.
  void collectOperandCopies() {
    for (auto [point, op] : llvm::enumerate(order.getOps())) {
      auto call = dyn_cast<func::CallOp>(op);
      if (!call)
        continue;
      auto buffers = calleeBuffers.find(lookupCallee(call));
      CallOperandCopies copies = endBuffersAtOperandCopies(
          call, point,
          buffers == calleeBuffers.end() ? nullptr : &buffers->second, profile,
          [&](Value value) -> uint64_t {
            auto it = valueIndex.find(value);
            return it == valueIndex.end() ? 0 : values[it->second].bytes;
          });
      if (!copies.copies.empty())
        operandCopies.try_emplace(point, std::move(copies));
    }
  }

  /// Bytes a call adds, on top of its operands and results: the callee's
  /// own buffers while it runs, and the copies of its operands (or what is
  /// live while they are made, if more: CallOperandCopies.h).
  uint64_t callTransientBytes(unsigned point) {
    auto call = dyn_cast<func::CallOp>(order.getOps()[point]);
    if (!call)
      return 0;
    auto it = callees.find(lookupCallee(call));
    uint64_t bytes = it == callees.end() ? 0 : it->second->internalPeakBytes;
    auto copies = operandCopies.find(point);
    if (copies == operandCopies.end())
      return bytes;
    return getCallTransientBytes(copies->second, profile, bytes);
  }

  /// Sweeps the buffer intervals into live bytes per point. Two sweeps: all
  /// buffers, and those a caller does not already own.
  LogicalResult computeLiveBytes() {
    unsigned n = order.size();
    std::vector<uint64_t> starts(n + 1), ends(n + 1);
    std::vector<uint64_t> internalStarts(n + 1), internalEnds(n + 1);
    uint64_t total = 0;
    auto addInterval = [&](unsigned start, unsigned end, uint64_t bytes,
                           bool internal) {
      starts[start] += bytes;
      ends[end + 1] += bytes;
      if (internal) {
        internalStarts[start] += bytes;
        internalEnds[end + 1] += bytes;
      }
      bool overflowed = false;
      total = llvm::SaturatingAdd(total, bytes, &overflowed);
      return !overflowed;
    };
    bool fits = true;
    for (const Buffer &buffer : profile.buffers)
      fits &= addInterval(buffer.start, buffer.end, buffer.bytes,
                          !buffer.holdsArgument && !buffer.holdsResult &&
                              !buffer.holdsConstant);
    // The constants only callees hold: static data for the whole call, which
    // a caller counts once with its own (not as the callee's transient).
    if (n != 0 && profile.calleeConstantBytes != 0)
      fits &= addInterval(0, n - 1, profile.calleeConstantBytes, false);
    for (unsigned point = 0; point < n; ++point)
      if (uint64_t transient = callTransientBytes(point))
        fits &= addInterval(point, point, transient, true);
    // Issue 7: previous-iteration buffers of loops (LoopCarriedBuffers.h).
    profile.previousIterations = getPreviousIterationBuffers(profile);
    for (const PreviousIterationBuffer &previous : profile.previousIterations)
      fits &= addInterval(previous.start, previous.end,
                          profile.buffers[previous.buffer].bytes, true);
    if (!fits)
      return profile.func.emitError()
             << "total bytes of the function's buffers do not fit in 64 bits";

    profile.liveBytes.assign(n, 0);
    uint64_t live = 0, internalLive = 0;
    for (unsigned point = 0; point < n; ++point) {
      live = live + starts[point] - ends[point];
      internalLive = internalLive + internalStarts[point] - internalEnds[point];
      profile.liveBytes[point] = live;
      if (live > profile.peakBytes || point == 0) {
        profile.peakBytes = live;
        profile.peakPoint = point;
      }
      profile.internalPeakBytes =
          std::max(profile.internalPeakBytes, internalLive);
    }
    if (n != 0)
      profile.peakCalleeBytes =
          callTransientBytes(profile.peakPoint) + profile.calleeConstantBytes;
    return success();
  }

  void summarize() {
    for (const Buffer &buffer : profile.buffers) {
      RoleTotals &totals =
          profile.byRole[static_cast<unsigned>(buffer.role.role)];
      totals.bytes += buffer.bytes;
      ++totals.buffers;
      totals.declaredBuffers += buffer.role.declared;
      if (order.size() != 0 && buffer.start <= profile.peakPoint &&
          profile.peakPoint <= buffer.end)
        totals.peakBytes += buffer.bytes;
      // A parameter is counted at its argument: an update that returns a new
      // tensor is another buffer of the same parameter, not another one.
      if (buffer.role.role == Role::Parameter && buffer.holdsArgument) {
        auto type = cast<RankedTensorType>(buffer.representative.getType());
        uint64_t elements =
            buffer.bytes / std::max<uint64_t>(1, *getElementStorageBytes(
                                                     type.getElementType()));
        profile.parameterCount += elements;
      }
      if ((buffer.role.role == Role::Parameter ||
           buffer.role.role == Role::OptimizerState) &&
          buffer.holdsResult && !buffer.holdsArgument) {
        UpdateCopies &copies = profile.updatesNotInPlace;
        ++copies.buffers;
        copies.bytes += buffer.bytes;
        if (order.size() != 0 && buffer.start <= profile.peakPoint &&
            profile.peakPoint <= buffer.end)
          copies.peakBytes += buffer.bytes;
      }
      if (buffer.role.role == Role::Activation && buffer.layer)
        profile.activationBytesByLayer[*buffer.layer] += buffer.bytes;
      countCollective(buffer, buffer.start, buffer.end);
    }
    // A previous iteration is one allocation more, under its buffer's role.
    for (const PreviousIterationBuffer &previous : profile.previousIterations) {
      const Buffer &buffer = profile.buffers[previous.buffer];
      RoleTotals &totals =
          profile.byRole[static_cast<unsigned>(buffer.role.role)];
      totals.bytes += buffer.bytes;
      if (order.size() != 0 && previous.start <= profile.peakPoint &&
          profile.peakPoint <= previous.end)
        totals.peakBytes += buffer.bytes;
      countCollective(buffer, previous.start, previous.end);
    }
  }

  /// Adds a buffer a collective allocates, live from `start` to `end`, to
  /// the collective totals.
  void countCollective(const Buffer &buffer, unsigned start, unsigned end) {
    if (buffer.collective.empty())
      return;
    bool atPeak = order.size() != 0 && start <= profile.peakPoint &&
                  profile.peakPoint <= end;
    auto add = [&](CollectiveTotals &totals) {
      ++totals.buffers;
      totals.bytes += buffer.bytes;
      if (atPeak)
        totals.peakBytes += buffer.bytes;
    };
    CollectiveBuffers &collectives = profile.collectiveBuffers;
    add(collectives.total);
    add(collectives.byKind[buffer.collective.str()]);
    if (buffer.collective == "all_gather" &&
        buffer.role.role == Role::Parameter && !buffer.holdsResult)
      add(collectives.gatheredParameters);
  }

  /// FLOPs by phase from the data flow when no op declares a phase.
  void inferPhaseFlops() {
    if (!profile.flopsByPhase.empty())
      return;
    for (Block &block : profile.func.getBody())
      for (Operation &op : block) {
        StringRef phase = profile.roles.getInferredPhase(&op);
        if (phase.empty())
          continue;
        uint64_t &phaseFlops = profile.flopsByPhase[phase.str()];
        phaseFlops = llvm::SaturatingAdd(phaseFlops,
                                         profile.opFlops[order.getPoint(&op)]);
        profile.phasesInferred = true;
      }
  }

  void countFlops() {
    auto calleeFlops = [&](func::FuncOp callee) -> std::optional<uint64_t> {
      auto it = callees.find(callee);
      if (it == callees.end())
        return std::nullopt;
      return it->second->flops;
    };
    // Its own resolver: this runs beside collectValues, which fills `shapes`.
    ShapeResolver flopShapes(profile.func, bindings);
    FlopCounter counter(flopShapes, calleeFlops);
    profile.opFlops.assign(order.size(), 0);
    // Count top-level ops; the counter descends into regions itself.
    for (Block &block : profile.func.getBody())
      for (Operation &op : block) {
        uint64_t flops = counter.count(&op);
        profile.opFlops[order.getPoint(&op)] = flops;
        if (auto phase = dyn_cast_or_null<StringAttr>(
                op.getDiscardableAttr(kPhaseAttrName))) {
          uint64_t &phaseFlops = profile.flopsByPhase[phase.str()];
          phaseFlops = llvm::SaturatingAdd(phaseFlops, flops);
        }
        bool overflowed = false;
        profile.flops = llvm::SaturatingAdd(profile.flops, flops, &overflowed);
        profile.flopsSaturated |= overflowed;
      }
    profile.flopsSaturated |= counter.hasSaturated();
    profile.uncostedOps = counter.getUncosted();
  }

  struct ValueInfo {
    Value value;
    uint64_t bytes;
    unsigned def;
    unsigned end;
    bool isFuncArg;
    bool isConstant;
    /// A later block's argument nothing reads: the lowering frees it on
    /// entry, so it does not keep a buffer that its branch operand shares
    /// live into the block.
    bool deadOnEntry;
  };

  FunctionMemoryProfile &profile;
  BufferAliasing &aliasing;
  ProgramOrder &order;
  ShapeResolver shapes;
  const DimBindings &bindings;
  ArrayRef<RoleOverride> roleOverrides;
  const DenseMap<Operation *, FunctionMemoryProfile *> &callees;
  DenseMap<Operation *, CalleeBuffers> &calleeBuffers;
  /// The module's: each call's callee by hash, not by a scan of the module.
  const SymbolTable &symbols;
  /// The function's calls, found by checkAnalysable.
  ArrayRef<func::CallOp> calls;
  std::vector<ValueInfo> values;
  DenseMap<Value, unsigned> valueIndex;
  DenseSet<Value> returned;
  /// By the point of their call.
  DenseMap<unsigned, CallOperandCopies> operandCopies;
};

} // namespace

MemoryAnalysis::MemoryAnalysis(Operation *op) { run(op, {}); }

MemoryAnalysis::MemoryAnalysis(Operation *op,
                               const MemoryAnalysisOptions &options) {
  run(op, options);
}

void MemoryAnalysis::run(Operation *op, const MemoryAnalysisOptions &options) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module) {
    op->emitError("the memory analysis runs on a builtin.module");
    ok = false;
    return;
  }
  // The memopt attributes are verified again: a pass plugin's input was
  // parsed and verified before the memopt dialect was loaded.
  SymbolTable symbols(module);
  DenseMap<Operation *, SmallVector<func::CallOp>> callsOf;
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal() &&
        (failed(checkAnalysable(func, symbols, callsOf[func])) ||
         failed(verifyMemOptAttributes(func))))
      ok = false;
  if (!ok)
    return;
  FailureOr<std::vector<func::FuncOp>> order =
      orderCalleesFirst(module, symbols, callsOf);
  if (failed(order)) {
    ok = false;
    return;
  }
  BufferAliasing aliasing(module, options.inPlaceDecider);
  DenseMap<Operation *, CalleeBuffers> calleeBuffers;
  for (func::FuncOp func : *order) {
    auto profile = std::make_unique<FunctionMemoryProfile>();
    profile->func = func;
    if (failed(ProfileBuilder(*profile, aliasing, options, byFunc,
                              calleeBuffers, symbols,
                              callsOf.find(func)->second)
                   .build())) {
      ok = false;
      continue;
    }
    byFunc[func] = profile.get();
    functions.push_back(std::move(profile));
  }
  // Report in module order, not call order.
  DenseMap<Operation *, unsigned> position;
  for (auto [i, func] : llvm::enumerate(module.getOps<func::FuncOp>()))
    position[func] = i;
  llvm::stable_sort(functions, [&](const auto &a, const auto &b) {
    return position[a->func] < position[b->func];
  });
}

const FunctionMemoryProfile *MemoryAnalysis::lookup(func::FuncOp func) const {
  return byFunc.lookup(func);
}

} // namespace memopt
