//===- RankSlices.cpp - a rank's part of a tensor split on one dim --------===//

#include "RankSlices.h"

#include "memopt/Analysis/TensorSize.h"

#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;

namespace memopt {

std::optional<RankSplit> getRankSplit(Type global, Type local, int64_t ranks,
                                      std::string &error) {
  llvm::raw_string_ostream os(error);
  auto globalTensor = dyn_cast<RankedTensorType>(global);
  auto localTensor = dyn_cast<RankedTensorType>(local);
  if (!globalTensor || !localTensor) {
    if (global == local)
      return RankSplit{};
    os << "the per-rank type " << local << " is not the step's " << global;
    return std::nullopt;
  }
  if (globalTensor.getElementType() != localTensor.getElementType() ||
      globalTensor.getRank() != localTensor.getRank()) {
    os << "the per-rank type " << local << " is not a block of " << global;
    return std::nullopt;
  }
  RankSplit split;
  split.innerBytes = *getElementStorageBytes(globalTensor.getElementType());
  for (auto [d, sizes] : llvm::enumerate(
           llvm::zip(globalTensor.getShape(), localTensor.getShape()))) {
    auto [g, l] = sizes;
    if (g == l) {
      if (split.dim)
        split.innerBytes *= uint64_t(g);
      else
        split.outer *= uint64_t(g);
      continue;
    }
    if (split.dim || l * ranks != g) {
      os << "the per-rank type " << local << " is not " << global
         << " split on one dimension across " << ranks << " ranks";
      return std::nullopt;
    }
    split.dim = d;
    split.globalExtent = uint64_t(g);
    split.localExtent = uint64_t(l);
  }
  if (!split.dim) {
    split.innerBytes *= split.outer;
    split.outer = 1;
  }
  return split;
}

void copyRankBlock(const RankSplit &split, int64_t rank, const uint8_t *global,
                   uint8_t *local) {
  uint64_t block = split.localExtent * split.innerBytes;
  uint64_t offset = split.dim ? uint64_t(rank) * block : 0;
  for (uint64_t o = 0; o < split.outer; ++o)
    std::memcpy(local + o * block,
                global + o * split.globalExtent * split.innerBytes + offset,
                block);
}

void placeRankBlock(const RankSplit &split, int64_t rank, const uint8_t *local,
                    uint8_t *global) {
  uint64_t block = split.localExtent * split.innerBytes;
  uint64_t offset = split.dim ? uint64_t(rank) * block : 0;
  for (uint64_t o = 0; o < split.outer; ++o)
    std::memcpy(global + o * split.globalExtent * split.innerBytes + offset,
                local + o * block, block);
}

} // namespace memopt
