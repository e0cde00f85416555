//===- RematModel.h - what may be recomputed, and at what cost --*- C++ -*-===//
//
// The planner's view of one function: its forward buffers ("units"), what
// each costs to recompute, which units its producers read, and where its
// forward and backward uses are on the program order of the analysis.
//
// The forward is everything up to the op that computes the loss (found by
// role inference, not by attributes); a use after it is a backward use.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATMODEL_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATMODEL_H

#include "memopt/Analysis/MemoryProfile.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>
#include <vector>

namespace memopt {

/// A forward buffer.
struct RematUnit {
  enum class Kind {
    /// Stays as it is: returned, or its producers cannot be cloned.
    Pinned,
    /// The backward reads it and it can be recomputed: keep or drop.
    Candidate,
    /// Only the forward reads it; cloned when a recomputation needs it.
    Intermediate,
  };
  Kind kind = Kind::Pinned;
  unsigned buffer = 0;
  uint64_t bytes = 0;
  /// FLOPs of its producers (each op counted in the unit of its first
  /// result).
  uint64_t flops = 0;
  /// Its forward producers (top-level ops), in program order.
  llvm::SmallVector<mlir::Operation *, 4> ops;
  /// Other units its producers read, and the units whose producers read it.
  llvm::SmallVector<unsigned, 4> deps;
  llvm::SmallVector<unsigned, 4> consumers;
  /// Per entry of `deps`: the point of the last of `ops` that reads it (a
  /// clone of this unit frees the dep's clone there, not after all of `ops`).
  llvm::SmallVector<unsigned, 4> lastReadOfDep;
  /// Every other buffer its producers read: its deps' and those no unit
  /// holds (arguments, constants), which a clone reads too.
  llvm::SmallVector<unsigned, 4> readBuffers;
  /// First point, last forward use and last point of the original buffer.
  unsigned start = 0, lastForwardUse = 0, end = 0;
  /// The top-level point of the first backward op that reads it.
  std::optional<unsigned> firstBackwardUse;
  std::optional<int64_t> layer;
  /// Why a unit the backward reads is pinned.
  std::string refusal;
};

class RematModel {
public:
  /// Builds the model; emits a located error and fails when the function has
  /// no loss or more than one block.
  static llvm::FailureOr<RematModel>
  build(const FunctionMemoryProfile &profile);

  const FunctionMemoryProfile &getProfile() const { return *profile; }
  llvm::ArrayRef<RematUnit> getUnits() const { return units; }
  const RematUnit &getUnit(unsigned index) const { return units[index]; }
  /// The candidates whose drop frees bytes, in program order: what the
  /// budget strategy chooses among.
  std::vector<unsigned> getDroppableCandidates() const {
    std::vector<unsigned> result;
    for (auto [index, unit] : llvm::enumerate(units))
      if (unit.kind == RematUnit::Kind::Candidate && unit.bytes != 0)
        result.push_back(index);
    return result;
  }
  /// The point of the op that computes the loss: the end of the forward.
  unsigned getSplit() const { return split; }
  /// The unit of a forward tensor value, if it has one.
  std::optional<unsigned> lookupUnit(mlir::Value value) const;
  /// The point of the last op of `reader` that reads `dep` (one of its deps).
  unsigned getLastReadPoint(unsigned reader, unsigned dep) const;
  /// The top-level points of the backward ops that read `unit`, in order.
  std::vector<unsigned> getBackwardUses(unsigned unit) const;
  /// The top-level op of the function body that holds `op`.
  mlir::Operation *getTopLevel(mlir::Operation *op) const;

private:
  explicit RematModel(const FunctionMemoryProfile &profile)
      : profile(&profile) {}
  void collectUnits();
  void collectUses();
  void classify();

  const FunctionMemoryProfile *profile;
  unsigned split = 0;
  std::vector<RematUnit> units;
  llvm::DenseMap<unsigned, unsigned> unitOfBuffer;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATMODEL_H
