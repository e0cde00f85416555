//===- ShapeResolver.h - sizes of dynamic dimensions ------------*- C++ -*-===//
//
// The analysis needs exact bytes, so every dynamic dimension must get a size.
// Function arguments get them from bindings: `name=N` binds the dimensions
// that the argument attribute `memopt.dims = ["batch", "seq", ...]` names,
// and a bare `N` binds the next dynamic argument dimension by position
// (arguments in order, dimensions left to right). Sizes then flow through
// the IR: destinations, elementwise ops, tensor.empty / extract_slice /
// expand_shape / collapse_shape / cast / pad / concat / generate / dim, loop
// and branch results, and index arithmetic on constants. A dimension that
// cannot be resolved is a located error that names the value; nothing is
// guessed.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_SHAPERESOLVER_H
#define MEMOPT_ANALYSIS_SHAPERESOLVER_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace memopt {

/// Evaluates `expr` on constant dims and symbols with overflow checks;
/// nullopt on overflow or a non-positive divisor.
std::optional<int64_t> evaluateAffineExpr(mlir::AffineExpr expr,
                                          llvm::ArrayRef<int64_t> dims,
                                          llvm::ArrayRef<int64_t> symbols);

/// Parsed `bind=` option.
struct DimBindings {
  llvm::StringMap<int64_t> byName;
  llvm::SmallVector<int64_t> byPosition;

  /// Parses the entries of the option list, each `name=N` or a bare `N`
  /// (mixing is allowed). On error, returns failure and sets `error`.
  static llvm::FailureOr<DimBindings> parse(llvm::ArrayRef<std::string> entries,
                                            std::string &error);
};

/// Resolves the static shape of tensor values of one function.
class ShapeResolver {
public:
  ShapeResolver(mlir::func::FuncOp func, const DimBindings &bindings);

  /// The shape of ranked tensor `value` with every dynamic dimension
  /// resolved; emits a located error and returns failure otherwise.
  llvm::FailureOr<llvm::SmallVector<int64_t>> resolveShape(mlir::Value value);

  /// The size of dimension `dim` of `value`, or nullopt.
  std::optional<int64_t> resolveDim(mlir::Value value, unsigned dim);

  /// The constant value of an index or integer scalar, or nullopt.
  std::optional<int64_t> evaluateIndex(mlir::Value value);

private:
  /// `compute()` cached in `cache` under `key`, within the depth bound.
  template <typename Key, typename Compute>
  std::optional<int64_t>
  memoized(llvm::DenseMap<Key, std::optional<int64_t>> &cache, Key key,
           Compute compute);

  std::optional<int64_t> computeDim(mlir::Value value, unsigned dim);
  std::optional<int64_t> computeIndex(mlir::Value value);
  std::optional<int64_t> resolveMixedSize(mlir::OpFoldResult size);
  /// A dimension of an scf.for result or iteration argument: the init's,
  /// provided the body yields the same size back.
  std::optional<int64_t> resolveLoopCarriedDim(mlir::scf::ForOp forOp,
                                               unsigned index, unsigned dim);

  /// Bound on the recursion through chains of sizes (they are resolved in
  /// program order, so real chains stay short).
  static constexpr unsigned kMaxDepth = 256;

  mlir::func::FuncOp func;
  /// (argument number, dimension) -> size, from the bindings.
  llvm::DenseMap<std::pair<unsigned, unsigned>, int64_t> argumentDims;
  /// Memoized dims; nullopt records a dimension already found unresolvable.
  llvm::DenseMap<std::pair<mlir::Value, unsigned>, std::optional<int64_t>>
      dimCache;
  llvm::DenseMap<mlir::Value, std::optional<int64_t>> indexCache;
  unsigned depth = 0;
  /// Set when a resolution was cut short by kMaxDepth: nothing it computed
  /// may be cached.
  bool hitDepthLimit = false;
};

} // namespace memopt

#endif // MEMOPT_ANALYSIS_SHAPERESOLVER_H
