//===- GPT2.cpp - GPT-2 forward and backward ------------------------------===//
//
// Learned position embeddings, pre-LayerNorm blocks with fused QKV causal
// multi-head attention and a GELU MLP of width ffn (4d), biases on every
// linear layer, final LayerNorm, output head tied to the token embedding.
//===----------------------------------------------------------------------===//
#include "Model.h"

namespace memgen {

namespace {
enum : int64_t {
  Ln1W,
  Ln1B,
  QkvW,
  QkvB,
  ProjW,
  ProjB,
  Ln2W,
  Ln2B,
  FcW,
  FcB,
  MlpW,
  MlpB,
  PerLayer
};
struct Saved {
  Value x, h1, qkv, o, x1, h2, f, g;
  std::vector<Value> st1, st2;
  AttnSaved attn;
};
} // namespace

std::vector<ParamSpec> gpt2Params(const Config &cfg) {
  int64_t d = cfg.dModel, f = cfg.ffn;
  std::vector<ParamSpec> ps;
  ps.push_back({"wte", {cfg.vocab, d}, -1, true});
  ps.push_back({"wpe", {cfg.ctx, d}, -1, true});
  for (int64_t l = 0; l < cfg.layers; ++l) {
    std::string p = "h." + std::to_string(l) + ".";
    ps.push_back({p + "ln_1.weight", {d}, l, false});
    ps.push_back({p + "ln_1.bias", {d}, l, false});
    ps.push_back({p + "attn.qkv.weight", {d, 3 * d}, l, true});
    ps.push_back({p + "attn.qkv.bias", {3 * d}, l, false});
    ps.push_back({p + "attn.proj.weight", {d, d}, l, true});
    ps.push_back({p + "attn.proj.bias", {d}, l, false});
    ps.push_back({p + "ln_2.weight", {d}, l, false});
    ps.push_back({p + "ln_2.bias", {d}, l, false});
    ps.push_back({p + "mlp.fc.weight", {d, f}, l, true});
    ps.push_back({p + "mlp.fc.bias", {f}, l, false});
    ps.push_back({p + "mlp.proj.weight", {f, d}, l, true});
    ps.push_back({p + "mlp.proj.bias", {d}, l, false});
  }
  ps.push_back({"ln_f.weight", {d}, -1, false});
  ps.push_back({"ln_f.bias", {d}, -1, false});
  return ps;
}

Value gpt2Step(Ctx &c, llvm::ArrayRef<Value> P,
               llvm::SmallVectorImpl<Value> &G) {
  Emitter &e = c.e;
  int64_t L = c.cfg.layers, d = c.d();
  G.assign(P.size(), Value());
  auto at = [&](int64_t l, int64_t k) { return 2 + l * PerLayer + k; };
  size_t lnf = 2 + L * PerLayer;

  // Forward.
  e.setPhase(Phase::Forward);
  e.setLayer(-1);
  Value x = embedding(c, P[0], P[1]);
  x = c.drop.apply(e, x, -1, SiteEmbedding);
  std::vector<Saved> sv(L);
  for (int64_t l = 0; l < L; ++l) {
    e.setLayer(l);
    Saved &s = sv[l];
    auto p = [&](int64_t k) { return P[at(l, k)]; };
    s.x = x;
    s.h1 = layerNorm(c, x, p(Ln1W), p(Ln1B), s.st1);
    s.qkv = linear(c, s.h1, p(QkvW), p(QkvB));
    Value q = e.slice(s.qkv, {0, 0}, {c.N, d});
    Value k = e.slice(s.qkv, {0, d}, {c.N, d});
    Value v = e.slice(s.qkv, {0, 2 * d}, {c.N, d});
    s.o = attention(c, q, k, v, l, s.attn);
    Value a = linear(c, s.o, p(ProjW), p(ProjB));
    s.x1 = residual(c, x, a, l, SiteAttnResidual);
    s.h2 = layerNorm(c, s.x1, p(Ln2W), p(Ln2B), s.st2);
    s.f = linear(c, s.h2, p(FcW), p(FcB));
    s.g = gelu(c, s.f);
    Value m = linear(c, s.g, p(MlpW), p(MlpB));
    x = residual(c, s.x1, m, l, SiteMlpResidual);
  }
  e.setLayer(-1);
  std::vector<Value> stf;
  Value xf = layerNorm(c, x, P[lnf], P[lnf + 1], stf);
  Value logits = head(c, xf, P[0]);
  LossSaved ls;
  Value loss = crossEntropy(c, logits, ls);

  // Backward.
  e.setPhase(Phase::Backward);
  Value dlogits = crossEntropyBwd(c, ls);
  auto [dxf, dwteHead] = headBwd(c, dlogits, xf, P[0]);
  Grads3 gf = layerNormBwd(c, dxf, x, stf, P[lnf], Value());
  G[lnf] = gf.dw;
  G[lnf + 1] = gf.db;
  Value dx = gf.dx;
  for (int64_t l = L - 1; l >= 0; --l) {
    e.setLayer(l);
    Saved &s = sv[l];
    auto p = [&](int64_t k) { return P[at(l, k)]; };
    auto g = [&](int64_t k) -> Value & { return G[at(l, k)]; };
    Value dm = c.drop.apply(e, dx, l, SiteMlpResidual);
    Grads3 mp = linearBwd(c, dm, s.g, p(MlpW), true);
    g(MlpW) = mp.dw;
    g(MlpB) = mp.db;
    Value df = geluBwd(c, mp.dx, s.f);
    Grads3 fc = linearBwd(c, df, s.h2, p(FcW), true);
    g(FcW) = fc.dw;
    g(FcB) = fc.db;
    Grads3 n2 = layerNormBwd(c, fc.dx, s.x1, s.st2, p(Ln2W), dx);
    g(Ln2W) = n2.dw;
    g(Ln2B) = n2.db;
    Value dx1 = n2.dx;
    Value da = c.drop.apply(e, dx1, l, SiteAttnResidual);
    Grads3 pr = linearBwd(c, da, s.o, p(ProjW), true);
    g(ProjW) = pr.dw;
    g(ProjB) = pr.db;
    Value dqkv = attentionBwd(c, pr.dx, s.attn, l, /*fused=*/true)[0];
    Grads3 qk = linearBwd(c, dqkv, s.h1, p(QkvW), true);
    g(QkvW) = qk.dw;
    g(QkvB) = qk.db;
    Grads3 n1 = layerNormBwd(c, qk.dx, s.x, s.st1, p(Ln1W), dx1);
    g(Ln1W) = n1.dw;
    g(Ln1B) = n1.db;
    dx = n1.dx;
  }
  e.setLayer(-1);
  Value dx0 = c.drop.apply(e, dx, -1, SiteEmbedding);
  G[1] = positionBwd(c, dx0);
  // Tied embedding: the head's gradient plus the lookup's.
  G[0] = embeddingBwd(c, dx0, dwteHead);
  return loss;
}

} // namespace memgen
