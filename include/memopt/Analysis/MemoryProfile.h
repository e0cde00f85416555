//===- MemoryProfile.h - live bytes of a training step ----------*- C++ -*-===//
//
// The one analysis every memopt pass reads. Per function it computes:
//   - program order: every op, nested ones included, in pre-order; op i is
//     program point i;
//   - buffers: tensor values grouped as bufferization will place them (views
//     and in-place results share their source's buffer, as decided by
//     One-Shot Bufferize analysis; a tensor.empty used as a destination is
//     its op's buffer), each with exact bytes and a role;
//   - live ranges: a buffer lives from its first definition through its last
//     use, inclusive; arguments for the whole function; a use inside a region
//     counts at the end of the op that holds the region (a loop keeps what it
//     reads alive for all its iterations), and a use in another block of a
//     multi-block region at the end of that region; a tensor constant
//     (isStaticConstant) for the whole function too, one buffer per distinct
//     value, as bufferization makes it one `memref.global` (static data);
//   - the profile: live bytes at every point, the peak and where it is, the
//     live set at the peak, bytes by role, the parameter count, FLOPs and
//     activation bytes per `memopt.layer` (inferred when no op has one:
//     LayerInference.h).
//
// The analysis never changes IR. Bad input (dynamic dimensions without a
// binding, unranked tensors, memrefs, sizes over 64 bits, external or
// recursive calls) gets a located error and the analysis reports failure.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_MEMORYPROFILE_H
#define MEMOPT_ANALYSIS_MEMORYPROFILE_H

#include "memopt/Analysis/LayerInference.h"
#include "memopt/Analysis/ProgramOrder.h"
#include "memopt/Analysis/Roles.h"
#include "memopt/Analysis/ShapeResolver.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/AnalysisManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace memopt {

/// The `memopt.layer` of `op` itself (not its ancestors), read with its
/// integer type's signedness; nullopt when it has none.
std::optional<int64_t> getLayerOf(mlir::Operation *op);

/// Who decides which operands bufferize in place
/// (lib/Analysis/BufferAliasing.h).
enum class InPlaceDecider {
  /// A linear model of One-Shot Bufferize's rules (the default).
  Fast,
  /// Upstream One-Shot Bufferize analysis itself (exact, superlinear).
  OneShot,
};

/// Options of the memory analysis.
struct MemoryAnalysisOptions {
  DimBindings bindings;
  InPlaceDecider inPlaceDecider = InPlaceDecider::Fast;
  /// Roles declared from the command line (`roles=`).
  std::vector<RoleOverride> roleOverrides;
};

/// One buffer: the tensor values that bufferization places in one
/// allocation.
struct Buffer {
  /// The value that names the buffer in reports: the member with the
  /// strongest role; on ties a function argument, else the last producer.
  mlir::Value representative;
  uint64_t bytes = 0;
  /// First and last program point (inclusive) at which the buffer is live.
  unsigned start = 0;
  unsigned end = 0;
  RoleInfo role;
  /// Whether a member is a function argument or a returned value.
  bool holdsArgument = false;
  bool holdsResult = false;
  /// Whether a member is a tensor constant: static data, live for the whole
  /// function, never recomputed.
  bool holdsConstant = false;
  /// The layer (getLayer) of the first member op that has one.
  std::optional<int64_t> layer;
  /// The kind of the first shard collective ("all_gather", ...) whose result
  /// is a member, empty when none is: a buffer a collective allocates.
  llvm::StringRef collective;
};

/// A loop's buffer from the previous iteration, which the lowering keeps
/// beside the new one over the loop body (lib/Analysis/LoopCarriedBuffers.h):
/// `buffer`'s bytes once more, from `start` to `end`.
struct PreviousIterationBuffer {
  unsigned buffer = 0;
  unsigned start = 0;
  unsigned end = 0;
  /// Instead the copy the yield makes of a buffer that exists before the
  /// loop (start == end == the yield).
  bool yieldCopy = false;
  /// Instead the loop's result after the loop (the last iteration's buffer),
  /// beside the carried buffer it shares with the init, which outlives the
  /// loop (an argument, the base of a view).
  bool loopResult = false;
};

/// One entry of the live set at a point: a buffer, or a loop's buffer from
/// the previous iteration.
struct LiveBuffer {
  unsigned buffer = 0;
  bool previousIteration = false;
  /// A loop's copy, at its yield, of a buffer from before the loop.
  bool yieldCopy = false;
  /// A loop's result after it, beside its init's buffer.
  bool loopResult = false;
};

/// Totals for one role.
struct RoleTotals {
  uint64_t bytes = 0;
  uint64_t peakBytes = 0;
  unsigned buffers = 0;
  unsigned declaredBuffers = 0;
};

/// Parameters and optimizer states whose update returns a new tensor
/// instead of writing the argument's buffer (functional updates).
struct UpdateCopies {
  unsigned buffers = 0;
  uint64_t bytes = 0;
  /// Of `bytes`, those live at the peak.
  uint64_t peakBytes = 0;
};

/// Buffers of one kind of shard collective result.
struct CollectiveTotals {
  unsigned buffers = 0;
  uint64_t bytes = 0;
  /// Of `bytes`, those live at the peak.
  uint64_t peakBytes = 0;
};

/// The buffers that hold a result of a shard collective of a partitioned
/// program (--memopt-shard): their bytes are also under the role of what
/// they move (docs/roles.md, "Collectives"); this says how many of them the
/// collectives allocate.
struct CollectiveBuffers {
  CollectiveTotals total;
  /// By the collective's kind (Buffer::collective).
  std::map<std::string, CollectiveTotals> byKind;
  /// The all-gathered parameters that are not returned: the gathered
  /// working set (zero3's parameters gathered before the ops reading them;
  /// zero1's all-gathered update is returned, and is not in it).
  CollectiveTotals gatheredParameters;
};

class FunctionMemoryProfile {
public:
  /// Mutable so that const profiles can still query the (value-type) op.
  mutable mlir::func::FuncOp func;
  /// Program order: op i is program point i.
  std::unique_ptr<ProgramOrder> order;
  llvm::ArrayRef<mlir::Operation *> getOps() const { return order->getOps(); }
  /// Live bytes at every program point.
  std::vector<uint64_t> liveBytes;
  /// FLOPs of every top-level op, its regions included (0 for nested ops).
  std::vector<uint64_t> opFlops;
  std::vector<Buffer> buffers;
  /// The loops' previous-iteration buffers: live bytes besides `buffers`.
  std::vector<PreviousIterationBuffer> previousIterations;
  /// Buffer index of every tensor value.
  llvm::DenseMap<mlir::Value, unsigned> bufferOf;
  RoleAssignment roles;

  uint64_t peakBytes = 0;
  unsigned peakPoint = 0;
  /// Of the peak, the bytes a called function's own temporaries add while
  /// the call at the peak runs, plus calleeConstantBytes (not in any buffer
  /// of this function).
  uint64_t peakCalleeBytes = 0;
  /// The distinct tensor constants this function and the functions it
  /// calls hold (the module's `memref.global`s once bufferized), with their
  /// bytes, in the order first met.
  llvm::MapVector<mlir::Attribute, uint64_t> constants;
  /// Bytes of the constants only called functions hold: static data for the
  /// whole call, in no buffer of this function.
  uint64_t calleeConstantBytes = 0;
  /// Peak of the buffers that are neither arguments nor results: what a call
  /// to this function adds on top of its operands and results.
  uint64_t internalPeakBytes = 0;
  uint64_t flops = 0;
  bool flopsSaturated = false;
  /// Ops whose FLOPs are unknown, by name, with counts.
  std::map<std::string, uint64_t> uncostedOps;
  /// Elements of the parameter arguments (each parameter once, however
  /// it is updated).
  uint64_t parameterCount = 0;
  /// Updates that are not in place.
  UpdateCopies updatesNotInPlace;
  /// Buffers shard collectives allocate.
  CollectiveBuffers collectiveBuffers;
  std::array<RoleTotals, kNumRoles> byRole;
  /// Activation bytes by layer (getLayer).
  std::map<int64_t, uint64_t> activationBytesByLayer;
  /// FLOPs by the `memopt.phase` of top-level ops ("forward", "backward",
  /// "optimizer", ...); empty when no op carries a phase.
  std::map<std::string, uint64_t> flopsByPhase;
  /// Whether flopsByPhase comes from the data flow (no op carried a
  /// `memopt.phase`) rather than from the annotations.
  bool phasesInferred = false;
  /// Whether layers come from LayerInference (no op carried a
  /// `memopt.layer`), and what it found.
  bool layersInferred = false;
  InferredLayers inferredLayers;

  /// The layer of `op`: its own `memopt.layer`, else the inferred layer of a
  /// top-level op.
  std::optional<int64_t> getLayer(mlir::Operation *op) const;

  const RoleTotals &totals(Role role) const {
    return byRole[static_cast<unsigned>(role)];
  }
  mlir::Operation *getPeakOp() const {
    return getOps().empty() ? func.getOperation() : getOps()[peakPoint];
  }
  /// The `memopt.phase` and layer of the peak op or its nearest ancestor
  /// that has them, if any.
  std::optional<std::string> getPeakPhase() const;
  std::optional<int64_t> getPeakLayer() const;
  /// Buffers and previous-iteration buffers live at `point`, whose bytes add
  /// up to its live bytes beside what callees add; largest first (then by
  /// start, then where the value is defined, a buffer before its previous
  /// iteration).
  std::vector<LiveBuffer> getLiveBuffers(unsigned point) const;
};

/// The memory profiles of every function with a body in a module.
class MemoryAnalysis {
public:
  /// Analysis-manager constructor: default options (no bindings).
  explicit MemoryAnalysis(mlir::Operation *op);
  MemoryAnalysis(mlir::Operation *op, const MemoryAnalysisOptions &options);

  /// False when some function could not be analysed; errors were emitted.
  bool succeeded() const { return ok; }

  /// Profiles in module order.
  llvm::ArrayRef<std::unique_ptr<FunctionMemoryProfile>> getFunctions() const {
    return functions;
  }
  const FunctionMemoryProfile *lookup(mlir::func::FuncOp func) const;

  bool isInvalidated(const mlir::AnalysisManager::PreservedAnalyses &pa) {
    return !pa.isPreserved<MemoryAnalysis>();
  }

private:
  void run(mlir::Operation *op, const MemoryAnalysisOptions &options);

  bool ok = true;
  std::vector<std::unique_ptr<FunctionMemoryProfile>> functions;
  llvm::DenseMap<mlir::Operation *, FunctionMemoryProfile *> byFunc;
};

} // namespace memopt

#endif // MEMOPT_ANALYSIS_MEMORYPROFILE_H
