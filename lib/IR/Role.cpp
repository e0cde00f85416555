//===- Role.cpp - the values of memopt.role -------------------------------===//

#include "memopt/IR/Role.h"

#include "llvm/Support/ErrorHandling.h"

namespace memopt {

std::array<Role, kNumRoles> allRoles() {
  return {Role::Parameter, Role::OptimizerState, Role::Input,
          Role::Constant,  Role::Gradient,       Role::Activation,
          Role::Loss,      Role::Output,         Role::Temporary};
}

llvm::StringRef stringifyRole(Role role) {
  switch (role) {
  case Role::Parameter:
    return "parameter";
  case Role::OptimizerState:
    return "optimizer_state";
  case Role::Input:
    return "input";
  case Role::Constant:
    return "constant";
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

std::optional<Role> parseRole(llvm::StringRef spelling) {
  for (Role role : allRoles())
    if (stringifyRole(role) == spelling)
      return role;
  return std::nullopt;
}

} // namespace memopt
