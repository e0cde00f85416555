//===- CudaRuntime.cpp - mgpu* on the CUDA driver API, counting bytes -----===//
//
// The entry points MLIR 22's gpu-to-llvm lowering and its gpu.binary
// translation call, written for this project on the CUDA driver API (Debian
// ships no MLIR CUDA runtime library). Every device allocation goes through
// mgpuMemAlloc, which counts the bytes requested; mgpuMemFree subtracts them.
// The program is single-threaded: one primary context, current on the main
// thread from the first call on.
//
//===----------------------------------------------------------------------===//

#include "memopt_cuda_runtime.h"

#include <cuda.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

struct Counters {
  uint64_t live = 0, peak = 0, allocs = 0, frees = 0, unknownFrees = 0;
  std::unordered_map<uintptr_t, uint64_t> sizes;
};

Counters &counters() {
  static Counters c;
  return c;
}

int defaultDevice = 0;

/// CUDA's name of `result`, or its number (the stub libcuda names none).
std::string errorName(CUresult result) {
  const char *name = nullptr;
  if (cuGetErrorName(result, &name) == CUDA_SUCCESS && name)
    return name;
  return "CUresult " + std::to_string(int(result)) +
         (result == CUDA_ERROR_STUB_LIBRARY ? " (CUDA_ERROR_STUB_LIBRARY: "
                                              "the toolkit's stub libcuda, "
                                              "no driver)"
                                            : "");
}

// _Exit: the module-unload destructor must not call into a broken driver.
[[noreturn]] void fail(const char *what, CUresult result) {
  std::fprintf(stderr, "memopt-cuda-runtime: %s failed with %s\n", what,
               errorName(result).c_str());
  std::fflush(nullptr);
  std::_Exit(2);
}

void check(CUresult result, const char *what) {
  if (result != CUDA_SUCCESS)
    fail(what, result);
}

#define CHECK(expr) check((expr), #expr)

/// Makes the primary context of the default device current (once).
void ensureContext() {
  static CUcontext context = [] {
    CUresult init = cuInit(0);
    if (init != CUDA_SUCCESS) {
      std::fprintf(stderr,
                   "memopt-cuda-runtime: no usable NVIDIA GPU or driver "
                   "(cuInit: %s)\n",
                   errorName(init).c_str());
      std::fflush(nullptr);
      std::_Exit(2);
    }
    CUdevice device;
    CHECK(cuDeviceGet(&device, defaultDevice));
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, device));
    return ctx;
  }();
  CHECK(cuCtxSetCurrent(context));
}

void countAlloc(void *ptr, uint64_t bytes) {
  Counters &c = counters();
  c.sizes[reinterpret_cast<uintptr_t>(ptr)] = bytes;
  c.live += bytes;
  c.peak = c.live > c.peak ? c.live : c.peak;
  ++c.allocs;
}

/// Returns false for a pointer this runtime did not allocate.
bool countFree(void *ptr) {
  Counters &c = counters();
  auto it = c.sizes.find(reinterpret_cast<uintptr_t>(ptr));
  if (it == c.sizes.end()) {
    ++c.unknownFrees;
    return false;
  }
  c.live -= it->second;
  c.sizes.erase(it);
  ++c.frees;
  return true;
}

CUdeviceptr devicePointer(const void *ptr) {
  return reinterpret_cast<CUdeviceptr>(ptr);
}

} // namespace

//===----------------------------------------------------------------------===//
// Modules and launches (called from the code the gpu.binary translation
// emits: loads in a global constructor, unloads in a destructor).
//===----------------------------------------------------------------------===//

extern "C" CUmodule mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  ensureContext();
  CUmodule module = nullptr;
  CHECK(cuModuleLoadData(&module, data));
  return module;
}

extern "C" CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  ensureContext();
  CUmodule module = nullptr;
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {reinterpret_cast<void *>(intptr_t(optLevel))};
  CHECK(cuModuleLoadDataEx(&module, data, 1, options, values));
  return module;
}

extern "C" void mgpuModuleUnload(CUmodule module) {
  CHECK(cuModuleUnload(module));
}

extern "C" CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
  CUfunction function = nullptr;
  CHECK(cuModuleGetFunction(&function, module, name));
  return function;
}

// Grid and block sizes come as intptr_t (MLIR's index), the parameter count
// as the number of entries in `params`.
extern "C" void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                 intptr_t gridY, intptr_t gridZ,
                                 intptr_t blockX, intptr_t blockY,
                                 intptr_t blockZ, int32_t smem, CUstream stream,
                                 void **params, void **extra,
                                 size_t /*paramsCount*/) {
  ensureContext();
  CHECK(cuLaunchKernel(function, unsigned(gridX), unsigned(gridY),
                       unsigned(gridZ), unsigned(blockX), unsigned(blockY),
                       unsigned(blockZ), unsigned(smem), stream, params,
                       extra));
}

//===----------------------------------------------------------------------===//
// Streams and events.
//===----------------------------------------------------------------------===//

extern "C" CUstream mgpuStreamCreate() {
  ensureContext();
  CUstream stream = nullptr;
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

extern "C" void mgpuStreamDestroy(CUstream stream) {
  CHECK(cuStreamDestroy(stream));
}

extern "C" void mgpuStreamSynchronize(CUstream stream) {
  CHECK(cuStreamSynchronize(stream));
}

extern "C" void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  CHECK(cuStreamWaitEvent(stream, event, 0));
}

extern "C" CUevent mgpuEventCreate() {
  ensureContext();
  CUevent event = nullptr;
  CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

extern "C" void mgpuEventDestroy(CUevent event) {
  CHECK(cuEventDestroy(event));
}

extern "C" void mgpuEventSynchronize(CUevent event) {
  CHECK(cuEventSynchronize(event));
}

extern "C" void mgpuEventRecord(CUevent event, CUstream stream) {
  CHECK(cuEventRecord(event, stream));
}

//===----------------------------------------------------------------------===//
// Memory: the counted part.
//===----------------------------------------------------------------------===//

extern "C" void *mgpuMemAlloc(uint64_t sizeBytes, CUstream /*stream*/,
                              bool isHostShared) {
  ensureContext();
  CUdeviceptr ptr = 0;
  // cuMemAlloc rejects 0 bytes; a 0-byte buffer still gets a unique address
  // and counts 0.
  uint64_t request = sizeBytes ? sizeBytes : 1;
  if (isHostShared)
    CHECK(cuMemAllocManaged(&ptr, request, CU_MEM_ATTACH_GLOBAL));
  else
    CHECK(cuMemAlloc(&ptr, request));
  void *result = reinterpret_cast<void *>(ptr);
  countAlloc(result, sizeBytes);
  return result;
}

extern "C" void mgpuMemFree(void *ptr, CUstream stream) {
  if (!ptr)
    return;
  // Work queued on the stream may still use the buffer.
  if (stream)
    CHECK(cuStreamSynchronize(stream));
  if (!countFree(ptr)) {
    std::fprintf(stderr,
                 "memopt-cuda-runtime: free of %p, which "
                 "mgpuMemAlloc did not return\n",
                 ptr);
    return;
  }
  CHECK(cuMemFree(devicePointer(ptr)));
}

extern "C" void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                           CUstream stream) {
  CHECK(
      cuMemcpyAsync(devicePointer(dst), devicePointer(src), sizeBytes, stream));
}

extern "C" void mgpuMemset32(void *dst, unsigned int value, size_t count,
                             CUstream stream) {
  CHECK(cuMemsetD32Async(devicePointer(dst), value, count, stream));
}

extern "C" void mgpuMemset16(void *dst, unsigned short value, size_t count,
                             CUstream stream) {
  CHECK(cuMemsetD16Async(devicePointer(dst), value, count, stream));
}

extern "C" void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  ensureContext();
  CHECK(cuMemHostRegister(ptr, sizeBytes, 0));
}

extern "C" void mgpuMemHostUnregister(void *ptr) {
  ensureContext();
  CHECK(cuMemHostUnregister(ptr));
}

/// A ranked memref descriptor: {allocated, aligned, offset, sizes, strides}.
struct MemRefDescriptorPrefix {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizes[1];
};

extern "C" void mgpuMemHostRegisterMemRef(int64_t rank,
                                          MemRefDescriptorPrefix *descriptor,
                                          int64_t elementSizeBytes) {
  // Dense buffers only, as upstream: bytes = product of sizes x element.
  uint64_t elements = 1;
  for (int64_t i = 0; i < rank; ++i)
    elements *= uint64_t(descriptor->sizes[i]);
  mgpuMemHostRegister(descriptor->aligned +
                          descriptor->offset * elementSizeBytes,
                      elements * uint64_t(elementSizeBytes));
}

extern "C" void mgpuMemHostUnregisterMemRef(int64_t /*rank*/,
                                            MemRefDescriptorPrefix *descriptor,
                                            int64_t elementSizeBytes) {
  mgpuMemHostUnregister(descriptor->aligned +
                        descriptor->offset * elementSizeBytes);
}

extern "C" void mgpuSetDefaultDevice(int32_t device) { defaultDevice = device; }

//===----------------------------------------------------------------------===//
// Queries.
//===----------------------------------------------------------------------===//

extern "C" uint64_t memopt_cuda_live_bytes(void) { return counters().live; }
extern "C" uint64_t memopt_cuda_peak_bytes(void) { return counters().peak; }
extern "C" uint64_t memopt_cuda_alloc_count(void) { return counters().allocs; }
extern "C" uint64_t memopt_cuda_free_count(void) { return counters().frees; }
extern "C" void memopt_cuda_reset(void) {
  Counters &c = counters();
  c.peak = c.live;
  c.allocs = c.frees = c.unknownFrees = 0;
}
