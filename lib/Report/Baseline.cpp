//===- Baseline.cpp - a step's live bytes before a rewrite ----------------===//

#include "memopt/Report/Baseline.h"

#include "memopt/Report/Report.h"

#include "llvm/ADT/DenseMap.h"

namespace memopt {

Baseline captureBaseline(const FunctionMemoryProfile &before) {
  Baseline b;
  b.function = before.func.getSymName().str();
  llvm::ArrayRef<mlir::Operation *> ops = before.getOps();
  b.ops.assign(ops.begin(), ops.end());
  b.liveBytes = before.liveBytes;
  b.liveBytes.resize(b.ops.size(), 0);
  b.peakBytes = before.peakBytes;
  b.peakPoint = before.peakPoint;
  mlir::Operation *peakOp = before.getPeakOp();
  b.peakOp = peakOp->getName().getStringRef().str() + " (" +
             formatLocation(peakOp->getLoc()) + ")";
  return b;
}

PlacedBaseline placeBaseline(const Baseline &baseline,
                             const FunctionMemoryProfile &after) {
  llvm::ArrayRef<mlir::Operation *> ops = after.getOps();
  llvm::DenseMap<mlir::Operation *, unsigned> pointOf;
  pointOf.reserve(ops.size());
  for (unsigned i = 0; i < ops.size(); ++i)
    pointOf[ops[i]] = i;
  // Original bytes by rewritten point; UINT64_MAX where none is placed.
  constexpr uint64_t kNone = UINT64_MAX;
  std::vector<uint64_t> at(ops.size(), kNone);
  PlacedBaseline placed;
  for (unsigned i = 0; i < baseline.ops.size(); ++i) {
    auto it = pointOf.find(baseline.ops[i]);
    if (it == pointOf.end()) {
      ++placed.lost;
      continue;
    }
    at[it->second] = baseline.liveBytes[i];
    if (i == baseline.peakPoint)
      placed.peakPoint = it->second;
  }
  for (unsigned p = 0; p < at.size(); ++p) {
    if (at[p] == kNone) {
      ++placed.unplaced;
      continue;
    }
    placed.points.push_back(p);
    placed.bytes.push_back(at[p]);
    placed.maxBytes = std::max(placed.maxBytes, at[p]);
  }
  return placed;
}

PlacedBaseline sampleBaseline(const PlacedBaseline &placed, unsigned numPoints,
                              unsigned columns) {
  PlacedBaseline out;
  out.unplaced = placed.unplaced;
  out.lost = placed.lost;
  out.peakPoint = placed.peakPoint;
  columns = std::min(numPoints, columns);
  size_t i = 0, n = placed.points.size();
  for (unsigned c = 0; c < columns && i < n; ++c) {
    unsigned last = columnEnd(c, numPoints, columns);
    std::optional<size_t> best;
    for (; i < n && placed.points[i] < last; ++i) {
      // The original peak always stands for its column.
      bool isPeak = placed.points[i] == placed.peakPoint;
      bool bestIsPeak = best && placed.points[*best] == placed.peakPoint;
      if (isPeak ||
          (!bestIsPeak && (!best || placed.bytes[i] > placed.bytes[*best])))
        best = i;
    }
    if (!best)
      continue;
    out.points.push_back(placed.points[*best]);
    out.bytes.push_back(placed.bytes[*best]);
    out.maxBytes = std::max(out.maxBytes, placed.bytes[*best]);
  }
  return out;
}

} // namespace memopt
