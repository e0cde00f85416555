//===- Optimizers.cpp - optimizer states and in-place updates -------------===//
//
// Hyper-parameters are fixed (see docs/generator.md):
//   adamw     b1 0.9, b2 0.999, eps 1e-8, weight decay 0.1 on matrices
//   lion      b1 0.9, b2 0.99, weight decay 0.1 on matrices
//   sgd       momentum 0.9, no weight decay
//   adam8bit  as adamw; m and v stored as i8 with one absmax scale per block
//             of 256 elements of the flattened tensor; values are companded
//             (q = round(127 sign(t) |t|^(1/4)), t = x / absmax)
//   adafactor b2 0.999 with bias correction, eps1 1e-30, no first moment,
//             factored second moment (row + column vectors) for matrices
//===----------------------------------------------------------------------===//
#include "Optimizers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <tuple>

using namespace mlir;

namespace memgen {

using VR = ValueRange;
using SV = SmallVector<Value>;

static constexpr double kB1 = 0.9, kB2 = 0.999, kEps = 1e-8, kWd = 0.1;
static constexpr double kLionB1 = 0.9, kLionB2 = 0.99;
static constexpr double kMomentum = 0.9;
static constexpr double kFactorEps = 1e-30;

std::vector<StateSpec> optimizerStates(const Config &cfg,
                                       const PrecisionPolicy &pp,
                                       const ParamSpec &p) {
  std::vector<StateSpec> s;
  Type st = pp.state;
  if (pp.master)
    s.push_back({".master", p.shape, st});
  switch (cfg.optimizer) {
  case Optimizer::AdamW:
    s.push_back({".m", p.shape, st});
    s.push_back({".v", p.shape, st});
    break;
  case Optimizer::Lion:
    s.push_back({".m", p.shape, st});
    break;
  case Optimizer::SGD:
    s.push_back({".momentum", p.shape, st});
    break;
  case Optimizer::Adam8bit: {
    int64_t n = p.numel(), nb = (n + kQuantBlock - 1) / kQuantBlock;
    Type i8 = IntegerType::get(st.getContext(), 8);
    s.push_back({".m_q", {n}, i8});
    s.push_back({".m_absmax", {nb}, st});
    s.push_back({".v_q", {n}, i8});
    s.push_back({".v_absmax", {nb}, st});
    break;
  }
  case Optimizer::Adafactor:
    if (p.shape.size() == 2) {
      s.push_back({".v_row", {p.shape[0]}, st});
      s.push_back({".v_col", {p.shape[1]}, st});
    } else {
      s.push_back({".v", p.shape, st});
    }
    break;
  }
  return s;
}

OptScalars optimizerScalars(Ctx &c, Value lr, Value step) {
  Emitter &e = c.e;
  Body bb = e.body();
  Type st = c.pp.state;
  OptScalars s{lr, step, {}, {}};
  Value t = bb.cast(step, st);
  auto bc = [&](double beta) {
    Value pw = math::PowFOp::create(e.b, e.loc, bb.cst(st, beta), t);
    return bb.sub(bb.cst(st, 1.0), pw);
  };
  switch (c.cfg.optimizer) {
  case Optimizer::AdamW:
  case Optimizer::Adam8bit:
    s.bc1 = bc(kB1);
    s.bc2 = bc(kB2);
    break;
  case Optimizer::Adafactor:
    s.bc2 = bc(kB2);
    break;
  default:
    break;
  }
  return s;
}

namespace {
/// Shared scaffolding: `master` says whether states[0] is the fp32 master.
struct Update {
  Ctx &c;
  const OptScalars &s;
  const ParamSpec &p;
  bool master;
  Type st;

  /// Current fp32 value of the weight inside a body.
  Value weight(Body &bb, Value paramArg, Value masterArg) {
    return master ? masterArg : bb.cast(paramArg, st);
  }
  double wd(double v) const { return p.decay ? v : 0.0; }
  /// p - lr * (u + wd * p)
  Value step(Body &bb, Value w, Value u, double decay) {
    Value t = decay != 0.0 ? bb.add(u, bb.mulc(w, decay)) : u;
    return bb.sub(w, bb.mul(s.lr, t));
  }
};

std::string idMap(unsigned rank) {
  std::string dims;
  for (unsigned i = 0; i < rank; ++i)
    dims += (i ? ",d" : "d") + std::to_string(i);
  return "(" + dims + ")->(" + dims + ")";
}

/// One elementwise generic over the parameter's shape. `ins` and `outs` all
/// have the parameter's shape; the body gets (ins..., outs...) and yields the
/// new outs.
SV elementwise(Emitter &e, ValueRange ins, ValueRange outs, const BodyFn &fn) {
  unsigned rank = Emitter::shapeOf(outs[0]).size();
  std::string id = idMap(rank);
  SmallVector<StringRef> maps(ins.size() + outs.size(), id);
  return e.generic(ins, outs, maps, std::string(rank, 'p'), fn);
}
} // namespace

namespace {
/// One parameter's update: its arguments and the helpers every optimizer's
/// body shares; one method per optimizer.
class ParamUpdate {
public:
  ParamUpdate(Ctx &c, const OptScalars &s, const ParamSpec &p, Value param,
              Value grad, ArrayRef<Value> states)
      : s(s), p(p), param(param), grad(grad), e(c.e),
        u{c, s, p, c.pp.master, c.pp.state}, st(c.pp.state), pt(c.pp.param),
        masterArg(u.master ? states[0] : Value()),
        opt(u.master ? states.drop_front() : states) {}

  // Outputs: [opt states...] [master] param. Returns param first.
  std::vector<Value> finish(SV res, size_t nOpt) const {
    std::vector<Value> out;
    out.push_back(res.back());
    if (u.master)
      out.push_back(res[nOpt]);
    for (size_t i = 0; i < nOpt; ++i)
      out.push_back(res[i]);
    return out;
  }

  SV outsWith(ArrayRef<Value> st) const {
    SV outs(st.begin(), st.end());
    if (u.master)
      outs.push_back(masterArg);
    outs.push_back(param);
    return outs;
  }

  // Yields [states'] [master'] param' from the new fp32 weight.
  SV yieldWeight(Body &bb, SV states, Value w) const {
    if (u.master)
      states.push_back(w);
    states.push_back(bb.cast(w, pt));
    return states;
  }

  // Adam's moments and bias-corrected step, shared by AdamW and 8-bit Adam.
  std::tuple<Value, Value, Value> adamMoments(Body &bb, Value g, Value m,
                                              Value v) const {
    Value m2 = bb.add(bb.mulc(m, kB1), bb.mulc(g, 1 - kB1));
    Value v2 = bb.add(bb.mulc(v, kB2), bb.mulc(bb.mul(g, g), 1 - kB2));
    Value mh = bb.div(m2, s.bc1), vh = bb.div(v2, s.bc2);
    Value upd = bb.div(mh, bb.addc(bb.sqrt(vh), kEps));
    return std::make_tuple(m2, v2, upd);
  }

  std::vector<Value> adamW() {
    SV r = elementwise(e, {grad}, outsWith(opt), [&](Body &bb, VR a) -> SV {
      Value g = bb.cast(a[0], st), m = a[1], v = a[2];
      Value w = u.weight(bb, a.back(), u.master ? a[3] : Value());
      auto [m2, v2, upd] = adamMoments(bb, g, m, v);
      return yieldWeight(bb, {m2, v2}, u.step(bb, w, upd, u.wd(kWd)));
    });
    return finish(r, 2);
  }

  std::vector<Value> lion() {
    SV r = elementwise(e, {grad}, outsWith(opt), [&](Body &bb, VR a) -> SV {
      Value g = bb.cast(a[0], st), m = a[1];
      Value w = u.weight(bb, a.back(), u.master ? a[2] : Value());
      Value cc = bb.add(bb.mulc(m, kLionB1), bb.mulc(g, 1 - kLionB1));
      Value zero = bb.cst(st, 0.0);
      Value sgn = bb.select(
          bb.cmpf((int)arith::CmpFPredicate::OGT, cc, zero), bb.cst(st, 1.0),
          bb.select(bb.cmpf((int)arith::CmpFPredicate::OLT, cc, zero),
                    bb.cst(st, -1.0), zero));
      Value m2 = bb.add(bb.mulc(m, kLionB2), bb.mulc(g, 1 - kLionB2));
      return yieldWeight(bb, {m2}, u.step(bb, w, sgn, u.wd(kWd)));
    });
    return finish(r, 1);
  }

  std::vector<Value> sgd() {
    SV r = elementwise(e, {grad}, outsWith(opt), [&](Body &bb, VR a) -> SV {
      Value g = bb.cast(a[0], st), buf = a[1];
      Value w = u.weight(bb, a.back(), u.master ? a[2] : Value());
      Value b2 = bb.add(bb.mulc(buf, kMomentum), g);
      return yieldWeight(bb, {b2}, u.step(bb, w, b2, 0.0));
    });
    return finish(r, 1);
  }

  std::vector<Value> adam8bit() {
    // Flattened views; the quantized states are 1-D already.
    Shape shape = p.shape;
    int64_t n = p.numel();
    Value pf = e.flatten(param), gf = e.flatten(grad);
    Value mf = u.master ? e.flatten(masterArg) : Value();
    Value mq = opt[0], ms = opt[1], vq = opt[2], vs = opt[3];
    std::string blk = "(i)->(i floordiv " + std::to_string(kQuantBlock) + ")";
    // x = absmax * r * |r|^3 with r = q / 127 (inverse of the companding).
    auto dequant = [&](Body &bb, Value q, Value sc) {
      Value r = bb.mulc(bb.cast(q, st), 1.0 / 127);
      Value r3 = bb.mul(bb.mul(r, r), bb.abs(r));
      return bb.mul(sc, bb.mul(r, r3));
    };
    // 1. dequantize, update, write the weight; new m, v into temporaries.
    SV outs = {e.empty({n}, st), e.empty({n}, st)};
    if (u.master)
      outs.push_back(mf);
    outs.push_back(pf);
    SmallVector<StringRef> maps = {"(i)->(i)", "(i)->(i)", blk, "(i)->(i)",
                                   blk};
    for (size_t i = 0; i < outs.size(); ++i)
      maps.push_back("(i)->(i)");
    SV r = e.generic(
        {gf, mq, ms, vq, vs}, outs, maps, "p", [&](Body &bb, VR a) -> SV {
          Value g = bb.cast(a[0], st);
          Value m = dequant(bb, a[1], a[2]);
          Value v = dequant(bb, a[3], a[4]);
          Value w = u.weight(bb, a.back(), u.master ? a[7] : Value());
          auto [m2, v2, upd] = adamMoments(bb, g, m, v);
          return yieldWeight(bb, {m2, v2}, u.step(bb, w, upd, u.wd(kWd)));
        });
    Value mNew = r[0], vNew = r[1];
    // 2. new absmax per block, written over the old scales.
    auto absmax = [&](Value x, Value scaleArg) {
      return e.generic1(
          {x}, {e.fill(scaleArg, 0.0)}, {"(i)->(i)", blk}, "r",
          [&](Body &bb, VR a) -> SV { return {bb.max(a[1], bb.abs(a[0]))}; });
    };
    Value msNew = absmax(mNew, ms), vsNew = absmax(vNew, vs);
    // 3. requantize into the i8 state arguments.
    Type i8 = Emitter::elemOf(mq);
    SV q = e.generic(
        {mNew, msNew, vNew, vsNew}, {mq, vq},
        {"(i)->(i)", blk, "(i)->(i)", blk, "(i)->(i)", "(i)->(i)"}, "p",
        [&](Body &bb, VR a) -> SV {
          // Power-4 companding: q = round(127 * sign(t) * |t|^(1/4)) with
          // t = x / absmax, so small values keep relative precision.
          auto quant = [&](Value x, Value sc) {
            Value den = bb.max(sc, bb.cst(st, 1e-30));
            Value t = bb.div(x, den);
            Value u = bb.sqrt(bb.sqrt(bb.abs(t)));
            Value y = math::RoundOp::create(bb.b, bb.loc, bb.mulc(u, 127.0));
            Value neg =
                bb.cmpf((int)arith::CmpFPredicate::OLT, t, bb.cst(st, 0.0));
            return bb.cast(bb.select(neg, bb.neg(y), y), i8);
          };
          return {quant(a[0], a[1]), quant(a[2], a[3])};
        });
    std::vector<Value> out;
    out.push_back(e.unflatten(r.back(), shape));
    if (u.master)
      out.push_back(e.unflatten(r[2], shape));
    out.push_back(q[0]);
    out.push_back(msNew);
    out.push_back(q[1]);
    out.push_back(vsNew);
    return out;
  }

  std::vector<Value> adafactor() {
    auto g2 = [&](Body &bb, Value g) {
      Value x = bb.cast(g, st);
      return bb.addc(bb.mul(x, x), kFactorEps);
    };
    auto ema = [&](Body &bb, Value old, Value cur) {
      return bb.add(bb.mulc(old, kB2), bb.mulc(cur, 1 - kB2));
    };
    if (p.shape.size() != 2) {
      SV r = elementwise(e, {grad}, outsWith(opt), [&](Body &bb, VR a) -> SV {
        Value v2 = ema(bb, a[1], g2(bb, a[0]));
        Value w = u.weight(bb, a.back(), u.master ? a[2] : Value());
        Value upd = bb.mul(bb.cast(a[0], st), bb.rsqrt(bb.div(v2, s.bc2)));
        return yieldWeight(bb, {v2}, u.step(bb, w, upd, 0.0));
      });
      return finish(r, 1);
    }
    int64_t R = p.shape[0], C = p.shape[1];
    Value rs =
        e.generic1({grad}, {e.zeros({R}, st)}, {"(i,j)->(i,j)", "(i,j)->(i)"},
                   "pr", [&](Body &bb, VR a) -> SV {
                     return {bb.add(a[1], bb.mulc(g2(bb, a[0]), 1.0 / C))};
                   });
    Value cs =
        e.generic1({grad}, {e.zeros({C}, st)}, {"(j,i)->(i,j)", "(j,i)->(j)"},
                   "pr", [&](Body &bb, VR a) -> SV {
                     return {bb.add(a[1], bb.mulc(g2(bb, a[0]), 1.0 / R))};
                   });
    auto emaVec = [&](Value cur, Value arg) {
      return e.generic1(
          {cur}, {arg}, {"(i)->(i)", "(i)->(i)"}, "p",
          [&](Body &bb, VR a) -> SV { return {ema(bb, a[1], a[0])}; });
    };
    Value rNew = emaVec(rs, opt[0]), cNew = emaVec(cs, opt[1]);
    Value rMean = e.generic1({rNew}, {e.zeros({}, st)}, {"(i)->(i)", "(i)->()"},
                             "r", [&](Body &bb, VR a) -> SV {
                               return {bb.add(a[1], bb.mulc(a[0], 1.0 / R))};
                             });
    SV outs;
    if (u.master)
      outs.push_back(masterArg);
    outs.push_back(param);
    SmallVector<StringRef> maps = {"(i,j)->(i,j)", "(i,j)->(i)", "(i,j)->(j)",
                                   "(i,j)->()"};
    for (size_t i = 0; i < outs.size(); ++i)
      maps.push_back("(i,j)->(i,j)");
    SV r = e.generic(
        {grad, rNew, cNew, rMean}, outs, maps, "pp", [&](Body &bb, VR a) -> SV {
          Value vh = bb.div(bb.div(bb.mul(a[1], a[2]), a[3]), s.bc2);
          Value upd = bb.mul(bb.cast(a[0], st), bb.rsqrt(vh));
          Value w = u.weight(bb, a.back(), u.master ? a[4] : Value());
          return yieldWeight(bb, {}, u.step(bb, w, upd, 0.0));
        });
    std::vector<Value> out = {r.back()};
    if (u.master)
      out.push_back(r[0]);
    out.push_back(rNew);
    out.push_back(cNew);
    return out;
  }

private:
  const OptScalars &s;
  const ParamSpec &p;
  Value param, grad;
  Emitter &e;
  Update u;
  Type st, pt;
  Value masterArg;
  ArrayRef<Value> opt;
};
} // namespace

std::vector<Value> optimizerUpdate(Ctx &c, const OptScalars &s,
                                   const ParamSpec &p, Value param, Value grad,
                                   ArrayRef<Value> states) {
  ParamUpdate update(c, s, p, param, grad, states);
  switch (c.cfg.optimizer) {
  case Optimizer::AdamW:
    return update.adamW();
  case Optimizer::Lion:
    return update.lion();
  case Optimizer::SGD:
    return update.sgd();
  case Optimizer::Adam8bit:
    return update.adam8bit();
  case Optimizer::Adafactor:
    return update.adafactor();
  }
  return {};
}

} // namespace memgen
