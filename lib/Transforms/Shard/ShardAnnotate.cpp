//===- ShardAnnotate.cpp - shard ops by role ------------------------------===//

#include "ShardAnnotate.h"
#include "UnevenSplit.h"
#include "memopt/Analysis/ReshapeSource.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>

using namespace mlir;

namespace memopt {
namespace {

/// The dimension a tensor of `role` is split on under `strategy`, if any.
std::optional<unsigned> splitDimension(Role role, ShardStrategy strategy) {
  if (role == Role::Input)
    return 0;
  if (strategy == ShardStrategy::DataParallel)
    return std::nullopt;
  if (role == Role::OptimizerState)
    return 0;
  bool zero3 = strategy == ShardStrategy::Zero3;
  if (role == Role::Gradient && (strategy == ShardStrategy::Zero2 || zero3))
    return 0;
  if (role == Role::Parameter && zero3)
    return 0;
  return std::nullopt;
}

/// "argument #3 (`wte.momentum`, optimizer_state)" for diagnostics.
std::string describe(func::FuncOp func, StringRef kind, unsigned index,
                     DictionaryAttr attrs, Role role) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << kind << " #" << index << " of @" << func.getSymName() << " (";
  if (auto name = attrs ? attrs.getAs<StringAttr>("memopt.name") : nullptr)
    os << "`" << name.getValue() << "`, ";
  os << stringifyRole(role) << ")";
  return text;
}

/// Checks that dimension `dim` of `type` splits evenly across `ranks`;
/// emits the error on `op` otherwise.
LogicalResult checkSplit(Operation *op, const std::string &what,
                         RankedTensorType type, unsigned dim, int64_t ranks) {
  if (type.getRank() <= dim)
    return success();
  int64_t size = type.getDimSize(dim);
  if (ShapedType::isDynamic(size))
    return op->emitError() << "memopt-shard: " << what << " has a dynamic "
                           << "dimension " << dim
                           << ", which it must split across " << ranks
                           << " ranks; bind it first";
  if (size % ranks != 0)
    return op->emitError() << "memopt-shard: " << what << " has dimension "
                           << dim << " of size " << size << ", which " << ranks
                           << " ranks do not divide";
  return success();
}

/// The split dimension of `what`, a tensor of `role` and `type` under
/// `strategy` (none: replicated). An input's batch, dimension 0, is checked;
/// a parameter, gradient or state splits on evenSplitDimension, and one no
/// dimension of which the ranks divide is refused on `op`, or, under
/// uneven=replicate, kept whole and listed in `kept`.
FailureOr<std::optional<unsigned>>
chooseSplit(Operation *op, const std::string &what, RankedTensorType type,
            Role role, ShardStrategy strategy,
            llvm::function_ref<int64_t(unsigned)> ranksOn, UnevenSplit uneven,
            KeptReplicated &kept, bool argument) {
  std::optional<unsigned> dim = splitDimension(role, strategy);
  if (!dim || type.getRank() == 0)
    return std::optional<unsigned>();
  if (role == Role::Input) {
    if (failed(checkSplit(op, what, type, *dim, ranksOn(*dim))))
      return failure();
    return dim;
  }
  if (std::optional<unsigned> even = evenSplitDimension(type, ranksOn))
    return even;
  if (uneven == UnevenSplit::Refuse || !type.hasStaticShape())
    return refuseUnevenSplit(op, what, type, ranksOn(0));
  kept.add(what, type, argument);
  return std::optional<unsigned>();
}

/// Under zero3, gives each top-level op outside the optimizer phase that
/// reads the split parameter `param` its own `shard.shard` (annotate_for_users)
/// of `replicated` (whole, or only tensor-parallel under tp), so that
/// upstream's partitioner all-gathers the parameter once per such op (MLIR 22
/// emits the gather at the argument's annotation; sinkArgumentGathers moves it
/// to the op): the whole parameter is a transient of that op. The update
/// (optimizer phase) reads the split parameter as is. A use inside a region
/// counts for the region's op.
void gatherForUses(shard::ShardOp param, const RoleAssignment &roles,
                   Value replicated) {
  Block *entry = param->getBlock();
  // The uses by each top-level op, in order; a use inside a region (the
  // embedding's tensor.extract in a linalg body) counts for the region's op.
  llvm::MapVector<Operation *, SmallVector<OpOperand *>> usesByOp;
  for (OpOperand &use : param.getResult().getUses()) {
    Operation *op = entry->findAncestorOpInBlock(*use.getOwner());
    if (!op || isa<func::ReturnOp>(op) ||
        roles.getInferredPhase(op) == "optimizer")
      continue;
    usesByOp[op].push_back(&use);
  }
  for (auto &[op, uses] : usesByOp) {
    OpBuilder b(op);
    auto whole = shard::ShardOp::create(b, op->getLoc(), param.getResult(),
                                        replicated, b.getUnitAttr());
    for (OpOperand *use : uses)
      use->set(whole);
  }
}

/// Under zero2 and zero3, annotates the gradient `grad` computed in the step,
/// when a reduction or another op than linalg reads it, whole (`replicated`:
/// the sum the all-reduce of its batch-partial parts makes) and, for every op
/// reading it, split on its rank block (`split`). Without it propagation,
/// forward first, keeps whole what reads the whole gradient first (Adafactor's
/// row and column sums), and the gradient's all-reduce feeds them as well as
/// the slice fuseReduceScatters needs alone. With it, each reader runs on the
/// block: the row sums on their rows, the column sums as partial sums
/// all-reduced (a reduce-scatter after fuseReduceScatters, their state being
/// split too). The gradient itself is annotated whole: a split there would let
/// propagation split the matmul computing it on its rows instead, gathering the
/// activations.
/// Whether the reshape `reader` of a tensor split on `dim` in `ranks` blocks
/// keeps the split (ReshapeModels.cpp): the dimension is the first of its
/// reassociation group, which the ranks divide on the expanded side. A
/// column split of a matrix 8-bit Adam flattens (`wte` of 50,257 rows on 8
/// ranks) is no block of the flattening.
bool reshapeKeepsSplit(Operation *reader, unsigned dim, int64_t ranks) {
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reader))
    return llvm::any_of(collapse.getReassociationIndices(),
                        [&](const ReassociationIndices &group) {
                          return group.front() == int64_t(dim);
                        });
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(reader)) {
    int64_t first = expand.getReassociationIndices()[dim].front();
    int64_t size = expand.getResultType().getDimSize(first);
    return !ShapedType::isDynamic(size) && size % ranks == 0;
  }
  return true;
}

void splitForReaders(OpResult grad, Value replicated, Value split, unsigned dim,
                     int64_t ranks) {
  // Readers that are all linalg ops without reductions (Adam's, Lion's, the
  // exports' scaling and transposes) get the block from propagation
  // already; their programs stay as they were. A reduction (Adafactor's
  // statistics) or a reshape (8-bit Adam's flattening) reads it whole.
  if (llvm::all_of(grad.getUsers(), [](Operation *user) {
        auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
        return linalgOp && linalgOp.getNumReductionLoops() == 0;
      }))
    return;
  OpBuilder b(grad.getContext());
  b.setInsertionPointAfterValue(grad);
  auto whole = shard::ShardOp::create(b, grad.getLoc(), grad, replicated,
                                      /*annotate_for_users=*/nullptr);
  grad.replaceAllUsesExcept(whole, whole);
  auto block =
      shard::ShardOp::create(b, grad.getLoc(), whole, split, b.getUnitAttr());
  // The return keeps the whole value: its own annotation (annotateStep)
  // splits it alike. So does a reshape that cannot keep the split: it reads
  // the whole sum, and the partitioner slices what it makes.
  whole.getResult().replaceUsesWithIf(block, [&](OpOperand &use) {
    return use.getOwner() != block && !isa<func::ReturnOp>(use.getOwner()) &&
           reshapeKeepsSplit(use.getOwner(), dim, ranks);
  });
}

/// Under zero1 the gradient `grad` is whole (all-reduced) and each reader
/// takes its block; a reshape that cannot keep that block (8-bit Adam's
/// flattening of a column-split `wte`) gets its result annotated whole
/// (`replicated`), so that propagation does not ask it for the block and
/// the partitioner slices what it makes.
void keepReshapesWhole(OpResult grad, Value replicated, unsigned dim,
                       int64_t ranks) {
  for (Operation *user : llvm::to_vector(grad.getUsers())) {
    if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(user) ||
        reshapeKeepsSplit(user, dim, ranks))
      continue;
    OpBuilder b(user->getContext());
    b.setInsertionPointAfter(user);
    Value result = user->getResult(0);
    auto whole = shard::ShardOp::create(b, user->getLoc(), result, replicated,
                                        /*annotate_for_users=*/nullptr);
    result.replaceAllUsesExcept(whole, whole);
  }
}

} // namespace

LogicalResult annotateStep(func::FuncOp func, const RoleAssignment &roles,
                           ShardStrategy strategy, shard::GridOp grid,
                           const TensorParallelPlan *tp, UnevenSplit uneven) {
  int64_t ranks = grid.getShape().front();
  // The ranks splitting dimension `dim` of argument or result `index`: the
  // data axis's, times the tensor axis's where tp splits it there too.
  auto ranksOn = [&](bool result, unsigned index, unsigned dim) {
    if (!tp)
      return ranks;
    const auto &dims = result ? tp->resultDims : tp->argumentDims;
    auto it = dims.find(index);
    return it != dims.end() && it->second == dim
               ? ranks * grid.getShape().back()
               : ranks;
  };
  Block &entry = func.getBody().front();
  auto returnOp = dyn_cast<func::ReturnOp>(func.getBody().back().back());

  // The split dimension of each tensor argument and returned value (rank-0
  // tensors have no dimension to split and are replicated); all are checked
  // before the IR changes.
  SmallVector<std::optional<unsigned>> argSplits, resultSplits;
  KeptReplicated kept;
  for (BlockArgument arg : entry.getArguments()) {
    std::optional<unsigned> dim;
    if (auto type = dyn_cast<RankedTensorType>(arg.getType())) {
      unsigned index = arg.getArgNumber();
      Role role = roles.lookup(arg).role;
      FailureOr<std::optional<unsigned>> chosen = chooseSplit(
          func,
          describe(func, "argument", index, func.getArgAttrDict(index), role),
          type, role, strategy,
          [&](unsigned d) { return ranksOn(false, index, d); }, uneven, kept,
          /*argument=*/true);
      if (failed(chosen))
        return failure();
      dim = *chosen;
    }
    argSplits.push_back(dim);
  }
  if (returnOp)
    for (OpOperand &operand : returnOp->getOpOperands()) {
      std::optional<unsigned> dim;
      if (auto type = dyn_cast<RankedTensorType>(operand.get().getType())) {
        unsigned index = operand.getOperandNumber();
        Role role = roles.lookup(operand.get()).role;
        FailureOr<std::optional<unsigned>> chosen = chooseSplit(
            returnOp,
            describe(func, "result", index, func.getResultAttrDict(index),
                     role),
            type, role, strategy,
            [&](unsigned d) { return ranksOn(true, index, d); }, uneven, kept,
            /*argument=*/false);
        if (failed(chosen))
          return failure();
        dim = *chosen;
      }
      resultSplits.push_back(dim);
    }

  // Under zero2 and zero3 a gradient computed in the step is split for the
  // ops reading it (splitForReaders): fuseReduceScatters turns its
  // all-reduce and slice into a reduce-scatter.
  SmallVector<std::pair<OpResult, unsigned>> splitGradients;
  if (strategy == ShardStrategy::Zero2 || strategy == ShardStrategy::Zero3)
    for (Operation &op : entry.without_terminator())
      for (OpResult result : op.getResults()) {
        auto type = dyn_cast<RankedTensorType>(result.getType());
        ArrayRef<BlockArgument> params = roles.getParametersOfGradient(result);
        if (!type || type.getRank() == 0 || params.empty())
          continue;
        BlockArgument param = params.front();
        std::string what = "the gradient of " +
                           describe(func, "argument", param.getArgNumber(),
                                    func.getArgAttrDict(param.getArgNumber()),
                                    roles.lookup(param).role);
        unsigned index = param.getArgNumber();
        if (evenSplitDimension(
                type, [&](unsigned d) { return ranksOn(false, index, d); })) {
          // Role inference takes a reshape of the gradient of the
          // parameter's shape as the gradient (8-bit Adam's blocks of a
          // [64, 256] weight are [64, 256] too); the sum is what it views.
          auto source =
              cast<OpResult>(reshapeSource(result, ReshapeWalk::KeepOpResult));
          auto sourceType = cast<RankedTensorType>(source.getType());
          if (std::optional<unsigned> even =
                  evenSplitDimension(sourceType, [&](unsigned d) {
                    return ranksOn(false, index, d);
                  }))
            splitGradients.push_back({source, *even});
          continue;
        }
        if (uneven == UnevenSplit::Refuse || !type.hasStaticShape())
          return refuseUnevenSplit(&op, what, type, ranks);
        kept.add(what, type, /*argument=*/false);
      }
  kept.remark(func, ranks);
  // Under zero1 the gradients stay whole: only their reshapes that cannot
  // keep a reader's block are marked (keepReshapesWhole).
  SmallVector<std::pair<OpResult, unsigned>> wholeGradients;
  if (strategy == ShardStrategy::Zero1 && !tp)
    for (Operation &op : entry.without_terminator())
      for (OpResult result : op.getResults()) {
        auto type = dyn_cast<RankedTensorType>(result.getType());
        if (!type || type.getRank() == 0 ||
            roles.getParametersOfGradient(result).empty())
          continue;
        unsigned index =
            roles.getParametersOfGradient(result).front().getArgNumber();
        if (std::optional<unsigned> even = evenSplitDimension(
                type, [&](unsigned d) { return ranksOn(false, index, d); }))
          wholeGradients.push_back({result, *even});
      }

  MLIRContext *ctx = func.getContext();
  auto gridRef = FlatSymbolRefAttr::get(grid.getSymNameAttr());
  OpBuilder b(ctx);
  b.setInsertionPointToStart(&entry);
  // The two shardings every annotation uses: [[]] and [[0]].
  Value replicated = shard::ShardingOp::create(
      b, func.getLoc(), gridRef,
      ArrayRef<shard::GridAxesAttr>{shard::GridAxesAttr::get(ctx, {})});
  Value splitBatch = shard::ShardingOp::create(
      b, func.getLoc(), gridRef,
      ArrayRef<shard::GridAxesAttr>{shard::GridAxesAttr::get(ctx, {0})});
  // Other splits: a state's dimension other than 0 (axis 0), tensor-parallel
  // ones (axis 1, beside a batch split on axis 0); one shard.sharding per
  // distinct split, made where first needed.
  std::map<std::pair<int, int>, Value> otherShardings;
  auto shardingFor = [&](std::optional<unsigned> dim,
                         std::optional<unsigned> tpDim = std::nullopt) {
    if (!tpDim && (!dim || *dim == 0))
      return dim ? splitBatch : replicated;
    int batch = dim ? static_cast<int>(*dim) : -1;
    int tensor = tpDim ? static_cast<int>(*tpDim) : -1;
    Value &sharding = otherShardings[{batch, tensor}];
    if (!sharding) {
      SmallVector<SmallVector<shard::GridAxis>> axes(std::max(batch, tensor) +
                                                     1);
      // On one dimension the data axis splits the tensor-parallel block
      // ([[1, 0]]): upstream reshards by the last axis of a dimension, and
      // ZeRO's gathers and slices are on the data axis (TensorParallel.h).
      if (tpDim)
        axes[*tpDim].push_back(1);
      if (dim)
        axes[*dim].push_back(0);
      SmallVector<shard::GridAxesAttr> attrs;
      for (ArrayRef<shard::GridAxis> dimAxes : axes)
        attrs.push_back(shard::GridAxesAttr::get(ctx, dimAxes));
      sharding = shard::ShardingOp::create(b, func.getLoc(), gridRef, attrs);
    }
    return sharding;
  };
  auto tpDimOf = [&](const llvm::DenseMap<unsigned, unsigned> *dims,
                     unsigned index) -> std::optional<unsigned> {
    if (!tp)
      return std::nullopt;
    auto it = dims->find(index);
    if (it == dims->end())
      return std::nullopt;
    return it->second;
  };

  for (BlockArgument arg : entry.getArguments()) {
    if (!isa<RankedTensorType>(arg.getType()))
      continue;
    auto annotated = shard::ShardOp::create(
        b, arg.getLoc(), arg,
        shardingFor(
            argSplits[arg.getArgNumber()],
            tpDimOf(tp ? &tp->argumentDims : nullptr, arg.getArgNumber())),
        /*annotate_for_users=*/nullptr);
    arg.replaceAllUsesExcept(annotated, annotated);
    if (strategy == ShardStrategy::Zero3 && argSplits[arg.getArgNumber()] &&
        roles.lookup(arg).role == Role::Parameter)
      gatherForUses(
          annotated, roles,
          shardingFor(std::nullopt, tpDimOf(tp ? &tp->argumentDims : nullptr,
                                            arg.getArgNumber())));
  }
  // Under tp a gradient may be split on the tensor axis too; left to
  // propagation there.
  if (!tp)
    for (auto [grad, dim] : splitGradients)
      splitForReaders(grad, replicated, shardingFor(dim), dim, ranks);
  for (auto [grad, dim] : wholeGradients)
    keepReshapesWhole(grad, replicated, dim, ranks);
  if (returnOp) {
    b.setInsertionPoint(returnOp);
    for (OpOperand &operand : returnOp->getOpOperands()) {
      if (!isa<RankedTensorType>(operand.get().getType()))
        continue;
      unsigned index = operand.getOperandNumber();
      std::optional<unsigned> tpDim =
          tpDimOf(tp ? &tp->resultDims : nullptr, index);
      Value update = operand.get();
      // Under zero1 and zero2 a parameter's update is computed on the rank's
      // block and all-gathered. Where tp splits ZeRO's dimension too
      // (a row-parallel weight) upstream's propagation cannot merge the
      // parameter's [[1]] with its state's [[1, 0]] and would keep the update
      // whole, gathering the state instead: the update's own result is
      // annotated with the state's split first.
      if (tpDim && roles.lookup(update).role == Role::Parameter &&
          (strategy == ShardStrategy::Zero1 ||
           strategy == ShardStrategy::Zero2)) {
        auto type = cast<RankedTensorType>(update.getType());
        std::optional<unsigned> zeroDim = evenSplitDimension(
            type, [&](unsigned d) { return ranksOn(true, index, d); });
        if (zeroDim && *zeroDim == *tpDim)
          update = shard::ShardOp::create(b, returnOp.getLoc(), update,
                                          shardingFor(zeroDim, tpDim),
                                          /*annotate_for_users=*/nullptr);
      }
      auto annotated = shard::ShardOp::create(
          b, returnOp.getLoc(), update, shardingFor(resultSplits[index], tpDim),
          b.getUnitAttr());
      operand.set(annotated);
    }
  }
  return success();
}

} // namespace memopt
