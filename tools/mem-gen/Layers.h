//===- Layers.h - forward and backward of transformer layers ----*- C++ -*-===//
//
// Shared building blocks of both families. Activations are 2-D [N, width]
// tensors with N = batch * seq rows; attention works on 5-D views
// [B, T, kv_heads, group, head_dim] made with tensor.expand_shape.
// Every backward function is the hand-derived adjoint of its forward.
//===----------------------------------------------------------------------===//
#ifndef MEMGEN_LAYERS_H
#define MEMGEN_LAYERS_H

#include "Dropout.h"
#include "Emitter.h"
#include "Options.h"
#include "Precision.h"
#include <string>
#include <vector>

namespace memgen {

/// One parameter tensor of a model.
struct ParamSpec {
  std::string name;
  Shape shape;
  int64_t layer = -1; // transformer block, -1 outside the blocks
  bool decay = false; // weight decay applies (matrices)
  int64_t numel() const {
    int64_t n = 1;
    for (int64_t s : shape)
      n *= s;
    return n;
  }
};

struct Ctx {
  Emitter &e;
  const Config &cfg;
  PrecisionPolicy pp;
  Dropout drop;
  int64_t B, T, N;
  Value ids, targets; // tensor<BxTxi32>

  int64_t d() const { return cfg.dModel; }
  int64_t hd() const { return cfg.dModel / cfg.heads; }
  int64_t group() const { return cfg.heads / cfg.kvHeads; }
};

struct Grads3 {
  Value dx, dw, db;
};

// Linear layers: W is [in, out], y = x W + b.
Value linear(Ctx &c, Value x, Value w, Value bias);
/// dx (accumulated into dxAcc when given), dW, db (when hasBias).
Grads3 linearBwd(Ctx &c, Value dy, Value x, Value w, bool hasBias,
                 Value dxAcc = {});

// Normalization over the last dimension of [N, d]. `stats` receives the
// saved per-row statistics (mean and rstd; rstd only for RMSNorm).
Value layerNorm(Ctx &c, Value x, Value w, Value b, std::vector<Value> &stats);
/// Returns dx + dres (dres may be null), dw, db.
Grads3 layerNormBwd(Ctx &c, Value dy, Value x, llvm::ArrayRef<Value> stats,
                    Value w, Value dres);
Value rmsNorm(Ctx &c, Value x, Value w, std::vector<Value> &stats);
Grads3 rmsNormBwd(Ctx &c, Value dy, Value x, llvm::ArrayRef<Value> stats,
                  Value w, Value dres);

Value gelu(Ctx &c, Value h);
Value geluBwd(Ctx &c, Value dy, Value h);
Value swiglu(Ctx &c, Value a1, Value a3);
/// Returns {da1, da3}.
std::pair<Value, Value> swigluBwd(Ctx &c, Value dh, Value a1, Value a3);

/// Rotary embedding of x [N, nh*hd] (interleaved pairs, base 10000);
/// inverse=true applies the transpose rotation (the backward).
Value rope(Ctx &c, Value x, int64_t nh, bool inverse);

struct AttnSaved {
  Value q5, k4, v4, probs;
};
/// Causal multi-head / grouped-query attention. q [N, H*hd], k and v
/// [N, KVH*hd]; returns [N, H*hd].
Value attention(Ctx &c, Value q, Value k, Value v, int64_t layer,
                AttnSaved &saved);
/// Returns dq, dk, dv as 2-D tensors, or with `fused` one [N, (H+2KVH)*hd]
/// tensor holding [dq dk dv] (the gradient of a fused QKV projection).
std::vector<Value> attentionBwd(Ctx &c, Value dout, const AttnSaved &s,
                                int64_t layer, bool fused = false);

/// x + dropout(a).
Value residual(Ctx &c, Value x, Value a, int64_t layer, int64_t site);

/// Token embedding (a gather of the token's rows of wte), added to the
/// optional position table wpe [ctx, d] (first T rows).
Value embedding(Ctx &c, Value wte, Value wpe);
/// Gradient of the token table, scatter-added into `init` [V, d] (grad
/// type) by an scf.for over the tokens.
Value embeddingBwd(Ctx &c, Value dx0, Value init);
/// Gradient of the position table [ctx, d].
Value positionBwd(Ctx &c, Value dx0);

/// logits [N, V] = x W^T with W [V, d].
Value head(Ctx &c, Value x, Value w);
struct LossSaved {
  Value logits, max, sumexp;
};
Value crossEntropy(Ctx &c, Value logits, LossSaved &s);
Value crossEntropyBwd(Ctx &c, const LossSaved &s);
/// Returns {dx, dW} of the head; dW accumulated into a fresh zero tensor.
std::pair<Value, Value> headBwd(Ctx &c, Value dlogits, Value x, Value w);

} // namespace memgen

#endif
