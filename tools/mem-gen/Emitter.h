//===- Emitter.h - OpBuilder helpers for mem-gen ----------------*- C++ -*-===//
//
// A thin layer over mlir::OpBuilder that builds the tensor ops mem-gen needs
// (empty/fill, linalg.generic with string-written affine maps, contractions,
// reductions, reshapes) and stamps every top-level op with memopt.phase and
// memopt.layer through a builder listener.
//
//===----------------------------------------------------------------------===//
#ifndef MEMGEN_EMITTER_H
#define MEMGEN_EMITTER_H

#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringMap.h"
#include <functional>

namespace memgen {

using mlir::Location;
using mlir::OpBuilder;
using mlir::Type;
using mlir::Value;
using mlir::ValueRange;
using Shape = llvm::SmallVector<int64_t, 6>;

/// Scalar arithmetic inside a linalg.generic body (or at the top level).
struct Body {
  OpBuilder &b;
  Location loc;
  Value cast(Value v, Type to);
  Value cst(Type t, double v);
  Value icst(Type t, int64_t v);
  Value add(Value x, Value y);
  Value sub(Value x, Value y);
  Value mul(Value x, Value y);
  Value div(Value x, Value y);
  Value neg(Value x);
  Value max(Value x, Value y);
  Value exp(Value x);
  Value log(Value x);
  Value tanh(Value x);
  Value sqrt(Value x);
  Value rsqrt(Value x);
  Value sin(Value x);
  Value cos(Value x);
  Value abs(Value x);
  Value select(Value c, Value x, Value y);
  Value cmpf(int pred, Value x, Value y); // arith::CmpFPredicate as int
  Value index(unsigned dim);              // linalg.index
  Value indexAsI64(unsigned dim);
  Value mulc(Value x, double c) { return mul(x, cst(x.getType(), c)); }
  Value addc(Value x, double c) { return add(x, cst(x.getType(), c)); }
};

using BodyFn = std::function<llvm::SmallVector<Value>(Body &, ValueRange)>;

enum class Phase { Forward, Backward, Optimizer };

class Emitter {
public:
  Emitter(mlir::MLIRContext *ctx);
  ~Emitter();

  mlir::MLIRContext *ctx;
  OpBuilder b;
  Location loc;

  // Attribute stamping (applies to ops inserted directly in a func body).
  void setPhase(Phase p) { phase = p; }
  void setLayer(int64_t l) { layer = l; }
  Phase getPhase() const { return phase; }

  Body body() { return Body{b, loc}; }

  // Types.
  mlir::RankedTensorType tensorTy(llvm::ArrayRef<int64_t> shape, Type et) {
    return mlir::RankedTensorType::get(shape, et);
  }
  static Shape shapeOf(Value v);
  static Type elemOf(Value v);

  // Creation helpers.
  Value empty(llvm::ArrayRef<int64_t> shape, Type et);
  Value fill(Value init, double v);
  Value full(llvm::ArrayRef<int64_t> shape, Type et, double v) {
    return fill(empty(shape, et), v);
  }
  Value zeros(llvm::ArrayRef<int64_t> shape, Type et) {
    return full(shape, et, 0.0);
  }

  /// linalg.generic. Maps are written "(i,j)->(j)"; iters is a string of
  /// 'p' (parallel) and 'r' (reduction), one letter per loop.
  llvm::SmallVector<Value> generic(ValueRange ins, ValueRange outs,
                                   llvm::ArrayRef<llvm::StringRef> maps,
                                   llvm::StringRef iters, const BodyFn &fn);
  Value generic1(ValueRange ins, ValueRange outs,
                 llvm::ArrayRef<llvm::StringRef> maps, llvm::StringRef iters,
                 const BodyFn &fn) {
    return generic(ins, outs, maps, iters, fn).front();
  }

  /// Elementwise op over the identity iteration space of `outShape`; every
  /// input uses the identity map.
  Value map(ValueRange ins, llvm::ArrayRef<int64_t> outShape, Type outEt,
            const std::function<Value(Body &, ValueRange)> &fn);

  /// Sum-of-products contraction C = init + sum A*B with the given maps and
  /// iterators; inputs are cast to the element type of init.
  Value contract(Value a, Value bm, Value init, llvm::StringRef mapA,
                 llvm::StringRef mapB, llvm::StringRef mapC,
                 llvm::StringRef iters);

  /// Plain matmul A[M,K] x B[K,N] -> C (linalg.matmul), accumulating into init.
  Value matmul(Value a, Value bm, Value init);

  Value expand(Value v, llvm::ArrayRef<int64_t> shape,
               llvm::ArrayRef<mlir::ReassociationIndices> reassoc);
  Value collapse(Value v, llvm::ArrayRef<mlir::ReassociationIndices> reassoc);
  /// Collapse any tensor to 1-D.
  Value flatten(Value v);
  /// Expand a 1-D tensor back to `shape`.
  Value unflatten(Value v, llvm::ArrayRef<int64_t> shape);
  Value slice(Value v, llvm::ArrayRef<int64_t> offsets,
              llvm::ArrayRef<int64_t> sizes);
  Value insert(Value src, Value dest, llvm::ArrayRef<int64_t> offsets);

  mlir::AffineMap affineMap(llvm::StringRef spec);

private:
  struct Stamp;
  std::unique_ptr<Stamp> listener;
  Phase phase = Phase::Forward;
  int64_t layer = -1;
  llvm::StringMap<mlir::AffineMap> mapCache;
  friend struct Stamp;
};

} // namespace memgen

#endif
