//===- RematModel.cpp - what may be recomputed, and at what cost ----------===//

#include "RematModel.h"

#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;

namespace memopt {

namespace {
/// Whether a value defined inside `op`'s regions has a buffer of its own in
/// the analysis (an allocation in a branch of an scf.if, say). A clone of
/// `op` allocates it again, beside the unit's own buffer, and the plan
/// counts only the unit's bytes.
bool allocatesInsideRegions(Operation *op,
                            const FunctionMemoryProfile &profile) {
  auto hasBuffer = [&](Value value) {
    auto it = profile.bufferOf.find(value);
    return it != profile.bufferOf.end() &&
           profile.buffers[it->second].bytes != 0;
  };
  // Every block inside `op`, at any depth: its arguments and its ops' results.
  WalkResult walk = op->walk([&](Block *block) {
    for (BlockArgument arg : block->getArguments())
      if (hasBuffer(arg))
        return WalkResult::interrupt();
    for (Operation &nested : *block)
      for (Value result : nested.getResults())
        if (hasBuffer(result))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Why `op` may not be cloned, or an empty string when it may.
std::string getCloneRefusal(Operation *op) {
  if (isa<CallOpInterface>(op))
    return "produced by a call (" + op->getName().getStringRef().str() + ")";
  if (!isMemoryEffectFree(op))
    return "produced by an op with memory effects (" +
           op->getName().getStringRef().str() + ")";
  return {};
}
} // namespace

FailureOr<RematModel> RematModel::build(const FunctionMemoryProfile &profile) {
  func::FuncOp func = profile.func;
  if (!func.getBody().hasOneBlock())
    return mlir::emitError(func.getLoc(),
                           "memopt-remat: only functions with one block can be "
                           "rematerialized");
  Value loss = profile.roles.getLoss();
  if (!loss || !loss.getDefiningOp())
    return mlir::emitError(
        func.getLoc(),
        "memopt-remat: no loss found, so the forward cannot be told from the "
        "backward (declare it with memopt.role = \"loss\" on a result)");
  RematModel model(profile);
  model.split =
      profile.order->getPoint(model.getTopLevel(loss.getDefiningOp()));
  model.collectUnits();
  model.collectUses();
  model.classify();
  return model;
}

Operation *RematModel::getTopLevel(Operation *op) const {
  Block *entry = &profile->func.getBody().front();
  while (op->getBlock() != entry)
    op = op->getParentOp();
  return op;
}

std::optional<unsigned> RematModel::lookupUnit(Value value) const {
  auto buffer = profile->bufferOf.find(value);
  if (buffer == profile->bufferOf.end())
    return std::nullopt;
  auto unit = unitOfBuffer.find(buffer->second);
  if (unit == unitOfBuffer.end())
    return std::nullopt;
  return unit->second;
}

unsigned RematModel::getLastReadPoint(unsigned reader, unsigned dep) const {
  const RematUnit &u = units[reader];
  auto it = llvm::lower_bound(u.deps, dep);
  assert(it != u.deps.end() && *it == dep && "not a dep of the reader");
  return u.lastReadOfDep[it - u.deps.begin()];
}

std::vector<unsigned> RematModel::getBackwardUses(unsigned unit) const {
  ProgramOrder &order = *profile->order;
  std::vector<unsigned> points;
  for (Operation *op : units[unit].ops)
    for (Value result : op->getResults()) {
      if (lookupUnit(result) != unit)
        continue;
      for (Operation *user : result.getUsers()) {
        unsigned point = order.getPoint(getTopLevel(user));
        if (point > split)
          points.push_back(point);
      }
    }
  llvm::sort(points);
  points.erase(std::unique(points.begin(), points.end()), points.end());
  return points;
}

/// A unit per buffer that a forward op defines and no argument is part of.
/// Constants are static data, like arguments: no recomputation frees them.
void RematModel::collectUnits() {
  const FunctionMemoryProfile &p = *profile;
  ArrayRef<Operation *> ops = p.getOps();
  for (unsigned point = 0; point < split; ++point) {
    Operation *op = ops[point];
    for (Value result : op->getResults()) {
      auto it = p.bufferOf.find(result);
      if (it == p.bufferOf.end() || p.buffers[it->second].holdsArgument ||
          p.buffers[it->second].holdsConstant)
        continue;
      auto [slot, inserted] =
          unitOfBuffer.try_emplace(it->second, units.size());
      if (inserted) {
        const Buffer &buffer = p.buffers[it->second];
        RematUnit unit;
        unit.buffer = it->second;
        unit.bytes = buffer.bytes;
        unit.start = buffer.start;
        unit.end = buffer.end;
        unit.lastForwardUse = buffer.start;
        unit.layer = buffer.layer;
        units.push_back(std::move(unit));
      }
      RematUnit &unit = units[slot->second];
      if (op->getBlock() != &p.func.getBody().front()) {
        unit.refusal = "produced inside a region";
        continue;
      }
      if (unit.ops.empty() || unit.ops.back() != op) {
        unit.ops.push_back(op);
        // An op with results in several units costs once, in its first.
        if (result == op->getResult(0))
          unit.flops += p.opFlops[point];
      }
      unit.lastForwardUse = std::max(unit.lastForwardUse, point);
    }
  }
}

/// Forward and backward uses of every unit, and which units each reads.
void RematModel::collectUses() {
  ProgramOrder &order = *profile->order;
  for (auto [index, unit] : llvm::enumerate(units)) {
    llvm::SetVector<unsigned> deps, readBuffers;
    llvm::DenseMap<unsigned, unsigned> lastRead;
    for (Operation *op : unit.ops) {
      auto addDep = [&](Value value) {
        if (auto buffer = profile->bufferOf.find(value);
            buffer != profile->bufferOf.end() && buffer->second != unit.buffer)
          readBuffers.insert(buffer->second);
        if (std::optional<unsigned> dep = lookupUnit(value))
          if (*dep != index) {
            deps.insert(*dep);
            lastRead[*dep] = order.getPoint(op);
          }
      };
      for (Value operand : op->getOperands())
        addDep(operand);
      SetVector<Value> captured;
      getUsedValuesDefinedAbove(op->getRegions(), captured);
      for (Value value : captured)
        addDep(value);
      for (Value result : op->getResults()) {
        if (lookupUnit(result) != index)
          continue;
        for (OpOperand &use : result.getUses()) {
          Operation *user = use.getOwner();
          unsigned userPoint = order.getPoint(getTopLevel(user));
          if (userPoint <= split) {
            unit.lastForwardUse =
                std::max(unit.lastForwardUse, order.getUsePoint(result, user));
          } else if (!unit.firstBackwardUse ||
                     userPoint < *unit.firstBackwardUse) {
            unit.firstBackwardUse = userPoint;
          }
        }
      }
    }
    unit.readBuffers.assign(readBuffers.begin(), readBuffers.end());
    unit.deps.assign(deps.begin(), deps.end());
    llvm::sort(unit.deps);
    for (unsigned dep : unit.deps) {
      units[dep].consumers.push_back(index);
      unit.lastReadOfDep.push_back(lastRead.lookup(dep));
    }
  }
}

void RematModel::classify() {
  // A buffer that a region's block argument joins (a loop's iteration
  // argument) is produced inside that region too.
  DenseSet<unsigned> joinedByRegionArgument;
  for (auto [value, index] : profile->bufferOf)
    if (auto arg = dyn_cast<BlockArgument>(value))
      if (arg.getOwner()->getParentOp() != profile->func)
        joinedByRegionArgument.insert(index);
  for (RematUnit &unit : units) {
    const Buffer &buffer = profile->buffers[unit.buffer];
    for (Operation *op : unit.ops) {
      if (!unit.refusal.empty())
        break;
      unit.refusal = getCloneRefusal(op);
    }
    if (unit.refusal.empty() && joinedByRegionArgument.count(unit.buffer))
      unit.refusal = "produced inside a region";
    // A loop iterates in place on its init's buffer while nothing reads the
    // init after it; a copy reading the init in the backward would make the
    // analysis give the loop a buffer of its own, which the plan does not
    // count. That init may be a forward unit or a buffer no unit holds: an
    // argument the loop is carried from (random graph seed 5713).
    if (unit.refusal.empty() &&
        llvm::any_of(unit.readBuffers, [&](unsigned buffer) {
          return joinedByRegionArgument.count(buffer);
        }))
      unit.refusal = "reads a buffer that a loop updates in place";
    for (Operation *op : unit.ops) {
      if (!unit.refusal.empty())
        break;
      if (allocatesInsideRegions(op, *profile))
        unit.refusal = "produced by an op whose regions allocate (" +
                       op->getName().getStringRef().str() +
                       "): a recomputation would allocate their buffers "
                       "again, which the plan does not count";
    }
    if (buffer.holdsResult)
      unit.kind = RematUnit::Kind::Pinned;
    else if (!unit.refusal.empty())
      unit.kind = RematUnit::Kind::Pinned;
    else if (unit.firstBackwardUse)
      unit.kind = RematUnit::Kind::Candidate;
    else
      unit.kind = RematUnit::Kind::Intermediate;
  }
}

} // namespace memopt
