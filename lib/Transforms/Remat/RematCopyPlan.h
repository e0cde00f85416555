//===- RematCopyPlan.h - the live bytes of any set of copies ----*- C++ -*-===//
//
// The planner's bytes for a plan in the full space (RematCopy: a unit
// recomputed before a backward point, any number of times, chains reading
// the copies made before them), in the model of RematMilp.h: the original
// program's live bytes with every modelled unit's own removed after its last
// forward use, plus each version (the original, each copy) from its start to
// its last reader; in a gap where copies run, the copies replayed at every
// allocation. Every set of copies is a plan: a reader with no copy before it
// reads the original, which then lives on to it.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_REMAT_REMATCOPYPLAN_H
#define MEMOPT_LIB_TRANSFORMS_REMAT_REMATCOPYPLAN_H

#include "RematRewrite.h"

namespace memopt {

/// The copy points of each unit, sorted (empty: kept).
using CopyPoints = std::vector<llvm::SmallVector<unsigned, 2>>;

/// One version of a unit: the original (point = kOriginal) or a copy.
struct CopyVersion {
  static constexpr unsigned kOriginal = ~0u;
  unsigned unit = 0, point = kOriginal;
  /// The slots it adds to the base: [first, last] (empty when first > last).
  unsigned first = 1, last = 0;
};

/// What a set of copies costs and where it peaks.
struct CopyPlanCost {
  uint64_t peak = 0;
  unsigned peakSlot = 0;
  uint64_t extraFlops = 0;
  /// The live bytes per slot (2p: the gap before op p, 2p+1: op p).
  std::vector<int64_t> live;
  std::vector<CopyVersion> versions;
};

class CopyPlanEvaluator {
public:
  explicit CopyPlanEvaluator(const RematModel &model);

  const RematModel &getModel() const { return model; }
  /// Units whose copies the model counts (not returned, not written by the
  /// backward) and whose producers may be cloned.
  bool isCopyable(unsigned unit) const { return copyable[unit]; }
  /// The backward points that read some modelled unit: where copies go.
  llvm::ArrayRef<unsigned> getStages() const { return stages; }
  /// The modelled units that `unit`'s producers read.
  llvm::ArrayRef<unsigned> getDeps(unsigned unit) const { return deps[unit]; }
  llvm::ArrayRef<unsigned> getUses(unsigned unit) const { return uses[unit]; }

  /// The cost of `points` (one entry per unit; copies of units that are not
  /// copyable are ignored).
  CopyPlanCost evaluate(const CopyPoints &points) const;

  /// Conversions to and from the rewrite's copies.
  CopyPoints toPoints(llvm::ArrayRef<RematCopy> copies) const;
  static std::vector<RematCopy> toCopies(const CopyPoints &points);
  /// Whether every copy of `copies` is of a copyable unit.
  bool covers(llvm::ArrayRef<RematCopy> copies) const;
  /// The peak of the rewrite's `copies`; UINT64_MAX when one is of a unit
  /// the model does not copy (a plan from elsewhere it cannot count).
  uint64_t peakOf(llvm::ArrayRef<RematCopy> copies) const;

private:
  const RematModel &model;
  std::vector<char> modelled, copyable;
  std::vector<std::vector<unsigned>> uses, deps, readers;
  std::vector<unsigned> stages;
  /// The original live bytes less the modelled units' own after their last
  /// forward use.
  std::vector<int64_t> base;
  /// Program points of each unit's first and last producer.
  std::vector<unsigned> firstOp, lastOp;
};

/// The extra FLOPs of the rewrite's `copies`: each copy recomputes its
/// unit's producers once.
uint64_t getExtraFlops(const RematModel &model,
                       llvm::ArrayRef<RematCopy> copies);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_REMAT_REMATCOPYPLAN_H
