//===- RankSlices.cpp - a rank's block of a tensor split on a grid --------===//

#include "RankSlices.h"

#include "memopt/Analysis/TensorSize.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;

namespace memopt {
namespace {

/// Copies the block at `blockOffsets` between the row-major global tensor
/// and the local one, dimension `dim` and inward; `toLocal` says which way.
void copyBlock(const RankSplit &split, ArrayRef<int64_t> blockOffsets,
               unsigned dim, uint64_t globalAt, uint64_t localAt,
               const uint8_t *from, uint8_t *to, bool toLocal) {
  uint64_t globalStride = split.elementBytes, localStride = split.elementBytes;
  for (unsigned d = dim + 1; d < split.globalShape.size(); ++d) {
    globalStride *= uint64_t(split.globalShape[d]);
    localStride *= uint64_t(split.localShape[d]);
  }
  globalAt += uint64_t(blockOffsets[dim]) * globalStride;
  if (dim + 1 == split.globalShape.size()) {
    uint64_t bytes = uint64_t(split.localShape[dim]) * split.elementBytes;
    if (toLocal)
      std::memcpy(to + localAt, from + globalAt, bytes);
    else
      std::memcpy(to + globalAt, from + localAt, bytes);
    return;
  }
  for (int64_t i = 0; i < split.localShape[dim]; ++i)
    copyBlock(split, blockOffsets, dim + 1, globalAt + i * globalStride,
              localAt + i * localStride, from, to, toLocal);
}

/// Element offsets of rank `rank`'s block in the global tensor.
std::vector<int64_t> offsetsOf(const RankSplit &split, int64_t rank) {
  std::vector<int64_t> offsets = split.blockOf(rank);
  for (auto [offset, size] : llvm::zip(offsets, split.localShape))
    offset *= size;
  return offsets;
}

} // namespace

bool RankSplit::isSplit() const {
  return llvm::any_of(axes,
                      [](const auto &dimAxes) { return !dimAxes.empty(); });
}

std::vector<int64_t> RankSplit::blockOf(int64_t rank) const {
  std::vector<int64_t> coords(gridShape.size());
  for (int64_t axis = int64_t(gridShape.size()) - 1; axis >= 0; --axis) {
    coords[axis] = rank % gridShape[axis];
    rank /= gridShape[axis];
  }
  std::vector<int64_t> blocks;
  for (const std::vector<int64_t> &dimAxes : axes) {
    int64_t block = 0;
    for (int64_t axis : dimAxes)
      block = block * gridShape[axis] + coords[axis];
    blocks.push_back(block);
  }
  return blocks;
}

std::optional<RankSplit> getRankSplit(Type global, Type local,
                                      ArrayRef<int64_t> gridShape,
                                      Attribute splitAxes, std::string &error) {
  llvm::raw_string_ostream os(error);
  auto globalTensor = dyn_cast<RankedTensorType>(global);
  auto localTensor = dyn_cast<RankedTensorType>(local);
  RankSplit split;
  split.gridShape.assign(gridShape.begin(), gridShape.end());
  if (!globalTensor || !localTensor) {
    if (global == local)
      return split;
    os << "the per-rank type " << local << " is not the step's " << global;
    return std::nullopt;
  }
  if (globalTensor.getElementType() != localTensor.getElementType() ||
      globalTensor.getRank() != localTensor.getRank()) {
    os << "the per-rank type " << local << " is not a block of " << global;
    return std::nullopt;
  }
  split.elementBytes = *getElementStorageBytes(globalTensor.getElementType());
  split.globalShape.assign(globalTensor.getShape().begin(),
                           globalTensor.getShape().end());
  split.localShape.assign(localTensor.getShape().begin(),
                          localTensor.getShape().end());
  auto recorded = dyn_cast_or_null<shard::GridAxesArrayAttr>(splitAxes);
  split.axes.resize(split.globalShape.size());
  for (unsigned d = 0; d < split.globalShape.size(); ++d) {
    int64_t blocks = 1;
    if (recorded && d < recorded.size())
      for (shard::GridAxis axis : recorded.getAxes()[d].asArrayRef()) {
        if (axis < 0 || axis >= int64_t(gridShape.size())) {
          os << "memopt-shard's recorded split " << recorded
             << " names an axis the grid does not have";
          return std::nullopt;
        }
        split.axes[d].push_back(axis);
        blocks *= gridShape[axis];
      }
    if (split.localShape[d] * blocks != split.globalShape[d]) {
      os << "the per-rank type " << local << " is not " << global
         << " split as memopt-shard recorded ("
         << (recorded ? recorded : Attribute()) << ")";
      return std::nullopt;
    }
  }
  return split;
}

void copyRankBlock(const RankSplit &split, int64_t rank, const uint8_t *global,
                   uint8_t *local) {
  if (split.globalShape.empty()) {
    std::memcpy(local, global, split.elementBytes);
    return;
  }
  copyBlock(split, offsetsOf(split, rank), 0, 0, 0, global, local, true);
}

void placeRankBlock(const RankSplit &split, int64_t rank, const uint8_t *local,
                    uint8_t *global) {
  if (split.globalShape.empty()) {
    std::memcpy(global, local, split.elementBytes);
    return;
  }
  copyBlock(split, offsetsOf(split, rank), 0, 0, 0, local, global, false);
}

} // namespace memopt
