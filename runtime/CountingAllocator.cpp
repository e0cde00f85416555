//===- CountingAllocator.cpp - the _mlir_memref_to_llvm_* hooks -----------===//
//
// Each live allocation's requested size is kept in a map from its pointer, so
// a free subtracts exactly what the matching alloc added.
//
//===----------------------------------------------------------------------===//

#include "memopt_runtime.h"

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <unordered_map>

namespace {

struct Counters {
  std::mutex mutex;
  std::unordered_map<void *, uint64_t> sizes;
  uint64_t live = 0;
  uint64_t peak = 0;
  uint64_t allocs = 0;
  uint64_t frees = 0;
  uint64_t unknownFrees = 0;
  memopt_runtime_failure_handler onFailure = nullptr;
};

Counters &counters() {
  static Counters *c = new Counters(); // never destroyed: hooks may run late
  return *c;
}

constexpr uint64_t kMinAlignment = 64;

void *allocate(uint64_t alignment, uint64_t size) {
  if (alignment < kMinAlignment)
    alignment = kMinAlignment;
  void *ptr = nullptr;
  // posix_memalign wants a power of two that is a multiple of sizeof(void *).
  Counters &c = counters();
  if ((alignment & (alignment - 1)) != 0 ||
      posix_memalign(&ptr, alignment, size ? size : 1) != 0) {
    memopt_runtime_failure_handler onFailure;
    {
      std::lock_guard<std::mutex> lock(c.mutex);
      onFailure = c.onFailure;
    }
    // Outside the lock: the handler does not return here.
    if (onFailure)
      onFailure(size, alignment);
    std::fprintf(stderr,
                 "memopt runtime: cannot allocate %" PRIu64
                 " bytes (alignment %" PRIu64 ")\n",
                 size, alignment);
    std::abort();
  }
  std::lock_guard<std::mutex> lock(c.mutex);
  c.sizes[ptr] = size;
  c.live += size;
  if (c.live > c.peak)
    c.peak = c.live;
  ++c.allocs;
  return ptr;
}

} // namespace

extern "C" {

void *_mlir_memref_to_llvm_alloc(uint64_t size) {
  return allocate(kMinAlignment, size);
}

void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment, uint64_t size) {
  return allocate(alignment, size);
}

void _mlir_memref_to_llvm_free(void *ptr) {
  if (!ptr)
    return;
  Counters &c = counters();
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    auto it = c.sizes.find(ptr);
    if (it == c.sizes.end()) {
      ++c.unknownFrees;
      return;
    }
    c.live -= it->second;
    c.sizes.erase(it);
    ++c.frees;
  }
  std::free(ptr);
}

void memopt_runtime_set_failure_handler(
    memopt_runtime_failure_handler handler) {
  Counters &c = counters();
  std::lock_guard<std::mutex> lock(c.mutex);
  c.onFailure = handler;
}

void memopt_runtime_free_all(void) {
  Counters &c = counters();
  std::lock_guard<std::mutex> lock(c.mutex);
  for (auto &[ptr, size] : c.sizes)
    std::free(ptr);
  c.frees += c.sizes.size();
  c.sizes.clear();
  c.live = 0;
}

void memopt_runtime_reset(void) {
  Counters &c = counters();
  std::lock_guard<std::mutex> lock(c.mutex);
  c.peak = c.live;
  c.allocs = c.frees = c.unknownFrees = 0;
}

#define MEMOPT_COUNTER(name, field)                                            \
  uint64_t name(void) {                                                        \
    Counters &c = counters();                                                  \
    std::lock_guard<std::mutex> lock(c.mutex);                                 \
    return c.field;                                                            \
  }
MEMOPT_COUNTER(memopt_runtime_live_bytes, live)
MEMOPT_COUNTER(memopt_runtime_peak_bytes, peak)
MEMOPT_COUNTER(memopt_runtime_alloc_count, allocs)
MEMOPT_COUNTER(memopt_runtime_free_count, frees)
MEMOPT_COUNTER(memopt_runtime_unknown_free_count, unknownFrees)
#undef MEMOPT_COUNTER

} // extern "C"
