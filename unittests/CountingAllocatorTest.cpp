//===- CountingAllocatorTest.cpp - runtime/ byte counters -----------------===//

#include "memopt_runtime.h"

#include <gtest/gtest.h>

#include <csetjmp>
#include <cstdint>

namespace {

TEST(CountingAllocator, CountsRequestedBytesLiveAndPeak) {
  memopt_runtime_reset();
  uint64_t base = memopt_runtime_live_bytes();
  void *a = _mlir_memref_to_llvm_alloc(100);
  void *b = _mlir_memref_to_llvm_aligned_alloc(256, 1000);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % 64, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(b) % 256, 0u);
  // Requested bytes only: no alignment padding.
  EXPECT_EQ(memopt_runtime_live_bytes() - base, 1100u);
  _mlir_memref_to_llvm_free(a);
  void *c = _mlir_memref_to_llvm_alloc(50);
  EXPECT_EQ(memopt_runtime_live_bytes() - base, 1050u);
  EXPECT_EQ(memopt_runtime_peak_bytes() - base, 1100u);
  EXPECT_EQ(memopt_runtime_alloc_count(), 3u);
  EXPECT_EQ(memopt_runtime_free_count(), 1u);
  _mlir_memref_to_llvm_free(b);
  _mlir_memref_to_llvm_free(c);
  EXPECT_EQ(memopt_runtime_live_bytes(), base);
}

TEST(CountingAllocator, ResetStartsThePeakAtTheLiveBytes) {
  void *a = _mlir_memref_to_llvm_alloc(4096);
  _mlir_memref_to_llvm_free(a);
  void *b = _mlir_memref_to_llvm_alloc(8);
  memopt_runtime_reset();
  EXPECT_EQ(memopt_runtime_peak_bytes(), memopt_runtime_live_bytes());
  EXPECT_EQ(memopt_runtime_alloc_count(), 0u);
  _mlir_memref_to_llvm_free(b);
}

TEST(CountingAllocator, ZeroBytesAndForeignPointers) {
  memopt_runtime_reset();
  uint64_t base = memopt_runtime_live_bytes();
  void *a = _mlir_memref_to_llvm_alloc(0);
  void *b = _mlir_memref_to_llvm_alloc(0);
  EXPECT_NE(a, b);
  EXPECT_EQ(memopt_runtime_live_bytes(), base);
  int local = 0;
  _mlir_memref_to_llvm_free(&local); // not ours: counted, never freed
  _mlir_memref_to_llvm_free(nullptr);
  EXPECT_EQ(memopt_runtime_unknown_free_count(), 1u);
  _mlir_memref_to_llvm_free(a);
  _mlir_memref_to_llvm_free(b);
  EXPECT_EQ(memopt_runtime_free_count(), 2u);
}

std::jmp_buf refusedJump;
uint64_t refusedSize = 0;

void jumpBack(uint64_t size, uint64_t) {
  refusedSize = size;
  std::longjmp(refusedJump, 1);
}

// An alignment that is not a power of two is refused without asking the C
// allocator for a huge block (which sanitizers would report).
TEST(CountingAllocator, RefusedRequestCallsTheHandler) {
  memopt_runtime_set_failure_handler(jumpBack);
  refusedSize = 0;
  if (setjmp(refusedJump) == 0)
    _mlir_memref_to_llvm_aligned_alloc(96, 123);
  memopt_runtime_set_failure_handler(nullptr);
  EXPECT_EQ(refusedSize, 123u);
}

TEST(CountingAllocatorDeathTest, RefusedRequestWithoutHandlerAborts) {
  EXPECT_DEATH(_mlir_memref_to_llvm_aligned_alloc(96, 123),
               "memopt runtime: cannot allocate 123 bytes \\(alignment 96\\)");
}

TEST(CountingAllocator, FreeAllReleasesWhatAnAbandonedCallHeld) {
  memopt_runtime_free_all();
  memopt_runtime_reset();
  _mlir_memref_to_llvm_alloc(100);
  _mlir_memref_to_llvm_alloc(28);
  EXPECT_EQ(memopt_runtime_live_bytes(), 128u);
  memopt_runtime_free_all();
  EXPECT_EQ(memopt_runtime_live_bytes(), 0u);
  EXPECT_EQ(memopt_runtime_free_count(), 2u);
}

} // namespace
