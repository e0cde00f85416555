//===- Roles.h - what each tensor of a training step is ---------*- C++ -*-===//
//
// Every tensor value of a training step gets one role. Roles are declared
// with `memopt.role = "<role>"` on function arguments, function results or
// ops (for all their results), and inferred otherwise by the rules in
// docs/roles.md:
//
//   loss            the declared loss, else the first function result that is
//                   a float scalar or a one-element float tensor
//   forward         the ops the loss depends on (its backward slice)
//   update pairs    a function result is the update of an argument of the
//                   same type it is computed from (the in-place destination
//                   if there is one, else the nearest such argument)
//   parameter       a paired argument the loss depends on
//   optimizer_state a paired argument the loss does not depend on
//   input           every other argument
//   constant        a tensor `arith.constant`: bufferization makes it a
//                   `memref.global`, static data of the program
//   gradient        per parameter, the value of the parameter's shape through
//                   which all of its update's dependence on the forward flows
//                   (the nearest single dominator toward the forward); one
//                   value may be the gradient of several parameters
//   activation      a forward value read outside the forward (by the backward)
//   output          a function result that is none of the above
//   temporary       everything else
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_ROLES_H
#define MEMOPT_ANALYSIS_ROLES_H

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/IR/Role.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace memopt {

/// Whether `value` is a tensor `arith.constant` (a dense, splat or
/// resource elements attribute): One-Shot Bufferize makes it a
/// `memref.global`, one per distinct value in the module, that the program
/// holds for as long as it runs; nothing allocates it.
bool isStaticConstant(mlir::Value value);

/// When several values share one buffer, the buffer takes the role that
/// ranks first here (parameter first, temporary last).
unsigned getRolePriority(Role role);

/// A role declared from outside the IR (the `roles=` option): for the
/// arguments or results with an index in [first, last], or whose
/// `memopt.name` matches a glob pattern. It replaces a `memopt.role`.
struct RoleOverride {
  enum class Target { Argument, Result, Name } target = Target::Argument;
  unsigned first = 0, last = 0;
  std::string pattern;
  Role role = Role::Temporary;
};

/// Parses the entries of the `roles=` option list, each `SELECTOR=ROLE` where
/// SELECTOR is `argN`, `argN-M`, `resultN`, `resultN-M` or `name:GLOB`.
/// On failure returns failure and sets `error`.
llvm::FailureOr<std::vector<RoleOverride>>
parseRoleOverrides(llvm::ArrayRef<std::string> entries, std::string &error);

struct RoleInfo {
  Role role = Role::Temporary;
  bool declared = false;
};

/// Roles of the tensor values of one function.
class RoleAssignment {
public:
  /// Declares and infers the roles of `func`'s tensor values. Emits nothing,
  /// so it may run beside other work: a malformed `memopt.role` is the
  /// memopt dialect's to report (its verifier, or verifyMemOptAttributes),
  /// and only makes this return failure.
  static llvm::FailureOr<RoleAssignment>
  compute(mlir::func::FuncOp func, llvm::ArrayRef<RoleOverride> overrides = {});

  /// Role of `value` (temporary when nothing else applies).
  RoleInfo lookup(mlir::Value value) const {
    auto it = roles.find(value);
    return it == roles.end() ? RoleInfo() : it->second;
  }

  /// The value returned as the loss, if any.
  mlir::Value getLoss() const { return loss; }

  /// The parameter arguments, in argument order.
  llvm::ArrayRef<mlir::BlockArgument> getParameters() const {
    return parameters;
  }

  /// The phase ("forward", "backward", "optimizer") of each top-level op
  /// as the data flow shows it (see inferPhases in Roles.cpp); empty
  /// without a loss.
  llvm::StringRef getInferredPhase(mlir::Operation *op) const {
    return inferredPhases.lookup(op);
  }

  /// The parameters whose gradient `value` was found to be (findGradients),
  /// in argument order; empty for a value that is no gradient. One value
  /// is the gradient of several parameters when their updates read the
  /// same value (GPT-NeoX's two output biases of a parallel residual both
  /// sum the block's output gradient, and the importer keeps one sum).
  llvm::ArrayRef<mlir::BlockArgument>
  getParametersOfGradient(mlir::Value value) const {
    auto it = parametersOfGradient.find(value);
    if (it == parametersOfGradient.end())
      return {};
    return it->second;
  }

private:
  llvm::DenseMap<mlir::Operation *, llvm::StringRef> inferredPhases;
  llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::BlockArgument, 1>>
      parametersOfGradient;
  llvm::DenseMap<mlir::Value, RoleInfo> roles;
  mlir::Value loss;
  llvm::SmallVector<mlir::BlockArgument> parameters;

  friend class RoleInference;
};

} // namespace memopt

#endif // MEMOPT_ANALYSIS_ROLES_H
