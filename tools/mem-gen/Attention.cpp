//===- Attention.cpp - forward and backward of attention and residuals ---===//
//
// The attention of a transformer layer (causal, grouped heads) and the
// residual adds around it, forward and backward (declared in Layers.h).
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

} // namespace memgen
