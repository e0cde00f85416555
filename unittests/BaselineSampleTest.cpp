//===- BaselineSampleTest.cpp - the overlay's downsampling ----------------===//

#include "memopt/Report/Baseline.h"

#include <gtest/gtest.h>

using namespace memopt;

namespace {
PlacedBaseline placed(std::vector<unsigned> points, std::vector<uint64_t> bytes,
                      std::optional<unsigned> peak, unsigned unplaced) {
  PlacedBaseline p;
  p.points = std::move(points);
  p.bytes = std::move(bytes);
  p.peakPoint = peak;
  p.unplaced = unplaced;
  for (uint64_t b : p.bytes)
    p.maxBytes = std::max(p.maxBytes, b);
  return p;
}
} // namespace

TEST(BaselineSample, ColumnRangesAreTheTimelines) {
  // 10 points in 3 columns: [0, 3), [3, 6), [6, 10).
  EXPECT_EQ(columnEnd(0, 10, 3), 3u);
  EXPECT_EQ(columnEnd(1, 10, 3), 6u);
  EXPECT_EQ(columnEnd(2, 10, 3), 10u);
}

TEST(BaselineSample, EachColumnItsHighestPlacedPoint) {
  // Points 3 and 4 are clones (unplaced); column 1 holds only point 5.
  PlacedBaseline p =
      placed({0, 1, 2, 5, 6, 7, 8, 9}, {10, 30, 20, 5, 7, 40, 8, 1}, 7, 2);
  PlacedBaseline s = sampleBaseline(p, 10, 3);
  EXPECT_EQ(s.points, (std::vector<unsigned>{1, 5, 7}));
  EXPECT_EQ(s.bytes, (std::vector<uint64_t>{30, 5, 40}));
  EXPECT_EQ(s.maxBytes, 40u);
  EXPECT_EQ(s.unplaced, 2u);
  EXPECT_EQ(s.peakPoint, std::optional<unsigned>(7));
}

TEST(BaselineSample, ThePeakStandsForItsColumnOnATie) {
  // Point 8 has the peak's bytes too, but point 9 is the peak.
  PlacedBaseline p = placed({6, 8, 9}, {1, 40, 40}, 9, 0);
  PlacedBaseline s = sampleBaseline(p, 10, 3);
  EXPECT_EQ(s.points, (std::vector<unsigned>{9}));
  EXPECT_EQ(s.bytes, (std::vector<uint64_t>{40}));
}

TEST(BaselineSample, AColumnOfClonesOnlyHasNoVertex) {
  PlacedBaseline p = placed({0, 9}, {3, 4}, 9, 8);
  PlacedBaseline s = sampleBaseline(p, 10, 3);
  EXPECT_EQ(s.points, (std::vector<unsigned>{0, 9}));
  EXPECT_EQ(s.maxBytes, 4u);
}

TEST(BaselineSample, FewerPointsThanColumnsKeepsEveryPoint) {
  PlacedBaseline p = placed({0, 2, 3}, {5, 6, 7}, 3, 1);
  PlacedBaseline s = sampleBaseline(p, 4, 1200);
  EXPECT_EQ(s.points, p.points);
  EXPECT_EQ(s.bytes, p.bytes);
}
