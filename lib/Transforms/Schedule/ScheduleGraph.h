//===- ScheduleGraph.h - what constrains and what costs a block order -----===//
//
// The ops of one block of a function (terminator excluded): the function's
// own blocks, or the body of an scf.for, scf.if or scf.execute_region,
// numbered in their original order, with:
//   - dependences: SSA values (uses inside an op's regions count for the
//     op), a chain through the ops that have memory effects, and in-place
//     writes: every op touching a buffer runs before the next op that
//     writes that buffer in place. Every edge goes from an earlier op to a
//     later one in the original order;
//   - the buffers of the profile each op defines and touches, so that any
//     order's live bytes can be modelled as the analysis computes them.
//     Seen from a block, a buffer started before it (an argument, a value
//     defined outside and used inside, a loop's iter_arg written in place)
//     is live throughout and counts in every order; a buffer the block
//     starts and that outlives it (yielded, used in a later block, returned)
//     counts from its start to the end; only a buffer both started and dead
//     in the block is freed after its last toucher.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_TRANSFORMS_SCHEDULE_SCHEDULEGRAPH_H
#define MEMOPT_LIB_TRANSFORMS_SCHEDULE_SCHEDULEGRAPH_H

#include "memopt/Analysis/MemoryProfile.h"

#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace memopt {

class ScheduleGraph {
public:
  /// The graph of `block`, a block of `profile.func` (nested or not).
  ScheduleGraph(const FunctionMemoryProfile &profile, mlir::Block &block);

  unsigned size() const { return ops.size(); }
  mlir::Operation *getOp(unsigned node) const { return ops[node]; }
  llvm::ArrayRef<mlir::Operation *> getOps() const { return ops; }
  llvm::ArrayRef<unsigned> getPreds(unsigned node) const { return preds[node]; }
  llvm::ArrayRef<unsigned> getSuccs(unsigned node) const { return succs[node]; }
  /// The nodes that use `node`'s results (SSA only).
  llvm::ArrayRef<unsigned> getValueUsers(unsigned node) const {
    return valueUsers[node];
  }
  /// Whether a result of `node` is an operand of the block's terminator.
  bool isReturned(unsigned node) const { return returned[node]; }

  /// Buffers with a member among `node`'s results.
  llvm::ArrayRef<unsigned> getDefined(unsigned node) const {
    return defined[node];
  }
  /// Buffers `node` writes in place (a destination-style op in it writes
  /// a result into an operand's buffer).
  llvm::ArrayRef<unsigned> getWritten(unsigned node) const {
    return written[node];
  }
  /// Buffers `node` defines or reads (in its regions too), each once.
  llvm::ArrayRef<unsigned> getTouched(unsigned node) const {
    return touched[node];
  }
  /// The nodes touching `buffer`, in original order.
  llvm::ArrayRef<unsigned> getTouchers(unsigned buffer) const {
    return touchers[buffer];
  }
  uint64_t getBytes(unsigned buffer) const { return bytes[buffer]; }
  /// Whether `buffer` dies in the block after its last use there (not an
  /// argument, a result or a constant, not started before the block, not
  /// live past it).
  bool isFreeable(unsigned buffer) const { return freeable[buffer]; }
  /// Whether `buffer` is live throughout the block, in every order (an
  /// argument, a constant, a buffer started before the block).
  bool isBase(unsigned buffer) const { return inBase[buffer]; }
  unsigned numBuffers() const { return bytes.size(); }
  /// Bytes live in every order: arguments, constants, and the buffers
  /// started before the block that are still live in it.
  uint64_t getBaseBytes() const { return baseBytes; }
  /// The most bytes an op with regions adds while it runs, over what is live
  /// at its own program point (0 for ops without regions).
  uint64_t getInnerBytes(unsigned node) const { return innerBytes[node]; }

  /// The peak of live bytes of `order` (a permutation of the nodes), as the
  /// analysis would count it.
  uint64_t modelPeak(llvm::ArrayRef<unsigned> order) const;

private:
  void addEdge(unsigned from, unsigned to);

  std::vector<mlir::Operation *> ops;
  std::vector<llvm::SmallVector<unsigned, 4>> preds, succs, valueUsers;
  std::vector<bool> returned;
  std::vector<llvm::SmallVector<unsigned, 2>> defined, touched, written;
  std::vector<std::vector<unsigned>> touchers;
  std::vector<uint64_t> bytes;
  std::vector<bool> freeable;
  /// Arguments and constants: in baseBytes from the start.
  std::vector<bool> inBase;
  std::vector<uint64_t> innerBytes;
  uint64_t baseBytes = 0;
};

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_SCHEDULE_SCHEDULEGRAPH_H
