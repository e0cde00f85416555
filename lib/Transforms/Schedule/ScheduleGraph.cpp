//===- ScheduleGraph.cpp - what constrains and what costs a block order ---===//

#include "ScheduleGraph.h"

#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace memopt {

namespace {
/// Whether `value` is defined inside `op` (by a nested op or as an argument
/// of one of its blocks).
bool isDefinedInside(Value value, Operation *op) {
  if (Operation *def = value.getDefiningOp())
    return op->isProperAncestor(def);
  Operation *owner = cast<BlockArgument>(value).getOwner()->getParentOp();
  return owner && op->isAncestor(owner);
}

void sortUnique(llvm::SmallVectorImpl<unsigned> &list) {
  llvm::sort(list);
  list.erase(std::unique(list.begin(), list.end()), list.end());
}
} // namespace

void ScheduleGraph::addEdge(unsigned from, unsigned to) {
  assert(from < to && "edges follow the original order");
  preds[to].push_back(from);
}

ScheduleGraph::ScheduleGraph(const FunctionMemoryProfile &profile,
                             Block &block) {
  for (Operation &op : block.without_terminator())
    ops.push_back(&op);
  unsigned n = ops.size();
  llvm::DenseMap<Operation *, unsigned> nodeOf;
  nodeOf.reserve(n);
  for (unsigned i = 0; i < n; ++i)
    nodeOf[ops[i]] = i;
  preds.resize(n);
  succs.resize(n);
  valueUsers.resize(n);
  returned.assign(n, false);
  defined.resize(n);
  touched.resize(n);
  written.resize(n);
  innerBytes.assign(n, 0);

  // The block's program points: its first op through its terminator (which
  // has no regions, so it is the block's last point).
  unsigned firstPoint = 0, lastPoint = 0;
  if (!block.empty()) {
    firstPoint = profile.order->getPoint(&block.front());
    lastPoint =
        profile.order->getSubtreeEnd(profile.order->getPoint(&block.back()));
  }
  unsigned numBuffers = profile.buffers.size();
  bytes.resize(numBuffers);
  freeable.resize(numBuffers);
  inBase.resize(numBuffers);
  touchers.resize(numBuffers);
  for (unsigned b = 0; b < numBuffers; ++b) {
    const Buffer &buffer = profile.buffers[b];
    bytes[b] = buffer.bytes;
    bool startedBefore = buffer.start < firstPoint;
    inBase[b] = buffer.holdsArgument || buffer.holdsConstant || startedBefore;
    freeable[b] = !inBase[b] && !buffer.holdsResult && buffer.end <= lastPoint;
    if (inBase[b] && buffer.end >= firstPoint)
      baseBytes = llvm::SaturatingAdd(baseBytes, buffer.bytes);
  }

  // Buffers written in place, by writer, in original order.
  std::vector<llvm::SmallVector<unsigned, 2>> writers(numBuffers);
  std::vector<unsigned> bufferStamp(numBuffers, ~0u);
  std::optional<unsigned> lastWithEffects;
  for (unsigned i = 0; i < n; ++i) {
    Operation *op = ops[i];
    auto bufferOf = [&](Value value) -> std::optional<unsigned> {
      auto it = profile.bufferOf.find(value);
      if (it == profile.bufferOf.end())
        return std::nullopt;
      return it->second;
    };
    auto touch = [&](Value value) {
      std::optional<unsigned> buffer = bufferOf(value);
      if (!buffer || bufferStamp[*buffer] == i)
        return;
      bufferStamp[*buffer] = i;
      touched[i].push_back(*buffer);
      touchers[*buffer].push_back(i);
    };
    for (Value result : op->getResults()) {
      if (std::optional<unsigned> buffer = bufferOf(result))
        defined[i].push_back(*buffer);
      touch(result);
    }
    sortUnique(defined[i]);
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        if (nested != op && isDefinedInside(operand, op))
          continue;
        touch(operand);
        Operation *def = operand.getDefiningOp();
        if (!def)
          continue;
        Operation *ancestor = block.findAncestorOpInBlock(*def);
        if (!ancestor || ancestor == op)
          continue;
        unsigned from = nodeOf.lookup(ancestor);
        addEdge(from, i);
        valueUsers[from].push_back(i);
      }
      // A destination-style op writes the buffer its result shares with an
      // operand (its init, bufferized in place).
      if (!isa<DestinationStyleOpInterface>(nested))
        return;
      for (Value result : nested->getResults()) {
        std::optional<unsigned> written = bufferOf(result);
        if (!written)
          continue;
        for (Value operand : nested->getOperands())
          if (bufferOf(operand) == written) {
            if (writers[*written].empty() || writers[*written].back() != i)
              writers[*written].push_back(i);
            break;
          }
      }
    });
    if (!isMemoryEffectFree(op)) {
      if (lastWithEffects)
        addEdge(*lastWithEffects, i);
      lastWithEffects = i;
    }
    if (op->getNumRegions() != 0) {
      unsigned point = profile.order->getPoint(op);
      unsigned end = profile.order->getSubtreeEnd(point);
      uint64_t most = 0;
      for (unsigned p = point + 1; p <= end; ++p)
        if (profile.liveBytes[p] > profile.liveBytes[point])
          most =
              std::max(most, profile.liveBytes[p] - profile.liveBytes[point]);
      innerBytes[i] = most;
    }
  }

  for (unsigned b = 0; b < numBuffers; ++b)
    for (unsigned writer : writers[b])
      written[writer].push_back(b);

  // Write after read: whatever touches a buffer runs before its next
  // in-place writer, so that the writer still bufferizes in place.
  for (unsigned b = 0; b < numBuffers; ++b) {
    llvm::ArrayRef<unsigned> written = writers[b];
    size_t next = 0;
    for (unsigned user : touchers[b]) {
      while (next < written.size() && written[next] <= user)
        ++next;
      if (next == written.size())
        break;
      addEdge(user, written[next]);
    }
  }

  // What the terminator yields or passes on outlives the block.
  if (Operation *terminator = block.getTerminator())
    for (Value operand : terminator->getOperands()) {
      auto it = profile.bufferOf.find(operand);
      if (it != profile.bufferOf.end())
        freeable[it->second] = false;
      if (Operation *def = operand.getDefiningOp())
        if (Operation *ancestor = block.findAncestorOpInBlock(*def))
          if (ancestor != terminator)
            returned[nodeOf.lookup(ancestor)] = true;
    }

  for (unsigned i = 0; i < n; ++i) {
    sortUnique(preds[i]);
    sortUnique(valueUsers[i]);
    for (unsigned pred : preds[i])
      succs[pred].push_back(i);
  }
}

uint64_t ScheduleGraph::modelPeak(llvm::ArrayRef<unsigned> order) const {
  std::vector<bool> started(bytes.size(), false);
  std::vector<unsigned> remaining(bytes.size());
  for (unsigned b = 0; b < bytes.size(); ++b)
    remaining[b] = touchers[b].size();
  uint64_t live = baseBytes, peak = baseBytes;
  for (unsigned node : order) {
    for (unsigned b : defined[node])
      if (!started[b]) {
        started[b] = true;
        if (!inBase[b])
          live = llvm::SaturatingAdd(live, bytes[b]);
      }
    peak = std::max(peak, llvm::SaturatingAdd(live, innerBytes[node]));
    for (unsigned b : touched[node])
      if (--remaining[b] == 0 && freeable[b] && started[b])
        live -= std::min(live, bytes[b]); // no wrap after a saturated sum
  }
  return peak;
}

} // namespace memopt
