//===- Dropout.cpp - counter-based seeded dropout masks -------------------===//
#include "Dropout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include <cmath>

using namespace mlir;

namespace memgen {

static Value i64c(Body &bb, uint64_t v) {
  return bb.icst(bb.b.getI64Type(), (int64_t)v);
}

Value Dropout::key(Emitter &e, int64_t layer, int64_t site) const {
  Body bb = e.body();
  uint64_t salt = (uint64_t)((layer + 1) * 64 + site) * 0xD1B54A32D192ED03ull;
  return arith::XOrIOp::create(e.b, e.loc, seed, i64c(bb, salt));
}

Value Dropout::scaleDims(Body &bb, Value key, ArrayRef<int64_t> shape,
                         ArrayRef<unsigned> dims, Type et) const {
  OpBuilder &b = bb.b;
  Location loc = bb.loc;
  Value idx;
  for (size_t k = 0; k < shape.size(); ++k) {
    Value ik = bb.indexAsI64(dims[k]);
    idx = idx ? bb.add(bb.mul(idx, i64c(bb, shape[k])), ik) : ik;
  }
  Value z = bb.add(key, bb.mul(idx, i64c(bb, 0x9E3779B97F4A7C15ull)));
  auto mix = [&](Value z, int shift, uint64_t mult) {
    Value s = arith::ShRUIOp::create(b, loc, z, i64c(bb, shift));
    Value x = arith::XOrIOp::create(b, loc, z, s);
    return mult ? bb.mul(x, i64c(bb, mult)) : x;
  };
  z = mix(z, 30, 0xBF58476D1CE4E5B9ull);
  z = mix(z, 27, 0x94D049BB133111EBull);
  z = mix(z, 31, 0);
  Value u = arith::ShRUIOp::create(b, loc, z, i64c(bb, 11));
  uint64_t threshold = (uint64_t)std::floor(p * 9007199254740992.0);
  Value keep = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, u,
                                     i64c(bb, threshold));
  return bb.select(keep, bb.cst(et, 1.0 / (1.0 - p)), bb.cst(et, 0.0));
}

Value Dropout::scale(Body &bb, Value key, ArrayRef<int64_t> shape,
                     Type et) const {
  SmallVector<unsigned> dims;
  for (unsigned i = 0; i < shape.size(); ++i)
    dims.push_back(i);
  return scaleDims(bb, key, shape, dims, et);
}

Value Dropout::apply(Emitter &e, Value x, int64_t layer, int64_t site) const {
  if (!enabled())
    return x;
  Value k = key(e, layer, site);
  Shape s = Emitter::shapeOf(x);
  Type et = Emitter::elemOf(x);
  return e.map({x}, s, et, [&](Body &bb, ValueRange a) {
    return bb.mul(a[0], scale(bb, k, s, et));
  });
}

} // namespace memgen
