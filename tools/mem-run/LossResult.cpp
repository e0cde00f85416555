//===- LossResult.cpp - which result is the loss, and its value -----------===//

#include "LossResult.h"

#include "memopt/Analysis/Roles.h"
#include "memopt/Analysis/TensorSize.h"

#include "llvm/ADT/APFloat.h"

#include <cstring>

using namespace mlir;

namespace memopt {

std::optional<unsigned> findLossResult(func::FuncOp func) {
  FailureOr<RoleAssignment> roles = RoleAssignment::compute(func);
  if (failed(roles) || !roles->getLoss())
    return std::nullopt;
  auto returnOp = dyn_cast<func::ReturnOp>(func.getBody().back().back());
  if (!returnOp)
    return std::nullopt;
  for (OpOperand &operand : returnOp->getOpOperands()) {
    if (operand.get() != roles->getLoss())
      continue;
    Type type = operand.get().getType();
    auto shaped = dyn_cast<ShapedType>(type);
    Type element = shaped ? shaped.getElementType() : type;
    auto floatType = dyn_cast<FloatType>(element);
    if (!floatType || floatType.getWidth() > 64 ||
        (shaped && (!shaped.hasStaticShape() || shaped.getNumElements() != 1)))
      return std::nullopt;
    return operand.getOperandNumber();
  }
  return std::nullopt;
}

double readLoss(const HostBuffer &result) {
  auto shaped = dyn_cast<ShapedType>(result.type);
  auto element =
      cast<FloatType>(shaped ? shaped.getElementType() : result.type);
  unsigned bits = element.getWidth();
  uint64_t raw = 0;
  std::memcpy(&raw, result.data, std::min<uint64_t>(result.bytes, 8));
  llvm::APFloat value(element.getFloatSemantics(), llvm::APInt(bits, raw));
  bool lost = false;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
  return value.convertToDouble();
}

} // namespace memopt
