//===- Devices.cpp - accelerator presets of mem-advise --------------------===//
//
// Each size is the total memory the driver reports for the part (nvidia-smi
// --query-gpu=memory.total, in MiB), not the marketing figure: that is what
// cudaMemGetInfo starts from, before the CUDA context takes its share (the
// reserve, docs/advisor.md).
//
//===----------------------------------------------------------------------===//
#include "Devices.h"

#include "llvm/ADT/STLExtras.h"

namespace memadvise {

static constexpr uint64_t kMiB = 1024 * 1024;

llvm::ArrayRef<Device> devicePresets() {
  static const Device presets[] = {
      {"rtx4090-24gb", 24564 * kMiB}, {"a100-40gb", 40960 * kMiB},
      {"h100-80gb", 81559 * kMiB},    {"a100-80gb", 81920 * kMiB},
      {"h200-141gb", 143771 * kMiB},  {"b200-192gb", 183359 * kMiB},
  };
  return presets;
}

const Device *findDevice(llvm::StringRef name) {
  for (const Device &device : devicePresets())
    if (device.name == name)
      return &device;
  return nullptr;
}

std::string devicePresetNames() {
  std::string names;
  llvm::interleave(
      devicePresets(), [&](const Device &d) { names += d.name; },
      [&] { names += ", "; });
  return names;
}

} // namespace memadvise
