//===- ProgramOrder.h - program points of a function ------------*- C++ -*-===//
//
// Every op of a function body, nested ones included, numbered in pre-order:
// op i is program point i. A use keeps a value alive up to its use point:
// the user's own point when it sits in the value's block; the last point
// nested in the user's ancestor in that block when the use is inside a
// region (a loop keeps what it reads alive for all iterations); for a use in
// another block of the value's region, the end of that block when every
// branch of the region goes forward (the lowering frees a value dead past a
// block at the block's end), else the end of the region.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_PROGRAMORDER_H
#define MEMOPT_ANALYSIS_PROGRAMORDER_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/DenseMap.h"

#include <vector>

namespace memopt {

/// Whether `loop` may run more than once (its bounds not constant, or more
/// than one trip). One that runs at most once is inlined or removed by
/// canonicalization before the lowering allocates.
bool mayIterateTwice(mlir::scf::ForOp loop);

class ProgramOrder {
public:
  explicit ProgramOrder(mlir::Region &body);

  llvm::ArrayRef<mlir::Operation *> getOps() const { return ops; }
  unsigned size() const { return ops.size(); }
  unsigned getPoint(mlir::Operation *op) const { return pointOf.lookup(op); }
  /// The last point nested in the op at `point` (the point itself for ops
  /// without regions).
  unsigned getSubtreeEnd(unsigned point) const { return subtreeEnd[point]; }
  unsigned getLastPoint() const { return ops.empty() ? 0 : ops.size() - 1; }

  /// Whether `value` is an argument of the body's entry block (a function
  /// argument; other blocks' arguments are ordinary values).
  bool isFunctionArgument(mlir::Value value) const;

  /// The point up to which `user` keeps `value` alive (see the file comment).
  unsigned getUsePoint(mlir::Value value, mlir::Operation *user) const;
  /// The latest of `from` and the use points of all of `value`'s users.
  unsigned getLastUsePoint(mlir::Value value, unsigned from) const;
  /// The point at which `value` comes to be: its op's; for a block argument,
  /// its block's first op's in the body, its region's op's when nested.
  unsigned getDefinitionPoint(mlir::Value value) const;

  /// The point at which `user` accesses `value`, lifted out of regions like a
  /// use point, but for function arguments too (their liveness aside), and
  /// in another block at the user's own point when every branch of the
  /// region goes to a later block: an access at a lower point then never
  /// runs after one at a higher point (the order of writes and reads).
  unsigned getAccessPoint(mlir::Value value, mlir::Operation *user) const;

private:
  unsigned getRegionEnd(mlir::Region *region) const;
  unsigned computeRegionEnd(mlir::Region &region) const;
  unsigned getLiftedPoint(mlir::Value value, mlir::Operation *user,
                          bool blocksInOrder) const;
  /// Whether each branch in `region` goes to a block laid out after its own:
  /// the blocks run in layout order, each at most once.
  bool branchesOnlyForward(mlir::Region *region) const;
  static bool computeBranchesOnlyForward(mlir::Region &region);

  mlir::Region &body;
  std::vector<mlir::Operation *> ops;
  llvm::DenseMap<mlir::Operation *, unsigned> pointOf;
  std::vector<unsigned> subtreeEnd;
  llvm::DenseMap<mlir::Region *, unsigned> regionEnds;
  llvm::DenseMap<mlir::Region *, bool> forwardOnly;
};

} // namespace memopt

#endif // MEMOPT_ANALYSIS_PROGRAMORDER_H
