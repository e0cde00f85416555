//===- Dropout.h - counter-based seeded dropout masks -----------*- C++ -*-===//
//
// The keep/drop decision of element i at (layer, site) is a pure function of
// (seed, layer, site, i): a splitmix64 finalizer over
//   key = seed ^ (((layer + 1) * 64 + site) * 0xD1B54A32D192ED03)
//   z   = key + i * 0x9E3779B97F4A7C15
// computed in integer arith inside the linalg.generic that uses it, with i the
// row-major linear index built from linalg.index. Element i is kept when
// (mix(z) >> 11) >= floor(p * 2^53). The backward recomputes the same mask
// bit-for-bit; nothing is stored.
//===----------------------------------------------------------------------===//
#ifndef MEMGEN_DROPOUT_H
#define MEMGEN_DROPOUT_H

#include "Emitter.h"

namespace memgen {

enum DropoutSite : int64_t {
  SiteAttnProbs = 0,
  SiteAttnResidual = 1,
  SiteMlpResidual = 2,
  SiteEmbedding = 3,
};

struct Dropout {
  double p = 0.0;
  Value seed; // i64 function argument

  bool enabled() const { return p > 0.0; }
  /// Top-level scalar: the per-(layer, site) key (i64).
  Value key(Emitter &e, int64_t layer, int64_t site) const;
  /// Inside a generic body whose first `shape.size()` loops span `shape` in
  /// row-major order: returns 1/(1-p) where kept and 0 where dropped, as `et`.
  Value scale(Body &bb, Value key, llvm::ArrayRef<int64_t> shape,
              Type et) const;
  /// Same, for an arbitrary loop order: dims[k] is the loop that indexes
  /// dimension k of `shape`.
  Value scaleDims(Body &bb, Value key, llvm::ArrayRef<int64_t> shape,
                  llvm::ArrayRef<unsigned> dims, Type et) const;
  /// y = x * mask / (1-p), elementwise over x (also the backward: dx from dy).
  Value apply(Emitter &e, Value x, int64_t layer, int64_t site) const;
};

} // namespace memgen

#endif
