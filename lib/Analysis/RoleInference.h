//===- RoleInference.h - the state of one role inference --------*- C++ -*-===//
//
// Private to lib/Analysis: the state of one role inference (the rules are in
// memopt/Analysis/Roles.h), shared by Roles.cpp (the inference) and
// RoleDeclared.cpp (declared roles and the `roles=` overrides).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_ROLEINFERENCE_H
#define MEMOPT_LIB_ANALYSIS_ROLEINFERENCE_H

#include "memopt/Analysis/Roles.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

namespace memopt {

using namespace mlir;

/// Carries the state of one inference; see Roles.h for the rules.
class RoleInference {
public:
  RoleInference(func::FuncOp func, RoleAssignment &result,
                ArrayRef<RoleOverride> overrides = {})
      : func(func), body(func.getBody()), result(result), overrides(overrides) {
  }

  LogicalResult run();

private:
  void inferPhases();
  void declare(Value value, Role role) { result.roles[value] = {role, true}; }
  void infer(Value value, Role role);
  bool hasRole(Value value) const { return result.roles.count(value); }

  Operation *topLevel(Operation *op) const;
  Operation *topLevelDef(Value value) const;
  bool isFuncArg(Value value) const;
  bool inForward(Value value) const;

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
  LogicalResult readDeclaredRoles();

private:
  void applyOverrides();
  void findReturn();
  void findLoss();
  void markForward();
  void classifyOps();
  bool isForwardDerived(Value value) const;
  std::optional<unsigned> findUpdatedArgument(Value value, bool strict);
  bool mayBeUpdate(unsigned i) const;
  void pairUpdates();
  void pairReturnedGradients();
  void assignArgumentRoles();
  static bool scalesGradient(Operation *op);
  Value findGradient(BlockArgument param, Value update);
  static Value gatheredSlice(Value update);
  void findGradients();
  void markConstants();
  void markActivations();
  void markCollectiveResults();
  void assignResultRoles();

  func::FuncOp func;
  Region &body;
  RoleAssignment &result;
  func::ReturnOp returnOp;
  DenseMap<unsigned, Role> declaredResults;
  DenseSet<Operation *> forwardOps, argDerivedOps, forwardDerivedOps;
  DenseSet<unsigned> forwardArgs;
  /// Argument number -> (result number, returned value) of its update.
  llvm::MapVector<unsigned, std::pair<unsigned, Value>> updateOf;
  /// Argument number -> the returned value that is its gradient (graphs
  /// without an optimizer).
  DenseMap<unsigned, Value> gradientResultOf;
  DenseMap<Operation *, unsigned> order;
  /// The tensor and scalar constants, found by readDeclaredRoles' walk.
  SmallVector<arith::ConstantOp> constants;
  ArrayRef<RoleOverride> overrides;
};

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_ROLEINFERENCE_H
