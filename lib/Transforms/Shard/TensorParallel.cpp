//===- TensorParallel.cpp - Megatron matmul pairs by data flow ------------===//
//
// Megatron's tensor parallelism splits a column-parallel weight on its
// output dimension and the next weight on its input dimension, so that the
// column matmul's output stays split (no communication) until the row
// matmul, whose partial sums are all-reduced. Upstream propagation and
// partitioning do all of that from the weights' annotations; what they do
// not do is choose the weights. This finds them by tracing the column
// output's split dimension forward through the ops that keep it split.
//
//===----------------------------------------------------------------------===//

#include "TensorParallel.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <string>

using namespace mlir;

namespace memopt {
namespace {

/// A weight of a row-parallel contraction `op`, split on its `dim`.
struct RowUse {
  Operation *op;
  BlockArgument weight;
  unsigned dim;
};

/// A dimension the column split lands on that `tp` must divide.
struct DimCheck {
  Operation *op;
  unsigned dim;
  int64_t size;
};

struct Trace {
  bool ok = true;
  SmallVector<RowUse> rows;
  SmallVector<DimCheck> checks;
};

using Split = std::pair<Value, unsigned>;

class Planner {
public:
  Planner(func::FuncOp func, const RoleAssignment &roles, int64_t tp)
      : func(func), roles(roles), entry(func.getBody().front()), tp(tp) {}

  FailureOr<TensorParallelPlan> run() {
    for (Operation &op : entry.without_terminator()) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(&op);
      if (linalgOp && isForward(&op) && linalgOp.getNumReductionLoops() > 0 &&
          linalgOp.getNumDpsInits() == 1 && failed(tryColumn(linalgOp)))
        return failure();
    }
    if (plan.columnWeights == 0)
      return func.emitError()
             << "memopt-shard: tp=" << tp << " found no pair of matmuls to "
             << "split in @" << func.getSymName()
             << " (a parameter's matmul whose output reaches, still split, "
                "the reduction of a matmul with another parameter)";
    planStatesAndResults();
    return plan;
  }

private:
  bool isForward(Operation *op) const {
    return roles.getInferredPhase(op) == "forward";
  }

  /// `value` as a parameter argument of the step with a dimension to split.
  BlockArgument parameterOf(Value value) const {
    auto arg = dyn_cast<BlockArgument>(value);
    auto type = arg ? dyn_cast<RankedTensorType>(arg.getType()) : nullptr;
    if (!type || type.getRank() == 0 || arg.getOwner() != &entry ||
        roles.lookup(arg).role != Role::Parameter)
      return {};
    return arg;
  }

  /// Dimension `dim` of the contraction operand `value` as a dimension of a
  /// parameter: the parameter itself, or a forward linalg.transpose of it
  /// (an imported nn.Linear reads x . W^T so).
  std::optional<std::pair<BlockArgument, unsigned>>
  weightDim(Value value, unsigned dim) const {
    if (BlockArgument arg = parameterOf(value))
      return std::make_pair(arg, dim);
    auto transpose = value.getDefiningOp<linalg::TransposeOp>();
    if (!transpose || !isForward(transpose))
      return std::nullopt;
    if (BlockArgument arg = parameterOf(transpose.getInput()))
      return std::make_pair(
          arg, static_cast<unsigned>(transpose.getPermutation()[dim]));
    return std::nullopt;
  }

  /// The forward top-level ops reading `arg` (a use in a region counts for
  /// its op): a weight read by two (a tied embedding) is not split.
  unsigned forwardReaders(BlockArgument arg) const {
    DenseSet<Operation *> readers;
    for (OpOperand &use : arg.getUses())
      if (Operation *top = entry.findAncestorOpInBlock(*use.getOwner()))
        if (isForward(top))
          readers.insert(top);
    return readers.size();
  }

  static std::optional<unsigned> positionOf(AffineMap map, unsigned loop) {
    for (unsigned i = 0; i < map.getNumResults(); ++i)
      if (auto dim = dyn_cast<AffineDimExpr>(map.getResult(i)))
        if (dim.getPosition() == loop)
          return i;
    return std::nullopt;
  }

  /// Passes the split of dimension `dim` of `use`'s value through its
  /// user; false where the user would need the value whole.
  bool pass(OpOperand &use, unsigned dim, SmallVectorImpl<Split> &work,
            Trace &trace) {
    Operation *user = use.getOwner();
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
      auto expr = dyn_cast<AffineDimExpr>(
          linalgOp.getMatchingIndexingMap(&use).getResult(dim));
      if (!expr)
        return false;
      unsigned loop = expr.getPosition();
      if (linalgOp.getIteratorTypesArray()[loop] ==
          utils::IteratorType::reduction) {
        // The row-parallel contraction: a parameter read on this loop.
        for (OpOperand *input : linalgOp.getDpsInputOperands()) {
          if (input == &use)
            continue;
          if (auto wd =
                  positionOf(linalgOp.getMatchingIndexingMap(input), loop))
            if (auto weight = weightDim(input->get(), *wd)) {
              trace.rows.push_back({user, weight->first, weight->second});
              return true;
            }
        }
        return false;
      }
      for (OpOperand &init : linalgOp.getDpsInitsMutable()) {
        auto out = positionOf(linalgOp.getMatchingIndexingMap(&init), loop);
        if (!out)
          return false;
        work.push_back({linalgOp.getTiedOpResult(&init), *out});
      }
      return true;
    }
    if (auto expand = dyn_cast<tensor::ExpandShapeOp>(user)) {
      unsigned out = expand.getReassociationIndices()[dim].front();
      trace.checks.push_back(
          {user, out, expand.getResultType().getDimSize(out)});
      work.push_back({expand.getResult(), out});
      return true;
    }
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(user)) {
      for (auto [group, dims] :
           llvm::enumerate(collapse.getReassociationIndices()))
        if (dims.front() == static_cast<int64_t>(dim)) {
          work.push_back({collapse.getResult(), group});
          return true;
        }
      return false;
    }
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(user)) {
      llvm::SmallBitVector dropped = slice.getDroppedDims();
      if (use.getOperandNumber() != 0 || slice.getStaticOffsets()[dim] != 0 ||
          slice.getStaticStrides()[dim] != 1 ||
          slice.getStaticSizes()[dim] !=
              slice.getSourceType().getDimSize(dim) ||
          dropped.test(dim))
        return false;
      unsigned out = dim;
      for (unsigned i = 0; i < dim; ++i)
        out -= dropped.test(i);
      work.push_back({slice.getResult(), out});
      return true;
    }
    if (user->hasTrait<OpTrait::Elementwise>()) {
      auto type = cast<RankedTensorType>(use.get().getType());
      for (Value result : user->getResults()) {
        auto resultType = dyn_cast<RankedTensorType>(result.getType());
        if (!resultType || resultType.getShape() != type.getShape())
          return false;
        work.push_back({result, dim});
      }
      return true;
    }
    return false;
  }

  /// Follows dimension `dim` of `start` through its forward users.
  Trace trace(Value start, unsigned dim) {
    Trace trace;
    SmallVector<Split> work{{start, dim}};
    DenseSet<Split> seen;
    while (!work.empty()) {
      Split split = work.pop_back_val();
      if (!seen.insert(split).second)
        continue;
      for (OpOperand &use : split.first.getUses()) {
        Operation *user = use.getOwner();
        if (user->getBlock() != &entry) {
          trace.ok = false; // read inside a region: whole
          return trace;
        }
        if (!isForward(user))
          continue;
        if (!pass(use, split.second, work, trace)) {
          trace.ok = false;
          return trace;
        }
      }
    }
    return trace;
  }

  std::string describe(BlockArgument arg) const {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "argument #" << arg.getArgNumber() << " of @" << func.getSymName();
    if (auto name = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                      "memopt.name"))
      os << " (`" << name.getValue() << "`)";
    return text;
  }

  LogicalResult checkDivides(Operation *op, BlockArgument arg, unsigned dim,
                             StringRef what) const {
    int64_t size = cast<RankedTensorType>(arg.getType()).getDimSize(dim);
    if (!ShapedType::isDynamic(size) && size % tp == 0)
      return success();
    return op->emitError() << "memopt-shard: tp=" << tp
                           << " does not divide dimension " << dim << " (size "
                           << size << ") of " << describe(arg) << ", the "
                           << what << " of this op";
  }

  /// Whether the row weight of `row` may be split on its input dimension.
  bool rowUsable(const RowUse &row) const {
    BlockArgument weight = row.weight;
    auto known = weightDims.find(weight.getArgNumber());
    if (known != weightDims.end())
      return !columns.contains(weight.getArgNumber()) &&
             known->second == row.dim;
    return forwardReaders(weight) == 1;
  }

  /// Plans `op` as a column-parallel contraction if its parameter's output
  /// dimension reaches row-parallel ones; fails only on a dimension tp does
  /// not divide.
  LogicalResult tryColumn(linalg::LinalgOp op) {
    OpOperand *init = op.getDpsInitOperand(0);
    AffineMap outMap = op.getMatchingIndexingMap(init);
    auto iterators = op.getIteratorTypesArray();
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto probe = weightDim(input->get(), 0);
      if (!probe)
        continue;
      BlockArgument weight = probe->first;
      if (weightDims.count(weight.getArgNumber()) ||
          forwardReaders(weight) != 1)
        continue;
      // The weight's output dimension: its one parallel loop the result has.
      std::optional<std::pair<unsigned, unsigned>> outDim;
      bool ambiguous = false;
      AffineMap map = op.getMatchingIndexingMap(input);
      for (unsigned wd = 0; wd < map.getNumResults(); ++wd) {
        auto expr = dyn_cast<AffineDimExpr>(map.getResult(wd));
        if (!expr ||
            iterators[expr.getPosition()] != utils::IteratorType::parallel)
          continue;
        if (auto od = positionOf(outMap, expr.getPosition())) {
          ambiguous |= outDim.has_value();
          outDim = {wd, *od};
        }
      }
      if (!outDim || ambiguous)
        continue;
      // Of the parameter, through a transpose.
      outDim->first = weightDim(input->get(), outDim->first)->second;
      Trace found = trace(op->getResult(0), outDim->second);
      if (!found.ok || found.rows.empty() ||
          !llvm::all_of(found.rows,
                        [&](const RowUse &row) { return rowUsable(row); }))
        continue;
      if (failed(checkDivides(op, weight, outDim->first,
                              "column-parallel weight (its output dimension)")))
        return failure();
      for (const RowUse &row : found.rows)
        if (failed(checkDivides(row.op, row.weight, row.dim,
                                "row-parallel weight (its input dimension)")))
          return failure();
      for (const DimCheck &check : found.checks)
        if (ShapedType::isDynamic(check.size) || check.size % tp != 0)
          return check.op->emitError()
                 << "memopt-shard: tp=" << tp << " does not divide dimension "
                 << check.dim << " (size " << check.size
                 << ") of this op's result, which carries the split output "
                    "of the column-parallel weight "
                 << describe(weight) << " (the heads, in attention)";
      weightDims[weight.getArgNumber()] = outDim->first;
      columns.insert(weight.getArgNumber());
      ++plan.columnWeights;
      for (const RowUse &row : found.rows) {
        unsigned number = row.weight.getArgNumber();
        if (weightDims.try_emplace(number, row.dim).second)
          ++plan.rowWeights;
      }
      return planBias(op, outDim->second);
    }
    return success();
  }

  /// The bias a column contraction starts from (its init, a broadcast of a
  /// parameter) is split on the same output dimension.
  LogicalResult planBias(linalg::LinalgOp op, unsigned outDim) {
    auto broadcast = op.getDpsInits()[0].getDefiningOp<linalg::LinalgOp>();
    if (!broadcast || !isForward(broadcast) || broadcast.getNumDpsInits() != 1)
      return success();
    auto expr = dyn_cast<AffineDimExpr>(
        broadcast.getMatchingIndexingMap(broadcast.getDpsInitOperand(0))
            .getResult(outDim));
    if (!expr)
      return success();
    for (OpOperand *input : broadcast.getDpsInputOperands()) {
      BlockArgument bias = parameterOf(input->get());
      if (!bias || weightDims.count(bias.getArgNumber()) ||
          forwardReaders(bias) != 1)
        continue;
      auto dim = positionOf(broadcast.getMatchingIndexingMap(input),
                            expr.getPosition());
      if (!dim)
        continue;
      if (failed(checkDivides(broadcast, bias, *dim,
                              "bias of a column-parallel weight")))
        return failure();
      weightDims[bias.getArgNumber()] = *dim;
    }
    return success();
  }

  /// The optimizer states and updated results of a split parameter: the
  /// tensors of its shape that the optimizer's ops compute with it.
  void planStatesAndResults() {
    llvm::EquivalenceClasses<Value> together;
    for (Operation &op : entry.without_terminator()) {
      if (roles.getInferredPhase(&op) != "optimizer")
        continue;
      std::map<SmallVector<int64_t>, Value> firstOfShape;
      auto add = [&](Value value) {
        auto type = dyn_cast<RankedTensorType>(value.getType());
        if (!type || type.getRank() == 0)
          return;
        SmallVector<int64_t> shape(type.getShape());
        auto [it, inserted] = firstOfShape.try_emplace(shape, value);
        together.unionSets(it->second, value);
      };
      for (Value operand : op.getOperands())
        add(operand);
      for (Value result : op.getResults())
        add(result);
    }
    // A class holding split parameters on different dimensions stays whole.
    DenseMap<Value, std::optional<unsigned>> dimOfClass;
    for (auto [number, dim] : weightDims) {
      Value param = entry.getArgument(number);
      if (!together.contains(param))
        continue; // no optimizer op reads it with tensors of its shape
      Value leader = together.getLeaderValue(param);
      auto [it, inserted] = dimOfClass.try_emplace(leader, dim);
      if (!inserted && it->second != dim)
        it->second.reset();
    }
    auto dimOf = [&](Value value) -> std::optional<unsigned> {
      if (!together.contains(value))
        return std::nullopt;
      return dimOfClass.lookup(together.getLeaderValue(value));
    };
    for (auto [number, dim] : weightDims)
      plan.argumentDims[number] = dim;
    for (BlockArgument arg : entry.getArguments())
      if (!weightDims.count(arg.getArgNumber()) &&
          roles.lookup(arg).role != Role::Parameter)
        if (auto dim = dimOf(arg))
          plan.argumentDims[arg.getArgNumber()] = *dim;
    if (auto ret = dyn_cast<func::ReturnOp>(entry.getTerminator()))
      for (OpOperand &operand : ret->getOpOperands())
        if (operand.get() != roles.getLoss())
          if (auto dim = dimOf(operand.get()))
            plan.resultDims[operand.getOperandNumber()] = *dim;
  }

  mutable func::FuncOp func;
  const RoleAssignment &roles;
  Block &entry;
  int64_t tp;
  DenseMap<unsigned, unsigned> weightDims;
  DenseSet<unsigned> columns;
  TensorParallelPlan plan;
};

} // namespace

FailureOr<TensorParallelPlan>
planTensorParallel(func::FuncOp func, const RoleAssignment &roles, int64_t tp) {
  return Planner(func, roles, tp).run();
}

} // namespace memopt
