//===- Layers.cpp - forward and backward of transformer layers ------------===//
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

//===----------------------------------------------------------------------===//
// Attention
//===----------------------------------------------------------------------===//

// Loop names: b batch, k kv head, g head in group, i query, j key, e head dim.

static Value causal(Body &bb) {
  // j <= i with i = loop 3 and j = loop 4 of (b,k,g,i,j)
  return arith::CmpIOp::create(bb.b, bb.loc, arith::CmpIPredicate::ule,
                               bb.index(4), bb.index(3));
}

Value attention(Ctx &c, Value q, Value k, Value v, int64_t layer,
                AttnSaved &saved) {
  Emitter &e = c.e;
  int64_t B = c.B, T = c.T, KV = c.cfg.kvHeads, G = c.group(), hd = c.hd();
  Type et = c.pp.act, st = c.pp.loss;
  double scale = 1.0 / std::sqrt((double)hd);
  Value q5 = e.expand(q, {B, T, KV, G, hd}, {{0, 1}, {2, 3, 4}});
  Value k4 = e.expand(k, {B, T, KV, hd}, {{0, 1}, {2, 3}});
  Value v4 = e.expand(v, {B, T, KV, hd}, {{0, 1}, {2, 3}});
  Shape sS = {B, KV, G, T, T}, sR = {B, KV, G, T};
  Value S = e.contract(q5, k4, e.zeros(sS, et), "(b,k,g,i,j,e)->(b,i,k,g,e)",
                       "(b,k,g,i,j,e)->(b,j,k,e)", "(b,k,g,i,j,e)->(b,k,g,i,j)",
                       "pppppr");
  Value mx = e.generic1({S}, {e.full(sR, st, -INFINITY)},
                        {"(b,k,g,i,j)->(b,k,g,i,j)", "(b,k,g,i,j)->(b,k,g,i)"},
                        "ppppr", [&](Body &bb, VR a) -> SV {
                          Value s = bb.mulc(bb.cast(a[0], st), scale);
                          Value m =
                              bb.select(causal(bb), s, bb.cst(st, -INFINITY));
                          return {bb.max(a[1], m)};
                        });
  Value p = e.generic1(
      {S, mx}, {e.empty(sS, et)},
      {"(b,k,g,i,j)->(b,k,g,i,j)", "(b,k,g,i,j)->(b,k,g,i)",
       "(b,k,g,i,j)->(b,k,g,i,j)"},
      "ppppp", [&](Body &bb, VR a) -> SV {
        Value s = bb.mulc(bb.cast(a[0], st), scale);
        Value ex = bb.exp(bb.sub(s, a[1]));
        return {bb.cast(bb.select(causal(bb), ex, bb.cst(st, 0.0)), et)};
      });
  Value l = e.generic1(
      {p}, {e.zeros(sR, st)},
      {"(b,k,g,i,j)->(b,k,g,i,j)", "(b,k,g,i,j)->(b,k,g,i)"}, "ppppr",
      [&](Body &bb, VR a) -> SV { return {bb.add(a[1], bb.cast(a[0], st))}; });
  Value P = e.generic1({l}, {p},
                       {"(b,k,g,i,j)->(b,k,g,i)", "(b,k,g,i,j)->(b,k,g,i,j)"},
                       "ppppp", [&](Body &bb, VR a) -> SV {
                         return {bb.cast(bb.div(bb.cast(a[1], st), a[0]), et)};
                       });
  Value Pd = c.drop.apply(e, P, layer, SiteAttnProbs);
  Value O = e.contract(Pd, v4, e.zeros({B, T, KV, G, hd}, et),
                       "(b,i,k,g,e,j)->(b,k,g,i,j)", "(b,i,k,g,e,j)->(b,j,k,e)",
                       "(b,i,k,g,e,j)->(b,i,k,g,e)", "pppppr");
  saved = {q5, k4, v4, P};
  return e.collapse(O, {{0, 1}, {2, 3, 4}});
}

std::vector<Value> attentionBwd(Ctx &c, Value dout, const AttnSaved &s,
                                int64_t layer, bool fused) {
  Emitter &e = c.e;
  int64_t B = c.B, T = c.T, KV = c.cfg.kvHeads, G = c.group(), hd = c.hd();
  Type et = c.pp.act, st = c.pp.loss;
  double scale = 1.0 / std::sqrt((double)hd);
  Shape sS = {B, KV, G, T, T}, sR = {B, KV, G, T};
  Value dO = e.expand(dout, {B, T, KV, G, hd}, {{0, 1}, {2, 3, 4}});
  Value dPd = e.contract(
      dO, s.v4, e.zeros(sS, et), "(b,k,g,i,j,e)->(b,i,k,g,e)",
      "(b,k,g,i,j,e)->(b,j,k,e)", "(b,k,g,i,j,e)->(b,k,g,i,j)", "pppppr");
  Value Pd = c.drop.apply(e, s.probs, layer, SiteAttnProbs);
  // Fused (GPT-2): dq, dk and dv accumulate straight into column slices of
  // one zero-filled [N, 3d] tensor, so no concatenation copy is needed.
  int64_t N = c.N, dq = c.cfg.heads * hd, dkv = KV * hd;
  Value cat = fused ? e.zeros({N, dq + 2 * dkv}, et) : Value();
  auto initQ = [&](int64_t col) {
    if (!fused)
      return e.zeros({B, T, KV, G, hd}, et);
    return e.expand(e.slice(cat, {0, col}, {N, dq}), {B, T, KV, G, hd},
                    {{0, 1}, {2, 3, 4}});
  };
  auto initKV = [&](int64_t col) {
    if (!fused)
      return e.zeros({B, T, KV, hd}, et);
    return e.expand(e.slice(cat, {0, col}, {N, dkv}), {B, T, KV, hd},
                    {{0, 1}, {2, 3}});
  };
  auto place = [&](Value v, int64_t col) {
    cat = e.insert(v, cat, {0, col});
    return cat;
  };
  Value dv = e.contract(Pd, dO, initKV(dq + dkv), "(b,j,k,e,g,i)->(b,k,g,i,j)",
                        "(b,j,k,e,g,i)->(b,i,k,g,e)",
                        "(b,j,k,e,g,i)->(b,j,k,e)", "pppprr");
  Value dP = c.drop.apply(e, dPd, layer, SiteAttnProbs);
  Value r = e.generic1(
      {dP, s.probs}, {e.zeros(sR, st)},
      {"(b,k,g,i,j)->(b,k,g,i,j)", "(b,k,g,i,j)->(b,k,g,i,j)",
       "(b,k,g,i,j)->(b,k,g,i)"},
      "ppppr", [&](Body &bb, VR a) -> SV {
        return {bb.add(a[2], bb.mul(bb.cast(a[0], st), bb.cast(a[1], st)))};
      });
  Value dS = e.generic1({s.probs, dP, r}, {e.empty(sS, et)},
                        {"(b,k,g,i,j)->(b,k,g,i,j)", "(b,k,g,i,j)->(b,k,g,i,j)",
                         "(b,k,g,i,j)->(b,k,g,i)", "(b,k,g,i,j)->(b,k,g,i,j)"},
                        "ppppp", [&](Body &bb, VR a) -> SV {
                          Value pv = bb.cast(a[0], st);
                          Value t = bb.sub(bb.cast(a[1], st), a[2]);
                          return {bb.cast(bb.mulc(bb.mul(pv, t), scale), et)};
                        });
  Value dv2 = e.collapse(dv, {{0, 1}, {2, 3}});
  if (fused)
    place(dv2, dq + dkv);
  Value dq5 = e.contract(dS, s.k4, initQ(0), "(b,i,k,g,e,j)->(b,k,g,i,j)",
                         "(b,i,k,g,e,j)->(b,j,k,e)",
                         "(b,i,k,g,e,j)->(b,i,k,g,e)", "pppppr");
  Value dq2 = e.collapse(dq5, {{0, 1}, {2, 3, 4}});
  if (fused)
    place(dq2, 0);
  Value dk = e.contract(dS, s.q5, initKV(dq), "(b,j,k,e,g,i)->(b,k,g,i,j)",
                        "(b,j,k,e,g,i)->(b,i,k,g,e)",
                        "(b,j,k,e,g,i)->(b,j,k,e)", "pppprr");
  Value dk2 = e.collapse(dk, {{0, 1}, {2, 3}});
  if (fused)
    return {place(dk2, dq)};
  return {dq2, dk2, dv2};
}

Value residual(Ctx &c, Value x, Value a, int64_t layer, int64_t site) {
  Emitter &e = c.e;
  Type et = c.pp.act;
  Shape s = Emitter::shapeOf(x);
  if (!c.drop.enabled())
    return e.map({x, a}, s, et,
                 [&](Body &bb, VR v) { return bb.add(v[0], v[1]); });
  Value key = c.drop.key(e, layer, site);
  return e.map({x, a}, s, et, [&](Body &bb, VR v) {
    return bb.add(v[0], bb.mul(v[1], c.drop.scale(bb, key, s, et)));
  });
}

//===----------------------------------------------------------------------===//
// Embeddings, head, loss
//===----------------------------------------------------------------------===//

static Value matchIndex(Body &bb, Value id, unsigned dim) {
  Value v = bb.cast(bb.index(dim), id.getType());
  return arith::CmpIOp::create(bb.b, bb.loc, arith::CmpIPredicate::eq, id, v);
}

Value embedding(Ctx &c, Value wte, Value wpe) {
  Emitter &e = c.e;
  int64_t d = c.d();
  Type et = c.pp.act;
  Value init;
  if (wpe) {
    Value rows = e.slice(wpe, {0, 0}, {c.T, d});
    Value pos =
        e.generic1({rows}, {e.empty({c.B, c.T, d}, et)},
                   {"(b,t,j)->(t,j)", "(b,t,j)->(b,t,j)"}, "ppp",
                   [&](Body &bb, VR a) -> SV { return {bb.cast(a[0], et)}; });
    init = e.collapse(pos, {{0, 1}, {2}});
  } else {
    init = e.empty({c.N, d}, et);
  }
  // A gather: each output row reads its token's row of the table with
  // tensor.extract, which One-Shot Bufferize turns into a load (upstream
  // tensor.gather has no bufferization).
  Value ids = e.collapse(c.ids, {{0, 1}});
  return e.generic1({ids}, {init}, {"(n,j)->(n)", "(n,j)->(n,j)"}, "pp",
                    [&](Body &bb, VR a) -> SV {
                      Value row = bb.cast(a[0], bb.b.getIndexType());
                      Value w = tensor::ExtractOp::create(
                          bb.b, bb.loc, wte, ValueRange{row, bb.index(1)});
                      w = bb.cast(w, et);
                      return {wpe ? bb.add(a[1], w) : w};
                    });
}

Value embeddingBwd(Ctx &c, Value dx0, Value init) {
  Emitter &e = c.e;
  Type gt = c.pp.grad;
  Value ids = e.collapse(c.ids, {{0, 1}});
  Body top = e.body();
  Type indexType = e.b.getIndexType();
  Value zero = top.icst(indexType, 0);
  Value one = top.icst(indexType, 1);
  Value tokens = top.icst(indexType, c.N);
  Value width = top.icst(indexType, c.d());
  // A scatter-add: each token's gradient row is added into its row of the
  // table gradient, element by element with tensor.extract / tensor.insert,
  // which bufferize to loads and stores in place (no subviews, whose
  // dynamic offsets the CPU lowering does not expand). Sequential, since
  // repeated tokens add into the same row. Costs N x d adds.
  auto loop = scf::ForOp::create(
      e.b, e.loc, zero, tokens, one, ValueRange{init},
      [&](OpBuilder &b, Location loc, Value n, ValueRange acc) {
        Body bb{b, loc};
        Value id = tensor::ExtractOp::create(b, loc, ids, ValueRange{n});
        Value row = bb.cast(id, indexType);
        auto rowLoop = scf::ForOp::create(
            b, loc, zero, width, one, ValueRange{acc[0]},
            [&](OpBuilder &ib, Location il, Value j, ValueRange racc) {
              Body ibb{ib, il};
              Value g = tensor::ExtractOp::create(ib, il, dx0, ValueRange{n, j});
              Value old = tensor::ExtractOp::create(ib, il, racc[0],
                                                    ValueRange{row, j});
              Value sum = ibb.add(old, ibb.cast(g, gt));
              Value next = tensor::InsertOp::create(ib, il, sum, racc[0],
                                                    ValueRange{row, j});
              scf::YieldOp::create(ib, il, next);
            });
        scf::YieldOp::create(b, loc, rowLoop.getResult(0));
      });
  return loop.getResult(0);
}

Value positionBwd(Ctx &c, Value dx0) {
  Emitter &e = c.e;
  int64_t d = c.d();
  Type gt = c.pp.grad;
  Value d3 = e.expand(dx0, {c.B, c.T, d}, {{0, 1}, {2}});
  Value g = e.generic1(
      {d3}, {e.zeros({c.T, d}, gt)}, {"(t,j,b)->(b,t,j)", "(t,j,b)->(t,j)"},
      "ppr",
      [&](Body &bb, VR a) -> SV { return {bb.add(a[1], bb.cast(a[0], gt))}; });
  if (c.cfg.ctx == c.T)
    return g;
  return e.insert(g, e.zeros({c.cfg.ctx, d}, gt), {0, 0});
}

Value head(Ctx &c, Value x, Value w) {
  int64_t V = Emitter::shapeOf(w)[0];
  return c.e.contract(x, w, c.e.zeros({c.N, V}, c.pp.act), "(n,v,j)->(n,j)",
                      "(n,v,j)->(v,j)", "(n,v,j)->(n,v)", "ppr");
}

Value crossEntropy(Ctx &c, Value logits, LossSaved &s) {
  Emitter &e = c.e;
  Type st = c.pp.loss;
  int64_t N = c.N;
  Value tg = e.collapse(c.targets, {{0, 1}});
  Value mx = e.generic1(
      {logits}, {e.full({N}, st, -INFINITY)}, {"(n,v)->(n,v)", "(n,v)->(n)"},
      "pr",
      [&](Body &bb, VR a) -> SV { return {bb.max(a[1], bb.cast(a[0], st))}; });
  Value se = e.generic1({logits, mx}, {e.zeros({N}, st)},
                        {"(n,v)->(n,v)", "(n,v)->(n)", "(n,v)->(n)"}, "pr",
                        [&](Body &bb, VR a) -> SV {
                          Value z = bb.sub(bb.cast(a[0], st), a[1]);
                          return {bb.add(a[2], bb.exp(z))};
                        });
  Value tl =
      e.generic1({logits, tg}, {e.zeros({N}, st)},
                 {"(n,v)->(n,v)", "(n,v)->(n)", "(n,v)->(n)"}, "pr",
                 [&](Body &bb, VR a) -> SV {
                   Value m = matchIndex(bb, a[1], 1);
                   Value l = bb.cast(a[0], st);
                   return {bb.add(a[2], bb.select(m, l, bb.cst(st, 0.0)))};
                 });
  Value loss = e.generic1({mx, se, tl}, {e.zeros({}, st)},
                          {"(n)->(n)", "(n)->(n)", "(n)->(n)", "(n)->()"}, "r",
                          [&](Body &bb, VR a) -> SV {
                            Value li = bb.sub(bb.add(bb.log(a[1]), a[0]), a[2]);
                            return {bb.add(a[3], bb.mulc(li, 1.0 / (double)N))};
                          });
  s = {logits, mx, se};
  return loss;
}

Value crossEntropyBwd(Ctx &c, const LossSaved &s) {
  Emitter &e = c.e;
  Type st = c.pp.loss, et = c.pp.act;
  Value tg = e.collapse(c.targets, {{0, 1}});
  double invN = 1.0 / (double)c.N;
  return e.generic1({s.logits, s.max, s.sumexp, tg},
                    {e.empty(Emitter::shapeOf(s.logits), et)},
                    {"(n,v)->(n,v)", "(n,v)->(n)", "(n,v)->(n)", "(n,v)->(n)",
                     "(n,v)->(n,v)"},
                    "pp", [&](Body &bb, VR a) -> SV {
                      Value p =
                          bb.div(bb.exp(bb.sub(bb.cast(a[0], st), a[1])), a[2]);
                      Value m = matchIndex(bb, a[3], 1);
                      Value oh = bb.select(m, bb.cst(st, 1.0), bb.cst(st, 0.0));
                      return {bb.cast(bb.mulc(bb.sub(p, oh), invN), et)};
                    });
}

std::pair<Value, Value> headBwd(Ctx &c, Value dlogits, Value x, Value w) {
  Emitter &e = c.e;
  Shape ws = Emitter::shapeOf(w);
  Value dw = e.contract(dlogits, x, e.zeros(ws, c.pp.grad), "(v,j,n)->(n,v)",
                        "(v,j,n)->(n,j)", "(v,j,n)->(v,j)", "ppr");
  Value dx =
      e.contract(dlogits, w, e.zeros({c.N, ws[1]}, c.pp.act), "(n,j,v)->(n,v)",
                 "(n,j,v)->(v,j)", "(n,j,v)->(n,j)", "ppr");
  return {dx, dw};
}

} // namespace memgen
