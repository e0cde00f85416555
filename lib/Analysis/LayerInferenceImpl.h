//===- LayerInferenceImpl.h - the state of one layer inference --*- C++ -*-===//
//
// Private to lib/Analysis: the state of one layer inference (the rules are in
// memopt/Analysis/LayerInference.h), shared by the files of its steps:
// LayerInference.cpp (ops, phases and the layers of the forward, backward and
// optimizer), LayerStacks.cpp (blocks from the parameters' repeated
// structure) and LayerNames.cpp (blocks from parameter names and op
// locations).
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_LAYERINFERENCEIMPL_H
#define MEMOPT_LIB_ANALYSIS_LAYERINFERENCEIMPL_H

#include "memopt/Analysis/LayerInference.h"

#include "llvm/ADT/DenseSet.h"

#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace memopt {
namespace detail {

using namespace mlir;

constexpr int64_t kNoLayer = -1;
constexpr int64_t kAfterAll = std::numeric_limits<int64_t>::max();
constexpr unsigned kNoOp = ~0u;

/// A run of one block of parameters repeated `count` times.
struct Repeat {
  unsigned start = 0, period = 0, count = 0;
  unsigned coverage() const { return period * count; }
};

class LayerInference {
public:
  LayerInference(func::FuncOp func, const RoleAssignment &roles,
                 InferredLayers &result)
      : func(func), body(func.getBody()), roles(roles), result(result) {}

  void run();

private:
  // LayerInference.cpp
  void collectOps();
  unsigned definingPoint(Value value) const;
  bool layerParameters();
  unsigned stackOf(int64_t layer) const;
  int64_t layerOfArgument(Value value) const;
  void assignForward();
  void boundForward(std::vector<int64_t> &latest,
                    std::vector<int64_t> &earliest) const;
  std::vector<bool> findClosing(const std::vector<int64_t> &latest,
                                const std::vector<int64_t> &earliest) const;
  void placeForward(const std::vector<int64_t> &latest,
                    const std::vector<int64_t> &earliest,
                    const std::vector<bool> &closing);
  int64_t positionOfArgument(Value value) const;
  void assignOthers();
  void assignSources();
  bool weightOnly(unsigned point) const;

  // LayerStacks.cpp
  static SmallVector<Repeat> findStacks(ArrayRef<Value> order,
                                        ArrayRef<unsigned> signature);
  static std::optional<Repeat> findRepeat(ArrayRef<Value> order,
                                          ArrayRef<unsigned> signature,
                                          unsigned minMatrices);

  // LayerNames.cpp
  StringRef parameterName(BlockArgument arg) const;
  static std::optional<std::pair<StringRef, unsigned>>
  splitAtIndex(StringRef name);
  template <typename Accept>
  static std::optional<std::pair<StringRef, unsigned>>
  blockOfLocation(Location loc, Accept accept);
  void locateOps();
  bool layerByLocations();
  void placeUnlocated();
  void applyLocatedLayers(bool forwardOnly);
  bool layerByNames(ArrayRef<Value> order);

  func::FuncOp func;
  Region &body;
  const RoleAssignment &roles;
  InferredLayers &result;
  std::vector<Operation *> ops;
  llvm::DenseMap<Operation *, unsigned> pointOf;
  std::vector<bool> forward, optimizer;
  std::vector<SmallVector<Value, 0>> inputs;
  /// Whether the op reads (transitively) a block argument; one that is not a
  /// parameter.
  std::vector<bool> fromArguments, fromData;
  llvm::DenseSet<Value> isParameter;
  /// The arguments that forward ops read.
  llvm::DenseSet<Value> readByForward;
  llvm::DenseMap<Value, int64_t> parameterLayer;
  /// Stack prefix -> block index -> layer, from names or locations.
  std::map<std::string, std::map<unsigned, unsigned>> layerOfBlock;
  /// The layer of each top-level op whose location names a block.
  llvm::DenseMap<Operation *, int64_t> located;
  /// Arguments the forward reads: their parameter's layer, else the layer
  /// (kNoLayer before the first block, kAfterAll after the last) of their
  /// first forward reader.
  llvm::DenseMap<Value, int64_t> argumentPosition;
  /// The layer of each op, kNoLayer when it has none.
  std::vector<int64_t> layer;
  /// Ops outside the forward that take their first user's layer.
  std::vector<bool> followsUser;
  /// Of forward ops in no block between two stacks (an encoder's final
  /// norm): the earlier stack's last layer; else kNoLayer.
  std::vector<int64_t> stackEnd;
};

} // namespace detail
} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_LAYERINFERENCEIMPL_H
