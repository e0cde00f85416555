//===- CollectiveCall.cpp - a shard collective as a call into MPI ---------===//

#include "CollectiveCall.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace mlir;

namespace memopt {
namespace {

/// The declaration of `symbol`, added once.
func::FuncOp getCallee(ModuleOp module, StringRef symbol, TypeRange inputs) {
  if (auto callee = module.lookupSymbol<func::FuncOp>(symbol))
    return callee;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto callee = func::FuncOp::create(b, module.getLoc(), symbol,
                                     b.getFunctionType(inputs, {}));
  callee.setPrivate();
  return callee;
}

} // namespace

void replaceByRuntimeCall(ModuleOp module, Operation *op, Value input,
                          StringRef symbol, ArrayRef<int64_t> scalars,
                          bool strided,
                          function_ref<Value(OpBuilder &)> destination) {
  MLIRContext *ctx = module.getContext();
  ctx->loadDialect<arith::ArithDialect, bufferization::BufferizationDialect,
                   func::FuncDialect, memref::MemRefDialect>();
  auto inputType = cast<RankedTensorType>(input.getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Type element = inputType.getElementType();
  auto unranked = UnrankedMemRefType::get(element, 0);
  OpBuilder b(op);
  Location loc = op->getLoc();

  MemRefLayoutAttrInterface layout;
  if (strided)
    layout = StridedLayoutAttr::get(
        ctx, ShapedType::kDynamic,
        SmallVector<int64_t>(inputType.getRank(), ShapedType::kDynamic));
  Value inputBuffer = bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(inputType.getShape(), element, layout), input,
      /*read_only=*/true);
  // A function argument's buffer has the identity layout (memopt-lower-cpu
  // bufferizes function boundaries so); the call writes it.
  auto resultBufferType = MemRefType::get(resultType.getShape(), element);
  Value result =
      destination
          ? Value(bufferization::ToBufferOp::create(
                b, loc, resultBufferType, destination(b), /*read_only=*/false))
          : Value(memref::AllocOp::create(b, loc, resultBufferType));

  SmallVector<Value> operands{
      memref::CastOp::create(b, loc, unranked, inputBuffer),
      memref::CastOp::create(b, loc, unranked, result)};
  for (int64_t scalar : scalars)
    operands.push_back(arith::ConstantIntOp::create(b, loc, scalar, 64));
  func::CallOp::create(
      b, loc, getCallee(module, symbol, ValueRange(operands).getTypes()),
      operands);
  op->getResult(0).replaceAllUsesWith(bufferization::ToTensorOp::create(
      b, loc, resultType, result, b.getUnitAttr(), b.getUnitAttr()));
  op->erase();
}

const char *
findRuntimeSymbol(Type element,
                  ArrayRef<std::pair<const char *, const char *>> symbols) {
  std::string name;
  llvm::raw_string_ostream os(name);
  element.print(os);
  for (auto [type, symbol] : symbols)
    if (name == type)
      return symbol;
  return nullptr;
}

} // namespace memopt
