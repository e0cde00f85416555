//===- Llama.cpp - Llama forward and backward -----------------------------===//
//
// RMSNorm, rotary position embeddings on q and k, grouped-query causal
// attention, SwiGLU MLP, no biases, final RMSNorm, untied output head.
//===----------------------------------------------------------------------===//
#include "Model.h"

namespace memgen {

namespace {
enum : int64_t { AttnNorm, Wq, Wk, Wv, Wo, FfnNorm, W1, W2, W3, PerLayer };
struct Saved {
  Value x, h1, o, x1, h2, a1, a3, hh;
  std::vector<Value> st1, st2;
  AttnSaved attn;
};
} // namespace

std::vector<ParamSpec> llamaParams(const Config &cfg) {
  int64_t d = cfg.dModel, f = cfg.ffn;
  int64_t kv = cfg.kvHeads * (d / cfg.heads);
  std::vector<ParamSpec> ps;
  ps.push_back({"tok_embeddings.weight", {cfg.vocab, d}, -1, true});
  for (int64_t l = 0; l < cfg.layers; ++l) {
    std::string p = "layers." + std::to_string(l) + ".";
    ps.push_back({p + "attention_norm.weight", {d}, l, false});
    ps.push_back({p + "attention.wq.weight", {d, d}, l, true});
    ps.push_back({p + "attention.wk.weight", {d, kv}, l, true});
    ps.push_back({p + "attention.wv.weight", {d, kv}, l, true});
    ps.push_back({p + "attention.wo.weight", {d, d}, l, true});
    ps.push_back({p + "ffn_norm.weight", {d}, l, false});
    ps.push_back({p + "feed_forward.w1.weight", {d, f}, l, true});
    ps.push_back({p + "feed_forward.w2.weight", {f, d}, l, true});
    ps.push_back({p + "feed_forward.w3.weight", {d, f}, l, true});
  }
  ps.push_back({"norm.weight", {d}, -1, false});
  ps.push_back({"output.weight", {cfg.vocab, d}, -1, true});
  return ps;
}

std::vector<ParamSpec> modelParams(const Config &cfg) {
  return cfg.family == Family::GPT2 ? gpt2Params(cfg) : llamaParams(cfg);
}

Value llamaStep(Ctx &c, llvm::ArrayRef<Value> P,
                llvm::SmallVectorImpl<Value> &G) {
  Emitter &e = c.e;
  int64_t L = c.cfg.layers, d = c.d();
  int64_t H = c.cfg.heads, KV = c.cfg.kvHeads;
  G.assign(P.size(), Value());
  auto at = [&](int64_t l, int64_t k) { return 1 + l * PerLayer + k; };
  size_t normIdx = 1 + L * PerLayer, outIdx = normIdx + 1;

  e.setPhase(Phase::Forward);
  e.setLayer(-1);
  Value x = embedding(c, P[0], Value());
  x = c.drop.apply(e, x, -1, SiteEmbedding);
  std::vector<Saved> sv(L);
  for (int64_t l = 0; l < L; ++l) {
    e.setLayer(l);
    Saved &s = sv[l];
    auto p = [&](int64_t k) { return P[at(l, k)]; };
    s.x = x;
    s.h1 = rmsNorm(c, x, p(AttnNorm), s.st1);
    Value q = linear(c, s.h1, p(Wq), Value());
    Value k = linear(c, s.h1, p(Wk), Value());
    Value v = linear(c, s.h1, p(Wv), Value());
    q = rope(c, q, H, false);
    k = rope(c, k, KV, false);
    s.o = attention(c, q, k, v, l, s.attn);
    Value a = linear(c, s.o, p(Wo), Value());
    s.x1 = residual(c, x, a, l, SiteAttnResidual);
    s.h2 = rmsNorm(c, s.x1, p(FfnNorm), s.st2);
    s.a1 = linear(c, s.h2, p(W1), Value());
    s.a3 = linear(c, s.h2, p(W3), Value());
    s.hh = swiglu(c, s.a1, s.a3);
    Value m = linear(c, s.hh, p(W2), Value());
    x = residual(c, s.x1, m, l, SiteMlpResidual);
  }
  e.setLayer(-1);
  std::vector<Value> stf;
  Value xf = rmsNorm(c, x, P[normIdx], stf);
  Value logits = head(c, xf, P[outIdx]);
  LossSaved ls;
  Value loss = crossEntropy(c, logits, ls);

  e.setPhase(Phase::Backward);
  Value dlogits = crossEntropyBwd(c, ls);
  auto [dxf, dout] = headBwd(c, dlogits, xf, P[outIdx]);
  G[outIdx] = dout;
  Grads3 gf = rmsNormBwd(c, dxf, x, stf, P[normIdx], Value());
  G[normIdx] = gf.dw;
  Value dx = gf.dx;
  for (int64_t l = L - 1; l >= 0; --l) {
    e.setLayer(l);
    Saved &s = sv[l];
    auto p = [&](int64_t k) { return P[at(l, k)]; };
    auto g = [&](int64_t k) -> Value & { return G[at(l, k)]; };
    Value dm = c.drop.apply(e, dx, l, SiteMlpResidual);
    Grads3 w2 = linearBwd(c, dm, s.hh, p(W2), false);
    g(W2) = w2.dw;
    auto [da1, da3] = swigluBwd(c, w2.dx, s.a1, s.a3);
    Grads3 w1 = linearBwd(c, da1, s.h2, p(W1), false);
    Grads3 w3 = linearBwd(c, da3, s.h2, p(W3), false, w1.dx);
    g(W1) = w1.dw;
    g(W3) = w3.dw;
    Grads3 n2 = rmsNormBwd(c, w3.dx, s.x1, s.st2, p(FfnNorm), dx);
    g(FfnNorm) = n2.dw;
    Value dx1 = n2.dx;
    Value da = c.drop.apply(e, dx1, l, SiteAttnResidual);
    Grads3 wo = linearBwd(c, da, s.o, p(Wo), false);
    g(Wo) = wo.dw;
    std::vector<Value> dqkv = attentionBwd(c, wo.dx, s.attn, l);
    Value dq = rope(c, dqkv[0], H, true);
    Value dk = rope(c, dqkv[1], KV, true);
    Grads3 gq = linearBwd(c, dq, s.h1, p(Wq), false);
    Grads3 gk = linearBwd(c, dk, s.h1, p(Wk), false, gq.dx);
    Grads3 gv = linearBwd(c, dqkv[2], s.h1, p(Wv), false, gk.dx);
    g(Wq) = gq.dw;
    g(Wk) = gk.dw;
    g(Wv) = gv.dw;
    Grads3 n1 = rmsNormBwd(c, gv.dx, s.x, s.st1, p(AttnNorm), dx1);
    g(AttnNorm) = n1.dw;
    dx = n1.dx;
  }
  e.setLayer(-1);
  Value dx0 = c.drop.apply(e, dx, -1, SiteEmbedding);
  G[0] = embeddingBwd(c, dx0, e.zeros({c.cfg.vocab, d}, c.pp.grad));
  return loss;
}

} // namespace memgen
