//===- CudaStepIO.cpp - arguments in, results out, for the generated main -===//
//
// The host main that memopt-lower-cuda adds fills the step's arguments and
// reads its results through these functions, so that a run on the GPU can be
// compared with `mem-run` on the same inputs: arguments come from the files
// `mem-run --dump-inputs DIR` writes, results are checksummed like mem-run's
// and can be written for an exact or tolerant comparison. None of these
// allocate device memory: the counters see only the step's own buffers.
//
//===----------------------------------------------------------------------===//

#include "memopt_cuda_runtime.h"

#include <cuda.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Result {
  int64_t index;
  uint64_t bytes;
  int64_t type;
  uint64_t checksum;
};

std::vector<Result> &results() {
  static std::vector<Result> r;
  return r;
}

bool zeroInputs = false;

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "memopt-cuda-runtime: %s\n", message.c_str());
  std::fflush(nullptr);
  std::_Exit(2);
}

void check(CUresult result, const char *what) {
  if (result == CUDA_SUCCESS)
    return;
  const char *name = nullptr;
  if (cuGetErrorName(result, &name) != CUDA_SUCCESS || !name)
    name = "an error CUDA does not name";
  fail(std::string(what) + " failed with " + name + " (CUresult " +
       std::to_string(int(result)) + ")");
}

std::string pathOf(const char *variable, const char *stem, int64_t index) {
  const char *dir = std::getenv(variable);
  if (!dir || !*dir)
    return "";
  return std::string(dir) + "/" + stem + "-" + std::to_string(index) + ".bin";
}

/// The bytes of input `index`, or zeros when no input directory is given.
std::vector<unsigned char> readInput(int64_t index, int64_t bytes) {
  std::vector<unsigned char> data(size_t(bytes), 0);
  std::string path = pathOf("MEMOPT_CUDA_INPUTS", "arg", index);
  if (path.empty()) {
    zeroInputs = true;
    return data;
  }
  FILE *file = std::fopen(path.c_str(), "rb");
  if (!file)
    fail("cannot open '" + path + "'");
  size_t got = std::fread(data.data(), 1, data.size(), file);
  bool longer = std::fgetc(file) != EOF;
  std::fclose(file);
  if (got != data.size() || longer)
    fail("'" + path + "' does not hold " + std::to_string(bytes) + " bytes");
  return data;
}

uint64_t fnv1a(const unsigned char *bytes, uint64_t size) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (uint64_t i = 0; i < size; ++i)
    hash = (hash ^ bytes[i]) * 0x100000001b3ull;
  return hash;
}

void keepResult(int64_t index, const unsigned char *data, uint64_t bytes,
                int64_t type) {
  results().push_back({index, bytes, type, fnv1a(data, bytes)});
  std::string path = pathOf("MEMOPT_CUDA_RESULTS", "result", index);
  if (path.empty())
    return;
  FILE *file = std::fopen(path.c_str(), "wb");
  if (!file || std::fwrite(data, 1, bytes, file) != bytes)
    fail("cannot write '" + path + "'");
  std::fclose(file);
}

std::string typeName(int64_t type) {
  int64_t kind = type >> 16, bits = type & 0xffff;
  if (kind == 2)
    return "bf16";
  return (kind == 1 ? "f" : "i") + std::to_string(bits);
}

} // namespace

extern "C" void memopt_cuda_load_argument(int64_t index, int64_t device_pointer,
                                          int64_t bytes) {
  std::vector<unsigned char> data = readInput(index, bytes);
  if (bytes)
    check(cuMemcpyHtoD(CUdeviceptr(device_pointer), data.data(), data.size()),
          "cuMemcpyHtoD");
}

extern "C" int64_t memopt_cuda_load_scalar(int64_t index, int64_t bytes) {
  if (bytes < 1 || bytes > 8)
    fail("scalar argument " + std::to_string(index) + " of " +
         std::to_string(bytes) + " bytes");
  std::vector<unsigned char> data = readInput(index, bytes);
  uint64_t bits = 0;
  for (int64_t i = bytes - 1; i >= 0; --i) // little endian
    bits = (bits << 8) | data[size_t(i)];
  return int64_t(bits);
}

extern "C" void memopt_cuda_store_result(int64_t index, int64_t device_pointer,
                                         int64_t bytes, int64_t type) {
  check(cuCtxSynchronize(), "cuCtxSynchronize");
  std::vector<unsigned char> data(static_cast<size_t>(bytes));
  if (bytes)
    check(cuMemcpyDtoH(data.data(), CUdeviceptr(device_pointer), data.size()),
          "cuMemcpyDtoH");
  keepResult(index, data.data(), uint64_t(bytes), type);
}

extern "C" void memopt_cuda_store_scalar_result(int64_t index, int64_t bits,
                                                int64_t bytes, int64_t type) {
  unsigned char data[8];
  for (int64_t i = 0; i < 8; ++i)
    data[i] = (uint64_t(bits) >> (8 * i)) & 0xff;
  keepResult(index, data, uint64_t(bytes), type);
}

extern "C" int32_t memopt_cuda_finish(void) {
  char name[256] = "unknown";
  int major = 0, minor = 0;
  CUdevice device;
  if (cuCtxGetDevice(&device) == CUDA_SUCCESS) {
    cuDeviceGetName(name, sizeof(name), device);
    cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                         device);
    cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                         device);
  }
  std::printf("{\"device\": \"%s\", \"compute_capability\": \"%d.%d\", "
              "\"measured_device_peak_bytes\": %" PRIu64
              ", \"device_allocations\": %" PRIu64
              ", \"device_frees\": %" PRIu64
              ", \"device_live_bytes_at_exit\": %" PRIu64
              ", \"inputs\": \"%s\", \"results\": [",
              name, major, minor, memopt_cuda_peak_bytes(),
              memopt_cuda_alloc_count(), memopt_cuda_free_count(),
              memopt_cuda_live_bytes(), zeroInputs ? "zeros" : "files");
  for (size_t i = 0; i < results().size(); ++i) {
    const Result &r = results()[i];
    std::printf("%s{\"index\": %" PRId64 ", \"bytes\": %" PRIu64
                ", \"type\": \"%s\", \"checksum\": \"%016" PRIx64 "\"}",
                i ? ", " : "", r.index, r.bytes, typeName(r.type).c_str(),
                r.checksum);
  }
  std::printf("], \"checksums\": [");
  for (size_t i = 0; i < results().size(); ++i)
    std::printf("%s\"%016" PRIx64 "\"", i ? ", " : "", results()[i].checksum);
  std::printf("]}\n");
  std::fflush(stdout);
  return memopt_cuda_live_bytes() == 0 ? 0 : 1;
}
