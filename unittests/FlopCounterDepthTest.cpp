//===- FlopCounterDepthTest.cpp - FLOPs of deeply nested regions ----------===//
//
// FlopCounter::count recursed once per region level and overflowed the stack
// on deep nesting (first seen under AddressSanitizer). The IR is built here,
// not parsed: the parser's own recursion would stop it first.

#include "memopt/Analysis/CostModel.h"
#include "memopt/Analysis/ShapeResolver.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/thread.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace memopt;

TEST(FlopCounter, DeepNestingOnASmallStack) {
  MLIRContext context;
  context
      .loadDialect<func::FuncDialect, scf::SCFDialect, arith::ArithDialect>();
  OpBuilder builder(&context);
  Location loc = builder.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  builder.setInsertionPointToEnd(module->getBody());
  Type f32 = builder.getF32Type();
  auto func = func::FuncOp::create(builder, loc, "deep",
                                   builder.getFunctionType({f32}, {}));
  Block *entry = func.addEntryBlock();
  builder.setInsertionPointToEnd(entry);
  func::ReturnOp::create(builder, loc);
  builder.setInsertionPointToStart(entry);

  // 4,000 nested scf.execute_region, three FLOPs at the bottom, and a loop
  // of 5 trips halfway down: 15 FLOPs.
  constexpr int kDepth = 4000;
  Operation *outermost = nullptr;
  for (int level = 0; level < kDepth; ++level) {
    if (level == kDepth / 2) {
      Value lb = arith::ConstantIndexOp::create(builder, loc, 0);
      Value ub = arith::ConstantIndexOp::create(builder, loc, 5);
      Value step = arith::ConstantIndexOp::create(builder, loc, 1);
      auto loop = scf::ForOp::create(builder, loc, lb, ub, step);
      builder.setInsertionPointToStart(loop.getBody());
    } else {
      auto op = scf::ExecuteRegionOp::create(builder, loc, TypeRange{});
      outermost = outermost ? outermost : op.getOperation();
      builder.createBlock(&op.getRegion());
      auto yield = scf::YieldOp::create(builder, loc);
      builder.setInsertionPoint(yield);
    }
  }
  Value x = entry->getArgument(0);
  Value sum = arith::AddFOp::create(builder, loc, x, x);
  Value product = arith::MulFOp::create(builder, loc, sum, x);
  arith::SubFOp::create(builder, loc, product, x);

  DimBindings bindings;
  ShapeResolver shapes(func, bindings);
  FlopCounter counter(shapes,
                      [](func::FuncOp) { return std::optional<uint64_t>(); });
  // 256 KiB: a recursion over 4,000 levels needs several MiB.
  uint64_t flops = 0;
  llvm::thread worker(std::optional<unsigned>(256u << 10),
                      [&] { flops = counter.count(outermost); });
  worker.join();
  EXPECT_EQ(flops, 15u);
  // Every level was visited (execute_region has no cost rule).
  ASSERT_EQ(counter.getUncosted().size(), 1u);
  EXPECT_EQ(counter.getUncosted().count("scf.execute_region"), 1u);
  EXPECT_EQ(counter.getUncosted().at("scf.execute_region"),
            static_cast<uint64_t>(kDepth - 1));
}
