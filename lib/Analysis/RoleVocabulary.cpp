//===- RoleVocabulary.cpp - role spellings, priorities and overrides -----===//
//
// The role vocabulary of Roles.h: the roles, their spellings and priorities,
// and the syntax of the `roles=` overrides.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/Roles.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/GlobPattern.h"

using namespace mlir;

namespace memopt {

bool isStaticConstant(Value value) {
  return isa<RankedTensorType>(value.getType()) &&
         value.getDefiningOp<arith::ConstantOp>();
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
  case Role::Constant:
    return 3;
  case Role::Gradient:
    return 4;
  case Role::Loss:
    return 5;
  case Role::Activation:
    return 6;
  case Role::Output:
    return 7;
  case Role::Temporary:
    return 8;
  }
  llvm_unreachable("unknown role");
}

FailureOr<std::vector<RoleOverride>>
parseRoleOverrides(ArrayRef<std::string> entries, std::string &error) {
  std::vector<RoleOverride> overrides;
  for (StringRef entry : entries) {
    entry = entry.trim();
    if (entry.empty())
      continue;
    auto [selector, spelling] = entry.rsplit('=');
    std::optional<Role> role = parseRole(spelling.trim());
    if (!entry.contains('=') || !role) {
      error = ("roles: '" + entry +
               "' is not SELECTOR=ROLE with ROLE one of parameter, "
               "optimizer_state, input, constant, gradient, activation, loss, "
               "output, temporary")
                  .str();
      return failure();
    }
    RoleOverride override;
    override.role = *role;
    selector = selector.trim();
    if (selector.consume_front("name:")) {
      override.target = RoleOverride::Target::Name;
      override.pattern = selector.str();
      if (!llvm::GlobPattern::create(selector)) {
        error = ("roles: bad name pattern '" + selector + "'").str();
        return failure();
      }
      overrides.push_back(std::move(override));
      continue;
    }
    if (selector.consume_front("arg"))
      override.target = RoleOverride::Target::Argument;
    else if (selector.consume_front("result"))
      override.target = RoleOverride::Target::Result;
    else {
      error = ("roles: selector '" + selector +
               "': expected argN, argN-M, resultN, resultN-M or name:GLOB")
                  .str();
      return failure();
    }
    auto [first, last] = selector.split('-');
    if (last.empty())
      last = first;
    if (first.getAsInteger(10, override.first) ||
        last.getAsInteger(10, override.last) ||
        override.first > override.last) {
      error = ("roles: bad index range in '" + entry + "'").str();
      return failure();
    }
    overrides.push_back(std::move(override));
  }
  return overrides;
}

} // namespace memopt
