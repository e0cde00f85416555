//===- BestFitPlannerTest.cpp - arena offsets -----------------------------===//

#include "memopt/Lowering/BestFitPlanner.h"

#include <gtest/gtest.h>

using memopt::ArenaPlan;
using memopt::planBestFit;
using memopt::PlannedBuffer;

namespace {

/// No two buffers live at the same point share a byte.
void expectDisjoint(const std::vector<PlannedBuffer> &buffers) {
  for (size_t i = 0; i < buffers.size(); ++i)
    for (size_t j = i + 1; j < buffers.size(); ++j) {
      const PlannedBuffer &a = buffers[i], &b = buffers[j];
      bool together = a.start <= b.end && b.start <= a.end;
      bool apart =
          a.offset + a.bytes <= b.offset || b.offset + b.bytes <= a.offset;
      EXPECT_TRUE(!together || apart) << "buffers " << i << " and " << j;
    }
}

TEST(BestFitPlanner, ReusesTheMemoryOfDeadBuffers) {
  // A chain: each buffer dies when the next one is made.
  std::vector<PlannedBuffer> buffers = {
      {1024, 0, 1}, {1024, 1, 2}, {1024, 2, 3}, {1024, 3, 4}};
  ArenaPlan plan = planBestFit(buffers, 64);
  expectDisjoint(buffers);
  EXPECT_EQ(plan.livePeakBytes, 2048u);
  EXPECT_EQ(plan.arenaBytes, 2048u);
}

TEST(BestFitPlanner, FillsTheHoleOfADeadBuffer) {
  // The 128 bytes of the buffer that dies at 1 take the 64-byte buffer made
  // at 2: the arena is the live peak (128 + 128 + 64 + 256 at points 2-3).
  std::vector<PlannedBuffer> buffers = {
      {128, 0, 10}, {128, 0, 1}, {128, 0, 10}, {64, 2, 3}, {256, 2, 3}};
  ArenaPlan plan = planBestFit(buffers, 64);
  expectDisjoint(buffers);
  EXPECT_EQ(plan.livePeakBytes, 576u);
  EXPECT_EQ(plan.arenaBytes, 576u);
}

TEST(BestFitPlanner, PrefersTheSmallerOfTwoGaps) {
  // While the 64-byte buffer lives, [0, 256) and [320, 384) are free; best
  // fit takes the 64-byte gap and leaves the big one whole.
  std::vector<PlannedBuffer> buffers = {
      {256, 0, 1}, {64, 0, 9}, {64, 0, 1}, {64, 0, 9}, {64, 5, 6}};
  ArenaPlan plan = planBestFit(buffers, 64);
  expectDisjoint(buffers);
  EXPECT_EQ(buffers[0].offset, 0u);
  EXPECT_EQ(buffers[2].offset, 320u);
  EXPECT_EQ(buffers[4].offset, 320u);
  EXPECT_EQ(plan.arenaBytes, 448u);
}

TEST(BestFitPlanner, AlignsOffsets) {
  std::vector<PlannedBuffer> buffers = {{10, 0, 5}, {10, 0, 5}, {10, 0, 5}};
  ArenaPlan plan = planBestFit(buffers, 64);
  expectDisjoint(buffers);
  for (const PlannedBuffer &b : buffers)
    EXPECT_EQ(b.offset % 64, 0u);
  EXPECT_EQ(plan.arenaBytes, 64u * 2 + 10u);
  EXPECT_EQ(plan.livePeakBytes, 30u);
}

} // namespace
