//===- Layers.cpp - forward and backward of transformer layers ------------===//
//
// Linear layers, norms, activations and rotary embeddings, forward and
// backward; attention is in Attention.cpp, embeddings and the loss in
// Embedding.cpp (all declared in Layers.h).
//
//===----------------------------------------------------------------------===//
#include "Layers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include <cmath>

using namespace mlir;

namespace memgen {

using VR = ValueRange;
using SV = SmallVector<Value>;

static constexpr double kNormEps = 1e-5;

//===----------------------------------------------------------------------===//
// Linear
//===----------------------------------------------------------------------===//

Value linear(Ctx &c, Value x, Value w, Value bias) {
  Emitter &e = c.e;
  int64_t n = Emitter::shapeOf(x)[0];
  int64_t m = Emitter::shapeOf(w)[1];
  Type et = c.pp.act;
  Value init;
  if (bias) {
    init = e.generic1(
        {bias}, {e.empty({n, m}, et)}, {"(n,m)->(m)", "(n,m)->(n,m)"}, "pp",
        [&](Body &bb, VR a) -> SV { return {bb.cast(a[0], et)}; });
  } else {
    init = e.zeros({n, m}, et);
  }
  return e.matmul(x, w, init);
}

Grads3 linearBwd(Ctx &c, Value dy, Value x, Value w, bool hasBias,
                 Value dxAcc) {
  Emitter &e = c.e;
  Shape ws = Emitter::shapeOf(w);
  int64_t n = Emitter::shapeOf(x)[0], k = ws[0], m = ws[1];
  Grads3 g;
  Value init = dxAcc ? dxAcc : e.zeros({n, k}, c.pp.act);
  g.dx = e.contract(dy, w, init, "(n,k,m)->(n,m)", "(n,k,m)->(k,m)",
                    "(n,k,m)->(n,k)", "ppr");
  g.dw = e.contract(x, dy, e.zeros({k, m}, c.pp.grad), "(k,m,n)->(n,k)",
                    "(k,m,n)->(n,m)", "(k,m,n)->(k,m)", "ppr");
  if (hasBias) {
    Type gt = c.pp.grad;
    g.db = e.generic1({dy}, {e.zeros({m}, gt)}, {"(m,n)->(n,m)", "(m,n)->(m)"},
                      "pr", [&](Body &bb, VR a) -> SV {
                        return {bb.add(a[1], bb.cast(a[0], gt))};
                      });
  }
  return g;
}

//===----------------------------------------------------------------------===//
// Normalization
//===----------------------------------------------------------------------===//

/// sum_j f(x[n,j]) / d into a fresh [N] tensor of the statistics type.
static Value rowMean(Ctx &c, ValueRange ins, ArrayRef<StringRef> inMaps,
                     const std::function<Value(Body &, VR)> &f) {
  Emitter &e = c.e;
  Shape s = Emitter::shapeOf(ins[0]);
  int64_t n = s[0], d = s[1];
  Type st = c.pp.loss;
  SmallVector<StringRef> maps(inMaps.begin(), inMaps.end());
  maps.push_back("(n,j)->(n)");
  return e.generic1(ins, {e.zeros({n}, st)}, maps, "pr",
                    [&](Body &bb, VR a) -> SV {
                      Value v = f(bb, a.drop_back());
                      return {bb.add(a.back(), bb.mulc(v, 1.0 / d))};
                    });
}

Value layerNorm(Ctx &c, Value x, Value w, Value b, std::vector<Value> &stats) {
  Emitter &e = c.e;
  Shape s = Emitter::shapeOf(x);
  Type st = c.pp.loss, et = c.pp.act;
  Value mean = rowMean(c, {x}, {"(n,j)->(n,j)"},
                       [&](Body &bb, VR a) { return bb.cast(a[0], st); });
  Value var = rowMean(c, {x, mean}, {"(n,j)->(n,j)", "(n,j)->(n)"},
                      [&](Body &bb, VR a) {
                        Value dlt = bb.sub(bb.cast(a[0], st), a[1]);
                        return bb.mul(dlt, dlt);
                      });
  Value rstd = e.map({var}, {s[0]}, st, [&](Body &bb, VR a) {
    return bb.rsqrt(bb.addc(a[0], kNormEps));
  });
  stats = {mean, rstd};
  return e.generic1({x, mean, rstd, w, b}, {e.empty(s, et)},
                    {"(n,j)->(n,j)", "(n,j)->(n)", "(n,j)->(n)", "(n,j)->(j)",
                     "(n,j)->(j)", "(n,j)->(n,j)"},
                    "pp", [&](Body &bb, VR a) -> SV {
                      Value xh = bb.mul(bb.sub(bb.cast(a[0], st), a[1]), a[2]);
                      Value y = bb.add(bb.mul(xh, bb.cast(a[3], st)),
                                       bb.cast(a[4], st));
                      return {bb.cast(y, et)};
                    });
}

/// Column sum over rows: out[j] = sum_n f(...) into a grad-typed [d] tensor.
static Value colSum(Ctx &c, ValueRange ins, ArrayRef<StringRef> inMaps,
                    int64_t d, const std::function<Value(Body &, VR)> &f) {
  Emitter &e = c.e;
  Type gt = c.pp.grad;
  SmallVector<StringRef> maps(inMaps.begin(), inMaps.end());
  maps.push_back("(j,n)->(j)");
  return e.generic1(ins, {e.zeros({d}, gt)}, maps, "pr",
                    [&](Body &bb, VR a) -> SV {
                      Value v = f(bb, a.drop_back());
                      return {bb.add(a.back(), bb.cast(v, gt))};
                    });
}

/// Inputs of a norm backward plus the optional residual gradient `dres`.
static SV withRes(SV ins, Value dres) {
  if (dres)
    ins.push_back(dres);
  return ins;
}
static SmallVector<StringRef> withResMaps(SmallVector<StringRef> maps,
                                          Value dres) {
  if (dres)
    maps.push_back("(n,j)->(n,j)");
  maps.push_back("(n,j)->(n,j)");
  return maps;
}

Grads3 layerNormBwd(Ctx &c, Value dy, Value x, ArrayRef<Value> stats, Value w,
                    Value dres) {
  Emitter &e = c.e;
  Shape s = Emitter::shapeOf(x);
  Type st = c.pp.loss, et = c.pp.act;
  Value mean = stats[0], rstd = stats[1];
  Grads3 g;
  g.dw = colSum(c, {dy, x, mean, rstd},
                {"(j,n)->(n,j)", "(j,n)->(n,j)", "(j,n)->(n)", "(j,n)->(n)"},
                s[1], [&](Body &bb, VR a) {
                  Value xh = bb.mul(bb.sub(bb.cast(a[1], st), a[2]), a[3]);
                  return bb.mul(bb.cast(a[0], st), xh);
                });
  g.db = colSum(c, {dy}, {"(j,n)->(n,j)"}, s[1],
                [&](Body &bb, VR a) { return bb.cast(a[0], st); });
  // a[n] = mean_j(dy*w), b[n] = mean_j(dy*w*xhat)
  Value ma =
      rowMean(c, {dy, w}, {"(n,j)->(n,j)", "(n,j)->(j)"}, [&](Body &bb, VR a) {
        return bb.mul(bb.cast(a[0], st), bb.cast(a[1], st));
      });
  Value mb =
      rowMean(c, {dy, w, x, mean, rstd},
              {"(n,j)->(n,j)", "(n,j)->(j)", "(n,j)->(n,j)", "(n,j)->(n)",
               "(n,j)->(n)"},
              [&](Body &bb, VR a) {
                Value xh = bb.mul(bb.sub(bb.cast(a[2], st), a[3]), a[4]);
                return bb.mul(bb.mul(bb.cast(a[0], st), bb.cast(a[1], st)), xh);
              });
  g.dx = e.generic1(
      withRes({dy, w, x, mean, rstd, ma, mb}, dres), {e.empty(s, et)},
      withResMaps({"(n,j)->(n,j)", "(n,j)->(j)", "(n,j)->(n,j)", "(n,j)->(n)",
                   "(n,j)->(n)", "(n,j)->(n)", "(n,j)->(n)"},
                  dres),
      "pp", [&](Body &bb, VR a) -> SV {
        Value xh = bb.mul(bb.sub(bb.cast(a[2], st), a[3]), a[4]);
        Value dxh = bb.mul(bb.cast(a[0], st), bb.cast(a[1], st));
        Value t = bb.sub(bb.sub(dxh, a[5]), bb.mul(xh, a[6]));
        Value dx = bb.mul(a[4], t);
        if (dres)
          dx = bb.add(dx, bb.cast(a[7], st));
        return {bb.cast(dx, et)};
      });
  return g;
}

Value rmsNorm(Ctx &c, Value x, Value w, std::vector<Value> &stats) {
  Emitter &e = c.e;
  Shape s = Emitter::shapeOf(x);
  Type st = c.pp.loss, et = c.pp.act;
  Value ms = rowMean(c, {x}, {"(n,j)->(n,j)"}, [&](Body &bb, VR a) {
    Value v = bb.cast(a[0], st);
    return bb.mul(v, v);
  });
  Value rstd = e.map({ms}, {s[0]}, st, [&](Body &bb, VR a) {
    return bb.rsqrt(bb.addc(a[0], kNormEps));
  });
  stats = {rstd};
  return e.generic1(
      {x, rstd, w}, {e.empty(s, et)},
      {"(n,j)->(n,j)", "(n,j)->(n)", "(n,j)->(j)", "(n,j)->(n,j)"}, "pp",
      [&](Body &bb, VR a) -> SV {
        Value y = bb.mul(bb.mul(bb.cast(a[0], st), a[1]), bb.cast(a[2], st));
        return {bb.cast(y, et)};
      });
}

Grads3 rmsNormBwd(Ctx &c, Value dy, Value x, ArrayRef<Value> stats, Value w,
                  Value dres) {
  Emitter &e = c.e;
  Shape s = Emitter::shapeOf(x);
  Type st = c.pp.loss, et = c.pp.act;
  Value rstd = stats[0];
  Grads3 g;
  g.dw = colSum(
      c, {dy, x, rstd}, {"(j,n)->(n,j)", "(j,n)->(n,j)", "(j,n)->(n)"}, s[1],
      [&](Body &bb, VR a) {
        return bb.mul(bb.cast(a[0], st), bb.mul(bb.cast(a[1], st), a[2]));
      });
  Value mc =
      rowMean(c, {dy, w, x}, {"(n,j)->(n,j)", "(n,j)->(j)", "(n,j)->(n,j)"},
              [&](Body &bb, VR a) {
                return bb.mul(bb.mul(bb.cast(a[0], st), bb.cast(a[1], st)),
                              bb.cast(a[2], st));
              });
  g.dx = e.generic1(withRes({dy, w, x, rstd, mc}, dres), {e.empty(s, et)},
                    withResMaps({"(n,j)->(n,j)", "(n,j)->(j)", "(n,j)->(n,j)",
                                 "(n,j)->(n)", "(n,j)->(n)"},
                                dres),
                    "pp", [&](Body &bb, VR a) -> SV {
                      Value r = a[3];
                      Value dxh = bb.mul(bb.cast(a[0], st), bb.cast(a[1], st));
                      Value r3 = bb.mul(bb.mul(r, r), r);
                      Value dx =
                          bb.sub(bb.mul(r, dxh),
                                 bb.mul(bb.mul(bb.cast(a[2], st), r3), a[4]));
                      if (dres)
                        dx = bb.add(dx, bb.cast(a[5], st));
                      return {bb.cast(dx, et)};
                    });
  return g;
}

//===----------------------------------------------------------------------===//
// Activations
//===----------------------------------------------------------------------===//

static constexpr double kGeluC = 0.7978845608028654; // sqrt(2/pi)
static constexpr double kGeluA = 0.044715;

Value gelu(Ctx &c, Value h) {
  Type et = c.pp.act, st = c.pp.loss;
  return c.e.map({h}, Emitter::shapeOf(h), et, [&](Body &bb, VR a) {
    Value x = bb.cast(a[0], st);
    Value x3 = bb.mul(bb.mul(x, x), x);
    Value u = bb.mulc(bb.add(x, bb.mulc(x3, kGeluA)), kGeluC);
    Value y = bb.mul(bb.mulc(x, 0.5), bb.addc(bb.tanh(u), 1.0));
    return bb.cast(y, et);
  });
}

Value geluBwd(Ctx &c, Value dy, Value h) {
  Type et = c.pp.act, st = c.pp.loss;
  return c.e.map({dy, h}, Emitter::shapeOf(h), et, [&](Body &bb, VR a) {
    Value x = bb.cast(a[1], st);
    Value x2 = bb.mul(x, x);
    Value u = bb.mulc(bb.mul(x, bb.addc(bb.mulc(x2, kGeluA), 1.0)), kGeluC);
    Value t = bb.tanh(u);
    Value du = bb.mulc(bb.addc(bb.mulc(x2, 3.0 * kGeluA), 1.0), kGeluC);
    Value sech2 = bb.sub(bb.cst(st, 1.0), bb.mul(t, t));
    Value dg = bb.add(bb.mulc(bb.addc(t, 1.0), 0.5),
                      bb.mul(bb.mulc(x, 0.5), bb.mul(sech2, du)));
    return bb.cast(bb.mul(bb.cast(a[0], st), dg), et);
  });
}

static Value sigmoid(Body &bb, Value x) {
  Type t = x.getType();
  return bb.div(bb.cst(t, 1.0), bb.addc(bb.exp(bb.neg(x)), 1.0));
}

Value swiglu(Ctx &c, Value a1, Value a3) {
  Type et = c.pp.act, st = c.pp.loss;
  return c.e.map({a1, a3}, Emitter::shapeOf(a1), et, [&](Body &bb, VR a) {
    Value x = bb.cast(a[0], st);
    Value silu = bb.mul(x, sigmoid(bb, x));
    return bb.cast(bb.mul(silu, bb.cast(a[1], st)), et);
  });
}

std::pair<Value, Value> swigluBwd(Ctx &c, Value dh, Value a1, Value a3) {
  Emitter &e = c.e;
  Type et = c.pp.act, st = c.pp.loss;
  Shape s = Emitter::shapeOf(a1);
  auto r = e.generic({dh, a1, a3}, {e.empty(s, et), e.empty(s, et)},
                     {"(n,f)->(n,f)", "(n,f)->(n,f)", "(n,f)->(n,f)",
                      "(n,f)->(n,f)", "(n,f)->(n,f)"},
                     "pp", [&](Body &bb, VR a) -> SV {
                       Value g = bb.cast(a[0], st);
                       Value x = bb.cast(a[1], st);
                       Value u = bb.cast(a[2], st);
                       Value sg = sigmoid(bb, x);
                       Value silu = bb.mul(x, sg);
                       // d silu/dx = sg * (1 + x (1 - sg))
                       Value one = bb.cst(st, 1.0);
                       Value dsilu =
                           bb.mul(sg, bb.add(one, bb.mul(x, bb.sub(one, sg))));
                       Value da1 = bb.mul(bb.mul(g, u), dsilu);
                       Value da3 = bb.mul(g, silu);
                       return {bb.cast(da1, et), bb.cast(da3, et)};
                     });
  return {r[0], r[1]};
}

//===----------------------------------------------------------------------===//
// Rotary embedding
//===----------------------------------------------------------------------===//

Value rope(Ctx &c, Value x, int64_t nh, bool inverse) {
  Emitter &e = c.e;
  int64_t hd = c.hd();
  Type et = c.pp.act, st = c.pp.loss;
  Value x5 = e.expand(x, {c.B, c.T, nh, hd / 2, 2}, {{0, 1}, {2, 3, 4}});
  double sign = inverse ? -1.0 : 1.0;
  double freqScale = -2.0 * std::log(10000.0) / (double)hd;
  Value y5 =
      e.generic1({x5, x5}, {e.empty({c.B, c.T, nh, hd / 2, 2}, et)},
                 {"(b,t,h,i,c)->(b,t,h,i,0)", "(b,t,h,i,c)->(b,t,h,i,1)",
                  "(b,t,h,i,c)->(b,t,h,i,c)"},
                 "ppppp", [&](Body &bb, VR a) -> SV {
                   Type i64 = bb.b.getI64Type();
                   Value t = bb.cast(bb.indexAsI64(1), st);
                   Value i = bb.cast(bb.indexAsI64(3), st);
                   Value theta = bb.mul(t, bb.exp(bb.mulc(i, freqScale)));
                   Value cs = bb.cos(theta), sn = bb.mulc(bb.sin(theta), sign);
                   Value x0 = bb.cast(a[0], st), x1 = bb.cast(a[1], st);
                   Value y0 = bb.sub(bb.mul(x0, cs), bb.mul(x1, sn));
                   Value y1 = bb.add(bb.mul(x0, sn), bb.mul(x1, cs));
                   Value isFirst = arith::CmpIOp::create(
                       bb.b, bb.loc, arith::CmpIPredicate::eq, bb.indexAsI64(4),
                       bb.icst(i64, 0));
                   return {bb.cast(bb.select(isFirst, y0, y1), et)};
                 });
  return e.collapse(y5, {{0, 1}, {2, 3, 4}});
}

} // namespace memgen
