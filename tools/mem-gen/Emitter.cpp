//===- Emitter.cpp - OpBuilder helpers for mem-gen ------------------------===//
#include "Emitter.h"

#include "memopt/IR/MemOptAttributes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;

namespace memgen {

//===----------------------------------------------------------------------===//
// Body
//===----------------------------------------------------------------------===//

Value Body::cast(Value v, Type to) {
  Type from = v.getType();
  if (from == to)
    return v;
  if (auto ft = dyn_cast<FloatType>(from)) {
    if (auto tt = dyn_cast<FloatType>(to)) {
      if (ft.getWidth() < tt.getWidth())
        return arith::ExtFOp::create(b, loc, to, v);
      if (ft.getWidth() > tt.getWidth())
        return arith::TruncFOp::create(b, loc, to, v);
      // f16 <-> bf16: go through f32.
      Value w = arith::ExtFOp::create(b, loc, b.getF32Type(), v);
      return arith::TruncFOp::create(b, loc, to, w);
    }
    if (isa<IntegerType>(to))
      return arith::FPToSIOp::create(b, loc, to, v);
  }
  if (isa<IndexType>(from) || isa<IndexType>(to))
    return arith::IndexCastOp::create(b, loc, to, v);
  if (auto it = dyn_cast<IntegerType>(from)) {
    if (isa<FloatType>(to))
      return arith::SIToFPOp::create(b, loc, to, v);
    auto tt = llvm::cast<IntegerType>(to);
    if (it.getWidth() < tt.getWidth())
      return arith::ExtSIOp::create(b, loc, to, v);
    return arith::TruncIOp::create(b, loc, to, v);
  }
  llvm_unreachable("unsupported cast");
}

Value Body::cst(Type t, double v) {
  return arith::ConstantOp::create(b, loc, t, b.getFloatAttr(t, v));
}
Value Body::icst(Type t, int64_t v) {
  if (isa<IndexType>(t))
    return arith::ConstantIndexOp::create(b, loc, v);
  return arith::ConstantOp::create(b, loc, t, b.getIntegerAttr(t, v));
}
Value Body::add(Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::AddFOp::create(b, loc, x, y);
  return arith::AddIOp::create(b, loc, x, y);
}
Value Body::sub(Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::SubFOp::create(b, loc, x, y);
  return arith::SubIOp::create(b, loc, x, y);
}
Value Body::mul(Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::MulFOp::create(b, loc, x, y);
  return arith::MulIOp::create(b, loc, x, y);
}
Value Body::div(Value x, Value y) {
  return arith::DivFOp::create(b, loc, x, y);
}
Value Body::neg(Value x) { return arith::NegFOp::create(b, loc, x); }
Value Body::max(Value x, Value y) {
  return arith::MaximumFOp::create(b, loc, x, y);
}
Value Body::exp(Value x) { return math::ExpOp::create(b, loc, x); }
Value Body::log(Value x) { return math::LogOp::create(b, loc, x); }
Value Body::tanh(Value x) { return math::TanhOp::create(b, loc, x); }
Value Body::sqrt(Value x) { return math::SqrtOp::create(b, loc, x); }
Value Body::rsqrt(Value x) { return math::RsqrtOp::create(b, loc, x); }
Value Body::sin(Value x) { return math::SinOp::create(b, loc, x); }
Value Body::cos(Value x) { return math::CosOp::create(b, loc, x); }
Value Body::abs(Value x) { return math::AbsFOp::create(b, loc, x); }
Value Body::select(Value c, Value x, Value y) {
  return arith::SelectOp::create(b, loc, c, x, y);
}
Value Body::cmpf(int pred, Value x, Value y) {
  return arith::CmpFOp::create(b, loc, (arith::CmpFPredicate)pred, x, y);
}
Value Body::index(unsigned dim) { return linalg::IndexOp::create(b, loc, dim); }
Value Body::indexAsI64(unsigned dim) {
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), index(dim));
}

//===----------------------------------------------------------------------===//
// Emitter
//===----------------------------------------------------------------------===//

struct Emitter::Stamp : public OpBuilder::Listener {
  Emitter &e;
  explicit Stamp(Emitter &e) : e(e) {}
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    if (!isa_and_nonnull<func::FuncOp>(op->getParentOp()))
      return;
    MLIRContext *ctx = op->getContext();
    llvm::StringRef p = e.phase == Phase::Forward    ? memopt::kForwardPhase
                        : e.phase == Phase::Backward ? memopt::kBackwardPhase
                                                     : memopt::kOptimizerPhase;
    op->setAttr(memopt::kPhaseAttrName, StringAttr::get(ctx, p));
    if (e.layer >= 0 && !isa<func::ReturnOp>(op))
      op->setAttr(memopt::kLayerAttrName,
                  IntegerAttr::get(IntegerType::get(ctx, 64), e.layer));
  }
};

Emitter::Emitter(MLIRContext *ctx)
    : ctx(ctx), b(ctx), loc(UnknownLoc::get(ctx)),
      listener(std::make_unique<Stamp>(*this)) {
  b.setListener(listener.get());
}
Emitter::~Emitter() { b.setListener(nullptr); }

Shape Emitter::shapeOf(Value v) {
  auto t = cast<RankedTensorType>(v.getType());
  return Shape(t.getShape().begin(), t.getShape().end());
}
Type Emitter::elemOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getElementType();
}

AffineMap Emitter::affineMap(StringRef spec) {
  auto it = mapCache.find(spec);
  if (it != mapCache.end())
    return it->second;
  std::string text = ("affine_map<" + spec + ">").str();
  Attribute attr = parseAttribute(text, ctx);
  if (!attr)
    llvm::report_fatal_error(llvm::Twine("mem-gen: bad affine map ") + spec);
  AffineMap m = cast<AffineMapAttr>(attr).getValue();
  mapCache[spec] = m;
  return m;
}

Value Emitter::empty(ArrayRef<int64_t> shape, Type et) {
  return tensor::EmptyOp::create(b, loc, shape, et);
}

Value Emitter::fill(Value init, double v) {
  Type et = elemOf(init);
  Body bb = body();
  Value c = isa<FloatType>(et) ? bb.cst(et, v) : bb.icst(et, (int64_t)v);
  return linalg::FillOp::create(b, loc, ValueRange{c}, ValueRange{init})
      .getResult(0);
}

SmallVector<Value> Emitter::generic(ValueRange ins, ValueRange outs,
                                    ArrayRef<StringRef> maps, StringRef iters,
                                    const BodyFn &fn) {
  SmallVector<AffineMap> affineMaps;
  for (StringRef m : maps)
    affineMaps.push_back(affineMap(m));
  SmallVector<utils::IteratorType> its;
  for (char c : iters)
    its.push_back(c == 'r' ? utils::IteratorType::reduction
                           : utils::IteratorType::parallel);
  SmallVector<Type> resultTypes;
  for (Value o : outs)
    resultTypes.push_back(o.getType());
  auto op = linalg::GenericOp::create(
      b, loc, resultTypes, ins, outs, affineMaps, its,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Body bb{nb, nl};
        SmallVector<Value> res = fn(bb, args);
        linalg::YieldOp::create(nb, nl, res);
      });
  return SmallVector<Value>(op->getResults().begin(), op->getResults().end());
}

static std::string identityMap(unsigned rank) {
  std::string dims;
  for (unsigned i = 0; i < rank; ++i)
    dims += (i ? ",d" : "d") + std::to_string(i);
  return "(" + dims + ")->(" + dims + ")";
}

Value Emitter::map(ValueRange ins, ArrayRef<int64_t> outShape, Type outEt,
                   const std::function<Value(Body &, ValueRange)> &fn) {
  std::string id = identityMap(outShape.size());
  SmallVector<StringRef> maps(ins.size() + 1, id);
  std::string iters(outShape.size(), 'p');
  return generic1(ins, {empty(outShape, outEt)}, maps, iters,
                  [&](Body &bb, ValueRange a) -> SmallVector<Value> {
                    return {fn(bb, a)};
                  });
}

Value Emitter::contract(Value a, Value bm, Value init, StringRef mapA,
                        StringRef mapB, StringRef mapC, StringRef iters) {
  Type et = elemOf(init);
  return generic1({a, bm}, {init}, {mapA, mapB, mapC}, iters,
                  [&](Body &bb, ValueRange x) -> SmallVector<Value> {
                    Value p = bb.mul(bb.cast(x[0], et), bb.cast(x[1], et));
                    return {bb.add(x[2], p)};
                  });
}

Value Emitter::matmul(Value a, Value bm, Value init) {
  return linalg::MatmulOp::create(b, loc, TypeRange{init.getType()},
                                  ValueRange{a, bm}, ValueRange{init})
      .getResult(0);
}

Value Emitter::expand(Value v, ArrayRef<int64_t> shape,
                      ArrayRef<ReassociationIndices> reassoc) {
  auto ty = tensorTy(shape, elemOf(v));
  return tensor::ExpandShapeOp::create(b, loc, ty, v, reassoc);
}

Value Emitter::collapse(Value v, ArrayRef<ReassociationIndices> reassoc) {
  return tensor::CollapseShapeOp::create(b, loc, v, reassoc);
}

Value Emitter::flatten(Value v) {
  Shape s = shapeOf(v);
  if (s.size() == 1)
    return v;
  ReassociationIndices all;
  for (unsigned i = 0; i < s.size(); ++i)
    all.push_back(i);
  return collapse(v, {all});
}

Value Emitter::unflatten(Value v, ArrayRef<int64_t> shape) {
  if (shape.size() == 1)
    return v;
  ReassociationIndices all;
  for (unsigned i = 0; i < shape.size(); ++i)
    all.push_back(i);
  return expand(v, shape, {all});
}

Value Emitter::slice(Value v, ArrayRef<int64_t> offsets,
                     ArrayRef<int64_t> sizes) {
  SmallVector<OpFoldResult> offs, szs, strides;
  for (int64_t o : offsets)
    offs.push_back(b.getIndexAttr(o));
  for (int64_t s : sizes) {
    szs.push_back(b.getIndexAttr(s));
    strides.push_back(b.getIndexAttr(1));
  }
  return tensor::ExtractSliceOp::create(b, loc, v, offs, szs, strides);
}

Value Emitter::insert(Value src, Value dest, ArrayRef<int64_t> offsets) {
  SmallVector<OpFoldResult> offs, szs, strides;
  for (int64_t o : offsets)
    offs.push_back(b.getIndexAttr(o));
  for (int64_t s : shapeOf(src)) {
    szs.push_back(b.getIndexAttr(s));
    strides.push_back(b.getIndexAttr(1));
  }
  return tensor::InsertSliceOp::create(b, loc, src, dest, offs, szs, strides);
}

} // namespace memgen
