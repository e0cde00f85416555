//===- Roles.cpp - declared and inferred roles of a training step ---------===//
//
// The inference rules are documented in Roles.h and docs/roles.md. All walks
// are linear in the size of the function, or bounded per parameter, so the
// analysis stays cheap on 100k-op graphs.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/Roles.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <deque>
#include <queue>

using namespace mlir;

namespace memopt {

std::array<Role, kNumRoles> allRoles() {
  return {Role::Parameter, Role::OptimizerState, Role::Input,
          Role::Gradient,  Role::Activation,     Role::Loss,
          Role::Output,    Role::Temporary};
}

StringRef stringifyRole(Role role) {
  switch (role) {
  case Role::Parameter:
    return "parameter";
  case Role::OptimizerState:
    return "optimizer_state";
  case Role::Input:
    return "input";
  case Role::Gradient:
    return "gradient";
  case Role::Activation:
    return "activation";
  case Role::Loss:
    return "loss";
  case Role::Output:
    return "output";
  case Role::Temporary:
    return "temporary";
  }
  llvm_unreachable("unknown role");
}

std::optional<Role> parseRole(StringRef spelling) {
  for (Role role : allRoles())
    if (stringifyRole(role) == spelling)
      return role;
  return std::nullopt;
}

unsigned getRolePriority(Role role) {
  // Lower is stronger. A parameter updated in place stays a parameter; an
  // input viewed through a reshape stays an input.
  switch (role) {
  case Role::Parameter:
    return 0;
  case Role::OptimizerState:
    return 1;
  case Role::Input:
    return 2;
  case Role::Gradient:
    return 3;
  case Role::Loss:
    return 4;
  case Role::Activation:
    return 5;
  case Role::Output:
    return 6;
  case Role::Temporary:
    return 7;
  }
  llvm_unreachable("unknown role");
}

namespace {
/// Parses `attr` as a role, emitting an error at `loc` naming `what` when it
/// is not one.
FailureOr<Role> parseRoleAttr(Attribute attr, Location loc, const Twine &what) {
  auto spelling = dyn_cast<StringAttr>(attr);
  std::optional<Role> role =
      spelling ? parseRole(spelling.getValue()) : std::nullopt;
  if (role)
    return *role;
  std::string expected;
  llvm::raw_string_ostream os(expected);
  llvm::interleaveComma(allRoles(), os,
                        [&](Role r) { os << stringifyRole(r); });
  return emitError(loc) << "invalid " << kRoleAttrName << " " << attr << " on "
                        << what << ": expected a string, one of " << expected;
}

bool isFloatScalarLike(Type type) {
  if (isa<FloatType>(type))
    return true;
  auto tensorType = dyn_cast<RankedTensorType>(type);
  return tensorType && tensorType.hasStaticShape() &&
         tensorType.getNumElements() == 1 &&
         isa<FloatType>(tensorType.getElementType());
}
} // namespace

/// Carries the state of one inference; see Roles.h for the rules.
class RoleInference {
public:
  RoleInference(func::FuncOp func, RoleAssignment &result)
      : func(func), body(func.getBody()), result(result) {}

  LogicalResult run() {
    if (failed(readDeclaredRoles()))
      return failure();
    findReturn();
    findLoss();
    if (result.loss) {
      markForward();
      classifyOps();
      pairUpdates();
    }
    assignArgumentRoles();
    if (result.loss) {
      findGradients();
      markActivations();
    }
    assignResultRoles();
    return success();
  }

private:
  void declare(Value value, Role role) { result.roles[value] = {role, true}; }
  void infer(Value value, Role role) {
    result.roles.try_emplace(value, RoleInfo{role, false});
  }
  bool hasRole(Value value) const { return result.roles.count(value); }

  /// The op of the function body that contains `op` (possibly `op`).
  Operation *topLevel(Operation *op) const {
    return body.findAncestorOpInRegion(*op);
  }
  /// The top-level op defining `value`, or null for block arguments.
  Operation *topLevelDef(Value value) const {
    Operation *def = value.getDefiningOp();
    return def ? topLevel(def) : nullptr;
  }
  bool isFuncArg(Value value) const {
    auto arg = dyn_cast<BlockArgument>(value);
    return arg && arg.getOwner() == &body.front();
  }
  bool inForward(Value value) const {
    if (isFuncArg(value))
      return forwardArgs.count(cast<BlockArgument>(value).getArgNumber());
    Operation *def = topLevelDef(value);
    return def && forwardOps.count(def);
  }

  /// Calls `fn` on every value `op` reads: its operands and the values its
  /// regions use from above.
  template <typename Fn> void forEachInput(Operation *op, Fn fn) const {
    for (Value operand : op->getOperands())
      fn(operand);
    if (op->getNumRegions() == 0)
      return;
    op->walk([&](Operation *nested) {
      if (nested == op)
        return;
      for (Value operand : nested->getOperands()) {
        Region *defRegion = operand.getParentRegion();
        if (!op->isProperAncestor(defRegion->getParentOp()) &&
            defRegion->getParentOp() != op)
          fn(operand);
      }
    });
  }

public:
  /// Reads every `memopt.role`; emits a located error at the first
  /// malformed one. verifyRoleAttributes runs only this.
  LogicalResult readDeclaredRoles() {
    for (BlockArgument arg : func.getArguments()) {
      Attribute attr = func.getArgAttr(arg.getArgNumber(), kRoleAttrName);
      if (!attr)
        continue;
      FailureOr<Role> role = parseRoleAttr(
          attr, arg.getLoc(), "argument #" + Twine(arg.getArgNumber()));
      if (failed(role))
        return failure();
      declare(arg, *role);
    }
    for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
      Attribute attr = func.getResultAttr(i, kRoleAttrName);
      if (!attr)
        continue;
      FailureOr<Role> role =
          parseRoleAttr(attr, func.getLoc(), "result #" + Twine(i));
      if (failed(role))
        return failure();
      declaredResults.try_emplace(i, *role);
      for (Block &block : body)
        if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
          declare(ret.getOperand(i), *role);
    }
    WalkResult walk = func.walk([&](Operation *op) {
      Attribute attr = op->getAttr(kRoleAttrName);
      if (!attr)
        return WalkResult::advance();
      FailureOr<Role> role = parseRoleAttr(
          attr, op->getLoc(), "'" + op->getName().getStringRef() + "'");
      if (failed(role))
        return WalkResult::interrupt();
      for (Value value : op->getResults())
        declare(value, *role);
      return WalkResult::advance();
    });
    return failure(walk.wasInterrupted());
  }

private:
  /// Inference reads the results at the function's single return.
  void findReturn() {
    for (Block &block : body) {
      auto ret = dyn_cast_or_null<func::ReturnOp>(
          block.empty() ? nullptr : &block.back());
      if (!ret)
        continue;
      if (returnOp) {
        returnOp = nullptr;
        return;
      }
      returnOp = ret;
    }
  }

  void findLoss() {
    if (!returnOp)
      return;
    for (auto [i, value] : llvm::enumerate(returnOp.getOperands())) {
      auto declared = declaredResults.find(i);
      if (declared != declaredResults.end() &&
          declared->second == Role::Loss) {
        result.loss = value;
        return;
      }
    }
    for (auto [i, value] : llvm::enumerate(returnOp.getOperands()))
      if (!declaredResults.count(i) && isFloatScalarLike(value.getType())) {
        result.loss = value;
        return;
      }
  }

  /// Forward = the top-level ops the loss depends on.
  void markForward() {
    SmallVector<Value> worklist{result.loss};
    DenseSet<Value> seen;
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      if (!seen.insert(value).second)
        continue;
      if (isFuncArg(value)) {
        forwardArgs.insert(cast<BlockArgument>(value).getArgNumber());
        continue;
      }
      Operation *def = topLevelDef(value);
      if (!def || !forwardOps.insert(def).second)
        continue;
      forEachInput(def, [&](Value input) { worklist.push_back(input); });
    }
  }

  /// One pass in program order: whether each top-level op derives from a
  /// function argument, and whether it derives from the forward (reads an
  /// argument-derived forward value, directly or not).
  void classifyOps() {
    for (Block &block : body)
      for (Operation &op : block) {
        bool fromArgs = false, fromForward = false;
        forEachInput(&op, [&](Value input) {
          if (isFuncArg(input)) {
            fromArgs = true;
            return;
          }
          Operation *def = topLevelDef(input);
          if (!def)
            return;
          fromArgs |= argDerivedOps.count(def);
          fromForward |= forwardDerivedOps.count(def);
        });
        if (fromArgs)
          argDerivedOps.insert(&op);
        if (fromForward || (fromArgs && forwardOps.count(&op)))
          forwardDerivedOps.insert(&op);
      }
  }
  bool isForwardDerived(Value value) const {
    Operation *def = topLevelDef(value);
    return def && forwardDerivedOps.count(def);
  }

  /// The argument `value` updates: the argument at the end of its chain of
  /// destinations, else the nearest argument of its type.
  std::optional<unsigned> findUpdatedArgument(Value value) {
    Type type = value.getType();
    Value dest = value;
    for (int step = 0; step < 64; ++step) {
      if (isFuncArg(dest))
        return dest.getType() == type
                   ? std::optional(cast<BlockArgument>(dest).getArgNumber())
                   : std::nullopt;
      auto dps = dest.getDefiningOp<DestinationStyleOpInterface>();
      if (!dps)
        break;
      dest = dps.getTiedOpOperand(cast<OpResult>(dest))->get();
    }
    // Breadth first with a node budget: an update reads its argument within
    // a few ops, while the whole backward lies behind it.
    constexpr unsigned kBudget = 512;
    std::deque<Value> queue{value};
    DenseSet<Value> seen{value};
    while (!queue.empty() && seen.size() < kBudget) {
      Value current = queue.front();
      queue.pop_front();
      if (isFuncArg(current)) {
        if (current.getType() == type)
          return cast<BlockArgument>(current).getArgNumber();
        continue;
      }
      Operation *def = topLevelDef(current);
      if (!def)
        continue;
      forEachInput(def, [&](Value input) {
        if (seen.insert(input).second)
          queue.push_back(input);
      });
    }
    return std::nullopt;
  }

  void pairUpdates() {
    if (!returnOp)
      return;
    for (auto [i, value] : llvm::enumerate(returnOp.getOperands())) {
      if (value == result.loss || !isa<RankedTensorType>(value.getType()))
        continue;
      std::optional<unsigned> arg = findUpdatedArgument(value);
      if (arg && !updateOf.count(*arg))
        updateOf[*arg] = {static_cast<unsigned>(i), value};
    }
  }

  void assignArgumentRoles() {
    for (BlockArgument arg : func.getArguments()) {
      if (result.loss && updateOf.count(arg.getArgNumber()))
        infer(arg, forwardArgs.count(arg.getArgNumber())
                       ? Role::Parameter
                       : Role::OptimizerState);
      else
        infer(arg, Role::Input);
      if (result.lookup(arg).role == Role::Parameter)
        result.parameters.push_back(arg);
    }
  }

  /// Walks back from the update of `param` through the values all of its
  /// dependence on the forward flows through; the last one with the
  /// parameter's shape is the gradient.
  Value findGradient(BlockArgument param, Value update) {
    auto paramType = cast<ShapedType>(param.getType());
    auto hasParamShape = [&](Value value) {
      auto type = dyn_cast<ShapedType>(value.getType());
      return type && type.hasRank() && type.getShape() == paramType.getShape();
    };
    // Frontier ordered latest-defined first, so that when it shrinks to one
    // value every path from the update passes through that value.
    auto later = [&](Value a, Value b) {
      return order.lookup(topLevelDef(a)) < order.lookup(topLevelDef(b));
    };
    std::priority_queue<Value, std::vector<Value>, decltype(later)> frontier(
        later);
    DenseSet<Value> queued;
    auto expand = [&](Value value) {
      Operation *def = topLevelDef(value);
      if (!def)
        return false;
      bool reachedForward = false;
      forEachInput(def, [&](Value input) {
        if (isFuncArg(input) || !isForwardDerived(input))
          return;
        if (inForward(input))
          reachedForward = true;
        else if (queued.insert(input).second)
          frontier.push(input);
      });
      return !reachedForward;
    };
    constexpr unsigned kBudget = 4096;
    Value gradient;
    unsigned expansions = 0;
    if (!expand(update))
      return gradient;
    while (!frontier.empty() && ++expansions < kBudget) {
      Value next = frontier.top();
      frontier.pop();
      if (frontier.empty() && hasParamShape(next))
        gradient = next;
      if (!expand(next))
        break;
    }
    return gradient;
  }

  void findGradients() {
    unsigned index = 0;
    for (Block &block : body)
      for (Operation &op : block)
        order[&op] = index++;
    for (BlockArgument param : result.parameters) {
      auto update = updateOf.find(param.getArgNumber());
      if (update == updateOf.end() ||
          !isa<RankedTensorType>(param.getType()))
        continue;
      if (Value gradient = findGradient(param, update->second.second))
        infer(gradient, Role::Gradient);
    }
  }

  /// Activations: argument-derived forward values the backward reads.
  void markActivations() {
    for (Operation *op : forwardOps) {
      if (!argDerivedOps.count(op))
        continue;
      for (Value value : op->getResults()) {
        if (value == result.loss || !isa<RankedTensorType>(value.getType()))
          continue;
        bool readOutsideForward = llvm::any_of(value.getUsers(), [&](auto *u) {
          return !forwardOps.count(topLevel(u)) && !isa<func::ReturnOp>(u);
        });
        if (readOutsideForward)
          infer(value, Role::Activation);
      }
    }
  }

  void assignResultRoles() {
    if (result.loss)
      infer(result.loss, Role::Loss);
    if (!returnOp)
      return;
    for (auto [argNumber, update] : updateOf)
      infer(update.second, result.lookup(func.getArgument(argNumber)).role);
    for (Value value : returnOp.getOperands())
      infer(value, Role::Output);
  }

  func::FuncOp func;
  Region &body;
  RoleAssignment &result;
  func::ReturnOp returnOp;
  DenseMap<unsigned, Role> declaredResults;
  DenseSet<Operation *> forwardOps, argDerivedOps, forwardDerivedOps;
  DenseSet<unsigned> forwardArgs;
  /// Argument number -> (result number, returned value) of its update.
  llvm::MapVector<unsigned, std::pair<unsigned, Value>> updateOf;
  DenseMap<Operation *, unsigned> order;
};

LogicalResult verifyRoleAttributes(func::FuncOp func) {
  RoleAssignment scratch;
  return RoleInference(func, scratch).readDeclaredRoles();
}

FailureOr<RoleAssignment> RoleAssignment::compute(func::FuncOp func) {
  RoleAssignment result;
  if (func.isExternal())
    return result;
  if (failed(RoleInference(func, result).run()))
    return failure();
  return result;
}

} // namespace memopt
