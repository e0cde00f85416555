//===- Roles.cpp - declared and inferred roles of a training step ---------===//
//
// The inference rules are documented in Roles.h and docs/roles.md. All walks
// are linear in the size of the function, or bounded per parameter, so the
// analysis stays cheap on 100k-op graphs.
//
//===----------------------------------------------------------------------===//

#include "RoleInference.h"

#include "memopt/Analysis/ReshapeSource.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <deque>
#include <queue>

using namespace mlir;

namespace memopt {

namespace {
bool isFloatScalarLike(Type type) {
  if (isa<FloatType>(type))
    return true;
  auto tensorType = dyn_cast<RankedTensorType>(type);
  return tensorType && tensorType.hasStaticShape() &&
         tensorType.getNumElements() == 1 &&
         isa<FloatType>(tensorType.getElementType());
}

/// Whether `op` hands on its operand's elements in another distribution or
/// static type: a rank's slice, the gathered blocks, a `tensor.cast`. A
/// value of the gradient read through one is still that gradient (zero1 on
/// a 2-D grid updates a row-parallel weight whole from the all-gathered
/// slices of its momentum, which read the sliced all-reduced gradient).
bool redistributes(Operation *op) {
  return isa<shard::AllSliceOp, shard::AllGatherOp, tensor::CastOp>(op);
}

/// Whether `op` sums over loops (a matmul, a reduction): its result is
/// computed from its operands, not made of their elements.
bool reducesLoops(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() > 0;
}
} // namespace

LogicalResult RoleInference::run() {
  if (failed(readDeclaredRoles()))
    return failure();
  markConstants();
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
    markCollectiveResults();
  }
  assignResultRoles();
  if (result.loss)
    inferPhases();
  return success();
}

/// Phases of the top-level ops from the data flow: the ops the loss
/// depends on are the forward; the ops that read a gradient or an
/// optimizer state, directly or not, are the optimizer; the other ops
/// derived from the forward are the backward.
void RoleInference::inferPhases() {
  DenseSet<Value> optimizerInputs;
  for (auto &[value, info] : result.roles)
    if (info.role == Role::Gradient || info.role == Role::OptimizerState)
      optimizerInputs.insert(value);
  DenseSet<Operation *> optimizerOps;
  for (Block &block : body)
    for (Operation &op : block) {
      if (forwardOps.count(&op) || op.hasTrait<OpTrait::IsTerminator>())
        continue;
      bool readsOptimizer = false;
      forEachInput(&op, [&](Value input) {
        Operation *def = topLevelDef(input);
        readsOptimizer |=
            optimizerInputs.count(input) || (def && optimizerOps.count(def));
      });
      if (readsOptimizer)
        optimizerOps.insert(&op);
    }
  for (Block &block : body)
    for (Operation &op : block) {
      if (op.hasTrait<OpTrait::IsTerminator>())
        continue;
      if (forwardOps.count(&op))
        result.inferredPhases[&op] = "forward";
      else if (optimizerOps.count(&op))
        result.inferredPhases[&op] = "optimizer";
      else if (forwardDerivedOps.count(&op))
        result.inferredPhases[&op] = "backward";
    }
}

void RoleInference::infer(Value value, Role role) {
  result.roles.try_emplace(value, RoleInfo{role, false});
}

/// The op of the function body that contains `op` (possibly `op`).
Operation *RoleInference::topLevel(Operation *op) const {
  return body.findAncestorOpInRegion(*op);
}

/// The top-level op defining `value`, or null for block arguments.
Operation *RoleInference::topLevelDef(Value value) const {
  Operation *def = value.getDefiningOp();
  return def ? topLevel(def) : nullptr;
}

bool RoleInference::isFuncArg(Value value) const {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner() == &body.front();
}

bool RoleInference::inForward(Value value) const {
  if (isFuncArg(value))
    return forwardArgs.count(cast<BlockArgument>(value).getArgNumber());
  Operation *def = topLevelDef(value);
  return def && forwardOps.count(def);
}

/// Inference reads the results at the function's single return.
void RoleInference::findReturn() {
  for (Block &block : body) {
    auto ret = dyn_cast_or_null<func::ReturnOp>(block.empty() ? nullptr
                                                              : &block.back());
    if (!ret)
      continue;
    if (returnOp) {
      returnOp = nullptr;
      return;
    }
    returnOp = ret;
  }
}

void RoleInference::findLoss() {
  if (!returnOp)
    return;
  for (auto [i, value] : llvm::enumerate(returnOp.getOperands())) {
    auto declared = declaredResults.find(i);
    if (declared != declaredResults.end() && declared->second == Role::Loss) {
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
void RoleInference::markForward() {
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
void RoleInference::classifyOps() {
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

bool RoleInference::isForwardDerived(Value value) const {
  Operation *def = topLevelDef(value);
  return def && forwardDerivedOps.count(def);
}

/// The argument `value` updates: the argument at the end of its chain of
/// destinations, else the nearest argument of its type it is computed from.
/// With `strict`, only through values of its shape defined outside the
/// forward: an optimizer's update reads its parameter elementwise, while a
/// gradient reaches the arguments only through the forward or through the
/// backward's matmuls and reductions. A shard slice or gather or a
/// `tensor.cast` hands on the same elements in another shape, so the walk
/// takes its operand's shape past it (zero3's update of a parameter block
/// reads the block of its all-gathered, decayed whole).
std::optional<unsigned> RoleInference::findUpdatedArgument(Value value,
                                                           bool strict) {
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
  auto follow = [&](Value input, Type pathType) {
    if (!strict)
      return true;
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto expected = dyn_cast<RankedTensorType>(pathType);
    if (!inputType || !expected || inputType.getShape() != expected.getShape())
      return false;
    Operation *def = topLevelDef(input);
    return !def || !forwardOps.count(def);
  };
  // Breadth first with a node budget: an update reads its argument within
  // a few ops, while the whole backward lies behind it. Each value carries
  // the type of the path that reached it (its own, past a redistribution).
  // The strict walk prefers an argument the loss depends on: a parameter's
  // update may reach its states too (zero3's parameter block lies beyond
  // the gathered whole, further than its momentum's block), while a state's
  // update reaches none through the elementwise ops it follows (it stops at
  // a matmul or reduction: a square gradient's matmul reads the input).
  constexpr unsigned kBudget = 512;
  std::deque<Value> queue{value};
  DenseSet<Value> seen{value};
  std::optional<unsigned> nearestState;
  while (!queue.empty() && seen.size() < kBudget) {
    Value current = queue.front();
    queue.pop_front();
    if (isFuncArg(current)) {
      unsigned number = cast<BlockArgument>(current).getArgNumber();
      if (current.getType() != type)
        continue;
      if (!strict || forwardArgs.count(number))
        return number;
      if (!nearestState)
        nearestState = number;
      continue;
    }
    Operation *def = topLevelDef(current);
    if (!def || (strict && reducesLoops(def)))
      continue;
    bool passesOn = redistributes(def);
    forEachInput(def, [&](Value input) {
      Type pathType = passesOn ? input.getType() : current.getType();
      if (follow(input, pathType) && seen.insert(input).second)
        queue.push_back(input);
    });
  }
  return nearestState;
}

/// Whether result `i` may be an update: undeclared, or declared with the
/// role of an updated argument.
bool RoleInference::mayBeUpdate(unsigned i) const {
  auto declared = declaredResults.find(i);
  return declared == declaredResults.end() ||
         declared->second == Role::Parameter ||
         declared->second == Role::OptimizerState;
}

void RoleInference::pairUpdates() {
  if (!returnOp)
    return;
  SmallVector<unsigned> candidates;
  for (auto [i, value] : llvm::enumerate(returnOp.getOperands()))
    if (value != result.loss && isa<RankedTensorType>(value.getType()) &&
        mayBeUpdate(i))
      candidates.push_back(i);
  // Elementwise updates first; they tell whether there is an optimizer.
  for (unsigned i : candidates) {
    std::optional<unsigned> arg =
        findUpdatedArgument(returnOp.getOperand(i), /*strict=*/true);
    if (arg && !updateOf.count(*arg))
      updateOf[*arg] = {i, returnOp.getOperand(i)};
  }
  if (!updateOf.empty()) {
    // Updates that read their argument through other shapes (quantized or
    // factored optimizer states) or types (master weights).
    DenseSet<unsigned> paired;
    for (auto &entry : updateOf)
      paired.insert(entry.second.first);
    for (unsigned i : candidates) {
      if (paired.count(i))
        continue;
      std::optional<unsigned> arg =
          findUpdatedArgument(returnOp.getOperand(i), /*strict=*/false);
      if (arg && !updateOf.count(*arg))
        updateOf[*arg] = {i, returnOp.getOperand(i)};
    }
    return;
  }
  pairReturnedGradients();
}

/// Without an optimizer (a forward + backward graph), the results derived
/// from the forward that have the type of an argument the loss depends on
/// are that argument's gradient (declared gradients always are). Each is
/// paired with the first unpaired such argument of its type, in argument
/// order, as autograd returns them.
void RoleInference::pairReturnedGradients() {
  DenseSet<unsigned> taken;
  for (auto [i, value] : llvm::enumerate(returnOp.getOperands())) {
    if (value == result.loss || !isa<RankedTensorType>(value.getType()))
      continue;
    auto declared = declaredResults.find(i);
    bool declaredGradient =
        declared != declaredResults.end() && declared->second == Role::Gradient;
    if (declared != declaredResults.end() && !declaredGradient)
      continue;
    if (!declaredGradient && !isForwardDerived(value))
      continue;
    for (BlockArgument arg : func.getArguments()) {
      unsigned number = arg.getArgNumber();
      if (arg.getType() != value.getType() || !forwardArgs.count(number) ||
          taken.count(number))
        continue;
      taken.insert(number);
      gradientResultOf[number] = value;
      break;
    }
  }
}

void RoleInference::assignArgumentRoles() {
  for (BlockArgument arg : func.getArguments()) {
    if (result.loss && gradientResultOf.count(arg.getArgNumber()))
      infer(arg, Role::Parameter);
    else if (result.loss && updateOf.count(arg.getArgNumber()))
      infer(arg, forwardArgs.count(arg.getArgNumber()) ? Role::Parameter
                                                       : Role::OptimizerState);
    else
      infer(arg, Role::Input);
    if (result.lookup(arg).role == Role::Parameter)
      result.parameters.push_back(arg);
  }
}

/// Whether `op` maps its input's elements in place: an elementwise op
/// whose inputs of the result's rank are read at the result's index and
/// have its element type (scaling, a sign). A transpose, a reshape or a
/// cast makes another value of the gradient, and the update reads that one:
/// the f32 `extf` of a 16-bit gradient, the transpose of a matmul's result.
bool RoleInference::scalesGradient(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumLoops() != linalgOp.getNumParallelLoops() ||
      linalgOp.getNumDpsInits() != 1)
    return false;
  OpOperand *init = linalgOp.getDpsInitOperand(0);
  auto resultType = dyn_cast<ShapedType>(init->get().getType());
  if (!resultType || !linalgOp.getMatchingIndexingMap(init).isIdentity())
    return false;
  return llvm::all_of(linalgOp.getDpsInputOperands(), [&](OpOperand *input) {
    AffineMap map = linalgOp.getMatchingIndexingMap(input);
    auto type = dyn_cast<ShapedType>(input->get().getType());
    if (!type || map.getNumResults() < resultType.getRank())
      return map.isProjectedPermutation();
    return map.isIdentity() &&
           type.getElementType() == resultType.getElementType();
  });
}

/// Walks back from the update of `param` through the values all of its
/// dependence on the forward flows through; the last one with the
/// parameter's shape is the gradient.
Value RoleInference::findGradient(BlockArgument param, Value update) {
  auto paramType = cast<ShapedType>(param.getType());
  // A sharded update (zero1) is the all-gather of the rank's updated slice:
  // the walk starts at the slice, and the gradient it reads has the slice's
  // shape or, before the gradient's all-slice, the parameter's. An update
  // made whole from gathered slices of what it reads (a row-parallel weight
  // on a 2-D grid, updated from the gathered momentum) reads a gradient of
  // the gathered slices' shape too: each gather the walk passes adds it.
  SmallVector<Type> sliceTypes;
  if (Value updatedSlice = gatheredSlice(update)) {
    update = updatedSlice;
    sliceTypes.push_back(updatedSlice.getType());
  }
  // The op computing the update, through reshapes of it (8-bit Adam's
  // unflattening): its other results of the parameter's shape are the
  // update's siblings (new moments), not the gradient.
  Operation *updateOp = topLevelDef(reshapeSource(update));
  auto hasParamShape = [&](Value value) {
    auto type = dyn_cast<ShapedType>(value.getType());
    if (!type || !type.hasRank())
      return false;
    return type.getShape() == paramType.getShape() ||
           llvm::is_contained(sliceTypes, value.getType());
  };
  // Frontier ordered latest-defined first, so that when it shrinks to one
  // value every path from the update passes through that value.
  auto later = [&](Value a, Value b) {
    return order.lookup(topLevelDef(a)) < order.lookup(topLevelDef(b));
  };
  std::priority_queue<Value, std::vector<Value>, decltype(later)> frontier(
      later);
  DenseSet<Value> queued;
  // Once a candidate is found, the walk may take a deeper one only across
  // ops that scale it in place (the optimizer's arithmetic): a matmul, a
  // reduction or a scatter-add loop that returns the parameter's shape
  // computes the gradient from something else of that shape, and a
  // transpose, reshape or cast is the gradient the update reads, made from
  // another layout or precision of it. Ops that only redistribute it (shard
  // slices and gathers, a tensor.cast) pass the walk on, as scaling does.
  bool descend = true;
  Value gradient;
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
  unsigned expansions = 0;
  if (!expand(update))
    return gradient;
  while (!frontier.empty() && ++expansions < kBudget) {
    Value next = frontier.top();
    frontier.pop();
    // Only a value every path passes through (the frontier is just it) can
    // stop the descent: an op off that path (Adafactor's outer product of
    // its factors, the norm that clips its update) builds a scale, not
    // another value of the gradient.
    if (frontier.empty() && topLevelDef(next) != updateOp) {
      if (hasParamShape(next) && descend)
        gradient = next;
      Operation *def = topLevelDef(next);
      if (auto gather = dyn_cast_or_null<shard::AllGatherOp>(def))
        sliceTypes.push_back(gather.getInput().getType());
      if (gradient && def && !scalesGradient(def) && !redistributes(def))
        descend = false;
    }
    if (!expand(next))
      break;
  }
  return gradient;
}

void RoleInference::findGradients() {
  unsigned index = 0;
  for (Block &block : body)
    for (Operation &op : block)
      order[&op] = index++;
  for (BlockArgument param : result.parameters) {
    if (Value returned = gradientResultOf.lookup(param.getArgNumber())) {
      infer(returned, Role::Gradient);
      result.parametersOfGradient[returned].push_back(param);
      continue;
    }
    auto update = updateOf.find(param.getArgNumber());
    if (update == updateOf.end() || !isa<RankedTensorType>(param.getType()))
      continue;
    // Parameters whose updates read one value share it as their gradient.
    if (Value gradient = findGradient(param, update->second.second)) {
      infer(gradient, Role::Gradient);
      result.parametersOfGradient[gradient].push_back(param);
    }
  }
}

/// The rank's updated slice that `update` all-gathers (through casts), or
/// null when `update` is no all-gather.
Value RoleInference::gatheredSlice(Value update) {
  while (auto cast = update.getDefiningOp<tensor::CastOp>())
    update = cast.getSource();
  auto gather = update.getDefiningOp<shard::AllGatherOp>();
  return gather ? gather.getInput() : Value();
}

/// A collective's result carries the model state its operand is: the rank's
/// slice of a parameter or of the all-reduced gradient, a gathered gradient.
/// (The all-reduce of a partial gradient is found as the gradient itself,
/// and the all-gather of an updated slice is returned as the update.)
void RoleInference::markCollectiveResults() {
  body.walk([&](Operation *op) {
    Value input, output;
    if (auto slice = dyn_cast<shard::AllSliceOp>(op))
      input = slice.getInput(), output = slice.getResult();
    else if (auto gather = dyn_cast<shard::AllGatherOp>(op))
      input = gather.getInput(), output = gather.getResult();
    else if (auto reduce = dyn_cast<shard::AllReduceOp>(op))
      input = reduce.getInput(), output = reduce.getResult();
    else
      return;
    auto carried = result.roles.find(input);
    if (carried == result.roles.end())
      return;
    Role role = carried->second.role;
    if (role == Role::Parameter || role == Role::OptimizerState ||
        role == Role::Gradient)
      infer(output, role);
  });
}

/// Tensor constants are static data, whatever reads them (a constant the
/// step returns stays a constant).
void RoleInference::markConstants() {
  for (arith::ConstantOp op : constants)
    if (isStaticConstant(op.getResult()))
      infer(op.getResult(), Role::Constant);
}

/// Activations: argument-derived forward values the backward reads.
void RoleInference::markActivations() {
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

void RoleInference::assignResultRoles() {
  if (result.loss)
    infer(result.loss, Role::Loss);
  if (!returnOp)
    return;
  for (auto [argNumber, update] : updateOf)
    infer(update.second, result.lookup(func.getArgument(argNumber)).role);
  for (Value value : returnOp.getOperands())
    infer(value, Role::Output);
}

FailureOr<RoleAssignment>
RoleAssignment::compute(func::FuncOp func, ArrayRef<RoleOverride> overrides) {
  RoleAssignment result;
  if (func.isExternal())
    return result;
  if (failed(RoleInference(func, result, overrides).run()))
    return failure();
  return result;
}

} // namespace memopt
