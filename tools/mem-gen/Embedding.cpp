//===- Embedding.cpp - embeddings, the head and the loss -----------------===//
//
// The token and position embeddings, the output head and the cross-entropy
// loss, forward and backward (declared in Layers.h).
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
              Value g =
                  tensor::ExtractOp::create(ib, il, dx0, ValueRange{n, j});
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
