//===- AttributeVerifier.cpp - checks of the memopt.* attributes ----------===//
//
// Each attribute has the places it may sit on (function arguments, function
// results, operations, functions) and a check of its value. Errors name the
// attribute, its value, the place and what was expected, at the argument's
// location for an argument and at the op's otherwise.
//
//===----------------------------------------------------------------------===//

#include "AttributeVerifier.h"

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/IR/MemOptDialect.h"
#include "memopt/IR/Role.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace memopt {
namespace {

/// The places an attribute may sit on, as a bit set.
enum Place : unsigned {
  kArgument = 1,
  kResult = 2,
  kOperation = 4,
  kFunction = 8,
};

/// Where one attribute sits: its place, the argument or result number, the
/// type of that argument or result, and where to report.
struct Site {
  Place place;
  unsigned index = 0;
  Type type;
  Operation *op;
  Location loc;

  std::string describe() const {
    switch (place) {
    case kArgument:
      return "argument #" + std::to_string(index);
    case kResult:
      return "result #" + std::to_string(index);
    case kOperation:
    case kFunction:
      break;
    }
    return ("'" + op->getName().getStringRef() + "'").str();
  }
};

bool isNonNegativeInteger(Attribute value) {
  auto integer = dyn_cast<IntegerAttr>(value);
  if (!integer || !isa<IntegerType, IndexType>(integer.getType()))
    return false;
  return integer.getType().isUnsignedInteger() ||
         !integer.getValue().isNegative();
}

std::string roleList() {
  std::string list;
  llvm::raw_string_ostream os(list);
  llvm::interleaveComma(allRoles(), os,
                        [&](Role role) { os << stringifyRole(role); });
  return list;
}

/// What a valid `name` at `site` looks like; empty when `value` is one.
std::string checkValue(StringRef name, Attribute value, const Site &site) {
  if (name == kRoleAttrName) {
    auto spelling = dyn_cast<StringAttr>(value);
    if (spelling && parseRole(spelling.getValue()))
      return {};
    return "a string, one of " + roleList();
  }
  if (name == kNameAttrName)
    return isa<StringAttr>(value) ? "" : "a string";
  if (name == kPhaseAttrName) {
    auto phase = dyn_cast<StringAttr>(value);
    if (phase &&
        llvm::is_contained({kForwardPhase, kBackwardPhase, kOptimizerPhase},
                           phase.getValue()))
      return {};
    return ("a string, one of " + kForwardPhase + ", " + kBackwardPhase + ", " +
            kOptimizerPhase)
        .str();
  }
  if (name == kLayerAttrName || name == kArenaBytesAttrName ||
      name == kArenaLivePeakBytesAttrName)
    return isNonNegativeInteger(value) ? "" : "a non-negative integer";
  if (name == kRematAttrName)
    return isa<UnitAttr>(value) ? "" : "a unit attribute";
  if (name == kRangeAttrName) {
    auto range = dyn_cast<DenseI64ArrayAttr>(value);
    if (range && range.size() == 2 && range[0] < range[1])
      return {};
    return "array<i64: lo, hi> with lo < hi";
  }
  if (name == kDimsAttrName) {
    auto names = dyn_cast<ArrayAttr>(value);
    bool strings = names && llvm::all_of(names, llvm::IsaPred<StringAttr>);
    // A lowered signature keeps the attribute on types with no builtin
    // shape (LLVM pointers, descriptors): only the strings are checked.
    if (!site.type)
      return strings ? "" : "an array of strings";
    auto shaped = dyn_cast<ShapedType>(site.type);
    if (shaped && shaped.hasRank()) {
      if (strings && names.size() == size_t(shaped.getRank()))
        return {};
      std::string expected;
      llvm::raw_string_ostream os(expected);
      os << "an array of " << shaped.getRank()
         << " strings, one per dimension of '" << site.type << "'";
      return expected;
    }
    if (shaped || site.type.isIntOrIndexOrFloat() ||
        isa<ComplexType>(site.type)) {
      std::string expected;
      llvm::raw_string_ostream os(expected);
      os << "a ranked tensor or memref argument, not '" << site.type << "'";
      return expected;
    }
    return strings ? "" : "an array of strings";
  }
  if (name == kResultArgsAttrName) {
    auto args = dyn_cast<DenseI64ArrayAttr>(value);
    int64_t numArgs =
        cast<FunctionOpInterface>(site.op).getArgumentTypes().size();
    if (args && llvm::all_of(args.asArrayRef(), [&](int64_t arg) {
          return arg >= -1 && arg < numArgs;
        }))
      return {};
    return "array<i64> of argument numbers below " + std::to_string(numArgs) +
           " or -1";
  }
  if (name == kArgumentSplitsAttrName || name == kResultSplitsAttrName) {
    auto function = cast<FunctionOpInterface>(site.op);
    size_t count = name == kArgumentSplitsAttrName
                       ? function.getArgumentTypes().size()
                       : function.getResultTypes().size();
    auto splits = dyn_cast<ArrayAttr>(value);
    if (splits && splits.size() == count)
      return {};
    return "an array of " + std::to_string(count) + " split_axes, one per " +
           (name == kArgumentSplitsAttrName ? "argument" : "result");
  }
  llvm_unreachable("checkValue called on an unknown attribute");
}

/// The places each attribute may sit on, and how to say them.
struct Rule {
  llvm::StringLiteral name;
  unsigned places;
  llvm::StringLiteral placesText;
};

constexpr Rule kRules[] = {
    {kRoleAttrName, kArgument | kResult | kOperation,
     "function arguments, function results and operations"},
    {kNameAttrName, kArgument | kResult, "function arguments and results"},
    {kDimsAttrName, kArgument, "function arguments"},
    {kRangeAttrName, kArgument, "function arguments"},
    {kLayerAttrName, kOperation, "operations"},
    {kPhaseAttrName, kOperation, "operations"},
    {kRematAttrName, kOperation, "operations"},
    {kResultArgsAttrName, kFunction, "functions"},
    {kArenaBytesAttrName, kFunction, "functions"},
    {kArenaLivePeakBytesAttrName, kFunction, "functions"},
    {kArgumentSplitsAttrName, kFunction, "functions"},
    {kResultSplitsAttrName, kFunction, "functions"},
};

LogicalResult verifyAt(NamedAttribute attr, const Site &site) {
  StringRef name = attr.getName().strref();
  const Rule *rule = llvm::find_if(
      kRules, [&](const Rule &candidate) { return candidate.name == name; });
  if (rule == std::end(kRules)) {
    std::string known;
    llvm::raw_string_ostream os(known);
    llvm::interleaveComma(kRules, os, [&](const Rule &r) { os << r.name; });
    return emitError(site.loc) << "unknown attribute " << name << " on "
                               << site.describe() << ": the memopt dialect "
                               << "has " << known;
  }
  // An op that is a function may carry the function attributes too.
  bool placed = (rule->places & site.place) ||
                (site.place == kOperation && (rule->places & kFunction) &&
                 isa<FunctionOpInterface>(site.op));
  if (!placed)
    return emitError(site.loc) << name << " on " << site.describe()
                               << ": it belongs on " << rule->placesText;
  std::string expected = checkValue(name, attr.getValue(), site);
  if (expected.empty())
    return success();
  return emitError(site.loc)
         << "invalid " << name << " " << attr.getValue() << " on "
         << site.describe() << ": expected " << expected;
}

bool isMemOptAttribute(NamedAttribute attr) {
  return attr.getName().strref().starts_with(kAttrNamePrefix);
}

} // namespace

LogicalResult verifyOperationMemOptAttribute(Operation *op,
                                             NamedAttribute attr) {
  return verifyAt(attr, {kOperation, 0, Type(), op, op->getLoc()});
}

LogicalResult verifyArgumentMemOptAttribute(Operation *op, unsigned regionIndex,
                                            unsigned argIndex,
                                            NamedAttribute attr) {
  Site site{kArgument, argIndex, Type(), op, op->getLoc()};
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    site.type = func.getArgumentTypes()[argIndex];
  Region &region = op->getRegion(regionIndex);
  if (!region.empty() && argIndex < region.getNumArguments()) {
    site.type = region.getArgument(argIndex).getType();
    site.loc = region.getArgument(argIndex).getLoc();
  }
  return verifyAt(attr, site);
}

LogicalResult verifyResultMemOptAttribute(Operation *op, unsigned resultIndex,
                                          NamedAttribute attr) {
  Site site{kResult, resultIndex, Type(), op, op->getLoc()};
  if (auto func = dyn_cast<FunctionOpInterface>(op))
    site.type = func.getResultTypes()[resultIndex];
  return verifyAt(attr, site);
}

LogicalResult verifyMemOptAttributes(Operation *root) {
  auto verifyDicts = [](Operation *op, ArrayAttr dicts, auto verifyOne) {
    if (!dicts)
      return success();
    for (auto [index, dict] : llvm::enumerate(dicts))
      for (NamedAttribute attr : cast<DictionaryAttr>(dict))
        if (isMemOptAttribute(attr) && failed(verifyOne(index, attr)))
          return failure();
    return success();
  };
  WalkResult walk = root->walk([&](Operation *op) {
    for (NamedAttribute attr : op->getDiscardableAttrs())
      if (isMemOptAttribute(attr) &&
          failed(verifyOperationMemOptAttribute(op, attr)))
        return WalkResult::interrupt();
    auto func = dyn_cast<FunctionOpInterface>(op);
    if (!func)
      return WalkResult::advance();
    if (failed(verifyDicts(op, func.getArgAttrsAttr(),
                           [&](unsigned i, NamedAttribute attr) {
                             return verifyArgumentMemOptAttribute(op, 0, i,
                                                                  attr);
                           })) ||
        failed(verifyDicts(op, func.getResAttrsAttr(),
                           [&](unsigned i, NamedAttribute attr) {
                             return verifyResultMemOptAttribute(op, i, attr);
                           })))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

} // namespace memopt
