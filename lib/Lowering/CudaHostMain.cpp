//===- CudaHostMain.cpp - the host program around a lowered step ----------===//
//
// Adds `func.func @main() -> i32` that runs the step once on the device:
// every tensor argument is a gpu.alloc (the analysis counts arguments live
// for the whole step, so they are allocated before the call and freed after
// it), filled by the runtime from the inputs mem-run dumped; scalars are read
// the same way. After the call every result of the tensor signature (a
// dropped one is read from the argument recorded in memopt.result_args) goes
// to the runtime, which copies it back, checksums it and optionally writes
// it; returned buffers are then freed, then the arguments.
//
// Device pointers cross to the runtime as i64 (the aligned pointer of the
// buffer), so the calls do not depend on the rank of the memref.
//
//===----------------------------------------------------------------------===//

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"

namespace memopt {
#define GEN_PASS_DEF_CUDAHOSTMAIN
#include "memopt/Lowering/Passes.h.inc"
} // namespace memopt

using namespace mlir;

namespace memopt {
namespace {

/// Element type code the runtime prints: kind << 16 | bit width, kind 0 for
/// integers and index, 1 for IEEE floats, 2 for bf16.
int64_t typeCode(Type type) {
  if (type.isIndex())
    return 64;
  if (type.isBF16())
    return (2 << 16) | 16;
  if (auto f = dyn_cast<FloatType>(type))
    return (1 << 16) | f.getWidth();
  return type.getIntOrFloatBitWidth();
}

uint64_t elementBytes(Type type) {
  if (type.isIndex())
    return 8;
  return (type.getIntOrFloatBitWidth() + 7) / 8;
}

bool isScalar(Type type) { return type.isIndex() || type.isIntOrFloat(); }

/// Whether the host main can pass the step's arguments (static,
/// identity-layout buffers of numbers, and scalars) and take its results;
/// `resultArgs` gets the argument each result is written into (-1: returned).
LogicalResult checkHostSignature(func::FuncOp step,
                                 SmallVectorImpl<int64_t> &resultArgs) {
  FunctionType type = step.getFunctionType();
  for (auto [index, arg] : llvm::enumerate(type.getInputs())) {
    auto memref = dyn_cast<MemRefType>(arg);
    if (isScalar(arg) ||
        (memref && memref.hasStaticShape() && memref.getLayout().isIdentity() &&
         !memref.getMemorySpace() && isScalar(memref.getElementType())))
      continue;
    step.emitError("memopt-lower-cuda: argument ")
        << index << " of type " << arg
        << " cannot be passed from the host main (static, identity-layout "
           "buffers of numbers and scalars can)";
    return failure();
  }
  if (auto attr = step->getAttrOfType<DenseI64ArrayAttr>(kResultArgsAttrName))
    resultArgs.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  else
    resultArgs.assign(type.getNumResults(), -1);
  if (llvm::count(resultArgs, -1) != int64_t(type.getNumResults())) {
    step.emitError("memopt-lower-cuda: memopt.result_args does not match "
                   "the results");
    return failure();
  }
  for (Type result : type.getResults())
    if (!isa<MemRefType>(result) && !isScalar(result)) {
      step.emitError("memopt-lower-cuda: result type ")
          << result << " is not supported";
      return failure();
    }
  return success();
}

struct CudaHostMainPass final
    : public impl::CudaHostMainBase<CudaHostMainPass> {
  using CudaHostMainBase::CudaHostMainBase;

  func::FuncOp findEntry(ModuleOp module) {
    if (!entry.empty()) {
      auto func = module.lookupSymbol<func::FuncOp>(entry);
      if (!func || func.isExternal())
        module.emitError("memopt-lower-cuda: no function '") << entry << "'";
      return func && !func.isExternal() ? func : func::FuncOp();
    }
    SymbolTableCollection tables;
    SymbolUserMap users(tables, module);
    SmallVector<func::FuncOp> candidates;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal() && users.getUsers(func).empty())
        candidates.push_back(func);
    if (candidates.size() == 1)
      return candidates.front();
    module.emitError("memopt-lower-cuda: ")
        << candidates.size()
        << " public functions nothing calls; choose one with entry=";
    return {};
  }

  func::FuncOp declare(OpBuilder &builder, ModuleOp module, StringRef name,
                       TypeRange inputs, TypeRange results) {
    if (auto existing = module.lookupSymbol<func::FuncOp>(name))
      return existing;
    auto func = func::FuncOp::create(builder, module.getLoc(), name,
                                     builder.getFunctionType(inputs, results));
    func.setPrivate();
    return func;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (module.lookupSymbol("main")) {
      module.emitError("memopt-lower-cuda: the module already has a 'main'");
      return signalPassFailure();
    }
    func::FuncOp step = findEntry(module);
    if (!step)
      return signalPassFailure();
    FunctionType type = step.getFunctionType();
    SmallVector<int64_t> resultArgs;
    if (failed(checkHostSignature(step, resultArgs)))
      return signalPassFailure();
    OpBuilder builder(module.getBodyRegion());
    builder.setInsertionPointToEnd(module.getBody());
    Location loc = step.getLoc();
    Type i64 = builder.getI64Type();
    func::FuncOp loadArgument = declare(
        builder, module, "memopt_cuda_load_argument", {i64, i64, i64}, {});
    func::FuncOp loadScalar =
        declare(builder, module, "memopt_cuda_load_scalar", {i64, i64}, {i64});
    func::FuncOp storeResult = declare(
        builder, module, "memopt_cuda_store_result", {i64, i64, i64, i64}, {});
    func::FuncOp storeScalar =
        declare(builder, module, "memopt_cuda_store_scalar_result",
                {i64, i64, i64, i64}, {});
    func::FuncOp finish = declare(builder, module, "memopt_cuda_finish", {},
                                  {builder.getI32Type()});

    auto main = func::FuncOp::create(
        builder, loc, "main",
        builder.getFunctionType({}, {builder.getI32Type()}));
    builder.setInsertionPointToStart(main.addEntryBlock());
    auto i64Constant = [&](int64_t value) -> Value {
      return arith::ConstantIntOp::create(builder, loc, value, 64);
    };
    auto devicePointer = [&](Value memref) -> Value {
      Value pointer =
          memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, memref);
      return arith::IndexCastOp::create(builder, loc, i64, pointer);
    };
    auto bufferBytes = [](MemRefType type) {
      return int64_t(type.getNumElements() *
                     elementBytes(type.getElementType()));
    };
    // Scalar bits come as i64; narrow and reinterpret them.
    auto fromBits = [&](Value bits, Type type) -> Value {
      if (type.isIndex())
        return arith::IndexCastOp::create(builder, loc, type, bits);
      Type intType = builder.getIntegerType(type.getIntOrFloatBitWidth());
      Value narrow = intType == i64
                         ? bits
                         : arith::TruncIOp::create(builder, loc, intType, bits);
      if (isa<FloatType>(type))
        return arith::BitcastOp::create(builder, loc, type, narrow);
      return narrow;
    };
    auto toBits = [&](Value value) -> Value {
      Type type = value.getType();
      if (type.isIndex())
        return arith::IndexCastOp::create(builder, loc, i64, value);
      Type intType = builder.getIntegerType(type.getIntOrFloatBitWidth());
      if (isa<FloatType>(type))
        value = arith::BitcastOp::create(builder, loc, intType, value);
      return intType == i64 ? value
                            : arith::ExtUIOp::create(builder, loc, i64, value);
    };

    SmallVector<Value> arguments;
    for (auto [index, argType] : llvm::enumerate(type.getInputs())) {
      if (auto memref = dyn_cast<MemRefType>(argType)) {
        Value buffer =
            gpu::AllocOp::create(builder, loc, memref, Type(), ValueRange(),
                                 ValueRange(), ValueRange(), false)
                .getMemref();
        func::CallOp::create(builder, loc, loadArgument,
                             ValueRange{i64Constant(index),
                                        devicePointer(buffer),
                                        i64Constant(bufferBytes(memref))});
        arguments.push_back(buffer);
        continue;
      }
      Value bits =
          func::CallOp::create(builder, loc, loadScalar,
                               ValueRange{i64Constant(index),
                                          i64Constant(elementBytes(argType))})
              .getResult(0);
      arguments.push_back(fromBits(bits, argType));
    }
    auto call = func::CallOp::create(builder, loc, step, arguments);

    unsigned next = 0;
    SmallVector<Value> returnedBuffers;
    for (auto [index, argIndex] : llvm::enumerate(resultArgs)) {
      Value value =
          argIndex >= 0 ? arguments[argIndex] : call.getResult(next++);
      if (auto memref = dyn_cast<MemRefType>(value.getType())) {
        func::CallOp::create(
            builder, loc, storeResult,
            ValueRange{i64Constant(index), devicePointer(value),
                       i64Constant(bufferBytes(memref)),
                       i64Constant(typeCode(memref.getElementType()))});
        if (argIndex < 0 && !llvm::is_contained(returnedBuffers, value) &&
            !llvm::is_contained(arguments, value))
          returnedBuffers.push_back(value);
        continue;
      }
      func::CallOp::create(
          builder, loc, storeScalar,
          ValueRange{i64Constant(index), toBits(value),
                     i64Constant(elementBytes(value.getType())),
                     i64Constant(typeCode(value.getType()))});
    }
    for (Value buffer : returnedBuffers)
      gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), buffer);
    for (Value argument : arguments)
      if (isa<MemRefType>(argument.getType()))
        gpu::DeallocOp::create(builder, loc, Type(), ValueRange(), argument);
    Value status =
        func::CallOp::create(builder, loc, finish, ValueRange()).getResult(0);
    func::ReturnOp::create(builder, loc, status);
  }
};

} // namespace

} // namespace memopt
