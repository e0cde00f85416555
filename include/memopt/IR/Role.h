//===- Role.h - the values of memopt.role -----------------------*- C++ -*-===//
//
// The role vocabulary: what `memopt.role` may say and what the analysis
// assigns (docs/roles.md). The dialect verifies declared roles against it.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_IR_ROLE_H
#define MEMOPT_IR_ROLE_H

#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <optional>

namespace memopt {

/// Role vocabulary, in the order reports list them.
enum class Role : uint8_t {
  Parameter,
  OptimizerState,
  Input,
  Constant,
  Gradient,
  Activation,
  Loss,
  Output,
  Temporary,
};
inline constexpr unsigned kNumRoles = 9;

/// All roles in report order.
std::array<Role, kNumRoles> allRoles();

/// The attribute spelling of `role` ("optimizer_state", ...).
llvm::StringRef stringifyRole(Role role);

/// Parses an attribute spelling; nullopt when it is not a role.
std::optional<Role> parseRole(llvm::StringRef spelling);

} // namespace memopt

#endif // MEMOPT_IR_ROLE_H
