/* A stand-in for the CUDA driver library, for tests on machines without a
 * GPU: "device" memory is host memory (malloc), copies and memsets are
 * memcpy / memset, kernels are not run (launches are only counted). Linked
 * in place of libcuda.so.1, it lets a memopt-lower-cuda executable run its
 * host program, so the CUDA runtime's byte counters can be read from a real
 * run. Results are meaningless; only the allocation sequence is real. */

#include <cuda.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long launches, modules;

static void report(void) {
  fprintf(stderr, "mock-libcuda: %lu modules, %lu launches\n", modules,
          launches);
}

CUresult cuInit(unsigned int flags) {
  (void)flags;
  atexit(report);
  return CUDA_SUCCESS;
}
CUresult cuGetErrorName(CUresult error, const char **name) {
  (void)error;
  *name = "MOCK_ERROR";
  return CUDA_SUCCESS;
}
CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  *device = ordinal;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetName(char *name, int len, CUdevice device) {
  (void)device;
  snprintf(name, (size_t)len, "mock");
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetAttribute(int *value, CUdevice_attribute attribute,
                              CUdevice device) {
  (void)attribute;
  (void)device;
  *value = 0;
  return CUDA_SUCCESS;
}
CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice device) {
  (void)device;
  *context = (CUcontext)1;
  return CUDA_SUCCESS;
}
CUresult cuCtxSetCurrent(CUcontext context) {
  (void)context;
  return CUDA_SUCCESS;
}
CUresult cuCtxGetDevice(CUdevice *device) {
  *device = 0;
  return CUDA_SUCCESS;
}
CUresult cuCtxSynchronize(void) { return CUDA_SUCCESS; }

CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  (void)image;
  ++modules;
  *module = (CUmodule)1;
  return CUDA_SUCCESS;
}
CUresult cuModuleLoadDataEx(CUmodule *module, const void *image,
                            unsigned int n, CUjit_option *options,
                            void **values) {
  (void)n;
  (void)options;
  (void)values;
  return cuModuleLoadData(module, image);
}
CUresult cuModuleUnload(CUmodule module) {
  (void)module;
  return CUDA_SUCCESS;
}
CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                             const char *name) {
  (void)module;
  (void)name;
  *function = (CUfunction)1;
  return CUDA_SUCCESS;
}
CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz, unsigned smem,
                        CUstream stream, void **params, void **extra) {
  (void)f, (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz;
  (void)smem, (void)stream, (void)params, (void)extra;
  ++launches;
  return CUDA_SUCCESS;
}

CUresult cuStreamCreate(CUstream *stream, unsigned int flags) {
  (void)flags;
  *stream = (CUstream)1;
  return CUDA_SUCCESS;
}
CUresult cuStreamDestroy(CUstream stream) {
  (void)stream;
  return CUDA_SUCCESS;
}
CUresult cuStreamSynchronize(CUstream stream) {
  (void)stream;
  return CUDA_SUCCESS;
}
CUresult cuStreamWaitEvent(CUstream stream, CUevent event, unsigned flags) {
  (void)stream, (void)event, (void)flags;
  return CUDA_SUCCESS;
}
CUresult cuEventCreate(CUevent *event, unsigned int flags) {
  (void)flags;
  *event = (CUevent)1;
  return CUDA_SUCCESS;
}
CUresult cuEventDestroy(CUevent event) {
  (void)event;
  return CUDA_SUCCESS;
}
CUresult cuEventRecord(CUevent event, CUstream stream) {
  (void)event, (void)stream;
  return CUDA_SUCCESS;
}
CUresult cuEventSynchronize(CUevent event) {
  (void)event;
  return CUDA_SUCCESS;
}

CUresult cuMemAlloc(CUdeviceptr *ptr, size_t bytes) {
  void *p = malloc(bytes);
  if (!p)
    return CUDA_ERROR_OUT_OF_MEMORY;
  *ptr = (CUdeviceptr)p;
  return CUDA_SUCCESS;
}
CUresult cuMemAllocManaged(CUdeviceptr *ptr, size_t bytes, unsigned flags) {
  (void)flags;
  return cuMemAlloc(ptr, bytes);
}
CUresult cuMemFree(CUdeviceptr ptr) {
  free((void *)ptr);
  return CUDA_SUCCESS;
}
CUresult cuMemcpyHtoD(CUdeviceptr dst, const void *src, size_t bytes) {
  memcpy((void *)dst, src, bytes);
  return CUDA_SUCCESS;
}
CUresult cuMemcpyDtoH(void *dst, CUdeviceptr src, size_t bytes) {
  memcpy(dst, (const void *)src, bytes);
  return CUDA_SUCCESS;
}
CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                       CUstream stream) {
  (void)stream;
  memcpy((void *)dst, (const void *)src, bytes);
  return CUDA_SUCCESS;
}
CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned int value, size_t count,
                          CUstream stream) {
  (void)stream;
  for (size_t i = 0; i < count; ++i)
    ((unsigned int *)dst)[i] = value;
  return CUDA_SUCCESS;
}
CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t count,
                          CUstream stream) {
  (void)stream;
  for (size_t i = 0; i < count; ++i)
    ((unsigned short *)dst)[i] = value;
  return CUDA_SUCCESS;
}
CUresult cuMemHostRegister(void *p, size_t bytes, unsigned int flags) {
  (void)p, (void)bytes, (void)flags;
  return CUDA_SUCCESS;
}
CUresult cuMemHostUnregister(void *p) {
  (void)p;
  return CUDA_SUCCESS;
}
