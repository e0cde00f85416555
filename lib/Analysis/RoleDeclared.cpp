//===- RoleDeclared.cpp - declared roles and the roles= overrides ---------===//
//
// The roles a step declares (`memopt.role` on arguments, results and ops)
// and those the `roles=` option overrides, which role inference starts from.
//
//===----------------------------------------------------------------------===//

#include "RoleInference.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/GlobPattern.h"

using namespace mlir;

namespace memopt {

namespace {
/// Whether `override` selects the argument or result number `index` of the
/// given kind, named `name` (may be empty).
bool selects(const RoleOverride &override, RoleOverride::Target kind,
             unsigned index, StringRef name) {
  if (override.target == RoleOverride::Target::Name) {
    llvm::Expected<llvm::GlobPattern> glob =
        llvm::GlobPattern::create(override.pattern);
    if (!glob) {
      llvm::consumeError(glob.takeError());
      return false;
    }
    return !name.empty() && glob->match(name);
  }
  return override.target == kind && override.first <= index &&
         index <= override.last;
}

/// The role `attr` declares; nullopt when it is not one (the memopt
/// dialect reports that).
std::optional<Role> readRoleAttr(Attribute attr) {
  auto spelling = dyn_cast<StringAttr>(attr);
  return spelling ? parseRole(spelling.getValue()) : std::nullopt;
}
} // namespace

/// Reads every `memopt.role`; fails at the first malformed one.
LogicalResult RoleInference::readDeclaredRoles() {
  for (BlockArgument arg : func.getArguments()) {
    Attribute attr = func.getArgAttr(arg.getArgNumber(), kRoleAttrName);
    if (!attr)
      continue;
    std::optional<Role> role = readRoleAttr(attr);
    if (!role)
      return failure();
    declare(arg, *role);
  }
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i) {
    Attribute attr = func.getResultAttr(i, kRoleAttrName);
    if (!attr)
      continue;
    std::optional<Role> role = readRoleAttr(attr);
    if (!role)
      return failure();
    declaredResults.try_emplace(i, *role);
    for (Block &block : body)
      if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
        declare(ret.getOperand(i), *role);
  }
  applyOverrides();
  // One walk over the body for the declared roles and the constants.
  WalkResult walk = func.walk([&](Operation *op) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op))
      constants.push_back(constant);
    Attribute attr = op->getDiscardableAttr(kRoleAttrName);
    if (!attr)
      return WalkResult::advance();
    std::optional<Role> role = readRoleAttr(attr);
    if (!role)
      return WalkResult::interrupt();
    for (Value value : op->getResults())
      declare(value, *role);
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// The `roles=` option: replaces the declared roles it selects; later
/// entries win.
void RoleInference::applyOverrides() {
  if (overrides.empty())
    return;
  auto nameOf = [](DictionaryAttr attrs) {
    auto name = attrs ? attrs.getAs<StringAttr>(kNameAttrName) : nullptr;
    return name ? name.getValue() : StringRef();
  };
  for (BlockArgument arg : func.getArguments())
    for (const RoleOverride &override : overrides)
      if (selects(override, RoleOverride::Target::Argument, arg.getArgNumber(),
                  nameOf(func.getArgAttrDict(arg.getArgNumber()))))
        declare(arg, override.role);
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    for (const RoleOverride &override : overrides) {
      if (!selects(override, RoleOverride::Target::Result, i,
                   nameOf(func.getResultAttrDict(i))))
        continue;
      declaredResults[i] = override.role;
      for (Block &block : body)
        if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
          declare(ret.getOperand(i), override.role);
    }
}

} // namespace memopt
